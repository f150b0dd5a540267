package io.paydesk.ops;

import io.paydesk.api.PaydeskClient;
import io.paydesk.store.EventRepository;
import io.paydesk.store.Store;
import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The event inbox run inside the console on the open profile's store (an H2 store takes one inbox:
 * this one, while the console has it open). The entry point installs the starter of the HTTP server
 * (the console knows none); this class keeps its settings in the store (on or off, port, path), its
 * HMAC secret in {@link InboxSecrets}, starts and stops it, tells the embedded sandbox where to
 * deliver, and reads what the Events page shows. On a team (PostgreSQL) store the inbox runs beside
 * the database under its own login: here it is only read, never started.
 */
public final class ConsoleInbox implements AutoCloseable {
  /** How the entry point starts an inbox server on a store. */
  @FunctionalInterface
  public interface Starter {
    /**
     * Starts a server listening on {@code bind:port} (port 0: any free one) at {@code path},
     * checking signatures with {@code secret} and refusing envelopes of another account, storing
     * into {@code store} and applying with {@code applier}.
     *
     * @throws IOException when the port cannot be bound
     */
    Server start(
        String bind,
        int port,
        String path,
        String secret,
        String accountId,
        Store store,
        EventApplier applier,
        Clock clock)
        throws IOException;
  }

  /** A running inbox server as the console sees it: its port and its counts since it started. */
  public interface Server extends AutoCloseable {
    int port();

    long stored();

    long duplicates();

    long refused();

    /** Tells its worker that events are due (after a retry). */
    void wake();

    /** Finishes the deliveries in flight and the event being applied, then stops. */
    @Override
    void close();
  }

  /** Where the console inbox listens and whether it runs. */
  public record Settings(boolean on, int port, String path) {
    /** Why these cannot be used, as a message key, or null when they can. */
    public String problem() {
      if (port < 0 || port > 65_535) {
        return "events.port.invalid";
      }
      if (path == null || !path.matches("/[A-Za-z0-9._~/-]*") || path.equals("/health")) {
        return "events.path.invalid";
      }
      return null;
    }
  }

  /** The address the console inbox listens on: loopback (a reverse proxy faces the internet). */
  public static final String BIND = "127.0.0.1";

  public static final String DEFAULT_PATH = "/webhooks";

  /** The port a live profile's inbox listens on unless set. */
  public static final int DEFAULT_PORT = 8787;

  /** The Events page warns when no event arrived for this long. */
  public static final Duration QUIET_AFTER = Duration.ofHours(6);

  /** Raw bodies are dropped after this long. */
  static final Duration RETENTION = Duration.ofDays(30);

  static final String SETTING_ON = "events.receive";
  static final String SETTING_PORT = "events.port";
  static final String SETTING_PATH = "events.path";

  private static final Logger LOG = LoggerFactory.getLogger(ConsoleInbox.class);

  private static volatile Starter starter;

  /** Installed by the entry point, as the embedded sandbox's starter is. */
  public static void install(Starter s) {
    starter = s;
  }

  private final String profile;
  private final String accountId;
  private final PaydeskClient client;
  private final Store store;
  private final SandboxControl sandbox;
  private final InboxSecrets secrets;
  private final Clock clock;
  private Server server;
  private String listeningPath;
  private Instant startedAt;
  private String problem;
  private LocalDate countsDay;
  private long[] countsBase = new long[3];
  private final long[] countsBefore = new long[3];

  ConsoleInbox(
      String profile,
      String accountId,
      PaydeskClient client,
      Store store,
      SandboxControl sandbox,
      InboxSecrets secrets,
      Clock clock) {
    this.profile = profile;
    this.accountId = accountId;
    this.client = client;
    this.store = store;
    this.sandbox = sandbox;
    this.secrets = secrets;
    this.clock = clock;
  }

  /** Whether this console may run the inbox and change its settings (an H2 store). */
  public boolean editable() {
    return store.isH2();
  }

  /**
   * Whether the inbox is on the embedded sandbox, whose secret is made and given by the console.
   */
  public boolean onSandbox() {
    return sandbox != null;
  }

  /** The settings kept in the store: on by default on the Sandbox profile, off otherwise. */
  public Settings settings() {
    String on = store.setting(SETTING_ON);
    String port = store.setting(SETTING_PORT);
    String path = store.setting(SETTING_PATH);
    int p;
    try {
      p = port == null ? (onSandbox() ? 0 : DEFAULT_PORT) : Integer.parseInt(port);
    } catch (NumberFormatException e) {
      p = DEFAULT_PORT;
    }
    return new Settings(
        on == null ? onSandbox() && editable() : Boolean.parseBoolean(on),
        p,
        path == null ? DEFAULT_PATH : path);
  }

