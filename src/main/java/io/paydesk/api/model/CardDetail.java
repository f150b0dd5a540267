package io.paydesk.api.model;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;

/** Card detail of a payment method; capture false means authorise only. */
public record CardDetail(
    Boolean verify,
    Boolean capture,
    Integer installments,
    String installmentsPlanId,
    Integer firstInstallmentDeferral,
    String installmentsType,
    BigDecimal installmentAmount,
    BigDecimal installmentsTotalAmount,
    String softDescriptor,
    String authorizationCode,
    String retrievalReferenceNumber,
    String acquirerReferenceNumber,
    JsonNode voucher,
    CardData cardData,
    StoredCredentials storedCredentials,
    @JsonProperty("three_d_secure") ThreeDSecure threeDSecure,
    DelaySettings delayedCaptureSettings,
    DelaySettings delayedCancelSettings,
    JsonNode externalProvidersData,
    JsonNode networkToken) {
  /** Card detail of a request: capture true authorises and captures, false only authorises. */
  public static CardDetail of(boolean capture, CardData cardData) {
    return new CardDetail(
        null, capture, null, null, null, null, null, null, null, null, null, null, null, cardData,
        null, null, null, null, null, null);
  }

  /** Secrets masked; free-form JSON and the raw JSON are not printed. */
  @Override
  public String toString() {
    return "CardDetail["
        + "verify="
        + verify
        + ", capture="
        + capture
        + ", installments="
        + installments
        + ", installmentsPlanId="
        + installmentsPlanId
        + ", firstInstallmentDeferral="
        + firstInstallmentDeferral
        + ", installmentsType="
        + installmentsType
        + ", installmentAmount="
        + installmentAmount
        + ", installmentsTotalAmount="
        + installmentsTotalAmount
        + ", softDescriptor="
        + softDescriptor
        + ", authorizationCode="
        + authorizationCode
        + ", retrievalReferenceNumber="
        + retrievalReferenceNumber
        + ", acquirerReferenceNumber="
        + acquirerReferenceNumber
        + ", voucher="
        + (voucher == null ? "null" : "<json>")
        + ", cardData="
        + cardData
        + ", storedCredentials="
        + storedCredentials
        + ", threeDSecure="
        + threeDSecure
        + ", delayedCaptureSettings="
        + delayedCaptureSettings
        + ", delayedCancelSettings="
        + delayedCancelSettings
        + ", externalProvidersData="
        + (externalProvidersData == null ? "null" : "<json>")
        + ", networkToken="
        + (networkToken == null ? "null" : "<json>")
        + "]";
  }
}
