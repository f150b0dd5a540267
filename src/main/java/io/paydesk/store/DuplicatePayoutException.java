package io.paydesk.store;

/** A payout with this merchant_reference was already sent, or may have been: do not send it. */
public final class DuplicatePayoutException extends StoreException {
  private static final long serialVersionUID = 1L;
  private final transient JournalEntry existing;

  DuplicatePayoutException(JournalEntry existing) {
    super(message(existing));
    this.existing = existing;
  }

  private DuplicatePayoutException(String message) {
    super(message);
    this.existing = null;
  }

  /** The store already holds a payout with this reference, sent from elsewhere. */
  public static DuplicatePayoutException alreadyStored(String merchantReference) {
    return new DuplicatePayoutException(
        "A payout with merchant reference \""
            + merchantReference
            + "\" is already known to this console; use a new reference.");
  }

  /** The journal entry of the earlier payout; null when it was found in the store only. */
  public JournalEntry existing() {
    return existing;
  }

  private static String message(JournalEntry e) {
    String ref = "A payout with merchant reference \"" + e.key() + "\" ";
    return switch (e.state()) {
      case SUCCEEDED -> ref + "was already sent and succeeded; use a new reference.";
      case SENDING -> ref + "is being sent right now; wait for its answer.";
      case OUTCOME_UNKNOWN ->
          ref
              + "was sent but no answer came. Look it up by its merchant reference and record"
              + " the outcome before sending anything with this reference again.";
      default -> ref + "is already in the journal (" + e.state() + ").";
    };
  }
}
