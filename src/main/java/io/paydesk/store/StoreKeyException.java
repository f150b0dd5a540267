package io.paydesk.store;

/** A store that cannot be opened for want of its key, and why, in words. */
public final class StoreKeyException extends StoreException {
  /** Why the store could not be opened. */
  public enum Reason {
    /** No key was given (no credential store, no passphrase). */
    NO_KEY,
    /** The passphrase does not match the one the stores were made with. */
    WRONG_PASSPHRASE,
    /** The file is encrypted with another key. */
    WRONG_KEY
  }

  private final Reason reason;

  public StoreKeyException(Reason reason, String message) {
    super(message);
    this.reason = reason;
  }

  public Reason reason() {
    return reason;
  }
}
