package io.paydesk.ui.overview;

import io.paydesk.ops.Connection;
import io.paydesk.ops.Overview;
import io.paydesk.store.OverviewQueries;
import io.paydesk.store.OverviewQueries.DayCurrency;
import io.paydesk.store.OverviewQueries.DayStatus;
import io.paydesk.store.OverviewQueries.MonthChargebacks;
import io.paydesk.store.OverviewQueries.Range;
import io.paydesk.store.OverviewQueries.ReasonCount;
import io.paydesk.store.OverviewQueries.StatusCount;
import io.paydesk.ui.base.ErrorText;
import io.paydesk.ui.base.Formats;
import io.paydesk.ui.base.MessageText;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.PayoutsRequest;
import io.paydesk.ui.base.SearchRequest;
import io.paydesk.ui.base.TaskHandle;
import io.paydesk.ui.base.TaskRunner;
import io.paydesk.ui.kit.Catalogue;
import io.paydesk.ui.kit.DateInput;
import java.math.BigDecimal;
import java.text.NumberFormat;
import java.time.Clock;
import java.time.LocalDate;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Consumer;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.chart.PieChart;
import javafx.scene.chart.XYChart;

/**
 * The console's home: charts of the local store for a date range and one currency, read off the FX
 * thread through ops. Each bar, point, slice and reason carries the search that lists its payments
 * ({@link SearchRequest} as the data's extra value); {@link #open(Object)} runs it.
 */
public final class OverviewViewModel {
  /** The date ranges offered; CUSTOM reads the two date fields. */
  public enum Preset {
    DAYS_7,
    DAYS_30,
    DAYS_90,
    THIS_MONTH,
    CUSTOM
  }

  /** Longest custom range, so a day's label never repeats and a chart stays readable. */
  static final int MAX_DAYS = 366;

  private final ObservableValue<Connection> connection;
  private final TaskRunner runner;
  private final Consumer<SearchRequest> openSearch;
  private final ZoneId zone;
  private final Clock clock;

  private final ObjectProperty<Preset> preset = new SimpleObjectProperty<>(Preset.DAYS_30);
  private final StringProperty from = new SimpleStringProperty("");
  private final StringProperty to = new SimpleStringProperty("");
  private final MessageText fromError = new MessageText();
  private final MessageText toError = new MessageText();
  private final ObservableList<String> currencies = FXCollections.observableArrayList();
  private final StringProperty currency = new SimpleStringProperty();
  private final BooleanProperty showVolume = new SimpleBooleanProperty(false);
  private final DoubleProperty warningLow = new SimpleDoubleProperty(0.9);
  private final DoubleProperty warningHigh = new SimpleDoubleProperty(1.5);

  private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
  private final MessageText message = new MessageText();
  private final MessageText rangeText = new MessageText();
  private final MessageText totals = new MessageText();
  private final ReadOnlyBooleanWrapper hasData = new ReadOnlyBooleanWrapper(false);

  private final ObservableList<String> dayLabels = FXCollections.observableArrayList();
  private final ObservableList<XYChart.Series<String, Number>> dailyPayments =
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
  private final java.util.Map<PieChart.Data, String> subscriptionStatus =
      new java.util.IdentityHashMap<>();
  private Consumer<String> openSubscriptions = status -> {};
  private Consumer<PayoutsRequest> openPayouts = request -> {};

  /** PieChart.Data has no extra value: the search each payments-by-status slice opens. */
  private final Map<PieChart.Data, SearchRequest> slicesSearch = new java.util.IdentityHashMap<>();

  private Overview.Charts shown;
  private TaskHandle loading = TaskHandle.done();
  private boolean settingCurrency;

  private javafx.beans.value.ObservableStringValue connectError =
      new javafx.beans.property.SimpleStringProperty("");

