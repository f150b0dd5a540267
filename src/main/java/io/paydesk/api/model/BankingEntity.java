package io.paydesk.api.model;

import com.fasterxml.jackson.annotation.JsonIgnore;
import java.time.OffsetDateTime;

/**
 * A banking entity (INDIVIDUAL or ENTITY); tax ids and document numbers come masked to the last
 * four.
 */
public record BankingEntity(
    String id,
    String accountId,
    String merchantEntityId,
    NationalEntity nationalEntity,
    Phone phone,
    Address address,
    EntityDetail entityDetail,
    OffsetDateTime createdAt,
    OffsetDateTime updatedAt,
    @JsonIgnore String rawJson) {
  /** The same value with the JSON text it was read from. */
  public BankingEntity withRawJson(String json) {
    return new BankingEntity(
        id,
        accountId,
        merchantEntityId,
        nationalEntity,
        phone,
        address,
        entityDetail,
        createdAt,
        updatedAt,
        json);
  }

  /** Secrets masked; free-form JSON and the raw JSON are not printed. */
  @Override
  public String toString() {
    return "BankingEntity["
        + "id="
        + id
        + ", accountId="
        + accountId
        + ", merchantEntityId="
        + merchantEntityId
        + ", nationalEntity="
        + nationalEntity
        + ", phone="
        + phone
        + ", address="
        + address
        + ", entityDetail="
        + entityDetail
        + ", createdAt="
        + createdAt
        + ", updatedAt="
        + updatedAt
        + ", rawJson="
        + (rawJson == null ? "null" : "<" + rawJson.length() + " chars>")
        + "]";
  }
}
