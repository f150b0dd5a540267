package io.paydesk.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.paydesk.api.model.Amount;
import io.paydesk.api.model.CardData;
import io.paydesk.api.model.CardDetail;
import io.paydesk.api.model.Examples;
import io.paydesk.api.model.Metadata;
import io.paydesk.api.model.Payment;
import io.paydesk.api.model.PaymentCreateRequest;
import io.paydesk.api.model.PaymentMethod;
import io.paydesk.api.model.PaymentMethodDetail;
import io.paydesk.api.model.PaymentStatus;
import io.paydesk.api.model.Workflow;
import io.paydesk.rules.Rules;
import java.math.BigDecimal;
import java.util.List;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.Test;

class PaymentsServiceTest extends MockServerTestBase {

  static PaymentCreateRequest.Builder validCreate() {
    return PaymentCreateRequest.builder()
        .accountId(ACCOUNT_ID)
        .merchantOrderId("AA01")
        .description("Test Payment")
        .amount(new BigDecimal("5000.50"), "USD")
        .country("US")
        .checkoutSession("5f4a2e4c-6f0e-4b8e-9d3c-1c2b3a4d5e6f")
        .paymentMethod(PaymentMethod.token("c3f5e6a7-1111-2222-3333-444455556666"));
  }

  @Test
  void create_posts_the_body_field_by_field_with_both_keys_and_an_idempotency_key()
      throws Exception {
    enqueueExample(201, "create-payment/201-payment.json");
    PaymentCreateRequest request =
        validCreate()
            .merchantReference("Test_AAB")
            .workflow(Workflow.SDK_CHECKOUT)
            .callbackUrl("https://example.com/back")
            .metadata(List.of(Metadata.of("ID", "SD00")))
            .build();

    Payment p = client.payments().create(request, RequestOptions.NONE);

    RecordedRequest r = take();
    assertEquals("POST", r.getMethod());
    assertEquals("/v1/payments", r.getUrl().encodedPath());
    assertAuthHeaders(r);
    assertTrue(Rules.isUuid(r.getHeaders().get("X-Idempotency-Key")));
    assertTrue(r.getHeaders().get("Content-Type").startsWith("application/json"));
    JsonNode b = body(r);
    assertEquals(ACCOUNT_ID, text(b, "/account_id"));
    assertEquals("AA01", text(b, "/merchant_order_id"));
    assertEquals("Test Payment", text(b, "/description"));
    assertEquals("5000.50", b.at("/amount/value").decimalValue().toPlainString());
    assertEquals("USD", text(b, "/amount/currency"));
    assertEquals("US", text(b, "/country"));
    assertEquals("5f4a2e4c-6f0e-4b8e-9d3c-1c2b3a4d5e6f", text(b, "/checkout/session"));
    assertEquals("c3f5e6a7-1111-2222-3333-444455556666", text(b, "/payment_method/token"));
    assertEquals("Test_AAB", text(b, "/merchant_reference"));
    assertEquals("SDK_CHECKOUT", text(b, "/workflow"));
    assertEquals("https://example.com/back", text(b, "/callback_url"));
    assertEquals("ID", text(b, "/metadata/0/key"));
    assertEquals("SD00", text(b, "/metadata/0/value"));
    assertEquals(11, b.size(), "only the fields given are sent: " + b);
    assertFalse(b.at("/amount").has("captured"));
    assertFalse(b.has("customer_payer"));

    assertTrue(r.getBody().utf8().contains("\"value\":5000.50"), "amount sent with its scale");
    assertEquals("bc0489ba-80bf-4bb9-98c5-ff8dfbceebf9".length(), p.id().length());
    assertEquals(Examples.text("create-payment/201-payment.json"), p.rawJson());
  }

  @Test
  void create_uses_the_callers_idempotency_key() throws Exception {
    enqueueExample(201, "create-payment/201-payment.json");
    client
        .payments()
        .create(validCreate().build(), RequestOptions.idempotencyKey("journal-key-0001"));
    assertEquals("journal-key-0001", take().getHeaders().get("X-Idempotency-Key"));
  }

  @Test
  void two_step_card_payment_sends_capture_false() throws Exception {
    enqueueExample(201, "create-payment/201-card-with-authorization.json");
    CardDetail card =
        CardDetail.of(false, CardData.of("Ana Diaz", "4111111111111111", 12, 30, "123"));
    PaymentCreateRequest request =
        validCreate()
            .workflow(Workflow.DIRECT)
            .checkout(null)
            .paymentMethod(PaymentMethod.of("CARD", PaymentMethodDetail.card(card)))
            .build();
    client.payments().create(request, RequestOptions.NONE);
    JsonNode b = body(take());
    assertFalse(b.at("/payment_method/detail/card/capture").asBoolean(true));
    assertEquals("CARD", text(b, "/payment_method/type"));
    assertFalse(b.has("checkout"));
  }

