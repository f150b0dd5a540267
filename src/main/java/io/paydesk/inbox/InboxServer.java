package io.paydesk.inbox;

import io.paydesk.ops.EventApplier;
import io.paydesk.ops.EventEnvelope;
import io.paydesk.ops.EventIntake;
import io.paydesk.ops.EventWorker;
import io.paydesk.store.EventRepository.NewEvent;
import io.paydesk.store.Store;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import org.eclipse.jetty.http.HttpHeader;
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
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The inbox: a Jetty server that receives the service's events, refuses before trusting (size,
 * signature, then envelope and account), keeps each event durably (group commit through {@link
 * EventIntake}) before answering 200, and has {@link EventWorker} apply them off the request
 * threads. Stopping it finishes the deliveries in flight and the event being applied.
 */
public final class InboxServer implements AutoCloseable {
  /** Headers larger than this get 431. */
  static final int MAX_HEADERS = 8 * 1024;

  /** A connection silent this long is closed (a slow sender holds no thread for ever). */
  static final Duration IDLE = Duration.ofSeconds(20);

  /** The longest a delivery waits for the store before it gets 503 (the service retries). */
  static final Duration STORE_WAIT = Duration.ofSeconds(5);

  /** Stopping waits this long for deliveries in flight, then this long for the applier. */
  static final Duration STOP_DELIVERIES = Duration.ofSeconds(5);

  static final Duration STOP_APPLY = Duration.ofSeconds(3);

  private static final Logger LOG = LoggerFactory.getLogger(InboxServer.class);

  private final InboxSettings settings;
  private final Clock clock;
  private final Signatures signatures;
  private final InboxCounts counts = new InboxCounts();
  private final AtomicReference<Instant> lastEvent = new AtomicReference<>();
  private final Instant started;
  private final EventIntake intake;
  private final EventWorker worker;
  private final Server server;
  private final ServerConnector connector;

  /** Deliveries being handled; stopping waits until none is left. */
  private int inFlight;

  private boolean stopping;

  private InboxServer(InboxSettings settings, Store store, EventApplier applier, Clock clock) {
    this.settings = settings;
    this.clock = clock;
    this.started = clock.instant();
    this.signatures = new Signatures(settings.secret(), settings.previousSecret());
    store.events().lastReceived().ifPresent(lastEvent::set);
    this.worker = EventWorker.start(store, applier, clock, settings.retention());
    this.intake = new EventIntake(store, worker::wake);
    QueuedThreadPool threads = new QueuedThreadPool(64, 4);
    threads.setName("paydesk-inbox-http");
    this.server = new Server(threads);
    HttpConfiguration http = new HttpConfiguration();
    http.setRequestHeaderSize(MAX_HEADERS);
    http.setSendServerVersion(false);
    http.setSendXPoweredBy(false);
    this.connector = new ServerConnector(server, 1, 1, new HttpConnectionFactory(http));
    connector.setHost(settings.bind());
    connector.setPort(settings.port());
    connector.setIdleTimeout(IDLE.toMillis());
    server.addConnector(connector);
    server.setHandler(new Edge());
    server.setStopTimeout(1_000);
    server.setStopAtShutdown(false);
  }

  /**
   * Starts an inbox on {@code store}; events are applied with {@code applier}.
   *
   * @throws IllegalArgumentException when the settings cannot start one ({@link
   *     InboxSettings#problem()})
   * @throws IOException when the port cannot be bound
   */
  public static InboxServer start(
      InboxSettings settings, Store store, EventApplier applier, Clock clock) throws IOException {
    String problem = settings.problem();
    if (problem != null) {
      throw new IllegalArgumentException(problem);
    }
    InboxServer inbox = new InboxServer(settings, store, applier, clock);
    try {
      inbox.server.start();
    } catch (Exception e) {
      inbox.stopRest();
      throw new IOException("Cannot listen on " + settings.bind() + ":" + settings.port(), e);
    }
    LOG.info(
        "Inbox listening on {}:{}{}{}",
        settings.bind(),
        inbox.port(),
        settings.path(),
        settings.noSignature() ? " (signatures not checked)" : "");
    return inbox;
  }

  /** The port listened on. */
  public int port() {
    return connector.getLocalPort();
  }

  public InboxCounts counts() {
    return counts;
  }

  /** Tells the applier that events are due (one was made due again by hand). */
  public void wake() {
    worker.wake();
  }

