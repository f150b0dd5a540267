package io.paydesk.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paydesk.api.model.Examples;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ErrorMappingTest extends MockServerTestBase {

  @Override
  ClientConfig.Builder config() {
    return super.config().retryPolicy(RetryPolicy.NONE);
  }

  @ParameterizedTest(name = "{0} {1} -> {2}")
  @CsvSource({
    "400, INVALID_REQUEST, InvalidRequestException",
    "400, INVALID_PARAMETERS, InvalidRequestException",
    "400, MISSING_PARAMETERS, InvalidRequestException",
    "400, PAYMENT_NOT_FOUND, NotFoundException",
    "400, TRANSACTION_NOT_FOUND, NotFoundException",
    "400, CUSTOMER_NOT_FOUND, NotFoundException",
    "400, SUBSCRIPTION_NOT_FOUND, NotFoundException",
    "400, NOT_FOUND, NotFoundException",
    "404, , NotFoundException",
    "400, INVALID_STATUS, InvalidStateException",
    "400, INVALID_STATE, InvalidStateException",
    "400, IDEMPOTENCY_DUPLICATED, IdempotencyConflictException",
    "400, REQUEST_IN_PROCESS, IdempotencyConflictException",
    "409, , IdempotencyConflictException",
    "409, DUPLICATE_ENTITY, InvalidRequestException",
    "401, INVALID_CREDENTIALS, AuthenticationException",
    "401, EXPIRED_CREDENTIALS, AuthenticationException",
    "401, UNKNOWN_IP_ADDRESS, AuthenticationException",
    "403, AUTHORIZATION_REQUIRED, PermissionException",
    "405, UNSUPPORTED_METHOD, InvalidRequestException",
    "429, , RateLimitedException",
    "500, INTERNAL_ERROR, ServerException",
    "502, , ServerException",
    "504, REQUEST_TIMEOUT, ServerException",
  })
  void status_and_code_map_to_one_exception_type(int status, String code, String type) {
    String body =
        code == null ? "{}" : "{\"code\":\"" + code + "\",\"messages\":[\"Something about it\"]}";
    enqueue(status, body);
    PaydeskException e =
        assertThrows(PaydeskException.class, () -> client.payments().retrieve(PAYMENT_ID));
    assertEquals(type, e.getClass().getSimpleName());
    assertEquals(status, e.status());
    assertEquals(code, e.code());
    assertEquals(body, e.rawBody());
    if (code != null) {
      assertEquals(List.of("Something about it"), e.messages());
      assertTrue(e.userMessage().endsWith("(" + code + ")"), e.userMessage());
    }
    assertEquals(e.userMessage(), e.getMessage());
  }

  @Test
  void not_found_reads_as_a_plain_sentence() {
    enqueue(400, "{\"code\":\"PAYMENT_NOT_FOUND\",\"messages\":[\"Payment not found\"]}");
    NotFoundException e =
        assertThrows(NotFoundException.class, () -> client.payments().retrieve(PAYMENT_ID));
    assertEquals("No payment has this id. (PAYMENT_NOT_FOUND)", e.userMessage());
  }

  @Test
  void the_other_error_body_shape_type_code_message_details_is_read() {
    enqueue(
        400,
        "{\"type\":\"invalid_request_error\",\"code\":\"INVALID_PARAMETERS\","
            + "\"message\":\"amount is invalid\",\"details\":[\"value must be positive\"]}");
    InvalidRequestException e =
        assertThrows(InvalidRequestException.class, () -> client.payments().retrieve(PAYMENT_ID));
    assertEquals("INVALID_PARAMETERS", e.code());
    assertEquals(List.of("amount is invalid", "value must be positive"), e.messages());
    assertEquals(
        "The service refused the request. amount is invalid. (INVALID_PARAMETERS)",
        e.userMessage());
  }

  @Test
  void a_body_that_is_not_json_still_maps_by_status_and_keeps_the_raw_text() {
    enqueue(502, "<html>Bad gateway</html>");
    ServerException e =
        assertThrows(ServerException.class, () -> client.payments().retrieve(PAYMENT_ID));
    assertEquals("<html>Bad gateway</html>", e.rawBody());
    assertEquals(null, e.code());
    assertTrue(e.userMessage().endsWith("(HTTP 502)"), e.userMessage());
  }

  @Test
  void published_error_examples_map_to_their_types() {
    enqueueExample(401, "retrieve-payment-by-id/401-unauthorized.json");
    assertInstanceOf(
        AuthenticationException.class,
        assertThrows(PaydeskException.class, () -> client.payments().retrieve(PAYMENT_ID)));
    enqueueExample(403, "retrieve-payment-by-id/403-forbidden.json");
    assertInstanceOf(
        PermissionException.class,
        assertThrows(PaydeskException.class, () -> client.payments().retrieve(PAYMENT_ID)));
    enqueueExample(400, "retrieve-customer/400-customer-not-found.json");
    assertInstanceOf(
        NotFoundException.class,
        assertThrows(
            PaydeskException.class, () -> client.customers().retrieve("cus_" + "0".repeat(32))));
    enqueueExample(404, "retrieve-customer/404-not-found.json");
    assertInstanceOf(
        NotFoundException.class,
        assertThrows(
            PaydeskException.class, () -> client.customers().retrieve("cus_" + "0".repeat(32))));
    enqueueExample(400, "create-payment/400-request-in-process.json");
    IdempotencyConflictException busy =
        assertThrows(
            IdempotencyConflictException.class, () -> client.payments().retrieve(PAYMENT_ID));
    assertTrue(busy.inProcess());
    enqueueExample(409, "create-entity/409-duplicate-entity.json");
    assertInstanceOf(
        InvalidRequestException.class,
        assertThrows(PaydeskException.class, () -> client.payments().retrieve(PAYMENT_ID)));
    assertTrue(Examples.text("create-entity/409-duplicate-entity.json").contains("DUPLICATE"));
  }

  @Test
  void rate_limit_keeps_retry_after() {
    server.enqueue(
        new mockwebserver3.MockResponse.Builder()
            .code(429)
            .setHeader("Retry-After", "7")
            .body("{\"code\":\"TOO_MANY_REQUESTS\"}")
            .build());
    RateLimitedException e =
        assertThrows(RateLimitedException.class, () -> client.payments().retrieve(PAYMENT_ID));
    assertEquals(Duration.ofSeconds(7), e.retryAfter());
  }

  @Test
  void connection_refused_is_a_connection_error_in_plain_words() throws Exception {
    int port;
    try (ServerSocket s = new ServerSocket(0)) {
      port = s.getLocalPort();
    }
    try (PaydeskClient c =
        new PaydeskClient(
            ClientConfig.builder("http://127.0.0.1:" + port, PUBLIC_KEY, SECRET_KEY)
                .retryPolicy(RetryPolicy.NONE)
                .build())) {
      ConnectionException e =
          assertThrows(ConnectionException.class, () -> c.payments().retrieve(PAYMENT_ID));
      assertEquals(
          "The service could not be reached: check the connection. (connection refused)",
          e.userMessage());
      assertEquals(0, e.status());
      assertTrue(e.isRetryable());
    }
  }

  @Test
  void a_per_call_timeout_overrides_the_clients() {
    server.enqueue(
        new mockwebserver3.MockResponse.Builder()
            .code(200)
            .body("{}")
            .headersDelay(2, java.util.concurrent.TimeUnit.SECONDS)
            .build());
    ConnectionException e =
        assertThrows(
            ConnectionException.class,
            () ->
                client
                    .payments()
                    .retrieve(
                        PAYMENT_ID,
                        RetrieveOptions.NONE,
                        RequestOptions.NONE.withTimeout(Duration.ofMillis(300))));
    assertEquals(
        "The service could not be reached: check the connection. (timed out)", e.userMessage());
  }

  @Test
  void the_clients_call_timeout_ends_a_call_whose_answer_never_starts() {
    PaydeskClient quick = clientWithCallTimeout(300);
    enqueueAnswerStartingAfterTwoSeconds(200);
    long start = System.nanoTime();
    ConnectionException e =
        assertThrows(ConnectionException.class, () -> quick.payments().retrieve(PAYMENT_ID));
    long ms = (System.nanoTime() - start) / 1_000_000;
    assertEquals(
        "The service could not be reached: check the connection. (timed out)", e.userMessage());
    assertTrue(ms >= 300 && ms < 1500, "timed out after " + ms + " ms");
  }

  @Test
  void the_call_timeout_covers_reading_the_whole_answer_even_while_bytes_keep_coming() {
    // Each chunk comes well within the 5 s read time-out; the whole answer takes about 3 s.
    PaydeskClient quick = clientWithCallTimeout(500);
    server.enqueue(
        new mockwebserver3.MockResponse.Builder()
            .code(200)
            .body(Examples.text("retrieve-payment-by-id/200-card-with-card-details.json"))
            .throttleBody(2048, 1, java.util.concurrent.TimeUnit.SECONDS)
            .build());
    ConnectionException e =
        assertThrows(ConnectionException.class, () -> quick.payments().retrieve(PAYMENT_ID));
    assertEquals(
        "The service could not be reached: check the connection. (timed out)", e.userMessage());
  }

  @Test
  void a_write_cut_off_by_the_call_timeout_after_sending_has_an_unknown_outcome() {
    PaydeskClient quick = clientWithCallTimeout(300);
    enqueueAnswerStartingAfterTwoSeconds(201);
    OutcomeUnknownException e =
        assertThrows(
            OutcomeUnknownException.class,
            () -> quick.payouts().create(RetryTest.payout(), RequestOptions.NONE));
    assertTrue(e.userMessage().contains("timed out"), e.userMessage());
  }

  @Test
  void a_success_whose_body_cannot_be_read_says_to_check_before_resending() {
    enqueue(201, "<html>created</html>");
    UnreadableResponseException e =
        assertThrows(
            UnreadableResponseException.class,
            () -> client.payouts().create(RetryTest.payout(), RequestOptions.NONE));
    assertEquals(201, e.status());
    assertEquals("<html>created</html>", e.rawBody());
    assertTrue(
        e.userMessage().contains("check the result before sending anything again"),
        e.userMessage());
    assertEquals(1, server.getRequestCount());
  }

  private PaydeskClient clientWithCallTimeout(long millis) {
    return new PaydeskClient(config().callTimeout(Duration.ofMillis(millis)).build());
  }

  private void enqueueAnswerStartingAfterTwoSeconds(int status) {
    server.enqueue(
        new mockwebserver3.MockResponse.Builder()
            .code(status)
            .body("{}")
            .headersDelay(2, java.util.concurrent.TimeUnit.SECONDS)
            .build());
  }
}
