package io.paydesk.api.model;

import com.fasterxml.jackson.databind.JsonNode;

/** One of card, bank_transfer or wallet; other method families are kept as JSON. */
public record PaymentMethodDetail(
    CardDetail card,
    BankTransferDetail bankTransfer,
    WalletDetail wallet,
    JsonNode bnpl,
    JsonNode ticket,
    JsonNode paymentLink) {
}
