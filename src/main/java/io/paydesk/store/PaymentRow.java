package io.paydesk.store;

import java.math.BigDecimal;
import java.time.Instant;

/** The columns a payment results table shows; the document is only ever masked here. */
public record PaymentRow(
    String id,
    String status,
    String subStatus,
    BigDecimal amount,
    String currency,
    String country,
    String merchantOrderId,
    String merchantReference,
    String description,
    Instant createdAt,
    String customerName,
    String customerEmail,
    String documentMasked,
    String cardBrand,
    String cardIin,
    String cardLastFour,
    String methodType,
    boolean hasChargeback,
    boolean inDispute,
    Instant lastRefreshedAt) {}
