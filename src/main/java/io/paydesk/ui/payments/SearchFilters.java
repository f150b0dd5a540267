package io.paydesk.ui.payments;

import io.paydesk.rules.MoneyInput;
import io.paydesk.store.PaymentQuery;
import io.paydesk.store.PaymentQuery.SortBy;
import io.paydesk.store.TextMatch;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.kit.ActiveFilter;
import io.paydesk.ui.kit.AmountFields;
import io.paydesk.ui.kit.Catalogue;
import io.paydesk.ui.kit.DateInput;
import io.paydesk.ui.kit.DateRange;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import javafx.beans.Observable;
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
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The search screen's filters and their checks. Every edit checks the fields again: a refused field
 * carries its message, {@link #validProperty()} is false and the summary names what is left to fix.
 * The filters then build the store query.
 */
public final class SearchFilters {

  /** What the results are sorted by (the payment id breaks ties). */
  public enum SortField {
    DATE(SortBy.CREATED_AT),
    AMOUNT(SortBy.AMOUNT);

    final SortBy by;

    SortField(SortBy by) {
      this.by = by;
    }
  }

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
  private final DateRange created =
      DateRange.optional("search.error.date", "search.error.dateOrder");
  private final StringProperty createdFrom = created.fromProperty();
  private final StringProperty createdTo = created.toProperty();
  private final StringProperty orderId = new SimpleStringProperty("");
  private final StringProperty reference = new SimpleStringProperty("");
  private final StringProperty responseCode = new SimpleStringProperty("");
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
  private final ReadOnlyStringWrapper iinError = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper lastFourError = new ReadOnlyStringWrapper("");
  private final ReadOnlyBooleanWrapper valid = new ReadOnlyBooleanWrapper(true);
  private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
  private final ObservableList<ActiveFilter> active = FXCollections.observableArrayList();
  private final ObservableList<ActiveFilter> activeView =
      FXCollections.unmodifiableObservableList(active);

  /** Run after a filter in use was removed (its chip clicked): the search runs again. */
  private Runnable removed = () -> {};

  /** Each checked field's message and the bundle key of its name, in screen order. */
  private final Map<ReadOnlyStringProperty, String> checked = new LinkedHashMap<>();

  /** A change of language says the messages and the filters in use again, in the new language. */
  private final javafx.beans.InvalidationListener relanguage =
      o -> {
        check();
        listActive();
      };

  public SearchFilters(ZoneId zone) {
    this.zone = zone;
    Messages.languageProperty().addListener(new javafx.beans.WeakInvalidationListener(relanguage));
    checked.put(textError, "search.field.text");
    checked.put(amountFromError, "search.field.amountFrom");
    checked.put(amountToError, "search.field.amountTo");
    checked.put(created.fromErrorProperty(), "search.field.createdFrom");
    checked.put(created.toErrorProperty(), "search.field.createdTo");
    checked.put(iinError, "search.field.iin");
    checked.put(lastFourError, "search.field.lastFour");
    for (Observable field :
        List.of(text, amountFrom, amountTo, currencies, createdFrom, createdTo, iin, lastFour)) {
      field.addListener(o -> check());
    }
    for (Observable field :
        List.of(
            statuses,
            subStatuses,
            countries,
            currencies,
            cardBrands,
            methodTypes,
            amountFrom,
            amountTo,
            createdFrom,
            createdTo,
            orderId,
            reference,
            email,
            name,
            document,
            iin,
            lastFour,
            hasChargeback,
            inDispute,
            responseCode)) {
      field.addListener(o -> listActive());
    }
  }

  /** Lists the filters in use, in screen order; the free text and the sort are not filters. */
  private void listActive() {
    List<ActiveFilter> in = new ArrayList<>();
    chosen(in, "search.field.status", statuses, Catalogue.Kind.PAYMENT_STATUS);
    chosen(in, "search.field.country", countries, null);
    chosen(in, "search.field.currency", currencies, null);
    chosen(in, "search.field.brand", cardBrands, Catalogue.Kind.CARD_BRAND);
    chosen(in, "search.field.method", methodTypes, Catalogue.Kind.METHOD_TYPE);
    typed(in, "search.field.amountFrom", amountFrom);
    typed(in, "search.field.amountTo", amountTo);
    typed(in, "search.field.createdFrom", createdFrom);
    typed(in, "search.field.createdTo", createdTo);
    typed(in, "search.field.iin", iin);
    typed(in, "search.field.orderId", orderId);
    typed(in, "search.field.reference", reference);
    typed(in, "search.field.email", email);
    typed(in, "search.field.name", name);
    if (!strip(document.get()).isEmpty()) {
      // The document number is never shown: only that it filters.
      in.add(new ActiveFilter(Messages.get("search.field.document"), () -> document.set("")));
    }
    typed(in, "search.field.lastFour", lastFour);
    chosen(in, "search.field.subStatus", subStatuses, Catalogue.Kind.SUB_STATUS);
    typed(in, "keys.search.field.responseCode", responseCode);
    if (hasChargeback.get()) {
      in.add(
          new ActiveFilter(
              Messages.get("search.field.hasChargeback"), () -> hasChargeback.set(false)));
    }
    if (inDispute.get()) {
      in.add(new ActiveFilter(Messages.get("search.field.inDispute"), () -> inDispute.set(false)));
    }
    in.replaceAll(
        f ->
            new ActiveFilter(
                f.text(),
                () -> {
                  f.remove().run();
                  removed.run();
                }));
    active.setAll(in);
  }

  /** What runs after a filter in use was removed through {@link #active()}. */
  void onRemoved(Runnable then) {
    removed = then;
  }

  private static void chosen(
      List<ActiveFilter> in, String nameKey, ObservableList<String> values, Catalogue.Kind kind) {
    if (!values.isEmpty()) {
      List<String> labels = values.stream().map(v -> kind == null ? v : kind.label(v)).toList();
      in.add(ActiveFilter.named(Messages.get(nameKey), String.join(", ", labels), values::clear));
    }
  }

  private static void typed(List<ActiveFilter> in, String nameKey, StringProperty field) {
    String t = strip(field.get());
    if (!t.isEmpty()) {
      in.add(ActiveFilter.named(Messages.get(nameKey), t, () -> field.set("")));
    }
  }

  /** Checks every field, setting each one's message, the validity and the summary. */
  private void check() {
    textError.set(checkText());
    Optional<BigDecimal> min = amount(amountFrom.get(), amountFromError);
    Optional<BigDecimal> max = amount(amountTo.get(), amountToError);
    if (min.isPresent() && max.isPresent() && min.get().compareTo(max.get()) > 0) {
      amountToError.set(Messages.get("search.error.amountOrder"));
    }
    created.check();
    String iinDigits = strip(iin.get());
    iinError.set(
        iinDigits.isEmpty() || iinDigits.matches("[0-9]{1,12}")
            ? ""
            : Messages.get("search.error.iin"));
    String four = strip(lastFour.get());
    lastFourError.set(
        four.isEmpty() || four.matches("[0-9]{4}") ? "" : Messages.get("search.error.lastFour"));

    List<String> left = new ArrayList<>();
    checked.forEach(
        (error, fieldName) -> {
          if (!error.get().isEmpty()) {
            left.add(Messages.get(fieldName));
          }
        });
    valid.set(left.isEmpty());
    summary.set(
        left.isEmpty() ? "" : Messages.get("search.invalid", left.size(), String.join(", ", left)));
  }

  private String checkText() {
    try {
      PaymentQuery.builder().text(text.get());
      return "";
    } catch (IllegalArgumentException tooManyWords) {
      return Messages.get("search.error.words", PaymentQuery.MAX_TEXT_WORDS);
    }
  }

  /**
   * Reads an amount with the one money parser, in the user's locale and with the digits of the
   * currency chosen (when exactly one is); a refused one sets the field's message.
   */
  private Optional<BigDecimal> amount(String typed, ReadOnlyStringWrapper fieldError) {
    String t = strip(typed);
    fieldError.set("");
    if (t.isEmpty()) {
      return Optional.empty();
    }
    String currency = currencies.size() == 1 ? currencies.get(0) : "";
    AmountFields.Checked read = AmountFields.check(t, currency, null);
    if (read.ok()) {
      return Optional.of(read.value());
    }
    MoneyInput.Result result = MoneyInput.parse(t, currency, Locale.getDefault());
    fieldError.set(
        currency.isEmpty() && result.problem() == MoneyInput.Problem.TOO_MANY_DECIMALS
            ? Messages.get("search.error.amount", result.example())
            : read.error());
    return Optional.empty();
  }

  /** The query of the fields, or null while a field is refused. */
  PaymentQuery query(int pageSize) {
    check();
    if (!valid.get()) {
      return null;
    }
    return PaymentQuery.builder()
        .text(text.get())
        .statuses(statuses)
        .subStatus(subStatuses.toArray(String[]::new))
        .country(countries.toArray(String[]::new))
        .currency(currencies.toArray(String[]::new))
        .cardBrand(cardBrands.toArray(String[]::new))
        .methodType(methodTypes.toArray(String[]::new))
        .responseCode(responseCodes())
        .amountBetween(
            amount(amountFrom.get(), amountFromError).orElse(null),
            amount(amountTo.get(), amountToError).orElse(null))
        .createdBetween(created.start(zone), created.end(zone))
        .cardIin(strip(iin.get()))
        .cardLastFour(strip(lastFour.get()))
        .merchantOrderId(prefix(orderId.get()))
        .merchantReference(prefix(reference.get()))
        .customerEmail(prefix(email.get()))
        .customerName(name.get())
        .customerDocument(document.get())
        .hasChargeback(hasChargeback.get() ? Boolean.TRUE : null)
        .inDispute(inDispute.get() ? Boolean.TRUE : null)
        .sort(sortBy.get() == null ? SortBy.CREATED_AT : sortBy.get().by, descending.get())
        .pageSize(pageSize)
        .build();
  }

  /** Empties every field, text that was refused included. */
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
    createdFrom.set("");
    createdTo.set("");
    orderId.set("");
    reference.set("");
    responseCode.set("");
    email.set("");
    name.set("");
    document.set("");
    iin.set("");
    lastFour.set("");
    hasChargeback.set(false);
    inDispute.set(false);
    sortBy.set(SortField.DATE);
    descending.set(true);
    check();
  }

  private static String strip(String s) {
    return s == null ? "" : s.strip();
  }

  private static TextMatch prefix(String s) {
    return strip(s).isEmpty() ? null : TextMatch.prefix(s);
  }

  /** Sets the "from" date as the user's locale writes it. */
  public void setCreatedFrom(LocalDate date) {
    createdFrom.set(DateInput.format(date, Locale.getDefault()));
  }

  /** Sets the "to" date as the user's locale writes it. */
  public void setCreatedTo(LocalDate date) {
    createdTo.set(DateInput.format(date, Locale.getDefault()));
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

  /** The "from" date as typed. */
  public StringProperty createdFromProperty() {
    return createdFrom;
  }

  /** The "to" date as typed. */
  public StringProperty createdToProperty() {
    return createdTo;
  }

  public StringProperty orderIdProperty() {
    return orderId;
  }

  /** The response code typed, exact (upper case, as the service writes them). */
  public StringProperty responseCodeProperty() {
    return responseCode;
  }

  private String[] responseCodes() {
    String code = strip(responseCode.get()).toUpperCase(java.util.Locale.ROOT);
    return code.isEmpty() ? new String[0] : new String[] {code};
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

  public ReadOnlyStringProperty createdFromErrorProperty() {
    return created.fromErrorProperty();
  }

  public ReadOnlyStringProperty createdToErrorProperty() {
    return created.toErrorProperty();
  }

  public ReadOnlyStringProperty iinErrorProperty() {
    return iinError.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty lastFourErrorProperty() {
    return lastFourError.getReadOnlyProperty();
  }

  /** False while any field is refused. */
  public ReadOnlyBooleanProperty validProperty() {
    return valid.getReadOnlyProperty();
  }

  /** What is left to fix before searching, "" when nothing. */
  public ReadOnlyStringProperty summaryProperty() {
    return summary.getReadOnlyProperty();
  }

  /** The filters in use, each with its removal; changes as the fields do. */
  public ObservableList<ActiveFilter> active() {
    return activeView;
  }
}
