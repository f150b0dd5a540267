package io.paydesk.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Predicate;

/**
 * A scripted day on a sandbox through its public API: card payments captured, refunded or charged
 * back, payouts (some pending until the clock moves) and subscriptions that renew, with the ids it
 * made; and the wait until every webhook it caused is delivered.
 */
public final class ScriptedDay {
  private final Sandbox sandbox;
  private final Client c;
  public final List<String> payments = new ArrayList<>();
  public final List<String> payouts = new ArrayList<>();
  public final List<String> subscriptions = new ArrayList<>();

  public ScriptedDay(Sandbox sandbox) {
    this.sandbox = sandbox;
    this.c = new Client(sandbox);
  }

  /**
   * Makes payments until {@code events} events are caused, two per payment: a create, then a
   * capture, a partial refund or a chargeback in turn. Returns the events caused.
   */
  public int payments(int events) {
    int made = 0;
    for (int i = 0; made < events; i++) {
      Client.Res r =
          c.post("/v1/payments", Client.card(sandbox, "wh-bulk-" + i, "1000.00", i % 3 != 0));
      assertEquals(201, r.status(), r.raw());
      JsonNode p = r.body();
      String id = p.get("id").asText();
      payments.add(id);
      String base = "/v1/payments/" + id + "/transactions/" + p.at("/transactions/id").asText();
      Client.Res next =
          switch (i % 3) {
            case 0 ->
                c.post(
                    base + "/capture", SandboxTransitionsTest.captureBody("1000.00", "cap-" + i));
            case 1 ->
                c.post(
                    base + "/refund",
                    SandboxTransitionsTest.refundBody("10.00", "ref-" + i, false));
            default -> c.post("/sandbox/payments/" + id + "/chargeback", "{}");
          };
      assertEquals(true, next.status() < 300, next.raw());
      made += 2;
    }
    return made;
  }

  /** Payouts, every other one pending until the clock moves. */
  public void payouts(int count) {
    for (int i = 0; i < count; i++) {
      String reference = (i % 2 == 0 ? "po-PENDING-day-" : "po-day-") + i;
      Client.Res r = c.post("/v1/payouts", SandboxResourcesTest.payout(sandbox, reference));
      assertEquals(201, r.status(), r.raw());
      payouts.add(r.body().get("id").asText());
    }
  }

  /** Subscriptions of two monthly cycles on the demo customers' vaulted cards, one paused. */
  public void subscriptions(int count) {
    List<String> customers = sandbox.demoCustomerIds();
    for (int i = 0; i < count; i++) {
      String customer = customers.get(i % customers.size());
      JsonNode methods = c.get("/v1/customers/" + customer + "/payment-methods").body();
      String token = methods.at("/payment_methods/0/vaulted_token").asText();
      if (token.isEmpty()) {
        continue;
      }
      ObjectNode sub = Client.M.createObjectNode();
      sub.put("name", "Gold plan");
      sub.put("account_id", sandbox.accountId());
      sub.put("country", "US");
      sub.put("merchant_reference", "day-sub-" + i);
      sub.putObject("amount").put("currency", "USD").put("value", new BigDecimal("15.00"));
      sub.putObject("billing_cycles").put("total", 2);
      sub.putObject("customer_payer").put("id", customer);
      sub.putObject("payment_method").put("type", "CARD").put("vaulted_token", token);
      Client.Res s = c.post("/v1/subscriptions", sub, UUID.randomUUID().toString());
      assertEquals(200, s.status(), s.raw());
      String id = s.body().get("id").asText();
      subscriptions.add(id);
      if (i % 4 == 0) {
        assertEquals(200, c.post("/v1/subscriptions/" + id + "/pause", null).status());
        assertEquals(200, c.post("/v1/subscriptions/" + id + "/resume", null).status());
      }
    }
  }

  /**
   * Moves the clock by {@code timers} (payouts settle, subscriptions renew), then through the retry
   * schedule, until nothing is pending; returns GET /sandbox/webhooks then.
   */
  public JsonNode deliverAll(Duration timers) {
    awaitWebhooks(w -> w.get("idle").asBoolean());
    if (!timers.isZero()) {
      sandbox.advanceClock(timers);
      awaitWebhooks(w -> w.get("idle").asBoolean());
    }
    for (Duration d : Webhooks.SCHEDULE) {
      sandbox.advanceClock(d);
      awaitWebhooks(w -> w.get("idle").asBoolean());
    }
    return awaitWebhooks(w -> w.get("idle").asBoolean() && w.get("pending").asInt() == 0);
  }

  /** GET /sandbox/webhooks polled (a 5 ms park between reads) until it holds, for 5 min. */
  public JsonNode awaitWebhooks(Predicate<JsonNode> state) {
    long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(5);
    JsonNode last = null;
    while (System.nanoTime() < deadline) {
      last = c.get("/sandbox/webhooks").body();
      if (state.test(last)) {
        return last;
      }
      LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(5));
    }
    if (last instanceof ObjectNode o) {
      o.remove("attempts");
    }
    throw new AssertionError("webhook state never came: " + last);
  }
}
