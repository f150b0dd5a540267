package io.paydesk.store;

import java.time.Instant;

/** A stored payment with a CHARGEBACK transaction: its row, and that transaction's facts. */
public record ChargebackRow(
    PaymentRow payment, String transactionId, Instant chargebackAt, String reason) {}
