package io.paydesk.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paydesk.api.model.Amount;
import io.paydesk.api.model.Beneficiary;
import io.paydesk.api.model.CaptureRequest;
import io.paydesk.api.model.CardData;
import io.paydesk.api.model.Document;
import io.paydesk.api.model.PayoutCreateRequest;
import io.paydesk.api.model.SubscriptionCard;
import io.paydesk.api.model.SubscriptionPaymentMethod;
import io.paydesk.api.model.SubscriptionUpdateRequest;
import io.paydesk.api.model.WalletWithdrawal;
import io.paydesk.api.model.WithdrawalDetail;
import io.paydesk.api.model.WithdrawalMethod;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.List;
import mockwebserver3.MockResponse;
import mockwebserver3.SocketEffect;
import org.junit.jupiter.api.Test;

class RetryTest extends MockServerTestBase {

  static final String CARD_NUMBER = "4111111111111111";

  void enqueueDrop() {
    server.enqueue(
        new MockResponse.Builder()
            .onResponseStart(SocketEffect.ShutdownConnection.INSTANCE)
            .build());
  }

  void enqueueStatus(int code, String retryAfter) {
    MockResponse.Builder b =
        new MockResponse.Builder().code(code).body("{\"code\":\"X\",\"messages\":[\"x\"]}");
    if (retryAfter != null) {
      b.setHeader("Retry-After", retryAfter);
    }
    server.enqueue(b.build());
  }

  static PayoutCreateRequest payout() {
    return PayoutCreateRequest.builder()
        .accountId(ACCOUNT_ID)
        .merchantReference("payout-0001")
        .country("CO")
        .purpose("PAYROLL")
        .amount(Amount.of(new BigDecimal("100.00"), "COP"))
        .beneficiary(
            new Beneficiary(
                "ben-1",
                "CO",
                null,
                "Ana",
                "Diaz",
                null,
                null,
                null,
                new Document("CC", "1234567890", null, null, null, null, null),
                null,
                null))
        .withdrawalMethod(
            new WithdrawalMethod(
                "NEQUI_PAYOUT",
                null,
                new WithdrawalDetail(
                    null, new WalletWithdrawal("3001234567", null, null, null, null)),
                null,
                null,
                null,
                null))
        .build();
  }

  @Test
  void a_get_is_retried_on_503_with_exponential_backoff() throws Exception {
    enqueueStatus(503, null);
    enqueueStatus(502, null);
    enqueueExample(200, "retrieve-payment-by-id/200-card-with-card-details.json");
    assertEquals(PAYMENT_ID, client.payments().retrieve(PAYMENT_ID).id());
    assertEquals(3, server.getRequestCount());
    assertEquals(List.of(Duration.ofMillis(500), Duration.ofMillis(1000)), waits);
  }

  @Test
  void a_get_is_retried_after_a_dropped_connection() {
    enqueueDrop();
    enqueueExample(200, "retrieve-payment-by-id/200-card-with-card-details.json");
    assertEquals(PAYMENT_ID, client.payments().retrieve(PAYMENT_ID).id());
    assertEquals(2, server.getRequestCount());
  }

  @Test
  void a_create_is_retried_with_the_same_idempotency_key_each_time() throws Exception {
    enqueueStatus(500, null);
    enqueueDrop();
    enqueueExample(201, "create-payment/201-payment.json");
    client.payments().create(PaymentsServiceTest.validCreate().build(), RequestOptions.NONE);
    String first = take().getHeaders().get("X-Idempotency-Key");
    assertNotNull(first);
    assertEquals(first, take().getHeaders().get("X-Idempotency-Key"));
    assertEquals(first, take().getHeaders().get("X-Idempotency-Key"));
  }

  @Test
  void retry_after_is_honoured_when_longer_than_the_backoff() {
    enqueueStatus(429, "3");
    enqueueExample(200, "retrieve-payment-by-id/200-card-with-card-details.json");
    client.payments().retrieve(PAYMENT_ID);
    assertEquals(List.of(Duration.ofSeconds(3)), waits);
  }

