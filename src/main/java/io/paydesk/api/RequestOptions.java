package io.paydesk.api;

import java.time.Duration;

/**
 * Per-call options: the idempotency key (the store's operation journal passes the key it saved;
 * when absent the client makes one per call and reuses it on every retry) and a call time-out
 * overriding the client's.
 */
public record RequestOptions(String idempotencyKey, Duration timeout) {
  public static final RequestOptions NONE = new RequestOptions(null, null);

  public static RequestOptions idempotencyKey(String key) {
    return new RequestOptions(key, null);
  }

  public RequestOptions withIdempotencyKey(String key) {
    return new RequestOptions(key, timeout);
  }

  public RequestOptions withTimeout(Duration d) {
    return new RequestOptions(idempotencyKey, d);
  }
}
