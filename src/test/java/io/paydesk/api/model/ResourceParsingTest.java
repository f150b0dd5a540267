package io.paydesk.api.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Parsing of every published success example of the non-payment operations. */
class ResourceParsingTest {

  static Stream<String> transactionResults() {
    return Stream.of(
            Examples.names("capture-authorization", "200-"),
            Examples.names("cancel-payment", "200-"),
            Examples.names("cancel-or-refund-a-payment", "201-"))
        .flatMap(List::stream);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("transactionResults")
  void capture_cancel_and_cancel_or_refund_answers_are_read(String name) {
    String json = Examples.text(name);
    TransactionResult t = ModelJson.readTransactionResult(json);
    assertNotNull(t.id());
    assertNotNull(t.type());
    assertNotNull(t.status());
    assertNotNull(t.amount().value());
    assertNotNull(t.payment(), "nested payment");
    assertNotNull(t.payment().status());
    assertSame(json, t.rawJson());
  }

  static Stream<String> payouts() {
    return Stream.of(
            Examples.names("create-payout", "201-"),
            Examples.names("retrieve-payout-by-id", "200-"))
        .flatMap(List::stream);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("payouts")
  void payout_answers_are_read(String name) {
    Payout p = ModelJson.readPayout(Examples.text(name));
    assertNotNull(p.id());
    assertNotNull(p.status());
    assertNotNull(p.amount().value());
    assertNotNull(p.merchantReference());
    assertNotNull(p.createdAt());
    assertFalse(p.transactions().isEmpty());
    assertNotNull(
        p.transactions().get(0).providerData().rawResponse(), "raw_response as object or string");
  }

  @Test
  void payouts_by_merchant_reference_are_read_as_a_list() {
    List<Payout> list =
        ModelJson.readPayouts(
            Examples.text("retrieve-payout-by-merchant-reference/200-result.json"));
    assertFalse(list.isEmpty());
    assertNotNull(list.get(0).id());
  }

  @Test
  void payout_nanosecond_timestamps_are_read() {
    Payout p =
        ModelJson.readPayout("{\"id\":\"x\",\"created_at\":\"2024-06-04T19:45:51.123456789Z\"}");
    assertEquals(123_456_789, p.createdAt().getNano());
  }

  static Stream<String> subscriptions() {
    return Stream.of(
            Examples.names("retrieve-subscription", "200-"),
            Examples.names("update-subscription", "200-"),
            Examples.names("create-subscription", "200-"),
            Examples.names("pause-subscription", "200-"),
            Examples.names("resume-subscription", "200-"),
            Examples.names("cancel-subscription", "200-"))
        .flatMap(List::stream);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("subscriptions")
  void subscription_answers_are_read(String name) {
    Subscription s = ModelJson.readSubscription(Examples.text(name));
    assertNotNull(s.id());
    assertNotNull(s.status());
    assertNotNull(s.amount());
    assertNotNull(s.paymentMethod(), "payment_method as object or one-item array");
    assertEquals("CARD", s.paymentMethod().type());
  }

  @Test
  void paused_subscription_reads_metadata_given_as_one_object_and_hides_card_data() {
    Subscription s =
        ModelJson.readSubscription(Examples.text("pause-subscription/200-pause-subscription.json"));
    assertSame(SubscriptionStatus.PAUSED, s.status());
    assertEquals(List.of(new Metadata("sub_ext_id", "AA001")), s.metadata());
    assertFalse(s.toString().contains("4507990000000010"));
  }

  @Test
  void canceled_subscription_is_final() {
    Subscription s =
        ModelJson.readSubscription(
            Examples.text("cancel-subscription/200-cancel-subscription.json"));
    assertSame(SubscriptionStatus.CANCELED, s.status());
    assertTrue(s.status().isFinal());
  }

  @Test
  void banking_entities_are_read_with_the_matching_detail() {
    BankingEntity person =
        ModelJson.readBankingEntity(Examples.text("create-entity/201-created-individual.json"));
    assertSame(NationalEntity.INDIVIDUAL, person.nationalEntity());
    assertNotNull(person.entityDetail().individual());
    assertNull(person.entityDetail().entity());
    assertNotNull(person.entityDetail().individual().taxInformation().get(0).taxIdLast4());
    BankingEntity org =
        ModelJson.readBankingEntity(Examples.text("create-entity/201-created-entity.json"));
    assertSame(NationalEntity.ENTITY, org.nationalEntity());
    assertNull(org.entityDetail().individual());
    assertTrue(org.entityDetail().entity().isObject());
    assertNotNull(org.address().buildingNumber1());
  }

  @Test
  void customers_are_read() {
    for (String name :
        Stream.of(
                Examples.names("create-customer", "201-"),
                Examples.names("retrieve-customer", "200-"))
            .flatMap(List::stream)
            .toList()) {
      Customer c = ModelJson.readCustomer(Examples.text(name));
      assertNotNull(c.id(), name);
      assertNotNull(c.merchantCustomerId(), name);
      assertNotNull(c.createdAt(), name);
    }
  }

  @Test
  void enrolled_payment_methods_are_read() {
    List<EnrolledPaymentMethod> methods =
        ModelJson.readEnrolledPaymentMethods(
            Examples.text("retrieve-enrolled-payment-methods-api/200-result.json"));
    assertFalse(methods.isEmpty());
    EnrolledPaymentMethod m = methods.get(0);
    assertEquals("ENROLLED", m.status());
    assertNotNull(m.cardData().lfd());
    assertNotNull(m.rawJson());
  }

  @Test
  void a_transaction_amount_given_as_an_object_is_read_by_its_value() {
    Transaction t =
        ModelJson.readTransaction(
            "{\"id\":\"t\",\"amount\":{\"value\":12.50,\"currency\":\"USD\"}}");
    assertEquals(new BigDecimal("12.50"), t.amount());
  }

  @Test
  void a_field_of_unexpected_shape_is_read_as_absent_not_a_failure() {
    Payment p =
        ModelJson.readPayment(
            "{\"id\":\"p\",\"customer_payer\":{\"phone\":\"5551234567\",\"email\":\"a@b.c\"},"
                + "\"amount\":{\"value\":\"abc\",\"currency\":\"USD\"}}");
    assertEquals("p", p.id());
    assertNull(p.customerPayer().phone());
    assertEquals("a@b.c", p.customerPayer().email());
    assertNull(p.amount().value());
    assertEquals("USD", p.amount().currency());
  }
}
