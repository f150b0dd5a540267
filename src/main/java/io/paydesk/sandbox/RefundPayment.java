package io.paydesk.sandbox;

import static io.paydesk.sandbox.Payments.PROVIDER;

import com.fasterxml.jackson.databind.JsonNode;
import io.paydesk.sandbox.Idempotency.Reply;
import io.paydesk.sandbox.PaymentJson.Mode;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

/** POST .../transactions/{id}/refund, and the refund half of cancel-or-refund. */
final class RefundPayment {
  private final Sim sim;

  RefundPayment(Sim sim) {
    this.sim = sim;
  }

  /** A refund: answers the payment with the refund transaction. */
  Reply handle(String paymentId, String txnId, JsonNode b) {
    Payment p = sim.payments.find(paymentId);
    RefundArgs a = args(b, true);
    Payments.Changed c = sim.payments.change(p, txnId, x -> apply(x, a));
    return Reply.json(
        200, g -> PaymentJson.payment(g, c.payment(), Mode.ONE, c.txn(), true, false));
  }

  record RefundArgs(
      String reference,
      String description,
      String reason,
      Check.Money money,
      boolean simplified,
      boolean receipt,
      String language) {}

  static RefundArgs args(JsonNode b, boolean referenceRequired) {
    String reference =
        Check.text(b, "merchant_reference", "merchant_reference", referenceRequired, 3, 255);
    String description = Check.text(b, "description", "description", false, 3, 255);
    String reason = Check.oneOf(b, "reason", "reason", false, Check.REFUND_REASONS);
    Check.Money money = Check.amount(b, "amount", "amount", false);
    Boolean simplified = Check.bool(b, "simplified_mode", "simplified_mode");
    Payments.ReceiptArgs receipt = Payments.receiptArgs(b);
    Check.object(b, "customer_payer", "customer_payer", false);
    return new RefundArgs(
        reference,
        description,
        reason,
        money,
        Boolean.TRUE.equals(simplified),
        receipt.receipt(),
        receipt.language());
  }

  Txn apply(Payment p, RefundArgs a) {
    if (!PaymentRules.canRefund(p)) {
      throw ApiException.invalidStatus(
          "Only a captured payment with an amount left to refund and no chargeback can be"
              + " refunded; this one is "
              + PaymentRules.state(p)
              + ".");
    }
    BigDecimal amount = a.money() == null ? p.refundable() : a.money().value();
    if (a.money() != null && !a.money().currency().equals(p.currency)) {
      throw ApiException.invalid("amount.currency", "must be the payment currency " + p.currency);
    }
    if (amount.compareTo(p.refundable()) > 0) {
      throw ApiException.invalid(
          "amount.value", "exceeds the refundable amount " + p.refundable().toPlainString());
    }
    boolean ok = sim.provider.call(a.reference());
    Instant now = sim.clock.now();
    UUID id = Ids.random();
    Txn t =
        Txn.outcome(
            ok,
            id,
            Txn.REFUND,
            p.category,
            amount,
            PROVIDER,
            a.description(),
            a.reference(),
            a.reason(),
            now);
    if (ok) {
      applyRefund(p, amount, t.updatedAt());
    } else if (a.simplified()) {
      PaymentTimers.scheduleRetry(p, "REFUND", amount, a.reference(), now);
    } else {
      p.touch(t.updatedAt());
    }
    if (a.receipt()) {
      t = t.withReceipt("https://receipts.sandbox.local/" + id + ".pdf");
    }
    p.add(t);
    p.simplifiedMode = a.simplified();
    sim.changed(p);
    sim.webhooks.payment(p, t);
    return t;
  }

  static void applyRefund(Payment p, BigDecimal amount, Instant at) {
    p.refunded = p.refunded.add(amount);
    if (p.refunded.compareTo(p.captured) >= 0) {
      p.status("REFUNDED", "REFUNDED", at);
    } else {
      p.status("SUCCEEDED", "PARTIALLY_REFUNDED", at);
    }
  }
}
