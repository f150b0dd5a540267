package io.paydesk.ui.payments;

import io.paydesk.api.ConnectionException;
import io.paydesk.api.OutcomeUnknownException;
import io.paydesk.api.model.Payment;
import io.paydesk.api.model.Transaction;
import io.paydesk.ops.Connection;
import io.paydesk.ops.PaymentOperations;
import io.paydesk.rules.Rules;
import io.paydesk.store.JournalEntry;
import io.paydesk.store.Page;
import io.paydesk.store.PaymentQuery;
import io.paydesk.store.PaymentRow;
import io.paydesk.ui.ErrorText;
import io.paydesk.ui.Formats;
import io.paydesk.ui.Messages;
import io.paydesk.ui.ShellViewModel;
import io.paydesk.ui.TaskRunner;
import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
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
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Looks a payment up by id: from the service when it answers (and into the local store), from the
 * store when it does not. The only caller of the client and the store for this screen.
 */
public final class PaymentLookupViewModel {
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
  private final ReadOnlyStringWrapper idError = new ReadOnlyStringWrapper("");
  private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper("");
  private final ReadOnlyObjectWrapper<PaymentDetail> detail = new ReadOnlyObjectWrapper<>();
  private final ReadOnlyObjectWrapper<PaymentActionForm> action = new ReadOnlyObjectWrapper<>();
  private final ReadOnlyBooleanWrapper canRefund = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyBooleanWrapper canCapture = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyBooleanWrapper canCancel = new ReadOnlyBooleanWrapper(false);
  private final ObservableList<UnsettledLine> unsettled = FXCollections.observableArrayList();
  private final ObservableList<PaymentDetail.TransactionLine> transactions =
      FXCollections.observableArrayList();
  private final ObservableList<RecentPayment> history = FXCollections.observableArrayList();
  private final StringProperty historyText = new SimpleStringProperty("");
  private final ObjectProperty<String> historyStatus = new SimpleObjectProperty<>(ALL);
  private final ReadOnlyStringWrapper historySummary = new ReadOnlyStringWrapper("");
  private final ReadOnlyBooleanWrapper historyHasMore = new ReadOnlyBooleanWrapper(false);
  private String historyCursor;
  private long historyGeneration;
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
  private long generation;

  public PaymentLookupViewModel(ShellViewModel shell, TaskRunner runner) {
    this.shell = shell;
    this.runner = runner;
    paymentId.addListener((obs, old, now) -> idError.set(""));
    historyStatus.addListener((obs, old, now) -> searchHistory());
    shell.connectionProperty().addListener((obs, old, now) -> onConnectionChanged(now));
    onConnectionChanged(shell.connection());
  }

  /**
   * Validates the id, then looks it up; a bad id gets a message at the field and nothing is sent.
   */
  public void lookUp() {
    String id = paymentId.get() == null ? "" : paymentId.get().strip();
    if (!Rules.isUuid(id)) {
      idError.set(Messages.get("payments.lookup.invalid"));
      return;
    }
    paymentId.set(id);
    Connection c = shell.connection();
    if (c == null) {
      return;
    }
    long ticket = ++generation;
    busy.set(true);
    error.set("");
    notice.set(Messages.get("payments.lookup.loading", id));
    runner.run(
        () -> fetch(c, id),
        result -> {
          if (ticket != generation) {
            return;
          }
          busy.set(false);
          shell.reportCallOutcome(result.failure());
          notice.set(
              result.failure() == null
                  ? ""
                  : Messages.get("payments.cached", Formats.dateTime(result.refreshedAt())));
          show(result.payment(), result.failure() == null);
          searchHistory();
        },
        failure -> {
          if (ticket != generation) {
            return;
          }
          busy.set(false);
          shell.reportCallOutcome(failure);
          notice.set("");
          clearDetail();
          error.set(ErrorText.of(failure));
        });
  }

  /** Opens a payment from the history or demo lists. */
  public void open(String id) {
    paymentId.set(id);
    lookUp();
  }

  private static Lookup fetch(Connection c, String id) throws Exception {
    try {
      Payment payment = c.client().payments().retrieve(id);
      c.store().payments().upsert(payment);
      return new Lookup(payment, null, null);
    } catch (ConnectionException | OutcomeUnknownException offline) {
      Optional<Payment> cached = c.store().payments().find(id);
      if (cached.isEmpty()) {
        throw offline;
      }
      Optional<PaymentRow> row = c.store().payments().findRow(id);
      return new Lookup(cached.get(), offline, row.map(PaymentRow::lastRefreshedAt).orElse(null));
    }
  }

  private record Lookup(Payment payment, Throwable failure, java.time.Instant refreshedAt) {}

