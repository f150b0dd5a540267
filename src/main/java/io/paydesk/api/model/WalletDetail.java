package io.paydesk.api.model;

/**
 * Wallet detail: cryptogram and payment_token in requests (never printed), expirates_at in
 * responses.
 */
public record WalletDetail(
    String cryptogram, String paymentToken, CardData cardData, String expiratesAt) {

  /** Secrets masked; free-form JSON and the raw JSON are not printed. */
  @Override
  public String toString() {
    return "WalletDetail["
        + "cryptogram="
        + (cryptogram == null ? "null" : "***")
        + ", paymentToken="
        + (paymentToken == null ? "null" : "***")
        + ", cardData="
        + cardData
        + ", expiratesAt="
        + expiratesAt
        + "]";
  }
}
