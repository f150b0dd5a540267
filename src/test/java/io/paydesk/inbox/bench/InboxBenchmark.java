package io.paydesk.inbox.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.paydesk.api.ClientConfig;
import io.paydesk.api.PaydeskClient;
import io.paydesk.inbox.InboxServer;
import io.paydesk.inbox.InboxSettings;
import io.paydesk.ops.EventApplier;
import io.paydesk.ops.EventEnvelope;
import io.paydesk.ops.StoreChanges;
import io.paydesk.ops.StoreKeys;
import io.paydesk.sandbox.Sandbox;
import io.paydesk.sandbox.SandboxOptions;
import io.paydesk.sandbox.ScriptedDay;
import io.paydesk.store.EventRepository;
import io.paydesk.store.MigrationProgress;
import io.paydesk.store.Store;
import io.paydesk.store.StoreBackends;
import io.paydesk.store.StoreKey;
import io.paydesk.store.Stores;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * The inbox's benchmark (run by src/test/resources/bench/inbox.sh): an in-process sandbox makes
 * payments (captured, refunded, charged back) and delivers their signed events to a bare Jetty
 * handler that keeps them; those deliveries are then sent again, by a client with keep-alive and a
 * fixed number in flight, to the bare handler (answers 200, stores nothing: the baseline) and to
 * the inbox on an encrypted H2 file and on PostgreSQL (commits synced). For each store: intake
 * (deliveries/s, p50/p99 of the answer), apply at a fixed rate (events/s, lag from the 200 to the
 * payment applied, read again from the sandbox), and a burst drained (stored and applied counts).
 *
 * <p>Arguments: payments (10000), intake deliveries (20000), in flight (32), apply rate (300/s),
 * apply seconds (20), burst (10000), JSON out (target/bench/inbox.json).
 */
public final class InboxBenchmark {
  static final String SECRET = "whsec-bench";
  static final String HEADER = "x-hmac-signature";

  private record Delivery(byte[] body, String signature, String resourceId) {}

  private final Sandbox sandbox;
  private final PaydeskClient client;
  private final HttpClient http =
      HttpClient.newBuilder()
          .version(HttpClient.Version.HTTP_1_1)
          .connectTimeout(Duration.ofSeconds(5))
          .build();
  private final int inFlight;
  private final Path dir;

  private InboxBenchmark(Sandbox sandbox, int inFlight, Path dir) {
    this.sandbox = sandbox;
    this.inFlight = inFlight;
    this.dir = dir;
    this.client =
        new PaydeskClient(
            ClientConfig.builder(
                    sandbox.baseUrl(),
                    Sandbox.DEFAULT_PUBLIC_API_KEY,
                    Sandbox.DEFAULT_PRIVATE_SECRET_KEY)
                .build());
  }

  public static void main(String[] args) throws Exception {
    int payments = arg(args, 0, 10_000);
    int intake = arg(args, 1, 20_000);
    int inFlight = arg(args, 2, 32);
    int rate = arg(args, 3, 300);
    int seconds = arg(args, 4, 20);
    int burst = arg(args, 5, 10_000);
    Path out = Path.of(args.length > 6 ? args[6] : "target/bench/inbox.json");
    Path dir = Files.createTempDirectory(out.toAbsolutePath().getParent(), "inbox-stores");
    ObjectMapper json = new ObjectMapper();
    ObjectNode result = json.createObjectNode();
    result.put("cores", Runtime.getRuntime().availableProcessors());
    result.put("in_flight", inFlight);
    try (Sandbox sandbox = Sandbox.start(SandboxOptions.defaults().withDemoPayments(20))) {
      InboxBenchmark b = new InboxBenchmark(sandbox, inFlight, dir);
      List<Delivery> recorded = b.record(payments);
      result.put("recorded_deliveries", recorded.size());
      List<Delivery> firsts = firstPerResource(recorded);
      System.out.printf("recorded %d deliveries of %d payments%n", recorded.size(), firsts.size());
      ArrayNode rows = result.putArray("targets");
      rows.add(b.bare(recorded.subList(0, Math.min(intake, recorded.size()))));
      for (String backend : List.of("H2", "POSTGRES")) {
        ObjectNode row = rows.addObject();
        row.put("target", backend);
        row.set(
            "intake", b.intake(backend, recorded.subList(0, Math.min(intake, recorded.size()))));
        row.set(
            "apply",
            b.sustained(backend, firsts.subList(0, Math.min(rate * seconds, firsts.size())), rate));
        row.set("burst", b.burst(backend, recorded.subList(0, Math.min(burst, recorded.size()))));
      }
      b.client.close();
    }
    Files.createDirectories(out.toAbsolutePath().getParent());
    json.writerWithDefaultPrettyPrinter().writeValue(out.toFile(), result);
    table(result);
    System.out.println("written " + out);
  }

