package io.paydesk.rules;

/** Reasons a refund accepts. */
public enum RefundReason {
  DUPLICATE,
  FRAUDULENT,
  REQUESTED_BY_CUSTOMER,
  REVERSE
}
