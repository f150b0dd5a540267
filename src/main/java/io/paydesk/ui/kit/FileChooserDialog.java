package io.paydesk.ui.kit;

import io.paydesk.ui.base.DialogService.FileFilter;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.Remember;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;
import javafx.application.Platform;
import javafx.event.ActionEvent;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.geometry.Rectangle2D;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar.ButtonData;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Screen;
import javafx.stage.Window;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * A file to open or to save, chosen in a dialog JavaFX draws itself: the system's (GTK) chooser
 * left the console's drop-down lists dead after it closed when no window manager runs, opened
 * larger than the screen and spoke the system's language, not the console's
 * (src/site/markdown/file-chooser.md). A folder's list with the keyboard: Enter opens a folder or
 * chooses a file, Backspace goes up; the name field takes a name or a path.
 */
final class FileChooserDialog {
  /**
   * Where each kind of file (by its filters' patterns) was last chosen, where the next chooser of
   * that kind opens: the preferences once the console started, else this run's memory.
   */
  private static Remember.Memory folders = new InMemory();

  private final String kind;

  private final boolean saving;
  private final Dialog<Path> dialog = new Dialog<>();
  private final ListView<Path> list = new ListView<>();
  private final Label folderLabel = new Label();
  private final TextField name = new TextField();
  private final ComboBox<FileFilter> type = new ComboBox<>();
  private final Label problem = new Label();
  private final Button choose;
  private final Button cancelButton;
  private Path folder;

  /** The file Save was pressed for once already, to replace it on the second press. */
  private Path replacing;

  FileChooserDialog(String title, List<FileFilter> filters, String initialName, boolean saving) {
    this.saving = saving;
    this.kind = kind(filters);
    Path start = startFolder(kind);
    dialog.setTitle(title);
    dialog.setResizable(true);
    ButtonType ok =
        new ButtonType(
            Messages.get(saving ? "kit.files.save" : "kit.files.open"), ButtonData.OK_DONE);
    ButtonType cancel = new ButtonType(Messages.get("kit.dialog.cancel"), ButtonData.CANCEL_CLOSE);
    dialog.getDialogPane().getButtonTypes().addAll(ok, cancel);
    choose = (Button) dialog.getDialogPane().lookupButton(ok);
    cancelButton = (Button) dialog.getDialogPane().lookupButton(cancel);
    choose.disableProperty().bind(name.textProperty().isEmpty());
    choose.addEventFilter(ActionEvent.ACTION, e -> onChoose(e::consume));
    dialog.setResultConverter(b -> b == ok ? target() : null);

    Button up = iconButton("mdi2a-arrow-up", "kit.files.up", this::goUp);
    Button home = iconButton("mdi2h-home-outline", "kit.files.home", this::goHome);
    folderLabel.setId("files-folder");
    folderLabel.setMinWidth(0);
    HBox.setHgrow(folderLabel, Priority.ALWAYS);
    HBox bar = new HBox(6, up, home, folderLabel);
    bar.setAlignment(Pos.CENTER_LEFT);

    list.setId("files-list");
    list.setCellFactory(v -> new EntryCell());
    VBox.setVgrow(list, Priority.ALWAYS);
    list.getSelectionModel()
        .selectedItemProperty()
        .addListener(
            (o, a, p) -> {
              // Saving, the name typed stays until the user picks a file in the list.
              if (p != null && !Files.isDirectory(p) && (!saving || list.isFocused())) {
                name.setText(p.getFileName().toString());
              }
            });
    list.addEventFilter(KeyEvent.KEY_PRESSED, this::onListKey);
    list.setOnMouseClicked(
        e -> {
          if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2) {
            enter(list.getSelectionModel().getSelectedItem());
          }
        });

