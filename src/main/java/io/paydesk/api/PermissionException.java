package io.paydesk.api;

import java.util.List;

/** The merchant may not use this operation (403). */
public class PermissionException extends PaydeskException {
  private static final long serialVersionUID = 1L;

  public PermissionException(
      String userMessage, int status, String code, List<String> messages, String rawBody) {
    super(userMessage, status, code, messages, rawBody, null);
  }
}