  @Test
  void retry_after_is_capped_by_the_policy() {
    enqueueStatus(503, "3600");
    enqueueExample(200, "retrieve-payment-by-id/200-card-with-card-details.json");
    client.payments().retrieve(PAYMENT_ID);
    assertEquals(List.of(Duration.ofSeconds(30)), waits);
  }

  @Test
  void request_in_process_is_retried_with_the_same_key() throws Exception {
    enqueueExample(400, "create-payment/400-request-in-process.json");
    enqueueExample(200, "capture-authorization/200-full-capture.json");
    client
        .payments()
        .capture(
            PAYMENT_ID,
            TRANSACTION_ID,
            CaptureRequest.of(
                "capture-01", Amount.of(new BigDecimal("300"), "USD"), "PRODUCT_CONFIRMED"),
            RequestOptions.NONE);
    assertEquals(
        take().getHeaders().get("X-Idempotency-Key"), take().getHeaders().get("X-Idempotency-Key"));
  }

  @Test
  void attempts_are_bounded() {
    enqueueStatus(503, null);
    enqueueStatus(503, null);
    enqueueStatus(503, null);
    enqueueStatus(503, null);
    assertThrows(ServerException.class, () -> client.payments().retrieve(PAYMENT_ID));
    assertEquals(3, server.getRequestCount());
    assertEquals(2, waits.size());
  }

  @Test
  void no_retry_starts_past_the_total_time() {
    client.close();
    client =
        new PaydeskClient(
            config()
                .retryPolicy(
                    RetryPolicy.DEFAULT.withJitter(0).withMaxTotalTime(Duration.ofMillis(100)))
                .build());
    enqueueStatus(503, null);
    enqueueStatus(503, null);
    assertThrows(ServerException.class, () -> client.payments().retrieve(PAYMENT_ID));
    assertEquals(1, server.getRequestCount());
    assertTrue(waits.isEmpty());
  }

  @Test
  void client_errors_are_not_retried() {
    enqueueStatus(400, null);
    assertThrows(InvalidRequestException.class, () -> client.payments().retrieve(PAYMENT_ID));
    assertEquals(1, server.getRequestCount());
  }

  @Test
  void payout_creation_is_sent_once_even_on_500() {
    enqueueStatus(500, null);
    enqueueStatus(500, null);
    assertThrows(
        ServerException.class, () -> client.payouts().create(payout(), RequestOptions.NONE));
    assertEquals(1, server.getRequestCount());
    assertTrue(waits.isEmpty());
  }

  @Test
  void
      payout_creation_with_a_dropped_connection_is_an_unknown_outcome_carrying_the_redacted_request()
          throws Exception {
    enqueueDrop();
    enqueueDrop();
    OutcomeUnknownException e =
        assertThrows(
            OutcomeUnknownException.class,
            () -> client.payouts().create(payout(), RequestOptions.NONE));
    assertEquals(1, server.getRequestCount());
    assertEquals("POST", e.method());
    assertEquals("/v1/payouts", e.path());
    assertTrue(e.redactedBody().contains("\"merchant_reference\":\"payout-0001\""));
    assertFalse(e.redactedBody().contains("1234567890"), e.redactedBody());
    assertNull(e.idempotencyKey());
    assertTrue(
        e.userMessage().contains("not known whether the payout went through"), e.userMessage());
  }

  @Test
  void payout_creation_that_times_out_is_an_unknown_outcome() {
    client.close();
    client = new PaydeskClient(config().readTimeout(Duration.ofMillis(300)).build());
    server.enqueue(
        new MockResponse.Builder()
            .code(201)
            .body("{}")
            .headersDelay(3, java.util.concurrent.TimeUnit.SECONDS)
            .build());
    OutcomeUnknownException e =
        assertThrows(
            OutcomeUnknownException.class,
            () -> client.payouts().create(payout(), RequestOptions.NONE));
    assertTrue(e.userMessage().contains("timed out"), e.userMessage());
    assertEquals(1, server.getRequestCount());
  }

