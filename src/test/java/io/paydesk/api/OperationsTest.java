package io.paydesk.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.paydesk.api.model.Address;
import io.paydesk.api.model.Amount;
import io.paydesk.api.model.BankingEntity;
import io.paydesk.api.model.BankingEntityCreateRequest;
import io.paydesk.api.model.Beneficiary;
import io.paydesk.api.model.CancelRequest;
import io.paydesk.api.model.CaptureRequest;
import io.paydesk.api.model.Customer;
import io.paydesk.api.model.CustomerCreateRequest;
import io.paydesk.api.model.CustomerRef;
import io.paydesk.api.model.DisputeRequest;
import io.paydesk.api.model.Document;
import io.paydesk.api.model.EnrolledPaymentMethod;
import io.paydesk.api.model.EntityDetail;
import io.paydesk.api.model.Evidence;
import io.paydesk.api.model.Frequency;
import io.paydesk.api.model.Individual;
import io.paydesk.api.model.Metadata;
import io.paydesk.api.model.NationalEntity;
import io.paydesk.api.model.Payment;
import io.paydesk.api.model.PaymentStatus;
import io.paydesk.api.model.PaymentSubStatus;
import io.paydesk.api.model.Payout;
import io.paydesk.api.model.PayoutCreateRequest;
import io.paydesk.api.model.PayoutStatus;
import io.paydesk.api.model.Phone;
import io.paydesk.api.model.RefundRequest;
import io.paydesk.api.model.ResponseAdditionalData;
import io.paydesk.api.model.Subscription;
import io.paydesk.api.model.SubscriptionCreateRequest;
import io.paydesk.api.model.SubscriptionPaymentMethod;
import io.paydesk.api.model.SubscriptionStatus;
import io.paydesk.api.model.SubscriptionUpdateRequest;
import io.paydesk.api.model.TransactionResult;
import io.paydesk.api.model.TransactionType;
import io.paydesk.api.model.WalletWithdrawal;
import io.paydesk.api.model.WithdrawalDetail;
import io.paydesk.api.model.WithdrawalMethod;
import io.paydesk.rules.Rules;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.List;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.Test;

/** One test per operation: method, path, query, headers and body as the spec spells them. */
class OperationsTest extends MockServerTestBase {
  static final String CUSTOMER_ID = "a76d79b7-902f-4152-922f-7e7eebc5f3dc";
  static final String VAULTED = "d4aa3586-def2-4705-b7cd-fe064bb764e6";
  static final byte[] PDF = "%PDF-1.4\n%...\n%%EOF\n".getBytes(StandardCharsets.US_ASCII);

  static void assertKeyed(RecordedRequest r) {
    assertNotNull(r.getHeaders().get("X-Idempotency-Key"), "X-Idempotency-Key");
  }

  @Test
  void payments_by_merchant_order_id_are_a_list_query() throws Exception {
    enqueueExample(200, "retrieve-payment-by-merchant-order-id/200-card-with-card-details.json");
    List<Payment> list = client.payments().retrieveByMerchantOrderId("Order 1/2");
    RecordedRequest r = take();
    assertEquals("GET", r.getMethod());
    assertEquals("/v1/payments", r.getUrl().encodedPath());
    assertEquals("Order 1/2", r.getUrl().queryParameter("merchant_order_id"));
    assertAuthHeaders(r);
    assertFalse(list.isEmpty());
  }

  @Test
  void capture_posts_to_the_transaction_with_a_key_and_reads_the_transaction_and_payment()
      throws Exception {
    enqueueExample(200, "capture-authorization/200-partial-capture.json");
    CaptureRequest req =
        CaptureRequest.of(
            "AAB01-432245", Amount.of(new BigDecimal("3000"), "USD"), "PRODUCT_CONFIRMED");
    TransactionResult t =
        client
            .payments()
            .capture(PAYMENT_ID, TRANSACTION_ID, req, RequestOptions.idempotencyKey("cap-key-1"));
    RecordedRequest r = take();
    assertEquals("POST", r.getMethod());
    assertEquals(
        "/v1/payments/" + PAYMENT_ID + "/transactions/" + TRANSACTION_ID + "/capture",
        r.getUrl().encodedPath());
    assertAuthHeaders(r);
    assertEquals("cap-key-1", r.getHeaders().get("X-Idempotency-Key"));
    JsonNode b = body(r);
    assertEquals("AAB01-432245", text(b, "/merchant_reference"));
    assertEquals("3000", text(b, "/amount/value"));
    assertEquals("USD", text(b, "/amount/currency"));
    assertEquals("PRODUCT_CONFIRMED", text(b, "/reason"));
    assertEquals(3, b.size(), b.toString());
    assertSame(TransactionType.CAPTURE, t.type());
    assertNotNull(t.payment());
    assertNotNull(t.payment().subStatus());
    assertNotNull(t.rawJson());
  }