  @Test
  void retrieve_gets_the_payment_by_id_without_flags() throws Exception {
    enqueueExample(200, "retrieve-payment-by-id/200-card-with-card-details.json");
    Payment p = client.payments().retrieve(PAYMENT_ID);
    RecordedRequest r = take();
    assertEquals("GET", r.getMethod());
    assertEquals("/v1/payments/" + PAYMENT_ID, r.getUrl().encodedPath());
    assertEquals(0, r.getUrl().querySize());
    assertAuthHeaders(r);
    assertNull(r.getHeaders().get("X-Idempotency-Key"));
    assertSame(PaymentStatus.SUCCEEDED, p.status());
    assertEquals(PAYMENT_ID, p.id());
    assertEquals(1, p.transactions().size());
  }

  @Test
  void retrieve_sends_raw_response_and_transactions_history_flags() throws Exception {
    enqueueExample(200, "retrieve-payment-by-id/200-card-with-card-details.json");
    client.payments().retrieve(PAYMENT_ID, RetrieveOptions.ALL);
    RecordedRequest r = take();
    assertEquals("true", r.getUrl().queryParameter("raw_response"));
    assertEquals("true", r.getUrl().queryParameter("transactions_history"));
    enqueueExample(200, "retrieve-payment-by-id/200-card-with-card-details.json");
    client.payments().retrieve(PAYMENT_ID, new RetrieveOptions(false, true));
    r = take();
    assertNull(r.getUrl().queryParameter("raw_response"));
    assertEquals("true", r.getUrl().queryParameter("transactions_history"));
  }

  @Test
  void retrieve_of_a_malformed_id_is_refused_before_sending() {
    ValidationException e =
        assertThrows(ValidationException.class, () -> client.payments().retrieve("not-a-uuid"));
    assertEquals("payment_id", e.errors().get(0).path());
    assertEquals(0, server.getRequestCount());
  }

  @Test
  void create_with_broken_rules_lists_every_error_and_sends_nothing() {
    PaymentCreateRequest bad =
        PaymentCreateRequest.builder()
            .accountId("short")
            .merchantOrderId("AB")
            .amount(Amount.of(BigDecimal.ZERO, "usd"))
            .country("ZZ")
            .build();
    ValidationException e =
        assertThrows(
            ValidationException.class, () -> client.payments().create(bad, RequestOptions.NONE));
    List<String> paths = e.errors().stream().map(f -> f.path()).toList();
    assertTrue(
        paths.containsAll(
            List.of(
                "account_id",
                "merchant_order_id",
                "description",
                "amount.value",
                "amount.currency",
                "checkout.session",
                "country",
                "payment_method")),
        paths.toString());
    assertEquals(0, server.getRequestCount());
    assertTrue(e.userMessage().startsWith("Nothing was sent"));
  }

  @Test
  void base_url_with_or_without_v1_and_slash_reaches_the_same_path() throws Exception {
    String base = server.url("/v1/").toString();
    try (PaydeskClient c =
        new PaydeskClient(ClientConfig.builder(base, PUBLIC_KEY, SECRET_KEY).build())) {
      enqueueExample(200, "retrieve-payment-by-id/200-card-with-card-details.json");
      c.payments().retrieve(PAYMENT_ID);
      assertEquals("/v1/payments/" + PAYMENT_ID, take().getUrl().encodedPath());
    }
  }

  @Test
  void amounts_are_sent_in_plain_notation() throws Exception {
    enqueueExample(201, "create-payment/201-payment.json");
    client
        .payments()
        .create(validCreate().amount(new BigDecimal("1E+2"), "USD").build(), RequestOptions.NONE);
    assertTrue(take().getBody().utf8().contains("\"value\":100,"));
  }

  @Test
  void clients_share_one_connection_pool() {
    try (PaydeskClient other = new PaydeskClient(config().build())) {
      assertSame(
          Transport.shared().connectionPool(),
          new Transport(other.config()).http().connectionPool());
    }
  }

  @Test
  void only_an_https_service_gets_tls_so_a_local_http_sandbox_starts_without_it() {
    okhttp3.OkHttpClient https =
        new Transport(ClientConfig.builder("https://api.example.test", "pk", "sk").build()).http();
    okhttp3.OkHttpClient http =
        new Transport(ClientConfig.builder("http://127.0.0.1:9", "pk", "sk").build()).http();
    assertTrue(https.connectionSpecs().contains(okhttp3.ConnectionSpec.MODERN_TLS));
    assertTrue(https.x509TrustManager() != null);
    assertTrue(http.connectionSpecs().equals(java.util.List.of(okhttp3.ConnectionSpec.CLEARTEXT)));
  }

  @Test
  void a_call_from_an_interrupted_thread_fails_as_a_connection_failure_and_keeps_the_interrupt() {
    try (PaydeskClient fresh = new PaydeskClient(config().build())) {
      fresh.close(); // no pooled connection: the call must connect
      Thread.currentThread().interrupt();
      try {
        PaydeskException e =
            org.junit.jupiter.api.Assertions.assertThrows(
                PaydeskException.class,
                () -> fresh.payments().retrieve("8fb67f7a-6e7c-4c3d-9c65-0b0f3c3e1f11"));
        assertTrue(Thread.currentThread().isInterrupted());
        assertTrue(e instanceof ConnectionException, e.getClass().getName());
      } finally {
        Thread.interrupted();
      }
    }
  }
}
