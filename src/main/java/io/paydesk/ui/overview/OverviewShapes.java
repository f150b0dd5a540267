package io.paydesk.ui.overview;

import io.paydesk.ops.Overview;
import io.paydesk.store.OverviewQueries;
import io.paydesk.store.OverviewQueries.DayCurrency;
import io.paydesk.store.OverviewQueries.DayStatus;
import io.paydesk.store.OverviewQueries.MonthChargebacks;
import io.paydesk.store.OverviewQueries.Range;
import io.paydesk.store.OverviewQueries.ReasonCount;
import io.paydesk.store.OverviewQueries.StatusCount;
import io.paydesk.ui.base.Formats;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.PayoutsRequest;
import io.paydesk.ui.base.SearchRequest;
import io.paydesk.ui.kit.Catalogue;
import java.math.BigDecimal;
import java.text.NumberFormat;
import java.time.LocalDate;
import java.time.YearMonth;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The overview's charts as plain data, shaped from what ops read: series of labelled points and pie
 * slices in the user's language, each carrying what a click on it opens (a {@link SearchRequest}, a
 * {@link PayoutsRequest} or a subscription status). No JavaFX chart types here: {@link
 * OverviewCharts} draws these.
 */
final class OverviewShapes {
  /** A bar or point: its category, its value, and what a click on it opens (or null). */
  record Point(String category, Number value, Object opens) {}

  record Series(String name, List<Point> points) {}

  /** A pie slice: its label, its value, and what a click on it opens. */
  record Slice(String name, long value, Object opens) {}

  private OverviewShapes() {}

  /** The range's day labels, the category axis of the daily charts. */
  static List<String> dayLabels(Range r) {
    return daysOf(r).stream().map(OverviewShapes::dayLabel).toList();
  }

  /** The payment statuses present, in the catalogue's order, unknown ones after. */
  static List<String> paymentStatuses(Overview.Charts c) {
    Set<String> present = new TreeSet<>();
    c.payments().forEach(d -> present.add(d.status()));
    List<String> out = new ArrayList<>();
    for (String known : Catalogue.Kind.PAYMENT_STATUS.codes()) {
      if (present.remove(known)) {
        out.add(known);
      }
    }
    out.addAll(present);
    return out;
  }

  /**
   * Payments per day, a series per status ({@link #paymentStatuses} order): counts, or volumes in
   * the range's currency. A day without payments of a status has no bar.
   */
  static List<Series> daily(Overview.Charts c, boolean volume) {
    Range r = c.range();
    Map<String, Map<LocalDate, DayStatus>> cells = new TreeMap<>();
    for (DayStatus d : c.payments()) {
      cells.computeIfAbsent(d.status(), k -> new TreeMap<>()).put(d.day(), d);
    }
    List<Series> out = new ArrayList<>();
    for (String status : paymentStatuses(c)) {
      List<Point> points = new ArrayList<>();
      for (LocalDate day : daysOf(r)) {
        DayStatus d = cells.getOrDefault(status, Map.of()).get(day);
        if (d != null) {
          double y =
              volume
                  ? Objects.requireNonNullElse(d.volume(), BigDecimal.ZERO).doubleValue()
                  : d.count();
          points.add(
              new Point(
                  dayLabel(day),
                  y,
                  new SearchRequest(Set.of(status), r.currency(), day, day, false)));
        }
      }
      out.add(new Series(Catalogue.Kind.PAYMENT_STATUS.label(status), points));
    }
    return out;
  }

