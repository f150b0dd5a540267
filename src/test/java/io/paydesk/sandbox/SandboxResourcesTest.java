package io.paydesk.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class SandboxResourcesTest {
  static Sandbox sandbox;
  static Client c;

  @BeforeAll
  static void start() {
    sandbox = Sandbox.start(SandboxOptions.defaults().withDemoPayments(100));
    c = new Client(sandbox);
  }

  @AfterAll
  static void stop() {
    sandbox.close();
  }

  static ObjectNode individual(Sandbox s, String merchantEntityId) {
    ObjectNode b = Client.M.createObjectNode();
    b.put("account_id", s.accountId());
    b.put("merchant_entity_id", merchantEntityId);
    b.put("national_entity", "INDIVIDUAL");
    b.putObject("phone").put("country_code", "+1").put("number", "2025551234");
    b.putObject("address")
        .put("address_line_1", "123 Main St")
        .put("city", "San Francisco")
        .put("country", "US");
    ObjectNode ind = b.putObject("entity_detail").putObject("individual");
    ind.put("first_name", "John").put("last_name", "Doe").put("date_of_birth", "1990-01-15");
    ind.putArray("tax_information")
        .addObject()
        .put("country", "US")
        .put("tax_id", "123456789")
        .put("tax_id_type", "SSN")
        .put("is_primary", true);
    ind.putObject("document")
        .put("document_type", "SSN")
        .put("document_number", "987654321")
        .put("issuing_country", "US");
    return b;
  }

  @Test
  void entity_is_created_with_a_prefixed_id_and_masked_numbers() {
    Client.Res r = c.post("/v1/banking/entities", individual(sandbox, "person-x1"));
    assertEquals(201, r.status(), r.raw());
    assertTrue(r.body().get("id").asText().matches("ent_[0-9a-f-]{36}"));
    JsonNode ind = r.body().at("/entity_detail/individual");
    assertEquals("6789", ind.at("/tax_information/0/tax_id_last_4").asText());
    assertEquals("4321", ind.at("/document/document_number_last_4").asText());
    assertTrue(r.body().at("/entity_detail/entity").isNull());
    assertFalse(r.raw().contains("123456789"));
    assertFalse(r.raw().contains("987654321"));
    Client.Res dup = c.post("/v1/banking/entities", individual(sandbox, "person-x1"));
    assertEquals(409, dup.status());
  }

  @Test
  void entity_detail_must_match_national_entity() {
    ObjectNode b = individual(sandbox, "person-x2");
    b.put("national_entity", "ENTITY");
    Client.Res r = c.post("/v1/banking/entities", b);
    assertEquals(400, r.status());
    assertTrue(r.message().startsWith("entity_detail."), r.raw());
  }

  @Test
  void customer_is_created_found_by_id_and_by_merchant_customer_id() {
    ObjectNode b =
        Client.M.createObjectNode().put("merchant_customer_id", "cust-r1").put("first_name", "Ana");
    b.putObject("document").put("document_type", "CC").put("document_number", "1010268952");
    Client.Res r = c.post("/v1/customers", b);
    assertEquals(201, r.status(), r.raw());
    String id = r.body().get("id").asText();
    assertEquals("******8952", r.body().at("/document/document_number").asText());
    assertEquals("Ana", c.get("/v1/customers/" + id).body().get("first_name").asText());
    assertEquals(id, c.get("/v1/customers?merchant_customer_id=cust-r1").body().get("id").asText());
    assertEquals("CUSTOMER_NOT_FOUND", c.get("/v1/customers/" + UUID.randomUUID()).code());
    assertEquals(400, c.get("/v1/customers/short-id/payment-methods").status());
  }

  @Test
  void demo_customers_have_enrolled_cards() {
    String customer = sandbox.demoCustomerIds().get(0);
    JsonNode methods =
        c.get("/v1/customers/" + customer + "/payment-methods").body().get("payment_methods");
    assertTrue(methods.size() >= 1);
    assertEquals("ENROLLED", methods.get(0).get("status").asText());
  }

  static ObjectNode payout(Sandbox s, String reference) {
    ObjectNode b = Client.M.createObjectNode();
    b.put("account_id", s.accountId());
    b.put("merchant_reference", reference);
    b.put("country", "BR");
    b.put("purpose", "SUPPLIER");
    b.putObject("amount").put("currency", "BRL").put("value", new BigDecimal("100.25"));
    b.putObject("beneficiary").put("merchant_beneficiary_id", "ben-1").put("country", "BR");
    b.putObject("withdrawal_method").put("type", "PIX_PAYOUT");
    return b;
  }

  @Test
  void payout_succeeds_with_a_payout_transaction_and_nanosecond_timestamps() {
    Client.Res r = c.post("/v1/payouts", payout(sandbox, "po-ok-1"));
    assertEquals(201, r.status(), r.raw());
    assertEquals("SUCCEEDED", r.body().get("status").asText());
    assertEquals("PAYOUT", r.body().at("/transactions/0/type").asText());
    assertTrue(r.body().get("created_at").asText().matches(".*\\.\\d{9}Z"));
    String id = r.body().get("id").asText();
    assertEquals(id, c.get("/v1/payouts/" + id).body().get("id").asText());
    assertEquals(1, c.get("/v1/payouts?merchant_reference=po-ok-1").body().size());
    assertEquals(0, c.get("/v1/payouts?merchant_reference=never-sent").body().size());
  }

  @Test
  void payout_triggers_decline_and_pending_until_the_clock_moves() {
    assertEquals(
        "DECLINED",
        c.post("/v1/payouts", payout(sandbox, "po-DECLINE")).body().get("status").asText());
    String id = c.post("/v1/payouts", payout(sandbox, "po-PENDING")).body().get("id").asText();
    assertEquals("PENDING", c.get("/v1/payouts/" + id).body().get("status").asText());
    sandbox.advanceClock(Duration.ofMinutes(5));
    assertEquals("SUCCEEDED", c.get("/v1/payouts/" + id).body().get("status").asText());
  }

  @Test
  void payout_purpose_must_be_in_the_list() {
    ObjectNode b = payout(sandbox, "po-bad");
    b.put("purpose", "PIZZA");
    Client.Res r = c.post("/v1/payouts", b);
    assertEquals(400, r.status());
    assertTrue(r.message().startsWith("purpose"));
  }

  static String subscription(String reference, Integer total, String finishAt) {
    String customer = sandbox.demoCustomerIds().get(1);
    String token =
        c.get("/v1/customers/" + customer + "/payment-methods")
            .body()
            .at("/payment_methods/0/vaulted_token")
            .asText();
    ObjectNode b = Client.M.createObjectNode();
    b.put("name", "Gold plan");
    b.put("account_id", sandbox.accountId());
    b.put("country", "US");
    b.put("merchant_reference", reference);
    b.putObject("amount").put("currency", "USD").put("value", new BigDecimal("15.00"));
    b.putObject("frequency").put("type", "MONTH").put("value", 1);
    if (total != null) {
      b.putObject("billing_cycles").put("total", total);
    }
    if (finishAt != null) {
      b.putObject("availability").put("finish_at", finishAt);
    }
    b.putObject("customer_payer").put("id", customer);
    b.putObject("payment_method").put("type", "CARD").put("vaulted_token", token);
    b.putArray("metadata").addObject().put("key", "a").put("value", "1");
    b.putObject("retries").put("retry_on_decline", true);
    Client.Res r = c.post("/v1/subscriptions", b);
    assertEquals(200, r.status(), r.raw());
    return r.body().get("id").asText();
  }

  @Test
  void subscription_bills_each_cycle_and_completes_at_its_total() {
    String id = subscription("sub-total", 3, null);
    JsonNode s = c.get("/v1/subscriptions/" + id).body();
    assertEquals("ACTIVE", s.get("status").asText());
    assertEquals(1, s.at("/billing_cycles/current").asInt());
    sandbox.advanceClock(Duration.ofDays(31));
    assertEquals(2, c.get("/v1/subscriptions/" + id).body().at("/billing_cycles/current").asInt());
    sandbox.advanceClock(Duration.ofDays(62));
    JsonNode done = c.get("/v1/subscriptions/" + id).body();
    assertEquals("COMPLETED", done.get("status").asText());
    assertEquals(3, done.at("/billing_cycles/current").asInt());
    JsonNode payments = c.get("/v1/subscriptions/" + id + "/payments").body();
    assertEquals(3, payments.size());
    assertEquals(id, payments.get(0).get("subscription_code").asText());
  }

  @Test
  void subscription_completes_at_finish_at_when_that_comes_first() {
    String finish =
        java.time.Instant.now().plus(Duration.ofDays(400)).plus(Duration.ofDays(45)).toString();
    String id = subscription("sub-finish", 24, finish);
    sandbox.advanceClock(Duration.ofDays(400));
    assertEquals("ACTIVE", c.get("/v1/subscriptions/" + id).body().get("status").asText());
    sandbox.advanceClock(Duration.ofDays(60));
    JsonNode s = c.get("/v1/subscriptions/" + id).body();
    assertEquals("COMPLETED", s.get("status").asText());
    assertTrue(s.at("/billing_cycles/current").asInt() < 24);
  }

  @Test
  void subscription_stays_active_until_the_clock_reaches_finish_at_and_bills_nothing_after_it() {
    java.time.Instant finish =
        sandbox.now().plus(Duration.ofDays(45)).truncatedTo(java.time.temporal.ChronoUnit.SECONDS);
    String id = subscription("sub-finish-45", 24, finish.toString());
    sandbox.advanceClock(Duration.ofDays(35));
    JsonNode day35 = c.get("/v1/subscriptions/" + id).body();
    assertEquals(
        "ACTIVE",
        day35.get("status").asText(),
        "the next cycle falls after finish_at, finish_at is not reached");
    assertEquals(2, day35.at("/billing_cycles/current").asInt());
    assertFalse(day35.at("/billing_cycles/next_at").isNull());
    sandbox.advanceClock(Duration.ofDays(60));
    JsonNode done = c.get("/v1/subscriptions/" + id).body();
    assertEquals("COMPLETED", done.get("status").asText());
    assertEquals(
        2, done.at("/billing_cycles/current").asInt(), "no cycle is billed at or after finish_at");
    assertEquals(2, done.get("payments").size());
    assertEquals(finish, java.time.Instant.parse(done.get("ending_time").asText()));
  }

  @Test
  void subscription_created_with_a_total_of_one_completes_at_creation() {
    JsonNode s = c.get("/v1/subscriptions/" + subscription("sub-total-1", 1, null)).body();
    assertEquals("COMPLETED", s.get("status").asText());
    assertEquals(1, s.at("/billing_cycles/current").asInt());
  }

  @Test
  void a_declined_cycle_is_retried_smartly_and_a_successful_retry_reactivates_the_subscription() {
    String once = subscription("sub-DECLINE_ONCE", 12, null);
    assertEquals("PAST_DUE", c.get("/v1/subscriptions/" + once).body().get("status").asText());
    sandbox.advanceClock(Duration.ofHours(14));
    JsonNode s = c.get("/v1/subscriptions/" + once).body();
    assertEquals("ACTIVE", s.get("status").asText());
    assertEquals(2, s.get("payments").size());
    String never = subscription("sub-DECLINE-always", 12, null);
    sandbox.advanceClock(Duration.ofHours(97));
    JsonNode n = c.get("/v1/subscriptions/" + never).body();
    assertEquals("PAST_DUE", n.get("status").asText());
    assertEquals(7, n.get("payments").size(), "the first charge and six retries within 96 hours");
  }

  @Test
  void subscription_pause_resume_cancel_follow_the_states() {
    String id = subscription("sub-states", null, null);
    assertEquals(
        "PAUSED", c.post("/v1/subscriptions/" + id + "/pause", null).body().get("status").asText());
    assertEquals("INVALID_STATE", c.post("/v1/subscriptions/" + id + "/pause", null).code());
    assertEquals(
        "ACTIVE",
        c.post("/v1/subscriptions/" + id + "/resume", null).body().get("status").asText());
    assertEquals(
        "CANCELED",
        c.post("/v1/subscriptions/" + id + "/cancel", null).body().get("status").asText());
    assertEquals("INVALID_STATE", c.post("/v1/subscriptions/" + id + "/resume", null).code());
    assertEquals("SUBSCRIPTION_NOT_FOUND", c.get("/v1/subscriptions/" + UUID.randomUUID()).code());
  }

  @Test
  void subscription_patch_removes_a_metadata_key_with_an_empty_value_and_all_with_empty_metadata() {
    String id = subscription("sub-meta", null, null);
    ObjectNode b = Client.M.createObjectNode();
    var m = b.putArray("metadata");
    m.addObject().put("key", "a").put("value", "");
    m.addObject().put("key", "b").put("value", "2");
    b.putObject("amount").put("currency", "USD").put("value", 20);
    JsonNode s = c.patch("/v1/subscriptions/" + id, b).body();
    assertEquals(1, s.get("metadata").size());
    assertEquals("b", s.at("/metadata/0/key").asText());
    assertEquals(0, s.at("/amount/value").decimalValue().compareTo(BigDecimal.valueOf(20)));
    JsonNode cleared =
        c.patch("/v1/subscriptions/" + id, Client.M.createObjectNode().put("metadata", "")).body();
    assertEquals(0, cleared.get("metadata").size());
  }

  static final String PDF =
      java.util.Base64.getEncoder().encodeToString("%PDF-1.4\n1 0 obj\n%%EOF".getBytes());

  static ObjectNode evidence(Sandbox s, String contentType, String category, String content) {
    ObjectNode b = Client.M.createObjectNode();
    b.put("account_id", s.accountId());
    ObjectNode e = b.putArray("evidence").addObject();
    e.put("content_type", contentType);
    e.put("file_name", "Receipt_AA001.pdf");
    e.put("content_category", category);
    e.put("content", content);
    return b;
  }

  @Test
  void chargeback_then_dispute_puts_the_payment_in_dispute_with_a_created_chargeback() {
    JsonNode p = c.post("/v1/payments", Client.card(sandbox, "cb-1", "300", true)).body();
    Client.Res cb = c.post("/sandbox/payments/" + p.get("id").asText() + "/chargeback", null);
    assertEquals(200, cb.status(), cb.raw());
    String cbId = cb.body().at("/transaction/id").asText();
    assertEquals("CHARGEBACK", cb.body().at("/transaction/type").asText());
    assertEquals("CREATED", cb.body().at("/transaction/status").asText());
    String path = "/v1/payments/" + p.get("id").asText() + "/transactions/" + cbId + "/dispute";
    Client.Res d = c.post(path, evidence(sandbox, "application/pdf", "RECEIPT", PDF));
    assertEquals(200, d.status(), d.raw());
    assertEquals("IN_DISPUTE", d.body().get("status").asText());
    assertEquals("PENDING_REVIEW", d.body().get("sub_status").asText());
    assertEquals("CHARGEBACK", d.body().at("/transactions/type").asText());
    assertEquals("CREATED", d.body().at("/transactions/status").asText());
    Client.Res again = c.post(path, evidence(sandbox, "application/pdf", "RECEIPT", PDF));
    assertEquals("INVALID_STATUS", again.code());
    Client.Res update =
        c.patch(path, evidence(sandbox, "application/pdf", "PROOF_OF_DELIVERY", PDF));
    assertEquals(200, update.status(), update.raw());
    Client.Res won =
        c.post(
            "/sandbox/payments/" + p.get("id").asText() + "/dispute-outcome",
            Client.M.createObjectNode().put("outcome", "WON"));
    assertEquals("WON", won.body().get("sub_status").asText(), won.raw());
    assertEquals(
        "INVALID_STATUS",
        c.post(
                "/sandbox/payments/" + p.get("id").asText() + "/dispute-outcome",
                Client.M.createObjectNode().put("outcome", "LOST"))
            .code());
  }

  @Test
  void dispute_without_a_chargeback_is_refused() {
    JsonNode p = c.post("/v1/payments", Client.card(sandbox, "cb-2", "300", true)).body();
    String path =
        "/v1/payments/"
            + p.get("id").asText()
            + "/transactions/"
            + p.at("/transactions/id").asText()
            + "/dispute";
    assertEquals(
        "INVALID_STATUS",
        c.post(path, evidence(sandbox, "application/pdf", "RECEIPT", PDF)).code());
  }

  @Test
  void evidence_addressed_to_a_transaction_other_than_the_chargeback_is_refused_naming_it() {
    JsonNode p = c.post("/v1/payments", Client.card(sandbox, "cb-3", "300", true)).body();
    String id = p.get("id").asText();
    String purchase = p.at("/transactions/id").asText();
    c.post("/sandbox/payments/" + id + "/chargeback", null);
    Client.Res r =
        c.post(
            "/v1/payments/" + id + "/transactions/" + purchase + "/dispute",
            evidence(sandbox, "application/pdf", "RECEIPT", PDF));
    assertEquals(400, r.status(), r.raw());
    assertEquals("INVALID_PARAMETERS", r.code(), r.raw());
    assertTrue(r.message().startsWith("transaction_id"), r.raw());
    assertTrue(r.message().contains("CHARGEBACK"), r.raw());
    assertEquals("CHARGEBACK", c.get("/v1/payments/" + id).body().get("status").asText());
  }

  @Test
  void evidence_for_a_decided_dispute_is_refused_for_post_and_patch() {
    JsonNode p = c.post("/v1/payments", Client.card(sandbox, "cb-4", "300", true)).body();
    String id = p.get("id").asText();
    String cbId =
        c.post("/sandbox/payments/" + id + "/chargeback", null)
            .body()
            .at("/transaction/id")
            .asText();
    String path = "/v1/payments/" + id + "/transactions/" + cbId + "/dispute";
    assertEquals(200, c.post(path, evidence(sandbox, "application/pdf", "RECEIPT", PDF)).status());
    c.post(
        "/sandbox/payments/" + id + "/dispute-outcome",
        Client.M.createObjectNode().put("outcome", "LOST"));
    Client.Res post = c.post(path, evidence(sandbox, "application/pdf", "RECEIPT", PDF));
    Client.Res patch = c.patch(path, evidence(sandbox, "application/pdf", "RECEIPT", PDF));
    assertEquals(400, post.status(), post.raw());
    assertEquals("INVALID_STATUS", post.code(), post.raw());
    assertEquals(400, patch.status(), patch.raw());
    assertEquals("INVALID_STATUS", patch.code(), patch.raw());
    assertTrue(patch.message().contains("LOST"), patch.raw());
  }

  @org.junit.jupiter.params.ParameterizedTest(name = "{0}")
  @org.junit.jupiter.params.provider.CsvSource({
    "content type other than PDF, image/png, RECEIPT, pdf, evidence[0].content_type",
    "unknown category, application/pdf, SELFIE, pdf, evidence[0].content_category",
    "content not base64, application/pdf, RECEIPT, !!notbase64!!, evidence[0].content",
    "content without the PDF signature, application/pdf, RECEIPT, text, evidence[0].content",
    "decoded content above 1 MB, application/pdf, RECEIPT, big, evidence[0].content",
  })
  void evidence_is_checked_before_the_dispute(
      String name, String type, String category, String content, String field) {
    JsonNode p = c.post("/v1/payments", Client.card(sandbox, "cb-v", "300", true)).body();
    String cbId =
        c.post("/sandbox/payments/" + p.get("id").asText() + "/chargeback", null)
            .body()
            .at("/transaction/id")
            .asText();
    String value =
        switch (content) {
          case "pdf" -> PDF;
          case "text" -> java.util.Base64.getEncoder().encodeToString("hello".getBytes());
          case "big" -> {
            byte[] b = new byte[1024 * 1024 + 1];
            System.arraycopy("%PDF-".getBytes(), 0, b, 0, 5);
            yield java.util.Base64.getEncoder().encodeToString(b);
          }
          default -> content;
        };
    Client.Res r =
        c.post(
            "/v1/payments/" + p.get("id").asText() + "/transactions/" + cbId + "/dispute",
            evidence(sandbox, type, category, value));
    assertEquals(400, r.status(), r.raw());
    assertTrue(r.message().startsWith(field), r.raw());
  }

  @org.junit.jupiter.params.ParameterizedTest(name = "{0}")
  @org.junit.jupiter.params.provider.CsvSource({
    "merchant_order_id too short, merchant_order_id, ab",
    "description too short, description, ab",
    "country outside the set, country, FR",
    "country of three letters, country, COL",
    "merchant_reference too short, merchant_reference, x",
    "callback_url too short, callback_url, ab",
    "account_id not a UUID, account_id, 1234",
  })
  void payment_limits_are_enforced_naming_the_field(String name, String field, String value) {
    ObjectNode b = Client.card(sandbox, "limits-1", "10", true);
    b.put(field, value);
    Client.Res r = c.post("/v1/payments", b);
    assertEquals(400, r.status(), r.raw());
    assertTrue(r.message().startsWith(field), r.raw());
  }

  @Test
  void payment_limits_on_lengths_counts_and_amounts() {
    ObjectNode longRef = Client.card(sandbox, "x".repeat(256), "10", true);
    assertTrue(c.post("/v1/payments", longRef).message().startsWith("merchant_order_id"));
    ObjectNode meta = Client.card(sandbox, "limits-2", "10", true);
    var arr = meta.putArray("metadata");
    for (int i = 0; i < 121; i++) {
      arr.addObject().put("key", "k" + i).put("value", "v");
    }
    assertTrue(c.post("/v1/payments", meta).message().startsWith("metadata"));
    ObjectNode clp = Client.card(sandbox, "limits-3", "10", true);
    clp.putObject("amount").put("currency", "CLP").put("value", new BigDecimal("10.00005"));
    assertTrue(c.post("/v1/payments", clp).message().startsWith("amount.value"));
    ObjectNode sdk = Client.card(sandbox, "limits-4", "10", true);
    sdk.remove("workflow");
    assertTrue(c.post("/v1/payments", sdk).message().startsWith("checkout.session"));
    ObjectNode payoutMeta = payout(sandbox, "po-meta");
    var pm = payoutMeta.putArray("metadata");
    for (int i = 0; i < 51; i++) {
      pm.addObject().put("key", "k" + i).put("value", "v");
    }
    assertTrue(c.post("/v1/payouts", payoutMeta).message().startsWith("metadata"));
  }
}
