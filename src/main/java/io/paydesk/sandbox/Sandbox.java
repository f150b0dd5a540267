package io.paydesk.sandbox;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A running sandbox: an HTTP server on 127.0.0.1 serving {@code /v1} (the service interface) and
 * {@code /sandbox} (the control API), with seeded demo data. Close it to stop the server and its
 * threads.
 */
public final class Sandbox implements AutoCloseable {
  /** The documented demo key pair accepted by default. */
  public static final String DEFAULT_PUBLIC_API_KEY = "sandbox_paydesk_public";

  public static final String DEFAULT_PRIVATE_SECRET_KEY = "sandbox_paydesk_secret";

  private final SandboxOptions options;
  private final Sim sim;
  private final HttpServer server;
  private final ExecutorService executor;
  private final SandboxStore store;
  private volatile DemoData demo;
  private volatile boolean closed;

  private Sandbox(SandboxOptions options) throws IOException {
    this.options = options;
    SandboxStore.Loaded loaded = options.persistFile() == null ? null : SandboxStore.open(options);
    long seed = loaded == null ? options.seed() : loaded.seed();
    int count = loaded == null ? options.demoPayments() : loaded.demoPayments();
    this.sim = new Sim(DemoData.accountFor(seed), seed);
    Instant anchor = loaded == null ? DemoData.anchorFor(sim.clock.now()) : loaded.anchor();
    this.demo = new DemoData(sim, seed, anchor).build(count);
    if (loaded != null) {
      this.store = loaded.store();
      store.restore(sim, anchor);
      sim.store = store;
    } else {
      this.store = null;
    }
    if (System.getProperty("sun.net.httpserver.nodelay") == null) {
      System.setProperty("sun.net.httpserver.nodelay", "true");
    }
    int threads =
        Integer.getInteger(
            "paydesk.sandbox.threads", Math.max(8, Runtime.getRuntime().availableProcessors() * 4));
    AtomicInteger n = new AtomicInteger();
    this.executor =
        new ThreadPoolExecutor(
            threads,
            threads,
            30,
            TimeUnit.SECONDS,
            new LinkedBlockingQueue<>(),
            r -> {
              Thread t = new Thread(r, "sandbox-http-" + n.incrementAndGet());
              t.setDaemon(true);
              return t;
            });
    this.server =
        HttpServer.create(
            new InetSocketAddress(InetAddress.getLoopbackAddress(), options.port()), 1024);
    server.createContext(
        "/",
        new SandboxHttp(
            sim,
            options.publicApiKey(),
            options.privateSecretKey(),
            this::reset,
            () -> demo.ids()));
    server.setExecutor(executor);
    server.start();
  }

  /** Starts a sandbox bound to 127.0.0.1. */
  public static Sandbox start(SandboxOptions options) {
    try {
      return new Sandbox(options);
    } catch (IOException e) {
      throw new UncheckedIOException("sandbox could not start on port " + options.port(), e);
    }
  }

  /** {@code http://127.0.0.1:<port>}, without {@code /v1}. */
  public String baseUrl() {
    return "http://127.0.0.1:" + port();
  }

  public int port() {
    return server.getAddress().getPort();
  }

  /** The demo merchant account. */
  public String accountId() {
    return sim.accountId;
  }

  /** Seeded demo payment ids, newest first; the same for the same seed and count. */
  public List<String> demoPaymentIds() {
    return demo.ids();
  }

  /**
   * The demo payments as GET /v1/payments/{id} answers them now (changes included), newest first,
   * at most {@code limit}: fills a store without one HTTP call per payment.
   */
  public List<String> demoPaymentJson(int limit) {
    if (limit < 0) {
      throw new IllegalArgumentException("limit must not be negative");
    }
    List<String> ids = demo.ids();
    int n = Math.min(limit, ids.size());
    List<String> bodies = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      bodies.add(new String(sim.payments.retrieve.json(ids.get(i)), StandardCharsets.UTF_8));
    }
    return bodies;
  }

  /** Every demo payment as GET /v1/payments/{id} answers it now, newest first. */
  public List<String> demoPaymentJson() {
    return demoPaymentJson(Integer.MAX_VALUE);
  }

  /** Ids of the seeded demo customers (each has enrolled cards). */
  public List<String> demoCustomerIds() {
    return List.copyOf(demo.customerIds);
  }

  /** The seeded demo customers as GET /v1/customers/{id} answers them now, in seeding order. */
  public List<String> demoCustomerJson() {
    List<String> bodies = new ArrayList<>(demo.customerIds.size());
    for (String id : demo.customerIds) {
      bodies.add(new String(sim.customers.get(id), StandardCharsets.UTF_8));
    }
    return bodies;
  }

  /** Ids of the seeded demo subscriptions (every status, two of them PAST_DUE). */
  public List<String> demoSubscriptionIds() {
    return List.copyOf(demo.subscriptionIds);
  }

  /** The simulated time. */
  public Instant now() {
    return sim.clock.now();
  }

  /** Moves simulated time forward and runs what fell due (as POST /sandbox/clock). */
  public Instant advanceClock(Duration d) {
    return sim.advance(d);
  }

  /**
   * Back to the seeded demo state: forgets every change (payments made, refunds, clock moves,
   * faults, idempotency keys) and rebuilds the demo data, as POST /sandbox/reset does.
   */
  public synchronized void reset() {
    sim.store = Sim.Store.NONE;
    sim.webhooks.mute(true);
    Instant anchor;
    try {
      sim.clear();
      anchor = DemoData.anchorFor(sim.clock.now());
      demo = new DemoData(sim, options.seed(), anchor).build(options.demoPayments());
    } finally {
      sim.webhooks.mute(false);
    }
    if (store != null) {
      store.reset(options.seed(), options.demoPayments(), anchor);
      sim.store = store;
    }
  }

  /**
   * Posts every event from now on to url (as POST /sandbox/webhooks does), signed with hmacSecret
   * unless it is null; the rates (0 to 1) add duplicates, reordering and attempts counted as
   * failed.
   */
  public void deliverWebhooks(
      String url, String hmacSecret, double duplicateRate, double reorderRate, double failRate) {
    for (double r : new double[] {duplicateRate, reorderRate, failRate}) {
      if (!(r >= 0 && r <= 1)) {
        throw new IllegalArgumentException("a rate must be from 0 to 1");
      }
    }
    sim.webhooks.configure(
        new Webhooks.Settings(
            Webhooks.Settings.url(url),
            hmacSecret,
            null,
            null,
            duplicateRate,
            reorderRate,
            failRate));
  }

  /** Stops delivering events (as DELETE /sandbox/webhooks). */
  public void stopWebhooks() {
    sim.webhooks.stop();
  }

  /** Holds the next provider call open (tests of concurrent operations). */
  Provider.Hold holdProvider() {
    return sim.provider.hold();
  }

  Sim sim() {
    return sim;
  }

  @Override
  public void close() {
    if (closed) {
      return;
    }
    closed = true;
    sim.webhooks.close();
    server.stop(0);
    executor.shutdownNow();
    try {
      executor.awaitTermination(5, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    if (store != null) {
      store.close();
    }
  }

  @Override
  public String toString() {
    return "Sandbox[" + baseUrl() + ", " + options + "]";
  }
}
