package io.paydesk.ops;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.UUID;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Testing connection settings: one timed read, answered, refused or unanswered. */
class ConnectionCheckTest {
  @StartStop public final MockWebServer server = new MockWebServer();
  @TempDir Path dataDir;

  @Test
  void theEmbeddedSandboxAnswersAndTakesItsKeys() {
    try (Connector connector = new Connector(dataDir)) {
      ConnectionCheck check = connector.check(ConnectionSettings.embedded());

      assertThat(check.answer()).isEqualTo(ServiceHealth.Answer.ANSWERING);
      assertThat(check.took()).isPositive();
      assertThat(check.status()).isZero();
    }
  }

  @Test
  void aServiceAnswering401RefusesTheKeysOnceWithoutRetrying() throws Exception {
    server.enqueue(
        new MockResponse.Builder()
            .code(401)
            .body("{\"code\":\"INVALID_CREDENTIALS\",\"messages\":[\"Invalid keys.\"]}")
            .addHeader("Content-Type", "application/json")
            .build());
    try (Connector connector = new Connector(dataDir)) {
      ConnectionCheck check =
          connector.check(
              ConnectionSettings.live(
                  server.url("/").toString(),
                  UUID.randomUUID().toString(),
                  "pk_wrong",
                  "sk_wrong"));

      assertThat(check.answer()).isEqualTo(ServiceHealth.Answer.KEYS_REFUSED);
      assertThat(check.status()).isEqualTo(401);
      assertThat(check.code()).isEqualTo("INVALID_CREDENTIALS");
      assertThat(server.getRequestCount()).isEqualTo(1);
      RecordedRequest request = server.takeRequest();
      assertThat(request.getMethod()).isEqualTo("GET");
      assertThat(request.getUrl().encodedPath()).isEqualTo("/v1/payments");
    }
  }

  @Test
  void aClosedPortIsNotAnswering() throws Exception {
    String url = server.url("/").toString();
    server.close();
    try (Connector connector = new Connector(dataDir)) {
      ConnectionCheck check =
          connector.check(ConnectionSettings.live(url, UUID.randomUUID().toString(), "pk", "sk"));

      assertThat(check.answer()).isEqualTo(ServiceHealth.Answer.NOT_ANSWERING);
    }
  }
}
