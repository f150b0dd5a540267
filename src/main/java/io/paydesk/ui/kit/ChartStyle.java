package io.paydesk.ui.kit;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javafx.scene.chart.Chart;
import javafx.scene.chart.NumberAxis;

/**
 * Charts in the console's colours: a status's series, slice and legend take the colour its badge
 * has everywhere (theme.css's {@code -pd-chart-<status>}, built on -pd-good, -pd-bad, -pd-warn),
 * and axes of counts tick in whole numbers.
 */
public final class ChartStyle {
  /**
   * The statuses theme.css gives a chart colour ({@code -pd-chart-past-due} for PAST_DUE): the
   * catalogue's payment and subscription statuses.
   */
  static final Set<String> COLOURED =
      Stream.of(Catalogue.Kind.PAYMENT_STATUS, Catalogue.Kind.SUBSCRIPTION_STATUS)
          .flatMap(k -> k.codes().stream())
          .collect(Collectors.toUnmodifiableSet());

  /** The theme's chart colours a chart cycles through (-color-chart-1 to -8). */
  private static final int THEME_COLOURS = 8;

  private ChartStyle() {}

  /**
   * Series (or slice) {@code i} of the chart is drawn in the colour of {@code statuses.get(i)}; a
   * status without one keeps the theme's colour of its place.
   */
  public static void byStatus(Chart chart, List<String> statuses) {
    StringBuilder style = new StringBuilder();
    for (int i = 0; i < Math.min(statuses.size(), THEME_COLOURS); i++) {
      String status = statuses.get(i);
      if (COLOURED.contains(status)) {
        style
            .append("-color-chart-")
            .append(i + 1)
            .append(": ")
            .append(variable(status))
            .append("; ");
      }
    }
    chart.setStyle(style.toString().strip());
  }

  /** "-pd-chart-past-due" for PAST_DUE. */
  static String variable(String status) {
    return "-pd-chart-" + status.toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /**
   * An axis of counts from 0 to the largest, ticked in whole numbers (1, 2, 5, 10, 20, ...): no
   * "0.5 payments".
   */
  public static void counts(NumberAxis axis, double largest) {
    double unit = 1;
    while (largest / unit > 10) {
      unit = next(unit);
    }
    axis.setAutoRanging(false);
    axis.setLowerBound(0);
    axis.setTickUnit(unit);
    axis.setMinorTickVisible(false);
    axis.setUpperBound(Math.max(unit, Math.ceil(largest / unit) * unit));
  }

  /** 1, 2, 5, 10, 20, 50, ... */
  private static double next(double unit) {
    double decade = Math.pow(10, Math.floor(Math.log10(unit)));
    double step = unit / decade;
    return step < 2 ? 2 * decade : step < 5 ? 5 * decade : 10 * decade;
  }
}
