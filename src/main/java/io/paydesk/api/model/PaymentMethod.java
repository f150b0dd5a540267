package io.paydesk.api.model;

/**
 * Payment method of a payment (payment_method_detail) or of a transaction and a request (detail).
 */
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

  /** A one-time token from the checkout. */
  public static PaymentMethod token(String token) {
    return new PaymentMethod(null, token, null, null, null, null, null);
  }

  /** An enrolled (vaulted) method of this type, e.g. CARD. */
  public static PaymentMethod vaulted(String type, String vaultedToken) {
    return new PaymentMethod(type, null, vaultedToken, null, null, null, null);
  }

  /** A method of this type with its request detail, e.g. CARD with card data. */
  public static PaymentMethod of(String type, PaymentMethodDetail detail) {
    return new PaymentMethod(type, null, null, null, null, null, detail);
  }
}
