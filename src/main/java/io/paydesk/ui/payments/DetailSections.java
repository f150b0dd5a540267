package io.paydesk.ui.payments;

import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.Styles;
import io.paydesk.ui.kit.Cells;
import io.paydesk.ui.payments.PaymentDetail.Field;
import io.paydesk.ui.payments.PaymentDetail.Grid;
import io.paydesk.ui.payments.PaymentDetail.Section;
import io.paydesk.ui.payments.PaymentDetail.TransactionLine;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.collections.FXCollections;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TitledPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.controlsfx.control.table.TableRowExpanderColumn;

/**
 * Builds the Payments detail's folding sections from a {@link PaymentDetail}: one titled pane per
 * section (several open at once), fields as name over value, small tables for lists. Remembers
 * which sections the user folded, by key, from one payment to the next.
 */
final class DetailSections {
  private static final double ROW = 26;

  private final Map<String, Boolean> expanded = new HashMap<>();
  private final List<TitledPane> shown = new ArrayList<>();
  private final io.paydesk.ui.kit.ViewDisposer view;

  /**
   * @param view the view showing the sections: its tables' fitting ends with it
   */
  DetailSections(io.paydesk.ui.kit.ViewDisposer view) {
    this.view = view;
  }

  /** A pane for a section, folded as the user left that section last. */
  TitledPane pane(Section section) {
    VBox content = new VBox(8);
    if (!section.fields().isEmpty()) {
      content.getChildren().add(fields(section.fields()));
    }
    for (Grid grid : section.grids()) {
      if (!grid.title().isEmpty()) {
        Label title = new Label(grid.title());
        title.getStyleClass().add("field-name");
        content.getChildren().add(title);
      }
      content.getChildren().add(table(grid));
    }
    TitledPane pane = new TitledPane(section.title(), content);
    pane.setAnimated(false);
    pane.setId("section-" + section.key());
    return track(pane, section.key());
  }

  /** Keeps a pane's fold with its key (the first call for a key starts it open). */
  TitledPane track(TitledPane pane, String key) {
    // As wide as the detail, never wider: a long title or title line is cut, not the pane.
    pane.setMinWidth(0);
    pane.setExpanded(expanded.getOrDefault(key, true));
    if (pane.getProperties().put("paydesk.section", key) == null) {
      pane.expandedProperty().addListener((obs, old, now) -> expanded.put(key, now));
    }
    shown.add(pane);
    return pane;
  }

  /** Forgets the panes of the payment shown before (not their folds). */
  void begin() {
    shown.clear();
  }

  /** Opens or folds every section shown. */
  void expandAll(boolean open) {
    for (TitledPane pane : shown) {
      pane.setExpanded(open);
    }
  }

  static FlowPane fields(List<Field> fields) {
    FlowPane flow = new FlowPane(16, 4);
    flow.setMinHeight(Region.USE_PREF_SIZE);
    for (Field f : fields) {
      Label name = new Label(f.label());
      name.getStyleClass().add("field-name");
      VBox box = new VBox(2, name, value(f));
      box.setMinWidth(110);
      box.setMaxWidth(f.style() == PaymentDetail.Style.ID ? 420 : 300);
      flow.getChildren().add(box);
    }
    return flow;
  }

  private static Node value(Field f) {
    Label value = new Label(f.value());
    if (f.nodeId() != null) {
      value.setId(f.nodeId());
    }
    value.setWrapText(true);
    value.setMinHeight(Region.USE_PREF_SIZE);
    switch (f.style()) {
      case AMOUNT -> value.getStyleClass().add("amount");
      case BADGE -> {
        value.getStyleClass().addAll(Styles.STATUS_BADGE, f.tone());
        value.setMinWidth(Region.USE_PREF_SIZE);
        value.setWrapText(false);
      }
      case ID -> {
        // Ids tests and users look for by name are shown whole; others short, whole in the tip.
        if (f.nodeId() == null) {
          value.setText(Cells.shortId(f.value()));
        }
        value.getStyleClass().add(Styles.MONO);
        value.setTooltip(new Tooltip(f.value()));
        Button copy = new Button(Messages.get("paydetail.copy"));
        copy.getStyleClass().add("small");
        copy.setMinWidth(Region.USE_PREF_SIZE);
        copy.setOnAction(e -> Cells.copyToClipboard(f.value()));
        if (f.nodeId() != null) {
          copy.setId(f.nodeId() + "Copy");
        }
        HBox row = new HBox(6, value, copy);
        row.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        return row;
      }
      default -> {}
    }
    return value;
  }

  /** A table of a list, tall enough for its rows (it never scrolls vertically). */
  TableView<List<String>> table(Grid grid) {
    TableView<List<String>> table = new TableView<>(FXCollections.observableArrayList(grid.rows()));
    table.setId(grid.nodeId());
    table.setFixedCellSize(ROW);
    for (int i = 0; i < grid.headers().size(); i++) {
      int index = i;
      TableColumn<List<String>, String> column = new TableColumn<>(grid.headers().get(i));
      column.setSortable(false);
      PaymentsView.column(column, row -> index < row.size() ? row.get(index) : "");
      table.getColumns().add(column);
    }
    io.paydesk.ui.kit.TableFit.toContent(view, table);
    // Rows, the header, and a horizontal scroll bar when the columns are wider than the pane.
    double height = ROW * grid.rows().size() + 44 + 16;
    table.setPrefHeight(height);
    table.setMinHeight(height);
    table.setMaxHeight(height);
    return table;
  }

  /** The transactions table's first column: a row opens to show its provider's data. */
  static TableRowExpanderColumn<TransactionLine> expander() {
    TableRowExpanderColumn<TransactionLine> column =
        new TableRowExpanderColumn<>(
            param -> {
              FlowPane flow = fields(param.getValue().providerData());
              flow.getStyleClass().add("row-detail");
              flow.setPadding(new javafx.geometry.Insets(8, 12, 8, 36));
              return flow;
            });
    column.setText("");
    column.setMinWidth(32);
    column.setPrefWidth(32);
    column.setMaxWidth(32);
    return column;
  }
}
