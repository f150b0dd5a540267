package io.paydesk.sandbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import java.util.function.IntUnaryOperator;
import java.util.function.Predicate;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The sandbox delivers the service's webhooks to a tiny receiver: signed over the raw bytes,
 * envelope version 2, the event each change sends, retried on the documented schedule as the
 * simulated clock moves, with seeded duplicates, reordering and attempts counted as failed.
 */
class SandboxWebhooksTest {
  private static final String SECRET = "whsec_test_0123456789";

  private Sandbox sandbox;
  private Client c;
  private Receiver receiver;

  @BeforeEach
  void start() throws IOException {
    startQuiet();
  }

  /**
   * A sandbox whose demo data no longer changes by itself (pending payments and payouts settled,
   * demo subscriptions cancelled), so each test sees only the events it causes.
   */
  private void startQuiet() throws IOException {
    sandbox = Sandbox.start(SandboxOptions.defaults().withDemoPayments(20));
    c = new Client(sandbox);
    receiver = new Receiver();
    sandbox.advanceClock(Duration.ofDays(2));
    for (String id : sandbox.demoSubscriptionIds()) {
      c.post("/v1/subscriptions/" + id + "/cancel", null);
    }
  }

  @AfterEach
  void stop() {
    sandbox.close();
    receiver.close();
  }

  /** Records every delivery (raw body, headers) and answers what {@code answer} says. */
  static final class Receiver implements AutoCloseable {
    record Got(byte[] raw, Map<String, List<String>> headers, JsonNode json) {
      String header(String name) {
        for (Map.Entry<String, List<String>> e : headers.entrySet()) {
          if (e.getKey().equalsIgnoreCase(name)) {
            return e.getValue().get(0);
          }
        }
        return null;
      }
    }

    final List<Got> got = new CopyOnWriteArrayList<>();
    final AtomicInteger count = new AtomicInteger();
    volatile IntUnaryOperator answer = n -> 200;
    private final HttpServer server;

    Receiver() throws IOException {
      server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 64);
      server.createContext(
          "/hooks",
          ex -> {
            try (ex;
                InputStream in = ex.getRequestBody()) {
              byte[] raw = in.readAllBytes();
              got.add(new Got(raw, Map.copyOf(ex.getRequestHeaders()), Client.M.readTree(raw)));
              ex.sendResponseHeaders(answer.applyAsInt(count.incrementAndGet()), -1);
            }
          });
      server.start();
    }

    String url() {
      return "http://127.0.0.1:" + server.getAddress().getPort() + "/hooks";
    }

    List<JsonNode> ofType(String typeEvent) {
      List<JsonNode> l = new ArrayList<>();
      for (Got g : got) {
        if (g.json().path("type_event").asText().equals(typeEvent)) {
          l.add(g.json());
        }
      }
      return l;
    }

