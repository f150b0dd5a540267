package io.paydesk.rules;

/** Reasons a cancel accepts. */
public enum CancelReason {
  DUPLICATE,
  FRAUDULENT,
  REQUESTED_BY_CUSTOMER
}
