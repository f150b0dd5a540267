package io.paydesk.ui.payments;

import io.paydesk.rules.Currencies;
import io.paydesk.rules.Rules;
import io.paydesk.store.Page;
import io.paydesk.store.PaymentQuery;
import io.paydesk.store.PaymentQuery.SortBy;
import io.paydesk.store.PaymentRow;
import io.paydesk.store.Store;
import io.paydesk.store.TextMatch;
import io.paydesk.ui.ErrorText;
import io.paydesk.ui.Formats;
import io.paydesk.ui.Messages;
import io.paydesk.ui.TaskRunner;
import io.paydesk.ui.kit.Cells;
import io.paydesk.ui.kit.Money;
import java.io.IOException;
import java.io.Writer;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.DecimalFormat;
import java.text.NumberFormat;
import java.text.ParsePosition;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * Searches the local store with a back-office user's filters: keyset pages of 50 forward and back,
 * a count on demand and a CSV export of every match. The only caller of the store for this screen.
 */
public final class PaymentSearchViewModel {
  public static final int PAGE_SIZE = 50;

  /** What the results are sorted by (the payment id breaks ties). */
  public enum SortField {
    DATE(SortBy.CREATED_AT),
    AMOUNT(SortBy.AMOUNT);

    private final SortBy by;

    SortField(SortBy by) {
      this.by = by;
    }
  }

  static final int EXPORT_PAGE_SIZE = PaymentQuery.MAX_PAGE_SIZE;

  public static final List<String> CURRENCIES =
      List.of(
          "ARS", "BOB", "BRL", "CLP", "COP", "CRC", "GTQ", "HNL", "MXN", "NIO", "PEN", "PYG", "USD",
          "UYU");

  public static final List<String> CARD_BRANDS =
      List.of("VISA", "MASTERCARD", "AMERICAN_EXPRESS", "DISCOVER", "DINERS_CLUB", "ELO");

  public static final List<String> METHOD_TYPES =
      List.of("CARD", "PIX", "PSE", "SPEI", "BANK_TRANSFER", "OXXO", "CASH", "PAYPAL");

  static final String[] CSV_HEADER = {
    "id",
    "created_at",
    "status",
    "sub_status",
    "amount",
    "currency",
    "country",
    "method_type",
    "card_brand",
    "card_iin",
    "card_last_four",
    "customer_name",
    "customer_email",
    "customer_document",
    "merchant_order_id",
    "merchant_reference",
    "description",
    "has_chargeback",
    "in_dispute"
  };

  private final ObservableValue<Store> store;
  private final TaskRunner runner;
  private final Consumer<String> openPayment;
  private final ZoneId zone;

  private final StringProperty text = new SimpleStringProperty("");
  private final ObservableList<String> statuses = FXCollections.observableArrayList();
  private final ObservableList<String> subStatuses = FXCollections.observableArrayList();
  private final ObservableList<String> countries = FXCollections.observableArrayList();
  private final ObservableList<String> currencies = FXCollections.observableArrayList();
  private final ObservableList<String> cardBrands = FXCollections.observableArrayList();
  private final ObservableList<String> methodTypes = FXCollections.observableArrayList();
  private final StringProperty amountFrom = new SimpleStringProperty("");
  private final StringProperty amountTo = new SimpleStringProperty("");
  private final ObjectProperty<LocalDate> createdFrom = new SimpleObjectProperty<>();
  private final ObjectProperty<LocalDate> createdTo = new SimpleObjectProperty<>();
  private final StringProperty orderId = new SimpleStringProperty("");
  private final StringProperty reference = new SimpleStringProperty("");
  private final StringProperty email = new SimpleStringProperty("");
  private final StringProperty name = new SimpleStringProperty("");
  private final StringProperty document = new SimpleStringProperty("");
  private final StringProperty iin = new SimpleStringProperty("");
  private final StringProperty lastFour = new SimpleStringProperty("");
  private final BooleanProperty hasChargeback = new SimpleBooleanProperty(false);
  private final BooleanProperty inDispute = new SimpleBooleanProperty(false);
  private final ObjectProperty<SortField> sortBy = new SimpleObjectProperty<>(SortField.DATE);
  private final BooleanProperty descending = new SimpleBooleanProperty(true);