  public OverviewViewModel(
      ObservableValue<Connection> connection,
      TaskRunner runner,
      Consumer<SearchRequest> openSearch,
      ZoneId zone,
      Clock clock) {
    this.connection = connection;
    this.runner = runner;
    this.openSearch = openSearch;
    this.zone = zone;
    this.clock = clock;
    connection.addListener((obs, old, now) -> reload());
    preset.addListener(
        (obs, old, now) -> {
          if (now == Preset.CUSTOM && shown != null) {
            // Custom starts from the range on screen, so it is never refused as blank.
            if (from.get().isBlank()) {
              from.set(DateInput.format(shown.range().first(), Locale.getDefault()));
            }
            if (to.get().isBlank()) {
              to.set(DateInput.format(shown.range().last(), Locale.getDefault()));
            }
          }
          reload();
        });
    currency.addListener(
        (obs, old, now) -> {
          if (!settingCurrency && now != null) {
            reload();
          }
        });
    showVolume.addListener((obs, old, now) -> drawDailyPayments());
    warningLow.addListener((obs, old, now) -> drawChargebacks());
    warningHigh.addListener((obs, old, now) -> drawChargebacks());
    reload();
  }

  /** Shows why the connection failed, while there is none, where the charts would be. */
  public void showConnectErrors(javafx.beans.value.ObservableStringValue error) {
    connectError = error;
    error.addListener(
        (obs, old, now) -> {
          if (connection.getValue() == null) {
            reload();
          }
        });
    reload();
  }

  /** Reads the charts again for the chosen range and currency (e.g. after the store changed). */
  public void reload() {
    loading.cancel();
    Connection c = connection.getValue();
    if (c == null) {
      clearCharts();
      // Why the last connection failed (a wrong passphrase), else that it is still opening.
      message.say(
          () ->
              connectError.get().isEmpty()
                  ? Messages.get("overview.message.noStore")
                  : connectError.get());
      busy.set(false);
      return;
    }
    Optional<LocalDate[]> days = days();
    if (days.isEmpty()) {
      return;
    }
    LocalDate first = days.get()[0];
    LocalDate last = days.get()[1];
    rangeText.say(
        () ->
            Messages.get(
                "overview.range.shown",
                DateInput.format(first, Locale.getDefault()),
                DateInput.format(last, Locale.getDefault())));
    String wanted = currency.get();
    busy.set(true);
    loading =
        runner.run(
            () -> {
              List<String> all = c.overview().currencies();
              String pick = wanted != null && all.contains(wanted) ? wanted : defaultCurrency(all);
              if (pick == null) {
                return new Loaded(all, null, c.overview().storeIsEmpty());
              }
              Range range = new Range(first, last, zone, pick);
              return new Loaded(all, c.overview().charts(range), false);
            },
            this::show,
            failure -> {
              busy.set(false);
              clearCharts();
              message.say(() -> Messages.get("overview.message.failed", ErrorText.of(failure)));
            });
  }

  private record Loaded(List<String> currencies, Overview.Charts charts, boolean storeEmpty) {}

  private void show(Loaded loaded) {
    busy.set(false);
    settingCurrency = true;
    try {
      if (!currencies.equals(loaded.currencies())) {
        currencies.setAll(loaded.currencies());
      }
      currency.set(loaded.charts() == null ? null : loaded.charts().range().currency());
    } finally {
      settingCurrency = false;
    }
    shown = loaded.charts();
    if (shown == null) {
      clearCharts();
      message.say(
          () ->
              Messages.get(
                  loaded.storeEmpty()
                      ? "overview.message.emptyStore"
                      : "overview.message.noPayments"));
      return;
    }
    drawAll();
    if (shown.payments().isEmpty()) {
      Range r = shown.range();
      message.say(
          () ->
              Messages.get(
                  "overview.message.emptyRange",
                  r.currency(),
                  DateInput.format(r.first(), Locale.getDefault()),
                  DateInput.format(r.last(), Locale.getDefault())));
    } else {
      message.set("");
    }
  }

  /** USD when present (the most common settlement currency), else the first. */
  static String defaultCurrency(List<String> all) {
    if (all.isEmpty()) {
      return null;
    }
    return all.contains("USD") ? "USD" : all.get(0);
  }

