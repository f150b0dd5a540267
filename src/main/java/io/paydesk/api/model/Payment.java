package io.paydesk.api.model;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.databind.JsonNode;
import java.time.OffsetDateTime;
import java.util.List;

/**
 * A payment as the service returns it. transactions holds one item in create and dispute responses
 * and all of them in the retrieval response. rawJson is the exact text it was read from (null when
 * built in code).
 */
public record Payment(
    String id,
    String accountId,
    String description,
    String country,
    PaymentStatus status,
    PaymentSubStatus subStatus,
    String merchantOrderId,
    String merchantReference,
    OffsetDateTime createdAt,
    OffsetDateTime updatedAt,
    Amount amount,
    Checkout checkout,
    PaymentMethod paymentMethod,
    CustomerPayer customerPayer,
    AdditionalData additionalData,
    @JsonFormat(with = JsonFormat.Feature.ACCEPT_SINGLE_VALUE_AS_ARRAY)
        List<Transaction> transactions,
    @JsonFormat(with = JsonFormat.Feature.ACCEPT_SINGLE_VALUE_AS_ARRAY)
        List<Transaction> transactionsHistory,
    JsonNode taxes,
    JsonNode split,
    JsonNode splitMarketplace,
    String callbackUrl,
    Workflow workflow,
    List<Metadata> metadata,
    JsonNode fraudScreening,
    String paymentLinkId,
    JsonNode subscriptionCode,
    JsonNode subscription,
    RoutingRules routingRules,
    Boolean simplifiedMode,
    @JsonIgnore String rawJson) {

  public Payment {
    transactions = LenientJson.list(transactions);
    transactionsHistory =
        transactionsHistory == null ? null : LenientJson.list(transactionsHistory);
    metadata = LenientJson.list(metadata);
  }

  /** The same payment with the JSON text it was read from. */
  public Payment withRawJson(String json) {
    return new Payment(
        id,
        accountId,
        description,
        country,
        status,
        subStatus,
        merchantOrderId,
        merchantReference,
        createdAt,
        updatedAt,
        amount,
        checkout,
        paymentMethod,
        customerPayer,
        additionalData,
        transactions,
        transactionsHistory,
        taxes,
        split,
        splitMarketplace,
        callbackUrl,
        workflow,
        metadata,
        fraudScreening,
        paymentLinkId,
        subscriptionCode,
        subscription,
        routingRules,
        simplifiedMode,
        json);
  }

  /** The first transaction, or null: the one a create or dispute response carries. */
  public Transaction firstTransaction() {
    return transactions.isEmpty() ? null : transactions.get(0);
  }

  /** Short form without customer data. */
  @Override
  public String toString() {
    return "Payment[id="
        + id
        + ", status="
        + status
        + "/"
        + subStatus
        + ", merchantOrderId="
        + merchantOrderId
        + ", amount="
        + (amount == null || amount.value() == null
            ? null
            : amount.value().toPlainString() + " " + amount.currency())
        + ", transactions="
        + transactions.size()
        + "]";
  }
}
