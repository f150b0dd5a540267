package io.paydesk.sandbox;

import io.paydesk.sandbox.Idempotency.Reply;
import io.paydesk.sandbox.PaymentJson.Mode;
import java.util.ArrayList;
import java.util.List;

/** GET /v1/payments/{id} and GET /v1/payments?merchant_order_id=. */
final class RetrievePayment {
  private final Sim sim;

  RetrievePayment(Sim sim) {
    this.sim = sim;
  }

  Reply get(String id, boolean raw, boolean history) {
    Payment snap = Payments.snapshot(sim.payments.find(id));
    return Reply.json(200, g -> PaymentJson.payment(g, snap, Mode.GET, null, raw, history));
  }

  /** The body GET /v1/payments/{id} answers without query flags. */
  byte[] json(String id) {
    Payment snap = Payments.snapshot(sim.payments.find(id));
    return PaymentJson.payment(snap, Mode.GET, null, false, false);
  }

  byte[] byMerchantOrder(String order) {
    if (order == null || order.isEmpty()) {
      throw ApiException.missing("merchant_order_id");
    }
    Object o = sim.payments.byOrder.get(order);
    List<Payment> l = new ArrayList<>();
    if (o instanceof Payment p) {
      l.add(p);
    } else if (o instanceof List<?> shared) {
      synchronized (shared) {
        for (Object x : shared) {
          l.add((Payment) x);
        }
      }
    }
    if (l.isEmpty()) {
      throw new ApiException(400, "PAYMENT_NOT_FOUND", "Payment not found.");
    }
    List<Payment> snaps = new ArrayList<>();
    for (Payment p : l) {
      snaps.add(Payments.snapshot(p));
    }
    snaps.sort((a, c) -> c.createdAt.compareTo(a.createdAt));
    return PaymentJson.list(snaps);
  }
}
