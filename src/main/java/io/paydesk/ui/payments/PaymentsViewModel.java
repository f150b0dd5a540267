package io.paydesk.ui.payments;

import io.paydesk.api.model.Payment;
import io.paydesk.ops.ActionOffer;
import io.paydesk.ops.Connection;
import io.paydesk.ops.LiveChanges;
import io.paydesk.ops.PaymentLookups;
import io.paydesk.ops.PaymentOperations;
import io.paydesk.ops.Permission;
import io.paydesk.rules.Limits;
import io.paydesk.rules.PaymentActions.Action;
import io.paydesk.ui.base.Busy;
import io.paydesk.ui.base.ErrorText;
import io.paydesk.ui.base.Formats;
import io.paydesk.ui.base.MessageText;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskHandle;
import io.paydesk.ui.base.TaskRunner;
import io.paydesk.ui.kit.Availability;
import io.paydesk.ui.kit.Catalogue;
import java.time.Instant;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Finds a payment by id, merchant order id or customer e-mail (through {@link PaymentLookups}),
 * shows it, offers the money actions its state allows and lists the local history. Calls the
 * service only through {@code ops}.
 */
public final class PaymentsViewModel {
  private final ShellViewModel shell;
  private final TaskRunner runner;
  private final Busy calls;

  private final StringProperty paymentId = new SimpleStringProperty("");
  private final MessageText idError = new MessageText();
  private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
  private final MessageText error = new MessageText();
  private final MessageText notice = new MessageText();
  private final ReadOnlyObjectWrapper<PaymentDetail> detail = new ReadOnlyObjectWrapper<>();
  private final ReadOnlyObjectWrapper<PaymentActionForm> action = new ReadOnlyObjectWrapper<>();
  private final Map<Action, Availability> offered = new EnumMap<>(Action.class);
  private Map<Action, ActionOffer> offers = Map.of();
  private final ObservableList<PaymentDetail.TransactionLine> transactions =
      FXCollections.observableArrayList();
  private final ObservableList<String> demoIds = FXCollections.observableArrayList();
  private final ObservableList<PaymentDetail.TransactionLine> transactionsView =
      FXCollections.unmodifiableObservableList(transactions);
  private final ObservableList<String> demoIdsView =
      FXCollections.unmodifiableObservableList(demoIds);
  private Payment current;
  private TaskHandle lookupTask = TaskHandle.done();
  private final MessageText lastRefreshed = new MessageText();
  private final ReadOnlyBooleanWrapper offline = new ReadOnlyBooleanWrapper(false);
  private final RawAnswerViewModel raw;
  private final HistoryViewModel history;
  private final UnsettledViewModel unsettled;
  private final ReadOnlyObjectWrapper<FetchViewModel> fetch = new ReadOnlyObjectWrapper<>();
  private final Availability evidence;
  private Consumer<String> evidenceOpener;

  public PaymentsViewModel(ShellViewModel shell, TaskRunner runner) {
    this.shell = shell;
    this.runner = runner;
    this.calls = new Busy(runner, busy, error);
    for (Action a : Action.values()) {
      offered.put(a, new Availability(shell.personProperty(), Permission.PAYMENT_ACTIONS));
    }
    evidence = new Availability(shell.personProperty(), Permission.EVIDENCE);
    raw = new RawAnswerViewModel(shell, runner);
    history = new HistoryViewModel(shell, runner);
    unsettled =
        new UnsettledViewModel(shell, runner, failure -> error.say(() -> ErrorText.of(failure)));
    paymentId.addListener((obs, old, now) -> idError.set(""));
    shell.connectionProperty().addListener((obs, old, now) -> onConnectionChanged(now));
    onConnectionChanged(shell.connection());
  }

  /**
   * Finds what the box holds: a payment id, a merchant order id or a customer e-mail. One payment
   * found is shown; several are listed in the local history. A text too short or too long for any
   * of them gets a message at the field and nothing is sent.
   */
  public void lookUp() {
    String text = paymentId.get() == null ? "" : paymentId.get().strip();
    if (text.length() < Limits.TEXT_MIN || text.length() > Limits.TEXT_MAX) {
      idError.say(() -> Messages.get("payments.lookup.invalid", Limits.TEXT_MIN, Limits.TEXT_MAX));
      return;
    }
    paymentId.set(text);
    Connection c = shell.connection();
    if (c == null) {
      return;
    }
    lookupTask.cancel();
    notice.say(() -> Messages.get("payments.lookup.loading", text));
    lookupTask =
        calls.run(
            () -> find(c, text),
            found -> {
              shell.reportCallOutcome(found.offline());
              showFound(text, found);
            },
            failure -> {
              shell.reportCallOutcome(failure);
              notice.set("");
              clearDetail();
              error.say(() -> ErrorText.of(failure));
            });
  }

