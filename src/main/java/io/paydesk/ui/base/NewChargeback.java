package io.paydesk.ui.base;

import java.math.BigDecimal;

/**
 * A chargeback an event from the service just brought, awaiting evidence: what its notice says.
 *
 * @param daysLeft days left to answer (negative once late); null when not known
 */
public record NewChargeback(
    String paymentId,
    String cardBrand,
    String cardLastFour,
    BigDecimal amount,
    String currency,
    Integer daysLeft) {}
