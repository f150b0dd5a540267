package io.paydesk.sandbox;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Random;

/**
 * Chaos settings for /v1 calls: added latency, an error rate (500 before any change), dropped
 * connections (before any change) and drop-after-commit (the change is made, the answer lost).
 * {@code count} limits how many further calls are affected (absent: all of them).
 */
final class Faults {
  private final Random random;
  private volatile long latencyMs;
  private volatile double errorRate;
  private volatile double dropRate;
  private volatile double dropAfterCommitRate;
  private long remaining = -1;

  Faults(long seed) {
    this.random = new Random(seed ^ 0xFA17L);
  }

  /** What happens to one call. */
  enum Fate {
    NORMAL,
    ERROR,
    DROP,
    DROP_AFTER_COMMIT
  }

  synchronized void set(JsonNode b) {
    latencyMs = longOf(b, "latency_ms", 0, 60_000);
    errorRate = rate(b, "error_rate");
    dropRate = rate(b, "drop_rate");
    dropAfterCommitRate = rate(b, "drop_after_commit_rate");
    JsonNode c = b.get("count");
    remaining = c == null || c.isNull() ? -1 : longOf(b, "count", 0, Long.MAX_VALUE);
  }

  synchronized void clear() {
    latencyMs = 0;
    errorRate = 0;
    dropRate = 0;
    dropAfterCommitRate = 0;
    remaining = -1;
  }

  boolean active() {
    return latencyMs > 0 || errorRate > 0 || dropRate > 0 || dropAfterCommitRate > 0;
  }

  long latencyMs() {
    return latencyMs;
  }

  synchronized Fate next() {
    if (remaining == 0) {
      return Fate.NORMAL;
    }
    if (remaining > 0) {
      remaining--;
    }
    double r = random.nextDouble();
    if (r < errorRate) {
      return Fate.ERROR;
    }
    r -= errorRate;
    if (r < dropRate) {
      return Fate.DROP;
    }
    r -= dropRate;
    if (r < dropAfterCommitRate) {
      return Fate.DROP_AFTER_COMMIT;
    }
    return Fate.NORMAL;
  }

  synchronized byte[] describe() {
    return SandboxJson.write(
        g -> {
          g.writeStartObject();
          g.writeNumberField("latency_ms", latencyMs);
          g.writeNumberField("error_rate", errorRate);
          g.writeNumberField("drop_rate", dropRate);
          g.writeNumberField("drop_after_commit_rate", dropAfterCommitRate);
          if (remaining < 0) {
            g.writeNullField("count");
          } else {
            g.writeNumberField("count", remaining);
          }
          g.writeEndObject();
        });
  }

  /** A rate from 0 to 1 (0 when absent), or INVALID_REQUEST. */
  static double rate(JsonNode b, String f) {
    JsonNode v = b.get(f);
    if (v == null || v.isNull()) {
      return 0;
    }
    if (!v.isNumber() || v.asDouble() < 0 || v.asDouble() > 1) {
      throw ApiException.invalid(f, "must be a number from 0 to 1");
    }
    return v.asDouble();
  }

  private static long longOf(JsonNode b, String f, long min, long max) {
    JsonNode v = b.get(f);
    if (v == null || v.isNull()) {
      return 0;
    }
    if (!v.canConvertToLong() || v.asLong() < min || v.asLong() > max) {
      throw ApiException.invalid(f, "must be a whole number from " + min + " to " + max);
    }
    return v.asLong();
  }
}
