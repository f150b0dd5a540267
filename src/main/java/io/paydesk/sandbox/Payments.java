package io.paydesk.sandbox;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * The payments index (by id, by merchant order id) and the handlers of each payment operation, one
 * class per operation.
 */
final class Payments {
  static final String PROVIDER = "PAYDESK_SANDBOX_GW";

  volatile ConcurrentHashMap<UUID, Payment> byId = new ConcurrentHashMap<>();
  volatile ConcurrentHashMap<String, Object> byOrder = new ConcurrentHashMap<>();
  final CreatePayment create;
  final RetrievePayment retrieve;
  final CapturePayment capture;
  final RefundPayment refund;
  final CancelPayment cancel;
  final CancelOrRefundPayment cancelOrRefund;
  final DisputePayment disputes;
  final PaymentTimers timers;

  Payments(Sim sim) {
    create = new CreatePayment(sim);
    retrieve = new RetrievePayment(sim);
    capture = new CapturePayment(sim);
    refund = new RefundPayment(sim);
    cancel = new CancelPayment(sim);
    cancelOrRefund = new CancelOrRefundPayment(sim);
    disputes = new DisputePayment(sim);
    timers = new PaymentTimers(sim);
  }

  void put(Payment p) {
    byId.put(p.id, p);
    // One order id usually has one payment: keep the payment itself, a list only when shared.
    byOrder.merge(
        p.merchantOrderId,
        p,
        (a, b) -> {
          if (a instanceof Payment pa) {
            List<Payment> l = new ArrayList<>(4);
            l.add(pa);
            l.add((Payment) b);
            return l;
          }
          @SuppressWarnings("unchecked")
          List<Payment> l = (List<Payment>) a;
          synchronized (l) {
            l.add((Payment) b);
          }
          return l;
        });
  }

  /** Puts a payment read back from the store, replacing the seeded one with the same id. */
  void putOrReplace(Payment p) {
    Payment old = byId.put(p.id, p);
    if (old == null) {
      byId.remove(p.id);
      put(p);
      return;
    }
    byOrder.computeIfPresent(
        old.merchantOrderId,
        (k, v) -> {
          if (v == old) {
            return p;
          }
          if (v instanceof List<?> shared) {
            @SuppressWarnings("unchecked")
            List<Payment> l = (List<Payment>) shared;
            synchronized (l) {
              l.replaceAll(x -> x == old ? p : x);
            }
          }
          return v;
        });
  }

  void clear() {
    byId = new ConcurrentHashMap<>();
    byOrder = new ConcurrentHashMap<>();
  }

  /** Sizes the indexes for n payments before seeding (called while nothing else runs). */
  void presize(int n) {
    if (byId.isEmpty() && n > 1000) {
      byId = new ConcurrentHashMap<>(n + n / 2);
      byOrder = new ConcurrentHashMap<>(n + n / 2);
    }
  }

  Payment find(String id) {
    UUID u = Ids.parse(id);
    if (u == null) {
      throw ApiException.invalid("payment_id", "must be a UUID of 36 characters");
    }
    Payment p = byId.get(u);
    if (p == null) {
      throw new ApiException(400, "PAYMENT_NOT_FOUND", "Payment not found.");
    }
    return p;
  }

  /** response_additional_data of a refund or cancel: whether a receipt is wanted, its language. */
  record ReceiptArgs(boolean receipt, String language) {}

  static ReceiptArgs receiptArgs(JsonNode b) {
    JsonNode rad = Check.object(b, "response_additional_data", "response_additional_data", false);
    Boolean receipt = Check.bool(rad, "receipt", "response_additional_data.receipt");
    String lang =
        Check.oneOf(
            rad,
            "receipt_language",
            "response_additional_data.receipt_language",
            false,
            Set.of("ES", "EN", "PT"));
    return new ReceiptArgs(Boolean.TRUE.equals(receipt), lang);
  }

  /** The payment as changed and the transaction the change made. */
  record Changed(Payment payment, Txn txn) {}

  /**
   * Runs a change under the payment's lock, after checking the transaction id when one is given,
   * and answers a snapshot of the changed payment.
   */
  Changed change(Payment p, String txnId, Function<Payment, Txn> action) {
    synchronized (p) {
      if (txnId != null) {
        txnOf(p, txnId);
      }
      Txn t = action.apply(p);
      return new Changed(p.copy(), t);
    }
  }

  /** A copy to render, taken under the payment's lock. */
  static Payment snapshot(Payment p) {
    synchronized (p) {
      return p.copy();
    }
  }

  /** The transaction of the payment with this id, or TRANSACTION_NOT_FOUND. */
  Txn txnOf(Payment p, String txnId) {
    UUID t = Ids.parse(txnId);
    if (t == null) {
      throw ApiException.invalid("transaction_id", "must be a UUID of 36 characters");
    }
    Txn found = p.txn(t);
    if (found == null) {
      throw new ApiException(400, "TRANSACTION_NOT_FOUND", "Transaction not found.");
    }
    return found;
  }
}
