package io.paydesk.api.model;

/** How a payout is paid out; type is an open list (ASTROPAY_PAYOUT, PIX_PAYOUT, CARD...). */
public record WithdrawalMethod(
    String type,
    String providerId,
    WithdrawalDetail detail,
    String vaultedToken,
    String originalTransactionId,
    String originalPaymentId,
    Boolean onHold) {}
