package io.paydesk.ui.kit;

import io.paydesk.ui.base.Formats;
import java.math.BigDecimal;

/** An amount with its currency code, as a table shows it. */
public record Money(BigDecimal value, String currency) {

  /** "USD 1,234.50" in the user's locale with the currency's own digits; "" without a value. */
  public String text() {
    return Formats.money(value, currency);
  }

  @Override
  public String toString() {
    return text();
  }
}
