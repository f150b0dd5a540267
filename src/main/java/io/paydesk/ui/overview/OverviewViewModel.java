package io.paydesk.ui.overview;

import io.paydesk.ops.Connection;
import io.paydesk.ops.Overview;
import io.paydesk.store.OverviewQueries.Range;
import io.paydesk.ui.base.ErrorText;
import io.paydesk.ui.base.MessageText;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.PayoutsRequest;
import io.paydesk.ui.base.SearchRequest;
import io.paydesk.ui.base.TaskRunner;
import io.paydesk.ui.kit.DateInput;
import io.paydesk.ui.kit.DateRange;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.Locale;
import java.util.Optional;
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
import javafx.beans.value.ObservableStringValue;
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.chart.PieChart;
import javafx.scene.chart.XYChart;

/**
 * The console's home: charts of the local store for a date range and one currency. This model holds
 * the choices (range, currency, measure, warning lines) and what the screen says; {@link
 * OverviewLoader} reads through ops, {@link OverviewShapes} shapes what was read and {@link
 * OverviewCharts} holds it as the charts show it. Each bar, point, slice and reason carries the
 * search that lists its payments; {@link #open(Object)} runs it.
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
  private final Consumer<SearchRequest> openSearch;
  private final ZoneId zone;
  private final Clock clock;
  private final OverviewLoader loader;
  private final OverviewCharts charts = new OverviewCharts();

  private final ObjectProperty<Preset> preset = new SimpleObjectProperty<>(Preset.DAYS_30);
  private final DateRange custom =
      DateRange.required(
          "overview.error.date", "overview.error.order", "overview.error.tooLong", MAX_DAYS);
  private final ObservableList<String> currencies = FXCollections.observableArrayList();
  private final StringProperty currency = new SimpleStringProperty();
  private final BooleanProperty showVolume = new SimpleBooleanProperty(false);
  private final DoubleProperty warningLow = new SimpleDoubleProperty(0.9);
  private final DoubleProperty warningHigh = new SimpleDoubleProperty(1.5);

  private final MessageText message = new MessageText();
  private final MessageText rangeText = new MessageText();
  private final MessageText totals = new MessageText();
  private final ReadOnlyBooleanWrapper hasData = new ReadOnlyBooleanWrapper(false);

  private Consumer<String> openSubscriptions = status -> {};
  private Consumer<PayoutsRequest> openPayouts = request -> {};

  private Overview.Charts shown;
  private boolean settingCurrency;
  private ObservableStringValue connectError = new SimpleStringProperty("");

  public OverviewViewModel(
      ObservableValue<Connection> connection,
      TaskRunner runner,
      Consumer<SearchRequest> openSearch,
      ZoneId zone,
      Clock clock) {
    this.connection = connection;
    this.loader = new OverviewLoader(runner, zone);
    this.openSearch = openSearch;
    this.zone = zone;
    this.clock = clock;
    connection.addListener((obs, old, now) -> reload());
    preset.addListener(
        (obs, old, now) -> {
          if (now == Preset.CUSTOM && shown != null) {
            // Custom starts from the range on screen, so it is never refused as blank.
            if (custom.fromProperty().get().isBlank()) {
              custom
                  .fromProperty()
                  .set(DateInput.format(shown.range().first(), Locale.getDefault()));
            }
            if (custom.toProperty().get().isBlank()) {
              custom.toProperty().set(DateInput.format(shown.range().last(), Locale.getDefault()));
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
    showVolume.addListener(
        (obs, old, now) -> {
          if (shown != null) {
            charts.drawDaily(shown, now);
          }
        });
    warningLow.addListener((obs, old, now) -> drawChargebacks());
    warningHigh.addListener((obs, old, now) -> drawChargebacks());
    reload();
  }

  /** Shows why the connection failed, while there is none, where the charts would be. */
  public void showConnectErrors(ObservableStringValue error) {
    connectError = error;
    error.addListener(
        (obs, old, now) -> {
          if (connection.getValue() == null) {
            reload();
          }
        });
    reload();
  }

  /**
   * Reads the charts again for the chosen range and currency (e.g. after the store changed): the
   * one way in for anything outside that knows the store has news.
   */
  public void reload() {
    loader.cancel();
    Connection c = connection.getValue();
    if (c == null) {
      clearCharts();
      // Why the last connection failed (a wrong passphrase), else that it is still opening.
      message.say(
          () ->
              connectError.get().isEmpty()
                  ? Messages.get("overview.message.noStore")
                  : connectError.get());
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
    loader.load(
        c,
        first,
        last,
        currency.get(),
        this::show,
        failure -> {
          clearCharts();
          message.say(() -> Messages.get("overview.message.failed", ErrorText.of(failure)));
        });
  }

  private void show(OverviewLoader.Loaded loaded) {
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
    Overview.Charts now = shown;
    charts.draw(now, showVolume.get(), warningLow.get(), warningHigh.get());
    totals.say(() -> OverviewShapes.totals(now));
    hasData.set(OverviewShapes.hasData(now));
    if (now.payments().isEmpty()) {
      Range r = now.range();
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

  /** The range's first and last day, or empty (with the field's message) when a date is refused. */
  Optional<LocalDate[]> days() {
    custom.clearMessages(); // a preset needs no typed dates
    LocalDate today = LocalDate.now(clock.withZone(zone));
    switch (preset.get()) {
      case DAYS_7:
        return range(today.minusDays(6), today);
      case DAYS_30:
        return range(today.minusDays(29), today);
      case DAYS_90:
        return range(today.minusDays(89), today);
      case THIS_MONTH:
        return range(today.withDayOfMonth(1), today);
      default:
        break;
    }
    if (!custom.check()) {
      return Optional.empty();
    }
    return range(custom.first().orElseThrow(), custom.last().orElseThrow());
  }

  private static Optional<LocalDate[]> range(LocalDate first, LocalDate last) {
    return Optional.of(new LocalDate[] {first, last});
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
    if (charts.opens(slice) instanceof String status) {
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

  /** The search a payments-by-status slice opens, or null for a slice that opens none. */
  public SearchRequest searchOf(PieChart.Data slice) {
    return charts.searchOf(slice);
  }

  private void clearCharts() {
    shown = null;
    hasData.set(false);
    totals.set("");
    charts.clear();
  }

  private void drawChargebacks() {
    if (shown != null) {
      charts.drawChargebacks(shown, warningLow.get(), warningHigh.get());
    }
  }

  static String dayLabel(LocalDate day) {
    return OverviewShapes.dayLabel(day);
  }

  static String subscriptionLabel(String status) {
    return OverviewShapes.subscriptionLabel(status);
  }

  public ObjectProperty<Preset> presetProperty() {
    return preset;
  }

  public StringProperty fromProperty() {
    return custom.fromProperty();
  }

  public StringProperty toProperty() {
    return custom.toProperty();
  }

  public ReadOnlyStringProperty fromErrorProperty() {
    return custom.fromErrorProperty();
  }

  public ReadOnlyStringProperty toErrorProperty() {
    return custom.toErrorProperty();
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
    return loader.busyProperty();
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
    return charts.dayLabels();
  }

  public ObservableList<XYChart.Series<String, Number>> dailyPayments() {
    return charts.daily();
  }

  public ObservableList<XYChart.Series<String, Number>> approval() {
    return charts.approval();
  }

  public ObservableList<PieChart.Data> byStatus() {
    return charts.byStatus();
  }

  /** The status of each series of the daily chart and slice of the status pie, in their order. */
  public ObservableList<String> paymentStatuses() {
    return charts.paymentStatuses();
  }

  /** The status of each slice of the subscriptions pie, in its order. */
  public ObservableList<String> subscriptionStatuses() {
    return charts.subscriptionStatuses();
  }

  public ObservableList<XYChart.Series<Number, String>> reasons() {
    return charts.reasons();
  }

  public ObservableList<XYChart.Series<String, Number>> chargebacks() {
    return charts.chargebacks();
  }

  public ObservableList<XYChart.Series<String, Number>> payouts() {
    return charts.payouts();
  }

  public ObservableList<PieChart.Data> subscriptions() {
    return charts.subscriptions();
  }
}
