package io.paydesk.api;

import java.util.List;

/**
 * No answer came back, and either nothing was sent (connection refused, unknown host) or the call
 * only read data (a GET): it is safe to try again.
 */
public class ConnectionException extends PaydeskException {
  private static final long serialVersionUID = 1L;

  public ConnectionException(String userMessage, String code, Throwable cause) {
    super(userMessage, 0, code, List.of(), null, cause);
  }

  @Override
  public boolean isRetryable() {
    return true;
  }
}
