package io.paydesk.api.model;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;

/** 3-D Secure data of a card. */
public record ThreeDSecure(
    String version,
    String electronicCommerceIndicator,
    String cryptogram,
    String transactionId,
    String directoryServerTransactionId,
    String paresStatus,
    String acsId,
    JsonNode strongCustomerAuthenticationExemptions,
    @JsonProperty("three_d_secure_setup_id") String threeDSecureSetupId) {

  /** Secrets masked; free-form JSON and the raw JSON are not printed. */
  @Override
  public String toString() {
    return "ThreeDSecure["
        + "version="
        + version
        + ", electronicCommerceIndicator="
        + electronicCommerceIndicator
        + ", cryptogram="
        + (cryptogram == null ? "null" : "***")
        + ", transactionId="
        + transactionId
        + ", directoryServerTransactionId="
        + directoryServerTransactionId
        + ", paresStatus="
        + paresStatus
        + ", acsId="
        + acsId
        + ", strongCustomerAuthenticationExemptions="
        + (strongCustomerAuthenticationExemptions == null ? "null" : "<json>")
        + ", threeDSecureSetupId="
        + threeDSecureSetupId
        + "]";
  }
}
