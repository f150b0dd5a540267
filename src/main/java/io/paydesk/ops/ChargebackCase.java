package io.paydesk.ops;

import java.math.BigDecimal;
import java.time.Instant;

/**
 * One row of the disputes worklist: a stored payment with a CHARGEBACK transaction.
 *
 * @param daysLeft days left to respond (negative once the window passed); null when evidence is no
 *     longer awaited
 * @param windowDays the response window of the card brand
 * @param claimedBy who is working on it (their claim), null when nobody is
 * @param claimedAt since when, null when nobody is
 */
public record ChargebackCase(
    String paymentId,
    String chargebackId,
    DisputeState state,
    BigDecimal amount,
    String currency,
    String reason,
    String country,
    String cardBrand,
    String cardLastFour,
    String customerName,
    String merchantOrderId,
    Instant chargebackAt,
    long daysSince,
    Integer daysLeft,
    int windowDays,
    String claimedBy,
    Instant claimedAt) {}
