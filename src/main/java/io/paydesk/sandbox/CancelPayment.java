package io.paydesk.sandbox;

import static io.paydesk.sandbox.Payments.PROVIDER;

import com.fasterxml.jackson.databind.JsonNode;
import io.paydesk.sandbox.Idempotency.Reply;
import java.time.Instant;
import java.util.Set;
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
    JsonNode rad = Check.object(b, "response_additional_data", "response_additional_data", false);
    Boolean receipt = Check.bool(rad, "receipt", "response_additional_data.receipt");
    String lang =
        Check.oneOf(
            rad,
            "receipt_language",
            "response_additional_data.receipt_language",
            false,
            Set.of("ES", "EN", "PT"));
    boolean withReceipt = Boolean.TRUE.equals(receipt);
    Payments.Changed c =
        sim.payments.change(p, txnId, x -> apply(x, reference, reason, withReceipt));
    return Reply.json(
        200, g -> PaymentJson.txnWithPayment(g, c.payment(), c.txn(), withReceipt, lang));
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
    return t;
  }
}
