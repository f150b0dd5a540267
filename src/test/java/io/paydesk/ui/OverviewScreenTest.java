package io.paydesk.ui;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ops.AppPaths;
import io.paydesk.ops.ConnectionSettings;
import io.paydesk.store.PaymentQuery;
import io.paydesk.ui.base.FxTaskRunner;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.SearchRequest;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.Styles;
import io.paydesk.ui.kit.Catalogue;
import io.paydesk.ui.kit.Views;
import io.paydesk.ui.overview.OverviewView;
import io.paydesk.ui.overview.OverviewViewModel;
import io.paydesk.ui.pages.OverviewPage;
import io.paydesk.ui.pages.SearchPage;
import java.nio.file.Path;
import java.text.NumberFormat;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.chart.XYChart;
import javafx.scene.control.TextField;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** The overview, the console's home, on the embedded sandbox's demo payments. */
class OverviewScreenTest {
  @TempDir static Path dataDir;
  @TempDir static Path emptyDir;
  private static PaydeskApp app;
  private final FxRobot robot = new FxRobot();
  private final OverviewPage overview = new OverviewPage(robot);

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
  void theConsoleOpensOnTheOverviewShowingTheDemoPaymentsOfTheLast30Days() throws Exception {
    waitForCharts();
    assertThat(overview.isShown()).isTrue();
    assertThat(overview.currency()).isEqualTo("USD");
    LocalDate today = LocalDate.now();
    long expected =
        app.shell()
            .connection()
            .store()
            .payments()
            .count(
                PaymentQuery.builder()
                    .currency("USD")
                    .createdBetween(
                        today.minusDays(29).atStartOfDay(ZoneId.systemDefault()).toInstant(),
                        today.plusDays(1).atStartOfDay(ZoneId.systemDefault()).toInstant())
                    .build());
    assertThat(expected).isPositive();
    assertThat(overview.totals())
        .startsWith(NumberFormat.getIntegerInstance().format(expected) + " payments \u00b7 USD ");
    assertThat(overview.dailyTotal()).isEqualTo(expected);
    assertThat(overview.statusSlices()).isNotEmpty();
    // Reasons in words (the demo's declines spread over several issuers' codes), never raw codes.
    assertThat(overview.reasons())
        .isNotEmpty()
        .extracting(XYChart.Data::getYValue)
        .noneMatch(label -> label.matches("[A-Z_]+"));
    assertThat(overview.message()).isEmpty();
  }

  @Test
  void statusesAreDrawnInTheirBadgesColoursAndReasonsAreCountedInWholeNumbers() throws Exception {
    overview.open();
    waitForCharts();
    String succeeded = Catalogue.Kind.PAYMENT_STATUS.label("SUCCEEDED");
    String declined = Catalogue.Kind.PAYMENT_STATUS.label("DECLINED");
    javafx.scene.paint.Color good =
        (javafx.scene.paint.Color) overview.badgeColour(Styles.STATUS_GOOD);
    javafx.scene.paint.Color bad =
        (javafx.scene.paint.Color) overview.badgeColour(Styles.STATUS_BAD);
    assertThat(near(good, bad)).isFalse();

    // A bar's or slice's shading makes it lighter or darker: compared by hue.
    assertThat(near(overview.dailyColour(succeeded), good)).as("Succeeded bars").isTrue();
    assertThat(near(overview.dailyColour(declined), bad)).as("Declined bars").isTrue();
    assertThat(near(overview.sliceColour(succeeded), good)).as("Succeeded slice").isTrue();
    assertThat(near(overview.sliceColour(declined), bad)).as("Declined slice").isTrue();
    assertThat(overview.reasonTicks()).isNotEmpty().allMatch(v -> v == Math.rint(v));
  }

  @Test
  void clickingABarOpensSearchWithItsStatusCurrencyAndDay() throws Exception {
    overview.open();
    waitForCharts();
    XYChart.Data<String, Number> bar = overview.tallestBar();
    SearchRequest request = (SearchRequest) bar.getExtraValue();
    overview.click(bar);
    waitUntilIdle();

    SearchPage search = new SearchPage(robot);
    assertThat(robot.lookup("#searchResults").tryQuery()).isPresent();
    assertThat(search.dateText("createdFrom")).isNotEmpty();
    assertThat(search.dateText("createdFrom")).isEqualTo(search.dateText("createdTo"));
    List<String> statuses = new ArrayList<>(search.column("status"));
    assertThat(statuses).hasSize(bar.getYValue().intValue());
    assertThat(statuses).containsOnly(request.statuses().iterator().next());
    assertThat(search.column("amount")).allMatch(a -> a.startsWith("USD "));
    Screenshots.save(robot.targetWindow().getScene(), "overview-bar-to-search");
  }

