package io.paydesk.ops;

import io.paydesk.store.Store;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one in-process signal that something stored changed without anyone on screen asking for it
 * (an event from the service applied): screens listen here instead of polling their tables. One per
 * open store; listeners are called on the thread that made the change and must hand work to their
 * own thread.
 */
public final class StoreChanges {
  /** What changed. */
  public enum Kind {
    PAYMENT,
    CHARGEBACK,
    PAYOUT,
    SUBSCRIPTION,
    PAYMENT_METHODS,
    /** A form's draft (kind/key) saved or removed on a team store. */
    DRAFT,
    /** A journaled operation (its target's id) moved on, by another console on a team store. */
    OPERATION
  }

  /**
   * One change: a payment, a chargeback (its payment's id), a payout, a subscription, a customer's
   * methods.
   */
  public record Change(Kind kind, String id) {}

  private static final Logger LOG = LoggerFactory.getLogger(StoreChanges.class);
  private static final Map<Store, StoreChanges> BY_STORE = new WeakHashMap<>();

  private final List<Consumer<Change>> listeners = new CopyOnWriteArrayList<>();

  private StoreChanges() {}

  /** The signal of one open store. */
  public static StoreChanges of(Store store) {
    synchronized (BY_STORE) {
      return BY_STORE.computeIfAbsent(store, s -> new StoreChanges());
    }
  }

  /** Adds a listener; closing the answer removes it. */
  public AutoCloseable listen(Consumer<Change> listener) {
    listeners.add(listener);
    return () -> listeners.remove(listener);
  }

  /** Tells every listener; one that fails is logged and the others are still told. */
  public void changed(Change change) {
    for (Consumer<Change> l : listeners) {
      try {
        l.accept(change);
      } catch (RuntimeException e) {
        LOG.warn("A listener of store changes failed: {}", e.getClass().getSimpleName());
      }
    }
  }
}
