package io.paydesk.api;

import java.util.List;

/** The service refused the request as malformed or invalid (400 and other 4xx). */
public class InvalidRequestException extends PaydeskException {
  private static final long serialVersionUID = 1L;

  public InvalidRequestException(
      String userMessage, int status, String code, List<String> messages, String rawBody) {
    super(userMessage, status, code, messages, rawBody, null);
  }
}