  /** The range's first and last day, or empty (with the field's message) when a date is refused. */
  Optional<LocalDate[]> days() {
    fromError.set("");
    toError.set("");
    LocalDate today = LocalDate.now(clock.withZone(zone));
    switch (preset.get()) {
      case DAYS_7:
        return Optional.of(new LocalDate[] {today.minusDays(6), today});
      case DAYS_30:
        return Optional.of(new LocalDate[] {today.minusDays(29), today});
      case DAYS_90:
        return Optional.of(new LocalDate[] {today.minusDays(89), today});
      case THIS_MONTH:
        return Optional.of(new LocalDate[] {today.withDayOfMonth(1), today});
      default:
        break;
    }
    Optional<LocalDate> first = DateInput.parse(from.get(), Locale.getDefault());
    Optional<LocalDate> last = DateInput.parse(to.get(), Locale.getDefault());
    String example = DateInput.example(Locale.getDefault());
    if (first.isEmpty()) {
      fromError.say(() -> Messages.get("overview.error.date", example));
    }
    if (last.isEmpty()) {
      toError.say(() -> Messages.get("overview.error.date", example));
    }
    if (first.isEmpty() || last.isEmpty()) {
      return Optional.empty();
    }
    if (last.get().isBefore(first.get())) {
      toError.say(() -> Messages.get("overview.error.order"));
      return Optional.empty();
    }
    if (ChronoUnit.DAYS.between(first.get(), last.get()) >= MAX_DAYS) {
      toError.say(() -> Messages.get("overview.error.tooLong", MAX_DAYS));
      return Optional.empty();
    }
    return Optional.of(new LocalDate[] {first.get(), last.get()});
  }

  /** Applies the custom dates (Enter in a date field, or the Apply button). */
  public void applyCustom() {
    if (preset.get() == Preset.CUSTOM) {
      reload();
    } else {
      preset.set(Preset.CUSTOM);
    }
  }

  /** Who shows the Subscriptions area filtered by one status (a click on a subscriptions slice). */
  public void setSubscriptionsOpener(Consumer<String> openSubscriptions) {
    this.openSubscriptions = openSubscriptions;
  }

  /** Opens Subscriptions filtered by the status of a slice of {@link #subscriptions()}. */
  public void openSubscriptions(PieChart.Data slice) {
    String status = subscriptionStatus.get(slice);
    if (status != null) {
      openSubscriptions.accept(status);
    }
  }

  /** Who shows the Payouts list filtered by one day and currency (a click on a payouts bar). */
  public void setPayoutsOpener(Consumer<PayoutsRequest> openPayouts) {
    this.openPayouts = openPayouts;
  }

  /**
   * Opens Search with the filters a clicked bar, point, slice or reason carries, or the Payouts
   * list for a payouts bar.
   */
  public void open(Object clicked) {
    if (clicked instanceof SearchRequest request) {
      openSearch.accept(request);
    } else if (clicked instanceof PayoutsRequest request) {
      openPayouts.accept(request);
    }
  }

  private void clearCharts() {
    shown = null;
    hasData.set(false);
    dayLabels.clear();
    totals.set("");
    dailyPayments.clear();
    approval.clear();
    byStatus.clear();
    reasons.clear();
    chargebacks.clear();
    payouts.clear();
    subscriptions.clear();
  }

  private void drawAll() {
    // Stacked bar charts draw nothing for categories their axis does not list: set them first.
    dayLabels.setAll(daysOf(shown.range()).stream().map(OverviewViewModel::dayLabel).toList());
    drawDailyPayments();
    drawApproval();
    drawByStatus();
    drawReasons();
    drawChargebacks();
    drawPayouts();
    drawSubscriptions();
    long count = shown.payments().stream().mapToLong(DayStatus::count).sum();
    BigDecimal volume =
        shown.payments().stream()
            .map(DayStatus::volume)
            .filter(v -> v != null)
            .reduce(BigDecimal.ZERO, BigDecimal::add);
    long[] rate = approvedAndDecided(shown.payments());
    totals.say(
        () ->
            Messages.get(
                "overview.totals",
                count,
                Formats.money(volume, shown.range().currency()),
                rate[1] == 0 ? "\u2013" : percent(100.0 * rate[0] / rate[1])));
    hasData.set(count > 0 || !shown.payouts().isEmpty() || !shown.subscriptions().isEmpty());
  }