  @Test
  void full_refund_sends_no_amount_and_partial_refund_sends_it() throws Exception {
    enqueueExample(200, "refund-payment/200-full-refund.json");
    client
        .payments()
        .refund(
            PAYMENT_ID,
            TRANSACTION_ID,
            RefundRequest.full("US-INV-432245", "REQUESTED_BY_CUSTOMER"),
            RequestOptions.NONE);
    RecordedRequest r = take();
    assertEquals(
        "/v1/payments/" + PAYMENT_ID + "/transactions/" + TRANSACTION_ID + "/refund",
        r.getUrl().encodedPath());
    assertKeyed(r);
    JsonNode b = body(r);
    assertFalse(b.has("amount"));
    assertEquals("REQUESTED_BY_CUSTOMER", text(b, "/reason"));

    enqueueExample(200, "refund-payment/200-partial-refund.json");
    Payment p =
        client
            .payments()
            .refund(
                PAYMENT_ID,
                TRANSACTION_ID,
                RefundRequest.partial(
                    "US-INV-432245",
                    "REQUESTED_BY_CUSTOMER",
                    Amount.of(new BigDecimal("30"), "USD")),
                RequestOptions.NONE);
    b = body(take());
    assertEquals("30", text(b, "/amount/value"));
    assertSame(PaymentSubStatus.PARTIALLY_REFUNDED, p.subStatus());
    assertEquals(new BigDecimal("30"), p.amount().refunded());
  }

  @Test
  void cancel_posts_reason_and_receipt_options() throws Exception {
    enqueueExample(200, "cancel-payment/200-result.json");
    CancelRequest req =
        new CancelRequest(
            "AAB01-432245",
            "Duplicate",
            "DUPLICATE",
            new ResponseAdditionalData(true, "ES", null, null));
    TransactionResult t =
        client.payments().cancel(PAYMENT_ID, TRANSACTION_ID, req, RequestOptions.NONE);
    RecordedRequest r = take();
    assertEquals(
        "/v1/payments/" + PAYMENT_ID + "/transactions/" + TRANSACTION_ID + "/cancel",
        r.getUrl().encodedPath());
    assertKeyed(r);
    JsonNode b = body(r);
    assertEquals("DUPLICATE", text(b, "/reason"));
    assertTrue(b.at("/response_additional_data/receipt").asBoolean());
    assertEquals("ES", text(b, "/response_additional_data/receipt_language"));
    assertFalse(b.at("/response_additional_data").has("raw_response"));
    assertNotNull(t.id());
  }

  @Test
  void cancel_or_refund_by_payment_id_alone() throws Exception {
    enqueueExample(201, "cancel-or-refund-a-payment/201-cancel.json");
    TransactionResult t = client.payments().cancelOrRefund(PAYMENT_ID, null, RequestOptions.NONE);
    RecordedRequest r = take();
    assertEquals("POST", r.getMethod());
    assertEquals("/v1/payments/" + PAYMENT_ID + "/cancel-or-refund", r.getUrl().encodedPath());
    assertKeyed(r);
    assertEquals("{}", r.getBody().utf8());
    assertSame(TransactionType.CANCEL, t.type());
    assertSame(PaymentStatus.CANCELED, t.payment().status());
  }

  @Test
  void dispute_evidence_is_posted_with_a_key_and_updated_with_patch_on_the_same_path()
      throws Exception {
    DisputeRequest req =
        new DisputeRequest(ACCOUNT_ID, List.of(Evidence.pdf("Receipt_AA001", "RECEIPT", PDF)));
    enqueueExample(200, "disputes/200-success.json");
    Payment p =
        client.disputes().submitEvidence(PAYMENT_ID, TRANSACTION_ID, req, RequestOptions.NONE);
    RecordedRequest r = take();
    String path = "/v1/payments/" + PAYMENT_ID + "/transactions/" + TRANSACTION_ID + "/dispute";
    assertEquals("POST", r.getMethod());
    assertEquals(path, r.getUrl().encodedPath());
    assertKeyed(r);
    JsonNode b = body(r);
    assertEquals(ACCOUNT_ID, text(b, "/account_id"));
    assertEquals("application/pdf", text(b, "/evidence/0/content_type"));
    assertEquals("Receipt_AA001", text(b, "/evidence/0/file_name"));
    assertEquals("RECEIPT", text(b, "/evidence/0/content_category"));
    assertEquals(java.util.Base64.getEncoder().encodeToString(PDF), text(b, "/evidence/0/content"));
    assertSame(PaymentStatus.IN_DISPUTE, p.status());

    enqueueExample(200, "update-dispute/200-success.json");
    client.disputes().updateEvidence(PAYMENT_ID, TRANSACTION_ID, req, RequestOptions.NONE);
    r = take();
    assertEquals("PATCH", r.getMethod());
    assertEquals(path, r.getUrl().encodedPath());
    assertNull(r.getHeaders().get("X-Idempotency-Key"));
  }

