package io.paydesk.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SandboxLimitsTest {
  static Sandbox sandbox;
  static Client c;
  static String token;
  static String customer;

  @BeforeAll
  static void start() {
    sandbox = Sandbox.start(SandboxOptions.defaults().withDemoPayments(20));
    c = new Client(sandbox);
    customer = sandbox.demoCustomerIds().get(2);
    token =
        c.get("/v1/customers/" + customer + "/payment-methods")
            .body()
            .at("/payment_methods/0/vaulted_token")
            .asText();
  }

  @AfterAll
  static void stop() {
    sandbox.close();
  }

  static ObjectNode subscription() {
    ObjectNode b = Client.M.createObjectNode();
    b.put("name", "Gold plan");
    b.put("account_id", sandbox.accountId());
    b.put("country", "US");
    b.putObject("amount").put("currency", "USD").put("value", new BigDecimal("15.00"));
    b.putObject("frequency").put("type", "MONTH").put("value", 1);
    b.putObject("customer_payer").put("id", customer);
    b.putObject("payment_method").put("type", "CARD").put("vaulted_token", token);
    return b;
  }

  @ParameterizedTest(name = "subscription {0} of {1} characters: {2}")
  @CsvSource({
    "name, 2, 400",
    "name, 3, 200",
    "name, 255, 200",
    "name, 256, 400",
    "description, 2, 400",
    "description, 3, 200",
    "merchant_reference, 2, 400",
    "merchant_reference, 255, 200",
    "merchant_reference, 256, 400",
  })
  void subscription_text_limits(String field, int length, int status) {
    ObjectNode b = subscription();
    b.put(field, "s".repeat(length));
    Client.Res r = c.post("/v1/subscriptions", b);
    assertEquals(status, r.status(), r.raw());
    if (status == 400) {
      assertTrue(r.message().startsWith(field), r.raw());
    }
  }

  @ParameterizedTest(name = "{0} amount {1} {2}: {3}")
  @CsvSource({
    "payment, COP, 10.0001, 201",
    "payment, COP, 10.00010, 201",
    "payment, COP, 10.00001, 400",
    "payment, CLP, 1500.5, 201",
    "payment, CLP, 1500.0001, 201",
    "payment, CLP, 1500.00005, 400",
    "payment, COP, 0.0001, 201",
    "subscription, USD, 15.0001, 200",
    "subscription, USD, 15.00001, 400",
    "payout, BRL, 100.0001, 201",
    "payout, BRL, 100.00001, 400",
  })
  void amount_value_is_a_multiple_of_one_ten_thousandth_whatever_the_currency(
      String target, String currency, String value, int status) {
    ObjectNode b =
        switch (target) {
          case "payment" ->
              Client.card(sandbox, "amount-" + value, "10", true)
                  .put("country", currency.equals("CLP") ? "CL" : "CO");
          case "payout" -> SandboxResourcesTest.payout(sandbox, "po-amount-" + value);
          default -> subscription();
        };
    b.putObject("amount").put("currency", currency).put("value", new BigDecimal(value));
    Client.Res r = c.post("/v1/" + target + "s", b);
    assertEquals(status, r.status(), r.raw());
    if (status == 400) {
      assertTrue(r.message().startsWith("amount.value"), r.raw());
    } else {
      assertEquals(
          0, new BigDecimal(value).compareTo(r.body().at("/amount/value").decimalValue()), r.raw());
    }
  }

  @ParameterizedTest(name = "customer_payer.email of {0} characters: {1}")
  @CsvSource({"0, 400", "1, 201", "2, 201", "255, 201", "256, 400"})
  void payment_customer_payer_email_is_1_to_255_characters(int length, int status) {
    ObjectNode b = Client.card(sandbox, "email-" + length, "10", true);
    b.putObject("customer_payer").put("first_name", "Ana").put("email", "e".repeat(length));
    Client.Res r = c.post("/v1/payments", b);
    assertEquals(status, r.status(), r.raw());
    if (status == 400) {
      assertTrue(r.message().startsWith("customer_payer.email"), r.raw());
    }
  }

  @ParameterizedTest(name = "{0} metadata key of {1} and value of {2} characters: {3}")
  @CsvSource({
    "payments, 48, 512, 2", "payments, 49, 1, 4", "payments, 1, 513, 4",
    "payouts, 48, 512, 2", "payouts, 49, 1, 4", "payouts, 1, 513, 4",
    "customers, 48, 512, 2", "customers, 49, 1, 4", "customers, 1, 513, 4",
    "subscriptions, 48, 512, 2", "subscriptions, 49, 1, 4", "subscriptions, 1, 513, 4",
  })
  void metadata_key_is_at_most_48_and_value_at_most_512_characters(
      String target, int keyLength, int valueLength, int statusClass) {
    ObjectNode b =
        switch (target) {
          case "payments" ->
              Client.card(sandbox, "md-" + keyLength + "-" + valueLength, "10", true);
          case "payouts" ->
              SandboxResourcesTest.payout(sandbox, "po-md-" + keyLength + "-" + valueLength);
          case "customers" ->
              Client.M.createObjectNode()
                  .put("merchant_customer_id", "md-" + keyLength + "-" + valueLength);
          default -> subscription();
        };
    b.putArray("metadata")
        .addObject()
        .put("key", "k".repeat(keyLength))
        .put("value", "v".repeat(valueLength));
    Client.Res r = c.post("/v1/" + target, b);
    assertEquals(statusClass, r.status() / 100, r.raw());
    if (statusClass == 4) {
      assertTrue(
          r.message().startsWith("metadata[0]." + (keyLength > 48 ? "key" : "value")), r.raw());
    }
  }

  @ParameterizedTest(
      name = "subscription PATCH metadata key of {0} and value of {1} characters: {2}")
  @CsvSource({"48, 512, 200", "49, 1, 400", "1, 513, 400"})
  void subscription_patch_metadata_has_the_same_item_limits(
      int keyLength, int valueLength, int status) {
    String id = c.post("/v1/subscriptions", subscription()).body().get("id").asText();
    ObjectNode patch = Client.M.createObjectNode();
    patch
        .putArray("metadata")
        .addObject()
        .put("key", "k".repeat(keyLength))
        .put("value", "v".repeat(valueLength));
    assertEquals(status, c.patch("/v1/subscriptions/" + id, patch).status());
    ObjectNode asObject = Client.M.createObjectNode();
    asObject.putObject("metadata").put("k".repeat(keyLength), "v".repeat(valueLength));
    assertEquals(status, c.patch("/v1/subscriptions/" + id, asObject).status());
  }

  static ObjectNode metadataItems(ObjectNode b, int n, String prefix) {
    var arr = b.putArray("metadata");
    for (int i = 0; i < n; i++) {
      arr.addObject().put("key", prefix + i).put("value", "v");
    }
    return b;
  }

  @ParameterizedTest(name = "subscription with {0} metadata items: {1}")
  @CsvSource({"50, 200", "51, 400"})
  void subscription_metadata_is_at_most_50_items(int items, int status) {
    Client.Res r = c.post("/v1/subscriptions", metadataItems(subscription(), items, "k"));
    assertEquals(status, r.status(), r.raw());
    if (status == 400) {
      assertTrue(r.message().startsWith("metadata"), r.raw());
    } else {
      assertEquals(items, r.body().get("metadata").size());
    }
  }

  @Test
  void subscription_patch_cannot_take_metadata_beyond_50_items() {
    String id =
        c.post("/v1/subscriptions", metadataItems(subscription(), 50, "k"))
            .body()
            .get("id")
            .asText();
    Client.Res more =
        c.patch("/v1/subscriptions/" + id, metadataItems(Client.M.createObjectNode(), 1, "extra"));
    assertEquals(400, more.status(), more.raw());
    assertTrue(more.message().startsWith("metadata"), more.raw());
    Client.Res same =
        c.patch("/v1/subscriptions/" + id, metadataItems(Client.M.createObjectNode(), 50, "k"));
    assertEquals(200, same.status(), same.raw());
    assertEquals(50, same.body().get("metadata").size());
  }

  @Test
  void subscription_account_id_is_36_to_64_characters_and_frequency_excludes_billing_date() {
    ObjectNode shortAccount = subscription();
    shortAccount.put("account_id", "a".repeat(35));
    assertTrue(c.post("/v1/subscriptions", shortAccount).message().startsWith("account_id"));
    ObjectNode both = subscription();
    both.putObject("billing_date").put("type", "PREPAID");
    assertTrue(c.post("/v1/subscriptions", both).message().startsWith("frequency"));
    ObjectNode notCard = subscription();
    ((ObjectNode) notCard.get("payment_method")).put("type", "PIX");
    assertTrue(c.post("/v1/subscriptions", notCard).message().startsWith("payment_method.type"));
  }

  @ParameterizedTest(name = "customer_id of {0} characters answers {1}")
  @CsvSource({
    "35, 400, INVALID_PARAMETERS",
    "36, 400, CUSTOMER_NOT_FOUND",
    "64, 400, CUSTOMER_NOT_FOUND",
    "65, 400, INVALID_PARAMETERS"
  })
  void customer_id_path_is_36_to_64_characters(int length, int status, String code) {
    Client.Res r = c.get("/v1/customers/" + "c".repeat(length) + "/payment-methods");
    assertEquals(status, r.status());
    assertEquals(code, r.code());
  }

  @ParameterizedTest(name = "payout {0} = {1}")
  @CsvSource({
    "merchant_reference, ab",
    "description, ab",
    "country, FR",
    "purpose, PURCHASE_OF DIGITAL_GOODS",
  })
  void payout_limits(String field, String value) {
    ObjectNode b = SandboxResourcesTest.payout(sandbox, "po-limit");
    b.put(field, value);
    Client.Res r = c.post("/v1/payouts", b);
    assertEquals(400, r.status());
    assertTrue(r.message().startsWith(field), r.raw());
  }

  @Test
  void payout_bank_transfer_code_is_at_most_8_characters() {
    ObjectNode b = SandboxResourcesTest.payout(sandbox, "po-bank");
    ObjectNode bt =
        ((ObjectNode) b.get("withdrawal_method")).putObject("detail").putObject("bank_transfer");
    bt.put("code", "123456789");
    bt.putObject("account").put("number", "000123").put("type", "CHECKINGS");
    assertTrue(
        c.post("/v1/payouts", b)
            .message()
            .startsWith("withdrawal_method.detail.bank_transfer.code"));
    bt.put("code", "12345678");
    Client.Res ok = c.post("/v1/payouts", b);
    assertEquals(201, ok.status(), ok.raw());
    assertEquals(
        "**0123",
        ok.body()
            .at("/transactions/0/withdrawal_method/detail/bank_transfer/account/number")
            .asText());
  }

  @Test
  void organisation_entity_needs_a_name_and_masks_owner_documents() {
    ObjectNode b = Client.M.createObjectNode();
    b.put("account_id", sandbox.accountId());
    b.put("merchant_entity_id", "company-limits");
    b.put("national_entity", "ENTITY");
    b.putObject("phone").put("country_code", "+1").put("number", "4155551234");
    b.putObject("address")
        .put("address_line_1", "456 Market St")
        .put("city", "San Francisco")
        .put("country", "US");
    ObjectNode org = b.putObject("entity_detail").putObject("entity");
    Client.Res noName = c.post("/v1/banking/entities", b);
    assertTrue(noName.message().startsWith("entity_detail.entity.name"), noName.raw());
    org.put("name", "Acme Corporation Inc");
    ObjectNode owner = org.putArray("beneficial_owners").addObject();
    owner.put("first_name", "Jane").put("last_name", "Smith").put("ownership_percentage", 100);
    owner.putObject("document").put("document_type", "SSN").put("document_number", "111224321");
    Client.Res r = c.post("/v1/banking/entities", b);
    assertEquals(201, r.status(), r.raw());
    assertEquals(
        "4321",
        r.body()
            .at("/entity_detail/entity/beneficial_owners/0/document/document_number_last_4")
            .asText());
    assertTrue(r.body().at("/entity_detail/individual").isNull());
  }

  @Test
  void header_names_are_matched_in_any_case_and_body_less_posts_are_accepted() {
    String id = c.post("/v1/subscriptions", subscription()).body().get("id").asText();
    Client upper = new Client(sandbox);
    upper.publicKey = null;
    upper.secretKey = null;
    Client.Res r = upper.send("POST", "/v1/subscriptions/" + id + "/pause", null, null);
    assertEquals(401, r.status());
    try {
      var http = java.net.http.HttpClient.newHttpClient();
      var req =
          java.net.http.HttpRequest.newBuilder(
                  java.net.URI.create(sandbox.baseUrl() + "/v1/subscriptions/" + id + "/pause"))
              .header("Public-Api-Key", Sandbox.DEFAULT_PUBLIC_API_KEY)
              .header("PRIVATE-SECRET-KEY", Sandbox.DEFAULT_PRIVATE_SECRET_KEY)
              .header("Content-Type", "application/json")
              .POST(java.net.http.HttpRequest.BodyPublishers.noBody())
              .build();
      var res = http.send(req, java.net.http.HttpResponse.BodyHandlers.ofString());
      assertEquals(200, res.statusCode(), res.body());
    } catch (Exception e) {
      throw new AssertionError(e);
    }
  }
}
