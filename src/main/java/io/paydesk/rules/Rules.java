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
  private static final Pattern UUID =
      Pattern.compile(
          "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$");

  private Rules() {}

  /** The countries accepted for payments and payouts, in the spec's order. */
  public static List<String> countries() {
    return COUNTRIES;
  }

  public static boolean isAcceptedCountry(String code) {
    return code != null && COUNTRY_SET.contains(code);
  }

  /** A UUID in its 36-character text form. */
  public static boolean isUuid(String s) {
    return s != null && s.length() == 36 && UUID.matcher(s).matches();
  }
}