  @Test
  void enrolled_payment_methods_are_listed_by_customer() throws Exception {
    enqueueExample(200, "retrieve-enrolled-payment-methods-api/200-result.json");
    List<EnrolledPaymentMethod> methods = client.customers().listPaymentMethods(CUSTOMER_ID);
    RecordedRequest r = take();
    assertEquals("GET", r.getMethod());
    assertEquals("/v1/customers/" + CUSTOMER_ID + "/payment-methods", r.getUrl().encodedPath());
    assertAuthHeaders(r);
    assertFalse(methods.isEmpty());
    assertEquals("ENROLLED", methods.get(0).status());
    assertNotNull(methods.get(0).vaultedToken());
  }

  @Test
  void customer_is_created_and_retrieved() throws Exception {
    enqueueExample(201, "create-customer/201-customer-full-data.json");
    Customer c =
        client
            .customers()
            .create(
                CustomerCreateRequest.builder()
                    .merchantCustomerId("4321")
                    .firstName("John")
                    .lastName("Doe")
                    .country("US")
                    .email("john.doe@email.com")
                    .metadata(List.of(Metadata.of("ID", "123456")))
                    .build(),
                RequestOptions.NONE);
    RecordedRequest r = take();
    assertEquals("POST", r.getMethod());
    assertEquals("/v1/customers", r.getUrl().encodedPath());
    JsonNode b = body(r);
    assertEquals("4321", text(b, "/merchant_customer_id"));
    assertEquals("John", text(b, "/first_name"));
    assertEquals("123456", text(b, "/metadata/0/value"));
    assertEquals(6, b.size(), b.toString());
    assertNotNull(c.merchantCustomerId());
    assertNotNull(c.rawJson());

    enqueueExample(200, "retrieve-customer/200-result.json");
    Customer again = client.customers().retrieve(CUSTOMER_ID);
    assertEquals("/v1/customers/" + CUSTOMER_ID, take().getUrl().encodedPath());
    assertNotNull(again.id());
  }

  static BankingEntityCreateRequest individual() {
    Individual person =
        new Individual(
            "John",
            "Doe",
            "john@example.com",
            "1990-01-15",
            "M",
            "US",
            null,
            new Document("SSN", "123-45-6789", null, "US", null, "2010-01-15", "2030-01-15"));
    return new BankingEntityCreateRequest(
        ACCOUNT_ID,
        "merchant_user_12345",
        NationalEntity.INDIVIDUAL,
        new Phone("+1", "2025551234"),
        new Address("123 Main St", null, null, null, "US", "CA", "San Francisco", "94102", null),
        new EntityDetail(person, null));
  }

  @Test
  void banking_entity_is_created_with_a_uuid_idempotency_key() throws Exception {
    enqueueExample(201, "create-entity/201-created-individual.json");
    BankingEntity e = client.entities().create(individual(), RequestOptions.NONE);
    RecordedRequest r = take();
    assertEquals("POST", r.getMethod());
    assertEquals("/v1/banking/entities", r.getUrl().encodedPath());
    assertTrue(Rules.isUuid(r.getHeaders().get("X-Idempotency-Key")));
    JsonNode b = body(r);
    assertEquals("INDIVIDUAL", text(b, "/national_entity"));
    assertEquals("merchant_user_12345", text(b, "/merchant_entity_id"));
    assertEquals("+1", text(b, "/phone/country_code"));
    assertEquals("123 Main St", text(b, "/address/address_line_1"));
    assertEquals("John", text(b, "/entity_detail/individual/first_name"));
    assertEquals("123-45-6789", text(b, "/entity_detail/individual/document/document_number"));
    assertFalse(b.at("/entity_detail").has("entity"));
    assertSame(NationalEntity.INDIVIDUAL, e.nationalEntity());
    assertEquals("6789", e.entityDetail().individual().document().documentNumberLast4());
  }

