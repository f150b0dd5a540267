package io.paydesk.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.fasterxml.jackson.databind.JsonNode;
import io.paydesk.api.model.Examples;
import io.paydesk.api.model.ModelJson;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/** A client against a MockWebServer; waits between retries are recorded, not slept. */
abstract class MockServerTestBase {
  static final String PUBLIC_KEY = "sandbox_pk_0123456789abcdef";
  static final String SECRET_KEY = "sk_live_SECRET_9f8e7d6c5b4a";
  static final String PAYMENT_ID = "bc0489ba-80bf-4bb9-98c5-ff8dfbceebf9";
  static final String TRANSACTION_ID = "c718b8e9-2943-4fdf-9b3c-426cf44940fb";
  static final String ACCOUNT_ID = "64761a45-6e49-4ea5-a6ff-6b52030b92ac";
  static final String SUBSCRIPTION_ID = "7304911d-5df9-429e-8488-ad41abea1a4c";
  static final String PAYOUT_ID = "b1a5c1c6-2b7e-4a1f-9c4e-8d7f6e5a4b3c";

  @StartStop public final MockWebServer server = new MockWebServer();

  final List<Duration> waits = new CopyOnWriteArrayList<>();
  PaydeskClient client;

  @BeforeEach
  void startClient() {
    client = new PaydeskClient(config().build());
  }

  @AfterEach
  void closeClient() {
    client.close();
  }

  ClientConfig.Builder config() {
    String base = server.url("/").toString();
    return ClientConfig.builder(base, PUBLIC_KEY, SECRET_KEY)
        .readTimeout(Duration.ofSeconds(5))
        .callTimeout(Duration.ofSeconds(10))
        .retryPolicy(RetryPolicy.DEFAULT.withJitter(0))
        .sleeper(waits::add);
  }

  void enqueue(int code, String body) {
    server.enqueue(
        new MockResponse.Builder()
            .code(code)
            .body(body)
            .setHeader("Content-Type", "application/json")
            .build());
  }

  void enqueueExample(int code, String example) {
    enqueue(code, Examples.text(example));
  }

  RecordedRequest take() throws InterruptedException {
    RecordedRequest r = server.takeRequest(5, TimeUnit.SECONDS);
    assertNotNull(r, "no request reached the server");
    return r;
  }

  static JsonNode body(RecordedRequest r) {
    return ModelJson.tree(r.getBody().utf8());
  }

  static void assertAuthHeaders(RecordedRequest r) {
    assertEquals(PUBLIC_KEY, r.getHeaders().get("public-api-key"));
    assertEquals(SECRET_KEY, r.getHeaders().get("private-secret-key"));
  }

  static String text(JsonNode node, String path) {
    JsonNode n = node.at(path);
    return n.isMissingNode() || n.isNull() ? null : n.asText();
  }
}
