package io.paydesk.ui.kit;

import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * Writes CSV lines a spreadsheet reads back as typed: fields quoted when they hold a separator,
 * quote or line break, and text that a spreadsheet would run as a formula (starting with = + - @)
 * given a leading apostrophe.
 */
public final class CsvWriter {
  private CsvWriter() {}

  /** One field; null is empty. */
  public static String field(String value) {
    if (value == null || value.isEmpty()) {
      return "";
    }
    String v = "=+-@\t\r".indexOf(value.charAt(0)) >= 0 ? "'" + value : value;
    return v.contains(",") || v.contains("\"") || v.contains("\n") || v.contains("\r")
        ? "\"" + v.replace("\"", "\"\"") + "\""
        : v;
  }

  /** One line of fields, comma-separated, ended by CRLF. */
  public static String line(String... fields) {
    return Arrays.stream(fields).map(CsvWriter::field).collect(Collectors.joining(",")) + "\r\n";
  }
}
