package io.paydesk.ui;

import static io.paydesk.ui.TestConsole.resize;
import static io.paydesk.ui.TestConsole.stageScene;
import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.api.RequestOptions;
import io.paydesk.api.model.Payment;
import io.paydesk.api.model.PaymentCreateRequest;
import io.paydesk.api.model.PaymentMethod;
import io.paydesk.ops.AppPaths;
import io.paydesk.ui.base.ServiceState;
import io.paydesk.ui.kit.Catalogue;
import io.paydesk.ui.pages.PaymentsPage;
import io.paydesk.ui.pages.SettingsPage;
import io.paydesk.ui.pages.ShellPage;
import io.paydesk.ui.settings.ConnectionViewModel.Target;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** The real console, started as a user starts it, on the embedded sandbox with demo data. */
class ConsoleOnSandboxTest {
  @TempDir static Path dataDir;
  private static PaydeskApp app;
  private final FxRobot robot = new FxRobot();
  private final PaymentsPage payments = new PaymentsPage(robot);
  private final ShellPage shell = new ShellPage(robot);

  @BeforeAll
  static void startConsole() throws Exception {
    System.setProperty(AppPaths.DATA_DIR_PROPERTY, dataDir.toString());
    FxToolkit.registerPrimaryStage();
    app = (PaydeskApp) FxToolkit.setupApplication(PaydeskApp.class);
    WaitForAsyncUtils.waitFor(
        60, SECONDS, () -> app.shell().serviceStateProperty().get() == ServiceState.ANSWERING);
  }

  @AfterAll
  static void closeConsole() throws Exception {
    FxToolkit.cleanupApplication(app);
    FxToolkit.cleanupStages();
    System.clearProperty(AppPaths.DATA_DIR_PROPERTY);
  }

  @Test
  void statusBarNamesTheSandboxTheAccountAndAnAnsweringService() {
    assertThat(shell.connection()).contains("Sandbox");
    assertThat(shell.account()).contains(app.shell().connection().accountId());
    assertThat(shell.service()).isEqualTo("Service answering");
    Screenshots.save(robot.targetWindow().getScene(), "console-start");
  }

  @Test
  void sidebarListsOnlyTheAreasThatWork() {
    assertThat(shell.hasArea("payments")).isTrue();
    assertThat(shell.hasArea("search")).isTrue();
    assertThat(shell.hasArea("settings")).isTrue();
    assertThat(shell.hasArea("disputes")).isTrue();
  }

  @Test
  void lookingUpADemoPaymentShowsWhatTheServiceHolds() throws Exception {
    String id = app.shell().connection().demoPaymentIds().get(0);
    Payment truth = app.shell().connection().client().payments().retrieve(id);

    payments.open().lookUp(id);
    waitUntilIdleAndShowing(id);

    assertThat(payments.status())
        .isEqualTo(Catalogue.Kind.PAYMENT_STATUS.label(truth.status().toString()));
    assertThat(payments.subStatus())
        .isEqualTo(Catalogue.Kind.SUB_STATUS.label(String.valueOf(truth.subStatus())));
    assertThat(payments.amount()).startsWith(truth.amount().currency() + " ");
    assertThat(payments.country()).isEqualTo(truth.country());
    assertThat(payments.merchantOrderId()).isEqualTo(truth.merchantOrderId());
    assertThat(payments.createdAt()).isNotBlank();
    assertThat(payments.transactionCount()).isEqualTo(truth.transactions().size());
    assertThat(payments.error()).isEmpty();
    assertThat(payments.historyCount()).isGreaterThanOrEqualTo(1);
    Screenshots.save(robot.targetWindow().getScene(), "payment-detail");
  }

