package io.paydesk.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class SandboxPaymentsTest {
  static Sandbox sandbox;
  static Client c;

  /**
   * Top-level keys of the service's create example ("Card - With card details" plus callback_url).
   */
  static final Set<String> CREATE_KEYS =
      Set.of(
          "id",
          "account_id",
          "description",
          "country",
          "status",
          "sub_status",
          "merchant_order_id",
          "created_at",
          "updated_at",
          "amount",
          "checkout",
          "payment_method",
          "customer_payer",
          "additional_data",
          "transactions",
          "transactions_history",
          "callback_url",
          "workflow",
          "metadata",
          "fraud_screening",
          "payment_link_id",
          "subscription_code",
          "routing_rules",
          "simplified_mode");

  static final Set<String> GET_KEYS =
      Set.of(
          "id",
          "account_id",
          "description",
          "country",
          "status",
          "sub_status",
          "merchant_order_id",
          "created_at",
          "updated_at",
          "amount",
          "checkout",
          "payment_method",
          "customer_payer",
          "additional_data",
          "taxes",
          "transactions",
          "split",
          "callback_url",
          "workflow",
          "metadata",
          "fraud_screening");
  static final Set<String> TXN_KEYS =
      Set.of(
          "id",
          "type",
          "status",
          "category",
          "amount",
          "provider_id",
          "payment_method",
          "response_code",
          "response_message",
          "reason",
          "description",
          "merchant_reference",
          "provider_data",
          "connection_data",
          "created_at",
          "updated_at");
  static final Set<String> CARD_DATA_KEYS =
      Set.of(
          "holder_name",
          "iin",
          "lfd",
          "number_length",
          "security_code_length",
          "brand",
          "issuer_name",
          "issuer_code",
          "country_code",
          "category",
          "type",
          "three_d_secure",
          "fingerprint",
          "expiration_month",
          "expiration_year");

  @BeforeAll
  static void start() {
    sandbox = Sandbox.start(SandboxOptions.defaults().withDemoPayments(300));
    c = new Client(sandbox);
  }

  @AfterAll
  static void stop() {
    sandbox.close();
  }

  static void assertKeys(Set<String> expected, JsonNode n) {
    List<String> missing = new ArrayList<>();
    for (String k : expected) {
      if (!n.has(k)) {
        missing.add(k);
      }
    }
    assertTrue(missing.isEmpty(), "missing keys " + missing + " in " + n);
  }

  @Test
  void card_payment_with_capture_is_created_succeeded_with_one_transaction_object() {
    Client.Res r = c.post("/v1/payments", Client.card(sandbox, "order-001", "20000", true));
    assertEquals(201, r.status(), r.raw());
    JsonNode p = r.body();
    assertKeys(CREATE_KEYS, p);
    assertEquals("SUCCEEDED", p.get("status").asText());
    assertEquals("APPROVED", p.get("sub_status").asText());
    assertTrue(p.get("transactions").isObject());
    assertKeys(TXN_KEYS, p.get("transactions"));
    assertEquals("PURCHASE", p.get("transactions").get("type").asText());
    assertEquals(1, p.get("transactions_history").size());
    JsonNode cd = p.at("/payment_method/payment_method_detail/card/card_data");
    assertKeys(CARD_DATA_KEYS, cd);
    assertEquals("41111111", cd.get("iin").asText());
    assertEquals("1111", cd.get("lfd").asText());
    assertFalse(r.raw().contains("4111111111111111"), "the full card number never comes back");
    assertEquals(
        0, p.at("/amount/value").decimalValue().compareTo(new java.math.BigDecimal("20000")));
    assertTrue(r.raw().contains("\"value\":20000"), "amounts are written plainly, never as 2E+4");
    assertTrue(
        p.get("created_at")
            .asText()
            .matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{6}Z"));
  }

  @Test
  void retrieval_answers_transactions_as_an_array_and_history_only_on_request() {
    String id =
        c.post("/v1/payments", Client.card(sandbox, "order-002", "1500.50", true))
            .body()
            .get("id")
            .asText();
    Client.Res r = c.get("/v1/payments/" + id);
    assertEquals(200, r.status());
    assertKeys(GET_KEYS, r.body());
    assertTrue(r.body().get("transactions").isArray());
    assertTrue(r.body().get("transactions_history").isNull());
    assertTrue(r.body().at("/transactions/0/provider_data/raw_response").isNull());
    Client.Res full = c.get("/v1/payments/" + id + "?raw_response=true&transactions_history=true");
    assertEquals(1, full.body().get("transactions_history").size());
    assertTrue(full.body().at("/transactions/0/provider_data/raw_response").isObject());
  }

  @Test
  void unknown_payment_answers_payment_not_found() {
    Client.Res r = c.get("/v1/payments/" + java.util.UUID.randomUUID());
    assertEquals(400, r.status());
    assertEquals("PAYMENT_NOT_FOUND", r.code());
    assertTrue(r.body().get("messages").isArray());
  }

  @Test
  void creation_without_idempotency_key_is_refused() {
    Client.Res r = c.post("/v1/payments", Client.card(sandbox, "order-003", "10", true), null);
    assertEquals(400, r.status());
    assertTrue(r.message().contains("X-Idempotency-Key"), r.raw());
  }

  @Test
  void calls_without_both_keys_answer_401() {
    Client anon = new Client(sandbox);
    anon.secretKey = null;
    assertEquals(401, anon.get("/v1/payments/" + sandbox.demoPaymentIds().get(0)).status());
    anon.secretKey = "wrong";
    Client.Res r = anon.get("/v1/payments/" + sandbox.demoPaymentIds().get(0));
    assertEquals(401, r.status());
    assertEquals("INVALID_CREDENTIALS", r.code());
  }

  @Test
  void demo_payments_are_retrievable_newest_first_and_the_same_for_a_seed() {
    List<String> ids = sandbox.demoPaymentIds();
    assertEquals(300, ids.size());
    String newest = c.get("/v1/payments/" + ids.get(0)).body().get("created_at").asText();
    String oldest =
        c.get("/v1/payments/" + ids.get(ids.size() - 1)).body().get("created_at").asText();
    assertTrue(newest.compareTo(oldest) > 0);
    try (Sandbox again = Sandbox.start(SandboxOptions.defaults().withDemoPayments(300))) {
      assertEquals(ids, new ArrayList<>(again.demoPaymentIds()));
      assertEquals(sandbox.accountId(), again.accountId());
    }
  }

  @Test
  void authorisation_only_leaves_the_payment_pending_authorized() {
    Client.Res r = c.post("/v1/payments", Client.card(sandbox, "order-004", "500", false));
    assertEquals("PENDING", r.body().get("status").asText());
    assertEquals("AUTHORIZED", r.body().get("sub_status").asText());
    assertEquals("AUTHORIZE", r.body().at("/transactions/type").asText());
  }
}