    name.setId("files-name");
    if (initialName != null) {
      name.setText(initialName);
    }
    type.setId("files-type");
    type.getItems().setAll(filters);
    type.setConverter(Catalogue.converter(FileFilter::description));
    type.getSelectionModel().selectFirst();
    type.valueProperty().addListener((o, a, b) -> show(folder));
    GridPane fields = new GridPane();
    fields.setHgap(8);
    fields.setVgap(6);
    fields.addRow(0, new Label(Messages.get("kit.files.name")), name);
    if (!filters.isEmpty()) {
      fields.addRow(1, new Label(Messages.get("kit.files.type")), type);
    }
    GridPane.setHgrow(name, Priority.ALWAYS);
    problem.setId("files-problem");
    problem.setWrapText(true);
    problem.getStyleClass().add(io.paydesk.ui.base.Styles.FIELD_ERROR);

    VBox box = new VBox(8, bar, list, fields, problem);
    box.setPadding(new Insets(4, 0, 0, 0));
    dialog.getDialogPane().setContent(box);
    show(start);
  }

  /** Shows the dialog owned as the caller dressed it, sized to fit the owner's screen. */
  Optional<Path> choose(Window owner) {
    Rectangle2D screen = screenOf(owner);
    dialog
        .getDialogPane()
        .setPrefSize(Math.min(720, screen.getWidth() - 40), Math.min(500, screen.getHeight() - 60));
    dialog.setOnShowing(e -> Platform.runLater(() -> (saving ? name : list).requestFocus()));
    Optional<Path> chosen = dialog.showAndWait();
    chosen
        .map(Path::getParent)
        .ifPresent(f -> folders.put(kind, f.toAbsolutePath().normalize().toString()));
    return chosen;
  }

  /** Keeps the folders chosen in (one per kind of file) in memory, e.g. the preferences. */
  static void rememberFoldersIn(Remember.Memory memory) {
    folders = memory;
  }

  /** The key of a kind of file: its patterns ("files.folder.*.csv"). */
  static String kind(List<FileFilter> filters) {
    return "files.folder."
        + filters.stream()
            .flatMap(f -> f.patterns().stream())
            .collect(java.util.stream.Collectors.joining(","));
  }

  /** Where a chooser of a kind opens: where that kind was last chosen, or the user's home. */
  static Path startFolder(String kind) {
    return folders
        .get(kind)
        .map(Path::of)
        .filter(Files::isDirectory)
        .orElse(Path.of(System.getProperty("user.home")));
  }

  /** This run's memory, before the console gives its preferences. */
  private static final class InMemory implements Remember.Memory {
    private final java.util.Map<String, String> values =
        new java.util.concurrent.ConcurrentHashMap<>();

    @Override
    public java.util.Optional<String> get(String key) {
      return java.util.Optional.ofNullable(values.get(key));
    }

    @Override
    public void put(String key, String value) {
      values.put(key, value);
    }
  }

  Dialog<Path> dialog() {
    return dialog;
  }

  private static Rectangle2D screenOf(Window owner) {
    if (owner != null) {
      List<Screen> screens =
          Screen.getScreensForRectangle(
              owner.getX(),
              owner.getY(),
              Math.max(1, owner.getWidth()),
              Math.max(1, owner.getHeight()));
      if (!screens.isEmpty()) {
        return screens.get(0).getVisualBounds();
      }
    }
    return Screen.getPrimary().getVisualBounds();
  }

  private static Button iconButton(String icon, String tip, Runnable action) {
    Button b = new Button(null, new FontIcon(icon));
    b.setTooltip(new Tooltip(Messages.get(tip)));
    b.setAccessibleText(Messages.get(tip));
    b.setOnAction(e -> action.run());
    return b;
  }

  private void onListKey(KeyEvent e) {
    if (e.getCode() == KeyCode.ENTER) {
      Path p = list.getSelectionModel().getSelectedItem();
      if (p != null) {
        e.consume();
        enter(p);
      }
    } else if (e.getCode() == KeyCode.ESCAPE) {
      // The list would take Escape for itself (to cancel an edit): it cancels the dialog.
      e.consume();
      cancelButton.fire();
    } else if (e.getCode() == KeyCode.BACK_SPACE || (e.getCode() == KeyCode.UP && e.isAltDown())) {
      e.consume();
      goUp();
    }
  }

  /** A folder is opened; a file is chosen. */
  private void enter(Path p) {
    if (p == null) {
      return;
    }
    if (Files.isDirectory(p)) {
      show(p);
    } else {
      name.setText(p.getFileName().toString());
      choose.fire();
    }
  }

  /** Before the dialog closes with a file: a folder typed is opened, a wrong name is said. */
  private void onChoose(Runnable stay) {
    Path p = target();
    if (p == null) {
      stay.run();
      return;
    }
    if (Files.isDirectory(p)) {
      stay.run();
      show(p);
      return;
    }
    String file = p.getFileName().toString();
    if (!saving && !Files.isRegularFile(p)) {
      stay.run();
      problem.setText(Messages.get("kit.files.missing", file));
    } else if (saving && !Files.isDirectory(p.getParent())) {
      stay.run();
      problem.setText(Messages.get("kit.files.missing", p.getParent().toString()));
    } else if (saving && Files.exists(p) && !p.equals(replacing)) {
      stay.run();
      replacing = p;
      problem.setText(Messages.get("kit.files.replace", file));
    }
  }

  /** The file the name field names, relative to the folder shown; null when empty. */
  private Path target() {
    String typed = name.getText() == null ? "" : name.getText().strip();
    if (typed.isEmpty()) {
      return null;
    }
    if (typed.equals("~") || typed.startsWith("~/")) {
      typed = System.getProperty("user.home") + typed.substring(1);
    }
    return folder.resolve(typed).normalize();
  }

  private void goUp() {
    if (folder.getParent() != null) {
      Path from = folder;
      show(folder.getParent());
      list.getSelectionModel().select(from);
      list.scrollTo(from);
    }
  }

  private void goHome() {
    show(Path.of(System.getProperty("user.home")));
  }

  /** Shows a folder's folders, then its files of the chosen type; hidden ones are left out. */
  private void show(Path shown) {
    folder = shown.toAbsolutePath().normalize();
    folderLabel.setText(folder.toString());
    problem.setText("");
    replacing = null;
    List<Path> entries = new ArrayList<>();
    try (Stream<Path> s = Files.list(folder)) {
      s.filter(p -> !p.getFileName().toString().startsWith("."))
          .filter(p -> Files.isDirectory(p) || accepts(p))
          .sorted(
              Comparator.comparing((Path p) -> !Files.isDirectory(p))
                  .thenComparing(p -> p.getFileName().toString().toLowerCase(Locale.ROOT)))
          .forEach(entries::add);
      list.setPlaceholder(new Label(Messages.get("kit.files.empty")));
    } catch (IOException | SecurityException e) {
      list.setPlaceholder(new Label(Messages.get("kit.files.unreadable")));
    }
    list.getItems().setAll(entries);
    if (!entries.isEmpty() && !saving) {
      list.getSelectionModel().selectFirst();
      if (Files.isDirectory(entries.get(0))) {
        name.clear();
      }
    }
  }

  private boolean accepts(Path p) {
    FileFilter f = type.getValue();
    if (f == null) {
      return true;
    }
    String file = p.getFileName().toString().toLowerCase(Locale.ROOT);
    return f.patterns().stream()
        .map(pattern -> pattern.toLowerCase(Locale.ROOT))
        .anyMatch(
            pattern ->
                pattern.equals("*")
                    || pattern.equals("*.*")
                    || (pattern.startsWith("*") && file.endsWith(pattern.substring(1))));
  }

  /** A folder or a file, by its name and its icon. */
  private static final class EntryCell extends ListCell<Path> {
    @Override
    protected void updateItem(Path p, boolean empty) {
      super.updateItem(p, empty);
      if (empty || p == null) {
        setText(null);
        setGraphic(null);
        return;
      }
      setText(p.getFileName().toString());
      setGraphic(
          new FontIcon(Files.isDirectory(p) ? "mdi2f-folder-outline" : "mdi2f-file-outline"));
    }
  }
}