  private void drawDailyPayments() {
    if (shown == null) {
      return;
    }
    Range r = shown.range();
    Map<String, XYChart.Series<String, Number>> byStatus = new LinkedHashMap<>();
    paymentStatuses.setAll(statusesIn(shown.payments()));
    for (String status : paymentStatuses) {
      XYChart.Series<String, Number> s = new XYChart.Series<>();
      s.setName(Catalogue.Kind.PAYMENT_STATUS.label(status));
      byStatus.put(status, s);
    }
    List<LocalDate> days = daysOf(r);
    Map<String, Map<LocalDate, DayStatus>> cells = new TreeMap<>();
    for (DayStatus d : shown.payments()) {
      cells.computeIfAbsent(d.status(), k -> new TreeMap<>()).put(d.day(), d);
    }
    byStatus.forEach(
        (status, series) -> {
          for (LocalDate day : days) {
            DayStatus d = cells.getOrDefault(status, Map.of()).get(day);
            if (d == null) {
              // No bar at all: the axis lists every day, and an empty bar is still a node to make.
              continue;
            }
            Number y = showVolume.get() ? orZero(d.volume()).doubleValue() : d.count();
            XYChart.Data<String, Number> point = new XYChart.Data<>(dayLabel(day), y);
            point.setExtraValue(new SearchRequest(Set.of(status), r.currency(), day, day, false));
            series.getData().add(point);
          }
        });
    dailyPayments.setAll(byStatus.values());
  }

  private void drawApproval() {
    Range r = shown.range();
    XYChart.Series<String, Number> s = new XYChart.Series<>();
    s.setName(Messages.get("overview.approval.series"));
    Map<LocalDate, List<DayStatus>> byDay = new TreeMap<>();
    for (DayStatus d : shown.payments()) {
      byDay.computeIfAbsent(d.day(), k -> new ArrayList<>()).add(d);
    }
    for (LocalDate day : daysOf(r)) {
      long[] rate = approvedAndDecided(byDay.getOrDefault(day, List.of()));
      if (rate[1] == 0) {
        continue;
      }
      XYChart.Data<String, Number> point =
          new XYChart.Data<>(dayLabel(day), round(100.0 * rate[0] / rate[1]));
      Set<String> decided = new TreeSet<>(OverviewQueries.APPROVED);
      decided.add(OverviewQueries.DECLINED);
      point.setExtraValue(new SearchRequest(decided, r.currency(), day, day, false));
      s.getData().add(point);
    }
    approval.setAll(List.of(s));
  }

  private void drawByStatus() {
    Range r = shown.range();
    // In the daily chart's series order, so each status has the same colour in both charts.
    Map<String, Long> counts = new LinkedHashMap<>();
    for (String status : statusesIn(shown.payments())) {
      counts.put(status, 0L);
    }
    for (DayStatus d : shown.payments()) {
      counts.merge(d.status(), d.count(), Long::sum);
    }
    List<PieChart.Data> slices = new ArrayList<>();
    slicesSearch.clear();
    counts.forEach(
        (status, n) -> {
          PieChart.Data slice =
              new PieChart.Data(
                  Messages.get("overview.slice", Catalogue.Kind.PAYMENT_STATUS.label(status), n),
                  n);
          slices.add(slice);
          slicesSearch.put(
              slice, new SearchRequest(Set.of(status), r.currency(), r.first(), r.last(), false));
        });
    byStatus.setAll(slices);
  }

