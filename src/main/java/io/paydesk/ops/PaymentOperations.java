package io.paydesk.ops;

import io.paydesk.api.OutcomeUnknownException;
import io.paydesk.api.PaydeskClient;
import io.paydesk.api.PaydeskException;
import io.paydesk.api.RequestOptions;
import io.paydesk.api.model.CancelRequest;
import io.paydesk.api.model.CaptureRequest;
import io.paydesk.api.model.ModelJson;
import io.paydesk.api.model.Payment;
import io.paydesk.api.model.RefundRequest;
import io.paydesk.api.model.TransactionResult;
import io.paydesk.store.JournalEntry;
import io.paydesk.store.Store;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * Capture, refund and cancel of a payment through the journal: the idempotency key is saved before
 * the request leaves and reused when the same journal entry is sent again, so a retry after a crash
 * or a lost answer takes effect once.
 */
public final class PaymentOperations {
  public static final String CAPTURE = "payment.capture";
  public static final String REFUND = "payment.refund";
  public static final String CANCEL = "payment.cancel";

  /** How long the service remembers an idempotency key. */
  public static final Duration KEY_LIFETIME = Duration.ofHours(24);

  private final PaydeskClient client;
  private final Store store;
  private final Clock clock;

  public PaymentOperations(PaydeskClient client, Store store) {
    this(client, store, Clock.systemUTC());
  }

  PaymentOperations(PaydeskClient client, Store store, Clock clock) {
    this.client = client;
    this.store = store;
    this.clock = clock;
  }

  /** Refunds all ({@code amount} absent) or part of a captured transaction. */
  public Payment refund(String paymentId, String transactionId, RefundRequest request) {
    return send(draft(REFUND, paymentId, transactionId, request), request);
  }

  /** Captures all or part of an authorised transaction. */
  public Payment capture(String paymentId, String transactionId, CaptureRequest request) {
    return send(draft(CAPTURE, paymentId, transactionId, request), request);
  }

  /** Cancels a transaction that was not captured. */
  public Payment cancel(String paymentId, String transactionId, CancelRequest request) {
    return send(draft(CANCEL, paymentId, transactionId, request), request);
  }

  /**
   * Sends a FAILED or OUTCOME_UNKNOWN entry again, with the same idempotency key: if the first
   * attempt took effect, the service answers its result and nothing happens twice. Refused once the
   * key is older than the service remembers ({@link StaleOperationException}): a resend then could
   * take effect a second time.
   */
  public Payment resend(JournalEntry entry) {
    if (entry.createdAt().plus(KEY_LIFETIME).isBefore(clock.instant())) {
      throw new StaleOperationException(entry);
    }
    Class<?> type =
        switch (entry.operation()) {
          case REFUND -> RefundRequest.class;
          case CAPTURE -> CaptureRequest.class;
          case CANCEL -> CancelRequest.class;
          default ->
              throw new IllegalArgumentException("Not a payment operation: " + entry.operation());
        };
    return send(entry, ModelJson.read(entry.requestJson(), type));
  }

  private Payment send(JournalEntry entry, Object request) {
    String[] target = entry.targetId().split("/", 2);
    String paymentId = target[0];
    String transactionId = target[1];
    RequestOptions key = RequestOptions.idempotencyKey(entry.key());
    store.journal().markSending(entry.id());
    try {
      Payment payment;
      if (request instanceof RefundRequest r) {
        payment = client.payments().refund(paymentId, transactionId, r, key);
      } else if (request instanceof CaptureRequest c) {
        payment = paymentOf(client.payments().capture(paymentId, transactionId, c, key), paymentId);
      } else {
        payment =
            paymentOf(
                client.payments().cancel(paymentId, transactionId, (CancelRequest) request, key),
                paymentId);
      }
      store.journal().markSucceeded(entry.id(), payment.id());
      payment = refreshed(paymentId, payment);
      store.payments().upsert(payment);
      store
          .audit()
          .record(
              entry.operation(),
              paymentId,
              "SUCCEEDED",
              payment.status() + " / " + payment.subStatus());
      return payment;
    } catch (OutcomeUnknownException e) {
      store.journal().markOutcomeUnknown(entry.id(), e.userMessage());
      store.audit().record(entry.operation(), paymentId, "OUTCOME_UNKNOWN", e.userMessage());
      throw e;
    } catch (PaydeskException e) {
      store.journal().markFailed(entry.id(), e.userMessage());
      store.audit().record(entry.operation(), paymentId, "FAILED", e.userMessage());
      throw e;
    }
  }

  /** True for the operations this class sends (and can send again). */
  public static boolean handles(String operation) {
    return REFUND.equals(operation) || CAPTURE.equals(operation) || CANCEL.equals(operation);
  }

  /** The newest operation on this payment whose outcome is unknown, if any. */
  public Optional<JournalEntry> lastUnsettled(String paymentId) {
    List<JournalEntry> open = store.journal().needingReconciliation();
    for (int i = open.size() - 1; i >= 0; i--) {
      if (open.get(i).targetId() != null && open.get(i).targetId().startsWith(paymentId + "/")) {
        return Optional.of(open.get(i));
      }
    }
    return Optional.empty();
  }

  private JournalEntry draft(
      String operation, String paymentId, String transactionId, Object request) {
    return store
        .journal()
        .draft(operation, paymentId + "/" + transactionId, null, ModelJson.write(request));
  }

  /**
   * The payment with all its transactions: answers to these operations carry only the new
   * transaction, so the payment is read again; if that read fails, the answer is kept.
   */
  private Payment refreshed(String paymentId, Payment answered) {
    try {
      return client.payments().retrieve(paymentId);
    } catch (PaydeskException e) {
      return answered;
    }
  }

  /** Capture and cancel answer a transaction with the payment inside; fetch it when absent. */
  private Payment paymentOf(TransactionResult result, String paymentId) {
    return result.payment() != null && result.payment().id() != null
        ? result.payment()
        : client.payments().retrieve(paymentId);
  }
}