  private final ReadOnlyStringWrapper textError = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper amountFromError = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper amountToError = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper createdToError = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper iinError = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper lastFourError = new ReadOnlyStringWrapper("");

  private final ObservableList<ResultRow> rows = FXCollections.observableArrayList();
  private final ObservableList<ResultRow> rowsView = FXCollections.unmodifiableObservableList(rows);
  private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyBooleanWrapper counting = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyBooleanWrapper exporting = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyBooleanWrapper hasNext = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyBooleanWrapper hasPrevious = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyStringWrapper pageText = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper countText = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper("");

  /** The search last run: paging, count and export use it, not fields edited since. */
  private PaymentQuery applied;

  /** The cursor each page up to the shown one was read after; the first page's is null. */
  private final List<String> cursors = new ArrayList<>();

  private static final List<String> FIRST_PAGE = Collections.singletonList(null);

  private String nextCursor;
  private long generation;
  private long countTicket;

  /**
   * @param store the open store (null while none is open)
   * @param openPayment shows a payment by id in the Payments area
   */
  public PaymentSearchViewModel(
      ObservableValue<Store> store, TaskRunner runner, Consumer<String> openPayment, ZoneId zone) {
    this.store = store;
    this.runner = runner;
    this.openPayment = openPayment;
    this.zone = zone;
    clearOnEdit(text, textError);
    clearOnEdit(amountFrom, amountFromError);
    clearOnEdit(amountTo, amountToError);
    clearOnEdit(iin, iinError);
    clearOnEdit(lastFour, lastFourError);
    createdFrom.addListener((obs, old, now) -> createdToError.set(""));
    createdTo.addListener((obs, old, now) -> createdToError.set(""));
    store.addListener((obs, old, now) -> onStoreChanged());
    onStoreChanged();
  }

  private static void clearOnEdit(StringProperty field, ReadOnlyStringWrapper fieldError) {
    field.addListener((obs, old, now) -> fieldError.set(""));
  }

  private void onStoreChanged() {
    generation++;
    countTicket++;
    applied = null;
    busy.set(false);
    counting.set(false);
    rows.clear();
    cursors.clear();
    nextCursor = null;
    hasNext.set(false);
    hasPrevious.set(false);
    pageText.set("");
    countText.set("");
    error.set("");
    notice.set("");
    if (store.getValue() != null) {
      search();
    }
  }

  /**
   * Checks the fields and searches from the first page; bad input gets a message at its field and
   * nothing is searched (what was typed stays).
   */
  public void search() {
    PaymentQuery query = buildQuery();
    if (query == null) {
      return;
    }
    applied = query;
    notice.set("");
    readPage(FIRST_PAGE);
  }

  /** Runs the last search again from its first page, e.g. after the store received payments. */
  public void reload() {
    if (applied == null) {
      search();
    } else {
      readPage(FIRST_PAGE);
    }
  }

  public void nextPage() {
    if (nextCursor != null && !busy.get()) {
      List<String> stack = new ArrayList<>(cursors);
      stack.add(nextCursor);
      readPage(stack);
    }
  }

  public void previousPage() {
    if (cursors.size() > 1 && !busy.get()) {
      readPage(new ArrayList<>(cursors.subList(0, cursors.size() - 1)));
    }
  }

  /** Reads the page after the last cursor of {@code stack}, which becomes the cursors shown. */
  private void readPage(List<String> stack) {
    Store s = store.getValue();
    if (s == null || applied == null) {
      return;
    }
    PaymentQuery query = applied.after(stack.get(stack.size() - 1));
    long ticket = ++generation;
    if (stack.size() == 1) {
      countTicket++;
      counting.set(false);
      countText.set("");
    }
    busy.set(true);
    error.set("");
    runner.run(
        () -> s.payments().search(query),
        page -> {
          if (ticket != generation) {
            return;
          }
          busy.set(false);
          show(stack, page);
        },
        failure -> {
          if (ticket != generation) {
            return;
          }
          busy.set(false);
          rows.clear();
          hasNext.set(false);
          hasPrevious.set(false);
          pageText.set("");
          error.set(ErrorText.of(failure));
        });
  }

