package io.paydesk.ops;

import io.paydesk.rules.Cards;

/**
 * A card typed by hand to replace a subscription's payment method. Held only in memory for the one
 * request: never stored, journaled in clear or printed ({@link #toString()} shows the last four).
 */
public record NewCard(
    String number,
    int expirationMonth,
    int expirationYear,
    String securityCode,
    String holderName) {

  /** "•••• 4242 06/2030". */
  public String masked() {
    return "\u2022\u2022\u2022\u2022 "
        + Cards.lastFour(number)
        + " "
        + String.format("%02d/%d", expirationMonth, expirationYear);
  }

  @Override
  public String toString() {
    return "NewCard[" + masked() + "]";
  }
}
