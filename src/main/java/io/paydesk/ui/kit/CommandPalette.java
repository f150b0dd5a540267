package io.paydesk.ui.kit;

import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Popup;
import javafx.stage.Window;

/**
 * A small popup that finds a command by typing: every word typed must appear in the command's title
 * or hint. Up and Down move through the matches, Enter runs the selected one, Esc (or a click
 * elsewhere) closes it. Commands may arrive after it opens (read off the FX thread): add them to
 * {@link #commands()}.
 */
public final class CommandPalette {
  /**
   * One thing the palette can do: its title, a hint shown beside it (e.g. its kind), the action.
   */
  public record Command(String title, String hint, Runnable action) {}

  private final Popup popup = new Popup();
  private final ObservableList<Command> commands = FXCollections.observableArrayList();
  private final FilteredList<Command> matches = new FilteredList<>(commands);
  private final TextField field = new TextField();
  private final ListView<Command> list = new ListView<>(matches);
  private Consumer<String> onTyped = text -> {};

  /**
   * @param prompt the field's prompt (e.g. "Go to an area, an action or a payment")
   * @param nothing what the list says when nothing matches
   */
  public CommandPalette(String prompt, String nothing, List<Command> initial) {
    commands.setAll(initial);
    field.setId("paletteField");
    field.setPromptText(prompt);
    field.setAccessibleText(prompt);
    list.setId("paletteList");
    list.setPlaceholder(new Label(nothing));
    list.setFocusTraversable(false);
    list.setPrefHeight(320);
    list.setCellFactory(v -> new CommandCell());
    field
        .textProperty()
        .addListener(
            (obs, old, text) -> {
              filter(text);
              onTyped.accept(text);
            });
    field.addEventFilter(KeyEvent.KEY_PRESSED, this::onKey);
    list.setOnMouseClicked(e -> runSelected());
    VBox box = new VBox(8, field, list);
    box.getStyleClass().addAll("overlay-card", "command-palette");
    box.setPadding(new Insets(12));
    box.setPrefWidth(560);
    popup.getContent().add(box);
    popup.setAutoHide(true);
    popup.setHideOnEscape(true);
    filter("");
    matches.addListener(
        (javafx.collections.ListChangeListener<Command>)
            c -> {
              if (list.getSelectionModel().isEmpty()) {
                list.getSelectionModel().selectFirst();
              }
            });
  }

  /** The commands offered; more may be added while it is open. */
  public ObservableList<Command> commands() {
    return commands;
  }

  /** Told each time the typed text changes (e.g. to look up matching payments). */
  public void setOnTyped(Consumer<String> onTyped) {
    this.onTyped = onTyped;
  }

  /** What is typed now. */
  public String typed() {
    return field.getText();
  }

  /** Shows the palette near the top of the window, with the typing field focused. */
  public void show(Window owner) {
    popup.show(owner);
    popup.setX(owner.getX() + Math.max(0, (owner.getWidth() - popup.getWidth()) / 2));
    popup.setY(owner.getY() + Math.min(80, owner.getHeight() / 8));
    field.requestFocus();
  }

  public void hide() {
    popup.hide();
  }

  public boolean isShowing() {
    return popup.isShowing();
  }

  private void filter(String text) {
    String[] words = text.strip().toLowerCase(Locale.ROOT).split("\\s+");
    matches.setPredicate(
        c -> {
          String hay = (c.title() + " " + c.hint()).toLowerCase(Locale.ROOT);
          for (String w : words) {
            if (!w.isEmpty() && !hay.contains(w)) {
              return false;
            }
          }
          return true;
        });
    list.getSelectionModel().selectFirst();
    list.scrollTo(0);
  }

  private void onKey(KeyEvent e) {
    int i = list.getSelectionModel().getSelectedIndex();
    if (e.getCode() == KeyCode.DOWN) {
      select(Math.min(matches.size() - 1, i + 1));
      e.consume();
    } else if (e.getCode() == KeyCode.UP) {
      select(Math.max(0, i - 1));
      e.consume();
    } else if (e.getCode() == KeyCode.ENTER) {
      runSelected();
      e.consume();
    } else if (e.getCode() == KeyCode.ESCAPE) {
      hide();
      e.consume();
    }
  }

  private void select(int i) {
    if (i >= 0) {
      list.getSelectionModel().select(i);
      list.scrollTo(i);
    }
  }

  private void runSelected() {
    Command c = list.getSelectionModel().getSelectedItem();
    if (c != null) {
      hide();
      c.action().run();
    }
  }

  private static final class CommandCell extends ListCell<Command> {
    @Override
    protected void updateItem(Command c, boolean empty) {
      super.updateItem(c, empty);
      if (empty || c == null) {
        setGraphic(null);
        setText(null);
        return;
      }
      // The row is as wide as the palette (not as its texts): a long title wraps.
      setPrefWidth(0);
      Label title = new Label(c.title());
      title.setWrapText(true);
      title.setMaxWidth(Double.MAX_VALUE);
      HBox.setHgrow(title, Priority.ALWAYS);
      Label hint = new Label(c.hint());
      hint.getStyleClass().add("hint");
      hint.setMinWidth(Region.USE_PREF_SIZE);
      setText(null);
      HBox row = new HBox(8, title, hint);
      // In the middle of the row's height, as a plain list's text: at its top the first row's
      // words touched the list's edge and read as half hidden.
      row.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
      setAlignment(javafx.geometry.Pos.CENTER_LEFT);
      setGraphic(row);
    }
  }
}
