package io.paydesk.ui.customers;

import io.paydesk.api.model.Customer;
import io.paydesk.api.model.EnrolledCardData;
import io.paydesk.api.model.EnrolledPaymentMethod;
import io.paydesk.api.model.Subscription;
import io.paydesk.ops.Connection;
import io.paydesk.ops.CustomerLookups;
import io.paydesk.ops.CustomerSummary;
import io.paydesk.rules.Cards;
import io.paydesk.rules.Emails;
import io.paydesk.rules.Limits;
import io.paydesk.store.PaymentRepository.CurrencyTotal;
import io.paydesk.store.PaymentRow;
import io.paydesk.ui.base.Busy;
import io.paydesk.ui.base.ErrorText;
import io.paydesk.ui.base.Formats;
import io.paydesk.ui.base.MessageText;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskHandle;
import io.paydesk.ui.base.TaskRunner;
import io.paydesk.ui.kit.Cells;
import io.paydesk.ui.kit.Money;
import io.paydesk.ui.kit.PaymentLine;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.util.List;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The Customers area: a customer id checked as typed (nothing is sent until it is 36 to 64
 * characters), the customer's enrolled methods read through {@code ops} into the store, the
 * recently looked-up customers, and the customer's payments, subscriptions and totals from the
 * store.
 */
public final class CustomersViewModel {
  /** One enrolled method as the table shows it. */
  public record MethodLine(
      String name,
      String type,
      String category,
      String card,
      String expiry,
      Cards.Expiry expiryState,
      String status,
      String token,
      OffsetDateTime lastUsed) {}

  /** One subscription of the customer. */
  public record SubscriptionLine(String id, String name, Money amount, String status) {}

  private final ShellViewModel shell;
  private final TaskRunner runner;
  private final Busy calls;
  private final Consumer<String> openPayment;
  private final Consumer<String> openSubscription;
  private final ReadOnlyBooleanWrapper demoSuggested = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyStringWrapper matchesOf = new ReadOnlyStringWrapper("");
  private final StringProperty customerId = new SimpleStringProperty("");
  private final MessageText idError = new MessageText();
  private final ReadOnlyBooleanWrapper canLookUp = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyBooleanWrapper shown = new ReadOnlyBooleanWrapper(false);
  private final MessageText error = new MessageText();
  private final MessageText notice = new MessageText();
  private final ReadOnlyStringWrapper name = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper email = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper country = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper merchantCustomerId = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper shownId = new ReadOnlyStringWrapper("");
  private final ObservableList<MethodLine> methods = FXCollections.observableArrayList();
  private final ObservableList<PaymentLine> payments = FXCollections.observableArrayList();
  private final ObservableList<SubscriptionLine> subscriptions =
      FXCollections.observableArrayList();
  private final ObservableList<String> totals = FXCollections.observableArrayList();
  private final ObservableList<Entry> recent = FXCollections.observableArrayList();
  private TaskHandle task = TaskHandle.done();

  public CustomersViewModel(ShellViewModel shell, TaskRunner runner, Consumer<String> openPayment) {
    this(shell, runner, openPayment, id -> {});
  }

  /**
   * @param openSubscription shows a subscription (by id) in the Subscriptions area
   */
  public CustomersViewModel(
      ShellViewModel shell,
      TaskRunner runner,
      Consumer<String> openPayment,
      Consumer<String> openSubscription) {
    this.shell = shell;
    this.runner = runner;
    this.calls = new Busy(runner, busy, error);
    this.openPayment = openPayment;
    this.openSubscription = openSubscription;
    customerId.addListener((obs, old, now) -> checkId());
    shell.connectionProperty().addListener((obs, old, now) -> onConnection(now));
    onConnection(shell.connection());
  }

  private void onConnection(Connection c) {
    task.cancel();
    shown.set(false);
    recent.clear();
    if (c != null) {
      loadRecent(c);
    }
  }

  private void loadRecent(Connection c) {
    runner.run(
        () -> recentOf(c),
        r -> {
          if (c == shell.connection()) {
            showRecent(r);
          }
        },
        failure -> error.say(() -> ErrorText.of(failure)));
  }

  /** A customer of the list on the right: name and e-mail when known, and the id. */
  public record Entry(String id, String name, String email) {
    static Entry of(CustomerSummary c) {
      return new Entry(c.id(), c.name(), c.email());
    }
  }

  /** The list on the right, and whether it holds the sandbox's demo customers. */
  private record Recent(List<Entry> customers, boolean demo) {}

