package io.paydesk.ui;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ui.base.DialogService.FileFilter;
import io.paydesk.ui.base.Preferences;
import io.paydesk.ui.kit.FxDialogService;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import javafx.application.Platform;
import javafx.collections.FXCollections;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.StackPane;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Files are chosen in the console's own dialog (the system's left drop-down lists dead, opened
 * larger than the screen and in the system's language): in the console's language, inside the
 * screen, with the keyboard, and the window's drop-down lists still work after it.
 */
class FileChooserTest {
  @TempDir Path dir;
  private final FxRobot robot = new FxRobot();
  private Locale before;
  private Stage owner;
  private ComboBox<String> combo;

  @BeforeEach
  void window() throws Exception {
    before = Locale.getDefault();
    owner = FxToolkit.registerPrimaryStage();
    FxToolkit.setupStage(
        s -> {
          combo = new ComboBox<>(FXCollections.observableArrayList("one", "two", "three"));
          combo.setId("combo");
          s.setScene(new Scene(new StackPane(combo), 1024, 700));
          s.show();
        });
  }

  @AfterEach
  void restore() throws Exception {
    FxToolkit.cleanupStages();
    Locale.setDefault(before);
  }

  /** Opens a chooser as a view does (on the FX thread); its answer completes later. */
  private CompletableFuture<Optional<Path>> ask(Function<FxDialogService, Optional<Path>> dialog)
      throws Exception {
    CompletableFuture<Optional<Path>> answer = new CompletableFuture<>();
    FxDialogService dialogs = new FxDialogService(() -> owner);
    Platform.runLater(() -> answer.complete(dialog.apply(dialogs)));
    WaitForAsyncUtils.waitFor(
        10,
        SECONDS,
        () ->
            robot
                .lookup("#files-list")
                .tryQuery()
                .map(n -> n.getScene().getWindow().isShowing())
                .orElse(false));
    WaitForAsyncUtils.waitForFxEvents();
    return answer;
  }

  private void goTo(Path folder) {
    robot.clickOn("#files-name").eraseText(200).write(folder.toString()).type(KeyCode.ENTER);
    WaitForAsyncUtils.waitForFxEvents();
  }

  private List<String> entries() {
    ListView<?> list = robot.lookup("#files-list").queryAs(ListView.class);
    return list.getItems().stream().map(p -> ((Path) p).getFileName().toString()).toList();
  }

  @Test
  void aPdfIsChosenWithTheKeyboardInSpanishInsideTheScreen() throws Exception {
    Locale.setDefault(Locale.forLanguageTag("es"));
    Files.createDirectories(dir.resolve("recibos"));
    Files.write(dir.resolve("recibos/abril.pdf"), new byte[] {1});
    Files.write(dir.resolve("carta.pdf"), new byte[] {1});
    Files.write(dir.resolve("notas.txt"), new byte[] {1});
    Files.write(dir.resolve(".oculto.pdf"), new byte[] {1});
    var answer = ask(d -> d.openFile("Agregar evidencia", List.of(new FileFilter("PDF", "*.pdf"))));

    Window dialog = robot.lookup("#files-list").query().getScene().getWindow();
    assertThat(robot.lookup("Abrir").tryQuery()).isPresent();
    assertThat(robot.lookup("Cancelar").tryQuery()).isPresent();
    assertThat(robot.lookup("Nombre del archivo").tryQuery()).isPresent();
    Rectangle2D screen = Screen.getPrimary().getVisualBounds();
    assertThat(dialog.getX()).isGreaterThanOrEqualTo(screen.getMinX());
    assertThat(dialog.getY()).isGreaterThanOrEqualTo(screen.getMinY());
    assertThat(dialog.getX() + dialog.getWidth()).isLessThanOrEqualTo(screen.getMaxX());
    assertThat(dialog.getY() + dialog.getHeight()).isLessThanOrEqualTo(screen.getMaxY());

    goTo(dir);
    // Folders first, then files of the chosen type; hidden ones are left out.
    assertThat(entries()).containsExactly("recibos", "carta.pdf");
    assertThat(robot.lookup("#files-folder").queryAs(Label.class).getText())
        .isEqualTo(dir.toAbsolutePath().normalize().toString());
    ListView<?> list = robot.lookup("#files-list").queryAs(ListView.class);
    robot.interact(list::requestFocus);
    robot.type(KeyCode.ENTER); // the first entry, the folder, opens
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(entries()).containsExactly("abril.pdf");
    robot.type(KeyCode.BACK_SPACE); // up again, on the folder it came from
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(entries()).containsExactly("recibos", "carta.pdf");
    robot.type(KeyCode.DOWN).type(KeyCode.ENTER);
    assertThat(answer.get(10, SECONDS)).contains(dir.resolve("carta.pdf"));
  }

