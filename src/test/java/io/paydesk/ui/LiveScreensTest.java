package io.paydesk.ui;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ops.Connection;
import io.paydesk.store.PaymentQuery;
import io.paydesk.store.PaymentRow;
import io.paydesk.ui.base.Looks;
import io.paydesk.ui.kit.Cells;
import io.paydesk.ui.pages.DisputesPage;
import io.paydesk.ui.pages.EvidencePage;
import io.paydesk.ui.pages.NoticePage;
import io.paydesk.ui.pages.PaymentsPage;
import io.paydesk.ui.pages.SearchPage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Events from the service reach the open screens with no click: the Disputes list and its sidebar
 * count, Search ("3 new payments match: Show"), a payment's open detail with a note of what
 * changed, and a new chargeback's notice, which opens it. End to end, the sandbox's webhook reaches
 * the console's own inbox; the other tests store and apply events as that inbox does (intake, then
 * worker), on the console's store.
 */
class LiveScreensTest {
  @TempDir static Path dataDir;
  private static PaydeskApp app;
  private static Locale before;
  private static final Set<String> used = new HashSet<>();
  private final FxRobot robot = new FxRobot();

  @BeforeAll
  static void startConsole() throws Exception {
    before = Locale.getDefault();
    Locale.setDefault(Locale.ENGLISH);
    app = TestConsole.startWithDemoStore(dataDir);
    TestConsole.resize(1024, 700);
  }

  @AfterAll
  static void closeConsole() throws Exception {
    TestConsole.close(app, before);
  }

  private static Connection connection() {
    return app.shell().connection();
  }

  private static void idle() throws Exception {
    WaitForAsyncUtils.waitForFxEvents();
    WaitForAsyncUtils.waitFor(60, SECONDS, () -> app.runner().runningProperty().get() == 0);
    WaitForAsyncUtils.waitForFxEvents();
  }

  /** Card payments that succeeded, with no chargeback yet, not used by another test. */
  private static List<PaymentRow> succeededCardPayments(int n) {
    List<PaymentRow> out = new ArrayList<>();
    for (PaymentRow r :
        connection()
            .store()
            .payments()
            .search(
                PaymentQuery.builder()
                    .status("SUCCEEDED")
                    .hasChargeback(false)
                    .pageSize(200)
                    .build())
            .items()) {
      if (r.cardBrand() != null && r.cardLastFour() != null && used.add(r.id())) {
        out.add(r);
        if (out.size() == n) {
          return out;
        }
      }
    }
    throw new AssertionError("Not enough succeeded card payments in the demo store");
  }

  private static int count(String text) {
    return text.isEmpty() ? 0 : Integer.parseInt(text.replaceAll("\\D", ""));
  }

  @Test
  void aNewChargebackShowsInDisputesAndItsCountWithNoClickAndItsNoticeOpensIt() throws Exception {
    DisputesPage disputes = new DisputesPage(robot).open();
    idle();
    int openBefore = count(disputes.sidebarCount());
    PaymentRow p = succeededCardPayments(1).get(0);
    assertThat(disputes.lists(p.id())).isFalse();

    long start = System.nanoTime();
    ServiceEvents.chargebacks(connection(), p.id());
    long applied = System.nanoTime();
    WaitForAsyncUtils.waitFor(
        2,
        SECONDS,
        () -> disputes.lists(p.id()) && count(disputes.sidebarCount()) == openBefore + 1);
    System.out.println(
        "Chargeback opened and its event applied in "
            + (applied - start) / 1_000_000
            + " ms; in the Disputes list and its count "
            + (System.nanoTime() - applied) / 1_000_000
            + " ms later");

    NoticePage notices = new NoticePage(robot);
    WaitForAsyncUtils.waitFor(5, SECONDS, () -> notices.shown(p.cardLastFour()));
    assertThat(String.join("\n", notices.texts(p.cardLastFour())))
        .contains("New chargeback")
        .contains(Cells.mask(p.cardLastFour()))
        .contains(io.paydesk.ui.base.Formats.money(p.amount(), p.currency()))
        .containsPattern("day|due today")
        .contains("Click to open it in Disputes");
    Screenshots.saveWithOverlays(TestConsole.stageScene(), "live-chargeback-en");

    new PaymentsPage(robot).open(); // elsewhere: the notice brings the chargeback back
    idle();
    notices.click(p.cardLastFour());
    idle();
    EvidencePage evidence = new EvidencePage(robot);
    WaitForAsyncUtils.waitFor(10, SECONDS, evidence::shown);
    assertThat(robot.lookup("#nav-disputes").queryAs(javafx.scene.control.ToggleButton.class))
        .matches(javafx.scene.control.ToggleButton::isSelected, "Disputes selected");
    WaitForAsyncUtils.waitFor(
        10,
        SECONDS,
        () ->
            evidence
                .title()
                .equals(
                    "Chargeback on "
                        + (p.merchantOrderId() == null ? p.id() : p.merchantOrderId())));
  }

