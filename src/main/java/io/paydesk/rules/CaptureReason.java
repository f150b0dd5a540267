package io.paydesk.rules;

/** Capture reasons seen in the reference; the service may accept others, so any text passes. */
public enum CaptureReason {
  PRODUCT_CONFIRMED,
  REQUESTED_BY_CUSTOMER
}