  /** The search a payments-by-status slice opens, or null for a slice that opens none. */
  public SearchRequest searchOf(PieChart.Data slice) {
    return slicesSearch.get(slice);
  }

  private void drawReasons() {
    Range r = shown.range();
    XYChart.Series<Number, String> s = new XYChart.Series<>();
    s.setName(Messages.get("overview.reasons.series"));
    // The most frequent at the top: a vertical category axis lists from the bottom up.
    List<ReasonCount> top = new ArrayList<>(shown.declineReasons());
    java.util.Collections.reverse(top);
    for (ReasonCount reason : top) {
      boolean none = reason.code().isEmpty();
      String label =
          none
              ? Messages.get("overview.reasons.none")
              : Catalogue.Kind.RESPONSE_CODE.label(reason.code());
      XYChart.Data<Number, String> bar = new XYChart.Data<>(reason.count(), label);
      bar.setExtraValue(
          new SearchRequest(
              Set.of(OverviewQueries.DECLINED),
              r.currency(),
              r.first(),
              r.last(),
              false,
              none ? null : reason.code()));
      s.getData().add(bar);
    }
    reasons.setAll(List.of(s));
  }

  private void drawChargebacks() {
    if (shown == null) {
      return;
    }
    Range r = shown.range();
    XYChart.Series<String, Number> share = new XYChart.Series<>();
    share.setName(Messages.get("overview.chargebacks.series"));
    XYChart.Series<String, Number> low = new XYChart.Series<>();
    low.setName(Messages.get("overview.chargebacks.warning", percent(warningLow.get())));
    XYChart.Series<String, Number> high = new XYChart.Series<>();
    high.setName(Messages.get("overview.chargebacks.warning", percent(warningHigh.get())));
    Map<YearMonth, MonthChargebacks> byMonth = new TreeMap<>();
    for (MonthChargebacks m : shown.chargebacks()) {
      byMonth.put(m.month(), m);
    }
    for (YearMonth m = YearMonth.from(r.first());
        !m.isAfter(YearMonth.from(r.last()));
        m = m.plusMonths(1)) {
      MonthChargebacks found = byMonth.get(m);
      String label = monthLabel(m);
      XYChart.Data<String, Number> point =
          new XYChart.Data<>(label, found == null ? 0 : round(found.percent()));
      LocalDate first = later(m.atDay(1), r.first());
      LocalDate last = earlier(m.atEndOfMonth(), r.last());
      point.setExtraValue(new SearchRequest(Set.of(), r.currency(), first, last, true));
      share.getData().add(point);
      low.getData().add(new XYChart.Data<>(label, warningLow.get()));
      high.getData().add(new XYChart.Data<>(label, warningHigh.get()));
    }
    chargebacks.setAll(List.of(share, low, high));
  }

  private void drawPayouts() {
    Range r = shown.range();
    Map<String, Map<LocalDate, Long>> byCurrency = new TreeMap<>();
    for (DayCurrency d : shown.payouts()) {
      byCurrency.computeIfAbsent(d.currency(), k -> new TreeMap<>()).put(d.day(), d.count());
    }
    List<XYChart.Series<String, Number>> all = new ArrayList<>();
    List<LocalDate> days = daysOf(r);
    byCurrency.forEach(
        (code, counts) -> {
          XYChart.Series<String, Number> s = new XYChart.Series<>();
          s.setName(code.isEmpty() ? Messages.get("overview.payouts.noCurrency") : code);
          for (LocalDate day : days) {
            Long count = counts.get(day);
            if (count != null) { // as the payments per day: no empty bars
              s.getData()
                  .add(
                      new XYChart.Data<>(
                          dayLabel(day),
                          count,
                          new PayoutsRequest(day, day, code.isEmpty() ? null : code)));
            }
          }
          all.add(s);
        });
    payouts.setAll(all);
  }