  private void show(List<String> stack, Page<PaymentRow> page) {
    cursors.clear();
    cursors.addAll(stack);
    nextCursor = page.nextCursor();
    rows.setAll(page.items().stream().map(ResultRow::of).toList());
    hasNext.set(nextCursor != null);
    hasPrevious.set(cursors.size() > 1);
    int first = (cursors.size() - 1) * PAGE_SIZE;
    pageText.set(
        rows.isEmpty()
            ? ""
            : Messages.get("search.page", cursors.size(), first + 1, first + rows.size()));
  }

  /** Counts every payment matching the last search, off the FX thread. */
  public void count() {
    Store s = store.getValue();
    PaymentQuery query = applied;
    if (s == null || query == null || counting.get()) {
      return;
    }
    long ticket = ++countTicket;
    counting.set(true);
    countText.set(Messages.get("search.counting"));
    runner.run(
        () -> s.payments().count(query),
        n -> {
          if (ticket == countTicket) {
            counting.set(false);
            countText.set(Messages.get("search.count", n));
          }
        },
        failure -> {
          if (ticket == countTicket) {
            counting.set(false);
            countText.set("");
            error.set(ErrorText.of(failure));
          }
        });
  }

  /** Writes every payment matching the last search to a CSV file, page by page. */
  public void export(Path file) {
    Store s = store.getValue();
    PaymentQuery query = applied;
    if (s == null || query == null || file == null || exporting.get()) {
      return;
    }
    exporting.set(true);
    error.set("");
    notice.set(Messages.get("search.exporting", file.getFileName()));
    runner.run(
        () -> writeCsv(s, query, file, EXPORT_PAGE_SIZE),
        n -> {
          exporting.set(false);
          notice.set(Messages.get("search.exported", n, file.getFileName()));
        },
        failure -> {
          exporting.set(false);
          notice.set("");
          error.set(ErrorText.of(failure));
        });
  }