  /** Shows a payment; {@code live} when it came from the service just now (actions allowed). */
  private void show(Payment p, boolean live) {
    current = p;
    action.set(null);
    PaymentDetail d = PaymentDetail.of(p);
    detail.set(d);
    transactions.setAll(d.transactions());
    canRefund.set(live && refundable(p).signum() > 0 && settled(p, "PURCHASE", "CAPTURE") != null);
    boolean authorised = "AUTHORIZED".equals(String.valueOf(p.subStatus()));
    canCapture.set(live && authorised && settled(p, "AUTHORIZE") != null);
    canCancel.set(canCapture.get());
  }

  private void clearDetail() {
    detail.set(null);
    current = null;
    action.set(null);
    canRefund.set(false);
    canCapture.set(false);
    canCancel.set(false);
    transactions.clear();
  }

  /** Opens the form for a money action on the payment shown. */
  public void startAction(PaymentActionForm.Kind kind) {
    Payment p = current;
    Connection c = shell.connection();
    if (p == null || c == null) {
      return;
    }
    Transaction target =
        kind == PaymentActionForm.Kind.REFUND
            ? settled(p, "PURCHASE", "CAPTURE")
            : settled(p, "AUTHORIZE");
    BigDecimal maximum = kind == PaymentActionForm.Kind.REFUND ? refundable(p) : p.amount().value();
    action.set(
        new PaymentActionForm(
            kind,
            p,
            target.id(),
            maximum,
            () -> new PaymentOperations(c.client(), c.store()),
            runner,
            after -> {
              show(after, true);
              notice.set(
                  Messages.get(
                      "action.done." + kind.name(),
                      Formats.text(after.status()),
                      Formats.text(after.subStatus())));
              searchHistory();
              refreshUnsettled();
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

  /** The newest successful transaction of one of these types, or null. */
  private static Transaction settled(Payment p, String... types) {
    if (p.transactions() == null) {
      return null;
    }
    List<String> wanted = List.of(types);
    Transaction found = null;
    for (Transaction t : p.transactions()) {
      if (wanted.contains(String.valueOf(t.type()))
          && "SUCCEEDED".equals(String.valueOf(t.status()))) {
        found = t;
      }
    }
    return found;
  }

  private void onConnectionChanged(Connection c) {
    generation++;
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
        () ->
            c.store().journal().needingReconciliation().stream()
                .filter(e -> PaymentOperations.handles(e.operation()))
                .map(UnsettledLine::of)
                .toList(),
        lines -> {
          if (c == shell.connection()) {
            unsettled.setAll(lines);
          }
        },
        failure -> error.set(ErrorText.of(failure)));
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
        () -> {
          JournalEntry entry = c.store().journal().find(line.journalId()).orElseThrow();
          return new PaymentOperations(c.client(), c.store()).resend(entry);
        },
        payment -> {
          busy.set(false);
          show(payment, true);
          notice.set(Messages.get("unsettled.done", line.text()));
          refreshUnsettled();
          searchHistory();
        },
        failure -> {
          busy.set(false);
          error.set(ErrorText.of(failure));
          refreshUnsettled();
        });
  }

  public ObservableList<UnsettledLine> unsettled() {
    return unsettledView;
  }

  /** A money operation whose outcome is unknown, as the banner lists it. */
  public record UnsettledLine(long journalId, String text) {
    static UnsettledLine of(JournalEntry e) {
      String paymentId = e.targetId() == null ? "" : e.targetId().split("/", 2)[0];
      return new UnsettledLine(
          e.id(),
          Messages.get(
              "unsettled.line", e.operation(), paymentId, Formats.dateTime(e.createdAt())));
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
    long ticket = ++historyGeneration;
    runner.run(
        () ->
            new HistoryPage(c.store().payments().search(query), c.store().payments().count(query)),
        page -> {
          if (ticket == historyGeneration && c == shell.connection()) {
            history.setAll(page.rows());
            historyCursor = page.next();
            historyHasMore.set(page.next() != null);
            historySummary.set(Messages.get("payments.history.count", page.total()));
          }
        },
        failure -> historySummary.set(ErrorText.of(failure)));
  }

  /** Appends the next page of the current history search. */
  public void loadMoreHistory() {
    Connection c = shell.connection();
    String cursor = historyCursor;
    if (c == null || cursor == null) {
      return;
    }
    PaymentQuery query = historyQuery().after(cursor);
    long ticket = historyGeneration;
    runner.run(
        () -> new HistoryPage(c.store().payments().search(query), -1),
        page -> {
          if (ticket == historyGeneration && c == shell.connection()) {
            history.addAll(page.rows());
            historyCursor = page.next();
            historyHasMore.set(page.next() != null);
          }
        },
        failure -> historySummary.set(ErrorText.of(failure)));
  }

  private PaymentQuery historyQuery() {
    PaymentQuery.Builder q =
        PaymentQuery.builder()
            .text(historyText.get())
            .sort(PaymentQuery.SortBy.CREATED_AT, true)
            .pageSize(HISTORY_PAGE);
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
          Formats.text(r.status()),
          Formats.money(r.amount(), r.currency()),
          Formats.text(r.merchantOrderId()),
          Formats.dateTime(r.createdAt()));
    }
  }
}
