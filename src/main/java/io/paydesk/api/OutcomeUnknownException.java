package io.paydesk.api;

import java.util.List;

/**
 * A write may have reached the service but no answer came back (time-out, dropped connection). It
 * is not known whether it took effect: it is never retried automatically. Settle it by looking the
 * resource up (a payout by merchant_reference) or, when an idempotency key was sent, by sending
 * again with the same key. Carries the request as sent, with secrets masked.
 */
public class OutcomeUnknownException extends PaydeskException {
  private static final long serialVersionUID = 1L;
  private final String method;
  private final String path;
  private final String redactedBody;
  private final String idempotencyKey;

  public OutcomeUnknownException(
      String userMessage,
      String code,
      String method,
      String path,
      String redactedBody,
      String idempotencyKey,
      Throwable cause) {
    super(userMessage, 0, code, List.of(), null, cause);
    this.method = method;
    this.path = path;
    this.redactedBody = redactedBody;
    this.idempotencyKey = idempotencyKey;
  }

  public String method() {
    return method;
  }

  /** Path of the request, e.g. /v1/payouts. */
  public String path() {
    return path;
  }

  /** The JSON body that was sent, with card numbers, codes, documents and keys masked. */
  public String redactedBody() {
    return redactedBody;
  }

  /** The idempotency key that was sent, or null: resend with this same key. */
  public String idempotencyKey() {
    return idempotencyKey;
  }
}
