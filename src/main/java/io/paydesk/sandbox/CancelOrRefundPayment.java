package io.paydesk.sandbox;

import com.fasterxml.jackson.databind.JsonNode;
import io.paydesk.sandbox.Idempotency.Reply;

/** POST .../cancel-or-refund: cancels what may be cancelled, refunds what may be refunded. */
final class CancelOrRefundPayment {
  private final Sim sim;

  CancelOrRefundPayment(Sim sim) {
    this.sim = sim;
  }

  /** Cancels when cancelling is allowed, refunds when refunding is; otherwise refuses. */
  Reply handle(String paymentId, String txnId, JsonNode b) {
    Payment p = sim.payments.find(paymentId);
    RefundPayment.RefundArgs a = RefundPayment.args(b, false);
    Payments.Changed c = sim.payments.change(p, txnId, x -> apply(x, a));
    return Reply.json(
        201, g -> PaymentJson.txnWithPayment(g, c.payment(), c.txn(), a.receipt(), a.language()));
  }

  private Txn apply(Payment p, RefundPayment.RefundArgs a) {
    if (PaymentRules.canCancel(p)) {
      return sim.payments.cancel.apply(p, a.reference(), a.reason(), a.receipt());
    }
    if (PaymentRules.canRefund(p)) {
      return sim.payments.refund.apply(p, a);
    }
    throw ApiException.invalidStatus(
        "This payment can be neither cancelled nor refunded; it is " + PaymentRules.state(p) + ".");
  }
}
