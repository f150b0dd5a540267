package io.paydesk.ops;

/**
 * What a money action acts on: a payment, and the transaction of it that is refunded, captured or
 * cancelled (none for a cancel-or-refund, which acts on the payment). The journal keeps it as one
 * text ({@link #key}); {@link #ofKey} reads that text back, in this one place.
 *
 * @param paymentId the payment's id
 * @param transactionId the transaction's id; null for an action on the whole payment
 */
public record ActionTarget(String paymentId, String transactionId) {
  public ActionTarget {
    if (paymentId == null || paymentId.isEmpty()) {
      throw new IllegalArgumentException("An action's target needs a payment id");
    }
  }

  /** The whole payment (a cancel-or-refund). */
  public static ActionTarget payment(String paymentId) {
    return new ActionTarget(paymentId, null);
  }

  /** The journal's text of this target: "paymentId/transactionId", or the payment id alone. */
  public String key() {
    return transactionId == null ? paymentId : paymentId + "/" + transactionId;
  }

  /** A target from the journal's text ({@link #key}). */
  public static ActionTarget ofKey(String key) {
    String[] parts = key.split("/", 2);
    return new ActionTarget(parts[0], parts.length > 1 ? parts[1] : null);
  }
}
