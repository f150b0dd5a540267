package io.paydesk.api.model;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.databind.JsonNode;
import java.time.OffsetDateTime;

/**
 * A transaction answered by capture, cancel and cancel-or-refund, with the payment as it now
 * stands.
 */
public record TransactionResult(
    String id,
    TransactionType type,
    TransactionStatus status,
    TransactionCategory category,
    Amount amount,
    String providerId,
    String merchantReference,
    String reason,
    String description,
    String responseCode,
    String responseMessage,
    ProviderData providerData,
    String receiptUrl,
    JsonNode receipt,
    Boolean simplifiedMode,
    Payment payment,
    OffsetDateTime createdAt,
    OffsetDateTime updatedAt,
    @JsonIgnore String rawJson) {
  /** The same value with the JSON text it was read from. */
  public TransactionResult withRawJson(String json) {
    return new TransactionResult(
        id,
        type,
        status,
        category,
        amount,
        providerId,
        merchantReference,
        reason,
        description,
        responseCode,
        responseMessage,
        providerData,
        receiptUrl,
        receipt,
        simplifiedMode,
        payment,
        createdAt,
        updatedAt,
        json);
  }

  /** Secrets masked; free-form JSON and the raw JSON are not printed. */
  @Override
  public String toString() {
    return "TransactionResult["
        + "id="
        + id
        + ", type="
        + type
        + ", status="
        + status
        + ", category="
        + category
        + ", amount="
        + amount
        + ", providerId="
        + providerId
        + ", merchantReference="
        + merchantReference
        + ", reason="
        + reason
        + ", description="
        + description
        + ", responseCode="
        + responseCode
        + ", responseMessage="
        + responseMessage
        + ", providerData="
        + providerData
        + ", receiptUrl="
        + receiptUrl
        + ", receipt="
        + (receipt == null ? "null" : "<json>")
        + ", simplifiedMode="
        + simplifiedMode
        + ", payment="
        + payment
        + ", createdAt="
        + createdAt
        + ", updatedAt="
        + updatedAt
        + ", rawJson="
        + (rawJson == null ? "null" : "<" + rawJson.length() + " chars>")
        + "]";
  }
}