  /** The share of approved among decided payments per day, in percent; days without none. */
  static Series approval(Overview.Charts c) {
    Range r = c.range();
    Map<LocalDate, List<DayStatus>> byDay = new TreeMap<>();
    for (DayStatus d : c.payments()) {
      byDay.computeIfAbsent(d.day(), k -> new ArrayList<>()).add(d);
    }
    Set<String> decided = new TreeSet<>(OverviewQueries.APPROVED);
    decided.add(OverviewQueries.DECLINED);
    List<Point> points = new ArrayList<>();
    for (LocalDate day : daysOf(r)) {
      long[] rate = approvedAndDecided(byDay.getOrDefault(day, List.of()));
      if (rate[1] > 0) {
        points.add(
            new Point(
                dayLabel(day),
                round(100.0 * rate[0] / rate[1]),
                new SearchRequest(decided, r.currency(), day, day, false)));
      }
    }
    return new Series(Messages.get("overview.approval.series"), points);
  }

  /** Payments per status over the range, in the daily chart's series order (the same colours). */
  static List<Slice> byStatus(Overview.Charts c) {
    Range r = c.range();
    Map<String, Long> counts = new LinkedHashMap<>();
    for (String status : paymentStatuses(c)) {
      counts.put(status, 0L);
    }
    for (DayStatus d : c.payments()) {
      counts.merge(d.status(), d.count(), Long::sum);
    }
    List<Slice> out = new ArrayList<>();
    counts.forEach(
        (status, n) ->
            out.add(
                new Slice(
                    Messages.get("overview.slice", Catalogue.Kind.PAYMENT_STATUS.label(status), n),
                    n,
                    new SearchRequest(Set.of(status), r.currency(), r.first(), r.last(), false))));
    return out;
  }

  /**
   * The top decline reasons, a point per reason: its label as the category, its count as the value.
   * The least frequent first, as a vertical category axis lists from the bottom up.
   */
  static Series reasons(Overview.Charts c) {
    Range r = c.range();
    List<ReasonCount> top = new ArrayList<>(c.declineReasons());
    Collections.reverse(top);
    List<Point> points = new ArrayList<>();
    for (ReasonCount reason : top) {
      boolean none = reason.code().isEmpty();
      String label =
          none
              ? Messages.get("overview.reasons.none")
              : Catalogue.Kind.RESPONSE_CODE.label(reason.code());
      points.add(
          new Point(
              label,
              reason.count(),
              new SearchRequest(
                  Set.of(OverviewQueries.DECLINED),
                  r.currency(),
                  r.first(),
                  r.last(),
                  false,
                  none ? null : reason.code())));
    }
    return new Series(Messages.get("overview.reasons.series"), points);
  }

  /**
   * The chargebacks' share per month of the range, then the warning and alert lines at the given
   * percentages: three series.
   */
  static List<Series> chargebacks(Overview.Charts c, double low, double high) {
    Range r = c.range();
    Map<YearMonth, MonthChargebacks> byMonth = new TreeMap<>();
    for (MonthChargebacks m : c.chargebacks()) {
      byMonth.put(m.month(), m);
    }
    List<Point> share = new ArrayList<>();
    List<Point> lowLine = new ArrayList<>();
    List<Point> highLine = new ArrayList<>();
    for (YearMonth m = YearMonth.from(r.first());
        !m.isAfter(YearMonth.from(r.last()));
        m = m.plusMonths(1)) {
      MonthChargebacks found = byMonth.get(m);
      String label = monthLabel(m);
      LocalDate first = later(m.atDay(1), r.first());
      LocalDate last = earlier(m.atEndOfMonth(), r.last());
      share.add(
          new Point(
              label,
              found == null ? 0 : round(found.percent()),
              new SearchRequest(Set.of(), r.currency(), first, last, true)));
      lowLine.add(new Point(label, low, null));
      highLine.add(new Point(label, high, null));
    }
    return List.of(
        new Series(Messages.get("overview.chargebacks.series"), share),
        new Series(Messages.get("overview.chargebacks.warning", percent(low)), lowLine),
        new Series(Messages.get("overview.chargebacks.warning", percent(high)), highLine));
  }

