package io.paydesk.ui.kit;

import java.util.function.Consumer;
import javafx.collections.ListChangeListener;
import javafx.scene.Node;
import javafx.scene.chart.PieChart;
import javafx.scene.chart.XYChart;

/**
 * Makes a chart's bars, points and slices clickable: a click hands the item (its extra value for XY
 * charts, the slice for pie charts) to the view model. Handlers are set on the nodes the chart
 * draws, again whenever its data changes; call after the chart's data list is set (the listener is
 * recorded in the view's disposer).
 */
public final class ChartClicks {
  private ChartClicks() {}

  /** A click on an item with an extra value passes that value on. */
  public static <X, Y> void onItem(
      ViewDisposer view, XYChart<X, Y> chart, Consumer<Object> clicked) {
    Runnable decorate =
        () -> {
          for (XYChart.Series<X, Y> s : chart.getData()) {
            for (XYChart.Data<X, Y> d : s.getData()) {
              decorate(d.getNode(), d.getExtraValue(), clicked);
            }
          }
        };
    view.listen(chart.getData(), (ListChangeListener<XYChart.Series<X, Y>>) c -> decorate.run());
    decorate.run();
  }

  /** A click on a slice passes the slice on. */
  public static void onSlice(ViewDisposer view, PieChart chart, Consumer<PieChart.Data> clicked) {
    Runnable decorate =
        () -> {
          for (PieChart.Data d : chart.getData()) {
            Node n = d.getNode();
            if (n != null) {
              n.setOnMouseClicked(e -> clicked.accept(d));
            }
          }
        };
    view.listen(chart.getData(), (ListChangeListener<PieChart.Data>) c -> decorate.run());
    decorate.run();
  }

  private static void decorate(Node node, Object value, Consumer<Object> clicked) {
    if (node == null || value == null) {
      return;
    }
    node.setOnMouseClicked(e -> clicked.accept(value));
  }
}