  @Test
  void banking_entity_with_a_key_that_is_not_a_uuid_is_refused_before_sending() {
    ValidationException e =
        assertThrows(
            ValidationException.class,
            () -> client.entities().create(individual(), RequestOptions.idempotencyKey("abc")));
    assertEquals("X-Idempotency-Key", e.errors().get(0).path());
    assertEquals(0, server.getRequestCount());
  }

  @Test
  void subscription_is_retrieved_and_patched_with_only_the_fields_given() throws Exception {
    enqueueExample(200, "retrieve-subscription/200-result.json");
    Subscription s = client.subscriptions().retrieve(SUBSCRIPTION_ID);
    RecordedRequest r = take();
    assertEquals("GET", r.getMethod());
    assertEquals("/v1/subscriptions/" + SUBSCRIPTION_ID, r.getUrl().encodedPath());
    assertSame(SubscriptionStatus.ACTIVE, s.status());

    enqueueExample(200, "update-subscription/200-update-subscription.json");
    client
        .subscriptions()
        .update(
            SUBSCRIPTION_ID,
            SubscriptionUpdateRequest.builder()
                .amount(Amount.of(new BigDecimal("25.00"), "USD"))
                .build(),
            RequestOptions.NONE);
    r = take();
    assertEquals("PATCH", r.getMethod());
    assertEquals("/v1/subscriptions/" + SUBSCRIPTION_ID, r.getUrl().encodedPath());
    assertEquals("{\"amount\":{\"value\":25.00,\"currency\":\"USD\"}}", r.getBody().utf8());
    assertNull(r.getHeaders().get("X-Idempotency-Key"));
  }

  @Test
  void subscription_metadata_can_be_cleared_with_an_empty_list() throws Exception {
    enqueueExample(200, "update-subscription/200-update-subscription.json");
    client
        .subscriptions()
        .update(
            SUBSCRIPTION_ID,
            SubscriptionUpdateRequest.builder().metadata(List.of()).build(),
            RequestOptions.NONE);
    assertEquals("{\"metadata\":[]}", take().getBody().utf8());
  }

  @Test
  void subscription_pause_resume_and_cancel_post_an_empty_json_body() throws Exception {
    enqueueExample(200, "pause-subscription/200-pause-subscription.json");
    enqueueExample(200, "resume-subscription/200-resume-subscription.json");
    enqueueExample(200, "cancel-subscription/200-cancel-subscription.json");
    Subscription paused = client.subscriptions().pause(SUBSCRIPTION_ID, RequestOptions.NONE);
    client.subscriptions().resume(SUBSCRIPTION_ID, RequestOptions.NONE);
    Subscription canceled = client.subscriptions().cancel(SUBSCRIPTION_ID, RequestOptions.NONE);
    for (String action : List.of("pause", "resume", "cancel")) {
      RecordedRequest r = take();
      assertEquals("POST", r.getMethod());
      assertEquals("/v1/subscriptions/" + SUBSCRIPTION_ID + "/" + action, r.getUrl().encodedPath());
      assertEquals(0, r.getBodySize());
      assertTrue(r.getHeaders().get("Content-Type").startsWith("application/json"));
      assertAuthHeaders(r);
    }
    assertNotNull(paused.status());
    assertTrue(canceled.status().isFinal());
  }

  static PayoutCreateRequest walletPayout() {
    return PayoutCreateRequest.builder()
        .accountId(ACCOUNT_ID)
        .merchantReference("MR-Test-123")
        .description("Test")
        .country("US")
        .purpose("EXPENSES")
        .amount(Amount.of(new BigDecimal("100"), "USD"))
        .beneficiary(
            new Beneficiary(
                "test_merchant_deposit_id",
                "US",
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null))
        .withdrawalMethod(
            new WithdrawalMethod(
                "WALLET",
                "NEQUI",
                new WithdrawalDetail(
                    null, new WalletWithdrawal("h15sg84U6rCl", null, null, null, null)),
                null,
                null,
                null,
                null))
        .metadata(List.of(Metadata.of("key1", "value1")))
        .build();
  }

