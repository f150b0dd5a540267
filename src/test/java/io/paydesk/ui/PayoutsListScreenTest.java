package io.paydesk.ui;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ops.Connection;
import io.paydesk.ops.PayoutOperations;
import io.paydesk.ops.PayoutResult;
import io.paydesk.ops.TestPayouts;
import io.paydesk.ui.base.PayoutsRequest;
import io.paydesk.ui.kit.DateInput;
import io.paydesk.ui.pages.OverviewPage;
import io.paydesk.ui.pages.PayoutsPage;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.chart.XYChart;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The sent payouts list on the embedded sandbox: filtered by dates, currency, status and text,
 * opened from an overview payouts bar, and fitting 1024x700 in the three languages.
 */
class PayoutsListScreenTest {
  @TempDir static Path dataDir;
  private static PaydeskApp app;
  private static Locale before;
  private static final String RUN = UUID.randomUUID().toString().substring(0, 6).toUpperCase();
  private static final List<String> sentToday = new ArrayList<>();
  private final FxRobot robot = new FxRobot();
  private final PayoutsPage payouts = new PayoutsPage(robot);
  private final OverviewPage overview = new OverviewPage(robot);

  @BeforeAll
  static void startConsoleWithPayouts() throws Exception {
    before = Locale.getDefault();
    Locale.setDefault(Locale.US);
    app = TestConsole.startWithDemoStore(dataDir, 180); // a busy machine starts slowly
    // The store holds only the payouts the console has seen: two sent today, in BRL, and twelve
    // of the sandbox's demo payouts (other days and currencies) looked up by reference. The
    // connection is read for each call: the shell may have replaced it since it started.
    for (int i = 1; i <= 2; i++) {
      String ref = "PO-LIST-" + RUN + "-" + i;
      Connection c = app.shell().connection();
      PayoutResult r =
          c.payouts()
              .create(
                  TestPayouts.bankTransfer(c.accountId(), ref, "25.00"), PayoutOperations.newKey());
      assertThat(r.succeeded()).as(ref).isTrue();
      sentToday.add(ref);
    }
    for (int i = 1; i <= 12; i++) {
      assertThat(app.shell().connection().payouts().lookup(String.format("PO-%05d", i)))
          .isPresent();
    }
    new FxRobot().interact(() -> app.shell().storeChanged());
    idle();
  }

  @AfterAll
  static void closeConsole() throws Exception {
    TestConsole.close(app, before);
  }

  @Test
  void clickingAPayoutsBarListsOnlyThatDaysPayoutsInItsCurrency() throws Exception {
    overview.open();
    LocalDate today = LocalDate.now();
    WaitForAsyncUtils.waitFor(
        30, SECONDS, () -> app.runner().runningProperty().get() == 0 && todayBrl() != null);
    XYChart.Data<String, Number> bar = todayBrl();
    assertThat(bar.getYValue().intValue()).isGreaterThanOrEqualTo(2);

    overview.click(bar);
    idle();

    assertThat(payouts.listShown()).isTrue();
    String day = DateInput.format(today, Locale.getDefault());
    assertThat(payouts.dateFilter("from")).isEqualTo(day);
    assertThat(payouts.dateFilter("to")).isEqualTo(day);
    assertThat(payouts.currencyFilter()).isEqualTo("BRL");
    assertThat(payouts.activeFilters())
        .containsExactly("From: " + day, "To: " + day, "Currency: BRL");
    assertThat(payouts.column("Currency")).hasSize(bar.getYValue().intValue()).containsOnly("BRL");
    assertThat(payouts.column("Reference")).containsAll(sentToday);
    assertThat(payouts.listCount())
        .isEqualTo(
            "Showing "
                + bar.getYValue().intValue()
                + " of "
                + bar.getYValue().intValue()
                + " payouts");
    for (Object row : payouts.list().getItems()) {
      assertThat(
              ((io.paydesk.ui.payouts.PayoutsViewModel.PayoutLine) row)
                  .createdAt()
                  .atZoneSameInstant(java.time.ZoneId.systemDefault())
                  .toLocalDate())
          .isEqualTo(today);
    }
    Screenshots.saveAt(
        robot.targetWindow().getScene(), "payouts-from-overview-bar-1440x900", 1440, 900);
    Screenshots.saveAt(
        robot.targetWindow().getScene(), "payouts-from-overview-bar-1024x700", 1024, 700);
  }

