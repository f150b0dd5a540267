package io.paydesk.ops;

import io.paydesk.store.EventRepository;
import io.paydesk.store.EventRepository.StoredEvent;
import io.paydesk.store.Store;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Applies stored events off the request threads: claims those due (a few at a time, for a lease;
 * other workers and processes skip them), applies them with {@link EventApplier} on {@link #LANES}
 * threads (a resource's events in one lane, in order), and records each outcome. An event that
 * cannot be applied yet is tried again with a growing delay (10 s doubling up to an hour), and
 * after {@link #MAX_ATTEMPTS} it is left failed with its reason, to be replayed. Raw bodies older
 * than the retention are dropped once an hour. On an H2 store (one process) the events claimed when
 * the process last stopped are due again at start; on PostgreSQL they wait for their lease (another
 * process may be applying them).
 */
public final class EventWorker implements AutoCloseable {
  static final int MAX_ATTEMPTS = 30;
  static final int LEASE_SECONDS = 300;
  static final int CLAIM = 40;

  /** Events of different resources are applied on this many threads at once. */
  static final int LANES = 4;

  static final Duration FIRST_DELAY = Duration.ofSeconds(10);
  static final Duration LONGEST_DELAY = Duration.ofHours(1);
  static final Duration PURGE_EVERY = Duration.ofHours(1);

  private static final Logger LOG = LoggerFactory.getLogger(EventWorker.class);

  private final Store store;
  private final EventApplier applier;
  private final Clock clock;
  private final Duration retention;
  private final Semaphore wakeUp = new Semaphore(0);
  private ExecutorService appliers; // started with the thread; replay applies on its own
  private final Thread thread;
  private volatile boolean stopping;
  private Instant lastPurge = Instant.EPOCH;

  private EventWorker(Store store, EventApplier applier, Clock clock, Duration retention) {
    this.store = store;
    this.applier = applier;
    this.clock = clock;
    this.retention = retention;
    this.thread = new Thread(this::run, "paydesk-inbox-apply");
    this.thread.setDaemon(true);
  }

  private static ExecutorService appliers() {
    AtomicInteger n = new AtomicInteger();
    return Executors.newFixedThreadPool(
        LANES,
        r -> {
          Thread t = new Thread(r, "paydesk-inbox-apply-" + n.incrementAndGet());
          t.setDaemon(true);
          return t;
        });
  }

  /** Starts a worker applying with {@code applier}; raw bodies are kept for {@code retention}. */
  public static EventWorker start(
      Store store, EventApplier applier, Clock clock, Duration retention) {
    if (store.isH2()) { // the one process: what it claimed before a kill is due again now
      int released = store.events().releaseClaims(clock.instant());
      if (released > 0) {
        LOG.info("{} events claimed before the last stop are due again.", released);
      }
    }
    EventWorker w = new EventWorker(store, applier, clock, retention);
    w.appliers = appliers();
    w.thread.start();
    return w;
  }

  /** Applies, once, every event due now (for replay), without a thread; answers how many. */
  public static int drain(Store store, EventApplier applier, Clock clock) {
    EventWorker w = new EventWorker(store, applier, clock, Duration.ZERO);
    int n = 0;
    for (List<StoredEvent> due = w.claim(); !due.isEmpty(); due = w.claim()) {
      for (StoredEvent e : due) {
        w.applyOne(e);
        n++;
      }
    }
    return n;
  }

  /** Tells the worker new events are stored. */
  public void wake() {
    wakeUp.release();
  }

  private void run() {
    while (!stopping) {
      try {
        purgeWhenDue();
        List<StoredEvent> due = claim();
        List<Callable<Void>> lanes = new ArrayList<>();
        for (List<StoredEvent> lane : lanes(due)) {
          lanes.add(
              () -> {
                for (StoredEvent e : lane) {
                  if (stopping) { // claimed but not begun: left for the next worker now
                    store.events().finish(e.id(), EventRepository.RETRY, null, clock.instant());
                  } else {
                    applyOne(e); // an event begun is finished, even when stopping
                  }
                }
                return null;
              });
        }
        for (Future<Void> f : appliers.invokeAll(lanes)) {
          try {
            f.get();
          } catch (ExecutionException x) {
            throw x.getCause() instanceof RuntimeException r ? r : new IllegalStateException(x);
          }
        }
        if (due.isEmpty()) {
          wakeUp.tryAcquire(1, TimeUnit.SECONDS);
          wakeUp.drainPermits();
        }
      } catch (InterruptedException e) {
        return;
      } catch (RuntimeException e) {
        LOG.warn("Applying events failed: {}; trying again.", e.getClass().getSimpleName());
        try {
          Thread.sleep(1_000); // the store is failing: do not spin on it
        } catch (InterruptedException x) {
          return;
        }
      }
    }
  }

  /**
   * The claimed events in {@link #LANES} lanes, each in claim order: a resource's events in one
   * lane (applied one after another, so a stale read never replaces a newer one), enrollments (a
   * customer's methods, whatever the method) in the first.
   */
  static List<List<StoredEvent>> lanes(List<StoredEvent> due) {
    List<List<StoredEvent>> lanes = new ArrayList<>();
    for (int i = 0; i < LANES; i++) {
      lanes.add(new ArrayList<>());
    }
    for (StoredEvent e : due) {
      String key = e.resourceId();
      int lane =
          key == null || "enrollment".equals(e.type()) ? 0 : Math.floorMod(key.hashCode(), LANES);
      lanes.get(lane).add(e);
    }
    lanes.removeIf(List::isEmpty);
    return lanes;
  }

  private List<StoredEvent> claim() {
    return store.events().claimDue(clock.instant(), LEASE_SECONDS, stopping ? 0 : CLAIM);
  }

  private void applyOne(StoredEvent e) {
    long start = System.nanoTime();
    EventApplier.Outcome o = applier.apply(e);
    String state = o.state();
    Instant next = null;
    if (state.equals(EventRepository.RETRY)) {
      if (e.attempts() >= MAX_ATTEMPTS) {
        state = EventRepository.FAILED;
      } else {
        next = clock.instant().plus(delay(e.attempts()));
      }
    }
    store.events().finish(e.id(), state, o.reason(), next);
    StoreChanges changes = StoreChanges.of(store);
    for (StoreChanges.Change c : o.changes()) {
      changes.changed(c);
    }
    LOG.debug(
        "Event {} {}: {}{} (attempt {}, {} ms)",
        e.id(),
        e.typeEvent(),
        state,
        o.reason() == null ? "" : ": " + o.reason(),
        e.attempts(),
        (System.nanoTime() - start) / 1_000_000);
  }

  /** The delay before attempt {@code attempts + 1}: 10 s doubling, at most an hour. */
  static Duration delay(int attempts) {
    int shift = Math.max(0, Math.min(attempts - 1, 20));
    Duration d = FIRST_DELAY.multipliedBy(1L << shift);
    return d.compareTo(LONGEST_DELAY) > 0 ? LONGEST_DELAY : d;
  }

  private void purgeWhenDue() {
    Instant now = clock.instant();
    if (Duration.between(lastPurge, now).compareTo(PURGE_EVERY) >= 0) {
      lastPurge = now;
      int dropped = store.events().dropRawBodiesBefore(now.minus(retention));
      if (dropped > 0) {
        LOG.info("Dropped the raw bodies of {} events older than {}.", dropped, retention);
      }
    }
  }

  /** Finishes the event being applied and stops (waits at most {@code timeout}). */
  public void close(Duration timeout) {
    stopping = true;
    wakeUp.release();
    try {
      thread.join(timeout.toMillis());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    if (appliers != null) {
      appliers.shutdown();
    }
  }

  @Override
  public void close() {
    close(Duration.ofSeconds(5));
  }
}
