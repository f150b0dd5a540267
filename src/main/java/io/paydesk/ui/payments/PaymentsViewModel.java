package io.paydesk.ui.payments;

import io.paydesk.api.model.Payment;
import io.paydesk.api.model.Transaction;
import io.paydesk.ops.Connection;
import io.paydesk.ops.LiveChanges;
import io.paydesk.ops.PaymentLookups;
import io.paydesk.ops.PaymentOperations;
import io.paydesk.ops.UnsettledOperation;
import io.paydesk.rules.Limits;
import io.paydesk.rules.PaymentActions.Action;
import io.paydesk.store.Page;
import io.paydesk.store.PaymentQuery;
import io.paydesk.store.PaymentRow;
import io.paydesk.store.TextMatch;
import io.paydesk.ui.base.ErrorText;
import io.paydesk.ui.base.Formats;
import io.paydesk.ui.base.MessageText;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskHandle;
import io.paydesk.ui.base.TaskRunner;
import io.paydesk.ui.kit.Catalogue;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
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
  /** The status filter's "any status" choice. */
  public static final String ALL = "";

  /** Statuses offered in the history filter; others are still found by free text. */
  public static final List<String> STATUSES =
      List.of(
          ALL,
          "SUCCEEDED",
          "PENDING",
          "READY_TO_PAY",
          "IN_DISPUTE",
          "REFUNDED",
          "CANCELED",
          "DECLINED",
          "REJECTED",
          "EXPIRED");

  private static final int HISTORY_PAGE = 50;

  private final ShellViewModel shell;
  private final TaskRunner runner;

  private final StringProperty paymentId = new SimpleStringProperty("");
  private final MessageText idError = new MessageText();
  private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
  private final MessageText error = new MessageText();
  private final MessageText notice = new MessageText();
  private final ReadOnlyObjectWrapper<PaymentDetail> detail = new ReadOnlyObjectWrapper<>();
  private final ReadOnlyObjectWrapper<PaymentActionForm> action = new ReadOnlyObjectWrapper<>();
  private final ReadOnlyBooleanWrapper canRefund = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyBooleanWrapper canCapture = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyBooleanWrapper canCancel = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyBooleanWrapper canCancelOrRefund = new ReadOnlyBooleanWrapper(false);
  private final ObservableList<UnsettledLine> unsettled = FXCollections.observableArrayList();
  private final ObservableList<PaymentDetail.TransactionLine> transactions =
      FXCollections.observableArrayList();
  private final ObservableList<RecentPayment> history = FXCollections.observableArrayList();
  private final StringProperty historyText = new SimpleStringProperty("");
  private final ObjectProperty<String> historyStatus = new SimpleObjectProperty<>(ALL);
  private final MessageText historySummary = new MessageText();
  private final ReadOnlyBooleanWrapper historyHasMore = new ReadOnlyBooleanWrapper(false);
  private String historyCursor;
  private TaskHandle historyTask = TaskHandle.done();

  /** The text whose look-up matched several payments, until the history has counted them. */
  private String manyFor;

  private final ObservableList<String> demoIds = FXCollections.observableArrayList();
  private final ObservableList<UnsettledLine> unsettledView =
      FXCollections.unmodifiableObservableList(unsettled);
  private final ObservableList<PaymentDetail.TransactionLine> transactionsView =
      FXCollections.unmodifiableObservableList(transactions);
  private final ObservableList<RecentPayment> historyView =
      FXCollections.unmodifiableObservableList(history);
  private final ObservableList<String> demoIdsView =
      FXCollections.unmodifiableObservableList(demoIds);
  private Payment current;
  private TaskHandle lookupTask = TaskHandle.done();
  private final MessageText lastRefreshed = new MessageText();
  private final ReadOnlyBooleanWrapper offline = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyBooleanWrapper rawOpen = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyBooleanWrapper rawBusy = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyStringWrapper rawJson = new ReadOnlyStringWrapper("");
  private final MessageText rawInfo = new MessageText();
  private final MessageText rawError = new MessageText();
  private final ObservableList<PaymentDetail.TransactionLine> rawHistory =
      FXCollections.observableArrayList();
  private final ObservableList<PaymentDetail.TransactionLine> rawHistoryView =
      FXCollections.unmodifiableObservableList(rawHistory);
  private TaskHandle rawTask = TaskHandle.done();
  private final ReadOnlyObjectWrapper<FetchViewModel> fetch = new ReadOnlyObjectWrapper<>();
  private final ReadOnlyBooleanWrapper canSubmitEvidence = new ReadOnlyBooleanWrapper(false);
  private Consumer<String> evidenceOpener;

  public PaymentsViewModel(ShellViewModel shell, TaskRunner runner) {
    this.shell = shell;
    this.runner = runner;
    paymentId.addListener((obs, old, now) -> idError.set(""));
    historyStatus.addListener((obs, old, now) -> searchHistory());
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
    busy.set(true);
    error.set("");
    notice.say(() -> Messages.get("payments.lookup.loading", text));
    lookupTask =
        runner.run(
            () -> find(c, text),
            found -> {
              busy.set(false);
              shell.reportCallOutcome(found.offline());
              showFound(text, found);
            },
            failure -> {
              busy.set(false);
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
      historyText.set(text);
      // The look-up reads a first page only: the notice says the history's count, the same one.
      manyFor = text;
      searchHistory();
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
    searchHistory();
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
      closeRaw();
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
    Set<Action> allowed = live ? PaymentOperations.allowed(p) : Set.of();
    canRefund.set(offered(p, allowed, Action.REFUND));
    canCapture.set(offered(p, allowed, Action.CAPTURE));
    canCancel.set(offered(p, allowed, Action.CANCEL));
    canCancelOrRefund.set(allowed.contains(Action.CANCEL_OR_REFUND));
    canSubmitEvidence.set(evidenceOpener != null && hasChargeback(p));
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
    if (current != null && evidenceOpener != null && canSubmitEvidence.get()) {
      evidenceOpener.accept(current.id());
    }
  }

  /** True while the payment shown has a CHARGEBACK transaction to answer with evidence. */
  public ReadOnlyBooleanProperty canSubmitEvidenceProperty() {
    return canSubmitEvidence.getReadOnlyProperty();
  }

  private static boolean offered(Payment p, Set<Action> allowed, Action a) {
    return allowed.contains(a) && PaymentOperations.target(p, a).isPresent();
  }

  private void clearDetail() {
    closeRaw();
    offline.set(false);
    lastRefreshed.set("");
    detail.set(null);
    current = null;
    action.set(null);
    canRefund.set(false);
    canCapture.set(false);
    canCancel.set(false);
    canCancelOrRefund.set(false);
    canSubmitEvidence.set(false);
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
    Payment p = current;
    Connection c = shell.connection();
    if (p == null || c == null) {
      return;
    }
    rawTask.cancel();
    rawOpen.set(true);
    rawBusy.set(true);
    rawError.set("");
    rawInfo.say(() -> Messages.get("paydetail.raw.reading"));
    rawTask =
        runner.run(
            () -> RawShown.of(c.lookups().rawAnswer(p.id())),
            view -> {
              rawBusy.set(false);
              shell.reportCallOutcome(view.offline());
              rawJson.set(view.json());
              rawHistory.setAll(view.history());
              rawInfo.set(view.info());
            },
            failure -> {
              rawBusy.set(false);
              shell.reportCallOutcome(failure);
              rawJson.set("");
              rawHistory.clear();
              rawInfo.set("");
              rawError.say(() -> ErrorText.of(failure));
            });
  }

  public void closeRaw() {
    rawTask.cancel();
    rawOpen.set(false);
    rawBusy.set(false);
    rawJson.set("");
    rawInfo.set("");
    rawError.set("");
    rawHistory.clear();
  }

  /**
   * Where the next match of query in text starts at or after from (any case), wrapping to the
   * start; -1 when there is none.
   */
  public static int nextMatch(String text, String query, int from) {
    if (text == null || query == null || query.isEmpty()) {
      return -1;
    }
    String t = text.toLowerCase(java.util.Locale.ROOT);
    String q = query.toLowerCase(java.util.Locale.ROOT);
    int at = t.indexOf(q, Math.max(0, Math.min(from, t.length())));
    return at >= 0 ? at : t.indexOf(q);
  }

  /** The raw answer as the screen shows it: pretty JSON, the history's rows, where it came from. */
  private record RawShown(
      String json,
      List<PaymentDetail.TransactionLine> history,
      String info,
      io.paydesk.api.PaydeskException offline) {
    static RawShown of(PaymentLookups.RawAnswer answer) {
      Payment p = io.paydesk.api.model.ModelJson.readPayment(answer.json());
      String currency = p.amount() == null ? null : p.amount().currency();
      List<Transaction> history =
          p.transactionsHistory() == null ? p.transactions() : p.transactionsHistory();
      String when = Formats.dateTime(answer.fetchedAt());
      return new RawShown(
          pretty(answer.json()),
          history.stream().map(t -> PaymentDetail.TransactionLine.of(t, currency)).toList(),
          answer.offline() == null
              ? Messages.get("paydetail.raw.read", when)
              : Messages.get("paydetail.raw.offline", when),
          answer.offline());
    }

    private static String pretty(String json) {
      try {
        com.fasterxml.jackson.databind.ObjectMapper m =
            new com.fasterxml.jackson.databind.ObjectMapper();
        return m.writerWithDefaultPrettyPrinter().writeValueAsString(m.readTree(json));
      } catch (java.io.IOException e) {
        return json;
      }
    }
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

  public ReadOnlyBooleanProperty rawOpenProperty() {
    return rawOpen.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty rawBusyProperty() {
    return rawBusy.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty rawJsonProperty() {
    return rawJson.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty rawInfoProperty() {
    return rawInfo.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty rawErrorProperty() {
    return rawError.getReadOnlyProperty();
  }

  public ObservableList<PaymentDetail.TransactionLine> rawHistory() {
    return rawHistoryView;
  }

  /** Opens the form for a money action on the payment shown. */
  public void startAction(PaymentActionForm.Kind kind) {
    Payment p = current;
    Connection c = shell.connection();
    if (p == null || c == null) {
      return;
    }
    Action a = Action.valueOf(kind.name());
    String transactionId =
        a == Action.CANCEL_OR_REFUND
            ? null
            : PaymentOperations.target(p, a).map(Transaction::id).orElse(null);
    if (!PaymentOperations.allowed(p).contains(a)
        || (a != Action.CANCEL_OR_REFUND && transactionId == null)) {
      return;
    }
    BigDecimal maximum =
        switch (kind) {
          case REFUND -> refundable(p);
          case CANCEL_OR_REFUND -> refundable(p).signum() > 0 ? refundable(p) : p.amount().value();
          default -> p.amount().value();
        };
    action.set(
        new PaymentActionForm(
            kind,
            p,
            transactionId,
            maximum,
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
              refreshUnsettled();
              shell.storeChanged();
            },
            this::refreshUnsettled));
  }

  public void closeAction() {
    action.set(null);
  }

  private static BigDecimal refundable(Payment p) {
    if (p.amount() == null || p.amount().captured() == null) {
      return BigDecimal.ZERO;
    }
    BigDecimal refunded = p.amount().refunded() == null ? BigDecimal.ZERO : p.amount().refunded();
    return p.amount().captured().subtract(refunded).max(BigDecimal.ZERO);
  }

  private void onConnectionChanged(Connection c) {
    lookupTask.cancel();
    historyTask.cancel();
    busy.set(false);
    error.set("");
    notice.set("");
    clearDetail();
    history.clear();
    historySummary.set("");
    historyHasMore.set(false);
    demoIds.setAll(c == null ? List.of() : c.demoPaymentIds().stream().limit(8).toList());
    unsettled.clear();
    if (c != null) {
      searchHistory();
      refreshUnsettled();
    }
  }

  /** Reloads the money operations whose outcome is unknown (after a lost answer or a crash). */
  public void refreshUnsettled() {
    Connection c = shell.connection();
    if (c == null) {
      return;
    }
    runner.run(
        () -> c.payments().unsettled(),
        operations -> {
          if (c == shell.connection()) {
            unsettled.setAll(operations.stream().map(UnsettledLine::of).toList());
          }
        },
        failure -> error.say(() -> ErrorText.of(failure)));
  }

  /** Sends an operation of unknown outcome again with its saved key, then shows the payment. */
  public void sendAgain(UnsettledLine line) {
    Connection c = shell.connection();
    if (c == null) {
      return;
    }
    busy.set(true);
    error.set("");
    runner.run(
        () -> c.payments().resend(line.journalId()),
        result -> {
          busy.set(false);
          refreshUnsettled();
          if (!result.succeeded()) {
            error.say(() -> ErrorText.of(result.failure()));
            return;
          }
          show(result.payment(), true);
          notice.say(() -> Messages.get("unsettled.done", line.text()));
          shell.storeChanged();
        },
        failure -> {
          busy.set(false);
          error.say(() -> ErrorText.of(failure));
          refreshUnsettled();
        });
  }

  public ObservableList<UnsettledLine> unsettled() {
    return unsettledView;
  }

  /** A money operation whose outcome is unknown, as the banner lists it. */
  public record UnsettledLine(long journalId, String text, boolean canResend) {
    static UnsettledLine of(UnsettledOperation o) {
      String what = Messages.get("unsettled.op." + o.operation());
      if (o.amount() != null) {
        what = what + " " + Formats.money(o.amount(), o.currency());
      }
      return new UnsettledLine(
          o.journalId(),
          Messages.get("unsettled.line", what, o.paymentId(), Formats.dateTime(o.startedAt())),
          o.canResend());
    }
  }

  /** Searches the local history with the panel's filters: newest payments first. */
  public void searchHistory() {
    Connection c = shell.connection();
    if (c == null) {
      return;
    }
    PaymentQuery query;
    try {
      query = historyQuery();
    } catch (IllegalArgumentException tooManyWords) {
      historySummary.set(tooManyWords.getMessage());
      return;
    }
    historyTask.cancel();
    historyTask =
        runner.run(
            () ->
                new HistoryPage(
                    c.store().payments().search(query), c.store().payments().count(query)),
            page -> {
              if (c == shell.connection()) {
                history.setAll(page.rows());
                historyCursor = page.next();
                historyHasMore.set(page.next() != null);
                historySummary.say(() -> Messages.get("payments.history.count", page.total()));
                String many = manyFor;
                manyFor = null;
                if (many != null) {
                  notice.say(() -> Messages.get("payments.lookup.many", page.total(), many));
                }
              }
            },
            failure -> historySummary.say(() -> ErrorText.of(failure)));
  }

  /** Appends the next page of the current history search. */
  public void loadMoreHistory() {
    Connection c = shell.connection();
    String cursor = historyCursor;
    if (c == null || cursor == null) {
      return;
    }
    PaymentQuery query = historyQuery().after(cursor);
    historyTask.cancel();
    historyTask =
        runner.run(
            () -> new HistoryPage(c.store().payments().search(query), -1),
            page -> {
              if (c == shell.connection()) {
                history.addAll(page.rows());
                historyCursor = page.next();
                historyHasMore.set(page.next() != null);
              }
            },
            failure -> historySummary.say(() -> ErrorText.of(failure)));
  }

  private PaymentQuery historyQuery() {
    PaymentQuery.Builder q =
        PaymentQuery.builder().sort(PaymentQuery.SortBy.CREATED_AT, true).pageSize(HISTORY_PAGE);
    String text = historyText.get() == null ? "" : historyText.get().strip();
    if (PaymentLookups.keyOf(text) == PaymentLookups.Key.EMAIL && !text.contains(" ")) {
      q.customerEmail(TextMatch.exact(text));
    } else {
      q.text(text);
    }
    String status = historyStatus.get();
    if (status != null && !status.isEmpty()) {
      q.status(status);
    }
    return q.build();
  }

  private record HistoryPage(List<RecentPayment> rows, String next, long total) {
    HistoryPage(Page<PaymentRow> page, long total) {
      this(page.items().stream().map(RecentPayment::of).toList(), page.nextCursor(), total);
    }
  }

  public ReadOnlyObjectProperty<PaymentActionForm> actionProperty() {
    return action.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty canRefundProperty() {
    return canRefund.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty canCaptureProperty() {
    return canCapture.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty canCancelProperty() {
    return canCancel.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty canCancelOrRefundProperty() {
    return canCancelOrRefund.getReadOnlyProperty();
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

  public ObservableList<RecentPayment> history() {
    return historyView;
  }

  public StringProperty historyTextProperty() {
    return historyText;
  }

  public ObjectProperty<String> historyStatusProperty() {
    return historyStatus;
  }

  public ReadOnlyStringProperty historySummaryProperty() {
    return historySummary.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty historyHasMoreProperty() {
    return historyHasMore.getReadOnlyProperty();
  }

  public ObservableList<String> demoIds() {
    return demoIdsView;
  }

  /** A line of the history list. */
  public record RecentPayment(
      String id, String status, String amount, String merchantOrderId, String createdAt) {
    static RecentPayment of(PaymentRow r) {
      return new RecentPayment(
          r.id(),
          Catalogue.Kind.PAYMENT_STATUS.label(r.status()),
          Formats.money(r.amount(), r.currency()),
          Formats.text(r.merchantOrderId()),
          Formats.dateTime(r.createdAt()));
    }
  }
}
