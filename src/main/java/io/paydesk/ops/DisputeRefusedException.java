package io.paydesk.ops;

/** Evidence that is refused before anything is drafted or sent; the reason says why. */
public final class DisputeRefusedException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** Why evidence cannot be sent. */
  public enum Reason {
    /** The payment has no chargeback awaiting evidence (or under review, for an update). */
    NO_OPEN_CHARGEBACK,
    /** The draft names another transaction than the payment's CHARGEBACK transaction. */
    NOT_THE_CHARGEBACK,
    /** The draft holds no file. */
    NO_FILES,
    /** A file is not acceptable evidence (its verdict says why). */
    FILE_REFUSED,
    /** The base64 text did not decode back to the file's bytes. */
    ENCODING_MISMATCH,
    /** Someone (on a team store, another person) sent evidence for this chargeback already. */
    ALREADY_SENT
  }

  private final Reason reason;
  private final String fileName;
  private final String sentBy;
  private final transient java.time.Instant sentAt;

  public DisputeRefusedException(Reason reason, String fileName, String message) {
    super(message);
    this.reason = reason;
    this.fileName = fileName;
    this.sentBy = null;
    this.sentAt = null;
  }

  /** Evidence for this chargeback went already, sent by {@code by} at {@code at}. */
  public static DisputeRefusedException alreadySent(String by, java.time.Instant at) {
    return new DisputeRefusedException(by, at);
  }

  private DisputeRefusedException(String by, java.time.Instant at) {
    super("Evidence for this chargeback was sent by " + by + " at " + at + ".");
    this.reason = Reason.ALREADY_SENT;
    this.fileName = null;
    this.sentBy = by;
    this.sentAt = at;
  }

  /** Who sent the evidence already (ALREADY_SENT), or null. */
  public String sentBy() {
    return sentBy;
  }

  /** When the evidence went (ALREADY_SENT), or null. */
  public java.time.Instant sentAt() {
    return sentAt;
  }

  public Reason reason() {
    return reason;
  }

  /** The file concerned, or null. */
  public String fileName() {
    return fileName;
  }
}
