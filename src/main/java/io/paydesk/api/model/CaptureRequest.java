package io.paydesk.api.model;

/**
 * Body of a capture of an authorised payment. merchant_reference, amount and reason are required.
 */
public record CaptureRequest(
    String merchantReference,
    Amount amount,
    String reason,
    String description,
    CaptureAdditionalData additionalData,
    Boolean simplifiedMode) {
  /** A capture of this amount for this reason (e.g. PRODUCT_CONFIRMED). */
  public static CaptureRequest of(String merchantReference, Amount amount, String reason) {
    return new CaptureRequest(merchantReference, amount, reason, null, null, null);
  }
}