  private static int arg(String[] args, int i, int fallback) {
    return args.length > i ? Integer.parseInt(args[i]) : fallback;
  }

  /** The sandbox's signed deliveries of {@code payments} payments' events, as it sent them. */
  private List<Delivery> record(int payments) throws Exception {
    ConcurrentLinkedQueue<Delivery> got = new ConcurrentLinkedQueue<>();
    try (Bare recorder = new Bare(got)) {
      sandbox.deliverWebhooks(recorder.url(), SECRET, 0, 0, 0);
      ScriptedDay day = new ScriptedDay(sandbox);
      day.payments(payments * 2);
      day.awaitWebhooks(w -> w.get("idle").asBoolean() && w.get("pending").asInt() == 0);
      sandbox.stopWebhooks();
    }
    return new ArrayList<>(got);
  }

  /** The first delivery of each payment, in order (one applied event per payment). */
  private static List<Delivery> firstPerResource(List<Delivery> all) {
    Map<String, Delivery> first = new LinkedHashMap<>();
    for (Delivery d : all) {
      first.putIfAbsent(d.resourceId(), d);
    }
    return new ArrayList<>(first.values());
  }

  private ObjectNode bare(List<Delivery> deliveries) throws Exception {
    ObjectMapper json = new ObjectMapper();
    ObjectNode row = json.createObjectNode();
    row.put("target", "bare");
    try (Bare b = new Bare(null)) {
      row.set("intake", send(b.url(), deliveries).summary(json));
    }
    return row;
  }

  /**
   * Intake: every delivery sent as fast as the in-flight limit allows, the first tenth unmeasured.
   */
  private ObjectNode intake(String backend, List<Delivery> deliveries) throws Exception {
    try (Store store = open(backend);
        InboxServer inbox = start(store)) {
      Load load = send(url(inbox), deliveries);
      ObjectNode o = load.summary(new ObjectMapper());
      o.put("stored", inbox.counts().storedCount());
      return o;
    }
  }

  /**
   * Apply at a fixed rate: one event per payment sent every 1/rate s; the lag of each is from its
   * 200 to its payment applied (the store's change signal, after the event is recorded applied).
   */
  private ObjectNode sustained(String backend, List<Delivery> deliveries, int rate)
      throws Exception {
    Map<String, Long> answered = new ConcurrentHashMap<>();
    Map<String, Long> lagNanos = new ConcurrentHashMap<>();
    CountDownLatch all = new CountDownLatch(deliveries.size());
    long[] lastApplied = new long[1];
    try (Store store = open(backend);
        InboxServer inbox = start(store);
        AutoCloseable l =
            StoreChanges.of(store)
                .listen(
                    c -> {
                      long now = System.nanoTime();
                      if (c.kind() != StoreChanges.Kind.PAYMENT) {
                        return;
                      }
                      Long at = answered.get(c.id());
                      if (at != null && lagNanos.putIfAbsent(c.id(), now - at) == null) {
                        synchronized (lastApplied) {
                          lastApplied[0] = now;
                        }
                        all.countDown();
                      }
                    })) {
      String url = url(inbox);
      long start = System.nanoTime();
      Semaphore open = new Semaphore(1024);
      AtomicInteger failed = new AtomicInteger();
      for (int i = 0; i < deliveries.size(); i++) {
        long due = start + (long) (i * 1e9 / rate);
        for (long wait = due - System.nanoTime(); wait > 0; wait = due - System.nanoTime()) {
          LockSupport.parkNanos(wait);
        }
        Delivery d = deliveries.get(i);
        open.acquire();
        http.sendAsync(request(url, d), HttpResponse.BodyHandlers.discarding())
            .whenComplete(
                (r, x) -> {
                  if (x == null && r.statusCode() == 200) {
                    answered.putIfAbsent(d.resourceId(), System.nanoTime());
                  } else {
                    failed.incrementAndGet();
                  }
                  open.release();
                });
      }
      long sent = System.nanoTime();
      boolean drained = all.await(60, TimeUnit.SECONDS);
      long[] lags = lagNanos.values().stream().mapToLong(Long::longValue).sorted().toArray();
      long over2s = Arrays.stream(lags).filter(x -> x > 2_000_000_000L).count();
      ObjectNode o = new ObjectMapper().createObjectNode();
      o.put("rate_offered", rate);
      o.put("sent", deliveries.size());
      o.put("failed", failed.get());
      o.put("applied", lags.length);
      o.put("all_applied", drained);
      o.put("send_seconds", (sent - start) / 1e9);
      o.put("events_per_s", lags.length / ((lastApplied[0] - start) / 1e9));
      o.put("lag_p50_ms", percentile(lags, 0.50) / 1e6);
      o.put("lag_p99_ms", percentile(lags, 0.99) / 1e6);
      o.put("lag_max_ms", lags.length == 0 ? 0 : lags[lags.length - 1] / 1e6);
      o.put("lag_over_2s", over2s);
      System.out.printf("%s apply: %s%n", backend, o);
      return o;
    }
  }

