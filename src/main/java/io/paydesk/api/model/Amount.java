package io.paydesk.api.model;

import java.math.BigDecimal;

/** Money with its currency; captured and refunded appear in payment responses only. */
public record Amount(
    BigDecimal value,
    String currency,
    BigDecimal captured,
    BigDecimal refunded,
    CurrencyConversion currencyConversion) {
  /** An amount to send: value and currency only. */
  public static Amount of(BigDecimal value, String currency) {
    return new Amount(value, currency, null, null, null);
  }
}
