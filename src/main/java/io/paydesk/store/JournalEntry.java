package io.paydesk.store;

import java.time.Instant;

/**
 * One mutating operation in the journal. {@code key} is the idempotency key, or for a payout (which
 * has no idempotency header) its merchant_reference. {@code requestJson} has card data and secrets
 * removed and document numbers masked.
 */
public record JournalEntry(
    long id,
    String operation,
    String targetId,
    KeyKind keyKind,
    String key,
    String requestJson,
    JournalState state,
    int attempts,
    String resultId,
    String message,
    String owner,
    Instant createdAt,
    Instant updatedAt) {

  public enum KeyKind {
    IDEMPOTENCY_KEY,
    PAYOUT_REFERENCE
  }

  public boolean isPayout() {
    return keyKind == KeyKind.PAYOUT_REFERENCE;
  }

  /**
   * The X-Idempotency-Key the operation is sent with: its key, or for a payout the key saved with
   * its draft (null when none was).
   */
  public String sendKey() {
    return isPayout() ? targetId : key;
  }

  @Override
  public String toString() {
    return "JournalEntry[" + id + " " + operation + " " + state + " target=" + targetId + "]";
  }
}