  /** A burst sent as fast as intake takes it, then drained: stored and applied counted. */
  private ObjectNode burst(String backend, List<Delivery> deliveries) throws Exception {
    try (Store store = open(backend);
        InboxServer inbox = start(store)) {
      long start = System.nanoTime();
      Load load = send(url(inbox), deliveries);
      long answered = System.nanoTime();
      Map<String, Long> states = Map.of();
      long deadline = answered + TimeUnit.SECONDS.toNanos(300);
      while (System.nanoTime() < deadline) {
        states = store.events().countByState();
        if (states.getOrDefault(EventRepository.APPLIED, 0L) >= deliveries.size()
            || (!states.containsKey(EventRepository.PENDING)
                && !states.containsKey(EventRepository.APPLYING))) {
          break;
        }
        LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(50));
      }
      long drained = System.nanoTime();
      long stored = states.values().stream().mapToLong(Long::longValue).sum();
      long applied = states.getOrDefault(EventRepository.APPLIED, 0L);
      ObjectNode o = new ObjectMapper().createObjectNode();
      o.put("sent", deliveries.size());
      o.put("answered_200", load.ok());
      o.put("stored", stored);
      o.put("applied", applied);
      o.put("nothing_lost", stored == deliveries.size() && applied == deliveries.size());
      o.put("states", states.toString());
      o.put("intake_per_s", load.ok() / ((answered - start) / 1e9));
      o.put("drain_seconds", (drained - start) / 1e9);
      o.put("applied_per_s", applied / ((drained - start) / 1e9));
      o.put("last_applied_after_last_200_s", (drained - answered) / 1e9);
      System.out.printf("%s burst: %s%n", backend, o);
      return o;
    }
  }

  private Store open(String backend) throws IOException {
    Path d = Files.createTempDirectory(dir, backend.toLowerCase());
    if (backend.equals("POSTGRES")) {
      return StoreBackends.open(backend, d);
    }
    StoreKey key =
        StoreKey.fromPassphrase(
            System.getenv(StoreKeys.PASSPHRASE_ENV).toCharArray(),
            d.resolve(StoreKeys.PARAMS_FILE));
    return Stores.openH2(d.resolve("inbox"), key, MigrationProgress.NONE);
  }

  private InboxServer start(Store store) throws IOException {
    return InboxServer.start(
        new InboxSettings(
            "127.0.0.1",
            0,
            "/webhooks",
            SECRET,
            null,
            null,
            null,
            sandbox.accountId(),
            false,
            InboxSettings.DEFAULT_QUIET_AFTER,
            InboxSettings.DEFAULT_RETENTION),
        store,
        new EventApplier(client, store, Clock.systemUTC()),
        Clock.systemUTC());
  }

  private static String url(InboxServer inbox) {
    return "http://127.0.0.1:" + inbox.port() + "/webhooks";
  }

  private static HttpRequest request(String url, Delivery d) {
    return HttpRequest.newBuilder(URI.create(url))
        .header("content-type", "application/json")
        .header(HEADER, d.signature())
        .timeout(Duration.ofSeconds(30))
        .POST(HttpRequest.BodyPublishers.ofByteArray(d.body()))
        .build();
  }

  /** The answers of one load: the first tenth warms up and is not counted. */
  private record Load(int ok, int failed, double seconds, long[] nanos) {
    ObjectNode summary(ObjectMapper json) {
      ObjectNode o = json.createObjectNode();
      o.put("deliveries", nanos.length);
      o.put("ok", ok);
      o.put("failed", failed);
      o.put("per_s", nanos.length / seconds);
      o.put("p50_ms", percentile(nanos, 0.50) / 1e6);
      o.put("p99_ms", percentile(nanos, 0.99) / 1e6);
      o.put("max_ms", nanos.length == 0 ? 0 : nanos[nanos.length - 1] / 1e6);
      return o;
    }
  }

  /** Sends every delivery with at most {@code inFlight} unanswered, on kept-alive connections. */
  private Load send(String url, List<Delivery> deliveries) throws InterruptedException {
    int warm = deliveries.size() / 10;
    long[] nanos = new long[deliveries.size() - warm];
    AtomicInteger ok = new AtomicInteger();
    AtomicInteger failed = new AtomicInteger();
    Semaphore open = new Semaphore(inFlight);
    long measuredFrom = 0;
    for (int i = 0; i < deliveries.size(); i++) {
      if (i == warm) {
        open.acquire(inFlight); // the warm-up answered before the clock starts
        open.release(inFlight);
        measuredFrom = System.nanoTime();
      }
      open.acquire();
      int slot = i - warm;
      long sentAt = System.nanoTime();
      http.sendAsync(request(url, deliveries.get(i)), HttpResponse.BodyHandlers.discarding())
          .whenComplete(
              (r, x) -> {
                if (slot >= 0) {
                  nanos[slot] = System.nanoTime() - sentAt;
                }
                if (x == null && r.statusCode() == 200) {
                  ok.incrementAndGet();
                } else {
                  failed.incrementAndGet();
                }
                open.release();
              });
    }
    open.acquire(inFlight);
    open.release(inFlight);
    double seconds = (System.nanoTime() - measuredFrom) / 1e9;
    Arrays.sort(nanos);
    return new Load(ok.get(), failed.get(), seconds, nanos);
  }

  private static double percentile(long[] sorted, double p) {
    if (sorted.length == 0) {
      return 0;
    }
    return sorted[Math.min(sorted.length - 1, (int) Math.ceil(p * sorted.length) - 1)];
  }

  /**
   * A bare handler on Jetty configured as the inbox's server: reads the body and answers 200; with
   * a queue, keeps each delivery (the recorder).
   */
  private static final class Bare implements AutoCloseable {
    private final Server server;
    private final ServerConnector connector;

    Bare(ConcurrentLinkedQueue<Delivery> keep) throws Exception {
      QueuedThreadPool threads = new QueuedThreadPool(64, 4);
      server = new Server(threads);
      connector =
          new ServerConnector(server, 1, 1, new HttpConnectionFactory(new HttpConfiguration()));
      connector.setHost("127.0.0.1");
      connector.setPort(0);
      server.addConnector(connector);
      server.setHandler(
          new Handler.Abstract() {
            @Override
            public boolean handle(Request request, Response response, Callback callback)
                throws Exception {
              byte[] body;
              try (InputStream in = Content.Source.asInputStream(request)) {
                body = in.readAllBytes();
              }
              if (keep != null) {
                try {
                  keep.add(
                      new Delivery(
                          body,
                          request.getHeaders().get(HEADER),
                          EventEnvelope.parse(body).resourceId()));
                } catch (EventEnvelope.NotAnEnvelope e) {
                  throw new IllegalStateException(e);
                }
              }
              response.setStatus(200);
              Content.Sink.write(response, true, "", callback);
              return true;
            }
          });
      server.start();
    }

    String url() {
      return "http://127.0.0.1:" + connector.getLocalPort() + "/webhooks";
    }

    @Override
    public void close() throws Exception {
      server.stop();
    }
  }

  private static void table(ObjectNode result) {
    System.out.printf(
        "%-9s %10s %8s %8s | %9s %9s %9s %7s | %s%n",
        "target",
        "intake/s",
        "p50 ms",
        "p99 ms",
        "apply/s",
        "lag p50",
        "lag p99",
        ">2 s",
        "burst stored/applied/sent, drain s");
    for (var row : result.get("targets")) {
      var in = row.get("intake");
      var ap = row.path("apply");
      var bu = row.path("burst");
      System.out.printf(
          "%-9s %10.0f %8.1f %8.1f | %9s %9s %9s %7s | %s%n",
          row.get("target").asText(),
          in.get("per_s").asDouble(),
          in.get("p50_ms").asDouble(),
          in.get("p99_ms").asDouble(),
          ap.isMissingNode() ? "-" : String.format("%.0f", ap.get("events_per_s").asDouble()),
          ap.isMissingNode() ? "-" : String.format("%.0f ms", ap.get("lag_p50_ms").asDouble()),
          ap.isMissingNode() ? "-" : String.format("%.0f ms", ap.get("lag_p99_ms").asDouble()),
          ap.isMissingNode() ? "-" : ap.get("lag_over_2s").asText(),
          bu.isMissingNode()
              ? "-"
              : String.format(
                  "%d/%d/%d, %.1f s (%.0f/s)",
                  bu.get("stored").asLong(),
                  bu.get("applied").asLong(),
                  bu.get("sent").asLong(),
                  bu.get("drain_seconds").asDouble(),
                  bu.get("applied_per_s").asDouble()));
    }
  }
}
