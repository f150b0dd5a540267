package io.paydesk.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class SandboxIdempotencyAndFaultsTest {
  Sandbox sandbox;
  Client c;

  @BeforeEach
  void start() {
    sandbox = Sandbox.start(SandboxOptions.defaults().withDemoPayments(20));
    c = new Client(sandbox);
  }

  @AfterEach
  void stop() {
    sandbox.close();
  }

  int paymentsFor(String order) {
    Client.Res r = c.get("/v1/payments?merchant_order_id=" + order);
    return r.status() == 200 ? r.body().size() : 0;
  }

  @Test
  void replaying_a_key_returns_the_first_response_and_creates_nothing_more() {
    String key = UUID.randomUUID().toString();
    Client.Res first = c.post("/v1/payments", Client.card(sandbox, "idem-1", "10", true), key);
    Client.Res again =
        c.post("/v1/payments", Client.card(sandbox, "idem-1-other-body", "99", true), key);
    assertEquals(201, again.status());
    assertEquals(first.raw(), again.raw());
    assertEquals(1, paymentsFor("idem-1"));
    assertEquals(0, paymentsFor("idem-1-other-body"));
  }

  @Test
  void a_replay_after_the_payment_changed_still_returns_the_first_response_byte_for_byte() {
    String key = UUID.randomUUID().toString();
    ObjectNode body = Client.card(sandbox, "idem-snap", "10", false);
    Client.Res first = c.post("/v1/payments", body, key);
    String path =
        "/v1/payments/"
            + first.body().get("id").asText()
            + "/transactions/"
            + first.body().at("/transactions/id").asText()
            + "/capture";
    ObjectNode capture =
        Client.M.createObjectNode()
            .put("merchant_reference", "cap-snap")
            .put("reason", "PRODUCT_CONFIRMED");
    capture.putObject("amount").put("currency", "COP").put("value", BigDecimal.TEN);
    assertEquals(200, c.post(path, capture, UUID.randomUUID().toString()).status());
    Client.Res again = c.post("/v1/payments", body, key);
    assertEquals(first.raw(), again.raw());
    assertEquals("AUTHORIZED", again.body().get("sub_status").asText());
  }

  @Test
  void keys_older_than_24_simulated_hours_are_dropped() {
    c.post("/v1/payments", Client.card(sandbox, "idem-drop", "10", true), "drop-key");
    assertEquals(1, sandbox.sim().idempotency.size());
    sandbox.advanceClock(Duration.ofHours(25));
    assertEquals(0, sandbox.sim().idempotency.size());
  }

  @Test
  void a_request_still_running_with_the_key_answers_request_in_process() throws Exception {
    JsonNode p = c.post("/v1/payments", Client.card(sandbox, "idem-2", "10", false)).body();
    String path =
        "/v1/payments/"
            + p.get("id").asText()
            + "/transactions/"
            + p.at("/transactions/id").asText()
            + "/capture";
    ObjectNode body =
        Client.M.createObjectNode()
            .put("merchant_reference", "idem-cap")
            .put("reason", "PRODUCT_CONFIRMED");
    body.putObject("amount").put("currency", "COP").put("value", BigDecimal.TEN);
    String key = UUID.randomUUID().toString();
    Provider.Hold hold = sandbox.holdProvider();
    CompletableFuture<Client.Res> first =
        CompletableFuture.supplyAsync(() -> c.post(path, body, key));
    hold.awaitEntered();
    Client.Res second = c.post(path, body, key);
    hold.release();
    assertEquals(400, second.status());
    assertEquals("REQUEST_IN_PROCESS", second.code());
    assertEquals(200, first.get().status());
    assertEquals(first.get().raw(), c.post(path, body, key).raw());
  }

  @Test
  void keys_are_kept_for_24_simulated_hours() {
    String key = UUID.randomUUID().toString();
    c.post("/v1/payments", Client.card(sandbox, "idem-3", "10", true), key);
    sandbox.advanceClock(Duration.ofHours(23));
    c.post("/v1/payments", Client.card(sandbox, "idem-3", "10", true), key);
    assertEquals(1, paymentsFor("idem-3"));
    sandbox.advanceClock(Duration.ofHours(2));
    Client.Res later = c.post("/v1/payments", Client.card(sandbox, "idem-3", "10", true), key);
    assertEquals(201, later.status());
    assertEquals(2, paymentsFor("idem-3"));
  }

  @Test
  void a_request_refused_by_validation_does_not_consume_its_key() {
    String key = UUID.randomUUID().toString();
    ObjectNode bad = Client.card(sandbox, "idem-4", "10", true);
    bad.put("country", "XX");
    assertEquals(400, c.post("/v1/payments", bad, key).status());
    assertEquals(
        201, c.post("/v1/payments", Client.card(sandbox, "idem-4", "10", true), key).status());
  }

  @Test
  void entity_creation_needs_a_uuid_idempotency_key() {
    Client.Res r =
        c.post(
            "/v1/banking/entities",
            SandboxResourcesTest.individual(sandbox, "ent-key"),
            "not-a-uuid");
    assertEquals(400, r.status());
    assertTrue(r.message().startsWith("X-Idempotency-Key"));
  }

  @Test
  void an_injected_error_answers_500_and_changes_nothing() {
    c.post("/sandbox/faults", Client.M.createObjectNode().put("error_rate", 1.0).put("count", 1));
    Client.Res r = c.post("/v1/payments", Client.card(sandbox, "fault-1", "10", true));
    assertEquals(500, r.status());
    assertEquals("INTERNAL_ERROR", r.code());
    assertEquals(0, paymentsFor("fault-1"));
    assertEquals(201, c.post("/v1/payments", Client.card(sandbox, "fault-1", "10", true)).status());
  }

  @Test
  void a_dropped_connection_loses_the_call_before_any_change() {
    c.post("/sandbox/faults", Client.M.createObjectNode().put("drop_rate", 1.0).put("count", 1));
    assertThrows(
        java.io.UncheckedIOException.class,
        () -> c.post("/v1/payments", Client.card(sandbox, "fault-2", "10", true)));
    assertEquals(0, paymentsFor("fault-2"));
  }

  @Test
  void drop_after_commit_makes_the_change_and_a_retry_with_the_same_key_gets_the_answer() {
    c.post(
        "/sandbox/faults",
        Client.M.createObjectNode().put("drop_after_commit_rate", 1.0).put("count", 1));
    String key = UUID.randomUUID().toString();
    assertThrows(
        java.io.UncheckedIOException.class,
        () -> c.post("/v1/payments", Client.card(sandbox, "fault-3", "10", true), key));
    assertEquals(1, paymentsFor("fault-3"));
    Client.Res retry = c.post("/v1/payments", Client.card(sandbox, "fault-3", "10", true), key);
    assertEquals(201, retry.status());
    assertEquals(1, paymentsFor("fault-3"));
  }

  @Test
  void faults_can_be_read_back_and_cleared() {
    Client.Res set =
        c.post(
            "/sandbox/faults",
            Client.M.createObjectNode().put("latency_ms", 5).put("error_rate", 0.25));
    assertEquals(5, set.body().get("latency_ms").asInt());
    c.post("/sandbox/faults", Client.M.createObjectNode());
    assertEquals(0, c.get("/sandbox/faults").body().get("error_rate").asDouble());
    assertEquals(
        400, c.post("/sandbox/faults", Client.M.createObjectNode().put("error_rate", 2)).status());
  }

  @Test
  void the_clock_moves_only_forward_by_an_iso_duration() {
    Client.Res r = c.post("/sandbox/clock", Client.M.createObjectNode().put("advance", "P30D"));
    assertEquals(200, r.status());
    assertEquals(30L * 86400, r.body().get("offset_seconds").asLong());
    assertEquals(
        400, c.post("/sandbox/clock", Client.M.createObjectNode().put("advance", "soon")).status());
    assertEquals(
        400,
        c.post("/sandbox/clock", Client.M.createObjectNode().put("advance", "-PT1H")).status());
  }

  @Test
  void reset_forgets_changes_and_rebuilds_the_same_demo_data() {
    String id =
        c.post("/v1/payments", Client.card(sandbox, "reset-1", "10", true))
            .body()
            .get("id")
            .asText();
    String demo = sandbox.demoPaymentIds().get(0);
    c.post("/sandbox/clock", Client.M.createObjectNode().put("advance", "P1D"));
    assertEquals(200, c.post("/sandbox/reset", null).status());
    assertEquals("PAYMENT_NOT_FOUND", c.get("/v1/payments/" + id).code());
    assertEquals(demo, sandbox.demoPaymentIds().get(0));
    assertEquals(200, c.get("/v1/payments/" + demo).status());
    assertEquals(0, c.get("/sandbox/clock").body().get("offset_seconds").asLong());
  }

  @Test
  void unknown_paths_and_methods_answer_json_errors() {
    Client.Res r = c.get("/v1/nothing");
    assertEquals(404, r.status());
    assertEquals("NOT_FOUND", r.code());
    Client.Res m = c.send("DELETE", "/v1/payments/" + sandbox.demoPaymentIds().get(0), null, null);
    assertEquals(405, m.status());
    assertNotEquals("", m.code());
    Client.Res bad = c.post("/v1/payments", "{not json");
    assertEquals(400, bad.status());
    assertEquals("INVALID_REQUEST", bad.code());
  }
}
