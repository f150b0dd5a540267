package io.paydesk.api.model;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import java.math.BigDecimal;
import java.time.OffsetDateTime;

/**
 * One transaction of a payment. amount is a number in payments; when it arrives as an object its
 * value is taken.
 */
public record Transaction(
    String id,
    TransactionType type,
    TransactionStatus status,
    TransactionCategory category,
    @JsonDeserialize(using = LenientJson.AmountValueDeserializer.class) BigDecimal amount,
    String providerId,
    PaymentMethod paymentMethod,
    String responseCode,
    String responseMessage,
    String reason,
    String description,
    String merchantReference,
    ProviderData providerData,
    ConnectionData connectionData,
    @JsonProperty("three_d_secure_action_required") JsonNode threeDSecureActionRequired,
    String merchantAdviceCode,
    String merchantAdviceCodeMessage,
    String receiptUrl,
    OffsetDateTime createdAt,
    OffsetDateTime updatedAt) {}
