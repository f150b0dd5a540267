package io.paydesk.api.model;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;

/** What the provider answered for a transaction; raw_response only when asked for. */
public record ProviderData(
    String id,
    String transactionId,
    String accountId,
    String beneficiaryId,
    String status,
    String subStatus,
    String statusDetail,
    String responseCode,
    String responseMessage,
    JsonNode rawResponse,
    String thirdPartyTransactionId,
    String thirdPartyAccountId,
    @JsonProperty("iso8583_response_code") String iso8583ResponseCode,
    @JsonProperty("iso8583_response_message") String iso8583ResponseMessage,
    String merchantAdviceCode,
    String merchantAdviceCodeMessage,
    String reasonCode,
    String reasonDescription) {

  /** Secrets masked; free-form JSON and the raw JSON are not printed. */
  @Override
  public String toString() {
    return "ProviderData["
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
        + ", subStatus="
        + subStatus
        + ", statusDetail="
        + statusDetail
        + ", responseCode="
        + responseCode
        + ", responseMessage="
        + responseMessage
        + ", rawResponse="
        + (rawResponse == null ? "null" : "<json>")
        + ", thirdPartyTransactionId="
        + thirdPartyTransactionId
        + ", thirdPartyAccountId="
        + thirdPartyAccountId
        + ", iso8583ResponseCode="
        + iso8583ResponseCode
        + ", iso8583ResponseMessage="
        + iso8583ResponseMessage
        + ", merchantAdviceCode="
        + merchantAdviceCode
        + ", merchantAdviceCodeMessage="
        + merchantAdviceCodeMessage
        + ", reasonCode="
        + reasonCode
        + ", reasonDescription="
        + reasonDescription
        + "]";
  }
}