  @Test
  void payout_creation_answered_504_is_an_unknown_outcome() {
    enqueueStatus(504, null);
    assertThrows(
        OutcomeUnknownException.class,
        () -> client.payouts().create(payout(), RequestOptions.NONE));
    assertEquals(1, server.getRequestCount());
  }

  @Test
  void a_patch_is_never_retried_and_a_drop_is_an_unknown_outcome() {
    enqueueDrop();
    enqueueDrop();
    SubscriptionUpdateRequest update =
        SubscriptionUpdateRequest.builder()
            .paymentMethod(
                new SubscriptionPaymentMethod(
                    "CARD",
                    null,
                    new SubscriptionCard(
                        true, CardData.of("Ana Diaz", CARD_NUMBER, 12, 30, "123"), null, null)))
            .build();
    OutcomeUnknownException e =
        assertThrows(
            OutcomeUnknownException.class,
            () ->
                client
                    .subscriptions()
                    .update(SUBSCRIPTION_ID, update, RequestOptions.idempotencyKey("k-1")));
    assertEquals(1, server.getRequestCount());
    assertEquals("PATCH", e.method());
    assertFalse(e.redactedBody().contains(CARD_NUMBER));
    assertFalse(e.redactedBody().contains("\"123\""));
  }

  @Test
  void a_keyed_create_that_never_gets_an_answer_is_an_unknown_outcome_with_its_key() {
    enqueueDrop();
    enqueueDrop();
    enqueueDrop();
    OutcomeUnknownException e =
        assertThrows(
            OutcomeUnknownException.class,
            () ->
                client
                    .payments()
                    .create(
                        PaymentsServiceTest.validCreate().build(),
                        RequestOptions.idempotencyKey("journal-42")));
    assertEquals(3, server.getRequestCount());
    assertEquals("journal-42", e.idempotencyKey());
    assertTrue(e.userMessage().contains("same idempotency key"), e.userMessage());
  }

  @Test
  void backoff_grows_by_the_multiplier_up_to_the_cap_with_bounded_jitter() {
    RetryPolicy p =
        new RetryPolicy(
            10,
            Duration.ofMillis(500),
            Duration.ofSeconds(4),
            2.0,
            0.2,
            Duration.ofSeconds(30),
            Duration.ofMinutes(5));
    for (int i = 0; i < 50; i++) {
      long d2 = p.delayBefore(2, null).toMillis();
      long d5 = p.delayBefore(5, null).toMillis();
      long d9 = p.delayBefore(9, null).toMillis();
      assertTrue(d2 >= 500 && d2 <= 600, "first retry " + d2);
      assertTrue(d5 >= 4000 && d5 <= 4800, "capped " + d5);
      assertTrue(d9 >= 4000 && d9 <= 4800, "capped " + d9);
    }
  }

  @Test
  void a_payout_that_could_not_connect_was_not_sent_and_says_so() throws Exception {
    int port;
    try (java.net.ServerSocket socket = new java.net.ServerSocket(0)) {
      port = socket.getLocalPort();
    }
    try (PaydeskClient closed =
        new PaydeskClient(
            ClientConfig.builder("http://127.0.0.1:" + port, PUBLIC_KEY, SECRET_KEY).build())) {
      ConnectionException e =
          assertThrows(
              ConnectionException.class,
              () -> closed.payouts().create(payout(), RequestOptions.NONE));
      assertTrue(e.userMessage().contains("connection refused"), e.userMessage());
    }
  }

  @Test
  void retry_after_is_read_as_seconds_or_as_an_http_date() {
    assertEquals(Duration.ofSeconds(120), ErrorMapper.parseRetryAfter("120"));
    String inTenSeconds =
        java.time.format.DateTimeFormatter.RFC_1123_DATE_TIME.format(
            java.time.ZonedDateTime.now(java.time.ZoneOffset.UTC).plusSeconds(10));
    Duration d = ErrorMapper.parseRetryAfter(inTenSeconds);
    assertTrue(d.getSeconds() >= 8 && d.getSeconds() <= 10, d.toString());
    assertNull(ErrorMapper.parseRetryAfter("soon"));
    assertNull(ErrorMapper.parseRetryAfter("-5"));
  }
}
