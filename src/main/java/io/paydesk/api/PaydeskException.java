package io.paydesk.api;

import java.util.List;

/**
 * Every failure of the client. status is the HTTP status (0 when none came back), code the
 * service's error code (or a local one), messages the service's messages, rawBody the body as
 * received (never part of the message). userMessage is one plain-English sentence for a back-office
 * user. No message holds a key, a card number, a security code or a document number.
 */
public abstract class PaydeskException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final int status;
  private final String code;
  private final List<String> messages;
  private final transient String rawBody;
  private final String userMessage;

  protected PaydeskException(
      String userMessage,
      int status,
      String code,
      List<String> messages,
      String rawBody,
      Throwable cause) {
    super(userMessage, cause);
    this.userMessage = userMessage;
    this.status = status;
    this.code = code;
    this.messages = messages == null ? List.of() : List.copyOf(messages);
    this.rawBody = rawBody;
  }

  /** HTTP status, 0 when no response came back. */
  public int status() {
    return status;
  }

  /** The service's error code (e.g. PAYMENT_NOT_FOUND) or a local one; may be null. */
  public String code() {
    return code;
  }

  /** The service's messages, possibly empty. */
  public List<String> messages() {
    return messages;
  }

  /** The error body as received, or null. Not part of any message. */
  public String rawBody() {
    return rawBody;
  }

  /** One plain-English sentence a back-office user understands. */
  public String userMessage() {
    return userMessage;
  }

  /** True when the same request may be sent again with the same idempotency key. */
  public boolean isRetryable() {
    return false;
  }
}
