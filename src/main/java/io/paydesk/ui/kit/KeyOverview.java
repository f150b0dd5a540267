package io.paydesk.ui.kit;

import java.util.List;
import javafx.scene.control.ButtonBar.ButtonData;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.stage.Window;

/**
 * A window listing keyboard shortcuts, each with what it does; Esc or Enter closes it. It does not
 * block: the caller goes on while it shows.
 */
public final class KeyOverview {
  /** One shortcut as the user reads it ("Ctrl+K") and what it does. */
  public record Entry(String keys, String does) {}

  private final Dialog<Void> dialog = new Dialog<>();

  public KeyOverview(Window owner, String title, String close, List<Entry> entries) {
    dialog.initOwner(owner);
    if (owner != null && owner.getScene() != null) {
      dialog.getDialogPane().getStylesheets().addAll(owner.getScene().getStylesheets());
    }
    dialog.setTitle(title);
    dialog.setHeaderText(title);
    GridPane grid = new GridPane();
    grid.setId("keyOverview");
    grid.setHgap(24);
    grid.setVgap(6);
    grid.setPadding(new javafx.geometry.Insets(8, 12, 8, 12));
    grid.getColumnConstraints()
        .addAll(new ColumnConstraints(), new ColumnConstraints(200, 360, Double.MAX_VALUE));
    int row = 0;
    for (Entry e : entries) {
      Label keys = new Label(e.keys());
      keys.getStyleClass().addAll("mono", "key-name");
      keys.setMinWidth(Label.USE_PREF_SIZE);
      Label does = new Label(e.does());
      does.setWrapText(true);
      grid.addRow(row++, keys, does);
    }
    dialog.getDialogPane().setContent(grid);
    ButtonType closeButton = new ButtonType(close, ButtonData.CANCEL_CLOSE);
    dialog.getDialogPane().getButtonTypes().add(closeButton);
    dialog.getDialogPane().lookupButton(closeButton).setId("keyOverviewClose");
    ((javafx.scene.control.Button) dialog.getDialogPane().lookupButton(closeButton))
        .setDefaultButton(true);
  }

  public void show() {
    dialog.show();
  }

  public boolean isShowing() {
    return dialog.isShowing();
  }

  public void close() {
    dialog.close();
  }
}
