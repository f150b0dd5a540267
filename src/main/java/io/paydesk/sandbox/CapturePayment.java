package io.paydesk.sandbox;

import static io.paydesk.sandbox.Payments.PROVIDER;

import com.fasterxml.jackson.databind.JsonNode;
import io.paydesk.sandbox.Idempotency.Reply;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;
import java.util.function.Function;

/** POST .../transactions/{id}/capture: captures an authorisation, in full or in part. */
final class CapturePayment {
  private final Sim sim;

  CapturePayment(Sim sim) {
    this.sim = sim;
  }

  Reply handle(String paymentId, String txnId, JsonNode b) {
    Payment p = sim.payments.find(paymentId);
    String reference = Check.text(b, "merchant_reference", "merchant_reference", true, 3, 255);
    Check.Money money = Check.amount(b, "amount", "amount", true);
    Check.text(b, "reason", "reason", true, 1, 255);
    Boolean simplified = Check.bool(b, "simplified_mode", "simplified_mode");
    Txn auth;
    synchronized (p) {
      auth = sim.payments.txnOf(p, txnId);
      if (p.captureRunning) {
        throw ApiException.invalidStatus(
            "The transaction is already in progress: a capture of it is running.");
      }
      if (!PaymentRules.canCapture(p) || !Txn.AUTHORIZE.equals(auth.type())) {
        throw ApiException.invalidStatus(
            "Only an authorised payment can be captured; this one is "
                + PaymentRules.state(p)
                + ".");
      }
      if (!money.currency().equals(p.currency)) {
        throw ApiException.invalid("amount.currency", "must be the payment currency " + p.currency);
      }
      if (money.value().compareTo(p.value) > 0) {
        throw ApiException.invalid(
            "amount.value", "exceeds the authorised amount " + p.value.toPlainString());
      }
      p.captureRunning = true;
    }
    boolean ok;
    try {
      ok = sim.provider.call(reference);
    } finally {
      synchronized (p) {
        p.captureRunning = false;
      }
    }
    Payment snap;
    Txn t;
    synchronized (p) {
      Instant now = sim.clock.now();
      UUID id = Ids.random();
      BigDecimal amount = money.value();
      String reason = SandboxJson.text(b, "reason");
      Function<Boolean, Txn> attempt =
          succeeded ->
              Txn.outcome(
                  succeeded,
                  id,
                  Txn.CAPTURE,
                  p.category,
                  amount,
                  PROVIDER,
                  p.description,
                  reference,
                  reason,
                  now);
      if (ok) {
        t = attempt.apply(true);
        p.add(t);
        applyCapture(p, amount, t.updatedAt());
      } else if (Boolean.TRUE.equals(simplified)) {
        // Answered as succeeded at once; the declined attempt stays in the history, retried.
        p.add(attempt.apply(false).hidden());
        t = attempt.apply(true);
        PaymentTimers.scheduleRetry(p, "CAPTURE", amount, reference, now);
      } else {
        t = attempt.apply(false);
        p.add(t);
        p.touch(t.updatedAt());
      }
      p.simplifiedMode = Boolean.TRUE.equals(simplified);
      sim.changed(p);
      sim.webhooks.payment(p, p.last());
      snap = p.copy();
    }
    Txn answer = t;
    return Reply.json(200, g -> PaymentJson.txnWithPayment(g, snap, answer, false, null));
  }

  static void applyCapture(Payment p, BigDecimal amount, Instant at) {
    p.captured = amount;
    p.status("SUCCEEDED", amount.compareTo(p.value) < 0 ? "PARTIALLY_CAPTURED" : "CAPTURED", at);
  }
}
