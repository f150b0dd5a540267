package io.paydesk.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class SandboxTransitionsTest {
  static Sandbox sandbox;
  static Client c;

  @BeforeAll
  static void start() {
    sandbox = Sandbox.start(SandboxOptions.defaults().withDemoPayments(50));
    c = new Client(sandbox);
  }

  @AfterAll
  static void stop() {
    sandbox.close();
  }

  static JsonNode create(String order, String value, boolean capture) {
    Client.Res r = c.post("/v1/payments", Client.card(sandbox, order, value, capture));
    assertEquals(201, r.status(), r.raw());
    return r.body();
  }

  static ObjectNode captureBody(String value, String reference) {
    ObjectNode b = Client.M.createObjectNode();
    b.put("merchant_reference", reference);
    b.put("reason", "PRODUCT_CONFIRMED");
    b.putObject("amount").put("currency", "COP").put("value", new BigDecimal(value));
    return b;
  }

  static String txPath(JsonNode p, String op) {
    return "/v1/payments/"
        + p.get("id").asText()
        + "/transactions/"
        + p.at("/transactions/id").asText()
        + "/"
        + op;
  }

  static ObjectNode refundBody(String value, String reference, boolean simplified) {
    ObjectNode b = Client.M.createObjectNode();
    b.put("merchant_reference", reference);
    b.put("reason", "REQUESTED_BY_CUSTOMER");
    if (value != null) {
      b.putObject("amount").put("currency", "COP").put("value", new BigDecimal(value));
    }
    if (simplified) {
      b.put("simplified_mode", true);
    }
    return b;
  }

  @Test
  void full_capture_of_an_authorisation_succeeds_as_captured() {
    JsonNode p = create("cap-full", "1000", false);
    Client.Res r = c.post(txPath(p, "capture"), captureBody("1000", "cap-ref-1"));
    assertEquals(200, r.status(), r.raw());
    assertEquals("CAPTURE", r.body().get("type").asText());
    assertEquals("SUCCEEDED", r.body().at("/payment/status").asText());
    assertEquals("CAPTURED", r.body().at("/payment/sub_status").asText());
    assertEquals(
        0,
        r.body().at("/payment/amount/captured").decimalValue().compareTo(new BigDecimal("1000")));
  }

  @Test
  void partial_capture_leaves_the_payment_partially_captured_and_a_second_capture_is_refused() {
    JsonNode p = create("cap-part", "1000", false);
    Client.Res r = c.post(txPath(p, "capture"), captureBody("400", "cap-ref-2"));
    assertEquals("PARTIALLY_CAPTURED", r.body().at("/payment/sub_status").asText());
    Client.Res again = c.post(txPath(p, "capture"), captureBody("100", "cap-ref-3"));
    assertEquals(400, again.status());
    assertEquals("INVALID_STATUS", again.code());
  }

  @Test
  void capture_above_the_authorised_amount_is_refused_naming_the_field() {
    JsonNode p = create("cap-over", "1000", false);
    Client.Res r = c.post(txPath(p, "capture"), captureBody("1000.01", "cap-ref-4"));
    assertEquals(400, r.status());
    assertTrue(r.message().startsWith("amount.value"), r.raw());
  }

  @Test
  void a_capture_while_another_capture_of_the_same_transaction_runs_answers_invalid_status()
      throws Exception {
    JsonNode p = create("cap-race", "1000", false);
    Provider.Hold hold = sandbox.holdProvider();
    CompletableFuture<Client.Res> first =
        CompletableFuture.supplyAsync(
            () -> c.post(txPath(p, "capture"), captureBody("1000", "race-1")));
    hold.awaitEntered();
    Client.Res second = c.post(txPath(p, "capture"), captureBody("1000", "race-2"));
    hold.release();
    assertEquals(400, second.status());
    assertEquals("INVALID_STATUS", second.code());
    assertTrue(second.message().contains("already in progress"));
    assertEquals(200, first.get().status());
  }

  @Test
  void simplified_mode_capture_answers_succeeded_at_once_even_when_the_provider_declines() {
    JsonNode p = create("cap-simple", "1000", false);
    ObjectNode b = captureBody("1000", "DECLINE_ONCE-cap");
    b.put("simplified_mode", true);
    Client.Res r = c.post(txPath(p, "capture"), b);
    assertEquals("SUCCEEDED", r.body().get("status").asText());
    assertEquals("RETRY_IN_PROCESS", r.body().at("/payment/sub_status").asText());
    sandbox.advanceClock(Duration.ofHours(2));
    JsonNode after = c.get("/v1/payments/" + p.get("id").asText()).body();
    assertEquals("CAPTURED", after.get("sub_status").asText());
  }

  @Test
  void full_and_partial_refunds_update_the_refunded_amount_and_status() {
    JsonNode p = create("ref-1", "1000", true);
    Client.Res part = c.post(txPath(p, "refund"), refundBody("300", "refund-a", false));
    assertEquals(200, part.status(), part.raw());
    assertEquals("PARTIALLY_REFUNDED", part.body().get("sub_status").asText());
    assertEquals("REFUND", part.body().at("/transactions/type").asText());
    assertEquals(
        0, part.body().at("/amount/refunded").decimalValue().compareTo(new BigDecimal("300")));
    Client.Res rest = c.post(txPath(p, "refund"), refundBody(null, "refund-b", false));
    assertEquals("REFUNDED", rest.body().get("status").asText());
    assertEquals(
        0, rest.body().at("/amount/refunded").decimalValue().compareTo(new BigDecimal("1000")));
  }

  @Test
  void refund_of_more_than_the_captured_amount_is_refused() {
    JsonNode p = create("ref-over", "1000", true);
    Client.Res r = c.post(txPath(p, "refund"), refundBody("1000.5", "refund-c", false));
    assertEquals(400, r.status());
    assertTrue(r.message().startsWith("amount.value"), r.raw());
  }

  @Test
  void simplified_refund_declined_by_the_provider_waits_in_retry_and_is_retried_by_the_clock() {
    JsonNode p = create("ref-retry", "1000", true);
    Client.Res r = c.post(txPath(p, "refund"), refundBody(null, "DECLINE_ONCE-refund", true));
    assertEquals(200, r.status());
    assertEquals("DECLINED", r.body().at("/transactions/status").asText());
    assertEquals("PENDING", r.body().get("status").asText());
    assertEquals("RETRY_IN_PROCESS", r.body().get("sub_status").asText());
    sandbox.advanceClock(Duration.ofHours(1));
    JsonNode after =
        c.get("/v1/payments/" + p.get("id").asText() + "?transactions_history=true").body();
    assertEquals("REFUNDED", after.get("status").asText());
    assertTrue(after.get("transactions_history").size() >= 3);
  }

  @Test
  void a_refund_declined_on_every_retry_gives_up_after_five_within_a_day() {
    JsonNode p = create("ref-never", "1000", true);
    c.post(txPath(p, "refund"), refundBody(null, "DECLINE-always", true));
    sandbox.advanceClock(Duration.ofHours(25));
    JsonNode after =
        c.get("/v1/payments/" + p.get("id").asText() + "?transactions_history=true").body();
    assertEquals("SUCCEEDED", after.get("status").asText());
    long refunds = 0;
    for (JsonNode t : after.get("transactions_history")) {
      if (t.get("type").asText().equals("REFUND")) {
        refunds++;
      }
    }
    assertEquals(6, refunds, "the first attempt and five retries");
  }

  @Test
  void cancel_of_an_authorisation_cancels_the_payment() {
    JsonNode p = create("cancel-1", "1000", false);
    ObjectNode b =
        Client.M.createObjectNode()
            .put("merchant_reference", "cancel-ref")
            .put("reason", "DUPLICATE");
    Client.Res r = c.post(txPath(p, "cancel"), b);
    assertEquals(200, r.status(), r.raw());
    assertEquals("CANCEL", r.body().get("type").asText());
    assertEquals("CANCELED", r.body().at("/payment/status").asText());
  }

  @Test
  void cancel_or_refund_cancels_when_uncaptured_and_refunds_when_captured() {
    JsonNode auth = create("cor-1", "1000", false);
    Client.Res r1 =
        c.post(
            "/v1/payments/" + auth.get("id").asText() + "/cancel-or-refund",
            Client.M.createObjectNode());
    assertEquals(201, r1.status(), r1.raw());
    assertEquals("CANCEL", r1.body().get("type").asText());
    JsonNode paid = create("cor-2", "1000", true);
    Client.Res r2 =
        c.post(
            "/v1/payments/" + paid.get("id").asText() + "/cancel-or-refund",
            Client.M.createObjectNode());
    assertEquals("REFUND", r2.body().get("type").asText());
    assertEquals("REFUNDED", r2.body().at("/payment/status").asText());
  }

  @Test
  void bank_transfer_is_pending_with_bank_transfer_detail_until_the_clock_settles_it() {
    ObjectNode b = Client.card(sandbox, "bt-1", "1000", true);
    ObjectNode pm = b.putObject("payment_method");
    pm.put("type", "PSE");
    Client.Res r = c.post("/v1/payments", b);
    assertEquals("PENDING", r.body().get("status").asText());
    assertTrue(r.body().at("/payment_method/payment_method_detail/bank_transfer").isObject());
    assertEquals("BANK_TRANSFER", r.body().at("/transactions/category").asText());
    sandbox.advanceClock(Duration.ofHours(2));
    assertEquals(
        "SUCCEEDED",
        c.get("/v1/payments/" + r.body().get("id").asText()).body().get("status").asText());
  }

  @Test
  void merchant_order_id_triggers_decline_and_pending() {
    Client.Res d = c.post("/v1/payments", Client.card(sandbox, "order-DECLINE-1", "10", true));
    assertEquals("DECLINED", d.body().get("status").asText());
    assertEquals("DECLINED", d.body().at("/transactions/status").asText());
    Client.Res p = c.post("/v1/payments", Client.card(sandbox, "order-PENDING-1", "10", true));
    assertEquals("PENDING", p.body().get("status").asText());
    sandbox.advanceClock(Duration.ofSeconds(1));
    assertEquals(
        "SUCCEEDED",
        c.get("/v1/payments/" + p.body().get("id").asText()).body().get("status").asText());
  }

  @Test
  void vault_on_success_enrols_the_card_for_the_customer() {
    String customer =
        c.post(
                "/v1/customers",
                Client.M.createObjectNode().put("merchant_customer_id", "vault-cust-1"))
            .body()
            .get("id")
            .asText();
    ObjectNode b = Client.card(sandbox, "vault-1", "10", true);
    ((ObjectNode) b.get("payment_method")).put("vault_on_success", true);
    b.putObject("customer_payer").put("id", customer);
    Client.Res r = c.post("/v1/payments", b);
    String token = r.body().at("/payment_method/vaulted_token").asText();
    assertEquals(36, token.length());
    JsonNode methods =
        c.get("/v1/customers/" + customer + "/payment-methods").body().get("payment_methods");
    assertEquals(1, methods.size());
    assertEquals("ENROLLED", methods.get(0).get("status").asText());
    assertEquals(token, methods.get(0).get("vaulted_token").asText());
    ObjectNode again = Client.card(sandbox, "vault-2", "10", true);
    ObjectNode pm = again.putObject("payment_method");
    pm.put("type", "CARD");
    pm.put("vaulted_token", token);
    Client.Res r2 = c.post("/v1/payments", again);
    assertEquals("SUCCEEDED", r2.body().get("status").asText());
    assertEquals(
        "1111", r2.body().at("/payment_method/payment_method_detail/card/card_data/lfd").asText());
  }

  @Test
  void look_up_by_merchant_order_id_answers_an_array() {
    create("shared-order", "10", true);
    create("shared-order", "20", true);
    Client.Res r = c.get("/v1/payments?merchant_order_id=shared-order");
    assertEquals(200, r.status());
    assertEquals(2, r.body().size());
    assertEquals("PAYMENT_NOT_FOUND", c.get("/v1/payments?merchant_order_id=nothing-here").code());
  }
}