  @Test
  void endToEndAChargebackOpenedAtTheSandboxReachesDisputesThroughTheConsolesInbox()
      throws Exception {
    WaitForAsyncUtils.waitFor(30, SECONDS, () -> connection().inbox().running());
    DisputesPage disputes = new DisputesPage(robot).open();
    idle();
    int openBefore = count(disputes.sidebarCount());
    PaymentRow p = succeededCardPayments(1).get(0);

    // Only the sandbox's control API: its webhook reaches the console's inbox, which applies it.
    long start = System.nanoTime();
    TestConsole.sandbox(
        connection().sandboxBaseUrl(),
        "/payments/" + p.id() + "/chargeback",
        "{\"reason\":\"FRAUDULENT\"}");
    WaitForAsyncUtils.waitFor(
        2,
        SECONDS,
        () -> disputes.lists(p.id()) && count(disputes.sidebarCount()) == openBefore + 1);
    System.out.println(
        "End to end: chargeback in the Disputes list and its count "
            + (System.nanoTime() - start) / 1_000_000
            + " ms after the sandbox opened it");

    NoticePage notices = new NoticePage(robot);
    WaitForAsyncUtils.waitFor(5, SECONDS, () -> notices.shown(p.cardLastFour()));
    new PaymentsPage(robot).open();
    idle();
    notices.click(p.cardLastFour());
    idle();
    EvidencePage evidence = new EvidencePage(robot);
    WaitForAsyncUtils.waitFor(10, SECONDS, evidence::shown);
    WaitForAsyncUtils.waitFor(
        10,
        SECONDS,
        () ->
            evidence
                .title()
                .equals(
                    "Chargeback on "
                        + (p.merchantOrderId() == null ? p.id() : p.merchantOrderId())));
  }

  @Test
  void searchSaysHowManyNewPaymentsMatchAndShowRunsItAgain() throws Exception {
    SearchPage search = new SearchPage(robot).open().clear();
    search.onlyStatus("CHARGEBACK").pressEnter();
    idle();
    List<String> shown = search.column("id");
    List<PaymentRow> three = succeededCardPayments(3);

    ServiceEvents.chargebacks(
        connection(), three.get(0).id(), three.get(1).id(), three.get(2).id());
    WaitForAsyncUtils.waitFor(2, SECONDS, () -> !search.news().isEmpty());
    idle();

    assertThat(search.news()).isEqualTo("3 new payments match:");
    assertThat(search.column("id")).isEqualTo(shown); // nothing moved under the user's eyes
    Screenshots.saveWithOverlays(TestConsole.stageScene(), "live-search-en");

    search.showNews();
    idle();
    assertThat(search.column("id"))
        .contains(three.get(0).id(), three.get(1).id(), three.get(2).id());
    assertThat(search.news()).isEmpty();
  }

  @Test
  void theOpenDetailOfAPaymentReloadsWithANoteOfWhatChanged() throws Exception {
    PaymentRow p = succeededCardPayments(1).get(0);
    PaymentsPage payments = new PaymentsPage(robot).open().lookUp(p.id());
    idle();
    assertThat(payments.status()).isEqualTo("Succeeded");

    ServiceEvents.chargebacks(connection(), p.id());
    WaitForAsyncUtils.waitFor(2, SECONDS, () -> !payments.notice().isEmpty());
    idle();

    assertThat(payments.notice()).isEqualTo("Updated by the service: status Chargeback");
    assertThat(payments.status()).isEqualTo("Chargeback");
    Screenshots.saveWithOverlays(TestConsole.stageScene(), "live-detail-en");
  }

  @Test
  void inSpanishTheNoteAndTheNoticeSayItInSpanish() throws Exception {
    robot.interact(() -> app.looks().languageProperty().set(Looks.Language.SPANISH));
    idle();
    try {
      PaymentRow p = succeededCardPayments(1).get(0);
      PaymentsPage payments = new PaymentsPage(robot).open().lookUp(p.id());
      idle();

      ServiceEvents.chargebacks(connection(), p.id());
      NoticePage notices = new NoticePage(robot);
      WaitForAsyncUtils.waitFor(
          5, SECONDS, () -> !payments.notice().isEmpty() && notices.shown(p.cardLastFour()));
      idle();

      assertThat(payments.notice()).isEqualTo("Actualizado por el servicio: estado Contracargo");
      assertThat(String.join("\n", notices.texts(p.cardLastFour())))
          .contains("Nuevo contracargo")
          .contains("Haga clic para abrirlo en Disputas");
      Screenshots.saveWithOverlays(TestConsole.stageScene(), "live-detail-es");

      SearchPage search = new SearchPage(robot).open().clear();
      search.onlyStatus("CHARGEBACK").pressEnter();
      idle();
      List<PaymentRow> two = succeededCardPayments(2);
      ServiceEvents.chargebacks(connection(), two.get(0).id(), two.get(1).id());
      WaitForAsyncUtils.waitFor(2, SECONDS, () -> !search.news().isEmpty());
      idle();
      assertThat(search.news()).isEqualTo("2 pagos nuevos coinciden:");
      Screenshots.saveWithOverlays(TestConsole.stageScene(), "live-search-es");
    } finally {
      robot.interact(() -> app.looks().languageProperty().set(Looks.Language.ENGLISH));
      idle();
    }
  }
}
