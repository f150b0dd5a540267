package io.paydesk.api;

import java.time.Duration;
import java.util.List;

/** Too many requests (429); retryAfter is what the service asked for, or null. */
public class RateLimitedException extends PaydeskException {
  private static final long serialVersionUID = 1L;
  private final Duration retryAfter;

  public RateLimitedException(
      String userMessage,
      int status,
      String code,
      List<String> messages,
      String rawBody,
      Duration retryAfter) {
    super(userMessage, status, code, messages, rawBody, null);
    this.retryAfter = retryAfter;
  }

  public Duration retryAfter() {
    return retryAfter;
  }

  @Override
  public boolean isRetryable() {
    return true;
  }
}
