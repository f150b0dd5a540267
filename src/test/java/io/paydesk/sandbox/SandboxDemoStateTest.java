package io.paydesk.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Demo data the same from one start to the next, a reset back to it, and its bodies in bulk. */
class SandboxDemoStateTest {
  private static final SandboxOptions OPTIONS = SandboxOptions.defaults().withDemoPayments(300);

  /** A demo payment that can be refunded (succeeded, nothing refunded yet, no chargeback). */
  private static String refundableDemoPayment(Sandbox s) {
    for (String id : s.demoPaymentIds()) {
      Payment p = s.sim().payments.byId.get(java.util.UUID.fromString(id));
      if (PaymentRules.canRefund(p) && p.refunded.signum() == 0) {
        return id;
      }
    }
    throw new AssertionError("no refundable demo payment");
  }

  private static String refundPath(Sandbox s, String id) {
    Payment p = s.sim().payments.byId.get(java.util.UUID.fromString(id));
    return "/v1/payments/" + id + "/transactions/" + p.txns.get(0).id() + "/refund";
  }

  @Test
  void two_sandboxes_with_the_same_seed_answer_byte_identical_demo_payments() {
    try (Sandbox a = Sandbox.start(OPTIONS);
        Sandbox b = Sandbox.start(OPTIONS)) {
      assertThat(b.demoPaymentIds()).isEqualTo(a.demoPaymentIds());
      Client ca = new Client(a);
      Client cb = new Client(b);
      List<String> ids = a.demoPaymentIds();
      for (String id : List.of(ids.get(0), ids.get(ids.size() / 2), ids.get(ids.size() - 1))) {
        Client.Res ra = ca.get("/v1/payments/" + id);
        assertThat(ra.status()).isEqualTo(200);
        assertThat(cb.get("/v1/payments/" + id).raw()).isEqualTo(ra.raw());
      }
      assertThat(b.demoPaymentJson(ids.size())).isEqualTo(a.demoPaymentJson(ids.size()));
    }
  }

  @Test
  void demo_timestamps_are_before_the_clock() {
    try (Sandbox s = Sandbox.start(OPTIONS)) {
      Client.Res newest = new Client(s).get("/v1/payments/" + s.demoPaymentIds().get(0));
      String updated = newest.body().get("updated_at").asText();
      assertThat(java.time.Instant.parse(updated)).isBeforeOrEqualTo(s.now());
    }
  }

  @Test
  void reset_brings_back_the_seeded_demo_state_and_forgets_new_payments() {
    try (Sandbox s = Sandbox.start(OPTIONS)) {
      Client c = new Client(s);
      String demo = refundableDemoPayment(s);
      String before = c.get("/v1/payments/" + demo).raw();
      Client.Res refund =
          c.post(
              refundPath(s, demo), SandboxTransitionsTest.refundBody(null, "reset-refund", false));
      assertThat(refund.status()).as(refund.raw()).isEqualTo(200);
      assertThat(c.get("/v1/payments/" + demo).raw()).isNotEqualTo(before);
      String made =
          c.post("/v1/payments", Client.card(s, "reset-new", "10", true)).body().get("id").asText();

      s.reset();

      assertThat(c.get("/v1/payments/" + demo).raw()).isEqualTo(before);
      assertThat(c.get("/v1/payments/" + made).code()).isEqualTo("PAYMENT_NOT_FOUND");
    }
  }

  @Test
  void demo_payment_json_is_what_get_answers_newest_first_with_changes() {
    try (Sandbox s = Sandbox.start(OPTIONS)) {
      Client c = new Client(s);
      String demo = refundableDemoPayment(s);
      c.post(refundPath(s, demo), SandboxTransitionsTest.refundBody(null, "bulk-refund", false));
      List<String> ids = s.demoPaymentIds();
      List<String> bodies = s.demoPaymentJson(ids.size());
      assertThat(bodies).hasSize(ids.size());
      for (int i : new int[] {0, 1, 7, ids.indexOf(demo), ids.size() - 1}) {
        assertThat(bodies.get(i)).isEqualTo(c.get("/v1/payments/" + ids.get(i)).raw());
      }
      assertThat(bodies.get(ids.indexOf(demo))).contains("\"REFUNDED\"");
      assertThat(s.demoPaymentJson(5)).isEqualTo(bodies.subList(0, 5));
      assertThat(s.demoPaymentJson(ids.size() + 10)).hasSize(ids.size());
      assertThat(s.demoPaymentJson()).isEqualTo(bodies);
    }
  }
}
