package io.paydesk.ui;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.api.model.Subscription;
import io.paydesk.api.model.SubscriptionStatus;
import io.paydesk.ops.AppPaths;
import io.paydesk.store.JournalEntry;
import io.paydesk.store.JournalState;
import io.paydesk.ui.base.DialogService.FileFilter;
import io.paydesk.ui.kit.AmountFields;
import io.paydesk.ui.kit.AnsweringDialogs;
import io.paydesk.ui.pages.CustomersPage;
import io.paydesk.ui.pages.PaymentsPage;
import io.paydesk.ui.pages.SubscriptionsPage;
import java.math.BigDecimal;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Subscriptions and Customers on the embedded sandbox: a change whose answer is lost sent again
 * with its key, the list exported through the dialog service, a subscription's payment opened in
 * Payments, and a customer's subscription opened from the customer's view.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SubscriptionsAndCustomersFlowTest {
  @TempDir static Path dataDir;
  private static PaydeskApp app;
  private static final AnsweringDialogs dialogs = new AnsweringDialogs();
  private final FxRobot robot = new FxRobot();
  private final SubscriptionsPage page = new SubscriptionsPage(robot);

  @BeforeAll
  static void startConsole() throws Exception {
    app = TestConsole.startWithDemoStore(dataDir, dialogs);
  }

  @AfterAll
  static void closeConsole() throws Exception {
    if (app != null) {
      FxToolkit.cleanupApplication(app);
    }
    FxToolkit.cleanupStages();
    System.clearProperty(AppPaths.DATA_DIR_PROPERTY);
  }

  private static boolean idle() {
    return app.runner().runningProperty().get() == 0;
  }

  private static void waitUntilIdle() throws Exception {
    WaitForAsyncUtils.waitForFxEvents();
    WaitForAsyncUtils.waitFor(90, SECONDS, SubscriptionsAndCustomersFlowTest::idle);
    WaitForAsyncUtils.waitForFxEvents();
  }

  private SubscriptionsPage openList() throws Exception {
    page.open();
    WaitForAsyncUtils.waitFor(60, SECONDS, () -> page.rows().size() >= 14 && idle());
    return page;
  }

  private static Subscription stored(Predicate<Subscription> which) {
    return app.shell().connection().store().subscriptions().list(null, 100).stream()
        .filter(which)
        .findFirst()
        .orElseThrow();
  }

  private static void sandbox(String path, String json) throws Exception {
    HttpResponse<String> r =
        HttpClient.newHttpClient()
            .send(
                HttpRequest.newBuilder(
                        URI.create(app.shell().connection().sandboxBaseUrl() + "/sandbox" + path))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(json))
                    .build(),
                HttpResponse.BodyHandlers.ofString());
    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
  }

  @Test
  @Order(1)
  void theListIsExportedAsCsvThroughTheDialogService() throws Exception {
    openList();
    Screenshots.saveAt(robot.targetWindow().getScene(), "subscriptions-list-1024", 1024, 700);
    Path csv = dataDir.resolve("subscriptions.csv");
    dialogs.answerFile(csv);
    page.export();
    WaitForAsyncUtils.waitFor(20, SECONDS, () -> Files.exists(csv) && idle());
    WaitForAsyncUtils.waitForFxEvents();

    assertThat(dialogs.asked()).last().asString().startsWith("save: ").endsWith(".csv]");
    assertThat(dialogs.filters().get(dialogs.filters().size() - 1))
        .extracting(FileFilter::patterns)
        .containsExactly(List.of("*.csv"));
    List<String> lines = Files.readAllLines(csv);
    assertThat(lines).hasSize(page.rows().size() + 1);
    assertThat(lines.get(1)).contains(page.rows().get(0).id());
  }

  @Test
  @Order(2)
  void aChangeWhoseAnswerWasLostIsSentAgainWithTheSameKey() throws Exception {
    openList();
    Subscription s =
        stored(x -> SubscriptionStatus.ACTIVE.equals(x.status()) && x.amount() != null);
    page.select(s.id());
    WaitForAsyncUtils.waitFor(60, SECONDS, () -> idle() && page.title().equals(s.name()));
    BigDecimal more = s.amount().value().add(new BigDecimal("7"));
    page.type("#subAmount", AmountFields.prefill(more, s.amount().currency()));
    page.review();
    waitUntilIdle();

    // The service makes the change, and the answer never comes back.
    sandbox("/faults", "{\"drop_after_commit_rate\": 1.0, \"count\": 1}");
    page.send();
    waitUntilIdle();
    assertThat(page.error()).startsWith("No answer came back");
    assertThat(page.canSendAgain()).isTrue();
    List<JournalEntry> unsettled =
        app.shell().connection().store().journal().inState(JournalState.OUTCOME_UNKNOWN);
    assertThat(unsettled).hasSize(1);
    JournalEntry lost = unsettled.get(0);
    assertThat(lost.targetId()).isEqualTo(s.id());

    page.sendAgain();
    waitUntilIdle();
    assertThat(page.error()).isEmpty();
    assertThat(page.canSendAgain()).isFalse();
    assertThat(page.notice()).isNotEmpty();
    JournalEntry settled = app.shell().connection().store().journal().find(lost.id()).orElseThrow();
    assertThat(settled.state()).isEqualTo(JournalState.SUCCEEDED);
    assertThat(settled.sendKey()).isEqualTo(lost.sendKey());
    assertThat(app.shell().connection().store().journal().recent(20))
        .filteredOn(e -> s.id().equals(e.targetId()))
        .hasSize(1);
    Subscription after = app.shell().connection().subscriptions().stored(s.id()).orElseThrow();
    assertThat(after.amount().value()).isEqualByComparingTo(more);
  }

  @Test
  @Order(3)
  void aSubscriptionsPaymentOpensInPayments() throws Exception {
    openList();
    Subscription s = stored(x -> x.payments() != null && !x.payments().isEmpty());
    page.select(s.id());
    WaitForAsyncUtils.waitFor(
        60, SECONDS, () -> idle() && page.title().equals(s.name()) && page.paymentCount() > 0);
    String newest = s.payments().get(s.payments().size() - 1);
    page.openPayment(0);
    waitUntilIdle();
    PaymentsPage payments = new PaymentsPage(robot);
    WaitForAsyncUtils.waitFor(30, SECONDS, () -> newest.equals(payments.shownId()));
  }

  @Test
  @Order(4)
  void aNewUserIsOfferedTheDemoCustomersAndACustomersSubscriptionOpensItsDetail() throws Exception {
    CustomersPage customers = new CustomersPage(robot).open();
    WaitForAsyncUtils.waitFor(30, SECONDS, () -> idle() && !customers.recent().isEmpty());
    assertThat(customers.recentTitle()).startsWith("Demo customers");
    Screenshots.saveAt(robot.targetWindow().getScene(), "customers-demo-1024", 1024, 700);
    // Each demo customer by name and e-mail, as the sandbox has them (not a bare id).
    String first = app.shell().connection().demoCustomerIds().get(0);
    var firstCustomer = app.shell().connection().client().customers().retrieve(first);
    assertThat(customers.shownEntries())
        .first()
        .isEqualTo(
            firstCustomer.firstName()
                + " "
                + firstCustomer.lastName()
                + " / "
                + firstCustomer.email());
    customers.openRecent(0);
    waitUntilIdle();
    WaitForAsyncUtils.waitFor(30, SECONDS, () -> !customers.methods().isEmpty());

    Subscription s = stored(x -> x.customerPayer() != null && x.customerPayer().id() != null);
    customers.lookUp(s.customerPayer().id());
    WaitForAsyncUtils.waitFor(60, SECONDS, () -> idle() && customers.subscriptionCount() > 0);
    assertThat(customers.recentTitle()).startsWith("Recently");
    customers.openSubscription(0);
    waitUntilIdle();
    WaitForAsyncUtils.waitFor(30, SECONDS, () -> idle() && !page.title().isEmpty());
    assertThat(robot.lookup("#subscriptionDetail").query().isVisible()).isTrue();
    assertThat(app.shell().connection().store().subscriptions().list(null, 100))
        .filteredOn(x -> x.name() != null && x.name().equals(page.title()))
        .isNotEmpty();
  }
}