  /** Whether a secret is kept for this profile (the sandbox's is made when needed). */
  public boolean hasSecret() {
    return onSandbox() || secrets.find(profile).isPresent();
  }

  /**
   * Keeps the HMAC secret the merchant set in the service's dashboard: in the credential store
   * where there is one (answers true), else for this session only (false).
   */
  public boolean keepSecret(String secret) {
    if (secret == null || secret.isBlank()) {
      throw new IllegalArgumentException("empty secret");
    }
    return secrets.keep(profile, secret.strip());
  }

  /**
   * Starts the inbox when its settings say so (slow: off the FX thread); a failure is kept as
   * {@link #problem()} and never thrown, so the connection opens whatever happens here.
   */
  void startIfOn() {
    try {
      Settings s = settings();
      if (s.on() && editable()) {
        start(s);
      }
    } catch (RuntimeException e) {
      LOG.warn("The console's inbox did not start: {}", e.getClass().getSimpleName());
      synchronized (this) {
        problem = "events.problem.start";
      }
    }
  }

  /**
   * Saves the settings and starts the inbox with them, or stops it when they say off (slow: off the
   * FX thread). On the Sandbox profile, the sandbox is told to deliver there, or to stop.
   *
   * @return whether the inbox runs now
   */
  public boolean apply(Settings s) {
    if (!editable()) {
      throw new IllegalStateException("The events of a team store are received beside it.");
    }
    if (s.problem() != null) {
      throw new IllegalArgumentException(s.problem());
    }
    store.saveSetting(SETTING_ON, Boolean.toString(s.on()));
    store.saveSetting(SETTING_PORT, Integer.toString(s.port()));
    store.saveSetting(SETTING_PATH, s.path());
    stopServer();
    if (!s.on()) {
      if (sandbox != null) {
        sandbox.stopWebhooks();
      }
      synchronized (this) {
        problem = null;
      }
      return false;
    }
    return start(s);
  }

  private boolean start(Settings s) {
    Starter st = starter;
    String secret = onSandbox() ? secrets.findOrMake(profile) : secrets.find(profile).orElse(null);
    synchronized (this) {
      problem = null;
      if (st == null) {
        problem = "events.problem.noInbox";
        return false;
      }
      if (secret == null) {
        problem = "events.problem.noSecret";
        return false;
      }
      if (server != null) {
        return true;
      }
      try {
        server =
            st.start(
                BIND,
                s.port(),
                s.path(),
                secret,
                accountId,
                store,
                new EventApplier(client, store, clock),
                clock);
      } catch (IOException | RuntimeException e) {
        LOG.warn(
            "The console's inbox could not listen on {}:{}: {}",
            BIND,
            s.port(),
            e.getClass().getSimpleName());
        problem = "events.problem.port";
        return false;
      }
      listeningPath = s.path();
      startedAt = clock.instant();
    }
    if (sandbox != null) {
      sandbox.deliverWebhooks(address(), secret);
    }
    return true;
  }

  /** Stops the server, if running; answers whether one was. */
  private boolean stopServer() {
    Server s;
    synchronized (this) {
      s = server;
      server = null;
      startedAt = null;
    }
    if (s == null) {
      return false;
    }
    s.close(); // the deliveries in flight are answered, and counted, first
    synchronized (this) {
      long[] last = counts(s);
      for (int i = 0; i < 3; i++) {
        countsBefore[i] += last[i];
      }
    }
    return true;
  }

  /** Whether the inbox listens now. */
  public synchronized boolean running() {
    return server != null;
  }

  /** Why the inbox is not running though it is on (a message key), or null. */
  public synchronized String problem() {
    return problem;
  }

  /** The address to give the service (before any proxy), or null when not running. */
  public synchronized String address() {
    return server == null ? null : "http://" + BIND + ":" + server.port() + listeningPath;
  }

  /** The port listened on, or 0 when not running. */
  public synchronized int port() {
    return server == null ? 0 : server.port();
  }

  /** Today's counts: received (new events stored), duplicates, refused and applied. */
  public record Today(long received, long duplicates, long refused, long applied) {}