  /** Writes the query's matches page by page, so no more than a page is held in memory. */
  static long writeCsv(Store s, PaymentQuery query, Path file, int pageSize) throws IOException {
    PaymentQuery pages = query.toBuilder().pageSize(pageSize).after(null).build();
    long written = 0;
    try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
        CSVPrinter csv = CSVFormat.DEFAULT.builder().setHeader(CSV_HEADER).get().print(out)) {
      String cursor = null;
      do {
        Page<PaymentRow> page = s.payments().search(pages.after(cursor));
        for (PaymentRow r : page.items()) {
          csv.printRecord(
              cell(r.id()),
              r.createdAt(),
              cell(r.status()),
              cell(r.subStatus()),
              plain(r.amount(), r.currency()),
              cell(r.currency()),
              cell(r.country()),
              cell(r.methodType()),
              cell(r.cardBrand()),
              cell(r.cardIin()),
              cell(r.cardLastFour()),
              cell(r.customerName()),
              cell(r.customerEmail()),
              cell(r.documentMasked()),
              cell(r.merchantOrderId()),
              cell(r.merchantReference()),
              cell(r.description()),
              r.hasChargeback(),
              r.inDispute());
          written++;
        }
        cursor = page.nextCursor();
      } while (cursor != null);
    }
    return written;
  }

  /**
   * Text as a spreadsheet will read it as text: a value starting with = + - @ or a control
   * character would run as a formula (descriptions and names come from customers), so it gets a
   * leading apostrophe.
   */
  static String cell(String value) {
    if (value == null || value.isEmpty()) {
      return value;
    }
    return "=+-@\t\r".indexOf(value.charAt(0)) >= 0 ? "'" + value : value;
  }

  /** The amount with at least its currency's digits ("1234.50"), never in exponent form. */
  private static String plain(BigDecimal amount, String currency) {
    if (amount == null) {
      return null;
    }
    int digits = Currencies.fractionDigits(currency == null ? "" : currency);
    return amount.setScale(Math.max(digits, amount.stripTrailingZeros().scale())).toPlainString();
  }

  /** Opens a result in the Payments area (looked up by id). */
  public void open(ResultRow row) {
    if (row != null) {
      openPayment.accept(row.id());
    }
  }

  /** Empties every filter and searches again: the newest payments first. */
  public void clear() {
    text.set("");
    statuses.clear();
    subStatuses.clear();
    countries.clear();
    currencies.clear();
    cardBrands.clear();
    methodTypes.clear();
    amountFrom.set("");
    amountTo.set("");
    createdFrom.set(null);
    createdTo.set(null);
    orderId.set("");
    reference.set("");
    email.set("");
    name.set("");
    document.set("");
    iin.set("");
    lastFour.set("");
    hasChargeback.set(false);
    inDispute.set(false);
    sortBy.set(SortField.DATE);
    descending.set(true);
    for (ReadOnlyStringWrapper e :
        List.of(
            textError, amountFromError, amountToError, createdToError, iinError, lastFourError)) {
      e.set("");
    }
    search();
  }

  /** The query of the fields, or null when a field is refused (its message is set). */
  private PaymentQuery buildQuery() {
    PaymentQuery.Builder q =
        PaymentQuery.builder()
            .statuses(statuses)
            .subStatus(subStatuses.toArray(String[]::new))
            .country(countries.toArray(String[]::new))
            .currency(currencies.toArray(String[]::new))
            .cardBrand(cardBrands.toArray(String[]::new))
            .methodType(methodTypes.toArray(String[]::new))
            .sort(sortBy.get() == null ? SortBy.CREATED_AT : sortBy.get().by, descending.get())
            .pageSize(PAGE_SIZE);
    boolean ok = true;
    try {
      q.text(text.get());
    } catch (IllegalArgumentException tooManyWords) {
      textError.set(Messages.get("search.error.words", PaymentQuery.MAX_TEXT_WORDS));
      ok = false;
    }
    BigDecimal min = amount(amountFrom, amountFromError);
    BigDecimal max = amount(amountTo, amountToError);
    if (min != null && max != null && min.compareTo(max) > 0) {
      amountToError.set(Messages.get("search.error.amountOrder"));
    }
    ok &= amountFromError.get().isEmpty() && amountToError.get().isEmpty();
    if (ok) {
      q.amountBetween(min, max);
    }
    LocalDate from = createdFrom.get();
    LocalDate to = createdTo.get();
    if (from != null && to != null && from.isAfter(to)) {
      createdToError.set(Messages.get("search.error.dateOrder"));
      ok = false;
    } else {
      q.createdBetween(
          from == null ? null : from.atStartOfDay(zone).toInstant(),
          to == null ? null : to.plusDays(1).atStartOfDay(zone).toInstant());
    }
    String iinDigits = strip(iin.get());
    if (!iinDigits.isEmpty() && !iinDigits.matches("[0-9]{1,12}")) {
      iinError.set(Messages.get("search.error.iin"));
      ok = false;
    } else {
      q.cardIin(iinDigits);
    }
    String four = strip(lastFour.get());
    if (!four.isEmpty() && !four.matches("[0-9]{4}")) {
      lastFourError.set(Messages.get("search.error.lastFour"));
      ok = false;
    } else {
      q.cardLastFour(four);
    }
    if (!ok) {
      return null;
    }
    q.merchantOrderId(prefix(orderId.get()))
        .merchantReference(prefix(reference.get()))
        .customerEmail(prefix(email.get()))
        .customerName(name.get())
        .customerDocument(document.get())
        .hasChargeback(hasChargeback.get() ? Boolean.TRUE : null)
        .inDispute(inDispute.get() ? Boolean.TRUE : null);
    return q.build();
  }

  private static String strip(String s) {
    return s == null ? "" : s.strip();
  }

  private static TextMatch prefix(String s) {
    return strip(s).isEmpty() ? null : TextMatch.prefix(s);
  }

  /** Reads an amount as written in the user's locale; a bad one sets the field's message. */
  private static BigDecimal amount(StringProperty field, ReadOnlyStringWrapper fieldError) {
    String t = strip(field.get());
    if (t.isEmpty()) {
      return null;
    }
    DecimalFormat f = (DecimalFormat) NumberFormat.getNumberInstance(Locale.getDefault());
    f.setParseBigDecimal(true);
    ParsePosition pos = new ParsePosition(0);
    Number n = f.parse(t, pos);
    if (n == null || pos.getIndex() != t.length() || ((BigDecimal) n).signum() < 0) {
      f.setMinimumFractionDigits(2);
      fieldError.set(Messages.get("search.error.amount", f.format(new BigDecimal("1234.50"))));
      return null;
    }
    return (BigDecimal) n;
  }

  public List<String> countryChoices() {
    return Rules.countries();
  }

  public StringProperty textProperty() {
    return text;
  }

  public ObservableList<String> statuses() {
    return statuses;
  }

  public ObservableList<String> subStatuses() {
    return subStatuses;
  }

  public ObservableList<String> countries() {
    return countries;
  }

  public ObservableList<String> currencies() {
    return currencies;
  }

  public ObservableList<String> cardBrands() {
    return cardBrands;
  }

  public ObservableList<String> methodTypes() {
    return methodTypes;
  }

  public StringProperty amountFromProperty() {
    return amountFrom;
  }

  public StringProperty amountToProperty() {
    return amountTo;
  }

  public ObjectProperty<LocalDate> createdFromProperty() {
    return createdFrom;
  }

  public ObjectProperty<LocalDate> createdToProperty() {
    return createdTo;
  }

  public StringProperty orderIdProperty() {
    return orderId;
  }

  public StringProperty referenceProperty() {
    return reference;
  }

  public StringProperty emailProperty() {
    return email;
  }

  public StringProperty nameProperty() {
    return name;
  }

  public StringProperty documentProperty() {
    return document;
  }

  public StringProperty iinProperty() {
    return iin;
  }

  public StringProperty lastFourProperty() {
    return lastFour;
  }

  public BooleanProperty hasChargebackProperty() {
    return hasChargeback;
  }

  public BooleanProperty inDisputeProperty() {
    return inDispute;
  }

  public ObjectProperty<SortField> sortByProperty() {
    return sortBy;
  }

  public BooleanProperty descendingProperty() {
    return descending;
  }

  public ReadOnlyStringProperty textErrorProperty() {
    return textError.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty amountFromErrorProperty() {
    return amountFromError.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty amountToErrorProperty() {
    return amountToError.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty createdToErrorProperty() {
    return createdToError.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty iinErrorProperty() {
    return iinError.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty lastFourErrorProperty() {
    return lastFourError.getReadOnlyProperty();
  }

  public ObservableList<ResultRow> rows() {
    return rowsView;
  }

  public ReadOnlyBooleanProperty busyProperty() {
    return busy.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty countingProperty() {
    return counting.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty exportingProperty() {
    return exporting.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty hasNextProperty() {
    return hasNext.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty hasPreviousProperty() {
    return hasPrevious.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty pageTextProperty() {
    return pageText.getReadOnlyProperty();
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
      String flags) {
    static ResultRow of(PaymentRow r) {
      String card =
          r.cardBrand() == null
              ? ""
              : r.cardLastFour() == null
                  ? r.cardBrand()
                  : r.cardBrand() + " " + Cells.mask(r.cardLastFour());
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
          Formats.text(r.methodType()),
          card,
          Formats.text(r.customerName()),
          Formats.text(r.customerEmail()),
          Formats.text(r.merchantOrderId()),
          String.join(", ", flags));
    }
  }
}
