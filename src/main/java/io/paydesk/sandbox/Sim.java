package io.paydesk.sandbox;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.time.Instant;

/** The whole simulated service state: clock, resources, idempotency keys, faults. */
final class Sim {
  final String accountId;
  final SimClock clock = new SimClock();
  final Provider provider = new Provider();
  final Idempotency idempotency = new Idempotency(clock);
  final Faults faults;
  final Payments payments = new Payments(this);
  final Customers customers = new Customers(this);
  final Subscriptions subscriptions = new Subscriptions(this);
  final Payouts payouts = new Payouts(this);
  final Entities entities = new Entities(this);
  final Webhooks webhooks;
  volatile Store store = Store.NONE;

  Sim(String accountId, long seed) {
    this.accountId = accountId;
    this.faults = new Faults(seed);
    this.webhooks = new Webhooks(this, seed);
  }

  void changed(Payment p) {
    store.payment(p);
  }

  void changed(String kind, String id, ObjectNode node) {
    store.document(kind, id, node);
  }

  /** Moves simulated time and runs what fell due. */
  synchronized Instant advance(Duration d) {
    clock.advance(d);
    Instant now = clock.now();
    payments.timers.tick(now);
    subscriptions.tick(now);
    payouts.tick(now);
    idempotency.expire();
    store.clock(clock.offsetNanos());
    webhooks.clockMoved();
    return now;
  }

  void clear() {
    payments.clear();
    customers.clear();
    subscriptions.clear();
    payouts.clear();
    entities.clear();
    idempotency.clear();
    faults.clear();
    clock.setOffsetNanos(0);
  }

  /** Where changes are kept beyond memory; NONE keeps nothing. */
  interface Store {
    Store NONE = new Store() {};

    default void payment(Payment p) {}

    default void document(String kind, String id, ObjectNode node) {}

    default void clock(long offsetNanos) {}
  }
}