  /**
   * Today's counts in {@code zone}. Received and applied are read from the store (every inbox on
   * it); duplicates and refused are not stored, so they are this console's since midnight (-1 on a
   * team store, whose inbox runs elsewhere).
   */
  public Today today(ZoneId zone) {
    Instant now = clock.instant();
    LocalDate day = LocalDate.ofInstant(now, zone);
    Instant midnight = day.atStartOfDay(zone).toInstant();
    EventRepository.DayCounts c = store.events().countsSince(midnight);
    long duplicates = -1;
    long refused = -1;
    if (editable()) {
      long[] all = totals();
      synchronized (this) {
        if (!day.equals(countsDay)) {
          countsDay = day;
          countsBase = all;
        }
        duplicates = all[1] - countsBase[1];
        refused = all[2] - countsBase[2];
      }
    }
    return new Today(c.received(), duplicates, refused, c.applied());
  }

  private synchronized long[] totals() {
    long[] now = server == null ? new long[3] : counts(server);
    long[] all = new long[3];
    for (int i = 0; i < 3; i++) {
      all[i] = countsBefore[i] + now[i];
    }
    return all;
  }

  private static long[] counts(Server s) {
    return new long[] {s.stored(), s.duplicates(), s.refused()};
  }

  /** The events' history as the Events page shows it. */
  public record Summary(
      Instant first,
      Instant last,
      boolean quiet,
      List<EventRepository.StoredEvent> failed,
      List<DayCount> perDay,
      List<EventRepository.Unread> unread) {}

  /** Events received on one day. */
  public record DayCount(LocalDate day, long events) {}

  /** How many failed events and unread payments {@link #summary} lists at most. */
  public static final int LIST_LIMIT = 50;

  /**
   * The first and last events stored, whether none arrived for {@link #QUIET_AFTER}, the failed
   * events with their reasons, events per day for the last {@code days} days in {@code zone}
   * (oldest first, today last), and the payments events referred to that are not read yet. Slow on
   * a large store: off the FX thread.
   */
  public Summary summary(ZoneId zone, int days) {
    EventRepository events = store.events();
    Instant now = clock.instant();
    Optional<Instant> first = events.firstReceived();
    Optional<Instant> last = events.lastReceived();
    LocalDate today = LocalDate.ofInstant(now, zone);
    List<Instant> bounds = new ArrayList<>(days + 1);
    for (int i = days - 1; i >= -1; i--) {
      bounds.add(today.minusDays(i).atStartOfDay(zone).toInstant());
    }
    List<Long> counts = events.countsBetween(bounds);
    List<DayCount> perDay = new ArrayList<>(days);
    for (int i = 0; i < days; i++) {
      perDay.add(new DayCount(today.minusDays(days - 1L - i), counts.get(i)));
    }
    // Quiet: nothing for QUIET_AFTER since the last event, or since this inbox started when none
    // came after; a store that never had an event and no inbox running here says nothing.
    Instant since;
    synchronized (this) {
      since = startedAt;
    }
    if (last.isPresent() && (since == null || last.get().isAfter(since))) {
      since = last.get();
    }
    boolean quiet = since != null && Duration.between(since, now).compareTo(QUIET_AFTER) > 0;
    return new Summary(
        first.orElse(null),
        last.orElse(null),
        quiet,
        events.inState(EventRepository.FAILED, LIST_LIMIT),
        perDay,
        events.unreadPayments(LIST_LIMIT));
  }

  /**
   * Makes a failed event due again now and wakes the inbox's worker, or applies it here when the
   * inbox is off (an H2 store only; slow: off the FX thread).
   *
   * @return false when the event is not there or its raw body was dropped
   */
  public boolean retry(long eventId) {
    if (!editable()) {
      throw new IllegalStateException("Retrying the events of a team store is an admin's.");
    }
    boolean queued = store.events().requeueOne(eventId, clock.instant());
    Server s;
    synchronized (this) {
      s = server;
    }
    if (queued && s != null) {
      s.wake();
    } else if (queued) { // the inbox is off: applied here, now
      EventWorker.drain(store, new EventApplier(client, store, clock), clock);
    }
    return queued;
  }

  /**
   * Stops the inbox (the connection closes or another opens): the sandbox stops delivering to it
   * until the next inbox tells it where; its settings stay in the store.
   */
  @Override
  public void close() {
    if (stopServer() && sandbox != null) {
      sandbox.stopWebhooks();
    }
  }
}
