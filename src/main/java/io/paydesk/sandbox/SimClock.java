package io.paydesk.sandbox;

import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicLong;

/** Simulated time: the wall clock plus an offset that only {@code /sandbox/clock} moves. */
final class SimClock {
  private final AtomicLong offsetNanos = new AtomicLong();

  Instant now() {
    return Instant.now().plusNanos(offsetNanos.get());
  }

  void advance(Duration d) {
    offsetNanos.addAndGet(d.toNanos());
  }

  long offsetNanos() {
    return offsetNanos.get();
  }

  void setOffsetNanos(long n) {
    offsetNanos.set(n);
  }
}
