package io.paydesk.ops;

/** Where a chargeback stands for the agent working it. */
public enum DisputeState {
  /** Chargeback received, no evidence drafted. */
  OPEN,
  /** Evidence is being prepared (a draft is saved) and was not sent yet. */
  DRAFTED,
  /** Evidence sent: the payment is IN_DISPUTE / PENDING_REVIEW. */
  SENT,
  WON,
  LOST,
  /** Any other outcome the service reports (e.g. PREVENTED). */
  CLOSED;

  /** Open or drafted: the response window still runs. */
  public boolean awaitsEvidence() {
    return this == OPEN || this == DRAFTED;
  }
}
