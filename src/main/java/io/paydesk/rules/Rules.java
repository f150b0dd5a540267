package io.paydesk.rules;

import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/** Enumerations and formats of the service that are not a single limit. */
public final class Rules {
  private static final List<String> COUNTRIES =
      List.of(
          "AR", "BO", "BR", "CL", "CO", "CR", "EC", "SV", "GT", "HN", "MX", "NI", "PA", "PY", "PE",
          "US", "UY");
  private static final Set<String> COUNTRY_SET = Set.copyOf(COUNTRIES);
  private static final Pattern ISO_DATE = Pattern.compile("^\\d{4}-\\d{2}-\\d{2}$");

  private Rules() {}

  /** The countries accepted for payments and payouts, in the spec's order. */
  public static List<String> countries() {
    return COUNTRIES;
  }

  public static boolean isAcceptedCountry(String code) {
    return code != null && COUNTRY_SET.contains(code);
  }

  /**
   * A UUID in its 36-character text form: hex digits (either case) in groups of 8-4-4-4-12. Checked
   * by hand (every client call checks its path ids; a regular expression cost a tenth of a µs
   * more).
   */
  public static boolean isUuid(String s) {
    if (s == null || s.length() != 36) {
      return false;
    }
    for (int i = 0; i < 36; i++) {
      char c = s.charAt(i);
      boolean ok =
          i == 8 || i == 13 || i == 18 || i == 23
              ? c == '-'
              : (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
      if (!ok) {
        return false;
      }
    }
    return true;
  }

  /** A real calendar date in the form YYYY-MM-DD (1990-02-30 is not one). */
  public static boolean isIsoDate(String s) {
    if (s == null || !ISO_DATE.matcher(s).matches()) {
      return false;
    }
    try {
      java.time.LocalDate.parse(s);
      return true;
    } catch (java.time.format.DateTimeParseException e) {
      return false;
    }
  }
}
