package io.paydesk.ui;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ui.kit.AnsweringDialogs;
import io.paydesk.ui.pages.SearchPage;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** Search's status badges in Spanish and Portuguese, whose labels are longer: none is cut. */
class SearchBadgesInSpanishTest {
  @TempDir Path dataDir;
  private PaydeskApp app;
  private Locale before;
  private final FxRobot robot = new FxRobot();

  @ParameterizedTest(name = "{0}")
  @CsvSource({"es, Reembolsado en parte", "pt-BR, Estornado em parte"})
  void theLongestSubStatusShowsWhole(String tag, String partlyRefunded) throws Exception {
    before = Locale.getDefault();
    Locale.setDefault(Locale.forLanguageTag(tag));
    app = TestConsole.startWithDemoStore(dataDir, new AnsweringDialogs());
    SearchPage search = new SearchPage(robot).open();

    search.onlySubStatus("PARTIALLY_REFUNDED").pressEnter();
    waitUntilIdle();

    assertThat(search.badges("subStatus")).isNotEmpty().allMatch(b -> b.startsWith(partlyRefunded));
    assertThat(search.cutBadges("subStatus")).isEmpty();
    assertThat(search.cutBadges("status")).isEmpty();
    Screenshots.saveAt(
        SearchRefreshScreenTest.stageScene(), "search-partly-refunded-" + tag, 1024, 700);
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