  @Test
  void aPartialRefundFromThePaymentScreenShowsTheNewRefundedAmount() throws Exception {
    Payment paid = tokenPayment("ORD-UI-REFUND", "Refund from the console", "250.00", "USD", "US");
    payments.open().lookUp(paid.id());
    waitUntilIdleAndShowing(paid.id());

    payments.startRefund();
    payments.typeAmount("1,5").enterInAmount();
    WaitForAsyncUtils.waitForFxEvents();

    assertThat(payments.formOpen()).isTrue();
    assertThat(payments.reviewing()).isFalse();
    assertThat(payments.amountTyped()).isEqualTo("1,5");
    assertThat(payments.amountError())
        .isEqualTo("This amount can be read two ways. Type it as 1.5.");
    assertThat(payments.reviewButtonDisabled()).isTrue();
    Screenshots.save(robot.targetWindow().getScene(), "refund-form");

    payments.typeAmount("100.00").enterInAmount();
    WaitForAsyncUtils.waitForFxEvents();

    assertThat(payments.reviewing()).isTrue();
    assertThat(payments.reviewText())
        .matches(
            "Refund USD 100\\.00 of USD 250\\.00 to the customer's [A-Z][A-Z ]* \u2022{4} \\d{4}\\.");
    assertThat(payments.refunded()).isEqualTo("USD 0.00");
    Screenshots.save(robot.targetWindow().getScene(), "refund-review");
    payments.confirm();
    WaitForAsyncUtils.waitFor(
        20,
        SECONDS,
        () -> app.runner().runningProperty().get() == 0 && !payments.notice().isEmpty());

    assertThat(payments.refunded()).isEqualTo("USD 100.00");
    assertThat(payments.notice()).startsWith("Refund sent.");
    assertThat(payments.transactionCount()).isEqualTo(2);
    Screenshots.save(robot.targetWindow().getScene(), "payment-refunded");
  }

  @Test
  void aMalformedIdIsRefusedAtTheFieldAndKeptAsTyped() throws Exception {
    payments.open().lookUp("ab");
    WaitForAsyncUtils.waitForFxEvents();

    assertThat(payments.fieldError()).contains("(3 to 255 characters)");
    assertThat(robot.lookup("#paymentIdField").queryTextInputControl().getText()).isEqualTo("ab");
  }

  @Test
  void anUnknownIdIsExplainedInWordsWithTheServiceCode() throws Exception {
    String unknown = UUID.randomUUID().toString();
    payments.open().lookUp(unknown);
    WaitForAsyncUtils.waitFor(
        20,
        SECONDS,
        () -> app.runner().runningProperty().get() == 0 && !payments.error().isEmpty());

    assertThat(payments.error()).contains("PAYMENT_NOT_FOUND").doesNotContain("Exception");
    assertThat(shell.service()).isEqualTo("Service answering");
    Screenshots.save(robot.targetWindow().getScene(), "payment-not-found");
  }

  @Test
  void settingsRefuseABadLiveConnectionAtTheFieldsAndKeepTheSandbox() throws Exception {
    SettingsPage settings = new SettingsPage(robot).open().choose(Target.CUSTOM);
    settings
        .type("baseUrlField", "http://payments.example.com")
        .type("accountField", "not-an-account")
        .type("publicKeyField", "sandbox_pk_123")
        .type("secretKeyField", "typed-secret-value");

    settings.connect();
    WaitForAsyncUtils.waitForFxEvents();

    assertThat(settings.error("baseUrlError")).contains("https://");
    assertThat(settings.error("accountError")).contains("UUID");
    assertThat(settings.error("publicKeyError")).isEmpty();
    assertThat(settings.value("accountField")).isEqualTo("not-an-account");
    assertThat(shell.connection()).contains("Sandbox");
    Screenshots.save(robot.targetWindow().getScene(), "settings-errors");
    new SettingsPage(robot).choose(Target.EMBEDDED);
    payments.open();
  }

