package io.paydesk.api.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class PaymentParsingTest {

  static Stream<String> paymentExamples() {
    return Stream.of(
            Examples.names("retrieve-payment-by-id", "200-"),
            Examples.names("create-payment", "201-"),
            Examples.names("refund-payment", "200-"),
            Examples.names("disputes", "200-"),
            Examples.names("update-dispute", "200-"))
        .flatMap(List::stream);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("paymentExamples")
  void every_published_payment_example_is_read_with_its_raw_json(String name) {
    String json = Examples.text(name);
    Payment p = ModelJson.readPayment(json);
    assertNotNull(p.id(), "id");
    assertNotNull(p.status(), "status");
    assertNotNull(p.amount(), "amount");
    assertNotNull(p.amount().value(), "amount.value");
    assertNotNull(p.createdAt(), "created_at");
    assertSame(json, p.rawJson());
    assertFalse(p.transactions().isEmpty(), "transactions");
    for (Transaction t : p.transactions()) {
      assertNotNull(t.id(), "transaction id");
      assertNotNull(t.type(), "transaction type");
    }
  }

  @Test
  void retrieved_card_payment_is_read_field_by_field() {
    Payment p =
        ModelJson.readPayment(
            Examples.text("retrieve-payment-by-id/200-card-with-card-details.json"));
    assertEquals("bc0489ba-80bf-4bb9-98c5-ff8dfbceebf9", p.id());
    assertEquals("64761a45-6e49-4ea5-a6ff-6b52030b92ac", p.accountId());
    assertEquals("SUCCESSFUL", p.description());
    assertEquals("US", p.country());
    assertSame(PaymentStatus.SUCCEEDED, p.status());
    assertSame(PaymentSubStatus.APPROVED, p.subStatus());
    assertEquals("Order_id", p.merchantOrderId());
    assertEquals(
        OffsetDateTime.of(2023, 7, 12, 18, 51, 49, 437_886_000, ZoneOffset.UTC), p.createdAt());
    assertEquals(new BigDecimal("20000"), p.amount().value());
    assertEquals("USD", p.amount().currency());
    assertEquals(0, p.amount().captured().signum());
    assertNull(p.checkout().session(), "empty string reads as absent");
    assertEquals(Boolean.FALSE, p.checkout().sdkActionRequired());
    assertEquals("CARD", p.paymentMethod().type());
    assertNull(p.paymentMethod().vaultedToken());
    CardDetail card = p.paymentMethod().paymentMethodDetail().card();
    assertEquals(Boolean.TRUE, card.capture());
    assertEquals("517862", card.authorizationCode());
    assertEquals("1111", card.cardData().lfd());
    assertEquals("VISA", card.cardData().brand());
    assertEquals("SUBSCRIPTION", card.storedCredentials().reason());
    assertEquals("a76d79b7-902f-4152-922f-7e7eebc5f3dc", p.customerPayer().id());
    assertEquals("SSN", p.customerPayer().document().documentType());
    assertEquals("123 Peak Avenue", p.customerPayer().billingAddress().addressLine1());
    assertEquals(1, p.transactions().size());
    Transaction t = p.transactions().get(0);
    assertSame(TransactionType.PURCHASE, t.type());
    assertSame(TransactionStatus.SUCCEEDED, t.status());
    assertSame(TransactionCategory.CARD, t.category());
    assertEquals(new BigDecimal("20000"), t.amount());
    assertEquals("DLOCAL", t.providerId());
    assertEquals("00", t.providerData().iso8583ResponseCode());
    assertTrue(t.providerData().rawResponse().isObject());
    assertEquals("517862", t.paymentMethod().detail().card().authorizationCode());
    assertEquals(Workflow.DIRECT, p.workflow());
  }

  @Test
  void create_response_carries_transactions_as_one_object() {
    Payment p = ModelJson.readPayment(Examples.text("create-payment/201-payment.json"));
    assertEquals(1, p.transactions().size());
    assertNotNull(p.firstTransaction().id());
  }

  @Test
  void unknown_status_is_kept_as_text_and_known_ones_are_constants() {
    Payment p =
        ModelJson.readPayment(
            "{\"id\":\"x\",\"status\":\"SOMETHING_NEW\",\"sub_status\":\"APPROVED\"}");
    assertEquals("SOMETHING_NEW", p.status().value());
    assertEquals("SOMETHING_NEW", p.status().toString());
    assertFalse(p.status().isKnown());
    assertSame(PaymentSubStatus.APPROVED, p.subStatus());
  }

  @Test
  void nanosecond_and_offsetless_timestamps_are_read() {
    Payment p =
        ModelJson.readPayment(
            "{\"created_at\":\"2024-06-06T14:26:41.535489123Z\",\"updated_at\":\"2024-06-06T14:26:41\"}");
    assertEquals(535_489_123, p.createdAt().getNano());
    assertEquals(OffsetDateTime.of(2024, 6, 6, 14, 26, 41, 0, ZoneOffset.UTC), p.updatedAt());
  }

  @Test
  void null_and_empty_string_both_read_as_absent_and_unknown_fields_are_ignored() {
    Payment p =
        ModelJson.readPayment(
            "{\"id\":\"\",\"status\":\"\",\"amount\":{\"value\":\"\",\"currency\":null},\"checkout\":\"\","
                + "\"brand_new_field\":{\"a\":1},\"transactions\":null}");
    assertNull(p.id());
    assertNull(p.status());
    assertNull(p.amount().value());
    assertNull(p.checkout());
    assertTrue(p.transactions().isEmpty());
  }

  @org.junit.jupiter.params.ParameterizedTest(name = "{0} -> {1}")
  @org.junit.jupiter.params.provider.CsvSource(
      delimiter = '|',
      value = {
        "20000|20000",
        "100.10|100.10",
        "1E+3|1E+3",
        "'\" 12.50 \"'|12.50",
        "'\" \"'|",
        "'\"n/a\"'|",
        "'{\"value\":7.25,\"currency\":\"USD\"}'|7.25",
        "'{\"value\":\"3\"}'|3",
        "'{\"currency\":\"USD\"}'|",
        "null|",
        "true|",
        "'[1]'|"
      })
  void a_transaction_amount_is_read_from_a_number_text_or_object(String json, String expected) {
    Transaction t =
        ModelJson.readPayment("{\"transactions\":[{\"amount\":" + json + "}]}").firstTransaction();
    assertEquals(expected, t.amount() == null ? null : t.amount().toString());
  }

  @Test
  void decimal_amounts_keep_every_digit() {
    Payment p = ModelJson.readPayment("{\"amount\":{\"value\":100.10,\"refunded\":0.1}}");
    assertEquals("100.10", p.amount().value().toPlainString());
    assertEquals("0.1", p.amount().refunded().toPlainString());
  }

  @Test
  void payments_by_merchant_order_id_are_read_each_with_its_own_json() {
    for (String name : Examples.names("retrieve-payment-by-merchant-order-id", "200-")) {
      List<Payment> payments = ModelJson.readPayments(Examples.text(name));
      assertFalse(payments.isEmpty(), name);
      for (Payment p : payments) {
        assertNotNull(p.id(), name);
        assertEquals(p.id(), ModelJson.readPayment(p.rawJson()).id());
      }
    }
  }

  @Test
  void
      each_payment_of_a_list_keeps_its_own_exact_json_and_items_that_are_not_objects_are_skipped() {
    String first = "{\"id\": \"a\", \"description\": \"Café\"}";
    String second = "{\"id\":\"b\",\"status\":\"NEW_STATUS\"}";
    List<Payment> payments =
        ModelJson.readPayments(
            ("[ " + first + ", null, 7,\n" + second + " ]").getBytes(StandardCharsets.UTF_8));
    assertEquals(2, payments.size());
    assertEquals(first, payments.get(0).rawJson());
    assertEquals("Café", payments.get(0).description());
    assertEquals(second, payments.get(1).rawJson());
    assertEquals("NEW_STATUS", payments.get(1).status().value());
  }

  @Test
  void one_payment_where_a_list_is_expected_is_read_as_a_list_of_one() {
    List<Payment> payments = ModelJson.readPayments("{\"id\":\"a\"}");
    assertEquals(1, payments.size());
    assertEquals("{\"id\":\"a\"}", payments.get(0).rawJson());
  }

  @Test
  void a_payment_read_from_bytes_equals_the_one_read_from_text() {
    String json = Examples.text("disputes/200-success.json");
    Payment fromBytes = ModelJson.readPayment(json.getBytes(StandardCharsets.UTF_8));
    assertEquals(ModelJson.readPayment(json), fromBytes);
    assertEquals(json, fromBytes.rawJson());
  }

  @Test
  void a_raw_json_field_in_the_answer_is_not_taken_as_the_raw_json() {
    Payment p =
        ModelJson.read("{\"id\":\"a\",\"raw_json\":\"x\",\"extra\":{\"b\":[1]}}", Payment.class);
    assertEquals("a", p.id());
    assertNull(p.rawJson());
    assertTrue(p.transactions().isEmpty());
  }

  @Test
  void written_payment_reads_back_equal() {
    Payment p =
        ModelJson.readPayment(
            Examples.text("retrieve-payment-by-id/200-card-with-airline-data.json"));
    Payment again = ModelJson.readPayment(ModelJson.write(p));
    assertEquals(p.withRawJson(null), again.withRawJson(null));
    assertFalse(ModelJson.write(p).contains("raw_json"));
  }
}
