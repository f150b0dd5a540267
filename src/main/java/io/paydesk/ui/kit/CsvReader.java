package io.paydesk.ui.kit;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a CSV file a user picked: RFC 4180 quoting, comma or semicolon separated (whichever the
 * first line uses more), a byte-order mark ignored. The first row is the header.
 */
public final class CsvReader {
  private CsvReader() {}

  /** A CSV file's header and rows (rows shorter than the header are padded with ""). */
  public record Table(List<String> header, List<List<String>> rows) {
    /** The values of one column, blanks left out. */
    public List<String> column(int index) {
      List<String> values = new ArrayList<>();
      for (List<String> row : rows) {
        String v = index < row.size() ? row.get(index).strip() : "";
        if (!v.isEmpty()) {
          values.add(v);
        }
      }
      return values;
    }
  }

  public static Table read(Path file) throws IOException {
    return parse(Files.readString(file, StandardCharsets.UTF_8));
  }

  public static Table parse(String text) {
    String t = text.startsWith("\uFEFF") ? text.substring(1) : text;
    int lineEnd = t.indexOf('\n');
    String first = lineEnd < 0 ? t : t.substring(0, lineEnd);
    char sep = count(first, ';') > count(first, ',') ? ';' : ',';
    List<List<String>> all = new ArrayList<>();
    List<String> row = new ArrayList<>();
    StringBuilder cell = new StringBuilder();
    boolean quoted = false;
    for (int i = 0; i < t.length(); i++) {
      char c = t.charAt(i);
      if (quoted) {
        if (c == '"' && i + 1 < t.length() && t.charAt(i + 1) == '"') {
          cell.append('"');
          i++;
        } else if (c == '"') {
          quoted = false;
        } else {
          cell.append(c);
        }
      } else if (c == '"') {
        quoted = true;
      } else if (c == sep) {
        row.add(cell.toString());
        cell.setLength(0);
      } else if (c == '\n' || c == '\r') {
        if (c == '\r' && i + 1 < t.length() && t.charAt(i + 1) == '\n') {
          i++;
        }
        row.add(cell.toString());
        cell.setLength(0);
        addRow(all, row);
        row = new ArrayList<>();
      } else {
        cell.append(c);
      }
    }
    if (cell.length() > 0 || !row.isEmpty()) {
      row.add(cell.toString());
      addRow(all, row);
    }
    if (all.isEmpty()) {
      return new Table(List.of(), List.of());
    }
    return new Table(List.copyOf(all.get(0)), List.copyOf(all.subList(1, all.size())));
  }

  private static void addRow(List<List<String>> all, List<String> row) {
    if (!(row.size() == 1 && row.get(0).isBlank())) {
      all.add(List.copyOf(row));
    }
  }

  private static int count(String s, char c) {
    int n = 0;
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) == c) {
        n++;
      }
    }
    return n;
  }
}
