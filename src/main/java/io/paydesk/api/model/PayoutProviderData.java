package io.paydesk.api.model;

import com.fasterxml.jackson.databind.JsonNode;

/** What the provider answered for a payout; raw_response arrives as a string. */
public record PayoutProviderData(
    String id,
    String transactionId,
    String accountId,
    String beneficiaryId,
    String status,
    String statusDetail,
    String responseCode,
    String responseMessage,
    JsonNode rawResponse) {

  /** Secrets masked; free-form JSON and the raw JSON are not printed. */
  @Override
  public String toString() {
    return "PayoutProviderData["
        + "id="
        + id
        + ", transactionId="
        + transactionId
        + ", accountId="
        + accountId
        + ", beneficiaryId="
        + beneficiaryId
        + ", status="
        + status
        + ", statusDetail="
        + statusDetail
        + ", responseCode="
        + responseCode
        + ", responseMessage="
        + responseMessage
        + ", rawResponse="
        + (rawResponse == null ? "null" : "<json>")
        + "]";
  }
}
