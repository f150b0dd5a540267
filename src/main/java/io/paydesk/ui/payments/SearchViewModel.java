package io.paydesk.ui.payments;

import io.paydesk.ops.Connection;
import io.paydesk.ops.LiveChanges;
import io.paydesk.rules.Rules;
import io.paydesk.store.PaymentQuery;
import io.paydesk.store.PaymentRow;
import io.paydesk.store.Store;
import io.paydesk.ui.base.ErrorText;
import io.paydesk.ui.base.Formats;
import io.paydesk.ui.base.MessageText;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.SearchRequest;
import io.paydesk.ui.base.TaskHandle;
import io.paydesk.ui.base.TaskRunner;
import io.paydesk.ui.kit.Catalogue;
import io.paydesk.ui.kit.Cells;
import io.paydesk.ui.kit.Money;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Predicate;
import javafx.beans.binding.Bindings;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.StringProperty;
import javafx.beans.value.ObservableBooleanValue;
import javafx.beans.value.ObservableValue;
import javafx.collections.ObservableList;

/**
 * Searches the local store with a back-office user's filters: keyset pages of 50 forward and back,
 * a count on demand and a CSV export of every match. The only caller of the store for this screen;
 * composes the filters (with their checks), the pager and the export.
 */
public final class SearchViewModel {
  public static final int PAGE_SIZE = 50;

  public static final List<String> CURRENCIES =
      List.of(
          "ARS", "BOB", "BRL", "CLP", "COP", "CRC", "GTQ", "HNL", "MXN", "NIO", "PEN", "PYG", "USD",
          "UYU");

  private final ObservableValue<Store> store;
  private final TaskRunner runner;
  private final Consumer<String> openPayment;
  private final SearchFilters filters;
  private final MessageText error = new MessageText();
  private final MessageText notice = new MessageText();
  private final SearchPager pager;
  private final CsvExport export;
  private final ReadOnlyBooleanWrapper counting = new ReadOnlyBooleanWrapper(false);
  private final MessageText countText = new MessageText();
  private TaskHandle countTask = TaskHandle.done();
  private final SearchRefresh refresh;
  private final ReadOnlyBooleanWrapper canRefresh = new ReadOnlyBooleanWrapper(false);
  private ObservableValue<Connection> connection;
  private Runnable storeChanged = () -> {};
  private final SearchNews news;

  /**
   * @param store the open store (null while none is open)
   * @param openPayment shows a payment by id in the Payments area
   */
  public SearchViewModel(
      ObservableValue<Store> store, TaskRunner runner, Consumer<String> openPayment, ZoneId zone) {
    this.store = store;
    this.runner = runner;
    this.openPayment = openPayment;
    this.filters = new SearchFilters(zone);
    filters.onRemoved(this::search);
    this.pager = new SearchPager(store, runner, PAGE_SIZE, error);
    this.export = new CsvExport(runner, notice, error);
    this.refresh = new SearchRefresh(runner, notice, error);
    this.news = new SearchNews(store, runner);
    store.addListener((obs, old, now) -> onStoreChanged());
    onStoreChanged();
  }

  private void onStoreChanged() {
    news.reset();
    pager.reset();
    stopCount();
    export.cancel();
    refresh.drop();
    error.set("");
    notice.set("");
    if (store.getValue() != null) {
      search();
    }
  }

  /**
   * Searches from the first page; while a field is refused (its message says why) nothing is
   * searched and what was typed stays.
   */
  public void search() {
    PaymentQuery query = filters.query(PAGE_SIZE);
    if (query == null) {
      return;
    }
    notice.set("");
    stopCount();
    news.reset();
    pager.show(query);
  }

  /** Runs the last search again from its first page, e.g. after the store received payments. */
  public void reload() {
    if (pager.query() == null) {
      search();
    } else {
      stopCount();
      news.reset();
      pager.reload();
    }
  }

  /**
   * Payments changed by events from the service (each batch of {@code live}) are not put under the
   * user's eyes: the screen says how many new ones the search would now list ({@link
   * #newsProperty()}), and {@link #showNews()} runs it again.
   */
  public void followLive(ObservableValue<LiveChanges.Batch> live) {
    live.addListener(
        (obs, old, batch) -> {
          if (batch != null) {
            Set<String> shown = new java.util.HashSet<>();
            pager.rows().forEach(r -> shown.add(r.id()));
            news.changed(batch.payments(), pager.query(), shown);
          }
        });
  }

  /** "3 new payments match" (events from the service stored them), or "" when none. */
  public ReadOnlyStringProperty newsProperty() {
    return news.textProperty();
  }

  /** Runs the search again so that the new payments show. */
  public void showNews() {
    reload();
  }

  public void nextPage() {
    pager.next();
  }

  public void previousPage() {
    pager.previous();
  }

  private void stopCount() {
    countTask.cancel();
    counting.set(false);
    countText.set("");
  }

