package io.paydesk.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class SandboxTimestampsTest {
  static Sandbox sandbox;
  static Client c;

  @BeforeAll
  static void start() {
    sandbox = Sandbox.start(SandboxOptions.defaults().withDemoPayments(20));
    c = new Client(sandbox);
  }

  @AfterAll
  static void stop() {
    sandbox.close();
  }

  private static JsonNode create(String order, String value, boolean capture) {
    Client.Res r = c.post("/v1/payments", Client.card(sandbox, order, value, capture));
    assertThat(r.status()).as(r.raw()).isEqualTo(201);
    return r.body();
  }

  private static Instant updatedAt(JsonNode payment) {
    return Instant.parse(payment.get("updated_at").asText());
  }

  @Test
  void a_refund_right_after_creation_never_answers_an_earlier_updated_at() {
    JsonNode created = create("ts-refund", "1000", true);
    assertThat(updatedAt(created)).isBeforeOrEqualTo(sandbox.now());
    Client.Res r =
        c.post(
            SandboxTransitionsTest.txPath(created, "refund"),
            SandboxTransitionsTest.refundBody("100", "ts-refund-1", false));
    assertThat(r.status()).as(r.raw()).isEqualTo(200);
    assertThat(updatedAt(r.body()))
        .isAfterOrEqualTo(updatedAt(created))
        .isBeforeOrEqualTo(sandbox.now());
    Client.Res again =
        c.post(
            SandboxTransitionsTest.txPath(created, "refund"),
            SandboxTransitionsTest.refundBody("100", "ts-refund-2", false));
    assertThat(updatedAt(again.body())).isAfterOrEqualTo(updatedAt(r.body()));
  }

  @Test
  void a_capture_right_after_authorisation_never_answers_an_earlier_updated_at() {
    JsonNode created = create("ts-capture", "1000", false);
    Client.Res r =
        c.post(
            SandboxTransitionsTest.txPath(created, "capture"),
            SandboxTransitionsTest.captureBody("1000", "ts-capture-1"));
    assertThat(r.status()).as(r.raw()).isEqualTo(200);
    JsonNode payment = r.body().get("payment");
    assertThat(updatedAt(payment))
        .isAfterOrEqualTo(updatedAt(created))
        .isBeforeOrEqualTo(sandbox.now());
  }

  @Test
  void no_timestamp_of_a_created_payment_or_its_transaction_is_after_the_clock() {
    JsonNode created = create("ts-create", "1000", true);
    Instant now = sandbox.now();
    assertThat(Instant.parse(created.get("created_at").asText())).isBeforeOrEqualTo(now);
    assertThat(Instant.parse(created.at("/transactions/created_at").asText()))
        .isBeforeOrEqualTo(now);
    assertThat(Instant.parse(created.at("/transactions/updated_at").asText()))
        .isBeforeOrEqualTo(now);
  }

  @Test
  void the_clock_never_goes_back_between_readings() {
    Instant previous = sandbox.now();
    for (int i = 0; i < 1000; i++) {
      Instant next = sandbox.now();
      assertThat(next).isAfterOrEqualTo(previous);
      previous = next;
    }
  }
}
