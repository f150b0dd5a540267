package io.paydesk.api.model;


/** Wallet detail: cryptogram in requests, expirates_at in responses. */
public record WalletDetail(
    String cryptogram,
    String expiratesAt) {

  /** Sensitive fields are masked. */
  @Override
  public String toString() {
    return "WalletDetail[" + "cryptogram=" + (cryptogram == null ? "null" : "***")
        + ", expiratesAt=" + expiratesAt
        + "]";
  }
}
