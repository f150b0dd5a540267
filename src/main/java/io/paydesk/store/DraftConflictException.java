package io.paydesk.store;

/**
 * A draft was saved by someone else since this person read it: nothing was written. {@link
 * #current()} is what is stored now (its version 0 when it was deleted), with who saved it and
 * when, so the person can keep theirs, take the other's or merge the two.
 */
public final class DraftConflictException extends StoreException {
  private static final long serialVersionUID = 1L;

  private final transient Draft current;

  public DraftConflictException(Draft current) {
    super("The draft was changed by " + current.savedBy() + " since it was read.");
    this.current = current;
  }

  public Draft current() {
    return current;
  }
}
