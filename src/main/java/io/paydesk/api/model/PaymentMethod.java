package io.paydesk.api.model;


/** Payment method of a payment (payment_method_detail) or of a transaction and a request (detail). */
public record PaymentMethod(
    String type,
    String token,
    String vaultedToken,
    Boolean vaultOnSuccess,
    String parentPaymentMethodType,
    PaymentMethodDetail paymentMethodDetail,
    PaymentMethodDetail detail) {
  /** The detail whichever key carried it. */
  public PaymentMethodDetail anyDetail() {
    return paymentMethodDetail != null ? paymentMethodDetail : detail;
  }
}
