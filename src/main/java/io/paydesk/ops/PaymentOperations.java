package io.paydesk.ops;

import io.paydesk.api.PaydeskClient;
import io.paydesk.api.PaydeskException;
import io.paydesk.api.PaymentStates;
import io.paydesk.api.RequestOptions;
import io.paydesk.api.RequestRules;
import io.paydesk.api.ValidationException;
import io.paydesk.api.model.Amount;
import io.paydesk.api.model.CancelRequest;
import io.paydesk.api.model.CaptureRequest;
import io.paydesk.api.model.ModelJson;
import io.paydesk.api.model.Payment;
import io.paydesk.api.model.RefundRequest;
import io.paydesk.api.model.Transaction;
import io.paydesk.api.model.TransactionResult;
import io.paydesk.rules.FieldError;
import io.paydesk.rules.PaymentActions;
import io.paydesk.rules.PaymentActions.Action;
import io.paydesk.store.JournalEntry;
import io.paydesk.store.JournalState;
import io.paydesk.store.Store;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Duration;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Capture, refund, cancel and cancel-or-refund of a payment. Each request is checked first (the
 * client's request rules, then the payment's state and the action's ceiling, {@link
 * PaymentActions}); a refused one leaves no journal row and no audit row. Forms ask the same rules
 * through {@link #offers} and {@link #verdict}. What passes goes through {@link JournaledSend}: the
 * idempotency key is saved before the request leaves and reused when the operation is sent again,
 * so a retry after a crash or a lost answer takes effect once.
 */
public final class PaymentOperations {
  public static final String CAPTURE = "payment.capture";
  public static final String REFUND = "payment.refund";
  public static final String CANCEL = "payment.cancel";
  public static final String CANCEL_OR_REFUND = "payment.cancel_or_refund";

  private final PaydeskClient client;
  private final Store store;
  private final Clock clock;
  private final JournaledSend journaled;

  public PaymentOperations(PaydeskClient client, Store store) {
    this(client, store, Clock.systemUTC());
  }

  PaymentOperations(PaydeskClient client, Store store, Clock clock) {
    this.client = client;
    this.store = store;
    this.clock = clock;
    this.journaled = new JournaledSend(store, clock);
  }

  /**
   * The actions a form may offer on this payment: those its state allows that have a transaction to
   * act on (a cancel-or-refund acts on the payment), each with its ceiling.
   */
  public static Map<Action, ActionOffer> offers(Payment p) {
    PaymentActions.State state = PaymentStates.of(p);
    BigDecimal value = p.amount() == null ? null : p.amount().value();
    String currency = p.amount() == null ? null : p.amount().currency();
    Map<Action, ActionOffer> out = new EnumMap<>(Action.class);
    for (Action a : PaymentActions.allowed(state)) {
      Optional<ActionTarget> target =
          a == Action.CANCEL_OR_REFUND
              ? Optional.of(ActionTarget.payment(p.id()))
              : target(p, a).map(t -> new ActionTarget(p.id(), t.id()));
      target.ifPresent(
          t ->
              out.put(a, new ActionOffer(a, t, PaymentActions.ceiling(a, state, value), currency)));
    }
    return out;
  }

  /**
   * The verdict on sending an action with an amount (null: none) on this payment, the one the
   * operations below apply before anything is journaled; a form asks it as the amount is typed.
   */
  public static PaymentActions.Verdict verdict(Payment p, Action action, BigDecimal amount) {
    return PaymentActions.verdict(
        action, PaymentStates.of(p), p.amount() == null ? null : p.amount().value(), amount);
  }

  /**
   * The refund of {@code chosen} of this payment: a full refund (no amount) when it returns
   * everything of a payment nothing was refunded from, a partial one otherwise.
   */
  public static RefundRequest refundOf(
      Payment p, BigDecimal chosen, String merchantReference, String reason) {
    return PaymentActions.fullRefund(chosen, PaymentStates.of(p))
        ? RefundRequest.full(merchantReference, reason)
        : RefundRequest.partial(
            merchantReference, reason, Amount.of(chosen, p.amount().currency()));
  }

  /**
   * The transaction an action acts on: the newest successful purchase or capture for a refund, the
   * newest successful authorisation for a capture or cancel; empty when there is none.
   */
  private static Optional<Transaction> target(Payment p, Action action) {
    List<String> types =
        action == Action.REFUND ? List.of("PURCHASE", "CAPTURE") : List.of("AUTHORIZE");
    Transaction found = null;
    for (Transaction t : p.transactions()) {
      if (types.contains(String.valueOf(t.type()))
          && "SUCCEEDED".equals(String.valueOf(t.status()))) {
        found = t;
      }
    }
    return Optional.ofNullable(found);
  }

  /** Refunds all ({@code amount} absent) or part of a captured transaction. */
  public OperationResult refund(Payment payment, String transactionId, RefundRequest request) {
    check(payment, Action.REFUND, RequestRules.check(request), request.amount());
    ActionTarget target = new ActionTarget(payment.id(), transactionId);
    return send(
        journaled.draft(REFUND, target.key(), request), target, refundCall(target, request));
  }

  /** Captures all or part of an authorised transaction. */
  public OperationResult capture(Payment payment, String transactionId, CaptureRequest request) {
    check(payment, Action.CAPTURE, RequestRules.check(request), request.amount());
    ActionTarget target = new ActionTarget(payment.id(), transactionId);
    return send(
        journaled.draft(CAPTURE, target.key(), request), target, captureCall(target, request));
  }

  /** Cancels a transaction that was not captured. */
  public OperationResult cancel(Payment payment, String transactionId, CancelRequest request) {
    check(payment, Action.CANCEL, RequestRules.check(request), null);
    ActionTarget target = new ActionTarget(payment.id(), transactionId);
    return send(
        journaled.draft(CANCEL, target.key(), request), target, cancelCall(target, request));
  }

  /** Cancels the payment when it was not captured, refunds it when it was. */
  public OperationResult cancelOrRefund(Payment payment, RefundRequest request) {
    check(
        payment,
        Action.CANCEL_OR_REFUND,
        RequestRules.checkCancelOrRefund(request),
        request.amount());
    ActionTarget target = ActionTarget.payment(payment.id());
    return send(
        journaled.draft(CANCEL_OR_REFUND, target.key(), request),
        target,
        cancelOrRefundCall(target, request));
  }

  /**
   * Sends an operation of unknown outcome (or one that failed) again, found by its journal id, with
   * the same idempotency key: if the first attempt took effect, the service answers its result and
   * nothing happens twice. Refused once the key is older than the service remembers ({@link
   * StaleOperationException}).
   */
  public OperationResult resend(long journalId) {
    JournalEntry entry = journaled.resendable(journalId);
    ActionTarget target = ActionTarget.ofKey(entry.targetId());
    String json = entry.requestJson();
    Function<RequestOptions, Object> call =
        switch (entry.operation()) {
          case REFUND -> refundCall(target, ModelJson.read(json, RefundRequest.class));
          case CAPTURE -> captureCall(target, ModelJson.read(json, CaptureRequest.class));
          case CANCEL -> cancelCall(target, ModelJson.read(json, CancelRequest.class));
          case CANCEL_OR_REFUND ->
              cancelOrRefundCall(target, ModelJson.read(json, RefundRequest.class));
          default ->
              throw new IllegalArgumentException("Not a payment operation: " + entry.operation());
        };
    return send(entry, target, call);
  }

  /** The payment operations whose outcome is unknown, oldest first. */
  public List<UnsettledOperation> unsettled() {
    return store.journal().needingReconciliation().stream()
        .filter(e -> handles(e.operation()))
        .map(this::unsettledOf)
        .toList();
  }

  /** One operation of unknown outcome by its journal id; empty once it is settled. */
  public Optional<UnsettledOperation> unsettled(long journalId) {
    return store
        .journal()
        .find(journalId)
        .filter(e -> handles(e.operation()))
        .filter(e -> e.state() == JournalState.OUTCOME_UNKNOWN)
        .map(this::unsettledOf);
  }

  /** True for the operations this class sends (and can send again). */
  public static boolean handles(String operation) {
    return REFUND.equals(operation)
        || CAPTURE.equals(operation)
        || CANCEL.equals(operation)
        || CANCEL_OR_REFUND.equals(operation);
  }

  /** The client's rules, then the payment's state and the action's ceiling ({@link #verdict}). */
  private void check(Payment payment, Action action, List<FieldError> errors, Amount amount) {
    if (!errors.isEmpty()) {
      throw new ValidationException(errors);
    }
    switch (verdict(payment, action, amount == null ? null : amount.value())) {
      case NOT_ALLOWED ->
          throw new ActionNotAllowedException(
              action, String.valueOf(payment.status()), String.valueOf(payment.subStatus()));
      case ABOVE_CEILING ->
          throw new ValidationException(
              List.of(
                  new FieldError(
                      "amount.value",
                      "max",
                      "Must be at most what the payment allows for this action.")));
      case ALLOWED -> {}
    }
  }

  private Function<RequestOptions, Object> refundCall(ActionTarget t, RefundRequest r) {
    return key -> client.payments().refund(t.paymentId(), t.transactionId(), r, key);
  }

  private Function<RequestOptions, Object> captureCall(ActionTarget t, CaptureRequest r) {
    return key -> client.payments().capture(t.paymentId(), t.transactionId(), r, key);
  }

  private Function<RequestOptions, Object> cancelCall(ActionTarget t, CancelRequest r) {
    return key -> client.payments().cancel(t.paymentId(), t.transactionId(), r, key);
  }

  private Function<RequestOptions, Object> cancelOrRefundCall(ActionTarget t, RefundRequest r) {
    return key -> client.payments().cancelOrRefund(t.paymentId(), r, key);
  }

  private OperationResult send(
      JournalEntry entry, ActionTarget target, Function<RequestOptions, Object> call) {
    String paymentId = target.paymentId();
    JournaledSend.Sent<Object> sent =
        journaled.send(
            entry,
            paymentId,
            call,
            answer -> answer instanceof TransactionResult t ? t.id() : ((Payment) answer).id(),
            answer ->
                answer instanceof TransactionResult t
                    ? t.type() + " " + t.status()
                    : ((Payment) answer).status() + " / " + ((Payment) answer).subStatus());
    if (sent.outcome() != OperationResult.Outcome.SUCCEEDED) {
      return new OperationResult(sent.outcome(), sent.journalId(), null, sent.failure());
    }
    Payment answered =
        sent.value() instanceof TransactionResult t ? t.payment() : (Payment) sent.value();
    Payment payment = refreshed(paymentId, answered);
    if (payment != null) {
      store.payments().replace(payment); // the console's own change: never discarded as older
    }
    return new OperationResult(sent.outcome(), sent.journalId(), payment, null);
  }

  private UnsettledOperation unsettledOf(JournalEntry e) {
    String paymentId =
        e.targetId() == null || e.targetId().isEmpty()
            ? ""
            : ActionTarget.ofKey(e.targetId()).paymentId();
    Amount amount = amountOf(e);
    return new UnsettledOperation(
        e.id(),
        e.operation(),
        paymentId,
        amount == null ? null : amount.value(),
        amount == null ? null : amount.currency(),
        e.createdAt(),
        Duration.between(e.createdAt(), clock.instant()),
        !journaled.isStale(e));
  }

  private static Amount amountOf(JournalEntry e) {
    try {
      return switch (e.operation()) {
        case REFUND, CANCEL_OR_REFUND ->
            ModelJson.read(e.requestJson(), RefundRequest.class).amount();
        case CAPTURE -> ModelJson.read(e.requestJson(), CaptureRequest.class).amount();
        default -> null;
      };
    } catch (RuntimeException unreadable) {
      return null;
    }
  }

  /**
   * The payment with all its transactions: answers to these operations carry only the new
   * transaction, so the payment is read again; if that read fails, the answer is kept (null when
   * the answer carried no payment).
   */
  private Payment refreshed(String paymentId, Payment answered) {
    try {
      return client.payments().retrieve(paymentId);
    } catch (PaydeskException e) {
      return answered != null && answered.id() != null ? answered : null;
    }
  }
}
