package io.paydesk.ops;

/**
 * Someone else saved the chargeback's evidence set since this person read it, so this save wrote
 * nothing. {@link #theirs()} is the set as stored now, naming who saved it and when; null when it
 * was removed (sent, or discarded) meanwhile.
 */
public final class EvidenceConflictException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final transient EvidenceDraft theirs;

  EvidenceConflictException(EvidenceDraft theirs) {
    super("The evidence set was changed by someone else since it was read.");
    this.theirs = theirs;
  }

  public EvidenceDraft theirs() {
    return theirs;
  }
}
