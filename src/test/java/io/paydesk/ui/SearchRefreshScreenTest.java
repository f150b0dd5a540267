package io.paydesk.ui;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.store.PaymentRow;
import io.paydesk.ui.pages.SearchPage;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** "Refresh these results" in the real console, on the embedded sandbox's demo payments. */
class SearchRefreshScreenTest {
  @TempDir static Path dataDir;
  private static PaydeskApp app;
  private final FxRobot robot = new FxRobot();
  private final SearchPage search = new SearchPage(robot);

  @BeforeAll
  static void startConsole() throws Exception {
    app = TestConsole.startWithDemoStore(dataDir);
  }

  @AfterAll
  static void closeConsole() throws Exception {
    FxToolkit.cleanupApplication(app);
    FxToolkit.cleanupStages();
    System.clearProperty(AppPaths.DATA_DIR_PROPERTY);
  }

  @Test
  void aPaymentChangedOnTheServiceShowsItsNewStatusAfterRefreshingTheResults() throws Exception {
    search.open().clear();
    search.onlyStatus("SUCCEEDED").pressEnter();
    waitUntilIdle();
    PaymentRow row =
        search.column("id").stream()
            .map(i -> app.shell().connection().store().payments().findRow(i).orElseThrow())
            .filter(r -> !r.hasChargeback() && r.merchantOrderId() != null)
            .findFirst()
            .orElseThrow();
    String id = row.id();
    search.clear().type("orderIdFilter", row.merchantOrderId()).pressEnter();
    waitUntilIdle();
    assertThat(search.column("status")).contains("SUCCEEDED");
    int matches = search.column("id").size();
    TestConsole.sandbox(
        app.shell().connection().sandboxBaseUrl(),
        "/payments/" + id + "/chargeback",
        "{\"reason\":\"FRAUDULENT\"}");

    search.refreshResults();
    waitUntilIdle();

    assertThat(search.notice())
        .isEqualTo(
            matches == 1
                ? "1 payment was refreshed from the service; 1 changed."
                : matches + " payments were refreshed from the service; 1 changed.");
    String now = app.shell().connection().store().payments().findRow(id).orElseThrow().status();
    assertThat(now).isNotEqualTo("SUCCEEDED");
    assertThat(search.column("status")).contains(now);
    Screenshots.saveAt(robot.targetWindow().getScene(), "search-refreshed-1024x700", 1024, 700);
  }

  private void waitUntilIdle() throws Exception {
    WaitForAsyncUtils.waitForFxEvents();
    WaitForAsyncUtils.waitFor(60, SECONDS, () -> app.runner().runningProperty().get() == 0);
    WaitForAsyncUtils.waitForFxEvents();
  }
}
