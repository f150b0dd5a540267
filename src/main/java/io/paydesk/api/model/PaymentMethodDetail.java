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
  public static PaymentMethodDetail card(CardDetail card) {
    return new PaymentMethodDetail(card, null, null, null, null, null);
  }

  public static PaymentMethodDetail wallet(WalletDetail wallet) {
    return new PaymentMethodDetail(null, null, wallet, null, null, null);
  }

  public static PaymentMethodDetail bankTransfer(BankTransferDetail bankTransfer) {
    return new PaymentMethodDetail(null, bankTransfer, null, null, null, null);
  }

  /** Secrets masked; free-form JSON and the raw JSON are not printed. */
  @Override
  public String toString() {
    return "PaymentMethodDetail["
        + "card="
        + card
        + ", bankTransfer="
        + bankTransfer
        + ", wallet="
        + wallet
        + ", bnpl="
        + (bnpl == null ? "null" : "<json>")
        + ", ticket="
        + (ticket == null ? "null" : "<json>")
        + ", paymentLink="
        + (paymentLink == null ? "null" : "<json>")
        + "]";
  }
}
