package io.paydesk.rules;

/**
 * Mexico's CLABE, the 18-digit interbank account number: 3 digits of bank, 3 of city, 11 of account
 * and a check digit. Check digit (Banxico): each of the first 17 digits times 3, 7, 1, 3, 7, 1...,
 * each product taken modulo 10, summed; the check digit is (10 - sum mod 10) mod 10.
 */
public final class Clabe {
  public static final int LENGTH = 18;
  private static final int[] WEIGHTS = {3, 7, 1};

  private Clabe() {}

  /** Checks a CLABE as typed (spaces and hyphens allowed); the value is the 18 digits. */
  public static NumberCheck check(String typed) {
    String s = typed == null ? "" : NumberCheck.compact(typed);
    if (s.length() != LENGTH || !NumberCheck.allDigits(s)) {
      return NumberCheck.refused("clabe_format", "A CLABE is 18 digits, e.g. 032180000118359719.");
    }
    if (checkDigit(s) != s.charAt(17) - '0') {
      return NumberCheck.refused(
          "clabe_check_digit",
          "The CLABE check digit does not match: look for a mistyped digit (a CLABE is 18 digits,"
              + " e.g. 032180000118359719).");
    }
    return NumberCheck.accepted(s);
  }

  /** True when the typed text, without spaces and hyphens, is 18 digits: then it is a CLABE. */
  public static boolean looksLikeClabe(String typed) {
    if (typed == null) {
      return false;
    }
    String s = NumberCheck.compact(typed);
    return s.length() == LENGTH && NumberCheck.allDigits(s);
  }

  /** The check digit of the first 17 digits of {@code digits}. */
  static int checkDigit(String digits) {
    int sum = 0;
    for (int i = 0; i < LENGTH - 1; i++) {
      sum += ((digits.charAt(i) - '0') * WEIGHTS[i % 3]) % 10;
    }
    return (10 - sum % 10) % 10;
  }
}
