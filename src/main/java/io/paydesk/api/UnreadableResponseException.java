package io.paydesk.api;

import java.util.List;

/**
 * The service answered with success but its body could not be read as the expected resource. The
 * operation most likely took effect: look the resource up before sending anything again. rawBody
 * holds the answer with card numbers and similar masked.
 */
public class UnreadableResponseException extends PaydeskException {
  private static final long serialVersionUID = 1L;

  public UnreadableResponseException(
      String userMessage, int status, String rawBody, Throwable cause) {
    super(userMessage, status, "UNREADABLE_RESPONSE", List.of(), rawBody, cause);
  }
}
