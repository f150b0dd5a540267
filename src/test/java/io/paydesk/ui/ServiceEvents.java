package io.paydesk.ui;

import io.paydesk.ops.Connection;
import io.paydesk.ops.EventApplier;
import io.paydesk.ops.EventEnvelope;
import io.paydesk.ops.EventIntake;
import io.paydesk.ops.EventWorker;
import io.paydesk.store.EventRepository.NewEvent;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.util.UUID;

/**
 * Events from the service delivered to the console's store as its inbox does: each stored by the
 * intake, then applied by the worker (which reads the payment again from the embedded sandbox and
 * tells the open screens through the store's changes). Call off the FX thread.
 */
final class ServiceEvents {
  private ServiceEvents() {}

  /** Opens a chargeback on each payment through the sandbox's control API, then delivers each. */
  static void chargebacks(Connection c, String... paymentIds) throws Exception {
    for (String id : paymentIds) {
      TestConsole.sandbox(
          c.sandboxBaseUrl(), "/payments/" + id + "/chargeback", "{\"reason\":\"FRAUDULENT\"}");
    }
    deliver(c, "payment.chargeback", paymentIds);
  }

  /**
   * Stores one event per payment (carrying the payment as the store holds it) and applies them all,
   * as the inbox's worker does.
   */
  static void deliver(Connection c, String typeEvent, String... paymentIds) throws Exception {
    try (EventIntake intake = new EventIntake(c.store(), () -> {})) {
      for (String id : paymentIds) {
        String payment = c.store().payments().findJson(id).orElseThrow();
        byte[] body =
            ("{\"type\":\"payment\",\"type_event\":\""
                    + typeEvent
                    + "\",\"retry\":0,\"data\":{\"idempotency_key\":\""
                    + UUID.randomUUID()
                    + "\",\"payment\":"
                    + payment
                    + "}}")
                .getBytes(StandardCharsets.UTF_8);
        EventEnvelope e = EventEnvelope.parse(body);
        intake
            .submit(
                new NewEvent(
                    Instant.now(),
                    e.type(),
                    e.typeEvent(),
                    e.dedupKey(),
                    "valid",
                    e.retry(),
                    e.resourceId(),
                    body))
            .get();
      }
    }
    EventWorker.drain(
        c.store(), new EventApplier(c.client(), c.store(), Clock.systemUTC()), Clock.systemUTC());
  }
}
