package io.paydesk.inbox;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.paydesk.api.ClientConfig;
import io.paydesk.api.PaydeskClient;
import io.paydesk.api.RetryPolicy;
import io.paydesk.api.model.Payment;
import io.paydesk.ops.CredentialStore;
import io.paydesk.ops.EventApplier;
import io.paydesk.ops.EventWorker;
import io.paydesk.ops.StoreChanges;
import io.paydesk.ops.StoreKeys;
import io.paydesk.sandbox.Sandbox;
import io.paydesk.sandbox.SandboxOptions;
import io.paydesk.store.EventRepository;
import io.paydesk.store.EventRepository.StoredEvent;
import io.paydesk.store.MigrationProgress;
import io.paydesk.store.Store;
import io.paydesk.store.StoreBackends;
import io.paydesk.store.StoreKey;
import io.paydesk.store.Stores;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The inbox over real HTTP on a free port, against the embedded sandbox and a real store. */
class InboxServerTest {
  static final String SECRET = "whsec-test-current";
  static final String PREVIOUS = "whsec-test-previous";
  static final ObjectMapper JSON = new ObjectMapper();

  static Sandbox sandbox;
  static PaydeskClient client;
  static final HttpClient HTTP = HttpClient.newHttpClient();

  @TempDir Path dir;
  Store store;
  InboxServer inbox;

  @BeforeAll
  static void startSandbox() {
    sandbox = Sandbox.start(SandboxOptions.defaults());
    client =
        new PaydeskClient(
            ClientConfig.builder(
                    sandbox.baseUrl(),
                    Sandbox.DEFAULT_PUBLIC_API_KEY,
                    Sandbox.DEFAULT_PRIVATE_SECRET_KEY)
                .build());
  }

  @AfterAll
  static void stopSandbox() {
    client.close();
    sandbox.close();
  }

  @AfterEach
  void stop() {
    if (inbox != null) {
      inbox.close();
    }
    if (store != null) {
      store.close();
    }
  }

  private void start(String backend) throws Exception {
    store = StoreBackends.open(backend, dir);
    startOn(store);
  }

  private void startOn(Store s) throws Exception {
    inbox =
        InboxServer.start(
            settings(), s, new EventApplier(client, s, Clock.systemUTC()), Clock.systemUTC());
  }

  private static InboxSettings settings() {
    return new InboxSettings(
        "127.0.0.1",
        0,
        "/webhooks",
        SECRET,
        PREVIOUS,
        null,
        null,
        sandbox.accountId(),
        false,
        InboxSettings.DEFAULT_QUIET_AFTER,
        InboxSettings.DEFAULT_RETENTION);
  }

  // ---- fixtures ----

  /** A payment as the service sends it in an event: one transaction object, geo_location. */
  static ObjectNode asCarried(String retrievalJson) throws Exception {
    ObjectNode p = (ObjectNode) JSON.readTree(retrievalJson);
    JsonNode txs = p.get("transactions");
    if (txs instanceof ArrayNode a && a.size() > 0) {
      p.set("transactions", a.get(a.size() - 1));
    }
    JsonNode geo = p.remove("geolocation");
    if (geo != null) {
      p.set("geo_location", geo);
    }
    return p;
  }

  static byte[] envelope(String typeEvent, String account, JsonNode payment, String key)
      throws Exception {
    ObjectNode e = JSON.createObjectNode();
    e.put("type", typeEvent.substring(0, typeEvent.indexOf('.')));
    e.put("type_event", typeEvent);
    e.put("account_id", account);
    e.put("retry", 0);
    e.put("version", 2);
    ObjectNode data = e.putObject("data");
    data.set("payment", payment);
    if (key != null) {
      data.put("idempotency_key", key);
    }
    return JSON.writeValueAsBytes(e);
  }

  /** The first example of the spec's payment retrieval answer (a payment the sandbox lacks). */
  static ObjectNode specExamplePayment() throws Exception {
    JsonNode spec =
        JSON.readTree(Path.of("/work/shared/spec/openapi/retrieve-payment-by-id.json").toFile());
    JsonNode examples =
        spec.at(
            "/paths/~1payments~1{payment_id}/get/responses/200/content/application~1json/examples");
    return asCarried(examples.elements().next().get("value").toString());
  }