  @Test
  void filtersNarrowTheListAndEachChipRemovesItsFilterWithOneClick() throws Exception {
    payouts.openList();
    clearFilters();
    int all = payouts.list().getItems().size();
    assertThat(all).isEqualTo(14);
    assertThat(payouts.listCount()).isEqualTo("Showing 14 of 14 payouts");

    payouts.filterText("PO-0000");
    idle();
    assertThat(payouts.column("Reference")).hasSize(9).allMatch(r -> r.startsWith("PO-0000"));

    payouts.filterStatus("SUCCEEDED");
    idle();
    assertThat(payouts.column("Status")).isNotEmpty().containsOnly("Succeeded");
    assertThat(payouts.activeFilters()).containsExactly("Status: Succeeded", "Text: PO-0000");

    payouts.removeFilter("Text");
    idle();
    assertThat(payouts.activeFilters()).containsExactly("Status: Succeeded");
    assertThat(payouts.column("Reference")).contains(sentToday.get(0));

    payouts.removeFilter("Status");
    payouts.filterText("maria silva");
    idle();
    assertThat(payouts.column("Reference")).containsAll(sentToday);
    assertThat(payouts.column("Beneficiary")).containsOnly("Maria Silva");
    clearFilters();
    assertThat(payouts.list().getItems()).hasSize(all);
  }

  @Test
  void theSentListFitsWithNoHeaderOrValueCutInEnglishSpanishAndPortuguese() throws Exception {
    TestConsole.inEachLanguage(
        app,
        language -> {
          payouts.openList();
          idle();
          Scene scene = robot.targetWindow().getScene();
          for (int[] size : new int[][] {{1024, 700}, {1440, 900}}) {
            Screenshots.saveAt(
                scene,
                "payouts-list-" + language.tag() + "-" + size[0] + "x" + size[1],
                size[0],
                size[1]);
            assertInside(
                scene,
                "#payoutFilterText",
                "#payoutFilterStatus",
                "#payoutRefresh",
                "#payoutExport",
                "#payoutList");
            // The table settles its columns one layout after a resize.
            WaitForAsyncUtils.waitFor(5, SECONDS, () -> everyColumnReachable(payouts.list()));
            Screenshots.save(
                scene, "payouts-list-" + language.tag() + "-" + size[0] + "x" + size[1]);
            assertThat(CutTexts.in(robot, payouts.list())).as(language + " " + size[0]).isEmpty();
          }
        });
  }

  /** The columns fit the table, or a horizontal scroll bar reaches those that do not. */
  private boolean everyColumnReachable(javafx.scene.control.TableView<?> table) {
    boolean[] ok = new boolean[1];
    robot.interact(
        () -> {
          double sum =
              table.getVisibleLeafColumns().stream()
                  .mapToDouble(javafx.scene.control.TableColumnBase::getWidth)
                  .sum();
          boolean hbar =
              table.lookupAll(".scroll-bar").stream()
                  .anyMatch(
                      n ->
                          n instanceof javafx.scene.control.ScrollBar b
                              && b.getOrientation() == javafx.geometry.Orientation.HORIZONTAL
                              && b.isVisible());
          ok[0] = hbar || sum <= table.getWidth();
        });
    return ok[0];
  }

  private XYChart.Data<String, Number> todayBrl() {
    PayoutsRequest wanted = new PayoutsRequest(LocalDate.now(), LocalDate.now(), "BRL");
    return overview.payoutBars().stream()
        .filter(d -> wanted.equals(d.getExtraValue()))
        .findFirst()
        .orElse(null);
  }

  private void clearFilters() throws Exception {
    while (!payouts.activeFilters().isEmpty()) {
      payouts.removeFilter("");
    }
    payouts.filterText("");
    idle();
  }

  private void assertInside(Scene scene, String... queries) {
    for (String query : queries) {
      Node node = robot.lookup(query).query();
      Bounds b = node.localToScene(node.getLayoutBounds());
      assertThat(node.isVisible()).as(query + " visible").isTrue();
      assertThat(b.getMinX()).as(query + " left").isGreaterThanOrEqualTo(0);
      assertThat(b.getMaxX()).as(query + " right").isLessThanOrEqualTo(scene.getWidth());
      assertThat(b.getMaxY()).as(query + " bottom").isLessThanOrEqualTo(scene.getHeight());
    }
  }

  private static void idle() throws Exception {
    WaitForAsyncUtils.waitForFxEvents();
    WaitForAsyncUtils.waitFor(20, SECONDS, () -> app.runner().runningProperty().get() == 0);
    WaitForAsyncUtils.waitForFxEvents();
  }
}
