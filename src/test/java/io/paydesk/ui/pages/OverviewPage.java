package io.paydesk.ui.pages;

import java.util.List;
import javafx.scene.Node;
import javafx.scene.chart.PieChart;
import javafx.scene.chart.XYChart;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import org.testfx.api.FxRobot;

/** The Overview screen (the console's home) as a user reads and clicks it. */
public final class OverviewPage {
  private final FxRobot robot;

  public OverviewPage(FxRobot robot) {
    this.robot = robot;
  }

  public OverviewPage open() {
    Nav.click(robot, "#nav-overview");
    return this;
  }

  public boolean isShown() {
    return robot.lookup("#overviewScreen").tryQuery().map(Node::isVisible).orElse(false)
        && robot.lookup("#overviewScreen").query().getScene() != null;
  }

  /** "N payments · USD … · approval rate …". */
  public String totals() {
    return Fx.read(() -> text("#overviewTotals"));
  }

  /** What to do when there is nothing to draw; "" when charts are shown. */
  public String message() {
    return Fx.read(
        () -> {
          Label l = robot.lookup("#overviewMessage").queryAs(Label.class);
          return l.getParent().isVisible() ? l.getText() : "";
        });
  }

  @SuppressWarnings("unchecked")
  public String currency() {
    return Fx.read(
        () -> (String) robot.lookup("#overviewCurrency").queryAs(ComboBox.class).getValue());
  }

  /** The payments-per-day chart's series: status label and its daily values. */
  @SuppressWarnings("unchecked")
  public List<XYChart.Series<String, Number>> dailySeries() {
    return Fx.read(
        () ->
            List.copyOf(
                ((XYChart<String, Number>) robot.lookup("#overviewDailyChart").query()).getData()));
  }

  /** The sum of every bar of the payments-per-day chart. */
  public long dailyTotal() {
    return Fx.read(
        () ->
            dailySeries().stream()
                .flatMap(s -> s.getData().stream())
                .mapToLong(d -> d.getYValue().longValue())
                .sum());
  }

  /** The tallest bar of the payments-per-day chart. */
  public XYChart.Data<String, Number> tallestBar() {
    return Fx.read(
        () ->
            dailySeries().stream()
                .flatMap(s -> s.getData().stream())
                .max(java.util.Comparator.comparingDouble(d -> d.getYValue().doubleValue()))
                .orElseThrow());
  }

  /** Clicks a bar as a user would. */
  public OverviewPage click(XYChart.Data<?, ?> bar) {
    reveal(bar.getNode());
    robot.clickOn(bar.getNode());
    return this;
  }

  /** Scrolls the overview so a node below the fold is in view, as a user would. */
  private void reveal(Node node) {
    robot.interact(
        () -> {
          Node p = node.getParent();
          while (p != null && !(p instanceof javafx.scene.control.ScrollPane)) {
            p = p.getParent();
          }
          if (p instanceof javafx.scene.control.ScrollPane scroll) {
            Node content = scroll.getContent();
            javafx.geometry.Bounds b =
                content.sceneToLocal(node.localToScene(node.getBoundsInLocal()));
            double extra =
                content.getLayoutBounds().getHeight() - scroll.getViewportBounds().getHeight();
            if (extra > 0) {
              double top =
                  b.getMinY() - (scroll.getViewportBounds().getHeight() - b.getHeight()) / 2;
              scroll.setVvalue(Math.max(0, Math.min(1, top / extra)));
            }
          }
        });
    org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
  }

  /** The payments-by-status slices. */
  public List<PieChart.Data> statusSlices() {
    return Fx.read(
        () -> List.copyOf(((PieChart) robot.lookup("#overviewStatusPie").query()).getData()));
  }

