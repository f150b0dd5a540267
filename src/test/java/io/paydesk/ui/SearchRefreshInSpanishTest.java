package io.paydesk.ui;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ui.kit.AnsweringDialogs;
import io.paydesk.ui.pages.ScreenTexts;
import io.paydesk.ui.pages.SearchPage;
import java.nio.file.Path;
import java.util.Locale;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Search in Spanish and Portuguese at 1024x700: "Refresh results" (the choice of age, the
 * confirmation and the summary with its reasons in the language, and the screen still fits), and
 * the status badges, whose labels are longer than in English, never cut.
 */
class SearchRefreshInSpanishTest {
  @TempDir Path dataDir;
  private PaydeskApp app;
  private Locale before;
  private final FxRobot robot = new FxRobot();
  private final AnsweringDialogs dialogs = new AnsweringDialogs();

  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "es, Actualizados hace m\u00e1s de 1 d\u00eda, 1 no encontrados, 1 fallos escritos",
    "pt-BR, Atualizados h\u00e1 mais de 1 dia, 1 n\u00e3o encontrados, 1 falhas gravadas"
  })
  void refreshingOlderMatchesSpeaksTheLanguageAndFits(
      String tag, String dayChoice, String notFound, String saved) throws Exception {
    before = Locale.getDefault();
    Locale.setDefault(Locale.forLanguageTag(tag));
    app = TestConsole.startWithDemoStore(dataDir, dialogs);
    SearchPage search = new SearchPage(robot).open();
    String prefix = SearchRefreshScreenTest.olderMatchesWithOneUnknown(app);
    search.clear().type("orderIdFilter", prefix).pressEnter();
    waitUntilIdle();
    SearchRefreshScreenTest.makeOld(app, search.column("id"));
    Screenshots.saveAt(SearchRefreshScreenTest.stageScene(), "search-refresh-" + tag, 1024, 700);

    search.openRefreshChoices();
    Screenshots.saveWithOverlays(
        SearchRefreshScreenTest.stageScene(), "search-refresh-ages-" + tag + "-1024x700");
    assertThat(
            robot
                .lookup(
                    n ->
                        n instanceof javafx.scene.control.Labeled l
                            && dayChoice.equals(l.getText()))
                .tryQuery())
        .isPresent();
    dialogs.answerConfirm(true).answerFile(dataDir.resolve("fallos.csv"));
    robot.clickOn("#refreshAge-DAY");
    waitUntilIdle();

    assertThat(dialogs.asked().get(0))
        .startsWith(tag.equals("es") ? "confirm: \u00bfLeer" : "confirm: Ler");
    assertThat(search.notice()).contains(notFound);
    Screenshots.saveAt(
        SearchRefreshScreenTest.stageScene(), "search-refresh-failures-" + tag, 1024, 700);
    for (String id : new String[] {"refreshResults", "saveRefreshFailures", "filtersToggle"}) {
      Node node = robot.lookup("#" + id).query();
      Bounds b = node.localToScene(node.getBoundsInLocal());
      assertThat(b.getMaxX())
          .as(id)
          .isLessThanOrEqualTo(SearchRefreshScreenTest.stageScene().getWidth());
    }
    search.saveRefreshFailures();
    waitUntilIdle();
    assertThat(search.notice()).startsWith(saved);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"es, Reembolsado en parte", "pt-BR, Estornado em parte"})
  void theLongestSubStatusDatesAndAmountsShowWhole(String tag, String partlyRefunded)
      throws Exception {
    before = Locale.getDefault();
    Locale.setDefault(Locale.forLanguageTag(tag));
    app = TestConsole.startWithDemoStore(dataDir, dialogs);
    SearchPage search = new SearchPage(robot).open();

    search.onlySubStatus("PARTIALLY_REFUNDED").pressEnter();
    waitUntilIdle();

    assertThat(search.badges("subStatus")).isNotEmpty().allMatch(b -> b.startsWith(partlyRefunded));
    assertThat(search.cutBadges("subStatus")).isEmpty();
    assertThat(search.cutBadges("status")).isEmpty();
    Screenshots.saveAt(
        SearchRefreshScreenTest.stageScene(), "search-partly-refunded-" + tag, 1024, 700);
    // Dates ("22 de nov. de 2026 03:44:12") and amounts show whole too.
    javafx.scene.Parent root = SearchRefreshScreenTest.stageScene().getRoot();
    assertThat(ScreenTexts.cutCells(root, "createdColumn")).isEmpty();
    assertThat(ScreenTexts.cutCells(root, "amountColumn")).isEmpty();
  }

  private void waitUntilIdle() throws Exception {
    WaitForAsyncUtils.waitForFxEvents();
    WaitForAsyncUtils.waitFor(60, SECONDS, () -> app.runner().runningProperty().get() == 0);
    WaitForAsyncUtils.waitForFxEvents();
  }

  @AfterEach
  void closeConsole() throws Exception {
    TestConsole.close(app, before);
  }
}
