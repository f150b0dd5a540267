package io.paydesk.ops;

import io.paydesk.store.Store;
import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one entry for screens to what changed in the store without anyone on screen asking (events
 * from the service applied): the {@link StoreChanges} of one store, gathered into batches. The
 * first change of a burst opens a window of {@link #WINDOW}; every change within it joins the same
 * batch, which then goes to each listener on the thread its executor runs on (the FX thread, for
 * the console). A flood of events is thus told at most four times a second, each change within
 * {@link #WINDOW} of happening.
 */
public final class LiveChanges implements AutoCloseable {
  /** How long the changes of one burst are gathered before they are told. */
  public static final Duration WINDOW = Duration.ofMillis(250);

  private static final Logger LOG = LoggerFactory.getLogger(LiveChanges.class);

  /**
   * What changed in one window, by id: payments (a chargeback's payment among them), chargebacks
   * (their payments' ids), payouts, subscriptions, and customers whose payment methods changed.
   * {@code number} counts the batches of one connection from 1, so no two are equal.
   */
  public record Batch(
      long number,
      Set<String> payments,
      Set<String> chargebacks,
      Set<String> payouts,
      Set<String> subscriptions,
      Set<String> customers,
      Set<String> drafts,
      Set<String> operations) {
    public Batch {
      drafts = Set.copyOf(drafts);
      operations = Set.copyOf(operations);
      payments = Set.copyOf(payments);
      chargebacks = Set.copyOf(chargebacks);
      payouts = Set.copyOf(payouts);
      subscriptions = Set.copyOf(subscriptions);
      customers = Set.copyOf(customers);
    }

    /** Whether this batch changed a payment (what the overview, search and disputes read). */
    public boolean touchesPayments() {
      return !payments.isEmpty() || !chargebacks.isEmpty();
    }
  }

  private record Listener(Executor executor, Consumer<Batch> consumer) {}

  private final Duration window;
  private final List<Listener> listeners = new CopyOnWriteArrayList<>();
  private final ScheduledExecutorService timer;
  private final AutoCloseable signal;
  private final Object lock = new Object();
  private Gathering gathering;
  private long told;

  /**
   * Listens to the store's changes, gathering them for {@link #WINDOW}: this console's (the
   * in-process signal) and, on a team store, other consoles' and the inbox's as the database
   * announces them.
   */
  public LiveChanges(Store store) {
    this(StoreChanges.of(store), WINDOW);
    StoreChanges changes = StoreChanges.of(store);
    others =
        store.listenToOthers(
            (kind, id) -> {
              try {
                changes.changed(new StoreChanges.Change(StoreChanges.Kind.valueOf(kind), id));
              } catch (IllegalArgumentException e) {
                LOG.debug("Unknown change announced: {}", kind);
              }
            });
  }

  private AutoCloseable others = () -> {};

  LiveChanges(StoreChanges changes, Duration window) {
    this.window = window;
    ScheduledThreadPoolExecutor t =
        new ScheduledThreadPoolExecutor(
            1,
            r -> {
              Thread thread = new Thread(r, "paydesk-live-changes");
              thread.setDaemon(true);
              return thread;
            });
    t.setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
    this.timer = t;
    this.signal = changes.listen(this::gather);
  }

  /**
   * Tells {@code listener} each batch, run by {@code executor} (the console's hop to the FX
   * thread); closing the answer stops it (a batch already handed to the executor may still run).
   */
  public AutoCloseable listen(Executor executor, Consumer<Batch> listener) {
    Listener l = new Listener(executor, listener);
    listeners.add(l);
    return () -> listeners.remove(l);
  }

  private void gather(StoreChanges.Change change) {
    synchronized (lock) {
      if (gathering == null) {
        gathering = new Gathering();
        try {
          timer.schedule(this::tell, window.toMillis(), TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.RejectedExecutionException closed) {
          gathering = null;
          return;
        }
      }
      gathering.add(change);
    }
  }

  private void tell() {
    Batch batch;
    synchronized (lock) {
      batch = gathering.batch(++told);
      gathering = null;
    }
    for (Listener l : listeners) {
      try {
        l.executor().execute(() -> told(l, batch));
      } catch (RuntimeException e) {
        LOG.warn("A listener of live changes was not told: {}", e.getClass().getSimpleName());
      }
    }
  }

  private void told(Listener l, Batch batch) {
    if (!listeners.contains(l)) {
      return; // removed while the batch was on its way
    }
    try {
      l.consumer().accept(batch);
    } catch (RuntimeException e) {
      LOG.warn("A listener of live changes failed: {}", e.getClass().getSimpleName());
    }
  }

  /** Stops listening to the store; batches not yet told are dropped. */
  @Override
  public void close() {
    listeners.clear();
    try {
      others.close();
    } catch (Exception e) {
      LOG.debug("Team store feed not closed cleanly: {}", e.getClass().getSimpleName());
    }
    try {
      signal.close();
    } catch (Exception e) {
      // removing a listener from a list does not fail
    }
    timer.shutdownNow();
  }

  /** The changes of the window open now. */
  private static final class Gathering {
    private final Set<String> payments = new LinkedHashSet<>();
    private final Set<String> chargebacks = new LinkedHashSet<>();
    private final Set<String> payouts = new LinkedHashSet<>();
    private final Set<String> subscriptions = new LinkedHashSet<>();
    private final Set<String> customers = new LinkedHashSet<>();
    private final Set<String> drafts = new LinkedHashSet<>();
    private final Set<String> operations = new LinkedHashSet<>();

    void add(StoreChanges.Change c) {
      switch (c.kind()) {
        case PAYMENT -> payments.add(c.id());
        case CHARGEBACK -> chargebacks.add(c.id());
        case PAYOUT -> payouts.add(c.id());
        case SUBSCRIPTION -> subscriptions.add(c.id());
        case PAYMENT_METHODS -> customers.add(c.id());
        case DRAFT -> drafts.add(c.id());
        case OPERATION -> operations.add(c.id());
      }
    }

    Batch batch(long number) {
      return new Batch(
          number, payments, chargebacks, payouts, subscriptions, customers, drafts, operations);
    }
  }
}
