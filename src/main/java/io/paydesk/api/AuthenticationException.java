package io.paydesk.api;

import java.util.List;

/** The keys were refused (401): wrong, expired, or used from an unknown IP address. */
public class AuthenticationException extends PaydeskException {
  private static final long serialVersionUID = 1L;

  public AuthenticationException(
      String userMessage, int status, String code, List<String> messages, String rawBody) {
    super(userMessage, status, code, messages, rawBody, null);
  }
}
