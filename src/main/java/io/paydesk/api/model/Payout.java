package io.paydesk.api.model;

import com.fasterxml.jackson.annotation.JsonIgnore;
import java.time.OffsetDateTime;
import java.util.List;

/** A payout to a beneficiary. */
public record Payout(
    String id,
    String accountId,
    PayoutStatus status,
    String merchantReference,
    String purpose,
    String country,
    String description,
    Amount amount,
    Beneficiary beneficiary,
    WithdrawalMethod withdrawalMethod,
    List<Metadata> metadata,
    List<PayoutTransaction> transactions,
    OffsetDateTime createdAt,
    OffsetDateTime updatedAt,
    @JsonIgnore String rawJson) {
  /** The same value with the JSON text it was read from. */
  public Payout withRawJson(String json) {
    return new Payout(
        id,
        accountId,
        status,
        merchantReference,
        purpose,
        country,
        description,
        amount,
        beneficiary,
        withdrawalMethod,
        metadata,
        transactions,
        createdAt,
        updatedAt,
        json);
  }

  /** Secrets masked; free-form JSON and the raw JSON are not printed. */
  @Override
  public String toString() {
    return "Payout["
        + "id="
        + id
        + ", accountId="
        + accountId
        + ", status="
        + status
        + ", merchantReference="
        + merchantReference
        + ", purpose="
        + purpose
        + ", country="
        + country
        + ", description="
        + description
        + ", amount="
        + amount
        + ", beneficiary="
        + beneficiary
        + ", withdrawalMethod="
        + withdrawalMethod
        + ", metadata="
        + metadata
        + ", transactions="
        + transactions
        + ", createdAt="
        + createdAt
        + ", updatedAt="
        + updatedAt
        + ", rawJson="
        + (rawJson == null ? "null" : "<" + rawJson.length() + " chars>")
        + "]";
  }
}
