package io.paydesk.api.model;


/** One of card, bank_transfer or wallet. */
public record PaymentMethodDetail(
    CardDetail card,
    BankTransferDetail bankTransfer,
    WalletDetail wallet) {
}
