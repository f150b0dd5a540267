package io.paydesk.sandbox;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.paydesk.sandbox.PaymentJson.Mode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.PriorityQueue;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The service's webhooks: every state change becomes an event (envelope version 2) posted to the
 * configured address, signed with {@code x-hmac-signature}, and retried on the documented schedule
 * (each delay from the previous attempt, up to 7 attempts) on the simulated clock. One delivery
 * thread sends in order, so the seeded duplicate, reorder and fail rolls repeat for a given run.
 * While no address is set, emitting an event is one volatile read.
 */
final class Webhooks implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(Webhooks.class);

  /** Delays after a failed attempt: after the 1st, 2nd, ... 6th. */
  static final List<Duration> SCHEDULE =
      List.of(
          Duration.ofMinutes(5),
          Duration.ofMinutes(50),
          Duration.ofHours(6),
          Duration.ofHours(24),
          Duration.ofHours(48),
          Duration.ofHours(96));

  static final int MAX_ATTEMPTS = SCHEDULE.size() + 1;
  static final String SIGNATURE_HEADER = "x-hmac-signature";

  /** Attempts kept for GET /sandbox/webhooks; the oldest are dropped beyond this. */
  private static final int MAX_KEPT = 200_000;

  private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);
  private static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(10);

  /** Where and how events are delivered. Secrets are never rendered back. */
  record Settings(
      URI url,
      String hmacSecret,
      String apiKey,
      String apiSecret,
      double duplicateRate,
      double reorderRate,
      double failRate) {

    /** Reads and checks the body of POST /sandbox/webhooks. */
    static Settings parse(JsonNode b) {
      String url = Check.text(b, "url", "url", true, 8, 2048);
      return new Settings(
          url(url),
          Check.text(b, "hmac_secret", "hmac_secret", false, 1, 512),
          headerValue(b, "api_key"),
          headerValue(b, "secret"),
          Faults.rate(b, "duplicate_rate"),
          Faults.rate(b, "reorder_rate"),
          Faults.rate(b, "fail_rate"));
    }

    /** A static header's value: printable, without line breaks. */
    private static String headerValue(JsonNode b, String field) {
      String v = Check.text(b, field, field, false, 1, 512);
      if (v != null && !v.chars().allMatch(ch -> ch >= 0x20 && ch < 0x7f)) {
        throw ApiException.invalid(field, "must be printable ASCII");
      }
      return v;
    }

    static URI url(String url) {
      try {
        URI u = new URI(url);
        String scheme = u.getScheme() == null ? "" : u.getScheme().toLowerCase(Locale.ROOT);
        if ((scheme.equals("http") || scheme.equals("https")) && u.getHost() != null) {
          return u;
        }
      } catch (URISyntaxException e) {
        // refused below
      }
      throw ApiException.invalid("url", "must be an absolute http or https address");
    }
  }

  /** One event: the envelope's fixed parts and its data, rendered once, on first delivery. */
  private static final class Event {
    final long id;
    final String type;
    final String typeEvent;
    final String key;
    private Supplier<byte[]> render;
    private byte[] data;
    int attempts;

    Event(long id, String type, String typeEvent, String key, Supplier<byte[]> render) {
      this.id = id;
      this.type = type;
      this.typeEvent = typeEvent;
      this.key = key;
      this.render = render;
    }

    byte[] data() {
      if (data == null) {
        data = render.get();
        render = null;
      }
      return data;
    }
  }

  private record Due(Event event, Instant at, long seq) {}

  /** One delivery: {@code copy} marks a duplicate sent beside the attempt of the same number. */
  record Attempt(
      long n,
      long eventId,
      String typeEvent,
      String key,
      int attempt,
      boolean copy,
      int status,
      String error,
      boolean failed,
      Instant at,
      Instant nextAt) {}

  private final Sim sim;
  private final Random random;
  private final ReentrantLock lock = new ReentrantLock();
  private final Condition wake = lock.newCondition();
  private final PriorityQueue<Due> queue =
      new PriorityQueue<>(Comparator.comparing(Due::at).thenComparingLong(Due::seq));
  private final List<Attempt> attempts = new ArrayList<>();
  private volatile Settings settings;
  private volatile boolean muted;
  private Event held;
  private boolean inFlight;
  private long seq;
  private long events;
  private long attemptCount;
  private Thread thread;
  private HttpClient http;
  private boolean closed;

  Webhooks(Sim sim, long seed) {
    this.sim = sim;
    this.random = new Random(seed ^ 0x3EB400C5L);
  }

  /** Starts (or changes) delivery. */
  void configure(Settings s) {
    lock.lock();
    try {
      if (closed) {
        throw new IllegalStateException("the sandbox is closed");
      }
      settings = s;
      if (thread == null) {
        http =
            HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(CONNECT_TIMEOUT)
                .followRedirects(HttpClient.Redirect.NEVER)
                .build();
        thread = new Thread(this::loop, "sandbox-webhooks");
        thread.setDaemon(true);
        thread.start();
      }
      wake.signalAll();
    } finally {
      lock.unlock();
    }
  }

  /** Stops delivering: events pending or held back are dropped; the attempts stay listed. */
  void stop() {
    lock.lock();
    try {
      settings = null;
      queue.clear();
      held = null;
    } finally {
      lock.unlock();
    }
  }

  /** While muted (the demo data being rebuilt) nothing is emitted. */
  void mute(boolean m) {
    muted = m;
  }

  /** Whether changes are being sent: callers check it before preparing anything for an event. */
  boolean on() {
    return settings != null && !muted;
  }

  // ---- what changes emit

  /** A payment event for transaction t (payment.purchase, .capture, ... by the type of t). */
  void payment(Payment p, Txn t) {
    if (!on()) {
      return;
    }
    Payment snap = p.copy();
    String typeEvent = "payment." + t.type().toLowerCase(Locale.ROOT);
    String key = Ids.random().toString();
    boolean history = t.type().equals(Txn.CHARGEBACK);
    emit("payment", typeEvent, key, () -> paymentData(snap, t, history, key));
  }

  /** payout.payout, with the payout as it is now. */
  void payout(ObjectNode payout) {
    if (!on()) {
      return;
    }
    String key = Ids.random().toString();
    ObjectNode data = SandboxJson.object();
    data.set("payout", payout.deepCopy());
    data.put("idempotency_key", key);
    emit("payout", "payout.payout", key, () -> SandboxJson.bytes(data));
  }

  /** subscription.{what}, keyed on the subscription's creation key; its payments array empty. */
  void subscription(String what, ObjectNode s, String creationKey) {
    if (!on()) {
      return;
    }
    ObjectNode copy = s.deepCopy();
    copy.putArray("payments");
    ObjectNode data = SandboxJson.object();
    data.set("subscription", copy);
    data.put("idempotency_key", creationKey);
    emit("subscription", "subscription." + what, creationKey, () -> SandboxJson.bytes(data));
  }

  /** enrollment.{what} for a customer's payment method; enrollment events carry no key. */
  void enrollment(String what, String customerId, ObjectNode method) {
    if (!on()) {
      return;
    }
    ObjectNode data = SandboxJson.object();
    data.set("payment_method", method.deepCopy());
    data.put("customer_id", customerId);
    emit("enrollment", "enrollment." + what, null, () -> SandboxJson.bytes(data));
  }

  /**
   * data of a payment event: the payment with the one transaction as {@code transactions},
   * geo_location for geolocation, and the event's key at data.idempotency_key and
   * data.payment.idempotency_key.
   */
  static byte[] paymentData(Payment snap, Txn t, boolean history, String key) {
    byte[] rendered = PaymentJson.payment(snap, Mode.ONE, t, false, history);
    ObjectNode payment;
    try {
      payment = (ObjectNode) SandboxJson.parse(rendered);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    if (payment.get("customer_payer") instanceof ObjectNode payer && payer.has("geolocation")) {
      payer.set("geo_location", payer.remove("geolocation"));
    }
    payment.put("idempotency_key", key);
    ObjectNode data = SandboxJson.object();
    data.set("payment", payment);
    data.put("idempotency_key", key);
    return SandboxJson.bytes(data);
  }

  private void emit(String type, String typeEvent, String key, Supplier<byte[]> render) {
    Instant now = sim.clock.now();
    lock.lock();
    try {
      if (settings == null) {
        return;
      }
      Event e = new Event(++events, type, typeEvent, key, render);
      queue.add(new Due(e, now, ++seq));
      wake.signalAll();
    } finally {
      lock.unlock();
    }
  }

  /** The clock moved: what fell due goes now, and an event held back is let go. */
  void clockMoved() {
    if (settings == null) {
      return;
    }
    lock.lock();
    try {
      release();
      wake.signalAll();
    } finally {
      lock.unlock();
    }
  }

  /** Puts the held-back event back in line, due now. Called under the lock. */
  private void release() {
    if (held != null) {
      queue.add(new Due(held, sim.clock.now(), ++seq));
      held = null;
    }
  }

  // ---- delivery

  private void loop() {
    try {
      while (true) {
        Event e = take();
        if (e == null) {
          return;
        }
        try {
          deliver(e);
        } finally {
          lock.lock();
          try {
            inFlight = false;
          } finally {
            lock.unlock();
          }
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** The next event due, waiting for one; null once closed. */
  private Event take() throws InterruptedException {
    lock.lock();
    try {
      while (!closed) {
        Due d = queue.peek();
        if (d == null || settings == null) {
          wake.await();
          continue;
        }
        long wait = Duration.between(sim.clock.now(), d.at()).toMillis();
        if (wait <= 0) {
          queue.poll();
          Event e = d.event();
          if (e.attempts == 0 && held == null && roll(settings.reorderRate())) {
            held = e;
            continue;
          }
          inFlight = true;
          return e;
        }
        wake.await(Math.min(wait, 60_000), TimeUnit.MILLISECONDS);
      }
      return null;
    } finally {
      lock.unlock();
    }
  }

  /** One attempt of e (and a duplicate copy, by the rate); then the event held back, if any. */
  private void deliver(Event e) throws InterruptedException {
    Settings s = settings;
    if (s == null) {
      return;
    }
    boolean first = e.attempts == 0;
    attempt(e, s, false);
    if (first && roll(s.duplicateRate())) {
      attempt(e, s, true);
    }
    Event h;
    lock.lock();
    try {
      h = held;
      held = null;
    } finally {
      lock.unlock();
    }
    if (h != null) {
      deliver(h);
    }
  }

  /** Sends one attempt (or a copy of the last one) and schedules the next on failure. */
  private void attempt(Event e, Settings s, boolean copy) throws InterruptedException {
    int retry = copy ? e.attempts - 1 : e.attempts;
    if (!copy) {
      e.attempts++;
    }
    byte[] body;
    try {
      body = envelope(e, retry);
    } catch (RuntimeException x) {
      LOG.warn("sandbox webhooks: event {} could not be rendered: {}", e.id, x.getClass());
      return;
    }
    Instant at = sim.clock.now();
    int status = 0;
    String error = null;
    try {
      HttpRequest.Builder r =
          HttpRequest.newBuilder(s.url())
              .timeout(REQUEST_TIMEOUT)
              .header("Content-Type", "application/json")
              .header("User-Agent", "paydesk-sandbox-webhooks")
              .POST(HttpRequest.BodyPublishers.ofByteArray(body));
      if (s.hmacSecret() != null) {
        r.header(SIGNATURE_HEADER, sign(s.hmacSecret(), body));
      }
      if (s.apiKey() != null) {
        r.header("x-api-key", s.apiKey());
      }
      if (s.apiSecret() != null) {
        r.header("x-secret", s.apiSecret());
      }
      status = http.send(r.build(), HttpResponse.BodyHandlers.discarding()).statusCode();
    } catch (IOException x) {
      error = x.getClass().getSimpleName();
    } catch (IllegalArgumentException x) {
      error = "refused: " + x.getClass().getSimpleName();
    }
    boolean failed = status != 200;
    if (!failed && !copy && roll(s.failRate())) {
      failed = true;
      error = "counted as failed (fail_rate)";
    }
    Instant next = null;
    if (failed && !copy && e.attempts < MAX_ATTEMPTS) {
      next = at.plus(SCHEDULE.get(e.attempts - 1));
    }
    lock.lock();
    try {
      if (next != null && settings != null) {
        queue.add(new Due(e, next, ++seq));
      }
      if (attempts.size() >= MAX_KEPT) {
        attempts.subList(0, MAX_KEPT / 10).clear();
      }
      attempts.add(
          new Attempt(
              ++attemptCount,
              e.id,
              e.typeEvent,
              e.key,
              retry + 1,
              copy,
              status,
              error,
              failed,
              at,
              next));
    } finally {
      lock.unlock();
    }
  }

  /** The body of one attempt: {"type","type_event","account_id","retry","version":2,"data"}. */
  private byte[] envelope(Event e, int retry) {
    byte[] data = e.data();
    return SandboxJson.write(
        g -> {
          g.writeStartObject();
          g.writeStringField("type", e.type);
          g.writeStringField("type_event", e.typeEvent);
          g.writeStringField("account_id", sim.accountId);
          g.writeNumberField("retry", retry);
          g.writeNumberField("version", 2);
          g.writeFieldName("data");
          g.writeRawValue(RawJson.of(data));
          g.writeEndObject();
        });
  }

  /** Base64(HMAC-SHA256(secret, body)). */
  static String sign(String secret, byte[] body) {
    try {
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
      return Base64.getEncoder().encodeToString(mac.doFinal(body));
    } catch (GeneralSecurityException x) {
      throw new IllegalStateException("HmacSHA256 is not available", x);
    }
  }

  /** A seeded roll, made only by the delivery thread, so a run repeats with its seed. */
  private boolean roll(double rate) {
    return rate > 0 && random.nextDouble() < rate;
  }

  // ---- control API

  /** GET /sandbox/webhooks: the settings (no secrets), what is pending, attempts after since. */
  byte[] describe(long since) {
    lock.lock();
    try {
      Settings s = settings;
      int pending = queue.size() + (held == null ? 0 : 1) + (inFlight ? 1 : 0);
      Due head = queue.peek();
      boolean idle = !inFlight && (head == null || head.at().isAfter(sim.clock.now()));
      List<Attempt> list = new ArrayList<>();
      for (int i = attempts.size() - 1; i >= 0 && attempts.get(i).n() > since; i--) {
        list.add(attempts.get(i));
      }
      Collections.reverse(list);
      return SandboxJson.write(
          g -> {
            g.writeStartObject();
            if (s == null) {
              g.writeNullField("webhook");
            } else {
              g.writeObjectFieldStart("webhook");
              g.writeStringField("url", s.url().toString());
              g.writeBooleanField("signed", s.hmacSecret() != null);
              g.writeBooleanField("api_key", s.apiKey() != null);
              g.writeBooleanField("secret", s.apiSecret() != null);
              g.writeNumberField("duplicate_rate", s.duplicateRate());
              g.writeNumberField("reorder_rate", s.reorderRate());
              g.writeNumberField("fail_rate", s.failRate());
              g.writeEndObject();
            }
            g.writeNumberField("events", events);
            g.writeNumberField("pending", pending);
            g.writeBooleanField("held", held != null);
            g.writeBooleanField("idle", idle);
            g.writeArrayFieldStart("attempts");
            for (Attempt a : list) {
              g.writeStartObject();
              g.writeNumberField("n", a.n());
              g.writeNumberField("event_id", a.eventId());
              g.writeStringField("type_event", a.typeEvent());
              SandboxJson.str(g, "idempotency_key", a.key());
              g.writeNumberField("attempt", a.attempt());
              g.writeNumberField("retry", a.attempt() - 1);
              g.writeBooleanField("copy", a.copy());
              if (a.status() == 0) {
                g.writeNullField("status");
              } else {
                g.writeNumberField("status", a.status());
              }
              SandboxJson.str(g, "error", a.error());
              g.writeBooleanField("failed", a.failed());
              g.writeStringField("at", SandboxJson.micros(a.at()));
              SandboxJson.str(g, "next_attempt_at", SandboxJson.micros(a.nextAt()));
              g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
          });
    } finally {
      lock.unlock();
    }
  }

  @Override
  public void close() {
    Thread t;
    lock.lock();
    try {
      closed = true;
      settings = null;
      queue.clear();
      held = null;
      wake.signalAll();
      t = thread;
    } finally {
      lock.unlock();
    }
    if (t != null) {
      t.interrupt();
      try {
        t.join(5000);
      } catch (InterruptedException x) {
        Thread.currentThread().interrupt();
      }
    }
  }
}