  private String demoPaymentJson() {
    return sandbox.demoPaymentJson(1).get(0);
  }

  private int post(byte[] body, String signature) throws Exception {
    HttpRequest.Builder r =
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + inbox.port() + "/webhooks"))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofByteArray(body));
    if (signature != null) {
      r.header("x-hmac-signature", signature);
    }
    return HTTP.send(r.build(), HttpResponse.BodyHandlers.discarding()).statusCode();
  }

  private int postSigned(byte[] body) throws Exception {
    return post(body, Signatures.sign(SECRET, body));
  }

  // ---- refusals ----

  @ParameterizedTest
  @ValueSource(strings = {"H2", "POSTGRES"})
  void everyRefusalGetsItsStatusStoresNothingAndIsCounted(String backend) throws Exception {
    start(backend);
    byte[] genuine =
        envelope("payment.purchase", sandbox.accountId(), asCarried(demoPaymentJson()), "k-1");
    byte[] changed = genuine.clone();
    changed[changed.length / 2] ^= 1;

    assertThat(post(genuine, null)).as("no signature").isEqualTo(401);
    assertThat(post(genuine, Signatures.sign("another secret", genuine)))
        .as("wrong")
        .isEqualTo(401);
    assertThat(post(changed, Signatures.sign(SECRET, genuine)))
        .as("one byte changed")
        .isEqualTo(401);
    byte[] notJson = "this is not json".getBytes(StandardCharsets.UTF_8);
    assertThat(postSigned(notJson)).as("not JSON").isEqualTo(400);
    byte[] noTypeEvent = "{\"type\":\"payment\",\"data\":{}}".getBytes(StandardCharsets.UTF_8);
    assertThat(postSigned(noTypeEvent)).as("no type_event").isEqualTo(400);
    byte[] other =
        envelope(
            "payment.purchase",
            "00000000-0000-0000-0000-000000000000",
            asCarried(demoPaymentJson()),
            "k-2");
    assertThat(postSigned(other)).as("another account").isEqualTo(400);
    byte[] big = new byte[2 * 1024 * 1024];
    Arrays.fill(big, (byte) 'a');
    // Sent as a careful client sends a large body (Expect: 100-continue): the refusal comes
    // before any of it is read; without it the client may still be writing when the inbox closes
    // the connection, and reads a reset instead of the 413 (seen on a loaded machine).
    HttpRequest declared =
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + inbox.port() + "/webhooks"))
            .expectContinue(true)
            .header("Content-Type", "application/json")
            .header("x-hmac-signature", Signatures.sign(SECRET, big))
            .POST(HttpRequest.BodyPublishers.ofByteArray(big))
            .build();
    assertThat(HTTP.send(declared, HttpResponse.BodyHandlers.discarding()).statusCode())
        .as("2 MB declared")
        .isEqualTo(413);
    assertThat(postChunked(big)).as("2 MB chunked").isEqualTo(413);

    HttpRequest hugeHeader =
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + inbox.port() + "/webhooks"))
            .header("x-padding", "p".repeat(16 * 1024))
            .header("x-hmac-signature", Signatures.sign(SECRET, genuine))
            .POST(HttpRequest.BodyPublishers.ofByteArray(genuine))
            .build();
    assertThat(HTTP.send(hugeHeader, HttpResponse.BodyHandlers.discarding()).statusCode())
        .as("headers over 8 KB, refused by Jetty before the handler")
        .isEqualTo(431);

    assertThat(store.events().all()).isEmpty();
    InboxCounts counts = inbox.counts();
    assertThat(counts.refusedCount()).isEqualTo(8);
    assertThat(counts.refusedByReason())
        .containsEntry("signature missing", 1L)
        .containsEntry("signature wrong", 2L)
        .containsEntry("not JSON", 1L)
        .containsEntry("envelope without type_event", 1L)
        .containsEntry("another account", 1L)
        .containsEntry("too large (declared)", 1L)
        .containsEntry("too large", 1L);
    assertThat(counts.storedCount()).isZero();
  }

  /** A 2 MB body sent chunked (no Content-Length), on a raw socket: 413, read no further. */
  private int postChunked(byte[] body) throws Exception {
    try (Socket s = new Socket("127.0.0.1", inbox.port())) {
      s.setSoTimeout(10_000);
      OutputStream out = s.getOutputStream();
      out.write(
          ("POST /webhooks HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                  + "x-hmac-signature: "
                  + Signatures.sign(SECRET, body)
                  + "\r\nTransfer-Encoding: chunked\r\n\r\n")
              .getBytes(StandardCharsets.US_ASCII));
      int chunk = 64 * 1024;
      try {
        for (int off = 0; off < body.length; off += chunk) {
          out.write((Integer.toHexString(chunk) + "\r\n").getBytes(StandardCharsets.US_ASCII));
          out.write(body, off, chunk);
          out.write("\r\n".getBytes(StandardCharsets.US_ASCII));
        }
        out.write("0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
        out.flush();
      } catch (java.io.IOException e) {
        // the server answered and closed before the whole body was sent
      }
      return statusOf(s.getInputStream());
    }
  }

  private static int statusOf(InputStream in) throws Exception {
    StringBuilder line = new StringBuilder();
    int c;
    while ((c = in.read()) >= 0 && c != '\n') {
      line.append((char) c);
    }
    return Integer.parseInt(line.toString().split(" ")[1]);
  }

  // ---- once, then apply ----

  @ParameterizedTest
  @ValueSource(strings = {"H2", "POSTGRES"})
  void aDuplicateIsAnswered200AndStoredOnceAndThePaymentIsReadAgainWithItsTransactions(
      String backend) throws Exception {
    start(backend);
    String json = demoPaymentJson();
    String id = JSON.readTree(json).get("id").asText();
    CountDownLatch applied = new CountDownLatch(1);
    try (AutoCloseable l =
        StoreChanges.of(store)
            .listen(
                c -> {
                  if (c.kind() == StoreChanges.Kind.PAYMENT && c.id().equals(id)) {
                    applied.countDown();
                  }
                })) {
      byte[] event = envelope("payment.capture", sandbox.accountId(), asCarried(json), "key-dup");
      byte[] retried =
          new String(event, StandardCharsets.UTF_8)
              .replace("\"retry\":0", "\"retry\":1")
              .getBytes(StandardCharsets.UTF_8);
      assertThat(postSigned(event)).isEqualTo(200);
      assertThat(post(retried, Signatures.sign(PREVIOUS, retried)))
          .as("a retry, signed with the previous secret")
          .isEqualTo(200);
      assertThat(applied.await(10, TimeUnit.SECONDS)).isTrue();
    }
    List<StoredEvent> events = store.events().all();
    assertThat(events).hasSize(1);
    assertThat(events.get(0).typeEvent()).isEqualTo("payment.capture");
    assertThat(events.get(0).resourceId()).isEqualTo(id);
    assertThat(events.get(0).state()).isEqualTo(EventRepository.APPLIED);
    assertThat(events.get(0).rawBody()).isNotEmpty();
    assertThat(inbox.counts().storedCount()).isEqualTo(1);
    assertThat(inbox.counts().duplicateCount()).isEqualTo(1);
    Payment stored = store.payments().find(id).orElseThrow();
    Payment atService = client.payments().retrieve(id);
    assertThat(stored.transactions()).hasSameSizeAs(atService.transactions());
    assertThat(store.payments().findJson(id).orElseThrow()).contains("\"transactions\":[");
  }

  @ParameterizedTest
  @ValueSource(strings = {"H2", "POSTGRES"})
  void anOlderPayloadNeverOverwritesANewerStoredCopyAndWaitsWithItsReason(String backend)
      throws Exception {
    store = StoreBackends.open(backend, dir);
    ObjectNode newer = specExamplePayment();
    newer.put("status", "SUCCEEDED");
    newer.put("updated_at", "2023-07-21T10:00:00Z");
    store.payments().upsertJson(newer.toString());
    ObjectNode older = specExamplePayment();
    older.put("status", "PENDING");
    older.put("updated_at", "2023-07-20T17:25:13Z");
    String id = older.get("id").asText();
    store
        .events()
        .insertAll(
            List.of(newEvent(envelope("payment.purchase", sandbox.accountId(), older, "k-old"))));

    EventWorker.drain(store, new EventApplier(client, store, Clock.systemUTC()), Clock.systemUTC());

    assertThat(store.payments().find(id).orElseThrow().status().value()).isEqualTo("SUCCEEDED");
    StoredEvent e = store.events().all().get(0);
    assertThat(e.state()).isEqualTo(EventRepository.RETRY);
    assertThat(e.reason()).isEqualTo("not found at the service yet");
    assertThat(e.nextAttemptAt()).isAfter(Instant.now());
  }

  @Test
  void anApplyFailingOnAnUnreachableServiceStaysWithItsReasonAndSucceedsOnRetry() throws Exception {
    store = StoreBackends.open("H2", dir);
    String json = demoPaymentJson();
    String id = JSON.readTree(json).get("id").asText();
    store
        .events()
        .insertAll(
            List.of(
                newEvent(envelope("payment.refund", sandbox.accountId(), asCarried(json), "k-r"))));
    int deadPort;
    try (java.net.ServerSocket s = new java.net.ServerSocket(0)) {
      deadPort = s.getLocalPort();
    }
    try (PaydeskClient unreachable =
        new PaydeskClient(
            ClientConfig.builder("http://127.0.0.1:" + deadPort, "pk", "sk")
                .retryPolicy(RetryPolicy.NONE)
                .build())) {
      EventWorker.drain(
          store, new EventApplier(unreachable, store, Clock.systemUTC()), Clock.systemUTC());
    }
    StoredEvent waiting = store.events().all().get(0);
    assertThat(waiting.state()).isEqualTo(EventRepository.RETRY);
    assertThat(waiting.reason()).isEqualTo("service unreachable");
    assertThat(
            EventWorker.drain(
                store, new EventApplier(client, store, Clock.systemUTC()), Clock.systemUTC()))
        .as("not due yet: backoff")
        .isZero();

    Clock later = Clock.fixed(waiting.nextAttemptAt().plusSeconds(1), ZoneOffset.UTC);
    assertThat(EventWorker.drain(store, new EventApplier(client, store, later), later))
        .isEqualTo(1);

    StoredEvent done = store.events().all().get(0);
    assertThat(done.state()).isEqualTo(EventRepository.APPLIED);
    assertThat(done.attempts()).isEqualTo(2);
    assertThat(store.payments().find(id)).isPresent();
  }

  @Test
  void replayAppliesStoredEventsAgainAndUnknownTypesAreKeptAndListed() throws Exception {
    store = StoreBackends.open("H2", dir);
    String json = demoPaymentJson();
    Clock clock = Clock.systemUTC();
    EventApplier applier = new EventApplier(client, store, clock);
    store
        .events()
        .insertAll(
            List.of(
                newEvent(envelope("payment.purchase", sandbox.accountId(), asCarried(json), "k-p")),
                newEvent(
                    "{\"type\":\"banking\",\"type_event\":\"banking.statement\",\"data\":{\"id\":\"b1\"}}"
                        .getBytes(StandardCharsets.UTF_8))));
    EventWorker.drain(store, applier, clock);
    assertThat(store.events().inState(EventRepository.UNKNOWN, 10))
        .extracting(StoredEvent::typeEvent)
        .containsExactly("banking.statement");

    assertThat(
            store
                .events()
                .requeue(Instant.now().minusSeconds(3600), "payment.purchase", clock.instant()))
        .isEqualTo(1);
    assertThat(EventWorker.drain(store, applier, clock)).isEqualTo(1);
    StoredEvent replayed =
        store.events().all().stream()
            .filter(e -> e.typeEvent().equals("payment.purchase"))
            .findFirst()
            .orElseThrow();
    assertThat(replayed.state()).isEqualTo(EventRepository.APPLIED);
    assertThat(replayed.attempts()).isEqualTo(2);
  }

  private static EventRepository.NewEvent newEvent(byte[] body) throws Exception {
    io.paydesk.ops.EventEnvelope e = io.paydesk.ops.EventEnvelope.parse(body);
    return new EventRepository.NewEvent(
        Instant.now(),
        e.type(),
        e.typeEvent(),
        e.dedupKey(),
        "valid",
        e.retry(),
        e.resourceId(),
        body);
  }

  // ---- stopping, health, encryption ----

  @Test
  void stoppingFinishesADeliveryInFlight() throws Exception {
    start("H2");
    byte[] body =
        envelope("payment.purchase", sandbox.accountId(), asCarried(demoPaymentJson()), "k-fly");
    try (Socket s = new Socket("127.0.0.1", inbox.port())) {
      s.setSoTimeout(15_000);
      OutputStream out = s.getOutputStream();
      out.write(
          ("POST /webhooks HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                  + "Expect: 100-continue\r\nx-hmac-signature: "
                  + Signatures.sign(SECRET, body)
                  + "\r\nContent-Length: "
                  + body.length
                  + "\r\n\r\n")
              .getBytes(StandardCharsets.US_ASCII));
      out.flush();
      InputStream in = s.getInputStream();
      assertThat(statusOf(in)).as("the handler is reading the body").isEqualTo(100);
      in.read(new byte[2]); // the blank line after 100 Continue
      long start = System.nanoTime();
      InboxServer stopping = inbox;
      inbox = null;
      CompletableFuture<Void> closed = CompletableFuture.runAsync(stopping::close);
      out.write(body);
      out.flush();
      assertThat(statusOf(in)).isEqualTo(200);
      closed.get(10, TimeUnit.SECONDS);
      assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(10));
    }
    assertThat(store.events().all()).hasSize(1);
  }

  @Test
  void healthAnswers200AndSaysWhenNoEventArrivedForTheSetTime() throws Exception {
    store = StoreBackends.open("H2", dir);
    InboxSettings quiet =
        new InboxSettings(
            "127.0.0.1",
            0,
            "/webhooks",
            SECRET,
            null,
            null,
            null,
            null,
            false,
            Duration.ofHours(6),
            Duration.ofDays(30));
    Clock now = Clock.systemUTC();
    inbox = InboxServer.start(quiet, store, new EventApplier(client, store, now), now);
    assertThat(health()).isEqualTo("OK\n");
    inbox.close();
    inbox =
        InboxServer.start(
            quiet,
            store,
            new EventApplier(client, store, now),
            new Clock() { // the start, then every later read 7 h on: nothing arrived in 6 h
              final Instant started = Instant.now();
              int reads;

              @Override
              public java.time.ZoneId getZone() {
                return ZoneOffset.UTC;
              }

              @Override
              public Clock withZone(java.time.ZoneId zone) {
                return this;
              }

              @Override
              public Instant instant() {
                return reads++ == 0 ? started : started.plus(Duration.ofHours(7));
              }
            });
    assertThat(health()).isEqualTo("OK; no event received for more than 6 h\n");
  }

  private String health() throws Exception {
    HttpResponse<String> r =
        HTTP.send(
            HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + inbox.port() + "/health"))
                .build(),
            HttpResponse.BodyHandlers.ofString());
    assertThat(r.statusCode()).isEqualTo(200);
    return r.body();
  }

  @Test
  void theRawBodyIsKeptInTheEncryptedStoreNotInClear() throws Exception {
    StoreKey key =
        new StoreKeys(
                dir,
                Map.of(StoreKeys.PASSPHRASE_ENV, "inbox test passphrase"),
                CredentialStore.NONE,
                null)
            .key();
    Path file = dir.resolve("inbox.mv.db");
    store = Stores.openH2(file, key, MigrationProgress.NONE);
    startOn(store);
    ObjectNode payment = asCarried(demoPaymentJson());
    String marker = "inbox-marker-" + System.nanoTime() + "@example.com";
    payment.put("description", marker);
    assertThat(postSigned(envelope("payment.purchase", sandbox.accountId(), payment, "k-enc")))
        .isEqualTo(200);
    inbox.close();
    inbox = null;
    assertThat(new String(store.events().all().get(0).rawBody(), StandardCharsets.UTF_8))
        .contains(marker);
    store.close();
    store = null;
    String bytes = new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1);
    assertThat(bytes).doesNotContain(marker).doesNotContain("payment.purchase");
  }
}
