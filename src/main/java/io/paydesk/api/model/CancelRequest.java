package io.paydesk.api.model;

/** Body of a cancel of a transaction not yet captured. */
public record CancelRequest(
    String merchantReference,
    String description,
    String reason,
    ResponseAdditionalData responseAdditionalData) {
  public static CancelRequest of(String merchantReference, String reason) {
    return new CancelRequest(merchantReference, null, reason, null);
  }
}
