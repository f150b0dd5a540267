package io.paydesk.sandbox;

import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The simulated provider behind captures and refunds. Triggers in merchant_reference: DECLINE_ONCE
 * declines the first attempt only, DECLINE declines every attempt, SLOW takes two seconds. Tests
 * can hold the next call open with {@link #hold()}.
 */
final class Provider {
  private final AtomicReference<Hold> hold = new AtomicReference<>();

  /** A call held open until released. */
  static final class Hold {
    final CountDownLatch entered = new CountDownLatch(1);
    final CountDownLatch release = new CountDownLatch(1);

    void awaitEntered() throws InterruptedException {
      if (!entered.await(10, TimeUnit.SECONDS)) {
        throw new IllegalStateException("no provider call arrived");
      }
    }

    void release() {
      release.countDown();
    }
  }

  Hold hold() {
    Hold h = new Hold();
    hold.set(h);
    return h;
  }

  /** First attempt: true when the provider approves. */
  boolean call(String reference) {
    Hold h = hold.getAndSet(null);
    if (h != null) {
      h.entered.countDown();
      try {
        h.release.await(30, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    String r = reference == null ? "" : reference.toUpperCase(Locale.ROOT);
    if (r.contains("SLOW")) {
      try {
        Thread.sleep(2000);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    return !r.contains("DECLINE");
  }

  /** A later automatic retry (attempt 1 to 5). */
  boolean retry(String reference, int attempt) {
    String r = reference == null ? "" : reference.toUpperCase(Locale.ROOT);
    return r.contains("DECLINE_ONCE") || !r.contains("DECLINE");
  }
}
