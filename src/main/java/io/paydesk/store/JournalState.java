package io.paydesk.store;

/** Where a mutating operation stands. */
public enum JournalState {
  /** Saved, not sent yet. */
  DRAFT,
  /** The request is leaving or has left; no answer yet. */
  SENDING,
  SUCCEEDED,
  /** The service answered with an error: nothing happened. */
  FAILED,
  /** Sent, but no answer came (time-out, dropped connection, app stopped): reconcile. */
  OUTCOME_UNKNOWN
}