  @Test
  void settingsShowTheLocalStoreAndAnIntactAuditLog() throws Exception {
    SettingsPage settings = new SettingsPage(robot).open();
    WaitForAsyncUtils.waitFor(20, SECONDS, () -> settings.text("storeContents").contains("MB"));
    assertThat(settings.text("storeLocation")).startsWith(dataDir.toString()).endsWith(".mv.db");
    assertThat(settings.text("storeContents")).contains("payments");

    settings.checkAudit();
    WaitForAsyncUtils.waitFor(20, SECONDS, () -> !settings.text("auditResult").isEmpty());

    assertThat(settings.text("auditResult")).startsWith("The audit log is intact");
    Screenshots.save(robot.targetWindow().getScene(), "settings-store");
    payments.open();
  }

  @Test
  void thePaymentsScreenFitsAt1024x700And1440x900() throws Exception {
    Payment paid = tokenPayment("ORD-UI-SIZES", "Screen sizes", "372.80", "BOB", "BO");
    try {
      for (int[] size : new int[][] {{1024, 700}, {1440, 900}}) {
        String name = size[0] + "x" + size[1];
        resize(size[0], size[1]);
        payments.open().lookUp(paid.id());
        waitUntilIdleAndShowing(paid.id());
        Screenshots.save(stageScene(), "payments-detail-" + name);
        assertInsideTheWindow("#paymentAmount", "#refundButton", "#transactionsTable");

        payments.startRefund();
        WaitForAsyncUtils.waitForFxEvents();
        Screenshots.save(stageScene(), "payments-form-" + name);
        assertInsideTheWindow("#actionAmount", "#actionReview", "#actionClose");

        // The message that says how to type the amount is read whole, not cut to one line.
        payments.typeAmount("1,5");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(payments.amountError()).startsWith("This amount can be read two ways.");
        assertThat(
                CutTexts.in(robot, robot.lookup("#actionPane").queryAs(javafx.scene.Parent.class)))
            .isEmpty();
        Screenshots.save(stageScene(), "payments-form-error-" + name);

        payments.typeAmount("1.50").enterInAmount();
        WaitForAsyncUtils.waitForFxEvents();
        Screenshots.save(stageScene(), "payments-review-" + name);
        assertThat(payments.reviewText()).startsWith("Refund BOB 1.50 of BOB 372.80 to ");
        assertInsideTheWindow("#actionReviewText", "#actionConfirm", "#actionBack");
        robot.clickOn("#actionClose");
      }
    } finally {
      resize(1280, 800);
    }
  }

  /** Each node is shown whole inside the window (not cut at an edge, not scrolled away). */
  private void assertInsideTheWindow(String... queries) {
    javafx.scene.Scene scene = FxToolkit.toolkitContext().getRegisteredStage().getScene();
    for (String query : queries) {
      javafx.scene.Node node = robot.lookup(query).query();
      javafx.geometry.Bounds b = node.localToScene(node.getLayoutBounds());
      assertThat(node.isVisible()).as(query + " visible").isTrue();
      assertThat(b.getMinX()).as(query + " left").isGreaterThanOrEqualTo(0);
      assertThat(b.getMinY()).as(query + " top").isGreaterThanOrEqualTo(0);
      assertThat(b.getMaxX()).as(query + " right").isLessThanOrEqualTo(scene.getWidth());
      assertThat(b.getMaxY()).as(query + " bottom").isLessThanOrEqualTo(scene.getHeight());
    }
  }

  private void waitUntilIdleAndShowing(String id) throws Exception {
    WaitForAsyncUtils.waitFor(
        20,
        SECONDS,
        () -> app.runner().runningProperty().get() == 0 && id.equals(payments.shownId()));
  }

  /** A card payment (vaulted token) created in the console's sandbox, captured at once. */
  private Payment tokenPayment(
      String orderId, String description, String amount, String currency, String country) {
    return app.shell()
        .connection()
        .client()
        .payments()
        .create(
            PaymentCreateRequest.builder()
                .accountId(app.shell().connection().accountId())
                .merchantOrderId(orderId)
                .description(description)
                .amount(new BigDecimal(amount), currency)
                .country(country)
                .checkoutSession(UUID.randomUUID().toString())
                .paymentMethod(PaymentMethod.token(UUID.randomUUID().toString()))
                .build(),
            RequestOptions.NONE);
  }
}