  /** Payouts per day, a series per currency (by code); a day without payouts has no bar. */
  static List<Series> payouts(Overview.Charts c) {
    Map<String, Map<LocalDate, Long>> byCurrency = new TreeMap<>();
    for (DayCurrency d : c.payouts()) {
      byCurrency.computeIfAbsent(d.currency(), k -> new TreeMap<>()).put(d.day(), d.count());
    }
    List<Series> out = new ArrayList<>();
    List<LocalDate> days = daysOf(c.range());
    byCurrency.forEach(
        (code, counts) -> {
          List<Point> points = new ArrayList<>();
          for (LocalDate day : days) {
            Long count = counts.get(day);
            if (count != null) {
              points.add(
                  new Point(
                      dayLabel(day),
                      count,
                      new PayoutsRequest(day, day, code.isEmpty() ? null : code)));
            }
          }
          out.add(
              new Series(
                  code.isEmpty() ? Messages.get("overview.payouts.noCurrency") : code, points));
        });
    return out;
  }

  /** Subscriptions per status; a slice opens its status (a String). */
  static List<Slice> subscriptions(Overview.Charts c) {
    List<Slice> out = new ArrayList<>();
    for (StatusCount s : c.subscriptions()) {
      out.add(
          new Slice(
              Messages.get("overview.slice", subscriptionLabel(s.status()), s.count()),
              s.count(),
              s.status()));
    }
    return out;
  }

  /** "1,234 payments · USD 56,789.00 · approval 91.5 %" for the range and currency. */
  static String totals(Overview.Charts c) {
    long count = c.payments().stream().mapToLong(DayStatus::count).sum();
    BigDecimal volume =
        c.payments().stream()
            .map(DayStatus::volume)
            .filter(Objects::nonNull)
            .reduce(BigDecimal.ZERO, BigDecimal::add);
    long[] rate = approvedAndDecided(c.payments());
    return Messages.get(
        "overview.totals",
        count,
        Formats.money(volume, c.range().currency()),
        rate[1] == 0 ? "\u2013" : percent(100.0 * rate[0] / rate[1]));
  }

  /** True when the range holds a payment or payout, or the store a subscription. */
  static boolean hasData(Overview.Charts c) {
    return c.payments().stream().anyMatch(d -> d.count() > 0)
        || !c.payouts().isEmpty()
        || !c.subscriptions().isEmpty();
  }

  static String subscriptionLabel(String status) {
    String key = "overview.subscriptionStatus." + status;
    return Messages.bundle().containsKey(key) ? Messages.get(key) : status;
  }

  /** Approved and decided (approved + declined) payments among these rows. */
  static long[] approvedAndDecided(List<DayStatus> rows) {
    long approved = 0;
    long declined = 0;
    for (DayStatus d : rows) {
      if (OverviewQueries.APPROVED.contains(d.status())) {
        approved += d.count();
      } else if (OverviewQueries.DECLINED.equals(d.status())) {
        declined += d.count();
      }
    }
    return new long[] {approved, approved + declined};
  }

  static String dayLabel(LocalDate day) {
    return DateTimeFormatter.ofPattern("d MMM", Locale.getDefault()).format(day);
  }

  static String monthLabel(YearMonth m) {
    return DateTimeFormatter.ofPattern("MMM yyyy", Locale.getDefault()).format(m);
  }

  static String percent(double value) {
    NumberFormat f = NumberFormat.getNumberInstance(Locale.getDefault());
    f.setMaximumFractionDigits(2);
    f.setMinimumFractionDigits(1);
    return f.format(value) + " %";
  }

  private static List<LocalDate> daysOf(Range r) {
    List<LocalDate> days = new ArrayList<>();
    for (LocalDate d = r.first(); !d.isAfter(r.last()); d = d.plusDays(1)) {
      days.add(d);
    }
    return days;
  }

  private static double round(double v) {
    return Math.round(v * 100) / 100.0;
  }

  private static LocalDate later(LocalDate a, LocalDate b) {
    return a.isAfter(b) ? a : b;
  }

  private static LocalDate earlier(LocalDate a, LocalDate b) {
    return a.isBefore(b) ? a : b;
  }
}
