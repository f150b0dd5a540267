package io.paydesk.api;

import java.util.List;

/**
 * The idempotency key clashed: REQUEST_IN_PROCESS (the first request with this key still runs; try
 * again later with the same key), IDEMPOTENCY_DUPLICATED (the first request failed before anything
 * was created; use a new key), or 409.
 */
public class IdempotencyConflictException extends PaydeskException {
  private static final long serialVersionUID = 1L;

  public IdempotencyConflictException(
      String userMessage, int status, String code, List<String> messages, String rawBody) {
    super(userMessage, status, code, messages, rawBody, null);
  }

  /** True for REQUEST_IN_PROCESS: the first request is still running. */
  public boolean inProcess() {
    return "REQUEST_IN_PROCESS".equals(code());
  }

  /** True when a new key is needed to try again (IDEMPOTENCY_DUPLICATED). */
  public boolean needsNewKey() {
    return "IDEMPOTENCY_DUPLICATED".equals(code());
  }

  @Override
  public boolean isRetryable() {
    return inProcess();
  }
}
