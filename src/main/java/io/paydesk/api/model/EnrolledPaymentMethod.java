package io.paydesk.api.model;

import com.fasterxml.jackson.annotation.JsonIgnore;
import java.time.OffsetDateTime;

/** A payment method a customer has enrolled. */
public record EnrolledPaymentMethod(
    String idempotencyKey,
    String name,
    String description,
    String icon,
    String type,
    String category,
    String country,
    String status,
    String subStatus,
    String vaultedToken,
    String callbackUrl,
    String action,
    String redirectUrl,
    OffsetDateTime createdAt,
    OffsetDateTime updatedAt,
    Boolean lastSuccessfullyUsed,
    OffsetDateTime lastSuccessfullyUsedAt,
    EnrolledCardData cardData,
    @JsonIgnore String rawJson) {
  /** The same value with the JSON text it was read from. */
  public EnrolledPaymentMethod withRawJson(String json) {
    return new EnrolledPaymentMethod(
        idempotencyKey,
        name,
        description,
        icon,
        type,
        category,
        country,
        status,
        subStatus,
        vaultedToken,
        callbackUrl,
        action,
        redirectUrl,
        createdAt,
        updatedAt,
        lastSuccessfullyUsed,
        lastSuccessfullyUsedAt,
        cardData,
        json);
  }

  /** Secrets masked; free-form JSON and the raw JSON are not printed. */
  @Override
  public String toString() {
    return "EnrolledPaymentMethod["
        + "idempotencyKey="
        + idempotencyKey
        + ", name="
        + name
        + ", description="
        + description
        + ", icon="
        + icon
        + ", type="
        + type
        + ", category="
        + category
        + ", country="
        + country
        + ", status="
        + status
        + ", subStatus="
        + subStatus
        + ", vaultedToken="
        + vaultedToken
        + ", callbackUrl="
        + callbackUrl
        + ", action="
        + action
        + ", redirectUrl="
        + redirectUrl
        + ", createdAt="
        + createdAt
        + ", updatedAt="
        + updatedAt
        + ", lastSuccessfullyUsed="
        + lastSuccessfullyUsed
        + ", lastSuccessfullyUsedAt="
        + lastSuccessfullyUsedAt
        + ", cardData="
        + cardData
        + ", rawJson="
        + (rawJson == null ? "null" : "<" + rawJson.length() + " chars>")
        + "]";
  }
}
