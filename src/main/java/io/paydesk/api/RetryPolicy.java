package io.paydesk.api;

import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.ThreadLocalRandom;

/**
 * When and how long to wait before retrying a call that may be retried (a GET, or a request
 * carrying an idempotency key). Exponential backoff from {@code initialBackoff}, times {@code
 * multiplier}, capped at {@code maxBackoff}, with up to {@code jitter} of it added at random; a
 * Retry-After header wins when it asks for longer (still capped by {@code maxRetryAfter}). No retry
 * starts once {@code maxTotalTime} has passed since the first attempt.
 */
public record RetryPolicy(
    int maxAttempts,
    Duration initialBackoff,
    Duration maxBackoff,
    double multiplier,
    double jitter,
    Duration maxRetryAfter,
    Duration maxTotalTime) {

  /**
   * Three attempts, 500 ms doubling to 8 s, 20% jitter, Retry-After up to 30 s, 2 minutes in all.
   */
  public static final RetryPolicy DEFAULT =
      new RetryPolicy(
          3,
          Duration.ofMillis(500),
          Duration.ofSeconds(8),
          2.0,
          0.2,
          Duration.ofSeconds(30),
          Duration.ofMinutes(2));

  /** One attempt, never retried. */
  public static final RetryPolicy NONE =
      new RetryPolicy(1, Duration.ZERO, Duration.ZERO, 1.0, 0, Duration.ZERO, Duration.ZERO);

  public RetryPolicy {
    if (maxAttempts < 1) {
      throw new IllegalArgumentException("maxAttempts must be at least 1");
    }
    Objects.requireNonNull(initialBackoff, "initialBackoff");
    Objects.requireNonNull(maxBackoff, "maxBackoff");
    Objects.requireNonNull(maxRetryAfter, "maxRetryAfter");
    Objects.requireNonNull(maxTotalTime, "maxTotalTime");
    if (multiplier < 1.0) {
      throw new IllegalArgumentException("multiplier must be at least 1");
    }
    if (jitter < 0 || jitter > 1) {
      throw new IllegalArgumentException("jitter must be between 0 and 1");
    }
  }

  public RetryPolicy withMaxAttempts(int attempts) {
    return new RetryPolicy(
        attempts, initialBackoff, maxBackoff, multiplier, jitter, maxRetryAfter, maxTotalTime);
  }

  public RetryPolicy withBackoff(Duration initial, Duration max) {
    return new RetryPolicy(
        maxAttempts, initial, max, multiplier, jitter, maxRetryAfter, maxTotalTime);
  }

  public RetryPolicy withJitter(double fraction) {
    return new RetryPolicy(
        maxAttempts, initialBackoff, maxBackoff, multiplier, fraction, maxRetryAfter, maxTotalTime);
  }

  public RetryPolicy withMaxTotalTime(Duration total) {
    return new RetryPolicy(
        maxAttempts, initialBackoff, maxBackoff, multiplier, jitter, maxRetryAfter, total);
  }

  public RetryPolicy withMaxRetryAfter(Duration max) {
    return new RetryPolicy(
        maxAttempts, initialBackoff, maxBackoff, multiplier, jitter, max, maxTotalTime);
  }

  /**
   * The wait before attempt number {@code nextAttempt} (2 for the first retry).
   *
   * @param retryAfter what the server asked for, or null
   */
  public Duration delayBefore(int nextAttempt, Duration retryAfter) {
    double base = initialBackoff.toMillis() * Math.pow(multiplier, Math.max(0, nextAttempt - 2));
    long capped = (long) Math.min(base, maxBackoff.toMillis());
    long withJitter =
        capped
            + (jitter == 0 || capped == 0
                ? 0
                : (long) (ThreadLocalRandom.current().nextDouble() * jitter * capped));
    if (retryAfter != null && !retryAfter.isNegative()) {
      long asked = Math.min(retryAfter.toMillis(), maxRetryAfter.toMillis());
      withJitter = Math.max(withJitter, asked);
    }
    return Duration.ofMillis(withJitter);
  }
}
