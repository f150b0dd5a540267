package io.paydesk.sandbox;

import static io.paydesk.sandbox.Payments.PROVIDER;

import com.fasterxml.jackson.databind.JsonNode;
import io.paydesk.sandbox.Idempotency.Reply;
import java.time.Instant;
import java.util.UUID;

/** POST .../transactions/{id}/cancel, and the cancel half of cancel-or-refund. */
final class CancelPayment {
  private final Sim sim;

  CancelPayment(Sim sim) {
    this.sim = sim;
  }

  Reply handle(String paymentId, String txnId, JsonNode b) {
    Payment p = sim.payments.find(paymentId);
    String reference = Check.text(b, "merchant_reference", "merchant_reference", true, 3, 255);
    Check.text(b, "description", "description", false, 3, 255);
    String reason = Check.oneOf(b, "reason", "reason", false, Check.CANCEL_REASONS);
    Payments.ReceiptArgs receipt = Payments.receiptArgs(b);
    Payments.Changed c =
        sim.payments.change(p, txnId, x -> apply(x, reference, reason, receipt.receipt()));
    return Reply.json(
        200,
        g ->
            PaymentJson.txnWithPayment(
                g, c.payment(), c.txn(), receipt.receipt(), receipt.language()));
  }

  Txn apply(Payment p, String reference, String reason, boolean receipt) {
    if (!PaymentRules.canCancel(p)) {
      throw ApiException.invalidStatus(
          "Only an authorised or pending payment, never captured, can be cancelled; this one is "
              + PaymentRules.state(p)
              + ".");
    }
    Instant now = sim.clock.now();
    UUID id = Ids.random();
    Txn t =
        Txn.succeeded(
            id, Txn.CANCEL, p.category, p.value, PROVIDER, p.description, reference, reason, now);
    if (receipt) {
      t = t.withReceipt("https://receipts.sandbox.local/" + id + ".pdf");
    }
    p.add(t);
    p.settleAt = null;
    p.status("CANCELED", "CANCELED", t.updatedAt());
    sim.changed(p);
    sim.webhooks.payment(p, t);
    return t;
  }
}