  /**
   * The shown labels of the payments-by-status pie that are drawn over another one (a label left
   * where the pie first put it: all of them in one corner).
   */
  public List<String> overlappingPieLabels() {
    List<javafx.scene.text.Text> labels =
        robot.lookup("#overviewStatusPie .chart-pie-label").queryAll().stream()
            .filter(n -> n instanceof javafx.scene.text.Text t && t.isVisible())
            .map(n -> (javafx.scene.text.Text) n)
            .toList();
    List<String> over = new java.util.ArrayList<>();
    for (javafx.scene.text.Text a : labels) {
      for (javafx.scene.text.Text b : labels) {
        if (a != b && a.getBoundsInParent().intersects(b.getBoundsInParent())) {
          over.add(a.getText());
          break;
        }
      }
    }
    return over;
  }

  /** The colour a series of the payments-per-day chart (by its status label) is drawn in. */
  public javafx.scene.paint.Paint dailyColour(String statusLabel) {
    XYChart.Series<String, Number> series =
        dailySeries().stream()
            .filter(s -> statusLabel.equals(s.getName()))
            .findFirst()
            .orElseThrow(() -> new AssertionError("no series " + statusLabel));
    return fill(series.getData().get(0).getNode());
  }

  /** The colour of the payments-by-status slice whose label starts with the status label. */
  public javafx.scene.paint.Paint sliceColour(String statusLabel) {
    return fill(
        statusSlices().stream()
            .filter(d -> d.getName().startsWith(statusLabel + ":"))
            .findFirst()
            .orElseThrow(() -> new AssertionError("no slice " + statusLabel))
            .getNode());
  }

  /** The text colour of a status badge of this tone (a Styles.STATUS_* class) on this screen. */
  public javafx.scene.paint.Paint badgeColour(String tone) {
    Label badge = new Label("x");
    javafx.scene.layout.Pane parent =
        (javafx.scene.layout.Pane) robot.lookup("#overviewDailyChart").query().getParent();
    javafx.scene.paint.Paint[] out = new javafx.scene.paint.Paint[1];
    robot.interact(
        () -> {
          badge.getStyleClass().add("status-badge");
          io.paydesk.ui.kit.Cells.paint(badge, "x", tone);
          parent.getChildren().add(badge);
          badge.applyCss();
          out[0] = badge.getTextFill();
          parent.getChildren().remove(badge);
        });
    return out[0];
  }

  /** The values the decline reasons' count axis ticks at. */
  public List<Double> reasonTicks() {
    XYChart<?, ?> chart = robot.lookup("#overviewReasonsChart").queryAs(XYChart.class);
    javafx.scene.chart.NumberAxis axis = (javafx.scene.chart.NumberAxis) chart.getXAxis();
    return axis.getTickMarks().stream().map(t -> ((Number) t.getValue()).doubleValue()).toList();
  }

  /** A bar's or slice's colour: its fill, or the middle of its gradient (bars are shaded). */
  private static javafx.scene.paint.Paint fill(Node node) {
    javafx.scene.layout.Region r = (javafx.scene.layout.Region) node;
    javafx.scene.paint.Paint p =
        r.getBackground().getFills().get(r.getBackground().getFills().size() - 1).getFill();
    if (p instanceof javafx.scene.paint.LinearGradient g) {
      return g.getStops().get(g.getStops().size() / 2).getColor();
    }
    if (p instanceof javafx.scene.paint.RadialGradient g) {
      return g.getStops().get(g.getStops().size() / 2).getColor();
    }
    return p;
  }

  /** The decline reasons chart's bars (count, code). */
  @SuppressWarnings("unchecked")
  public List<XYChart.Data<Number, String>> reasons() {
    return Fx.read(
        () -> {
          List<XYChart.Series<Number, String>> s =
              ((XYChart<Number, String>) robot.lookup("#overviewReasonsChart").query()).getData();
          return s.isEmpty() ? List.of() : List.copyOf(s.get(0).getData());
        });
  }

  private String text(String query) {
    return robot.lookup(query).queryAs(Label.class).getText();
  }

  /** The payouts-per-day chart's bars of every currency. */
  @SuppressWarnings("unchecked")
  public List<XYChart.Data<String, Number>> payoutBars() {
    return Fx.read(
        () ->
            ((XYChart<String, Number>) robot.lookup("#overviewPayoutsChart").query())
                .getData().stream().flatMap(s -> s.getData().stream()).toList());
  }
}
