package io.paydesk.api;

import java.util.List;

/**
 * The service failed (5xx); a request carrying an idempotency key may be sent again with the same
 * key.
 */
public class ServerException extends PaydeskException {
  private static final long serialVersionUID = 1L;

  public ServerException(
      String userMessage, int status, String code, List<String> messages, String rawBody) {
    super(userMessage, status, code, messages, rawBody, null);
  }

  @Override
  public boolean isRetryable() {
    return true;
  }
}
