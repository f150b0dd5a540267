package io.paydesk.ops;

/** What a person may do beyond reading, each granted by one or more {@link Role}s. */
public enum Permission {
  /** Refund, capture and cancel payments. */
  PAYMENT_ACTIONS,
  /** Draft and send dispute evidence. */
  EVIDENCE,
  /** Prepare payouts, one at a time or a spreadsheet at once. */
  PAYOUTS,
  /** Create banking entities. */
  ENTITIES,
  /** Approve or reject others' payouts. */
  APPROVALS,
  /** Send approved payouts. */
  SEND_APPROVED,
  /** Change, pause, resume and cancel subscriptions. */
  SUBSCRIPTIONS,
  /** The team's settings and its people. */
  TEAM_SETTINGS,
  /** Write the service's events (the inbox). */
  EVENTS
}
