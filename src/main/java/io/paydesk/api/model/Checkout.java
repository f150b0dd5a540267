package io.paydesk.api.model;

/** Checkout session of a payment. */
public record Checkout(String session, Boolean sdkActionRequired) {
  public static Checkout of(String session) {
    return new Checkout(session, null);
  }
}
