package io.paydesk.ui.overview;

import io.paydesk.ops.Overview;
import io.paydesk.ui.base.SearchRequest;
import io.paydesk.ui.overview.OverviewShapes.Point;
import io.paydesk.ui.overview.OverviewShapes.Series;
import io.paydesk.ui.overview.OverviewShapes.Slice;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.chart.PieChart;
import javafx.scene.chart.XYChart;

/**
 * The overview's shapes ({@link OverviewShapes}) in JavaFX's chart types, the lists the charts
 * show: each bar and point carries what it opens as its extra value, each slice through {@link
 * #opens(PieChart.Data)}.
 */
final class OverviewCharts {
  private final ObservableList<String> dayLabels = FXCollections.observableArrayList();
  private final ObservableList<XYChart.Series<String, Number>> daily =
      FXCollections.observableArrayList();
  private final ObservableList<XYChart.Series<String, Number>> approval =
      FXCollections.observableArrayList();
  private final ObservableList<PieChart.Data> byStatus = FXCollections.observableArrayList();
  private final ObservableList<String> paymentStatuses = FXCollections.observableArrayList();
  private final ObservableList<String> subscriptionStatuses = FXCollections.observableArrayList();
  private final ObservableList<XYChart.Series<Number, String>> reasons =
      FXCollections.observableArrayList();
  private final ObservableList<XYChart.Series<String, Number>> chargebacks =
      FXCollections.observableArrayList();
  private final ObservableList<XYChart.Series<String, Number>> payouts =
      FXCollections.observableArrayList();
  private final ObservableList<PieChart.Data> subscriptions = FXCollections.observableArrayList();

  /** PieChart.Data has no extra value: what each slice opens. */
  private final Map<PieChart.Data, Object> sliceOpens = new IdentityHashMap<>();

  /** Draws every chart of what was read. */
  void draw(Overview.Charts c, boolean volume, double low, double high) {
    // Stacked bar charts draw nothing for categories their axis does not list: set them first.
    dayLabels.setAll(OverviewShapes.dayLabels(c.range()));
    drawDaily(c, volume);
    approval.setAll(List.of(xy(OverviewShapes.approval(c))));
    sliceOpens.keySet().removeAll(byStatus);
    byStatus.setAll(pie(OverviewShapes.byStatus(c)));
    reasons.setAll(List.of(lying(OverviewShapes.reasons(c))));
    drawChargebacks(c, low, high);
    payouts.setAll(OverviewShapes.payouts(c).stream().map(OverviewCharts::xy).toList());
    sliceOpens.keySet().removeAll(subscriptions);
    subscriptionStatuses.setAll(c.subscriptions().stream().map(s -> s.status()).toList());
    subscriptions.setAll(pie(OverviewShapes.subscriptions(c)));
  }

  /** The payments per day again, as counts or volumes. */
  void drawDaily(Overview.Charts c, boolean volume) {
    paymentStatuses.setAll(OverviewShapes.paymentStatuses(c));
    daily.setAll(OverviewShapes.daily(c, volume).stream().map(OverviewCharts::xy).toList());
  }

  /** The chargebacks' share again, with warning and alert lines at these percentages. */
  void drawChargebacks(Overview.Charts c, double low, double high) {
    chargebacks.setAll(
        OverviewShapes.chargebacks(c, low, high).stream().map(OverviewCharts::xy).toList());
  }

  void clear() {
    dayLabels.clear();
    daily.clear();
    approval.clear();
    byStatus.clear();
    reasons.clear();
    chargebacks.clear();
    payouts.clear();
    subscriptions.clear();
    sliceOpens.clear();
  }

  /** What a slice of {@link #byStatus()} or {@link #subscriptions()} opens, or null. */
  Object opens(PieChart.Data slice) {
    return sliceOpens.get(slice);
  }

  private List<PieChart.Data> pie(List<Slice> slices) {
    return slices.stream()
        .map(
            s -> {
              PieChart.Data d = new PieChart.Data(s.name(), s.value());
              sliceOpens.put(d, s.opens());
              return d;
            })
        .toList();
  }

  private static XYChart.Series<String, Number> xy(Series s) {
    XYChart.Series<String, Number> out = new XYChart.Series<>();
    out.setName(s.name());
    for (Point p : s.points()) {
      out.getData().add(new XYChart.Data<>(p.category(), p.value(), p.opens()));
    }
    return out;
  }

  /** A series of horizontal bars: the value along x, the category up the y axis. */
  private static XYChart.Series<Number, String> lying(Series s) {
    XYChart.Series<Number, String> out = new XYChart.Series<>();
    out.setName(s.name());
    for (Point p : s.points()) {
      out.getData().add(new XYChart.Data<>(p.value(), p.category(), p.opens()));
    }
    return out;
  }

  /** The search a payments-by-status slice opens, or null. */
  SearchRequest searchOf(PieChart.Data slice) {
    return opens(slice) instanceof SearchRequest r ? r : null;
  }

  ObservableList<String> dayLabels() {
    return dayLabels;
  }

  ObservableList<XYChart.Series<String, Number>> daily() {
    return daily;
  }

  ObservableList<XYChart.Series<String, Number>> approval() {
    return approval;
  }

  ObservableList<PieChart.Data> byStatus() {
    return byStatus;
  }

  ObservableList<String> paymentStatuses() {
    return paymentStatuses;
  }

  ObservableList<String> subscriptionStatuses() {
    return subscriptionStatuses;
  }

  ObservableList<XYChart.Series<Number, String>> reasons() {
    return reasons;
  }

  ObservableList<XYChart.Series<String, Number>> chargebacks() {
    return chargebacks;
  }

  ObservableList<XYChart.Series<String, Number>> payouts() {
    return payouts;
  }

  ObservableList<PieChart.Data> subscriptions() {
    return subscriptions;
  }
}
