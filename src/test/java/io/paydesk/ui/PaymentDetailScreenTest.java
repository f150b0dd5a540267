package io.paydesk.ui;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.api.RequestOptions;
import io.paydesk.api.model.Payment;
import io.paydesk.api.model.PaymentCreateRequest;
import io.paydesk.api.model.PaymentMethod;
import io.paydesk.ui.pages.PaymentsPage;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;
import javafx.animation.AnimationTimer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Payments detail on the embedded sandbox's demo data: every part of a payment in its folding
 * section, the history and raw provider response, cancel-or-refund, Ctrl+L, and fetching many ids.
 */
class PaymentDetailScreenTest {
  @TempDir static Path dataDir;
  private static PaydeskApp app;
  private final FxRobot robot = new FxRobot();
  private final PaymentsPage payments = new PaymentsPage(robot);

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
  void anAirlinePaymentShowsItsLegsAndPassengersWithDocumentsMasked() throws Exception {
    payments.open().lookUp("DEMO-AIRLINE-0001");
    waitUntilShowingOrder("DEMO-AIRLINE-0001");

    assertThat(payments.hasSection("summary")).isTrue();
    assertThat(payments.hasSection("customer")).isTrue();
    assertThat(payments.hasSection("method")).isTrue();
    assertThat(payments.hasSection("airline")).isTrue();
    assertThat(payments.hasSection("split")).isFalse();
    assertThat(payments.rows("airlineLegs")).hasSize(4);
    assertThat(payments.rows("airlineLegs").get(0)).contains("BOG \u00b7 Bogot\u00e1", "AV 20");
    assertThat(payments.rows("airlinePassengers")).hasSize(2);
    assertThat(payments.rows("airlinePassengers").get(0))
        .contains("Mariana Restrepo", "CC \u2022\u2022\u2022\u2022 4050");
    assertThat(payments.sectionText("airline")).contains("PDX7QK").doesNotContain("1020304050");
    assertThat(payments.fieldText("paymentMethod")).isEqualTo("Card");
    assertThat(payments.sectionText("method")).contains("Visa").doesNotContain("VISA\n");
    for (int[] size : new int[][] {{1024, 700}, {1440, 900}}) {
      resize(size[0], size[1]);
      payments.openAllSections().scrollDetail(0);
      WaitForAsyncUtils.waitForFxEvents();
      Screenshots.save(stageScene(), "paydetail-airline-" + size[0] + "x" + size[1]);
      payments.scrollDetail(1);
      WaitForAsyncUtils.waitForFxEvents();
      Screenshots.save(stageScene(), "paydetail-airline-end-" + size[0] + "x" + size[1]);
    }
    resize(1280, 800);
  }

  @Test
  void aMarketplacePaymentShowsItsSplitItemsSellerAndMetadata() throws Exception {
    payments.open().lookUp("DEMO-SPLIT-0001");
    waitUntilShowingOrder("DEMO-SPLIT-0001");

    assertThat(payments.hasSection("split")).isTrue();
    List<List<String>> split = payments.rows("paymentSplit");
    assertThat(split).hasSize(3);
    assertThat(split.get(0)).contains("Purchase", "Seller Casa Verde", "BRL 350.00");
    assertThat(split.get(2)).contains("Commission", "BRL 50.00");
    assertThat(payments.rows("orderItems")).hasSize(2);
    assertThat(payments.sectionText("seller")).contains("Paydesk Marketplace", "5399");
    assertThat(payments.rows("paymentMetadata")).contains(List.of("channel", "marketplace-app"));
    assertThat(payments.hasSection("airline")).isFalse();
  }

  @Test
  void aThreeDSecureCardPaymentShowsItsAuthenticationAndVaultedToken() throws Exception {
    payments.open().lookUp("DEMO-3DS-0001");
    waitUntilShowingOrder("DEMO-3DS-0001");

    String method = payments.sectionText("method");
    assertThat(method).contains("2.2.0", "05", "Y", "CARD_ON_FILE \u00b7 FIRST", "3");
    assertThat(payments.fieldText("paymentVaultedToken")).hasSize(36);
    assertThat(payments.fieldText("paymentCallbackUrl"))
        .isEqualTo("https://shop.example.com/paydesk/callback");
    assertThat(payments.hasSection("callback")).isTrue();
    for (int[] size : new int[][] {{1024, 700}, {1440, 900}}) {
      resize(size[0], size[1]);
      payments.openAllSections().scrollDetail(0);
      WaitForAsyncUtils.waitForFxEvents();
      Screenshots.save(stageScene(), "paydetail-3ds-" + size[0] + "x" + size[1]);
      payments.scrollDetail(0.45);
      WaitForAsyncUtils.waitForFxEvents();
      Screenshots.save(stageScene(), "paydetail-3ds-method-" + size[0] + "x" + size[1]);
    }
    resize(1280, 800);
  }

