package io.paydesk.ui.kit;

import io.paydesk.ui.base.DialogService;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.Remember;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar.ButtonData;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.TextArea;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/** The dialogs as JavaFX shows them, owned by the window of a node of the calling view. */
public final class FxDialogService implements DialogService {
  private final Supplier<Window> owner;

  public FxDialogService(Supplier<Window> owner) {
    this.owner = owner;
  }

  /** The width a dialog's sentence wraps to. */
  private static final double SENTENCE_WIDTH = 460;

  @Override
  public Optional<Path> openFile(String title, List<FileFilter> filters) {
    return choose(new FileChooserDialog(title, filters, null, false));
  }

  @Override
  public Optional<Path> saveFile(String title, String initialName, List<FileFilter> filters) {
    return choose(new FileChooserDialog(title, filters, initialName, true));
  }

  /**
   * Each chooser opens where its kind of file (CSV, evidence, ...) was last chosen, remembered in
   * memory (the console's preferences): across starts, not in the user's home every time.
   */
  public static void rememberFoldersIn(Remember.Memory memory) {
    FileChooserDialog.rememberFoldersIn(memory);
  }

  /** Files are chosen in a JavaFX dialog, never the system's: file-chooser.md says why. */
  private Optional<Path> choose(FileChooserDialog chooser) {
    owned(chooser.dialog());
    return chooser.choose(owner.get());
  }

  @Override
  public boolean confirm(String title, String sentence, String confirmButton) {
    ButtonType yes = new ButtonType(confirmButton, ButtonData.OK_DONE);
    ButtonType no = new ButtonType(Messages.get("kit.dialog.cancel"), ButtonData.CANCEL_CLOSE);
    Alert alert = new Alert(Alert.AlertType.CONFIRMATION, "", yes, no);
    owned(alert);
    alert.setTitle(title);
    alert.setHeaderText(null);
    // A set width: the sentence wraps to it and the dialog's size is known before it is placed.
    alert.getDialogPane().setContent(sentence(sentence));
    // Cancel is the default: Enter alone never confirms a money action.
    ((Button) alert.getDialogPane().lookupButton(yes)).setDefaultButton(false);
    ((Button) alert.getDialogPane().lookupButton(no)).setDefaultButton(true);
    return alert.showAndWait().filter(yes::equals).isPresent();
  }

  @Override
  public void showError(String title, String sentence, String details) {
    Alert alert = new Alert(Alert.AlertType.ERROR);
    owned(alert);
    alert.setTitle(title);
    alert.setHeaderText(null);
    alert.getDialogPane().setContent(sentence(sentence));
    if (details != null && !details.isBlank()) {
      TextArea area = new TextArea(details);
      area.setEditable(false);
      area.setWrapText(true);
      alert.getDialogPane().setExpandableContent(area);
    }
    alert.showAndWait();
  }

  @Override
  public Optional<char[]> askPassphrase(
      String title, String sentence, String problem, boolean choosing, String confirm) {
    ButtonType ok = new ButtonType(confirm, ButtonData.OK_DONE);
    ButtonType cancel = new ButtonType(Messages.get("kit.dialog.cancel"), ButtonData.CANCEL_CLOSE);
    Dialog<ButtonType> dialog = new Dialog<>();
    owned(dialog);
    dialog.setTitle(title);
    dialog.getDialogPane().getButtonTypes().addAll(ok, cancel);
    Label text = sentence(sentence);
    PasswordField field = new PasswordField();
    PasswordField again = new PasswordField();
    again.setId("passphrase-again");
    Label error = sentence(problem == null ? "" : problem);
    error.getStyleClass().add(io.paydesk.ui.base.Styles.FIELD_ERROR);
    VBox box = new VBox(8, text, field);
    if (choosing) {
      box.getChildren().addAll(sentence(Messages.get("store.passphrase.again")), again);
      // Said as soon as there is something to say, so the user sees why Open stays disabled.
      error
          .textProperty()
          .bind(
              javafx.beans.binding.Bindings.createStringBinding(
                  () -> {
                    if (field.getLength() > 0 && field.getLength() < PASSPHRASE_MIN_LENGTH) {
                      return Messages.get("store.passphrase.short", PASSPHRASE_MIN_LENGTH);
                    }
                    if (again.getLength() > 0 && !again.getText().equals(field.getText())) {
                      return Messages.get("store.passphrase.differ");
                    }
                    return "";
                  },
                  field.textProperty(),
                  again.textProperty()));
    }
    box.getChildren().add(error);
    box.setPrefWidth(SENTENCE_WIDTH);
    dialog.getDialogPane().setContent(box);
    // A message that appears while typing may take more lines: the dialog grows to show it whole.
    error
        .textProperty()
        .addListener(
            (o, was, now) ->
                javafx.application.Platform.runLater(
                    () -> {
                      javafx.scene.Scene scene = dialog.getDialogPane().getScene();
                      if (scene != null && scene.getWindow() != null && dialog.isShowing()) {
                        scene.getWindow().sizeToScene();
                      }
                    }));
    dialog
        .getDialogPane()
        .lookupButton(ok)
        .disableProperty()
        .bind(
            choosing
                ? javafx.beans.binding.Bindings.createBooleanBinding(
                    () ->
                        field.getLength() < PASSPHRASE_MIN_LENGTH
                            || !again.getText().equals(field.getText()),
                    field.textProperty(),
                    again.textProperty())
                : field.textProperty().isEmpty());
    javafx.application.Platform.runLater(field::requestFocus);
    Optional<ButtonType> answer = dialog.showAndWait();
    char[] typed = field.getText().toCharArray();
    field.clear();
    again.clear();
    return answer.filter(ok::equals).map(a -> typed);
  }

  /** A sentence wrapped over as many lines as it needs at the dialogs' width, never cut. */
  private static Label sentence(String text) {
    Label label = new Label(text);
    label.setWrapText(true);
    label.setPrefWidth(SENTENCE_WIDTH);
    label.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
    return label;
  }

  /**
   * Owned by the console's window and dressed like it: its stylesheets, its theme (the root's
   * pseudo-classes, such as dark) and its density (compact).
   */
  private void owned(Dialog<?> dialog) {
    Window window = owner.get();
    dialog.initOwner(window);
    if (window != null && window.getScene() != null && window.getScene().getRoot() != null) {
      javafx.scene.Parent root = window.getScene().getRoot();
      javafx.scene.control.DialogPane pane = dialog.getDialogPane();
      pane.getStylesheets().addAll(window.getScene().getStylesheets());
      root.getPseudoClassStates().forEach(state -> pane.pseudoClassStateChanged(state, true));
      if (root.getStyleClass().contains("compact")) {
        pane.getStyleClass().add("compact");
      }
      // Centred on the console once its size is known (placed before, a wrapped sentence could
      // leave it partly off the window's left edge).
      dialog.setOnShown(
          e -> {
            Window shown = pane.getScene().getWindow();
            shown.setX(window.getX() + Math.max(0, (window.getWidth() - shown.getWidth()) / 2));
            shown.setY(window.getY() + Math.max(0, (window.getHeight() - shown.getHeight()) / 2));
          });
    }
  }
}
