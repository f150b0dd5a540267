package io.paydesk.rules;

import java.time.YearMonth;
import java.util.List;

/**
 * Checks of a card typed by hand (a subscription's new card): number length and Luhn check digit,
 * expiry in the future, security code and holder name lengths. Messages never repeat the value.
 */
public final class Cards {
  /** Card numbers are 12 to 19 digits (separators ignored). */
  public static final int NUMBER_MIN = 12;

  public static final int NUMBER_MAX = 19;
  public static final int SECURITY_CODE_MIN = 3;
  public static final int SECURITY_CODE_MAX = 4;
  public static final int HOLDER_MIN = 3;
  public static final int HOLDER_MAX = 26;

  private static final String PREFIX = "payment_method.card.card_data.";

  private Cards() {}

  /** The digits of a typed number, spaces and dashes dropped. */
  public static String digits(String number) {
    return number == null ? "" : number.replaceAll("[ -]", "");
  }

  /** True when the digits pass the Luhn check (the card number's last digit). */
  public static boolean luhn(String digits) {
    if (digits == null || digits.isEmpty() || !digits.chars().allMatch(Character::isDigit)) {
      return false;
    }
    int sum = 0;
    boolean twice = false;
    for (int i = digits.length() - 1; i >= 0; i--) {
      int d = digits.charAt(i) - '0';
      if (twice) {
        d *= 2;
        if (d > 9) {
          d -= 9;
        }
      }
      sum += d;
      twice = !twice;
    }
    return sum % 10 == 0;
  }

  /** The number's problems: required, digits only, 12 to 19 digits, Luhn. */
  public static List<FieldError> checkNumber(String number) {
    Checks c = new Checks();
    String path = PREFIX + "number";
    if (!c.required(path, number)) {
      return c.errors();
    }
    String d = digits(number);
    if (!d.chars().allMatch(Character::isDigit)) {
      c.add(path, "digits", "Only digits, spaces and dashes.");
    } else if (d.length() < NUMBER_MIN || d.length() > NUMBER_MAX) {
      c.add(path, "length", "Must be " + NUMBER_MIN + " to " + NUMBER_MAX + " digits.");
    } else if (!luhn(d)) {
      c.add(path, "luhn", "Not a valid card number (check digit).");
    }
    return c.errors();
  }

  /** Month 1 to 12 and a four-digit year, not before the current month. */
  public static List<FieldError> checkExpiry(Integer month, Integer year, YearMonth now) {
    Checks c = new Checks();
    if (!c.required(PREFIX + "expiration_month", month)
        | !c.required(PREFIX + "expiration_year", year)) {
      return c.errors();
    }
    if (month < 1 || month > 12) {
      c.add(PREFIX + "expiration_month", "range", "Must be 1 to 12.");
    } else if (year < 1000 || year > 9999) {
      c.add(PREFIX + "expiration_year", "length", "Must be a four-digit year.");
    } else if (YearMonth.of(year, month).isBefore(now)) {
      c.add(PREFIX + "expiration_year", "expired", "The card has expired.");
    }
    return c.errors();
  }

  /** Three or four digits. */
  public static List<FieldError> checkSecurityCode(String code) {
    Checks c = new Checks();
    String path = PREFIX + "security_code";
    if (c.required(path, code)
        && (!code.chars().allMatch(Character::isDigit)
            || code.length() < SECURITY_CODE_MIN
            || code.length() > SECURITY_CODE_MAX)) {
      c.add(path, "length", "Must be 3 or 4 digits.");
    }
    return c.errors();
  }

  /** The holder's name as printed: 3 to 26 characters. */
  public static List<FieldError> checkHolder(String holder) {
    Checks c = new Checks();
    String path = PREFIX + "holder_name";
    if (c.required(path, holder)) {
      c.length(path, holder.strip(), HOLDER_MIN, HOLDER_MAX);
    }
    return c.errors();
  }

  /** Every problem of a typed card. */
  public static List<FieldError> check(
      String number,
      Integer month,
      Integer year,
      String securityCode,
      String holder,
      YearMonth now) {
    Checks c = new Checks();
    for (List<FieldError> part :
        List.of(
            checkNumber(number),
            checkExpiry(month, year, now),
            checkSecurityCode(securityCode),
            checkHolder(holder))) {
      part.forEach(e -> c.add(e.path(), e.rule(), e.message()));
    }
    return c.errors();
  }

  /** How a card's expiry stands on a given day. */
  public enum Expiry {
    EXPIRED,
    /** Valid today but ends within {@link #SOON_DAYS} days. */
    EXPIRING_SOON,
    VALID,
    UNKNOWN
  }

  /** Cards ending within this many days are flagged as expiring soon. */
  public static final int SOON_DAYS = 60;

  /**
   * A card is valid through the last day of its expiry month: expired after it, expiring soon when
   * that day is within {@value #SOON_DAYS} days. Two-digit years are read as 20xx.
   */
  public static Expiry expiry(Integer month, Integer year, java.time.LocalDate today) {
    if (month == null || year == null || month < 1 || month > 12) {
      return Expiry.UNKNOWN;
    }
    int y = year < 100 ? 2000 + year : year;
    java.time.LocalDate last = YearMonth.of(y, month).atEndOfMonth();
    if (last.isBefore(today)) {
      return Expiry.EXPIRED;
    }
    return last.isAfter(today.plusDays(SOON_DAYS)) ? Expiry.VALID : Expiry.EXPIRING_SOON;
  }

  /** The last four digits of a typed number ("" when shorter). */
  public static String lastFour(String number) {
    String d = digits(number);
    return d.length() < 4 ? "" : d.substring(d.length() - 4);
  }
}
