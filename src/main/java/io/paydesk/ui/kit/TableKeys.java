package io.paydesk.ui.kit;

import java.util.function.Consumer;
import javafx.scene.control.ListView;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/** Enter on a table or list opens its selected item, as a double click does. */
public final class TableKeys {
  private TableKeys() {}

  public static <T> void enterOpens(TableView<T> table, Consumer<T> open) {
    table.addEventHandler(
        KeyEvent.KEY_PRESSED,
        e -> {
          T item = table.getSelectionModel().getSelectedItem();
          if (e.getCode() == KeyCode.ENTER && item != null) {
            open.accept(item);
            e.consume();
          }
        });
  }

  public static <T> void enterOpens(ListView<T> list, Consumer<T> open) {
    list.addEventHandler(
        KeyEvent.KEY_PRESSED,
        e -> {
          T item = list.getSelectionModel().getSelectedItem();
          if (e.getCode() == KeyCode.ENTER && item != null) {
            open.accept(item);
            e.consume();
          }
        });
  }
}