  /**
   * The customers looked up lately; before the first look-up, the embedded sandbox's demo customers
   * (with enrolled cards), so a new user has one to try. Reads the store: off the FX thread.
   */
  private static Recent recentOf(Connection c) {
    List<CustomerSummary> looked = c.customers().recent();
    List<CustomerSummary> demo = looked.isEmpty() ? c.demoCustomers() : List.of();
    return new Recent(
        (demo.isEmpty() ? looked : demo).stream().map(Entry::of).toList(), !demo.isEmpty());
  }

  private void showRecent(Recent r) {
    demoSuggested.set(r.demo());
    matchesOf.set("");
    recent.setAll(r.customers());
  }

  /** The e-mail whose customers the list on the right shows; "" when it shows recent ones. */
  public ReadOnlyStringProperty matchesOfProperty() {
    return matchesOf.getReadOnlyProperty();
  }

  /** True while the list on the right shows the sandbox's demo customers, not recent ones. */
  public ReadOnlyBooleanProperty demoSuggestedProperty() {
    return demoSuggested.getReadOnlyProperty();
  }

  /** Opens one of the customer's subscriptions in the Subscriptions area. */
  public void openSubscription(String id) {
    if (id != null) {
      openSubscription.accept(id);
    }
  }

  /**
   * As typed: nothing while empty; then a customer id's length rule, or an e-mail's shape once it
   * has an @.
   */
  private void checkId() {
    String typed = customerId.get() == null ? "" : customerId.get().strip();
    boolean email = typed.contains("@");
    boolean ok = email ? Emails.isValid(typed) : CustomerLookups.checkId(typed).isEmpty();
    idError.say(
        () ->
            typed.isEmpty() || ok
                ? ""
                : email
                    ? Messages.get("customers.email.invalid")
                    : Messages.get(
                        "customers.id.invalid",
                        typed.length(),
                        Limits.LONG_ID_MIN,
                        Limits.LONG_ID_MAX));
    canLookUp.set(ok);
  }

  /** Looks the typed customer up; refused at the field (nothing sent) when the id is not valid. */
  public void lookUp() {
    checkId();
    Connection c = shell.connection();
    if (!canLookUp.get() || c == null) {
      if (!canLookUp.get() && idError.get().isEmpty()) {
        idError.say(
            () -> Messages.get("customers.id.invalid", 0, Limits.LONG_ID_MIN, Limits.LONG_ID_MAX));
      }
      return;
    }
    String typed = customerId.get().strip();
    if (typed.contains("@")) {
      findByEmail(c, typed);
    } else {
      matchesOf.set("");
      lookUp(c, typed);
    }
  }

  /**
   * The customers this computer knows with the e-mail: one is looked up; several are listed on the
   * right to choose from; none is said at the field.
   */
  private void findByEmail(Connection c, String email) {
    task.cancel();
    notice.set("");
    task =
        calls.run(
            () -> c.customers().byEmail(email, c.demoCustomers()),
            found -> {
              if (found.size() != 1) {
                shown.set(false); // the customer shown before is not this e-mail's
              }
              if (found.size() <= 1 && !matchesOf.get().isEmpty()) {
                matchesOf.set(""); // another e-mail's matches go; the recent ones come back
                loadRecent(c);
              }
              if (found.isEmpty()) {
                idError.say(() -> Messages.get("customers.email.none"));
              } else if (found.size() == 1) {
                lookUp(c, found.get(0).id());
              } else {
                demoSuggested.set(false);
                matchesOf.set(email);
                recent.setAll(found.stream().map(Entry::of).toList());
                notice.say(() -> Messages.get("customers.email.choose", found.size()));
              }
            });
  }

  private void lookUp(Connection c, String id) {
    task.cancel();
    notice.say(() -> Messages.get("customers.loading"));
    task =
        calls.run(
            () -> {
              CustomerLookups.Found found = c.customers().lookUp(id);
              return new Looked(found, c.customers().overview(id), recentOf(c));
            },
            done -> {
              CustomerLookups.Found found = done.found();
              shell.reportCallOutcome(found.offline());
              notice.say(
                  () ->
                      found.offline() == null
                          ? ""
                          : Messages.get("customers.offline", ErrorText.of(found.offline())));
              show(id, done.overview());
              if (matchesOf.get().isEmpty()) {
                showRecent(done.recent());
              }
            },
            failure -> {
              shell.reportCallOutcome(failure);
              notice.set("");
              error.say(() -> ErrorText.of(failure));
            });
  }

