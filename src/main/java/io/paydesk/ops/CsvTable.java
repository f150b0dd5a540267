package io.paydesk.ops;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;

/**
 * The columns of one export: a header name and a value per column, written through {@link CsvOut}
 * so that every export of the same kind (a screen's or the headless one) has the same columns.
 */
public final class CsvTable<T> {
  /** One column: its header and how a row gives its value. */
  public record Column<T>(String name, Function<? super T, ?> value) {}

  private final List<Column<T>> columns;

  private CsvTable(List<Column<T>> columns) {
    this.columns = List.copyOf(columns);
  }

  @SafeVarargs
  public static <T> CsvTable<T> of(Column<T>... columns) {
    return new CsvTable<>(List.of(columns));
  }

  public static <T> Column<T> column(String name, Function<? super T, ?> value) {
    return new Column<>(name, value);
  }

  /** The header row. */
  public String[] header() {
    return columns.stream().map(Column::name).toArray(String[]::new);
  }

  /** Writes the header to {@code out}. */
  public CsvOut open(Writer out) throws IOException {
    return CsvOut.to(out, header());
  }

  /** Creates the UTF-8 file with the header row. */
  public CsvOut create(Path file) throws IOException {
    return CsvOut.create(file, header());
  }

  /** Writes one row. */
  public void write(CsvOut out, T row) throws IOException {
    Object[] cells = new Object[columns.size()];
    for (int i = 0; i < cells.length; i++) {
      cells[i] = columns.get(i).value().apply(row);
    }
    out.row(cells);
  }

  /** Writes a file of these rows; answers how many. */
  public int write(Path file, List<? extends T> rows) throws IOException {
    try (CsvOut out = create(file)) {
      for (T r : rows) {
        write(out, r);
      }
    }
    return rows.size();
  }
}
