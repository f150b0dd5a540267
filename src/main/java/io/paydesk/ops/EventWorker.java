package io.paydesk.ops;

import io.paydesk.store.EventRepository;
import io.paydesk.store.EventRepository.StoredEvent;
import io.paydesk.store.Store;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Applies stored events off the request threads: claims those due (a few at a time, for a lease;
 * other workers and processes skip them), applies each with {@link EventApplier}, and records the
 * outcome. An event that cannot be applied yet is tried again with a growing delay (10 s doubling
 * up to an hour), and after {@link #MAX_ATTEMPTS} it is left failed with its reason, to be
 * replayed. Raw bodies older than the retention are dropped once an hour. On an H2 store (one
 * process) the events claimed when the process last stopped are due again at start; on PostgreSQL
 * they wait for their lease (another process may be applying them).
 */
public final class EventWorker implements AutoCloseable {
  static final int MAX_ATTEMPTS = 30;
  static final int LEASE_SECONDS = 300;
  static final int CLAIM = 20;
  static final Duration FIRST_DELAY = Duration.ofSeconds(10);
  static final Duration LONGEST_DELAY = Duration.ofHours(1);
  static final Duration PURGE_EVERY = Duration.ofHours(1);

  private static final Logger LOG = LoggerFactory.getLogger(EventWorker.class);

  private final Store store;
  private final EventApplier applier;
  private final Clock clock;
  private final Duration retention;
  private final Semaphore wakeUp = new Semaphore(0);
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
        for (StoredEvent e : due) {
          if (stopping) { // claimed but not begun: left for the next worker now
            store.events().finish(e.id(), EventRepository.RETRY, null, clock.instant());
          } else {
            applyOne(e); // an event begun is finished, even when stopping
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
  }

  @Override
  public void close() {
    close(Duration.ofSeconds(5));
  }
}