  @Test
  void theRawResponseAndHistoryAreShownFormattedSearchableAndMasked() throws Exception {
    payments.open().lookUp("DEMO-AIRLINE-0001");
    waitUntilShowingOrder("DEMO-AIRLINE-0001");

    payments.showRaw();
    WaitForAsyncUtils.waitFor(
        20,
        SECONDS,
        () -> app.runner().runningProperty().get() == 0 && !payments.rawJson().isEmpty());

    String json = payments.rawJson();
    assertThat(json).contains("\"raw_response\" : {", "\"transactions_history\" : [");
    assertThat(json).contains("\n  \"id\" : ");
    assertThat(json).doesNotContain("1020304050").doesNotContain("1122334455");
    assertThat(payments.rawHistoryCount()).isEqualTo(1);
    assertThat(payments.rawInfo()).startsWith("Read from the service on ");
    assertThat(payments.findInRaw("merchantaccount")).isEqualTo("merchantAccount");
    for (int[] size : new int[][] {{1024, 700}, {1440, 900}}) {
      resize(size[0], size[1]);
      payments.scrollDetailTo("rawPane");
      WaitForAsyncUtils.waitForFxEvents();
      Screenshots.save(stageScene(), "paydetail-raw-" + size[0] + "x" + size[1]);
    }
    payments.scrollDetail(0);
    resize(1280, 800);
    robot.clickOn("#rawClose");
  }

  @Test
  void cancelOrRefundOfACapturedPaymentRefundsItAfterTheReviewInWords() throws Exception {
    Payment paid = tokenPayment("ORD-UI-COR", "250.00", "USD");
    payments.open().lookUp(paid.id());
    waitUntilShowing(paid.id());

    payments.cancelOrRefund();
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(payments.reviewText()).startsWith("Cancel or refund all of USD 250.00 on ");
    payments.confirm();
    WaitForAsyncUtils.waitFor(
        20,
        SECONDS,
        () -> app.runner().runningProperty().get() == 0 && !payments.notice().isEmpty());

    assertThat(payments.notice()).startsWith("Cancel or refund sent.");
    assertThat(payments.refunded()).isEqualTo("USD 250.00");
  }

  @Test
  void ctrlLOpensAnyIdFromAnotherArea() throws Exception {
    String id = app.shell().connection().demoPaymentIds().get(3);
    robot.clickOn("#nav-search");
    payments.openWithShortcut(id);
    waitUntilShowing(id);

    assertThat(payments.shownId()).isEqualTo(id);
  }

  @Test
  void fetching200IdsWith3UnknownSaysWhichFailedAndWhy() throws Exception {
    List<String> ids = new ArrayList<>(app.shell().connection().demoPaymentIds().subList(0, 197));
    List<String> unknown = List.of(uuid(), uuid(), uuid());
    ids.add(50, unknown.get(0));
    ids.add(120, unknown.get(1));
    ids.add(unknown.get(2));
    payments.open().openFetch();
    payments.fetch(String.join("\n", ids));
    WaitForAsyncUtils.waitFor(60, SECONDS, () -> !payments.fetchSummary().isEmpty());

    try {
      assertThat(payments.fetchSummary())
          .startsWith("All 200 ids were asked for: 197 payments are now in the local history.")
          .endsWith(
              "3 were not brought in: 3 not found, 0 refused by the service, 0 without an answer.");
      assertThat(payments.fetchFailureCount()).isEqualTo(3);
      robot.interact(() -> payments.fetchScene().getWindow().setWidth(1024));
      Screenshots.saveAt(payments.fetchScene(), "paydetail-fetch-summary-1024x700", 1024, 700);
      Screenshots.saveAt(payments.fetchScene(), "paydetail-fetch-summary-1440x900", 1440, 900);
    } finally {
      closeFetch();
    }
  }