  private record Looked(
      CustomerLookups.Found found, CustomerLookups.Overview overview, Recent recent) {}

  /** Looks up a customer from the list on the right. */
  public void open(String id) {
    Connection c = shell.connection();
    if (c == null || id == null) {
      return;
    }
    if (!customerId.get().strip().contains("@")) {
      customerId.set(id); // an e-mail typed stays: its matches stay listed
    }
    lookUp(c, id);
  }

  private void show(String id, CustomerLookups.Overview view) {
    Customer cu = view.customer();
    shownId.set(id);
    name.set(cu == null ? "" : join(cu.firstName(), cu.lastName()));
    email.set(cu == null || cu.email() == null ? "" : cu.email());
    country.set(cu == null || cu.country() == null ? "" : cu.country());
    merchantCustomerId.set(
        cu == null || cu.merchantCustomerId() == null ? "" : cu.merchantCustomerId());
    LocalDate today = LocalDate.now(ZoneId.systemDefault());
    methods.setAll(view.methods().stream().map(m -> line(m, today)).toList());
    payments.setAll(
        view.payments().stream()
            .map(
                (PaymentRow r) ->
                    new PaymentLine(
                        r.id(), r.createdAt(), new Money(r.amount(), r.currency()), r.status()))
            .toList());
    subscriptions.setAll(
        view.subscriptions().stream()
            .map(
                (Subscription s) ->
                    new SubscriptionLine(
                        s.id(),
                        s.name(),
                        s.amount() == null
                            ? null
                            : new Money(s.amount().value(), s.amount().currency()),
                        s.status() == null ? "" : s.status().value()))
            .toList());
    totals.setAll(view.totals().stream().map(CustomersViewModel::total).toList());
    shown.set(true);
  }

  static MethodLine line(EnrolledPaymentMethod m, LocalDate today) {
    EnrolledCardData card = m.cardData();
    String brand = card == null || card.brand() == null ? null : card.brand();
    String shownName = brand != null ? brand : m.name() != null ? m.name() : m.type();
    String digits =
        card == null
            ? ""
            : ((card.iin() == null ? "" : card.iin() + " ") + Cells.mask(card.lfd())).strip();
    Integer month = card == null ? null : card.expirationMonth();
    Integer year = card == null ? null : card.expirationYear();
    Cards.Expiry state = Cards.expiry(month, year, today);
    String expiry =
        month == null || year == null
            ? ""
            : String.format("%02d/%d", month, year < 100 ? 2000 + year : year);
    return new MethodLine(
        shownName,
        m.type(),
        m.category() != null ? m.category() : card == null ? null : card.category(),
        digits,
        expiry,
        state,
        m.status(),
        m.vaultedToken(),
        m.lastSuccessfullyUsedAt());
  }

  private static String total(CurrencyTotal t) {
    return Messages.get(
        "customers.total",
        t.currency(),
        Formats.money(t.paid(), t.currency()),
        Formats.money(t.refunded(), t.currency()),
        t.payments());
  }

  private static String join(String a, String b) {
    return ((a == null ? "" : a) + " " + (b == null ? "" : b)).strip();
  }

  public void openPayment(String id) {
    openPayment.accept(id);
  }

  public StringProperty customerIdProperty() {
    return customerId;
  }

  public ReadOnlyStringProperty idErrorProperty() {
    return idError.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty canLookUpProperty() {
    return canLookUp.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty busyProperty() {
    return busy.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty shownProperty() {
    return shown.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty errorProperty() {
    return error.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty noticeProperty() {
    return notice.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty nameProperty() {
    return name.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty emailProperty() {
    return email.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty countryProperty() {
    return country.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty merchantCustomerIdProperty() {
    return merchantCustomerId.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty shownIdProperty() {
    return shownId.getReadOnlyProperty();
  }

  public ObservableList<MethodLine> methods() {
    return FXCollections.unmodifiableObservableList(methods);
  }

  public ObservableList<PaymentLine> payments() {
    return FXCollections.unmodifiableObservableList(payments);
  }

  public ObservableList<SubscriptionLine> subscriptions() {
    return FXCollections.unmodifiableObservableList(subscriptions);
  }

  public ObservableList<String> totals() {
    return FXCollections.unmodifiableObservableList(totals);
  }

  public ObservableList<Entry> recent() {
    return FXCollections.unmodifiableObservableList(recent);
  }
}
