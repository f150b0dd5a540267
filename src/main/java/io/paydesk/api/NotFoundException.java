package io.paydesk.api;

import java.util.List;

/** Nothing has this id (400 with a *_NOT_FOUND code, or 404). */
public class NotFoundException extends PaydeskException {
  private static final long serialVersionUID = 1L;

  public NotFoundException(
      String userMessage, int status, String code, List<String> messages, String rawBody) {
    super(userMessage, status, code, messages, rawBody, null);
  }
}
