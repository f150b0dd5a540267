package io.paydesk.ui;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ui.pages.PaymentsPage;
import io.paydesk.ui.pages.SearchPage;
import io.paydesk.ui.pages.SettingsPage;
import java.nio.file.Path;
import java.util.Locale;
import javafx.scene.control.Labeled;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The console started in the languages of most of its users: every screen in that language, with
 * its numbers and dates in that locale. Saves a snapshot of each screen per language.
 */
class ConsoleInSpanishAndPortugueseTest {
  @TempDir Path dataDir;
  private PaydeskApp app;
  private Locale before;
  private final FxRobot robot = new FxRobot();

  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "es, Buscar pagos, Almac\u00e9n local, pagos, Contar",
    "pt-BR, Buscar pagamentos, Armazenamento local, pagamentos, Contar"
  })
  void everyScreenSpeaksTheLanguage(
      String tag, String searchTitle, String storeTitle, String paymentsWord, String countButton)
      throws Exception {
    start(Locale.forLanguageTag(tag));

    SearchPage search = new SearchPage(robot).open();
    search.pressEnter();
    waitUntilIdle();
    assertThat(texts()).contains(searchTitle, countButton);
    assertThat(search.pageText()).contains(paymentsWord);
    // Amounts are written the locale's way: a comma before the decimals.
    assertThat(search.column("amount")).anyMatch(a -> a.matches(".*\\d,\\d{2}$"));
    Screenshots.save(robot.targetWindow().getScene(), "search-" + tag);

    String id = search.column("id").get(0);
    new PaymentsPage(robot).open().lookUp(id);
    WaitForAsyncUtils.waitFor(
        20, SECONDS, () -> app.runner().runningProperty().get() == 0 && texts().contains(id));
    Screenshots.save(robot.targetWindow().getScene(), "payment-" + tag);

    SettingsPage settings = new SettingsPage(robot).open();
    WaitForAsyncUtils.waitFor(20, SECONDS, () -> !settings.text("storeContents").isEmpty());
    settings.checkAudit();
    WaitForAsyncUtils.waitFor(20, SECONDS, () -> !settings.text("auditResult").isEmpty());
    assertThat(texts()).contains(storeTitle);
    assertThat(settings.text("storeContents")).contains(paymentsWord);
    Screenshots.save(robot.targetWindow().getScene(), "settings-" + tag);
  }

  private void start(Locale locale) throws Exception {
    before = Locale.getDefault();
    Locale.setDefault(locale);
    app = TestConsole.startWithDemoStore(dataDir);
  }

  @AfterEach
  void closeConsole() throws Exception {
    TestConsole.close(app, before);
  }

  private java.util.List<String> texts() {
    return robot.lookup(n -> n instanceof Labeled l && l.isVisible()).queryAll().stream()
        .map(n -> ((Labeled) n).getText())
        .filter(t -> t != null && !t.isEmpty())
        .toList();
  }

  private void waitUntilIdle() throws Exception {
    WaitForAsyncUtils.waitFor(20, SECONDS, () -> app.runner().runningProperty().get() == 0);
  }
}
