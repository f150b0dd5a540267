package io.paydesk.sandbox;

import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Simulated time: the wall clock plus an offset that only {@code /sandbox/clock} moves. It never
 * goes back: a wall clock stepped back (NTP) holds it at the last time it gave.
 */
final class SimClock {
  private final AtomicLong offsetNanos = new AtomicLong();
  private final AtomicLong lastNanos = new AtomicLong(Long.MIN_VALUE);

  Instant now() {
    Instant wall = Instant.now();
    long t = wall.getEpochSecond() * 1_000_000_000L + wall.getNano() + offsetNanos.get();
    long at = lastNanos.accumulateAndGet(t, Math::max);
    return Instant.ofEpochSecond(0, at);
  }

  void advance(Duration d) {
    offsetNanos.addAndGet(d.toNanos());
  }

  long offsetNanos() {
    return offsetNanos.get();
  }

  /** Sets the offset (reset, restore): the one way time may move back. */
  void setOffsetNanos(long n) {
    offsetNanos.set(n);
    lastNanos.set(Long.MIN_VALUE);
  }
}
