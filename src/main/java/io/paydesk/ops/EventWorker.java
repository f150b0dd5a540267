package io.paydesk.ops;

import io.paydesk.store.EventRepository;
import io.paydesk.store.EventRepository.StoredEvent;
import io.paydesk.store.Store;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Applies stored events off the request threads. One thread claims the events due (a batch at a
 * time, for a lease; other workers and processes skip them) and hands each to one of {@link #LANES}
 * threads by the resource it is about, so the events of one payment are applied in the order
 * claimed and different payments at once (the reads from the service overlap). A lane reads from
 * the service with {@link EventApplier}, outside any transaction; one writer thread then stores
 * what the events carry or were read, with their states, in one transaction for every outcome
 * waiting (at most {@link #FINISH_BATCH}), in the order the lanes handed them over, and only for
 * events whose claim still holds. An event that cannot be applied yet is tried again with a growing
 * delay (10 s doubling up to an hour), and after {@link #MAX_ATTEMPTS} it is left failed with its
 * reason, to be replayed. Raw bodies older than the retention are dropped once an hour. On an H2
 * store (one process) the events claimed when the process last stopped are due again at start; on
 * PostgreSQL they wait for their lease (another process may be applying them).
 */
public final class EventWorker implements AutoCloseable {
  static final int MAX_ATTEMPTS = 30;
  static final int LEASE_SECONDS = 300;
  static final int CLAIM = 50;

  /**
   * Threads applying at once: they mostly wait for the service's answers, so a few more than this
   * machine's 2 cores; the store's writes are one thread's.
   */
  static final int LANES = 4;

  /** The most events claimed and not yet finished. */
  static final int IN_FLIGHT = 4 * CLAIM;

  /** The most outcomes stored in one transaction. */
  static final int FINISH_BATCH = 64;

  static final Duration FIRST_DELAY = Duration.ofSeconds(10);
  static final Duration LONGEST_DELAY = Duration.ofHours(1);
  static final Duration PURGE_EVERY = Duration.ofHours(1);

  private static final Logger LOG = LoggerFactory.getLogger(EventWorker.class);

  /** An event's outcome waiting to be stored, and what it changed once stored. */
  private record Done(
      EventRepository.Finish finish, String typeEvent, List<StoreChanges.Change> changes) {}

  private final Store store;
  private final EventApplier applier;
  private final Clock clock;
  private final Duration retention;
  private final Semaphore wakeUp = new Semaphore(0);
  private final AtomicInteger inFlight = new AtomicInteger();
  private final List<LinkedBlockingQueue<StoredEvent>> lanes = new ArrayList<>();
  private final LinkedBlockingQueue<Done> done = new LinkedBlockingQueue<>();
  private final List<Thread> threads = new ArrayList<>();
  private volatile boolean stopping;
  private volatile boolean lanesEnded;
  private Instant lastPurge = Instant.EPOCH;

  private EventWorker(Store store, EventApplier applier, Clock clock, Duration retention) {
    this.store = store;
    this.applier = applier;
    this.clock = clock;
    this.retention = retention;
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
    for (int i = 0; i < LANES; i++) {
      LinkedBlockingQueue<StoredEvent> lane = new LinkedBlockingQueue<>();
      w.lanes.add(lane);
      w.threads.add(w.thread(() -> w.runLane(lane), "paydesk-inbox-apply-" + (i + 1)));
    }
    w.threads.add(w.thread(w::runWriter, "paydesk-inbox-applied"));
    w.threads.add(w.thread(w::runClaims, "paydesk-inbox-claim"));
    w.threads.forEach(Thread::start);
    return w;
  }

  private Thread thread(Runnable r, String name) {
    Thread t = new Thread(r, name);
    t.setDaemon(true);
    return t;
  }

  /** Applies, once, every event due now (for replay), in this thread; answers how many. */
  public static int drain(Store store, EventApplier applier, Clock clock) {
    EventWorker w = new EventWorker(store, applier, clock, Duration.ZERO);
    int n = 0;
    for (List<StoredEvent> due = w.claim(CLAIM); !due.isEmpty(); due = w.claim(CLAIM)) {
      for (StoredEvent e : due) {
        w.record(List.of(w.outcome(e)));
        n++;
      }
    }
    return n;
  }

  /** Tells the worker new events are stored. */
  public void wake() {
    wakeUp.release();
  }

  private void runClaims() {
    while (!stopping) {
      try {
        purgeWhenDue();
        int room = IN_FLIGHT - inFlight.get();
        List<StoredEvent> due = room > 0 ? claim(Math.min(room, CLAIM)) : List.of();
        for (StoredEvent e : due) {
          inFlight.incrementAndGet();
          lanes.get(laneOf(e)).add(e);
        }
        if (due.size() < CLAIM) { // nothing more due now, or no room: wait for news
          wakeUp.tryAcquire(1, TimeUnit.SECONDS);
          wakeUp.drainPermits();
        }
      } catch (InterruptedException e) {
        return;
      } catch (RuntimeException e) {
        LOG.warn("Claiming events failed: {}; trying again.", e.getClass().getSimpleName());
        try {
          Thread.sleep(1_000); // the store is failing: do not spin on it
        } catch (InterruptedException x) {
          return;
        }
      }
    }
  }

  /**
   * The lane of an event: by the resource it is about, so one resource's events keep their order (a
   * customer's methods are read whole, so every enrollment shares one lane).
   */
  private int laneOf(StoredEvent e) {
    String key =
        "enrollment".equals(e.type()) || e.resourceId() == null
            ? String.valueOf(e.type())
            : e.type() + ":" + e.resourceId();
    return Math.floorMod(key.hashCode(), lanes.size());
  }

  private void runLane(LinkedBlockingQueue<StoredEvent> lane) {
    while (true) {
      StoredEvent e;
      try {
        e = lane.poll(100, TimeUnit.MILLISECONDS);
      } catch (InterruptedException x) {
        return;
      }
      if (e == null) {
        if (stopping) {
          return;
        }
      } else if (stopping) { // claimed but not begun: left for the next worker now
        done.add(
            new Done(
                new EventRepository.Finish(
                    e.id(), e.attempts(), EventRepository.RETRY, null, clock.instant(), null),
                e.typeEvent(),
                List.of()));
      } else {
        done.add(outcome(e)); // an event begun is finished, even when stopping
      }
    }
  }

  private List<StoredEvent> claim(int limit) {
    return store.events().claimDue(clock.instant(), LEASE_SECONDS, stopping ? 0 : limit);
  }

  /** Applies the event (reads from the service): its outcome, not stored yet. */
  private Done outcome(StoredEvent e) {
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
    return new Done(
        new EventRepository.Finish(e.id(), e.attempts(), state, o.reason(), next, o.writes()),
        e.typeEvent(),
        o.changes());
  }

  private void runWriter() {
    List<Done> batch = new ArrayList<>(FINISH_BATCH);
    while (true) {
      try {
        Done first = done.poll(100, TimeUnit.MILLISECONDS);
        if (first == null) {
          if (lanesEnded) {
            return;
          }
          continue;
        }
        batch.add(first);
      } catch (InterruptedException e) {
        return;
      }
      done.drainTo(batch, FINISH_BATCH - 1);
      record(batch);
      inFlight.addAndGet(-batch.size());
      batch.clear();
      wakeUp.release(); // room for more claims
    }
  }

  /**
   * Stores the outcomes in one transaction, then tells what they changed. When that fails, each is
   * stored alone; one that fails alone is recorded to retry, without its writes.
   */
  private void record(List<Done> batch) {
    List<EventRepository.Finish> finishes = new ArrayList<>(batch.size());
    for (Done d : batch) {
      finishes.add(d.finish());
    }
    Set<Long> finished;
    try {
      finished = store.events().finish(finishes);
    } catch (RuntimeException x) {
      if (batch.size() > 1) {
        for (Done d : batch) {
          record(List.of(d));
        }
        return;
      }
      EventRepository.Finish f = batch.get(0).finish();
      String reason = "store: " + x.getMessage();
      LOG.warn("Event {} could not be stored as applied: {}", f.id(), reason);
      try {
        store
            .events()
            .finish(
                List.of(
                    new EventRepository.Finish(
                        f.id(),
                        f.attempt(),
                        f.attempt() >= MAX_ATTEMPTS
                            ? EventRepository.FAILED
                            : EventRepository.RETRY,
                        reason,
                        f.attempt() >= MAX_ATTEMPTS
                            ? null
                            : clock.instant().plus(delay(f.attempt())),
                        null)));
      } catch (RuntimeException y) {
        LOG.warn("Event {} stays claimed: the store is failing.", f.id());
      }
      return;
    }
    StoreChanges changes = StoreChanges.of(store);
    for (Done d : batch) {
      EventRepository.Finish f = d.finish();
      if (!finished.contains(f.id())) {
        LOG.info(
            "Event {} was claimed again by another worker; its outcome is not stored.", f.id());
        continue;
      }
      for (StoreChanges.Change c : d.changes()) {
        changes.changed(c);
      }
      LOG.debug(
          "Event {} {}: {}{} (attempt {}, stored with {} others)",
          f.id(),
          d.typeEvent(),
          f.state(),
          f.reason() == null ? "" : ": " + f.reason(),
          f.attempt(),
          batch.size() - 1);
    }
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

  /**
   * Finishes the events being applied, gives back those claimed and not begun, and stops (waits at
   * most {@code timeout} in all).
   */
  public void close(Duration timeout) {
    long deadline = System.nanoTime() + timeout.toNanos();
    stopping = true;
    wakeUp.release();
    try {
      for (Thread t : threads) {
        if (t.getName().equals("paydesk-inbox-applied")) {
          continue;
        }
        t.join(Math.max(1, (deadline - System.nanoTime()) / 1_000_000));
      }
      lanesEnded = true;
      for (Thread t : threads) {
        t.join(Math.max(1, (deadline - System.nanoTime()) / 1_000_000));
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Override
  public void close() {
    close(Duration.ofSeconds(5));
  }
}
