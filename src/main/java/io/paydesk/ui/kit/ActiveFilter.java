package io.paydesk.ui.kit;

import io.paydesk.ui.base.Messages;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.scene.control.Button;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Pane;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * One filter in use, as the summary above a list shows it: "Status: Succeeded, Pending". Running
 * {@code remove} empties that filter.
 */
public record ActiveFilter(String text, Runnable remove) {

  /** "Name: value", the way every list names a filter in use. */
  public static ActiveFilter named(String name, String value, Runnable remove) {
    return new ActiveFilter(Messages.get("search.filter.active", name, value), remove);
  }

  /**
   * Shows the filters in use as chips in {@code pane}, again whenever they change; a click on a
   * chip removes its filter. The listener is recorded in the view's disposer.
   */
  public static void showAsChips(
      ViewDisposer view, Pane pane, ObservableList<ActiveFilter> active, Runnable changed) {
    Runnable show =
        () -> {
          pane.getChildren().setAll(active.stream().map(ActiveFilter::chip).toList());
          changed.run();
        };
    view.listen(active, (ListChangeListener<ActiveFilter>) c -> show.run());
    show.run();
  }

  /** A button with the filter's text and a cross; pressing it removes the filter. */
  public static Button chip(ActiveFilter filter) {
    Button chip = new Button(filter.text(), new FontIcon("mdi2c-close"));
    chip.getStyleClass().add("filter-chip");
    chip.setMnemonicParsing(false); // typed text as typed: DO_NOT_HONOR, ORD_12
    chip.setTooltip(new Tooltip(Messages.get("search.filter.remove")));
    chip.setAccessibleText(Messages.get("search.filter.remove") + ": " + filter.text());
    chip.setOnAction(e -> filter.remove().run());
    return chip;
  }
}
