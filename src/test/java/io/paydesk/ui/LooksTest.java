package io.paydesk.ui;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ops.AppPaths;
import io.paydesk.ui.base.Looks;
import io.paydesk.ui.pages.Nav;
import java.lang.ref.WeakReference;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Labeled;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.Region;
import javafx.scene.paint.Paint;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Language, theme and density chosen in Settings change the running console at once (views rebuilt
 * through dispose, none left behind) and are remembered, with the last area and table columns,
 * across a restart.
 */
class LooksTest {
  @TempDir Path dataDir;
  private PaydeskApp app;
  private Locale before;
  private final FxRobot robot = new FxRobot();

  @BeforeEach
  void english() {
    before = Locale.getDefault();
    Locale.setDefault(Locale.ENGLISH);
  }

  @AfterEach
  void closeConsole() throws Exception {
    if (app != null) {
      FxToolkit.cleanupApplication(app);
      FxToolkit.cleanupStages();
    }
    System.clearProperty(AppPaths.DATA_DIR_PROPERTY);
    Locale.setDefault(before);
  }

  @Test
  void languageThemeAndDensityChangeAtOnceWithNoViewLeftBehindAndAreRememberedAfterARestart()
      throws Exception {
    app = TestConsole.startWithDemoStore(dataDir);
    Nav.click(robot, "#nav-search");
    WaitForAsyncUtils.waitFor(20, SECONDS, () -> rows().getItems().size() > 0);
    double comfortableRow = rowHeight();
    Paint lightBackground = screenBackground();
    TableColumn<Object, ?> first = rows().getColumns().get(0);
    robot.interact(() -> rows().resizeColumn(first, 60));
    double widened = first.getWidth();
    Nav.click(robot, "#nav-entities");
    WaitForAsyncUtils.waitFor(
        20, SECONDS, () -> !robot.lookup("Tax information").queryAll().isEmpty());
    openLooksSettings();
    assertThat(text("#nav-payments")).isEqualTo("Payments");
    WeakReference<Parent> oldRoot = new WeakReference<>(robot.targetWindow().getScene().getRoot());

    choose("#languageBox", Looks.Language.SPANISH);

    assertThat(text("#nav-payments")).isEqualTo("Pagos");
    assertThat(robot.lookup("#languageBox").tryQuery()).as("still in Settings").isPresent();
    assertThat(robot.lookup(".screen-title").queryAllAs(Labeled.class))
        .extracting(Labeled::getText)
        .contains("Conexi\u00f3n");
    // The scene remembers the node last pressed and hovered until the mouse moves: move it.
    // TestFX records every event fired on its stage (for failure reports), the old window's
    // included: registering the stage again starts an empty record.
    robot.moveTo("#nav-payments");
    robot.clickOn(".screen-title");
    FxToolkit.toolkitContext().setRegisteredStage(FxToolkit.toolkitContext().getRegisteredStage());
    assertCollected(oldRoot);
    Nav.click(robot, "#nav-entities");
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(robot.lookup("Tax information").queryAll())
        .as("the entity form in English")
        .isEmpty();
    assertThat(robot.lookup("Informaci\u00f3n fiscal").queryAll()).isNotEmpty();
    openLooksSettings();

    choose("#themeBox", Looks.Theme.DARK);
    assertThat(robot.targetWindow().getScene().getRoot().getPseudoClassStates())
        .contains(Looks.DARK);
    assertThat(screenBackground()).isNotEqualTo(lightBackground);

    choose("#densityBox", Looks.Density.COMPACT);
    openLooksSettings();
    Screenshots.saveAt(
        robot.targetWindow().getScene(), "looks-settings-dark-es-compact", 1024, 700);
    Nav.click(robot, "#nav-search");
    WaitForAsyncUtils.waitFor(20, SECONDS, () -> rows().getItems().size() > 0);
    assertThat(rowHeight()).isLessThan(comfortableRow);
    openLooksSettings();

    FxToolkit.cleanupApplication(app);
    FxToolkit.cleanupStages();
    assertThat(Files.readString(dataDir.resolve("preferences.properties")))
        .contains("language=es", "theme=dark", "density=compact", "area=SETTINGS");
    app = restart();

    assertThat(text("#nav-payments")).isEqualTo("Pagos");
    assertThat(robot.lookup("#languageBox").tryQuery()).as("back in Settings").isPresent();
    Parent root = robot.targetWindow().getScene().getRoot();
    assertThat(root.getPseudoClassStates()).contains(Looks.DARK);
    assertThat(root.getStyleClass()).contains(Looks.COMPACT);
    Nav.click(robot, "#nav-search");
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(rows().getColumns().get(0).getWidth())
        .isCloseTo(widened, org.assertj.core.data.Offset.offset(2.0));
  }

