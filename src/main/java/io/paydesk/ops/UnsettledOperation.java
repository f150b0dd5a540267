package io.paydesk.ops;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;

/**
 * A money operation whose outcome is unknown (no answer came back), as a list shows it.
 *
 * @param journalId the journal row to send again by
 * @param operation what it was: {@link PaymentOperations#REFUND}, CAPTURE, CANCEL, CANCEL_OR_REFUND
 * @param paymentId the payment it acts on
 * @param amount the amount asked for; null for a full refund or a cancel
 * @param currency the amount's currency; null with no amount
 * @param startedAt when it was drafted
 * @param age how long ago that was
 * @param canResend false once the service has forgotten its key (older than 24 hours)
 */
public record UnsettledOperation(
    long journalId,
    String operation,
    String paymentId,
    BigDecimal amount,
    String currency,
    Instant startedAt,
    Duration age,
    boolean canResend) {}
