package io.paydesk.ui;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ops.AppPaths;
import io.paydesk.store.PaymentRow;
import io.paydesk.store.StoreAccess;
import io.paydesk.store.TestPayments;
import io.paydesk.ui.kit.AnsweringDialogs;
import io.paydesk.ui.pages.SearchPage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
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
  private static final AnsweringDialogs dialogs = new AnsweringDialogs();
  private final FxRobot robot = new FxRobot();
  private final SearchPage search = new SearchPage(robot);

  @BeforeAll
  static void startConsole() throws Exception {
    app = TestConsole.startWithDemoStore(dataDir, dialogs);
    // Refreshing is what this tests: with events off, a change at the service is unknown until
    // then.
    app.shell()
        .connection()
        .inbox()
        .apply(new io.paydesk.ops.ConsoleInbox.Settings(false, 0, "/webhooks"));
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

    dialogs.answerConfirm(true);
    search.refreshResults();
    waitUntilIdle();

    assertThat(dialogs.asked())
        .last()
        .isEqualTo(
            matches == 1
                ? "confirm: Read the payment matching these filters again from the service?"
                : "confirm: Read the "
                    + matches
                    + " payments matching these filters again from the service?");
    assertThat(search.notice())
        .isEqualTo(
            matches == 1
                ? "1 payment was refreshed from the service; 1 changed."
                : matches + " payments were refreshed from the service; 1 changed.");
    String now = app.shell().connection().store().payments().findRow(id).orElseThrow().status();
    assertThat(now).isNotEqualTo("SUCCEEDED");
    assertThat(search.column("status")).contains(now);
    Screenshots.saveAt(stageScene(), "search-refreshed-1024x700", 1024, 700);
  }

  @Test
  void matchesOlderThanADayAreRefreshedAndOneTheServiceDoesNotKnowIsSavedWithItsReason()
      throws Exception {
    String prefix = olderMatchesWithOneUnknown(app);
    search.open().clear().type("orderIdFilter", prefix).pressEnter();
    waitUntilIdle();
    int matches = search.column("id").size();
    makeOld(app, search.column("id"));
    Path csv = dataDir.resolve("refresh-failures.csv");
    dialogs.answerConfirm(true).answerFile(csv);

    search.refreshResults("DAY");
    waitUntilIdle();

    assertThat(matches).isGreaterThan(1);
    assertThat(dialogs.asked())
        .contains(
            "confirm: Read the "
                + matches
                + " payments matching these filters and last refreshed over 1 day ago again from"
                + " the service?");
    assertThat(search.notice())
        .isEqualTo(
            (matches == 2 ? "1 payment was" : (matches - 1) + " payments were")
                + " refreshed from the service; 0 changed. 1 were not brought in: 1 not found, 0"
                + " refused by the service, 0 without an answer.");
    Screenshots.saveAt(stageScene(), "search-refresh-failures-1024x700", 1024, 700);
    search.saveRefreshFailures();
    waitUntilIdle();
    List<String> lines = Files.readAllLines(csv);
    assertThat(lines).hasSize(2);
    assertThat(lines.get(1)).contains(",NOT_FOUND,").contains("Not found");
    assertThat(search.notice()).isEqualTo("1 failures written to refresh-failures.csv.");

    // The payment the service did not know was not read: it is still the one older than a day.
    dialogs.answerConfirm(false);
    search.openRefreshChoices();
    Screenshots.saveWithOverlays(stageScene(), "search-refresh-ages-1024x700");
    robot.clickOn("#refreshAge-DAY");
    waitUntilIdle();
    assertThat(dialogs.asked())
        .last()
        .isEqualTo(
            "confirm: Read the payment matching these filters and last refreshed over 1 day ago"
                + " again from the service?");
  }

  /**
   * Stores a payment the service does not know whose order id starts with a declined demo
   * payment's; returns that demo payment's order id, which finds both.
   */
  static String olderMatchesWithOneUnknown(PaydeskApp app) {
    var store = app.shell().connection().store();
    String orderId =
        app.shell().connection().demoPaymentIds().stream()
            .map(id -> store.payments().findRow(id).orElseThrow())
            // Not one the other test may pick (it looks among succeeded payments).
            .filter(r -> "DECLINED".equals(r.status()))
            .map(PaymentRow::merchantOrderId)
            .filter(o -> o != null && o.length() > 6)
            .findFirst()
            .orElseThrow();
    store
        .payments()
        .upsertJson(
            TestPayments.card().status("SUCCEEDED", "APPROVED").orderId(orderId + "-GONE").json());
    return orderId;
  }

  /** Puts the refresh time of these payments two days back, as if time had passed. */
  static void makeOld(PaydeskApp app, List<String> ids) {
    StoreAccess.execute(
        app.shell().connection().store(),
        "UPDATE payments SET last_refreshed_at = TIMESTAMP WITH TIME ZONE '"
            + Instant.now().minus(2, ChronoUnit.DAYS)
            + "' WHERE id IN ('"
            + String.join("','", ids)
            + "')");
  }

  static javafx.scene.Scene stageScene() {
    return FxToolkit.toolkitContext().getRegisteredStage().getScene();
  }

  private void waitUntilIdle() throws Exception {
    WaitForAsyncUtils.waitForFxEvents();
    WaitForAsyncUtils.waitFor(60, SECONDS, () -> app.runner().runningProperty().get() == 0);
    WaitForAsyncUtils.waitForFxEvents();
  }
}
