package io.paydesk.api.model;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import java.time.OffsetDateTime;
import java.util.List;

/**
 * A subscription; metadata arrives as key/value items or as an object and is read as items.
 * payments are the ids of the payments billed for it; cancellation_time is set once CANCELED and
 * ending_time once COMPLETED (both null otherwise).
 */
public record Subscription(
    String id,
    String name,
    String description,
    String merchantReference,
    String accountId,
    String country,
    SubscriptionStatus status,
    Amount amount,
    Frequency frequency,
    BillingDate billingDate,
    BillingCycles billingCycles,
    CustomerRef customerPayer,
    SubscriptionPaymentMethod paymentMethod,
    Availability availability,
    Retries retries,
    @JsonDeserialize(using = LenientJson.MetadataListDeserializer.class) List<Metadata> metadata,
    Boolean initialPaymentValidation,
    JsonNode trialPeriod,
    String softDescriptor,
    String planId,
    OffsetDateTime currentPeriodStart,
    OffsetDateTime currentPeriodEnd,
    OffsetDateTime createdAt,
    OffsetDateTime updatedAt,
    List<String> payments,
    OffsetDateTime cancellationTime,
    OffsetDateTime endingTime,
    @JsonIgnore String rawJson) {
  /** The same value with the JSON text it was read from. */
  public Subscription withRawJson(String json) {
    return new Subscription(
        id,
        name,
        description,
        merchantReference,
        accountId,
        country,
        status,
        amount,
        frequency,
        billingDate,
        billingCycles,
        customerPayer,
        paymentMethod,
        availability,
        retries,
        metadata,
        initialPaymentValidation,
        trialPeriod,
        softDescriptor,
        planId,
        currentPeriodStart,
        currentPeriodEnd,
        createdAt,
        updatedAt,
        payments,
        cancellationTime,
        endingTime,
        json);
  }

  /** Secrets masked; free-form JSON and the raw JSON are not printed. */
  @Override
  public String toString() {
    return "Subscription["
        + "id="
        + id
        + ", name="
        + name
        + ", description="
        + description
        + ", merchantReference="
        + merchantReference
        + ", accountId="
        + accountId
        + ", country="
        + country
        + ", status="
        + status
        + ", amount="
        + amount
        + ", frequency="
        + frequency
        + ", billingDate="
        + billingDate
        + ", billingCycles="
        + billingCycles
        + ", customerPayer="
        + customerPayer
        + ", paymentMethod="
        + paymentMethod
        + ", availability="
        + availability
        + ", retries="
        + retries
        + ", metadata="
        + metadata
        + ", initialPaymentValidation="
        + initialPaymentValidation
        + ", trialPeriod="
        + (trialPeriod == null ? "null" : "<json>")
        + ", softDescriptor="
        + softDescriptor
        + ", planId="
        + planId
        + ", currentPeriodStart="
        + currentPeriodStart
        + ", currentPeriodEnd="
        + currentPeriodEnd
        + ", createdAt="
        + createdAt
        + ", updatedAt="
        + updatedAt
        + ", payments="
        + payments
        + ", cancellationTime="
        + cancellationTime
        + ", endingTime="
        + endingTime
        + ", rawJson="
        + (rawJson == null ? "null" : "<" + rawJson.length() + " chars>")
        + "]";
  }
}