  private void drawSubscriptions() {
    List<PieChart.Data> slices = new ArrayList<>();
    subscriptionStatus.clear();
    for (StatusCount s : shown.subscriptions()) {
      PieChart.Data slice =
          new PieChart.Data(
              Messages.get("overview.slice", subscriptionLabel(s.status()), s.count()), s.count());
      subscriptionStatus.put(slice, s.status());
      slices.add(slice);
    }
    subscriptionStatuses.setAll(shown.subscriptions().stream().map(StatusCount::status).toList());
    subscriptions.setAll(slices);
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

  /** Statuses present, in the catalogue's order, unknown ones after. */
  private static List<String> statusesIn(List<DayStatus> rows) {
    Set<String> present = new TreeSet<>();
    rows.forEach(d -> present.add(d.status()));
    List<String> out = new ArrayList<>();
    for (String known : Catalogue.Kind.PAYMENT_STATUS.codes()) {
      if (present.remove(known)) {
        out.add(known);
      }
    }
    out.addAll(present);
    return out;
  }

  private static List<LocalDate> daysOf(Range r) {
    List<LocalDate> days = new ArrayList<>();
    for (LocalDate d = r.first(); !d.isAfter(r.last()); d = d.plusDays(1)) {
      days.add(d);
    }
    return days;
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

  private static double round(double v) {
    return Math.round(v * 100) / 100.0;
  }

  private static BigDecimal orZero(BigDecimal v) {
    return v == null ? BigDecimal.ZERO : v;
  }

  private static LocalDate later(LocalDate a, LocalDate b) {
    return a.isAfter(b) ? a : b;
  }

  private static LocalDate earlier(LocalDate a, LocalDate b) {
    return a.isBefore(b) ? a : b;
  }

  public ObjectProperty<Preset> presetProperty() {
    return preset;
  }

  public StringProperty fromProperty() {
    return from;
  }

  public StringProperty toProperty() {
    return to;
  }

  public ReadOnlyStringProperty fromErrorProperty() {
    return fromError.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty toErrorProperty() {
    return toError.getReadOnlyProperty();
  }

  public ObservableList<String> currencies() {
    return currencies;
  }

  public StringProperty currencyProperty() {
    return currency;
  }

  public BooleanProperty showVolumeProperty() {
    return showVolume;
  }

  public DoubleProperty warningLowProperty() {
    return warningLow;
  }

  public DoubleProperty warningHighProperty() {
    return warningHigh;
  }

  public ReadOnlyBooleanProperty busyProperty() {
    return busy.getReadOnlyProperty();
  }

  /** What to do when there is nothing to draw (no store, empty store, empty range); else "". */
  public ReadOnlyStringProperty messageProperty() {
    return message.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty rangeTextProperty() {
    return rangeText.getReadOnlyProperty();
  }

  /** "1,234 payments · USD 56,789.00 · approval 91.5 %" for the range and currency. */
  public ReadOnlyStringProperty totalsProperty() {
    return totals.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty hasDataProperty() {
    return hasData.getReadOnlyProperty();
  }

  /** The range's day labels, the category axis of the daily charts. */
  public ObservableList<String> dayLabels() {
    return dayLabels;
  }

  public ObservableList<XYChart.Series<String, Number>> dailyPayments() {
    return dailyPayments;
  }

  public ObservableList<XYChart.Series<String, Number>> approval() {
    return approval;
  }

  public ObservableList<PieChart.Data> byStatus() {
    return byStatus;
  }

  /** The status of each series of the daily chart and slice of the status pie, in their order. */
  public ObservableList<String> paymentStatuses() {
    return paymentStatuses;
  }

  /** The status of each slice of the subscriptions pie, in its order. */
  public ObservableList<String> subscriptionStatuses() {
    return subscriptionStatuses;
  }

  public ObservableList<XYChart.Series<Number, String>> reasons() {
    return reasons;
  }

  public ObservableList<XYChart.Series<String, Number>> chargebacks() {
    return chargebacks;
  }

  public ObservableList<XYChart.Series<String, Number>> payouts() {
    return payouts;
  }

  public ObservableList<PieChart.Data> subscriptions() {
    return subscriptions;
  }
}
