package io.paydesk.ops;

import java.io.Closeable;
import java.io.Flushable;
import java.io.IOException;
import java.io.Writer;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * The one CSV writer of every export (Commons CSV, RFC 4180: comma, CRLF, quotes where needed): a
 * header row, then one row per call. Text a spreadsheet would run as a formula is neutralised (see
 * {@link #cell}); amounts are written as plain decimals, never in exponent form. Files are UTF-8.
 */
public final class CsvOut implements Closeable, Flushable {
  private final CSVPrinter printer;

  private CsvOut(Writer out, String[] header) throws IOException {
    this.printer = CSVFormat.DEFAULT.builder().setHeader(header).get().print(out);
  }

  /** Writes the header row to {@code out}; closing this closes {@code out}. */
  public static CsvOut to(Writer out, String... header) throws IOException {
    return new CsvOut(out, header);
  }

  /** Creates (or replaces) a UTF-8 file and writes the header row. */
  public static CsvOut create(Path file, String... header) throws IOException {
    Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
    try {
      return new CsvOut(w, header);
    } catch (IOException | RuntimeException e) {
      w.close();
      throw e;
    }
  }

  /** One row; each value as {@link #cell} writes it. */
  public void row(Object... cells) throws IOException {
    for (Object c : cells) {
      printer.print(cell(c));
    }
    printer.println();
  }

  /** One row of a list of values. */
  public void row(List<?> cells) throws IOException {
    row(cells.toArray());
  }

  /**
   * A value as a spreadsheet will read it back: null is empty; a number is written plainly ({@code
   * BigDecimal} never in exponent form; a negative number stays a number); text starting with = +
   * - @, a tab or a carriage return would run as a formula (names and descriptions come from
   * customers), so it gets a leading apostrophe; anything else as its text.
   */
  public static String cell(Object value) {
    if (value == null) {
      return null;
    }
    if (value instanceof BigDecimal d) {
      return d.toPlainString();
    }
    if (value instanceof Number || value instanceof Boolean) {
      return value.toString();
    }
    String s = value.toString();
    return !s.isEmpty() && "=+-@\t\r".indexOf(s.charAt(0)) >= 0 ? "'" + s : s;
  }

  @Override
  public void flush() throws IOException {
    printer.flush();
  }

  @Override
  public void close() throws IOException {
    printer.close(true);
  }
}