    @Override
    public void close() {
      server.stop(0);
    }
  }

  private ObjectNode settings(double duplicate, double reorder, double fail) {
    ObjectNode b = Client.M.createObjectNode();
    b.put("url", receiver.url());
    b.put("hmac_secret", SECRET);
    b.put("duplicate_rate", duplicate);
    b.put("reorder_rate", reorder);
    b.put("fail_rate", fail);
    return b;
  }

  private void deliver(ObjectNode settings) {
    Client.Res r = c.post("/sandbox/webhooks", settings);
    assertEquals(200, r.status(), r.raw());
  }

  /** GET /sandbox/webhooks polled (no sleep beyond a 5 ms park) until it holds, for 20 s. */
  private JsonNode await(Predicate<JsonNode> state) {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
    JsonNode last = null;
    while (System.nanoTime() < deadline) {
      last = c.get("/sandbox/webhooks").body();
      if (state.test(last)) {
        return last;
      }
      LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(5));
    }
    throw new AssertionError("webhook state never came: " + last);
  }

  private JsonNode awaitIdle() {
    return await(w -> w.get("idle").asBoolean());
  }

  private JsonNode awaitAttempts(int n) {
    return await(w -> w.get("attempts").size() >= n && w.get("idle").asBoolean());
  }

  private JsonNode create(String order, boolean capture) {
    Client.Res r = c.post("/v1/payments", Client.card(sandbox, order, "1000.00", capture));
    assertEquals(201, r.status(), r.raw());
    return r.body();
  }

  private static String hmac(String secret, byte[] body) throws Exception {
    Mac mac = Mac.getInstance("HmacSHA256");
    mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
    return Base64.getEncoder().encodeToString(mac.doFinal(body));
  }

  private static Set<String> keys(JsonNode n) {
    Set<String> s = new HashSet<>();
    n.fieldNames().forEachRemaining(s::add);
    return s;
  }

  private static JsonNode example(String path) {
    try (InputStream in =
        SandboxWebhooksTest.class.getResourceAsStream("/io/paydesk/api/examples/" + path)) {
      return Client.M.readTree(in);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Test
  void a_delivery_is_signed_over_its_raw_bytes_and_carries_the_version_2_envelope()
      throws Exception {
    ObjectNode s = settings(0, 0, 0);
    s.put("api_key", "merchant-key");
    s.put("secret", "merchant-static-secret");
    deliver(s);
    JsonNode p = create("wh-signed-1", true);
    awaitAttempts(1);

    Receiver.Got got = receiver.got.get(0);
    assertEquals(hmac(SECRET, got.raw()), got.header("x-hmac-signature"));
    byte[] changed = got.raw().clone();
    changed[changed.length / 2] ^= 1;
    assertThat(hmac(SECRET, changed)).isNotEqualTo(got.header("x-hmac-signature"));
    assertEquals("merchant-key", got.header("x-api-key"));
    assertEquals("merchant-static-secret", got.header("x-secret"));
    assertThat(got.header("Content-Type")).startsWith("application/json");

    JsonNode e = got.json();
    List<String> order = new ArrayList<>();
    e.fieldNames().forEachRemaining(order::add);
    assertEquals(List.of("type", "type_event", "account_id", "retry", "version", "data"), order);
    assertEquals("payment", e.get("type").asText());
    assertEquals("payment.purchase", e.get("type_event").asText());
    assertEquals(sandbox.accountId(), e.get("account_id").asText());
    assertEquals(0, e.get("retry").asInt());
    assertEquals(2, e.get("version").asInt());
    JsonNode payment = e.at("/data/payment");
    assertEquals(p.get("id").asText(), payment.get("id").asText());
    assertTrue(payment.get("transactions").isObject(), "one transaction, not the array");
    assertEquals("PURCHASE", payment.at("/transactions/type").asText());
    String key = e.at("/data/idempotency_key").asText();
    assertThat(UUID.fromString(key)).isNotNull();
    assertEquals(key, payment.get("idempotency_key").asText());

    // The settings are listed without their secrets.
    JsonNode w = c.get("/sandbox/webhooks").body();
    assertEquals(receiver.url(), w.at("/webhook/url").asText());
    assertTrue(w.at("/webhook/signed").asBoolean());
    assertThat(w.toString()).doesNotContain(SECRET).doesNotContain("merchant-static-secret");
    JsonNode a = w.at("/attempts/0");
    assertEquals("payment.purchase", a.get("type_event").asText());
    assertEquals(1, a.get("attempt").asInt());
    assertEquals(200, a.get("status").asInt());
    assertEquals(key, a.get("idempotency_key").asText());
    assertThat(Instant.parse(a.get("at").asText())).isBeforeOrEqualTo(sandbox.now());
  }

  @Test
  void the_settings_are_checked_like_the_other_control_calls() {
    ObjectNode noUrl = settings(0, 0, 0);
    noUrl.remove("url");
    assertEquals(400, c.post("/sandbox/webhooks", noUrl).status());
    ObjectNode ftp = settings(0, 0, 0);
    ftp.put("url", "ftp://127.0.0.1/hooks");
    Client.Res r = c.post("/sandbox/webhooks", ftp);
    assertEquals(400, r.status());
    assertThat(r.message()).startsWith("url");
    Client.Res rate = c.post("/sandbox/webhooks", settings(0, 1.5, 0));
    assertEquals(400, rate.status());
    assertThat(rate.message()).startsWith("reorder_rate");
    ObjectNode header = settings(0, 0, 0);
    header.put("api_key", "key\r\nX-Injected: 1");
    Client.Res h = c.post("/sandbox/webhooks", header);
    assertEquals(400, h.status());
    assertThat(h.message()).startsWith("api_key");
    assertEquals(405, c.send("PUT", "/sandbox/webhooks", "{}", null).status());
    assertTrue(c.get("/sandbox/webhooks").body().get("webhook").isNull());
  }

  @Test
  void each_payment_change_sends_its_event_shaped_like_the_service_examples() {
    deliver(settings(0, 0, 0));
    ObjectNode body = Client.card(sandbox, "wh-flow-1", "1000.00", false);
    ((ObjectNode) body.putObject("customer_payer"))
        .putObject("geolocation")
        .put("latitude", "4.60")
        .put("longitude", "-74.08");
    JsonNode auth = c.post("/v1/payments", body).body();
    String pid = auth.get("id").asText();
    String authTxn = auth.at("/transactions/id").asText();
    ObjectNode capture = SandboxTransitionsTest.captureBody("1000.00", "cap-1");
    assertEquals(
        200,
        c.post("/v1/payments/" + pid + "/transactions/" + authTxn + "/capture", capture).status());
    JsonNode refund =
        c.post(
                "/v1/payments/" + pid + "/transactions/" + authTxn + "/refund",
                SandboxTransitionsTest.refundBody("100.00", "ref-1", false))
            .body();
    assertEquals("SUCCEEDED", refund.get("status").asText(), refund.toString());
    JsonNode other = create("wh-flow-2", false);
    assertEquals(
        200,
        c.post(
                "/v1/payments/"
                    + other.get("id").asText()
                    + "/transactions/"
                    + other.at("/transactions/id").asText()
                    + "/cancel",
                Client.M.createObjectNode().put("merchant_reference", "cancel-1"))
            .status());
    JsonNode bought = create("wh-flow-3", true);
    Client.Res cb =
        c.post(
            "/sandbox/payments/" + bought.get("id").asText() + "/chargeback",
            Client.M.createObjectNode().put("reason", "FRAUDULENT"));
    assertEquals(200, cb.status(), cb.raw());
    awaitAttempts(7);

    assertEquals(
        List.of(
            "payment.authorize",
            "payment.capture",
            "payment.refund",
            "payment.authorize",
            "payment.cancel",
            "payment.purchase",
            "payment.chargeback"),
        receiver.got.stream().map(g -> g.json().get("type_event").asText()).toList());
    Set<String> keys = new HashSet<>();
    for (Receiver.Got g : receiver.got) {
      JsonNode data = g.json().get("data");
      assertTrue(keys.add(data.get("idempotency_key").asText()), "one key per event");
      assertEquals(data.get("idempotency_key"), data.at("/payment/idempotency_key"));
      assertTrue(data.at("/payment/transactions").isObject());
    }

    JsonNode refunded = receiver.ofType("payment.refund").get(0).at("/data/payment");
    assertEquals("PARTIALLY_REFUNDED", refunded.get("sub_status").asText());
    assertEquals("REFUND", refunded.at("/transactions/type").asText());
    assertThat(refunded.get("transactions_history").isNull()).isTrue();
    assertEquals("-74.08", refunded.at("/customer_payer/geo_location/longitude").asText());
    assertThat(refunded.get("customer_payer").has("geolocation")).isFalse();
    JsonNode refundExample = example("refund-payment/200-full-refund.json");
    assertThat(keys(refunded)).containsAll(keys(refundExample));
    assertThat(keys(refunded.get("transactions")))
        .containsAll(keys(refundExample.get("transactions")));

    JsonNode charged = receiver.ofType("payment.chargeback").get(0).at("/data/payment");
    assertEquals(bought.get("id").asText(), charged.get("id").asText());
    assertEquals("CHARGEBACK", charged.get("status").asText());
    assertEquals("CHARGEBACK", charged.at("/transactions/type").asText());
    assertEquals("CREATED", charged.at("/transactions/status").asText());
    assertEquals(2, charged.get("transactions_history").size());
    JsonNode disputeExample = example("disputes/200-success.json");
    assertThat(keys(charged)).containsAll(keys(disputeExample));
    assertThat(keys(charged.get("transactions")))
        .containsAll(keys(disputeExample.get("transactions")));
  }

  @Test
  void timers_payouts_subscriptions_and_enrollments_send_their_events() {
    deliver(settings(0, 0, 0));
    JsonNode pending = create("wh-PENDING-1", true);
    Client.Res po = c.post("/v1/payouts", SandboxResourcesTest.payout(sandbox, "po-PENDING-wh"));
    assertEquals(201, po.status(), po.raw());

    String customer = sandbox.demoCustomerIds().get(1);
    String token =
        c.get("/v1/customers/" + customer + "/payment-methods")
            .body()
            .at("/payment_methods/0/vaulted_token")
            .asText();
    ObjectNode sub = Client.M.createObjectNode();
    sub.put("name", "Gold plan");
    sub.put("account_id", sandbox.accountId());
    sub.put("country", "US");
    sub.put("merchant_reference", "wh-sub-1");
    sub.putObject("amount").put("currency", "USD").put("value", new BigDecimal("15.00"));
    sub.putObject("billing_cycles").put("total", 2);
    sub.putObject("customer_payer").put("id", customer);
    sub.putObject("payment_method").put("type", "CARD").put("vaulted_token", token);
    String creationKey = UUID.randomUUID().toString();
    Client.Res s = c.post("/v1/subscriptions", sub, creationKey);
    assertEquals(200, s.status(), s.raw());
    String sid = s.body().get("id").asText();
    assertEquals(200, c.post("/v1/subscriptions/" + sid + "/pause", null).status());
    assertEquals(200, c.post("/v1/subscriptions/" + sid + "/resume", null).status());

    ObjectNode vaulting = Client.card(sandbox, "wh-vault-1", "20.00", true);
    ((ObjectNode) vaulting.get("payment_method")).put("vault_on_success", true);
    vaulting.putObject("customer_payer").put("id", customer);
    assertEquals(201, c.post("/v1/payments", vaulting).status());
    awaitIdle();

    sandbox.advanceClock(Duration.ofDays(40));
    await(
        w ->
            w.get("idle").asBoolean()
                && receiver.ofType("subscription.complete").size() == 1
                && receiver.ofType("payout.payout").size() == 2);

    JsonNode settled = receiver.ofType("payment.purchase").get(0).at("/data/payment");
    assertEquals(pending.get("id").asText(), settled.get("id").asText());
    assertEquals("PENDING", settled.get("status").asText());
    JsonNode later =
        receiver.got.stream()
            .map(Receiver.Got::json)
            .filter(j -> j.at("/data/payment/id").asText().equals(pending.get("id").asText()))
            .reduce((a, b) -> b)
            .orElseThrow();
    assertEquals("SUCCEEDED", later.at("/data/payment/status").asText());

    List<JsonNode> payouts = receiver.ofType("payout.payout");
    assertEquals("PENDING", payouts.get(0).at("/data/payout/status").asText());
    assertEquals("SUCCEEDED", payouts.get(1).at("/data/payout/status").asText());
    assertThat(keys(payouts.get(1).at("/data/payout")))
        .containsAll(keys(example("retrieve-payout-by-id/200-result.json")));

    List<String> subscriptionEvents = new ArrayList<>();
    for (Receiver.Got g : receiver.got) {
      JsonNode j = g.json();
      if (j.get("type").asText().equals("subscription")) {
        subscriptionEvents.add(j.get("type_event").asText());
        assertEquals(creationKey, j.at("/data/idempotency_key").asText());
        assertEquals(sid, j.at("/data/subscription/id").asText());
        assertEquals(0, j.at("/data/subscription/payments").size());
      }
    }
    assertEquals(
        List.of(
            "subscription.create",
            "subscription.active",
            "subscription.cycle_executed",
            "subscription.pause",
            "subscription.resume",
            "subscription.cycle_executed",
            "subscription.complete"),
        subscriptionEvents);
    assertThat(keys(receiver.ofType("subscription.complete").get(0).at("/data/subscription")))
        .containsAll(keys(c.get("/v1/subscriptions/" + sid).body()));
    long renewals =
        receiver.ofType("payment.purchase").stream()
            .filter(j -> j.at("/data/payment/subscription_code").asText().equals(sid))
            .count();
    assertEquals(2, renewals);

    JsonNode enrolled = receiver.ofType("enrollment.enroll").get(0);
    assertEquals("enrollment", enrolled.get("type").asText());
    assertThat(enrolled.get("data").has("idempotency_key")).isFalse();
    assertEquals(customer, enrolled.at("/data/customer_id").asText());
    assertEquals("ENROLLED", enrolled.at("/data/payment_method/status").asText());
    assertThat(keys(enrolled.at("/data/payment_method")))
        .containsAll(
            keys(
                example("retrieve-enrolled-payment-methods-api/200-result.json")
                    .at("/payment_methods/0")));
  }

  @Test
  void enrollment_events_follow_a_card_enrolled_used_and_unenrolled() {
    deliver(settings(0, 0, 0));
    String customer = sandbox.demoCustomerIds().get(0);
    ObjectNode vaulting = Client.card(sandbox, "wh-enrol-1", "20.00", true);
    ((ObjectNode) vaulting.get("payment_method")).put("vault_on_success", true);
    vaulting.putObject("customer_payer").put("id", customer);
    String token =
        c.post("/v1/payments", vaulting).body().at("/payment_method/vaulted_token").asText();
    ObjectNode reuse = Client.card(sandbox, "wh-enrol-2", "30.00", true);
    ((ObjectNode) reuse.get("payment_method")).put("vaulted_token", token);
    ((ObjectNode) reuse.at("/payment_method/detail")).remove("card");
    Client.Res used = c.post("/v1/payments", reuse);
    assertEquals(201, used.status(), used.raw());
    String unenroll = "/v1/customers/" + customer + "/payment-methods/" + token + "/unenroll";
    Client.Res u = c.post(unenroll, null);
    assertEquals(200, u.status(), u.raw());
    assertEquals("UNENROLLED", u.body().get("status").asText());
    assertEquals(200, c.post(unenroll, null).status(), "unenrolling again changes nothing");
    assertEquals(
        400, c.post("/v1/payments", reuse.put("merchant_order_id", "wh-enrol-3")).status());
    awaitIdle();

    List<String> enrollment = new ArrayList<>();
    for (Receiver.Got g : receiver.got) {
      JsonNode j = g.json();
      if (j.get("type").asText().equals("enrollment")) {
        enrollment.add(j.get("type_event").asText());
        assertEquals(token, j.at("/data/payment_method/vaulted_token").asText());
        assertEquals(customer, j.at("/data/customer_id").asText());
        assertThat(j.get("data").has("idempotency_key")).isFalse();
      }
    }
    assertEquals(
        List.of("enrollment.enroll", "enrollment.update", "enrollment.unenroll"), enrollment);
    JsonNode update = receiver.ofType("enrollment.update").get(0).at("/data/payment_method");
    assertTrue(update.get("last_successfully_used").asBoolean());
    assertEquals(
        "UNENROLLED",
        receiver.ofType("enrollment.unenroll").get(0).at("/data/payment_method/status").asText());
    assertThat(
            c.get("/v1/customers/" + customer + "/payment-methods")
                .body()
                .get("payment_methods")
                .toString())
        .contains("UNENROLLED");
  }

  @Test
  void an_unenrolled_demo_card_stays_unenrolled_after_a_restart(
      @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
    SandboxOptions o =
        SandboxOptions.defaults().withDemoPayments(10).withPersistFile(dir.resolve("state"));
    String customer;
    String token;
    try (Sandbox s = Sandbox.start(o)) {
      Client sc = new Client(s);
      customer = s.demoCustomerIds().get(0);
      token =
          sc.get("/v1/customers/" + customer + "/payment-methods")
              .body()
              .at("/payment_methods/0/vaulted_token")
              .asText();
      assertEquals(
          200,
          sc.post("/v1/customers/" + customer + "/payment-methods/" + token + "/unenroll", null)
              .status());
    }
    try (Sandbox s = Sandbox.start(o)) {
      JsonNode m =
          new Client(s)
              .get("/v1/customers/" + customer + "/payment-methods")
              .body()
              .at("/payment_methods/0");
      assertEquals(token, m.get("vaulted_token").asText());
      assertEquals("UNENROLLED", m.get("status").asText());
    }
  }

  @Test
  void a_refused_delivery_is_retried_on_the_schedule_as_the_clock_moves() {
    receiver.answer = n -> 503;
    deliver(settings(0, 0, 0));
    create("wh-retry-1", true);
    JsonNode w = awaitAttempts(1);
    for (int i = 1; i < Webhooks.MAX_ATTEMPTS; i++) {
      Duration delay = Webhooks.SCHEDULE.get(i - 1);
      // Just short of the delay: nothing is sent.
      sandbox.advanceClock(delay.minusSeconds(30));
      assertEquals(i, awaitIdle().get("attempts").size());
      sandbox.advanceClock(Duration.ofSeconds(30));
      w = awaitAttempts(i + 1);
      JsonNode before = w.at("/attempts/" + (i - 1));
      JsonNode now = w.at("/attempts/" + i);
      Duration between =
          Duration.between(
              Instant.parse(before.get("at").asText()), Instant.parse(now.get("at").asText()));
      assertThat(between).isBetween(delay, delay.plusSeconds(10));
      assertEquals(i + 1, now.get("attempt").asInt());
      assertEquals(503, now.get("status").asInt());
      assertEquals(before.get("idempotency_key"), now.get("idempotency_key"));
      assertEquals(i, receiver.got.get(i).json().get("retry").asInt());
    }
    assertTrue(w.at("/attempts/6/next_attempt_at").isNull(), "7 attempts in all");
    sandbox.advanceClock(Duration.ofDays(30));
    assertEquals(0, awaitIdle().get("pending").asInt());
    assertEquals(7, c.get("/sandbox/webhooks").body().get("attempts").size());
    assertEquals(7, receiver.got.size());
    // Every retry carries the same event: the same data, only retry (and the signature) differ.
    for (Receiver.Got g : receiver.got) {
      assertEquals(receiver.got.get(0).json().get("data"), g.json().get("data"));
    }
  }

  @Test
  void a_200_ends_the_retries_and_an_unreachable_address_is_an_error() {
    receiver.answer = n -> n < 3 ? 500 : 200;
    deliver(settings(0, 0, 0));
    create("wh-retry-2", true);
    awaitAttempts(1);
    sandbox.advanceClock(Duration.ofMinutes(5));
    awaitAttempts(2);
    sandbox.advanceClock(Duration.ofMinutes(50));
    JsonNode w = awaitAttempts(3);
    assertEquals(200, w.at("/attempts/2/status").asInt());
    assertThat(w.at("/attempts/2/failed").asBoolean()).isFalse();
    sandbox.advanceClock(Duration.ofDays(10));
    assertEquals(0, awaitIdle().get("pending").asInt());
    assertEquals(3, receiver.got.size());

    receiver.close();
    create("wh-unreachable", true);
    w = awaitAttempts(4);
    JsonNode a = w.at("/attempts/3");
    assertTrue(a.get("status").isNull());
    assertThat(a.get("error").asText()).isNotEmpty();
    assertTrue(a.get("failed").asBoolean());
    assertThat(a.get("next_attempt_at").asText()).isNotEmpty();
  }

  /** What a run with rates produced: (event, attempt, copy, failed) in delivery order. */
  private List<String> rateRun() {
    deliver(settings(0.25, 0.2, 0.2));
    for (int i = 0; i < 40; i++) {
      create("wh-rates-" + i, true);
    }
    awaitIdle();
    for (int round = 0; round < Webhooks.MAX_ATTEMPTS; round++) {
      sandbox.advanceClock(Webhooks.SCHEDULE.get(Math.min(round, 5)));
      awaitIdle();
    }
    JsonNode w = await(x -> x.get("idle").asBoolean() && x.get("pending").asInt() == 0);
    List<String> runs = new ArrayList<>();
    for (JsonNode a : w.get("attempts")) {
      runs.add(
          a.get("event_id").asText()
              + "/"
              + a.get("attempt").asText()
              + (a.get("copy").asBoolean() ? "/copy" : "")
              + (a.get("failed").asBoolean() ? "/failed" : ""));
    }
    return runs;
  }

  @Test
  void duplicate_reorder_and_fail_rates_repeat_with_the_seed() throws IOException {
    List<String> first = rateRun();
    JsonNode w = c.get("/sandbox/webhooks").body();
    int copies = 0;
    int failedBy200 = 0;
    for (JsonNode a : w.get("attempts")) {
      copies += a.get("copy").asBoolean() ? 1 : 0;
      if (a.get("failed").asBoolean()) {
        assertEquals(200, a.get("status").asInt(), "the receiver got it, yet it is retried");
        failedBy200++;
      }
    }
    assertThat(copies).isPositive();
    assertThat(failedBy200).isPositive();
    // Every event reached the receiver at least once with a 200 that counted.
    Set<String> delivered = new HashSet<>();
    for (JsonNode a : w.get("attempts")) {
      if (!a.get("failed").asBoolean()) {
        delivered.add(a.get("event_id").asText());
      }
    }
    assertEquals(40, delivered.size());
    // A copy is the same event: same key and data.
    Map<String, JsonNode> byKey = new java.util.HashMap<>();
    for (Receiver.Got g : receiver.got) {
      JsonNode data = g.json().get("data");
      JsonNode seen = byKey.putIfAbsent(data.get("idempotency_key").asText(), data);
      if (seen != null) {
        assertEquals(seen, data);
      }
    }
    assertEquals(40, byKey.size());
    // Held back: some event arrived after the one created after it.
    List<Integer> firstArrivals = new ArrayList<>();
    Set<String> seenKeys = new HashSet<>();
    for (Receiver.Got g : receiver.got) {
      String k = g.json().at("/data/idempotency_key").asText();
      if (seenKeys.add(k)) {
        firstArrivals.add(
            Integer.parseInt(g.json().at("/data/payment/merchant_order_id").asText().substring(9)));
      }
    }
    assertThat(firstArrivals).isNotEqualTo(firstArrivals.stream().sorted().toList());

    // The same seed, a new sandbox: the same attempts.
    sandbox.close();
    receiver.close();
    startQuiet();
    assertEquals(first, rateRun());
  }

  @Test
  void delete_stops_delivering_and_nothing_is_sent_without_a_webhook() {
    create("wh-before", true);
    assertEquals(0, c.get("/sandbox/webhooks").body().get("events").asInt());
    receiver.answer = n -> 500;
    deliver(settings(0, 0, 0));
    create("wh-during", true);
    awaitAttempts(1);
    Client.Res d = c.send("DELETE", "/sandbox/webhooks", null, null);
    assertEquals(200, d.status(), d.raw());
    assertTrue(d.body().get("webhook").isNull());
    assertEquals(0, d.body().get("pending").asInt());
    create("wh-after", true);
    sandbox.advanceClock(Duration.ofDays(10));
    JsonNode w = awaitIdle();
    assertEquals(1, w.get("attempts").size(), "the retry was dropped, nothing new was sent");
    assertEquals(1, receiver.got.size());
  }

  @Test
  void a_chargeback_opened_through_the_control_api_sends_payment_chargeback() {
    deliver(settings(0, 0, 0));
    String id =
        sandbox.demoPaymentIds().stream().filter(this::chargeable).findFirst().orElseThrow();
    Client.Res cb = c.post("/sandbox/payments/" + id + "/chargeback", Client.M.createObjectNode());
    assertEquals(200, cb.status(), cb.raw());
    awaitAttempts(1);
    JsonNode e = receiver.got.get(0).json();
    assertEquals("payment.chargeback", e.get("type_event").asText());
    assertEquals(id, e.at("/data/payment/id").asText());
    assertEquals(cb.body().at("/transaction/id"), e.at("/data/payment/transactions/id"));
    assertTrue(e.at("/data/payment/transactions_history").isArray());
  }

  private boolean chargeable(String id) {
    JsonNode p = c.get("/v1/payments/" + id).body();
    return p.get("status").asText().equals("SUCCEEDED")
        && p.at("/amount/captured").decimalValue().signum() > 0;
  }

  @Test
  void a_scripted_run_of_a_thousand_events_is_delivered_quickly() {
    deliver(settings(0.2, 0.1, 0.05));
    long started = System.nanoTime();
    ScriptedDay day = new ScriptedDay(sandbox);
    final int events = day.payments(1000);
    JsonNode w = day.deliverAll(Duration.ZERO);
    double seconds = (System.nanoTime() - started) / 1e9;
    Set<String> keys = new HashSet<>();
    Iterator<Receiver.Got> it = receiver.got.iterator();
    while (it.hasNext()) {
      keys.add(it.next().json().at("/data/idempotency_key").asText());
    }
    System.out.printf(
        "webhooks: %d events, %d attempts, %d received in %.1f s%n",
        events, w.get("attempts").size(), receiver.got.size(), seconds);
    assertEquals(events, w.get("events").asInt());
    assertEquals(events, keys.size());
    assertThat(seconds).isLessThan(60);
  }

  @Test
  void the_command_delivers_to_webhook_url_with_the_secret_from_the_environment(
      @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
    java.nio.file.Path secretFile = dir.resolve("webhook-secret");
    java.nio.file.Files.writeString(secretFile, SECRET + "\n");
    SandboxPersistenceAndCommandTest.Banner buf =
        new SandboxPersistenceAndCommandTest.Banner("webhooks:");
    java.util.concurrent.CountDownLatch stop = new java.util.concurrent.CountDownLatch(1);
    SandboxCommand cmd =
        new SandboxCommand(
            new java.io.PrintStream(buf, true, StandardCharsets.UTF_8),
            stop,
            Map.of(SandboxCommand.WEBHOOK_SECRET_ENV + "_FILE", secretFile.toString()));
    new picocli.CommandLine(cmd)
        .parseArgs("--port", "0", "--demo-payments", "10", "--webhook-url", receiver.url());
    var run = SandboxPersistenceAndCommandTest.runAsync(cmd);
    String out = buf.await();
    try {
      assertThat(out).contains("webhooks:           " + receiver.url()).doesNotContain(SECRET);
      String base = out.replaceAll("(?s).*Sandbox listening on (http://\\S+).*", "$1");
      java.net.http.HttpClient http = java.net.http.HttpClient.newHttpClient();
      String ids =
          http.send(
                  java.net.http.HttpRequest.newBuilder(
                          java.net.URI.create(base + "/sandbox/demo-payment-ids?limit=10"))
                      .build(),
                  java.net.http.HttpResponse.BodyHandlers.ofString())
              .body();
      int sent = 0;
      for (JsonNode id : Client.M.readTree(ids)) {
        int status =
            http.send(
                    java.net.http.HttpRequest.newBuilder(
                            java.net.URI.create(
                                base + "/sandbox/payments/" + id.asText() + "/chargeback"))
                        .POST(java.net.http.HttpRequest.BodyPublishers.ofString("{}"))
                        .build(),
                    java.net.http.HttpResponse.BodyHandlers.discarding())
                .statusCode();
        sent += status == 200 ? 1 : 0;
      }
      assertThat(sent).isPositive();
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
      while (receiver.got.size() < sent && System.nanoTime() < deadline) {
        LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(5));
      }
      assertEquals(sent, receiver.got.size());
      Receiver.Got got = receiver.got.get(0);
      assertEquals("payment.chargeback", got.json().get("type_event").asText());
      assertEquals(hmac(SECRET, got.raw()), got.header("x-hmac-signature"));
    } finally {
      stop.countDown();
      assertEquals(0, run.get());
    }
  }

  @Test
  void the_signature_compares_equal_only_for_the_same_secret() throws Exception {
    byte[] body = "{\"a\":1}".getBytes(StandardCharsets.UTF_8);
    assertTrue(
        MessageDigest.isEqual(
            Webhooks.sign(SECRET, body).getBytes(StandardCharsets.US_ASCII),
            hmac(SECRET, body).getBytes(StandardCharsets.US_ASCII)));
    assertThat(Webhooks.sign("other", body)).isNotEqualTo(hmac(SECRET, body));
  }
}
