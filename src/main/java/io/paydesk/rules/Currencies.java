package io.paydesk.rules;

import java.util.Currency;

/**
 * Currency codes and their digits, from {@link java.util.Currency}. The spec does not say whether
 * amount values are in minor or major units, so no rule checks an amount's scale.
 */
public final class Currencies {
  private Currencies() {}

  /** True for an ISO 4217 code known to the JDK. */
  public static boolean isKnown(String code) {
    if (code == null || code.length() != 3) {
      return false;
    }
    try {
      Currency.getInstance(code);
      return true;
    } catch (IllegalArgumentException e) {
      return false;
    }
  }

  /** The currency's own number of decimal digits (2 for USD, 0 for CLP), or 2 when unknown. */
  public static int fractionDigits(String code) {
    if (!isKnown(code)) {
      return 2;
    }
    int digits = Currency.getInstance(code).getDefaultFractionDigits();
    return digits < 0 ? 2 : digits;
  }
}
