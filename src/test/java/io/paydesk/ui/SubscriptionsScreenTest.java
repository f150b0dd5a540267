package io.paydesk.ui;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import io.paydesk.api.model.Subscription;
import io.paydesk.ops.AppPaths;
import io.paydesk.rules.Cards;
import io.paydesk.ui.kit.AmountFields;
import io.paydesk.ui.kit.Catalogue;
import io.paydesk.ui.pages.CustomersPage;
import io.paydesk.ui.pages.ScreenTexts;
import io.paydesk.ui.pages.SubscriptionsPage;
import io.paydesk.ui.subscriptions.SubscriptionForm.DiffLine;
import io.paydesk.ui.subscriptions.SubscriptionsViewModel.Row;
import java.math.BigDecimal;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Year;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Subscriptions area of the real console on the embedded sandbox: list, diff review, card
 * replacement, pause and resume, completion after the clock passes the last cycle. The card typed
 * in is looked for, at the end, in every file the console wrote and every log line.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SubscriptionsScreenTest {
  /** A valid test card number (Luhn), typed into the form and looked for afterwards. */
  static final String CARD = "4000056655665556";

  @TempDir static Path dataDir;
  private static PaydeskApp app;
  private static final ListAppender<ILoggingEvent> logLines = new ListAppender<>();
  private final FxRobot robot = new FxRobot();
  private final SubscriptionsPage page = new SubscriptionsPage(robot);

  @BeforeAll
  static void startConsole() throws Exception {
    Logger root = (Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
    logLines.start();
    root.addAppender(logLines);
    app = TestConsole.startWithDemoStore(dataDir);
  }

  @AfterAll
  static void closeConsoleAndLookForTheCard() throws Exception {
    if (app != null) {
      FxToolkit.cleanupApplication(app);
    }
    FxToolkit.cleanupStages();
    System.clearProperty(AppPaths.DATA_DIR_PROPERTY);
    ((Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME)).detachAppender(logLines);
    // Store files, drafts, journal, audit: every file the console wrote under its data folder.
    try (Stream<Path> files = Files.walk(dataDir)) {
      for (Path f : files.filter(Files::isRegularFile).toList()) {
        String bytes = new String(Files.readAllBytes(f), StandardCharsets.ISO_8859_1);
        assertThat(bytes).as(f.toString()).doesNotContain(CARD);
      }
    }
    for (ILoggingEvent e : logLines.list) {
      assertThat(e.getFormattedMessage()).doesNotContain(CARD);
      if (e.getThrowableProxy() != null) {
        assertThat(e.getThrowableProxy().getMessage()).doesNotContain(CARD);
      }
    }
  }

  @BeforeEach
  void openArea() throws Exception {
    page.open();
    WaitForAsyncUtils.waitFor(60, SECONDS, () -> page.rows().size() >= 14 && idle());
  }

  private static boolean idle() {
    return app.runner().runningProperty().get() == 0;
  }

  private static void waitUntilIdle() throws Exception {
    WaitForAsyncUtils.waitForFxEvents();
    WaitForAsyncUtils.waitFor(90, SECONDS, SubscriptionsScreenTest::idle);
    WaitForAsyncUtils.waitForFxEvents();
  }

  private static Subscription stored(Predicate<Subscription> which) {
    return app.shell().connection().store().subscriptions().list(null, 100).stream()
        .filter(which)
        .findFirst()
        .orElseThrow();
  }

  private static Subscription byReference(String reference) {
    return stored(s -> reference.equals(s.merchantReference()));
  }

  private void show(String id) throws Exception {
    page.select(id);
    waitUntilIdle();
    WaitForAsyncUtils.waitFor(10, SECONDS, () -> !page.title().isEmpty());
  }

  @Test
  @Order(1)
  void theListShowsEveryStatusAndPastDueOnesWithTheirDecline() throws Exception {
    List<Row> rows = page.rows();
    assertThat(rows)
        .extracting(Row::status)
        .contains("ACTIVE", "PAST_DUE", "PAUSED", "COMPLETED", "CANCELED");
    Row pastDue = rows.stream().filter(Row::pastDue).findFirst().orElseThrow();
    assertThat(pastDue.decline()).isNotBlank();
    assertThat(pastDue.cycles()).contains(" / ");
    assertThat(pastDue.amount()).isNotNull();
    // Customers by name (the demo's are known to this computer), the id in the tooltip.
    assertThat(rows).allSatisfy(r -> assertThat(r.customerName()).isNotBlank());
    Screenshots.saveAt(robot.targetWindow().getScene(), "subscriptions-list-1440", 1440, 900);
    assertThat(ScreenTexts.cells(robot.targetWindow().getScene().getRoot(), "colCustomer"))
        .isNotEmpty()
        .allSatisfy(t -> assertThat(t).doesNotContain("\u2026").contains(" "));
    show(byReference("SUB-PD-DECLINE").id());
    assertThat(page.decline()).contains("Do not honor");
    Screenshots.saveAt(robot.targetWindow().getScene(), "subscriptions-list-1024", 1024, 700);
    // At 1024x700 amounts ("COP 125,000.00"), frequencies and dates show whole.
    javafx.scene.Parent root = robot.targetWindow().getScene().getRoot();
    assertThat(ScreenTexts.cutCells(root, "colAmount")).isEmpty();
    assertThat(ScreenTexts.cutCells(root, "colFrequency")).isEmpty();
    assertThat(ScreenTexts.cutCells(root, "colNext")).isEmpty();
  }

  @Test
  @Order(2)
  void changingTheAmountAndRemovingAKeyShowsTheDiffThenSendsOnlyThat() throws Exception {
    Subscription s = byReference("SUB-PD-DECLINE");
    show(s.id());
    BigDecimal doubled = s.amount().value().multiply(BigDecimal.valueOf(2));

    page.type("#subAmount", AmountFields.prefill(doubled, s.amount().currency()));
    page.removeMetadataKey("channel");
    assertThat(page.metadataKeys()).containsExactly("plan");
    page.review();
    WaitForAsyncUtils.waitForFxEvents();

    List<DiffLine> diff = page.diff();
    assertThat(diff).hasSize(2);
    assertThat(diff.get(0).field()).isEqualTo("Amount");
    assertThat(diff.get(1).field()).contains("channel");
    assertThat(diff.get(1).before()).isEqualTo("web");
    assertThat(diff.get(1).after()).isEqualTo("(removed)");
    Screenshots.saveAt(robot.targetWindow().getScene(), "subscriptions-diff-1024", 1024, 700);
    Screenshots.saveAt(robot.targetWindow().getScene(), "subscriptions-diff-1440", 1440, 900);

    page.send();
    waitUntilIdle();
    assertThat(page.notice()).contains("sent");
    Subscription after = app.shell().connection().client().subscriptions().retrieve(s.id());
    assertThat(after.amount().value()).isEqualByComparingTo(doubled);
    assertThat(after.metadata()).extracting(m -> m.key()).containsExactly("plan");
    assertThat(after.name()).isEqualTo(s.name());
  }

  @Test
  @Order(3)
  void aNewCardFailingLuhnIsRefusedAtTheFieldAndAGoodOneIsSentMasked() throws Exception {
    Subscription s = app.shell().connection().store().subscriptions().list("ACTIVE", 100).get(0);
    show(s.id());
    page.replaceCard();
    String year = String.valueOf(Year.now().getValue() + 3);

    page.typeCard("4000056655665557", "08", year, "123", "Ana Lopez");
    assertThat(page.fieldError("#cardNumber")).contains("check digit");
    assertThat(page.canReview()).isFalse();
    assertThat(page.editSummary()).contains("Card number");

    page.typeCard(CARD, "08", year, "123", "Ana Lopez");
    assertThat(page.fieldError("#cardNumber")).isEmpty();
    assertThat(page.fieldText("#cardNumber")).endsWith("5556").doesNotContain(CARD);
    page.review();
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(page.diff())
        .anySatisfy(
            d -> {
              assertThat(d.field()).isEqualTo("Card");
              assertThat(d.after()).contains("5556").doesNotContain(CARD);
            });
    page.send();
    waitUntilIdle();

    assertThat(page.notice()).contains("sent");
    assertThat(page.fieldText("#cardNumber")).isEmpty();
    Subscription after = app.shell().connection().client().subscriptions().retrieve(s.id());
    assertThat(after.paymentMethod().vaultedToken()).isNotEqualTo(s.paymentMethod().vaultedToken());
  }

  @Test
  @Order(4)
  void pauseThenResumeEachAfterAConfirmation() throws Exception {
    Subscription s = app.shell().connection().store().subscriptions().list("ACTIVE", 100).get(1);
    show(s.id());

    page.pause().confirmDialog("Pause");
    waitUntilIdle();
    assertThat(page.status()).isEqualTo(Catalogue.Kind.SUBSCRIPTION_STATUS.label("PAUSED"));
    page.resume().confirmDialog("Resume");
    waitUntilIdle();

    assertThat(page.status()).isEqualTo(Catalogue.Kind.SUBSCRIPTION_STATUS.label("ACTIVE"));
    assertThat(app.shell().connection().client().subscriptions().retrieve(s.id()).status().value())
        .isEqualTo("ACTIVE");
  }

  @Test
  @Order(7)
  void aPausedSubscriptionBillsNoMoreAndWhatWasSaidOfItIsNotSaidOfTheNext() throws Exception {
    List<Subscription> active =
        app.shell().connection().store().subscriptions().list("ACTIVE", 100);
    Subscription s = active.get(2);
    Subscription other = active.get(3);
    show(s.id());
    assertThat(page.nextBilling()).doesNotContain("none while paused").doesNotEndWith("\u2014");

    page.pause().confirmDialog("Pause");
    waitUntilIdle();
    assertThat(page.notice()).contains("Paused");
    assertThat(page.nextBilling()).isEqualTo("Next billing: none while paused");
    assertThat(page.rows())
        .filteredOn(r -> r.id().equals(s.id()))
        .singleElement()
        .satisfies(r -> assertThat(r.nextAt()).isNull());

    show(other.id());
    assertThat(page.status()).isEqualTo(Catalogue.Kind.SUBSCRIPTION_STATUS.label("ACTIVE"));
    assertThat(page.notice()).isEmpty();
    show(s.id());
    page.resume().confirmDialog("Resume");
    waitUntilIdle();
    assertThat(page.nextBilling()).doesNotContain("none while paused");
  }

  @Test
  @Order(5)
  void theRepairForMissingStoredCredentialsIsOfferedAndSent() throws Exception {
    Subscription s = byReference("SUB-PD-NO_STORED_CREDENTIALS");
    show(s.id());
    WaitForAsyncUtils.waitFor(10, SECONDS, page::repairOffered);

    // At 1024x700 the detail pane is short: the review the repair opens is scrolled into view.
    Screenshots.saveAt(
        robot.targetWindow().getScene(), "subscriptions-before-repair-1024", 1024, 700);
    page.repair();
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(page.diff()).extracting(DiffLine::field).containsExactly("Stored credentials");
    assertThat(page.diff())
        .extracting(DiffLine::after)
        .containsExactly(
            "Subscription rebills, the card already used before (SUBSCRIPTION / USED)");
    WaitForAsyncUtils.waitFor(5, SECONDS, page::sendButtonOnScreen);
    Screenshots.save(robot.targetWindow().getScene(), "subscriptions-repair-1024");
    page.send();
    waitUntilIdle();

    assertThat(page.notice()).contains("sent");
    // Still past due until the next rebill, but repaired: not offered again, here or later.
    WaitForAsyncUtils.waitFor(10, SECONDS, () -> !page.repairOffered());
    assertThat(page.decline()).contains("the next rebill uses them");
    show(byReference("SUB-PD-DECLINE").id());
    show(s.id());
    WaitForAsyncUtils.waitFor(
        10, SECONDS, () -> page.decline().contains("the next rebill uses them"));
    assertThat(page.repairOffered()).isFalse();
  }

  @Test
  @Order(6)
  void anIdOf35CharactersIsRefusedBeforeAnyRequest() throws Exception {
    Logger requests = (Logger) LoggerFactory.getLogger("io.paydesk.sandbox.requests");
    ListAppender<ILoggingEvent> seen = new ListAppender<>();
    seen.start();
    ch.qos.logback.classic.Level level = requests.getLevel();
    requests.setLevel(ch.qos.logback.classic.Level.DEBUG);
    requests.addAppender(seen);
    try {
      page.openById("7304911d-5df9-429e-8488-ad41abea1a4");
      waitUntilIdle();
      assertThat(page.openIdError()).contains("36");
      assertThat(seen.list).noneMatch(e -> e.getFormattedMessage().contains("/subscriptions/"));
    } finally {
      requests.detachAppender(seen);
      requests.setLevel(level);
    }
  }

  @Test
  @Order(8)
  void aCustomerWithEnrolledCardsShowsOneMarkedExpiredAndIsRemembered() throws Exception {
    String id = app.shell().connection().demoCustomerIds().get(0);
    CustomersPage customers = new CustomersPage(robot).open();

    customers.lookUp(id);
    waitUntilIdle();
    WaitForAsyncUtils.waitFor(20, SECONDS, () -> !customers.methods().isEmpty());

    assertThat(customers.name()).isNotBlank();
    assertThat(customers.methods()).anyMatch(m -> m.expiryState() == Cards.Expiry.EXPIRED);
    WaitForAsyncUtils.waitFor(
        20, SECONDS, () -> customers.expiryTexts().size() >= customers.methods().size());
    assertThat(customers.expiryTexts()).anyMatch(t -> t.contains("expired"));
    assertThat(customers.recent()).first().isEqualTo(id);
    assertThat(customers.totals()).isNotEmpty().allMatch(t -> t.matches("^[A-Z]{3}: .*"));
    assertThat(app.shell().connection().store().enrolledMethods().forCustomer(id))
        .hasSize(customers.methods().size());
    Screenshots.saveAt(robot.targetWindow().getScene(), "customer-1024", 1024, 700);
    Screenshots.saveAt(robot.targetWindow().getScene(), "customer-1440", 1440, 900);
    // The category joins the type only where it says more (a card's says "Card" again): no column
    // of its own, and at 1440 every column fits without scrolling sideways.
    javafx.scene.control.TableView<?> methods = robot.lookup("#methodsTable").queryTableView();
    assertThat(methods.getColumns().stream().filter(c -> c.isVisible()).map(c -> c.getText()))
        .doesNotContain("Category");
    robot.interact(
        () -> {
          robot.targetWindow().setWidth(1440);
          robot.targetWindow().setHeight(900);
        });
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(
            methods.lookupAll(".scroll-bar").stream()
                .filter(n -> n instanceof javafx.scene.control.ScrollBar b && b.isVisible())
                .map(n -> ((javafx.scene.control.ScrollBar) n).getOrientation()))
        .doesNotContain(javafx.geometry.Orientation.HORIZONTAL);
  }

  @Test
  @Order(20)
  void aCustomerIsFoundFromAnEmailThisComputerKnows() throws Exception {
    io.paydesk.ops.CustomerSummary demo =
        app.shell().connection().demoCustomers().stream()
            .filter(c -> !c.email().isEmpty() && !c.name().isEmpty())
            .findFirst()
            .orElseThrow();
    CustomersPage customers = new CustomersPage(robot).open();

    customers.type("maria@");
    assertThat(customers.idError()).contains("e-mail");
    assertThat(customers.canLookUp()).isFalse();

    customers.lookUp("nobody.known@example.com");
    waitUntilIdle();
    assertThat(customers.idError()).startsWith("No customer with this e-mail");

    customers.lookUp(demo.email().toUpperCase(java.util.Locale.ROOT));
    waitUntilIdle();
    WaitForAsyncUtils.waitFor(20, SECONDS, () -> demo.name().equals(customers.name()));
    assertThat(customers.idError()).isEmpty();

    // Two customers paid with one e-mail: both are listed to choose from.
    List<io.paydesk.ops.CustomerSummary> known = app.shell().connection().demoCustomers();
    String first = known.get(0).id();
    String second = known.get(1).id();
    for (String[] c : new String[][] {{first, "Ana"}, {second, "Bea"}}) {
      io.paydesk.store.TestPayments p =
          io.paydesk.store.TestPayments.card().customer(c[1], "Shared", "shared@example.com");
      ((com.fasterxml.jackson.databind.node.ObjectNode) p.node().get("customer_payer"))
          .put("id", c[0]);
      app.shell().connection().store().payments().upsertJson(p.json());
    }
    customers.lookUp("shared@example.com");
    waitUntilIdle();
    assertThat(customers.entries())
        .extracting(e -> e.id())
        .containsExactlyInAnyOrder(first, second);
    assertThat(customers.recentTitle()).isEqualTo("With shared@example.com");
    Screenshots.saveAt(robot.targetWindow().getScene(), "customers-by-email-1024", 1024, 700);
    String chosen = customers.entries().get(1).id();
    String chosenName =
        known.stream().filter(k -> k.id().equals(chosen)).findFirst().orElseThrow().name();
    customers.openRecent(1);
    waitUntilIdle();
    WaitForAsyncUtils.waitFor(20, SECONDS, () -> chosenName.equals(customers.name()));
    assertThat(customers.recentTitle()).isEqualTo("With shared@example.com");
  }

  @Test
  @Order(9)
  void aCustomerIdOf35CharactersIsRefusedAsTypedBeforeAnyRequest() throws Exception {
    Logger requests = (Logger) LoggerFactory.getLogger("io.paydesk.sandbox.requests");
    ListAppender<ILoggingEvent> seen = new ListAppender<>();
    seen.start();
    ch.qos.logback.classic.Level level = requests.getLevel();
    requests.setLevel(ch.qos.logback.classic.Level.DEBUG);
    requests.addAppender(seen);
    try {
      CustomersPage customers = new CustomersPage(robot).open();
      customers.lookUp("5a0b1b8c-2c3d-4e5f-8a9b-0c1d2e3f4a5");
      waitUntilIdle();

      assertThat(customers.idError()).contains("35").contains("36");
      assertThat(customers.canLookUp()).isFalse();
      assertThat(seen.list).noneMatch(e -> e.getFormattedMessage().contains("/customers/"));
    } finally {
      requests.detachAppender(seen);
      requests.setLevel(level);
    }
  }

  @Test
  @Order(20)
  void pastTheLastCycleTheSubscriptionIsCompletedAfterARefresh() throws Exception {
    Subscription s = app.shell().connection().store().subscriptions().list("ACTIVE", 100).get(0);
    String base = app.shell().connection().sandboxBaseUrl();
    HttpResponse<String> moved =
        HttpClient.newHttpClient()
            .send(
                HttpRequest.newBuilder(URI.create(base + "/sandbox/clock"))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"advance\":\"P500D\"}"))
                    .build(),
                HttpResponse.BodyHandlers.ofString());
    assertThat(moved.statusCode()).isEqualTo(200);

    page.refreshFromService();
    waitUntilIdle();

    Row row = page.rows().stream().filter(r -> r.id().equals(s.id())).findFirst().orElseThrow();
    assertThat(row.status()).isEqualTo("COMPLETED");
    show(s.id());
    assertThat(page.status()).isEqualTo(Catalogue.Kind.SUBSCRIPTION_STATUS.label("COMPLETED"));
  }
}