  /** Off the FX thread: the look-up, and a payment found in the store read fresh by its id. */
  private static PaymentLookups.Found find(Connection c, String text) {
    PaymentLookups lookups = c.lookups();
    PaymentLookups.Found found = lookups.find(text);
    if (found.payments().size() == 1
        && PaymentLookups.keyOf(text) != PaymentLookups.Key.PAYMENT_ID) {
      return lookups.byId(found.payments().get(0).id());
    }
    return found;
  }

  private void showFound(String text, PaymentLookups.Found found) {
    List<Payment> payments = found.payments();
    if (payments.isEmpty()) {
      notice.set("");
      clearDetail();
      error.say(() -> Messages.get("payments.lookup.none", text));
      return;
    }
    if (payments.size() > 1) {
      clearDetail();
      notice.set("");
      // The look-up reads a first page only: the notice says the history's count, the same one.
      history.searchFor(
          text, total -> notice.say(() -> Messages.get("payments.lookup.many", total, text)));
      return;
    }
    notice.say(
        () ->
            found.offline() == null
                ? ""
                : Messages.get("payments.cached", Formats.dateTime(found.refreshedAt())));
    show(payments.get(0), found.offline() == null);
    offline.set(found.offline() != null);
    Instant refreshed = found.offline() == null ? Instant.now() : found.refreshedAt();
    lastRefreshed.say(() -> Formats.dateTime(refreshed));
    history.search();
  }

  /**
   * The payment shown, changed by an event from the service (a batch of {@code live} names it), is
   * read again from the store, where the event left the service's copy, with a note of what
   * changed; while an action's form is open only the note is shown, so nothing typed is lost.
   */
  public void followLive(ObservableValue<LiveChanges.Batch> live) {
    live.addListener(
        (obs, old, batch) -> {
          Payment shown = current;
          Connection c = shell.connection();
          if (batch == null || shown == null || c == null) {
            return;
          }
          if (!batch.payments().contains(shown.id())) {
            return;
          }
          runner.run(
              () -> c.store().payments().find(shown.id()).orElse(shown),
              now -> {
                if (current != shown) {
                  return; // another payment is shown now, or this one read again
                }
                if (action.get() == null) {
                  show(now, !offline.get());
                }
                notice.say(() -> LiveNote.of(shown, now));
              },
              failure -> {});
        });
  }

  /** Opens a payment from the history or demo lists. */
  public void open(String id) {
    paymentId.set(id);
    lookUp();
  }

  /** Shows a payment; {@code live} when it came from the service just now (actions allowed). */
  private void show(Payment p, boolean live) {
    if (current == null || !current.id().equals(p.id())) {
      raw.close();
    }
    current = p;
    action.set(null);
    if (live) {
      offline.set(false);
      Instant refreshed = Instant.now();
      lastRefreshed.say(() -> Formats.dateTime(refreshed));
    }
    PaymentDetail d = PaymentDetail.of(p);
    detail.set(d);
    transactions.setAll(d.transactions());
    offer(live ? PaymentOperations.offers(p) : Map.of());
    evidence.allowedByState(evidenceOpener != null && hasChargeback(p));
  }

  private static boolean hasChargeback(Payment p) {
    return p.transactions() != null
        && p.transactions().stream()
            .anyMatch(t -> t.type() != null && "CHARGEBACK".equals(t.type().toString()));
  }

  /**
   * Lets a payment with a chargeback offer "Submit evidence", which hands its id to the disputes
   * screen; without one the button is never shown.
   */
  public void setEvidenceOpener(Consumer<String> opener) {
    evidenceOpener = opener;
  }

  /** Opens the evidence screen for the payment shown (it has a chargeback). */
  public void submitEvidence() {
    if (current != null && evidenceOpener != null && evidence.get()) {
      evidenceOpener.accept(current.id());
    }
  }

  /** True while the payment shown has a CHARGEBACK transaction to answer with evidence. */
  public ReadOnlyBooleanProperty canSubmitEvidenceProperty() {
    return evidence.property();
  }

  /** The actions offered on the payment shown, as ops offers them (none for a stored copy). */
  private void offer(Map<Action, ActionOffer> now) {
    offers = now;
    offered.forEach((a, availability) -> availability.allowedByState(now.containsKey(a)));
  }

  private void clearDetail() {
    raw.close();
    offline.set(false);
    lastRefreshed.set("");
    detail.set(null);
    current = null;
    action.set(null);
    offer(Map.of());
    evidence.allowedByState(false);
    transactions.clear();
  }

  /** Reads the payment shown again from the service (or the store when it does not answer). */
  public void refresh() {
    if (current != null) {
      open(current.id());
    }
  }