  /** Counts every payment matching the last search, off the FX thread. */
  public void count() {
    Store s = store.getValue();
    PaymentQuery query = pager.query();
    if (s == null || query == null || counting.get()) {
      return;
    }
    counting.set(true);
    countText.say(() -> Messages.get("search.counting"));
    countTask =
        runner.run(
            () -> s.payments().count(query),
            n -> {
              counting.set(false);
              countText.say(() -> Messages.get("search.count", n));
            },
            failure -> {
              counting.set(false);
              countText.set("");
              error.say(() -> ErrorText.of(failure));
            });
  }

  /** Writes every payment matching the last search to a CSV file, page by page. */
  public void export(Path file) {
    Store s = store.getValue();
    PaymentQuery query = pager.query();
    if (s != null && query != null && file != null) {
      export.start(s, query, file);
    }
  }

  /** Stops a running export. */
  public void cancelExport() {
    export.cancel();
  }

  /**
   * Lets "Refresh these results" read the matches again from the service: enabled while {@code
   * online} and no search runs.
   *
   * @param storeChanged told when a refresh stored payments (the other screens reload)
   */
  public void enableRefresh(
      ObservableValue<Connection> connection,
      ObservableBooleanValue online,
      Runnable storeChanged) {
    this.connection = connection;
    this.storeChanged = storeChanged;
    canRefresh.bind(
        Bindings.createBooleanBinding(
            () -> connection.getValue() != null && online.get(), connection, online));
  }

  /** The choices of which matches "Refresh results" reads again, by the age of their copy. */
  public List<SearchRefresh.Age> refreshAges() {
    return List.of(SearchRefresh.Age.values());
  }

  /** How a choice of {@link #refreshAges()} reads in the menu. */
  public String refreshAgeLabel(SearchRefresh.Age age) {
    return age.label();
  }

  /**
   * Reads the matches of the last search last refreshed longer ago than {@code age} (up to {@value
   * SearchRefresh#CAP}) again from the service, once {@code confirm} accepts the sentence saying
   * how many; the results reload afterwards.
   */
  public void refreshResults(SearchRefresh.Age age, Predicate<String> confirm) {
    Connection c = connection == null ? null : connection.getValue();
    PaymentQuery query = pager.query();
    if (c == null || query == null || !canRefresh.get() || pager.busyProperty().get()) {
      return;
    }
    stopCount();
    refresh.start(
        c,
        query,
        age,
        confirm,
        () -> {
          storeChanged.run();
          reload();
        });
  }

  /** The last search's query; null before the first. */
  PaymentQuery query() {
    return pager.query();
  }

  /** Stops a refresh under way; what was read so far is summed up. */
  public void cancelRefresh() {
    refresh.cancel();
  }

  /** Writes the last refresh's failures (id, reason, code, message) as CSV. */
  public void saveRefreshFailures(Path file) {
    if (file != null) {
      refresh.saveFailures(file);
    }
  }

  public ReadOnlyBooleanProperty refreshFailuresProperty() {
    return refresh.hasFailuresProperty();
  }