  @Test
  void payout_is_created_without_idempotency_header_and_body_as_given() throws Exception {
    enqueueExample(201, "create-payout/201-payout-succeeded.json");
    Payout p = client.payouts().create(walletPayout(), RequestOptions.NONE);
    RecordedRequest r = take();
    assertEquals("POST", r.getMethod());
    assertEquals("/v1/payouts", r.getUrl().encodedPath());
    assertAuthHeaders(r);
    assertNull(r.getHeaders().get("X-Idempotency-Key"));
    JsonNode b = body(r);
    assertEquals(ACCOUNT_ID, text(b, "/account_id"));
    assertEquals("MR-Test-123", text(b, "/merchant_reference"));
    assertEquals("EXPENSES", text(b, "/purpose"));
    assertEquals("US", text(b, "/country"));
    assertEquals("100", text(b, "/amount/value"));
    assertEquals(2, b.at("/beneficiary").size(), "beneficiary carries only what was given");
    assertEquals("test_merchant_deposit_id", text(b, "/beneficiary/merchant_beneficiary_id"));
    assertEquals("WALLET", text(b, "/withdrawal_method/type"));
    assertEquals("NEQUI", text(b, "/withdrawal_method/provider_id"));
    assertEquals("h15sg84U6rCl", text(b, "/withdrawal_method/detail/wallet/code"));
    assertEquals("value1", text(b, "/metadata/0/value"));
    assertEquals(9, b.size(), b.toString());
    assertSame(PayoutStatus.SUCCEEDED, p.status());
  }

  @Test
  void payout_is_retrieved_by_id_and_by_merchant_reference() throws Exception {
    enqueueExample(200, "retrieve-payout-by-id/200-result.json");
    Payout p = client.payouts().retrieve(PAYOUT_ID);
    assertEquals("/v1/payouts/" + PAYOUT_ID, take().getUrl().encodedPath());
    assertNotNull(p.id());
    enqueueExample(200, "retrieve-payout-by-merchant-reference/200-result.json");
    List<Payout> list = client.payouts().retrieveByMerchantReference("MR-Test-123");
    RecordedRequest r = take();
    assertEquals("/v1/payouts", r.getUrl().encodedPath());
    assertEquals("MR-Test-123", r.getUrl().queryParameter("merchant_reference"));
    assertFalse(list.isEmpty());
    assertNotNull(list.get(0).rawJson());
  }

  @Test
  void subscription_is_created_with_an_idempotency_key() throws Exception {
    enqueueExample(200, "create-subscription/200-create-subscription.json");
    Subscription s =
        client
            .subscriptions()
            .create(
                SubscriptionCreateRequest.builder()
                    .name("Gold plan")
                    .accountId(ACCOUNT_ID)
                    .country("CL")
                    .amount(Amount.of(new BigDecimal("15000"), "CLP"))
                    .frequency(new Frequency("MONTH", 1))
                    .customerPayer(new CustomerRef(CUSTOMER_ID))
                    .paymentMethod(new SubscriptionPaymentMethod("CARD", VAULTED, null))
                    .build(),
                RequestOptions.NONE);
    RecordedRequest r = take();
    assertEquals("POST", r.getMethod());
    assertEquals("/v1/subscriptions", r.getUrl().encodedPath());
    assertKeyed(r);
    JsonNode b = body(r);
    assertEquals("Gold plan", text(b, "/name"));
    assertEquals("MONTH", text(b, "/frequency/type"));
    assertEquals("1", text(b, "/frequency/value"));
    assertEquals(CUSTOMER_ID, text(b, "/customer_payer/id"));
    assertEquals(VAULTED, text(b, "/payment_method/vaulted_token"));
    assertFalse(b.has("billing_date"));
    assertEquals(7, b.size(), b.toString());
    assertNotNull(s.id());
  }

  @Test
  void customer_is_found_by_the_merchants_id() throws Exception {
    enqueueExample(200, "retrieve-customer/200-result.json");
    Customer c = client.customers().retrieveByMerchantCustomerId("CUST 1");
    RecordedRequest r = take();
    assertEquals("/v1/customers", r.getUrl().encodedPath());
    assertEquals("CUST 1", r.getUrl().queryParameter("merchant_customer_id"));
    assertNotNull(c.id());
  }

  @Test
  void subscription_and_payout_ids_of_the_wrong_length_are_refused_before_sending() {
    assertThrows(ValidationException.class, () -> client.subscriptions().retrieve("sub-1"));
    assertThrows(
        ValidationException.class, () -> client.subscriptions().cancel("", RequestOptions.NONE));
    assertThrows(ValidationException.class, () -> client.payouts().retrieve("x".repeat(65)));
    assertEquals(0, server.getRequestCount());
  }
}
