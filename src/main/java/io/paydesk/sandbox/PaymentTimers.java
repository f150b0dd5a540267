package io.paydesk.sandbox;

import static io.paydesk.sandbox.Payments.PROVIDER;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.UUID;

/** What simulated time runs: pending payments settle, declined captures and refunds are retried. */
final class PaymentTimers {
  private final Sim sim;

  PaymentTimers(Sim sim) {
    this.sim = sim;
  }

  /** Settles pending payments and runs due retries. */
  void tick(Instant now) {
    for (Payment p : sim.payments.byId.values()) {
      if (p.settleAt == null && p.nextRetryAt == null) {
        continue;
      }
      synchronized (p) {
        if (p.settleAt != null && !p.settleAt.isAfter(now)) {
          settle(p, now);
        }
        while (p.nextRetryAt != null && !p.nextRetryAt.isAfter(now)) {
          retry(p, p.nextRetryAt);
        }
      }
    }
  }

  private void settle(Payment p, Instant now) {
    p.settleAt = null;
    Txn last = p.last();
    Txn t = last.settle(p.settleOk, now);
    p.replace(t);
    if (!p.settleOk) {
      p.status("DECLINED", "DECLINED", now);
    } else if (t.type().equals(Txn.AUTHORIZE)) {
      p.status("PENDING", "AUTHORIZED", now);
    } else {
      p.captured = p.value;
      p.status("SUCCEEDED", "APPROVED", now);
    }
    sim.changed(p);
    sim.webhooks.payment(p, t);
  }

  private void retry(Payment p, Instant at) {
    boolean ok = sim.provider.retry(p.retryReference, 5 - p.retriesLeft + 1);
    p.retriesLeft--;
    UUID id = Ids.random();
    String type = p.retryOp.equals("CAPTURE") ? Txn.CAPTURE : Txn.REFUND;
    Txn t =
        Txn.outcome(
            ok,
            id,
            type,
            p.category,
            p.retryAmount,
            PROVIDER,
            p.description,
            p.retryReference,
            null,
            at);
    if (ok) {
      p.add(t);
      p.status = p.statusBeforeRetry;
      p.subStatus = p.subStatusBeforeRetry;
      if (type.equals(Txn.CAPTURE)) {
        CapturePayment.applyCapture(p, p.retryAmount, at);
      } else {
        RefundPayment.applyRefund(p, p.retryAmount, at);
      }
      clearRetry(p);
    } else {
      p.add(t.hidden());
      Instant next = at.plus(Duration.ofHours(4));
      if (p.retriesLeft <= 0 || next.isAfter(p.retryUntil)) {
        p.status(p.statusBeforeRetry, p.subStatusBeforeRetry, at);
        if (type.equals(Txn.REFUND)) {
          p.subStatus = "REFUND_DECLINED";
        }
        clearRetry(p);
      } else {
        p.nextRetryAt = next;
        p.touch(at);
      }
    }
    sim.changed(p);
    sim.webhooks.payment(p, t);
  }

  private static void clearRetry(Payment p) {
    p.retryOp = null;
    p.retryAmount = null;
    p.retryReference = null;
    p.retriesLeft = 0;
    p.nextRetryAt = null;
    p.retryUntil = null;
    p.statusBeforeRetry = null;
    p.subStatusBeforeRetry = null;
  }

  static void scheduleRetry(
      Payment p, String op, BigDecimal amount, String reference, Instant now) {
    p.statusBeforeRetry = p.status;
    p.subStatusBeforeRetry = p.subStatus;
    p.retryOp = op;
    p.retryAmount = amount;
    p.retryReference = reference;
    p.retriesLeft = 5;
    p.nextRetryAt = now.plus(Duration.ofHours(1));
    p.retryUntil = now.plus(Duration.ofHours(24));
    p.status("PENDING", "RETRY_IN_PROCESS", now);
  }
}