  public ReadOnlyBooleanProperty canRefreshProperty() {
    return canRefresh.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty refreshingProperty() {
    return refresh.refreshingProperty();
  }

  /** Opens a result in the Payments area (looked up by id). */
  public void open(ResultRow row) {
    if (row != null) {
      openPayment.accept(row.id());
    }
  }

  /** Empties every filter, refused text included, and searches again: the newest first. */
  public void clear() {
    filters.clear();
    search();
  }

  /**
   * Replaces every filter by the request's (the others emptied) and searches: how another screen
   * shows the payments behind what it drew.
   */
  public void searchFor(SearchRequest request) {
    filters.clear();
    filters.statuses().setAll(request.statuses().stream().sorted().toList());
    if (request.currency() != null) {
      filters.currencies().setAll(request.currency());
    }
    if (request.createdFrom() != null) {
      filters.setCreatedFrom(request.createdFrom());
    }
    if (request.createdTo() != null) {
      filters.setCreatedTo(request.createdTo());
    }
    filters.hasChargebackProperty().set(request.chargebacksOnly());
    if (request.responseCode() != null) {
      filters.responseCodeProperty().set(request.responseCode());
    }
    search();
  }

  public SearchFilters filters() {
    return filters;
  }

  public List<String> countryChoices() {
    return Rules.countries();
  }

  public StringProperty textProperty() {
    return filters.textProperty();
  }

  public ObservableList<String> statuses() {
    return filters.statuses();
  }

  public ObservableList<String> subStatuses() {
    return filters.subStatuses();
  }

  public ObservableList<String> countries() {
    return filters.countries();
  }

  public ObservableList<String> currencies() {
    return filters.currencies();
  }

  public ObservableList<String> cardBrands() {
    return filters.cardBrands();
  }

  public ObservableList<String> methodTypes() {
    return filters.methodTypes();
  }

  public StringProperty amountFromProperty() {
    return filters.amountFromProperty();
  }

  public StringProperty amountToProperty() {
    return filters.amountToProperty();
  }

  public StringProperty createdFromProperty() {
    return filters.createdFromProperty();
  }

  public StringProperty createdToProperty() {
    return filters.createdToProperty();
  }

  public StringProperty orderIdProperty() {
    return filters.orderIdProperty();
  }

  public StringProperty responseCodeProperty() {
    return filters.responseCodeProperty();
  }

  public StringProperty referenceProperty() {
    return filters.referenceProperty();
  }

  public StringProperty emailProperty() {
    return filters.emailProperty();
  }

  public StringProperty nameProperty() {
    return filters.nameProperty();
  }

  public StringProperty documentProperty() {
    return filters.documentProperty();
  }

  public StringProperty iinProperty() {
    return filters.iinProperty();
  }

  public StringProperty lastFourProperty() {
    return filters.lastFourProperty();
  }

  public BooleanProperty hasChargebackProperty() {
    return filters.hasChargebackProperty();
  }

  public BooleanProperty inDisputeProperty() {
    return filters.inDisputeProperty();
  }

  public ObjectProperty<SearchFilters.SortField> sortByProperty() {
    return filters.sortByProperty();
  }

  public BooleanProperty descendingProperty() {
    return filters.descendingProperty();
  }

  public ReadOnlyStringProperty textErrorProperty() {
    return filters.textErrorProperty();
  }

  public ReadOnlyStringProperty amountFromErrorProperty() {
    return filters.amountFromErrorProperty();
  }

  public ReadOnlyStringProperty amountToErrorProperty() {
    return filters.amountToErrorProperty();
  }

  public ReadOnlyStringProperty createdFromErrorProperty() {
    return filters.createdFromErrorProperty();
  }

  public ReadOnlyStringProperty createdToErrorProperty() {
    return filters.createdToErrorProperty();
  }

  public ReadOnlyStringProperty iinErrorProperty() {
    return filters.iinErrorProperty();
  }

  public ReadOnlyStringProperty lastFourErrorProperty() {
    return filters.lastFourErrorProperty();
  }

  public ReadOnlyBooleanProperty validProperty() {
    return filters.validProperty();
  }

  public ReadOnlyStringProperty summaryProperty() {
    return filters.summaryProperty();
  }

  public void setCreatedFrom(LocalDate date) {
    filters.setCreatedFrom(date);
  }

  public void setCreatedTo(LocalDate date) {
    filters.setCreatedTo(date);
  }

  public ObservableList<ResultRow> rows() {
    return pager.rows();
  }

  public ReadOnlyBooleanProperty busyProperty() {
    return pager.busyProperty();
  }

  public ReadOnlyBooleanProperty countingProperty() {
    return counting.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty exportingProperty() {
    return export.exportingProperty();
  }

  public ReadOnlyBooleanProperty hasNextProperty() {
    return pager.hasNextProperty();
  }

  public ReadOnlyBooleanProperty hasPreviousProperty() {
    return pager.hasPreviousProperty();
  }

  public ReadOnlyStringProperty pageTextProperty() {
    return pager.pageTextProperty();
  }

  public ReadOnlyStringProperty countTextProperty() {
    return countText.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty errorProperty() {
    return error.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty noticeProperty() {
    return notice.getReadOnlyProperty();
  }

  /** A line of the results table: raw values, which the table's cells format. */
  public record ResultRow(
      String id,
      Instant createdAt,
      String status,
      String subStatus,
      Money amount,
      String country,
      String method,
      String card,
      String customer,
      String email,
      String orderId,
      String flags,
      String document) {
    static ResultRow of(PaymentRow r) {
      String brand = Catalogue.Kind.CARD_BRAND.label(r.cardBrand());
      String card =
          r.cardBrand() == null
              ? ""
              : r.cardLastFour() == null ? brand : brand + " " + Cells.mask(r.cardLastFour());
      List<String> flags = new ArrayList<>();
      if (r.hasChargeback()) {
        flags.add(Messages.get("search.flag.chargeback"));
      }
      if (r.inDispute()) {
        flags.add(Messages.get("search.flag.dispute"));
      }
      return new ResultRow(
          r.id(),
          r.createdAt(),
          r.status(),
          r.subStatus(),
          new Money(r.amount(), r.currency()),
          Formats.text(r.country()),
          r.methodType(),
          card,
          Formats.text(r.customerName()),
          Formats.text(r.customerEmail()),
          Formats.text(r.merchantOrderId()),
          String.join(", ", flags),
          document(r.documentMasked()));
    }

    /** The store's "****8909" as every screen shows documents: "•••• 8909" ("••••" alone). */
    static String document(String masked) {
      if (masked == null || masked.isBlank()) {
        return "";
      }
      String shown = Cells.document(null, Cells.documentLastFour(masked));
      return shown.isEmpty() ? Cells.MASK : shown;
    }
  }
}