  @Test
  void dropDownListsStillChooseAfterTheChooserIsCancelled() throws Exception {
    Locale.setDefault(Locale.ENGLISH);
    var answer = ask(d -> d.openFile("Choose a CSV", List.of(new FileFilter("CSV", "*.csv"))));
    robot.clickOn("#files-list").type(KeyCode.ESCAPE);
    assertThat(answer.get(10, SECONDS)).isEmpty();

    robot.clickOn("#combo");
    robot.clickOn("two");
    assertThat(combo.getValue()).isEqualTo("two");
    robot.clickOn("#combo");
    robot.clickOn("three");
    assertThat(combo.getValue()).isEqualTo("three");
  }

  @Test
  void savingOverAFileAsksASecondSaveAndATypedNameIsKept() throws Exception {
    Locale.setDefault(Locale.ENGLISH);
    Files.write(dir.resolve("results.csv"), new byte[] {1});
    var answer =
        ask(d -> d.saveFile("Export", "results.csv", List.of(new FileFilter("CSV", "*.csv"))));
    goTo(dir);
    robot.clickOn("#files-name").eraseText(200).write("results.csv").type(KeyCode.ENTER);
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(robot.lookup("#files-problem").queryAs(Label.class).getText())
        .isEqualTo("A file named results.csv is already there: Save again to replace it.");
    assertThat(answer).isNotDone();
    robot.clickOn("Save");
    assertThat(answer.get(10, SECONDS)).contains(dir.resolve("results.csv"));
  }

  @Test
  void eachKindOfFileOpensWhereItWasLastChosenEvenAfterARestart() throws Exception {
    Locale.setDefault(Locale.ENGLISH);
    Path file = dir.resolve("preferences.properties");
    Preferences preferences = new Preferences(file);
    FxDialogService.rememberFoldersIn(preferences);
    Path sheets = Files.createDirectories(dir.resolve("sheets"));
    Path evidence = Files.createDirectories(dir.resolve("evidence"));
    Files.write(sheets.resolve("batch.csv"), new byte[] {1});
    Files.write(evidence.resolve("receipt.pdf"), new byte[] {1});
    List<FileFilter> csv = List.of(new FileFilter("CSV", "*.csv"));
    List<FileFilter> pdf = List.of(new FileFilter("PDF", "*.pdf"));
    try {
      var sheet = ask(d -> d.openFile("Choose a CSV", csv));
      goTo(sheets);
      chooseFirst();
      assertThat(sheet.get(10, SECONDS)).contains(sheets.resolve("batch.csv"));
      var receipt = ask(d -> d.openFile("Add files", pdf));
      goTo(evidence);
      chooseFirst();
      assertThat(receipt.get(10, SECONDS)).contains(evidence.resolve("receipt.pdf"));
      preferences.save();

      FxDialogService.rememberFoldersIn(new Preferences(file)); // the console started again
      var again = ask(d -> d.openFile("Choose a CSV", csv));
      assertThat(shownFolder()).isEqualTo(sheets.toString());
      assertThat(entries()).containsExactly("batch.csv");
      robot.type(KeyCode.ESCAPE);
      assertThat(again.get(10, SECONDS)).isEmpty();
      var more = ask(d -> d.openFile("Add files", pdf));
      assertThat(shownFolder()).isEqualTo(evidence.toString());
      robot.type(KeyCode.ESCAPE);
      assertThat(more.get(10, SECONDS)).isEmpty();
    } finally {
      FxDialogService.rememberFoldersIn(new Preferences(dir.resolve("none.properties")));
    }
  }

  private void chooseFirst() {
    ListView<?> list = robot.lookup("#files-list").queryAs(ListView.class);
    robot.interact(list::requestFocus);
    robot.type(KeyCode.ENTER);
    WaitForAsyncUtils.waitForFxEvents();
  }

  private String shownFolder() {
    return robot.lookup("#files-folder").queryAs(Label.class).getText();
  }
}
