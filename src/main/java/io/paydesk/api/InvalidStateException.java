package io.paydesk.api;

import java.util.List;

/**
 * The resource is not in a state that allows this (INVALID_STATUS, INVALID_STATE), e.g. a capture
 * already in progress.
 */
public class InvalidStateException extends PaydeskException {
  private static final long serialVersionUID = 1L;

  public InvalidStateException(
      String userMessage, int status, String code, List<String> messages, String rawBody) {
    super(userMessage, status, code, messages, rawBody, null);
  }
}
