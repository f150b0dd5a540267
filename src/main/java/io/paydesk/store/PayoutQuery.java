package io.paydesk.store;

import java.time.Instant;

/**
 * Filters over the stored payouts: created at or after {@code from} and before {@code before}
 * (null: open), one currency and one status (null: any), and text matched against the payout id
 * (exact), the merchant reference (prefix) and the beneficiary's name (anywhere, any case).
 */
public record PayoutQuery(
    Instant from, Instant before, String currency, String status, String text) {
  /** Every stored payout. */
  public static final PayoutQuery ALL = new PayoutQuery(null, null, null, null, null);

  public PayoutQuery {
    currency = blankToNull(currency);
    status = blankToNull(status);
    text = blankToNull(text);
  }

  private static String blankToNull(String s) {
    return s == null || s.isBlank() ? null : s.strip();
  }
}
