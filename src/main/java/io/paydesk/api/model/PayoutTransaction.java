package io.paydesk.api.model;

import java.time.OffsetDateTime;

/** One transaction of a payout. */
public record PayoutTransaction(
    String id,
    TransactionStatus status,
    TransactionType type,
    String responseCode,
    String responseMessage,
    String merchantReference,
    String purpose,
    String description,
    Amount amount,
    WithdrawalMethod withdrawalMethod,
    PayoutProviderData providerData,
    OffsetDateTime createdAt,
    OffsetDateTime updatedAt) {}
