package io.paydesk.sandbox;

import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Idempotency keys, kept 24 simulated hours. A key in use answers REQUEST_IN_PROCESS; a finished
 * key replays its first response; a key whose request failed after processing began answers
 * IDEMPOTENCY_DUPLICATED. A request refused before processing releases its key.
 */
final class Idempotency {
  static final Duration KEEP = Duration.ofHours(24);

  /** A response that can be written again byte for byte. */
  record Reply(int status, Body body) {
    static Reply of(int status, byte[] bytes) {
      return new Reply(status, out -> out.writeBytes(bytes));
    }

    /** A JSON body rendered on each write from state that no longer changes. */
    static Reply json(int status, SandboxJson.Writer w) {
      return new Reply(status, out -> SandboxJson.render(out, w));
    }
  }

  /** Writes a response body into a buffer. */
  @FunctionalInterface
  interface Body {
    void writeTo(SandboxJson.Out out);
  }

  private static final class Entry {
    final Instant created;
    volatile Reply reply;
    volatile boolean failed;

    Entry(Instant created) {
      this.created = created;
    }
  }

  private final ConcurrentHashMap<String, Entry> keys = new ConcurrentHashMap<>();
  private final SimClock clock;
  private final java.util.concurrent.atomic.AtomicLong inserts =
      new java.util.concurrent.atomic.AtomicLong();

  Idempotency(SimClock clock) {
    this.clock = clock;
  }

  /** Runs op once per (scope, key); replays its reply afterwards. */
  Reply run(String scope, String key, java.util.function.Supplier<Reply> op) {
    String k = scope + '\u0000' + key;
    Instant now = clock.now();
    if (inserts.incrementAndGet() % 50_000 == 0) {
      expire();
    }
    Entry fresh = new Entry(now);
    Entry e = keys.putIfAbsent(k, fresh);
    if (e != null && e.created.plus(KEEP).isBefore(now)) {
      if (keys.replace(k, e, fresh)) {
        e = null;
      } else {
        return run(scope, key, op);
      }
    }
    if (e != null) {
      Reply r = e.reply;
      if (r != null) {
        return r;
      }
      if (e.failed) {
        throw new ApiException(
            400,
            "IDEMPOTENCY_DUPLICATED",
            "The first request with this idempotency key failed; send the request with a new key.");
      }
      throw new ApiException(
          400,
          "REQUEST_IN_PROCESS",
          "Request with the same idempotency is already in process. Try again in a few seconds.");
    }
    try {
      Reply r = op.get();
      fresh.reply = r;
      return r;
    } catch (ApiException ex) {
      if (ex.status < 500) {
        keys.remove(k, fresh);
      } else {
        fresh.failed = true;
      }
      throw ex;
    } catch (RuntimeException ex) {
      fresh.failed = true;
      throw ex;
    }
  }

  /** Drops keys older than 24 simulated hours. */
  void expire() {
    Instant limit = clock.now().minus(KEEP);
    keys.values().removeIf(e -> e.created.isBefore(limit));
  }

  void clear() {
    keys.clear();
  }

  int size() {
    return keys.size();
  }
}
