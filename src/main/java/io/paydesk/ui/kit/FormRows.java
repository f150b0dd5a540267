package io.paydesk.ui.kit;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * A repeated group of fields the user adds and removes (tax rows, owners, metadata pairs): each row
 * has the same columns, and its fields are named {@code id[row].column} as the request path they
 * fill. Removing a row moves the rows below it up, so the names always match the row numbers. At
 * least {@code min} rows are shown, at most {@code max}.
 */
public final class FormRows {
  /** One column of the rows: its name in the path, how it is entered, its choices. */
  public record Column(String name, FormField.Kind kind, List<FormField.Choice> choices) {
    public static Column text(String name) {
      return new Column(name, FormField.Kind.TEXT, List.of());
    }

    public static Column date(String name) {
      return new Column(name, FormField.Kind.DATE, List.of());
    }

    public static Column choice(String name, FormField.Kind kind, List<FormField.Choice> choices) {
      return new Column(name, kind, choices);
    }
  }

  private final String id;
  private final List<Column> columns;
  private final int min;
  private final int max;
  private final BiFunction<Integer, String, String> label;
  private final String addLabel;
  private final String removeLabel;
  private final ObservableList<List<FormField>> rows = FXCollections.observableArrayList();
  private final ObservableList<List<FormField>> readOnly =
      FXCollections.unmodifiableObservableList(rows);
  private final BooleanBinding canAdd;
  private Consumer<FormField> added = f -> {};
  private Consumer<FormField> removed = f -> {};
  private Runnable changed = () -> {};

  /**
   * @param id the path of the list, e.g. {@code metadata}
   * @param label a field's label from its row number (from 1) and column name
   * @param addLabel the add button's text; removeLabel each row's remove button's text
   */
  public FormRows(
      String id,
      int min,
      int max,
      BiFunction<Integer, String, String> label,
      String addLabel,
      String removeLabel,
      List<Column> columns) {
    if (min < 0 || max < Math.max(1, min)) {
      throw new IllegalArgumentException("rows " + min + ".." + max);
    }
    this.id = id;
    this.min = min;
    this.max = max;
    this.label = label;
    this.addLabel = addLabel;
    this.removeLabel = removeLabel;
    this.columns = List.copyOf(columns);
    this.canAdd = Bindings.size(rows).lessThan(max);
  }

  /** Called by the form that owns the rows: fields made, fields dropped, rows changed. */
  void attach(Consumer<FormField> added, Consumer<FormField> removed, Runnable changed) {
    this.added = added;
    this.removed = removed;
    this.changed = changed;
    while (rows.size() < min) {
      addRow();
    }
  }

  public String id() {
    return id;
  }

  public List<Column> columns() {
    return columns;
  }

  public int max() {
    return max;
  }

  public String addLabel() {
    return addLabel;
  }

  public String removeLabel() {
    return removeLabel;
  }

  /** The rows shown, each its fields in column order. */
  public ObservableList<List<FormField>> rows() {
    return readOnly;
  }

  public int count() {
    return rows.size();
  }

  /** False once {@code max} rows are shown. */
  public BooleanBinding canAddProperty() {
    return canAdd;
  }

  /** The id of a row's field: {@code id[row].column}. */
  public String fieldId(int row, String column) {
    return id + "[" + row + "]." + column;
  }

  /** The node id prefix of a row, e.g. {@code f-metadata-2}. */
  public String rowNodeId(int row) {
    return FormLayout.nodeId(id + "[" + row + "]");
  }

  /** Adds an empty row at the end; false when {@code max} rows are already shown. */
  public boolean add() {
    if (rows.size() >= max) {
      return false;
    }
    addRow();
    changed.run();
    return true;
  }

  /**
   * Removes a row: the rows below move up. With only {@code min} rows left, the row is emptied
   * instead.
   */
  public void remove(int row) {
    if (row < 0 || row >= rows.size()) {
      return;
    }
    for (int r = row; r < rows.size() - 1; r++) {
      List<FormField> to = rows.get(r);
      List<FormField> from = rows.get(r + 1);
      for (int c = 0; c < columns.size(); c++) {
        to.get(c).valueProperty().set(from.get(c).valueProperty().get());
        to.get(c).setTouched(from.get(c).touched());
      }
    }
    if (rows.size() > min) {
      List<FormField> last = rows.remove(rows.size() - 1);
      last.forEach(removed);
    } else {
      rows.get(rows.size() - 1).forEach(f -> f.valueProperty().set(""));
    }
    changed.run();
  }

  /** Shows at least {@code n} rows (at most {@code max}), e.g. before a draft fills them. */
  public void ensure(int n) {
    boolean more = false;
    while (rows.size() < Math.min(n, max)) {
      addRow();
      more = true;
    }
    if (more) {
      changed.run();
    }
  }

  /** Back to {@code min} empty rows. */
  public void reset() {
    while (rows.size() > min) {
      rows.remove(rows.size() - 1).forEach(removed);
    }
    rows.forEach(r -> r.forEach(f -> f.valueProperty().set("")));
    changed.run();
  }

  /** True when every field of the row is empty. */
  public boolean isBlank(int row) {
    return rows.get(row).stream().allMatch(f -> f.text().isEmpty());
  }

  private void addRow() {
    int n = rows.size();
    List<FormField> fields = new ArrayList<>();
    for (Column c : columns) {
      FormField f =
          new FormField(fieldId(n, c.name()), label.apply(n + 1, c.name()), c.kind(), null);
      f.choices().setAll(c.choices());
      fields.add(f);
      added.accept(f);
    }
    rows.add(List.copyOf(fields));
  }
}