  /**
   * A watchdog samples the FX thread every 2 ms while 2,000 payments are fetched: the longest
   * stretch it spends inside Paydesk code (work, a wait or I/O started by the console) stays under
   * 100 ms. Wall-clock gaps between pulses are printed beside it: on a machine shared by many
   * builds they also count the time the thread waits for a core or for software rendering.
   */
  @Test
  void theFxThreadIsNeverHeldMoreThan100MsByTheConsoleWhileAFetchRuns() throws Exception {
    List<String> ids = app.shell().connection().demoPaymentIds().subList(0, 2000);
    AtomicLong last = new AtomicLong();
    AtomicLong worstPulseGap = new AtomicLong();
    AnimationTimer pulse =
        new AnimationTimer() {
          @Override
          public void handle(long now) {
            long before = last.getAndSet(now);
            if (before != 0) {
              worstPulseGap.accumulateAndGet(now - before, Math::max);
            }
          }
        };
    FxWatchdog watchdog = new FxWatchdog();
    payments.open().openFetch();
    try {
      robot.interact(
          () -> robot.lookup("#fetchText").queryTextInputControl().setText(String.join("\n", ids)));
      WaitForAsyncUtils.waitForFxEvents();
      robot.interact(pulse::start);
      watchdog.start();
      robot.clickOn("#fetchStart");
      WaitForAsyncUtils.waitFor(120, SECONDS, () -> !payments.fetchSummary().isEmpty());
      watchdog.stop();
      robot.interact(pulse::stop);
      System.out.printf(
          "FX watchdog: longest hold by console code %d ms; longest pulse gap %d ms%n",
          watchdog.longestMillis(), worstPulseGap.get() / 1_000_000);

      assertThat(payments.fetchSummary()).startsWith("All 2,000 ids were asked for");
      assertThat(watchdog.samples()).isGreaterThan(100);
      assertThat(watchdog.longestMillis())
          .as("longest time the FX thread spent in console code at once, ms")
          .isLessThan(100);
    } finally {
      watchdog.stop();
      robot.interact(pulse::stop);
      closeFetch();
    }
  }

  /** Samples the FX thread's stack; measures how long it stays inside Paydesk code at once. */
  private final class FxWatchdog {
    private final AtomicLong longest = new AtomicLong();
    private final AtomicLong samples = new AtomicLong();
    private volatile boolean running;
    private Thread thread;

    void start() {
      AtomicLong fxId = new AtomicLong();
      robot.interact(() -> fxId.set(Thread.currentThread().getId()));
      java.lang.management.ThreadMXBean mx =
          java.lang.management.ManagementFactory.getThreadMXBean();
      running = true;
      thread =
          new Thread(
              () -> {
                long since = -1;
                while (running) {
                  java.lang.management.ThreadInfo info = mx.getThreadInfo(fxId.get(), 80);
                  long now = System.nanoTime();
                  samples.incrementAndGet();
                  if (info != null && inConsoleCode(info.getStackTrace())) {
                    if (since < 0) {
                      since = now;
                    }
                    longest.accumulateAndGet(now - since, Math::max);
                  } else {
                    since = -1;
                  }
                  java.util.concurrent.locks.LockSupport.parkNanos(2_000_000);
                }
              },
              "fx-watchdog");
      thread.setDaemon(true);
      thread.start();
    }

    private boolean inConsoleCode(StackTraceElement[] stack) {
      for (StackTraceElement f : stack) {
        if (f.getClassName().startsWith("io.paydesk.")
            && !f.getClassName().startsWith(PaymentDetailScreenTest.class.getName())) {
          return true;
        }
      }
      return false;
    }

    void stop() throws InterruptedException {
      running = false;
      if (thread != null) {
        thread.join(2000);
      }
    }

    long longestMillis() {
      return longest.get() / 1_000_000;
    }

    long samples() {
      return samples.get();
    }
  }

  /** Closes the fetch window if it is open, so it covers no other test's clicks. */
  private void closeFetch() {
    robot.interact(
        () ->
            robot.lookup("#fetchText").tryQuery().ifPresent(n -> n.getScene().getWindow().hide()));
    WaitForAsyncUtils.waitForFxEvents();
  }

  private static String uuid() {
    return UUID.randomUUID().toString();
  }

  private static javafx.scene.Scene stageScene() {
    return FxToolkit.toolkitContext().getRegisteredStage().getScene();
  }

  private void resize(double width, double height) {
    robot.interact(
        () -> {
          javafx.stage.Window window = FxToolkit.toolkitContext().getRegisteredStage();
          window.setX(0);
          window.setY(0);
          window.setWidth(width);
          window.setHeight(height);
        });
    WaitForAsyncUtils.waitForFxEvents();
  }

  private void waitUntilShowing(String id) throws Exception {
    WaitForAsyncUtils.waitFor(
        20,
        SECONDS,
        () -> app.runner().runningProperty().get() == 0 && id.equals(payments.shownId()));
  }

  private void waitUntilShowingOrder(String orderId) throws Exception {
    WaitForAsyncUtils.waitFor(
        20,
        SECONDS,
        () ->
            app.runner().runningProperty().get() == 0
                && orderId.equals(payments.merchantOrderId()));
  }

  private Payment tokenPayment(String orderId, String amount, String currency) {
    return app.shell()
        .connection()
        .client()
        .payments()
        .create(
            PaymentCreateRequest.builder()
                .accountId(app.shell().connection().accountId())
                .merchantOrderId(orderId)
                .description("Cancel or refund from the console")
                .amount(new BigDecimal(amount), currency)
                .country("US")
                .checkoutSession(UUID.randomUUID().toString())
                .paymentMethod(PaymentMethod.token(UUID.randomUUID().toString()))
                .build(),
            RequestOptions.NONE);
  }
}
