package io.paydesk.api.model;

import com.fasterxml.jackson.annotation.JsonProperty;

/** Card data. The full number and security code exist only in requests and are never printed. */
public record CardData(
    String holderName,
    String iin,
    String lfd,
    Integer numberLength,
    Integer securityCodeLength,
    String brand,
    String issuer,
    String issuerName,
    String issuerCode,
    String countryCode,
    String category,
    String type,
    String fingerprint,
    Integer expirationMonth,
    Integer expirationYear,
    @JsonProperty("three_d_secure") ThreeDSecure threeDSecure,
    String number,
    String securityCode) {
  /** Card data of a request; the number and security code are never printed. */
  public static CardData of(
      String holderName,
      String number,
      int expirationMonth,
      int expirationYear,
      String securityCode) {
    return new CardData(
        holderName,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        expirationMonth,
        expirationYear,
        null,
        number,
        securityCode);
  }

  /** Secrets masked; free-form JSON and the raw JSON are not printed. */
  @Override
  public String toString() {
    return "CardData["
        + "holderName="
        + holderName
        + ", iin="
        + iin
        + ", lfd="
        + lfd
        + ", numberLength="
        + numberLength
        + ", securityCodeLength="
        + securityCodeLength
        + ", brand="
        + brand
        + ", issuer="
        + issuer
        + ", issuerName="
        + issuerName
        + ", issuerCode="
        + issuerCode
        + ", countryCode="
        + countryCode
        + ", category="
        + category
        + ", type="
        + type
        + ", fingerprint="
        + fingerprint
        + ", expirationMonth="
        + expirationMonth
        + ", expirationYear="
        + expirationYear
        + ", threeDSecure="
        + threeDSecure
        + ", number="
        + (number == null ? "null" : "***")
        + ", securityCode="
        + (securityCode == null ? "null" : "***")
        + "]";
  }
}
