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
    ENCODING_MISMATCH
  }

  private final Reason reason;
  private final String fileName;

  public DisputeRefusedException(Reason reason, String fileName, String message) {
    super(message);
    this.reason = reason;
    this.fileName = fileName;
  }

  public Reason reason() {
    return reason;
  }

  /** The file concerned, or null. */
  public String fileName() {
    return fileName;
  }
}