  /**
   * Stops taking deliveries, finishes those in flight (their events stored and answered), then the
   * event being applied; at most about {@code STOP_DELIVERIES + STOP_APPLY}.
   */
  @Override
  public void close() {
    long deadline = System.nanoTime() + STOP_DELIVERIES.toNanos();
    synchronized (this) {
      stopping = true; // deliveries arriving now get 503: the service sends them again
      try {
        for (long left = STOP_DELIVERIES.toMillis();
            inFlight > 0 && left > 0;
            left = (deadline - System.nanoTime()) / 1_000_000) {
          wait(left);
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      if (inFlight > 0) {
        LOG.warn(
            "Stopping with {} deliveries unanswered (the service sends them again).", inFlight);
      }
    }
    try {
      server.stop();
    } catch (Exception e) {
      LOG.warn("The inbox's server stopped with {}", e.getClass().getSimpleName());
    }
    stopRest();
    LOG.info("Inbox stopped.");
  }

  private void stopRest() {
    intake.close();
    worker.close(STOP_APPLY);
  }

  private synchronized boolean enter() {
    if (stopping) {
      return false;
    }
    inFlight++;
    return true;
  }

  private synchronized void leave() {
    inFlight--;
    notifyAll();
  }

  /** The HTTP edge: /health and the events' path. */
  private final class Edge extends Handler.Abstract {
    @Override
    public boolean handle(Request request, Response response, Callback callback) {
      if (!enter()) {
        return answer(response, callback, 503, "");
      }
      Callback counted =
          new Callback() {
            @Override
            public void succeeded() {
              leave();
              callback.succeeded();
            }

            @Override
            public void failed(Throwable x) {
              leave();
              callback.failed(x);
            }
          };
      try {
        return receive(request, response, counted);
      } catch (RuntimeException e) {
        leave();
        throw e;
      }
    }

    private boolean receive(Request request, Response response, Callback callback) {
      String path = Request.getPathInContext(request);
      String method = request.getMethod();
      if (path.equals("/health")) {
        if (!method.equals("GET") && !method.equals("HEAD")) {
          return answer(response, callback, 405, "");
        }
        return answer(response, callback, 200, health());
      }
      if (!path.equals(settings.path())) {
        return answer(response, callback, 404, "");
      }
      if (!method.equals("POST")) {
        return answer(response, callback, 405, "");
      }
      long start = System.nanoTime();
      long declared = request.getHeaders().getLongField(HttpHeader.CONTENT_LENGTH);
      if (declared > InboxSettings.MAX_BODY) {
        return refuse(response, callback, 413, "too large (declared)", declared);
      }
      byte[] body;
      try {
        body = readBounded(request);
      } catch (IOException e) {
        return refuse(response, callback, 400, "body unreadable", -1);
      }
      if (body == null) {
        return refuse(response, callback, 413, "too large", InboxSettings.MAX_BODY + 1L);
      }
      String signature = "unchecked";
      if (!settings.noSignature()) {
        String header = request.getHeaders().get(Signatures.HEADER);
        if (header == null) {
          return refuse(response, callback, 401, "signature missing", body.length);
        }
        if (!signatures.valid(body, header)) {
          return refuse(response, callback, 401, "signature wrong", body.length);
        }
        signature = "valid";
      }
      if (settings.apiKey() != null
          && !(Signatures.sameText(settings.apiKey(), request.getHeaders().get("x-api-key"))
              & Signatures.sameText(settings.apiSecret(), request.getHeaders().get("x-secret")))) {
        return refuse(response, callback, 401, "x-api-key or x-secret wrong", body.length);
      }
      EventEnvelope envelope;
      try {
        envelope = EventEnvelope.parse(body);
      } catch (EventEnvelope.NotAnEnvelope e) {
        return refuse(response, callback, 400, e.getMessage(), body.length);
      }
      if (settings.accountId() != null && !settings.accountId().equals(envelope.accountId())) {
        return refuse(response, callback, 400, "another account", body.length);
      }
      Instant now = clock.instant();
      NewEvent event =
          new NewEvent(
              now,
              envelope.type(),
              envelope.typeEvent(),
              envelope.dedupKey(),
              signature,
              envelope.retry(),
              envelope.resourceId(),
              body);
      boolean fresh;
      try {
        fresh = intake.submit(event).get(STORE_WAIT.toMillis(), TimeUnit.MILLISECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return refuse(response, callback, 503, "interrupted", body.length);
      } catch (ExecutionException | TimeoutException e) {
        LOG.warn(
            "Delivery of {} ({} bytes) not stored: {}; answered 503 (the service retries).",
            envelope.typeEvent(),
            body.length,
            e instanceof TimeoutException
                ? "the store is slow"
                : e.getCause().getClass().getSimpleName());
        return answer(response, callback, 503, "");
      }
      lastEvent.accumulateAndGet(now, (a, b) -> a == null || b.isAfter(a) ? b : a);
      if (fresh) {
        counts.stored();
      } else {
        counts.duplicate();
      }
      LOG.info(
          "Delivery {} {}: {} bytes, retry {}, {} ({} ms)",
          envelope.typeEvent(),
          fresh ? "stored" : "duplicate",
          body.length,
          envelope.retry(),
          signature,
          (System.nanoTime() - start) / 1_000_000);
      return answer(response, callback, 200, "");
    }

    private boolean refuse(
        Response response, Callback callback, int status, String reason, long size) {
      counts.refused(reason);
      LOG.info("Delivery refused {}: {} ({} bytes)", status, reason, size < 0 ? "?" : size);
      return answer(response, callback, status, "");
    }
  }

  /**
   * The body, read up to one byte more than the limit: null when it is larger (the rest is never
   * read; Jetty closes the connection after the answer).
   */
  private static byte[] readBounded(Request request) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream(8192);
    byte[] buf = new byte[8192];
    try (InputStream in = Content.Source.asInputStream(request)) {
      int n;
      while ((n = in.read(buf)) >= 0) {
        out.write(buf, 0, n);
        if (out.size() > InboxSettings.MAX_BODY) {
          return null;
        }
      }
    }
    return out.toByteArray();
  }

  /** What /health says: OK, or that no event has arrived for the set time. No data, no secrets. */
  private String health() {
    Instant last = lastEvent.get();
    Instant since = last != null ? last : started;
    if (Duration.between(since, clock.instant()).compareTo(settings.quietAfter()) > 0) {
      return "OK; no event received for more than " + hours(settings.quietAfter()) + "\n";
    }
    return "OK\n";
  }

  private static String hours(Duration d) {
    return d.toMinutes() % 60 == 0 ? d.toHours() + " h" : d.toMinutes() + " min";
  }

  private static boolean answer(Response response, Callback callback, int status, String text) {
    response.setStatus(status);
    response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/plain; charset=utf-8");
    if (status == 413) {
      response.getHeaders().put(HttpHeader.CONNECTION, "close");
    }
    Content.Sink.write(response, true, text, callback);
    return true;
  }
}
