package io.paydesk.ui.kit;

import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Labeled;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumnBase;
import javafx.scene.control.TableView;
import javafx.scene.control.skin.TableColumnHeader;
import javafx.scene.text.Text;

/**
 * Columns as wide as their content: after each layout, every column's minimum width becomes the
 * widest of its header and its shown cells, so a constrained table shares out only the space left
 * and cuts no header or value; when even that does not fit, the table scrolls sideways instead.
 * Cells that wrap their text, and those of {@link #elastic} columns, are not measured: their
 * columns take what is left.
 */
public final class TableFit {
  private static final double SLACK = 4;
  private static final Object ELASTIC = new Object();
  private static final Object FLOOR = new Object();

  private TableFit() {}

  /**
   * Marks a column of free-length values shown with a tooltip (names, {@link Cells#text()}): only
   * its header is kept whole, so one long name does not push the other columns off the table.
   */
  public static void elastic(TableColumnBase<?, ?> column) {
    column.getProperties().put(ELASTIC, Boolean.TRUE);
  }

  /**
   * A width a column keeps whatever its shown cells measure: what {@link Cells} found its values
   * need, shown or scrolled to (the widest badge or amount of every row).
   */
  static void floor(TableColumnBase<?, ?> column, double width) {
    column.getProperties().merge(FLOOR, width, (a, b) -> Math.max((Double) a, (Double) b));
  }

  /**
   * Keeps the table's column minimums at their content's widths while the view lives. They only
   * grow while the rows are the same (no column jumps while scrolling), and start again from what
   * is shown when the rows change.
   */
  public static void toContent(ViewDisposer view, TableView<?> table) {
    boolean[] rowsChanged = {true};
    view.listen(table.getItems(), (javafx.beans.InvalidationListener) o -> rowsChanged[0] = true);
    Runnable fit =
        () -> {
          fit(table, rowsChanged[0]);
          rowsChanged[0] = false;
        };
    Scene[] attached = new Scene[1];
    Runnable detach =
        () -> {
          if (attached[0] != null) {
            attached[0].removePostLayoutPulseListener(fit);
            attached[0] = null;
          }
        };
    view.listen(
        table.sceneProperty(),
        (obs, old, now) -> {
          detach.run();
          if (now != null) {
            now.addPostLayoutPulseListener(fit);
            attached[0] = now;
          }
        });
    if (table.getScene() != null) {
      table.getScene().addPostLayoutPulseListener(fit);
      attached[0] = table.getScene();
    }
    view.onDispose(detach);
  }

  /**
   * A cell whose text wraps to its column's width ({@link Cells#wrapped()}): it fits any width, and
   * measured it would be as wide as the column, which would then grow at every layout.
   */
  private static boolean wraps(TableCell<?, ?> c) {
    return c.isWrapText() || c.getGraphic() instanceof Text t && t.getWrappingWidth() > 0;
  }

  /**
   * A cell's text and graphic at full width (a cell's own pref width is its column's); only what it
   * draws: a badge cell keeps its words as text for search but draws the graphic only.
   */
  private static double contentWidth(TableCell<?, ?> c) {
    double w = c.snappedLeftInset() + c.snappedRightInset();
    boolean text =
        c.getText() != null
            && !c.getText().isEmpty()
            && c.getContentDisplay() != ContentDisplay.GRAPHIC_ONLY;
    if (text) {
      Text t = new Text(c.getText());
      t.setFont(c.getFont());
      w += t.getLayoutBounds().getWidth();
    }
    Node g = c.getGraphic();
    if (g != null && g.isVisible() && c.getContentDisplay() != ContentDisplay.TEXT_ONLY) {
      w += g.prefWidth(-1) + (text ? c.getGraphicTextGap() : 0);
    }
    return w;
  }

  private static void fit(TableView<?> table, boolean afresh) {
    java.util.Map<TableColumnBase<?, ?>, Double> need = new java.util.HashMap<>();
    for (Node n : table.lookupAll(".column-header")) {
      if (n instanceof TableColumnHeader h && h.getTableColumn() != null) {
        Node label = h.lookup(".label");
        if (label instanceof Labeled l) {
          double w = l.prefWidth(-1) + h.snappedLeftInset() + h.snappedRightInset() + SLACK;
          need.merge(h.getTableColumn(), w, Math::max);
        }
      }
    }
    for (Node n : table.lookupAll(".table-cell")) {
      if (n instanceof TableCell<?, ?> c
          && c.getTableColumn() != null
          && !c.isEmpty()
          && !wraps(c)
          && !c.getTableColumn().getProperties().containsKey(ELASTIC)
          && (c.getText() != null || c.getGraphic() != null)) {
        need.merge(c.getTableColumn(), contentWidth(c) + SLACK, Math::max);
      }
    }
    need.forEach(
        (col, w) -> {
          double floor = (Double) col.getProperties().getOrDefault(FLOOR, 0.0);
          double min =
              afresh ? Math.max(floor, Math.ceil(w)) : Math.max(col.getMinWidth(), Math.ceil(w));
          if (col.getMinWidth() != min) {
            col.setMinWidth(min);
          }
        });
    // A constrained table never scrolls sideways: when the content is wider than the table, the
    // columns keep their widths and a horizontal scroll bar reaches the rest.
    double sum = 0;
    for (TableColumnBase<?, ?> c : table.getVisibleLeafColumns()) {
      sum += c.getMinWidth();
    }
    double room = table.getWidth() - table.snappedLeftInset() - table.snappedRightInset();
    for (Node n : table.lookupAll(".scroll-bar")) {
      if (n instanceof ScrollBar b && b.getOrientation() == Orientation.VERTICAL && b.isVisible()) {
        room -= b.getWidth();
      }
    }
    var policy =
        sum > room ? TableView.UNCONSTRAINED_RESIZE_POLICY : TableView.CONSTRAINED_RESIZE_POLICY;
    if (table.getWidth() > 0 && table.getColumnResizePolicy() != policy) {
      if (policy == TableView.UNCONSTRAINED_RESIZE_POLICY) {
        for (TableColumnBase<?, ?> c : table.getVisibleLeafColumns()) {
          c.setPrefWidth(c.getMinWidth()); // as wide as the content, not as the shared-out space
        }
      }
      table.setColumnResizePolicy(policy);
    }
  }
}