  /**
   * Reads the payment shown with its transactions history and the providers' raw responses (kept in
   * the store, read from there when the service does not answer).
   */
  public void showRaw() {
    if (current != null) {
      raw.show(current.id());
    }
  }

  /** The raw answer's panel of the payment shown. */
  public RawAnswerViewModel raw() {
    return raw;
  }

  /** The local history of payments. */
  public HistoryViewModel history() {
    return history;
  }

  /** The money operations whose outcome is unknown. */
  public UnsettledViewModel unsettled() {
    return unsettled;
  }

  /** Opens the panel that fetches many payments from the service into the store. */
  public void openFetch() {
    if (shell.connection() != null && fetch.get() == null) {
      fetch.set(new FetchViewModel(shell, runner));
    }
  }

  /** Closes the fetch panel (a fetch under way is cancelled). */
  public void closeFetch() {
    FetchViewModel f = fetch.get();
    if (f != null) {
      f.cancel();
      fetch.set(null);
    }
  }

  public ReadOnlyObjectProperty<FetchViewModel> fetchProperty() {
    return fetch.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty lastRefreshedProperty() {
    return lastRefreshed.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty offlineProperty() {
    return offline.getReadOnlyProperty();
  }

  /** Opens the form for a money action on the payment shown. */
  public void startAction(PaymentActionForm.Kind kind) {
    Payment p = current;
    Connection c = shell.connection();
    if (p == null || c == null) {
      return;
    }
    ActionOffer offer = offers.get(Action.valueOf(kind.name()));
    if (offer == null) {
      return;
    }
    action.set(
        new PaymentActionForm(
            kind,
            p,
            offer,
            c::payments,
            runner,
            after -> {
              show(after, true);
              notice.say(
                  () ->
                      Messages.get(
                          "action.done." + kind.name(),
                          Catalogue.Kind.PAYMENT_STATUS.label(PaymentDetail.code(after.status())),
                          Catalogue.Kind.SUB_STATUS.label(PaymentDetail.code(after.subStatus()))));
              unsettled.refresh();
              shell.storeChanged();
            },
            unsettled::refresh));
  }

  public void closeAction() {
    action.set(null);
  }

  private void onConnectionChanged(Connection c) {
    lookupTask.cancel();
    busy.set(false);
    error.set("");
    notice.set("");
    clearDetail();
    history.reset(c);
    demoIds.setAll(c == null ? List.of() : c.demoPaymentIds().stream().limit(8).toList());
    unsettled.reset(c);
  }

  /** Sends an operation of unknown outcome again with its saved key, then shows the payment. */
  public void sendAgain(UnsettledViewModel.UnsettledLine line) {
    Connection c = shell.connection();
    if (c == null) {
      return;
    }
    calls.run(
        () -> c.payments().resend(line.journalId()),
        result -> {
          unsettled.refresh();
          if (!result.succeeded()) {
            error.say(() -> ErrorText.of(result.failure()));
            return;
          }
          show(result.payment(), true);
          notice.say(() -> Messages.get("unsettled.done", line.text()));
          shell.storeChanged();
        },
        failure -> {
          error.say(() -> ErrorText.of(failure));
          unsettled.refresh();
        });
  }

  public ReadOnlyObjectProperty<PaymentActionForm> actionProperty() {
    return action.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty canRefundProperty() {
    return offered.get(Action.REFUND).property();
  }

  public ReadOnlyBooleanProperty canCaptureProperty() {
    return offered.get(Action.CAPTURE).property();
  }

  public ReadOnlyBooleanProperty canCancelProperty() {
    return offered.get(Action.CANCEL).property();
  }

  public ReadOnlyBooleanProperty canCancelOrRefundProperty() {
    return offered.get(Action.CANCEL_OR_REFUND).property();
  }

  public StringProperty paymentIdProperty() {
    return paymentId;
  }

  public ReadOnlyStringProperty idErrorProperty() {
    return idError.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty busyProperty() {
    return busy.getReadOnlyProperty();
  }

  public BooleanBinding canLookUp() {
    return Bindings.createBooleanBinding(
        () -> !busy.get() && paymentId.get() != null && !paymentId.get().isBlank(),
        busy,
        paymentId);
  }

  public ReadOnlyStringProperty errorProperty() {
    return error.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty noticeProperty() {
    return notice.getReadOnlyProperty();
  }

  public ReadOnlyObjectProperty<PaymentDetail> detailProperty() {
    return detail.getReadOnlyProperty();
  }

  public ObservableList<PaymentDetail.TransactionLine> transactions() {
    return transactionsView;
  }

  public ObservableList<String> demoIds() {
    return demoIdsView;
  }
}