  @Test
  void clickingAReasonOpensSearchWithItsDeclinedPaymentsOfThatResponseCode() throws Exception {
    overview.open();
    waitForCharts();
    XYChart.Data<Number, String> reason = overview.reasons().get(0);
    SearchRequest request = (SearchRequest) reason.getExtraValue();
    assertThat(request.responseCode()).isNotNull();
    assertThat(reason.getYValue())
        .isEqualTo(Catalogue.Kind.RESPONSE_CODE.label(request.responseCode()));
    overview.click(reason);
    waitUntilIdle();

    SearchPage search = new SearchPage(robot);
    assertThat(robot.lookup("#responseCodeFilter").queryAs(TextField.class).getText())
        .isEqualTo(request.responseCode());
    // Its chip shows the code as typed, underscores and all (not read as a mnemonic).
    assertThat(search.drawnFilters()).anyMatch(chip -> chip.endsWith(request.responseCode()));
    List<String> statuses = new ArrayList<>(search.column("status"));
    assertThat(statuses).hasSize(reason.getXValue().intValue()).containsOnly("DECLINED");
    assertThat(search.column("amount")).allMatch(a -> a.startsWith("USD "));
  }

  @Test
  void theOverviewFitsAt1024x700And1440x900() throws Exception {
    overview.open();
    waitForCharts();
    Scene scene = FxToolkit.toolkitContext().getRegisteredStage().getScene();
    try {
      Screenshots.saveAt(scene, "overview-1024x700", 1024, 700);
      assertInside(
          scene, "#overviewPreset", "#overviewCurrency", "#overviewTotals", "#overviewScroll");
      Screenshots.saveAt(scene, "overview-1440x900", 1440, 900);
      assertInside(
          scene, "#overviewPreset", "#overviewCurrency", "#overviewTotals", "#overviewScroll");
      javafx.scene.control.ScrollPane scroll =
          robot.lookup("#overviewScroll").queryAs(javafx.scene.control.ScrollPane.class);
      robot.interact(() -> scroll.setVvalue(1));
      Screenshots.save(scene, "overview-1440x900-scrolled");
      robot.interact(() -> scroll.setVvalue(0));
    } finally {
      Screenshots.saveAt(scene, "overview-1280x800", 1280, 800);
    }
  }

  @Test
  void anEmptyStoreSaysWhatToDo() throws Exception {
    FxTaskRunner runner = new FxTaskRunner();
    ShellViewModel shell = new ShellViewModel(runner, emptyDir);
    try {
      robot.interact(() -> shell.connect(ConnectionSettings.embedded()));
      WaitForAsyncUtils.waitFor(60, SECONDS, () -> shell.connection() != null);
      OverviewViewModel model =
          new OverviewViewModel(
              shell.connectionProperty(),
              runner,
              r -> {},
              ZoneId.systemDefault(),
              Clock.systemDefaultZone());
      Parent[] root = new Parent[1];
      robot.interact(
          () ->
              root[0] =
                  Views.load("/fxml/overview/OverviewView.fxml", t -> new OverviewView(model)));
      javafx.stage.Stage[] own = new javafx.stage.Stage[1];
      robot.interact(
          () -> {
            own[0] = new javafx.stage.Stage();
            Scene scene = new Scene(root[0], 1024, 700);
            for (String css : new String[] {"/styles/theme.css", "/styles/app.css"}) {
              scene.getStylesheets().add(getClass().getResource(css).toExternalForm());
            }
            own[0].setScene(scene);
            own[0].show();
          });
      javafx.stage.Stage stage = own[0];
      WaitForAsyncUtils.waitFor(
          20,
          SECONDS,
          () -> runner.runningProperty().get() == 0 && !model.messageProperty().get().isEmpty());
      WaitForAsyncUtils.waitForFxEvents();
      javafx.scene.control.Label message =
          (javafx.scene.control.Label) root[0].lookup("#overviewMessage");
      assertThat(message.getParent().isVisible()).isTrue();
      assertThat(message.getText())
          .isEqualTo(Messages.get("overview.message.emptyStore"))
          .contains("Settings");
      Screenshots.save(stage.getScene(), "overview-empty-store");
      robot.interact(stage::close);
    } finally {
      robot.interact(shell::shutdown);
      runner.close();
    }
  }

  /** The same hue within a few degrees: bars and slices shade their colour lighter or darker. */
  private static boolean near(javafx.scene.paint.Paint paint, javafx.scene.paint.Color c) {
    double a = ((javafx.scene.paint.Color) paint).getHue();
    double diff = Math.abs(a - c.getHue()) % 360;
    return Math.min(diff, 360 - diff) < 8;
  }

  private void assertInside(Scene scene, String... queries) {
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

  private void waitForCharts() throws Exception {
    WaitForAsyncUtils.waitFor(
        30, SECONDS, () -> app.runner().runningProperty().get() == 0 && overview.dailyTotal() > 0);
    WaitForAsyncUtils.waitForFxEvents();
  }

  private void waitUntilIdle() throws Exception {
    WaitForAsyncUtils.waitFor(20, SECONDS, () -> app.runner().runningProperty().get() == 0);
    WaitForAsyncUtils.waitForFxEvents();
  }
}
