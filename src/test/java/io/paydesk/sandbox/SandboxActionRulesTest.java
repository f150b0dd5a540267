package io.paydesk.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Refund, capture and cancel only in the states that allow them; refusals are INVALID_STATUS. */
class SandboxActionRulesTest {
  static Sandbox sandbox;
  static Client c;

  @BeforeAll
  static void start() {
    sandbox = Sandbox.start(SandboxOptions.defaults().withDemoPayments(20));
    c = new Client(sandbox);
  }

  @AfterAll
  static void stop() {
    sandbox.close();
  }

  private static JsonNode create(String order, boolean capture) {
    Client.Res r = c.post("/v1/payments", Client.card(sandbox, order, "1000", capture));
    assertThat(r.status()).as(r.raw()).isEqualTo(201);
    return r.body();
  }

  private static String paymentPath(JsonNode p) {
    return "/v1/payments/" + p.get("id").asText();
  }

  /** A captured payment with a chargeback opened through the control API; its chargeback id. */
  private static String chargeback(JsonNode p) {
    Client.Res r = c.post("/sandbox/payments/" + p.get("id").asText() + "/chargeback", "{}");
    assertThat(r.status()).as(r.raw()).isEqualTo(200);
    assertThat(r.body().at("/payment/status").asText()).isEqualTo("CHARGEBACK");
    return r.body().at("/transaction/id").asText();
  }

  private static void dispute(JsonNode p, String chargebackId) {
    ObjectNode b = Client.M.createObjectNode();
    b.put("account_id", sandbox.accountId());
    ObjectNode e = b.putArray("evidence").addObject();
    e.put("content_type", "application/pdf");
    e.put("file_name", "Receipt_1.pdf");
    e.put("content_category", "RECEIPT");
    e.put(
        "content",
        Base64.getEncoder()
            .encodeToString("%PDF-1.4\n%%EOF\n".getBytes(StandardCharsets.ISO_8859_1)));
    Client.Res r =
        c.post(paymentPath(p) + "/transactions/" + chargebackId + "/dispute", b.toString());
    assertThat(r.status()).as(r.raw()).isEqualTo(200);
    assertThat(r.body().get("status").asText()).isEqualTo("IN_DISPUTE");
  }

  private static void assertRefusedAsInvalidStatus(Client.Res r) {
    assertThat(r.status()).as(r.raw()).isEqualTo(400);
    assertThat(r.code()).as(r.raw()).isEqualTo("INVALID_STATUS");
  }

  /** Refund, capture, cancel and cancel-or-refund: every one refused, the payment unchanged. */
  private static void assertEveryActionRefused(JsonNode p) {
    String before = c.get(paymentPath(p)).raw();
    assertRefusedAsInvalidStatus(
        c.post(
            SandboxTransitionsTest.txPath(p, "refund"),
            SandboxTransitionsTest.refundBody("100", "refund-refused", false)));
    assertRefusedAsInvalidStatus(
        c.post(
            SandboxTransitionsTest.txPath(p, "capture"),
            SandboxTransitionsTest.captureBody("100", "capture-refused")));
    assertRefusedAsInvalidStatus(
        c.post(
            SandboxTransitionsTest.txPath(p, "cancel"),
            Client.M.createObjectNode().put("merchant_reference", "cancel-refused")));
    assertRefusedAsInvalidStatus(
        c.post(paymentPath(p) + "/cancel-or-refund", Client.M.createObjectNode()));
    assertThat(c.get(paymentPath(p)).raw()).isEqualTo(before);
  }

  @Test
  void no_action_is_allowed_on_a_payment_under_chargeback() {
    JsonNode p = create("rules-chargeback", true);
    chargeback(p);
    assertEveryActionRefused(p);
  }

  @Test
  void no_action_is_allowed_on_a_payment_in_dispute() {
    JsonNode p = create("rules-dispute", true);
    dispute(p, chargeback(p));
    assertEveryActionRefused(p);
  }

  @Test
  void no_action_is_allowed_after_the_dispute_is_decided() {
    JsonNode p = create("rules-dispute-won", true);
    dispute(p, chargeback(p));
    Client.Res won =
        c.post(
            "/sandbox/payments/" + p.get("id").asText() + "/dispute-outcome",
            "{\"outcome\":\"WON\"}");
    assertThat(won.status()).as(won.raw()).isEqualTo(200);
    assertEveryActionRefused(p);
  }

  @Test
  void no_action_but_refund_is_allowed_on_a_purchase_and_refund_is_refused_once_all_is_refunded() {
    JsonNode p = create("rules-purchase", true);
    assertRefusedAsInvalidStatus(
        c.post(
            SandboxTransitionsTest.txPath(p, "capture"),
            SandboxTransitionsTest.captureBody("100", "capture-purchase")));
    assertRefusedAsInvalidStatus(
        c.post(
            SandboxTransitionsTest.txPath(p, "cancel"),
            Client.M.createObjectNode().put("merchant_reference", "cancel-purchase")));
    Client.Res refund = c.post(paymentPath(p) + "/cancel-or-refund", Client.M.createObjectNode());
    assertThat(refund.status()).as(refund.raw()).isEqualTo(201);
    assertThat(refund.body().get("type").asText()).isEqualTo("REFUND");
    assertEveryActionRefused(p);
  }

  @Test
  void capture_is_refused_after_a_capture() {
    JsonNode p = create("rules-captured", false);
    Client.Res first =
        c.post(
            SandboxTransitionsTest.txPath(p, "capture"),
            SandboxTransitionsTest.captureBody("1000", "capture-1"));
    assertThat(first.status()).as(first.raw()).isEqualTo(200);
    assertRefusedAsInvalidStatus(
        c.post(
            SandboxTransitionsTest.txPath(p, "capture"),
            SandboxTransitionsTest.captureBody("1000", "capture-2")));
  }

  @Test
  void cancel_is_refused_after_a_partial_capture_and_cancel_or_refund_refunds_instead() {
    JsonNode p = create("rules-cancel-captured", false);
    Client.Res capture =
        c.post(
            SandboxTransitionsTest.txPath(p, "capture"),
            SandboxTransitionsTest.captureBody("400", "capture-part"));
    assertThat(capture.body().at("/payment/sub_status").asText()).isEqualTo("PARTIALLY_CAPTURED");
    assertRefusedAsInvalidStatus(
        c.post(
            SandboxTransitionsTest.txPath(p, "cancel"),
            Client.M.createObjectNode().put("merchant_reference", "cancel-after-capture")));
    Client.Res r = c.post(paymentPath(p) + "/cancel-or-refund", Client.M.createObjectNode());
    assertThat(r.status()).as(r.raw()).isEqualTo(201);
    assertThat(r.body().get("type").asText()).isEqualTo("REFUND");
  }

  @Test
  void cancel_is_refused_while_a_capture_retry_runs() {
    JsonNode p = create("rules-retry", false);
    ObjectNode b = SandboxTransitionsTest.captureBody("1000", "DECLINE_ONCE-rules");
    b.put("simplified_mode", true);
    Client.Res r = c.post(SandboxTransitionsTest.txPath(p, "capture"), b);
    assertThat(r.body().at("/payment/sub_status").asText()).isEqualTo("RETRY_IN_PROCESS");
    assertEveryActionRefused(p);
  }
}