  @Test
  void afterAChangeOfLanguageNoAreaShowsATextOfTheLanguageBefore() throws Exception {
    // A file others could read: the status bar says it was made private.
    Path open = Files.writeString(dataDir.resolve("notes.txt"), "kept here");
    Files.setPosixFilePermissions(
        open, java.nio.file.attribute.PosixFilePermissions.fromString("rw-r--r--"));
    app = TestConsole.startWithDemoStore(dataDir);
    assertThat(app.shell().privacyNoticeProperty().get()).isNotEmpty();
    visitEveryArea();
    search();

    String from = "en";
    for (Looks.Language language :
        java.util.List.of(Looks.Language.SPANISH, Looks.Language.PORTUGUESE_BR)) {
      openLooksSettings();
      choose("#languageBox", language);
      java.util.Map<Area, java.util.List<String>> left = new java.util.LinkedHashMap<>();
      for (Area area : Area.values()) {
        Nav.click(robot, "#nav-" + area.name().toLowerCase(Locale.ROOT));
        WaitForAsyncUtils.waitForFxEvents();
        java.util.List<String> stale =
            io.paydesk.ui.pages.ScreenTexts.leftFrom(
                io.paydesk.ui.pages.ScreenTexts.shown(robot.targetWindow().getScene().getRoot()),
                from,
                language.tag());
        if (!stale.isEmpty()) {
          left.put(area, stale);
        }
      }
      Screenshots.saveAt(
          robot.targetWindow().getScene(), "language-changed-to-" + language.tag(), 1024, 700);
      assertThat(left).as("texts left from %s after choosing %s", from, language).isEmpty();
      from = language.tag();
    }
  }

  private void visitEveryArea() {
    for (Area area : Area.values()) {
      Nav.click(robot, "#nav-" + area.name().toLowerCase(Locale.ROOT));
      WaitForAsyncUtils.waitForFxEvents();
    }
  }

  private void search() throws Exception {
    Nav.click(robot, "#nav-search");
    robot.clickOn("#searchText").type(javafx.scene.input.KeyCode.ENTER);
    WaitForAsyncUtils.waitFor(20, SECONDS, () -> rows().getItems().size() > 0);
    // A message the screen's model keeps: the count of matches.
    robot.clickOn("#countButton");
    WaitForAsyncUtils.waitFor(
        20,
        SECONDS,
        () -> robot.lookup("#searchCount").queryLabeled().getText().matches(".*\\d.*"));
  }

  /** The console again over the same data folder (its store already holds the demo payments). */
  private PaydeskApp restart() throws Exception {
    System.setProperty(AppPaths.DATA_DIR_PROPERTY, dataDir.toString());
    FxToolkit.registerPrimaryStage();
    PaydeskApp again = (PaydeskApp) FxToolkit.setupApplication(PaydeskApp.class);
    WaitForAsyncUtils.waitFor(
        90,
        SECONDS,
        () -> again.shell().connection() != null && again.runner().runningProperty().get() == 0);
    return again;
  }

  private void openLooksSettings() {
    Nav.click(robot, "#nav-settings");
    WaitForAsyncUtils.waitForFxEvents();
    Node box = robot.lookup("#languageBox").query();
    robot.interact(
        () -> {
          for (Node n = box; n != null; n = n.getParent()) {
            if (n instanceof ScrollPane pane) {
              pane.setVvalue(1);
            }
          }
        });
    WaitForAsyncUtils.waitForFxEvents();
  }

  @SuppressWarnings("unchecked")
  private <E> void choose(String box, E value) {
    ComboBox<E> combo = robot.lookup(box).queryAs(ComboBox.class);
    robot.interact(() -> combo.getSelectionModel().select(value));
    WaitForAsyncUtils.waitForFxEvents();
    WaitForAsyncUtils.waitForFxEvents();
  }

  private String text(String query) {
    Labeled button = robot.lookup(query).queryAs(Labeled.class);
    return button.getText() == null || button.getText().isEmpty()
        ? robot.from(button).lookup(".nav-name").queryAs(Labeled.class).getText()
        : button.getText();
  }

  @SuppressWarnings("unchecked")
  private TableView<Object> rows() {
    return robot.lookup("#searchResults").queryAs(TableView.class);
  }

  private double rowHeight() {
    WaitForAsyncUtils.waitForFxEvents();
    return robot.from(rows()).lookup(".table-row-cell").queryAs(Region.class).getHeight();
  }

  private Paint screenBackground() {
    Region screen = robot.lookup(".screen").queryAs(Region.class);
    return screen.getBackground().getFills().get(0).getFill();
  }

  private static void assertCollected(WeakReference<?> ref) {
    for (int attempt = 0; attempt < 20 && ref.get() != null; attempt++) {
      System.gc();
      WaitForAsyncUtils.waitForFxEvents();
    }
    assertThat(ref.get()).as("the window built before the change of language").isNull();
  }

  @Test
  void theWindowShowsOnTheThemesGroundWithTheShellAlreadyStyledNeverWhite() throws Exception {
    Files.writeString(dataDir.resolve("preferences.properties"), "theme=dark\n");
    app = TestConsole.startWithDemoStore(dataDir);
    javafx.scene.Scene scene = FxToolkit.toolkitContext().getRegisteredStage().getScene();
    javafx.scene.layout.Region root = (javafx.scene.layout.Region) scene.getRoot();
    assertThat(root.getPseudoClassStates()).contains(Looks.DARK);
    Paint ground = root.getBackground().getFills().get(0).getFill();
    // The scene's fill is what a frame shows where nothing is drawn yet: the theme's, not white.
    assertThat(scene.getFill()).isEqualTo(ground).isNotEqualTo(javafx.scene.paint.Color.WHITE);
  }
}
