package io.paydesk.ops;

import io.paydesk.store.JournalEntry;

/**
 * An operation too old to send again with its key: the service forgets keys after 24 hours, so a
 * resend could take effect twice. Someone must look the payment up and decide.
 */
public final class StaleOperationException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public StaleOperationException(JournalEntry entry) {
    super(
        "This operation was started more than 24 hours ago, and the service no longer remembers"
            + " its idempotency key. Look the payment up to see whether it went through before"
            + " doing it again.");
  }
}
