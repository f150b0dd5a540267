package io.paydesk.ops;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Days an agent has to answer a chargeback, per card brand (the service publishes no due date).
 * Brands without their own window use {@link #otherBrands()}.
 */
public record ResponseWindows(Map<String, Integer> byBrand, int otherBrands) {
  public static final int DEFAULT_DAYS = 20;
  public static final int MIN_DAYS = 1;
  public static final int MAX_DAYS = 365;

  /** The brands the Settings screen lists, each with its own window. */
  public static final List<String> BRANDS =
      List.of(
          "VISA",
          "MASTERCARD",
          "AMERICAN_EXPRESS",
          "ELO",
          "DINERS_CLUB",
          "DISCOVER",
          "HIPERCARD",
          "JCB");

  public ResponseWindows {
    byBrand = Map.copyOf(byBrand);
    for (int days : byBrand.values()) {
      check(days);
    }
    check(otherBrands);
  }

  /** Every brand at 20 days. */
  public static ResponseWindows defaults() {
    Map<String, Integer> m = new LinkedHashMap<>();
    BRANDS.forEach(b -> m.put(b, DEFAULT_DAYS));
    return new ResponseWindows(m, DEFAULT_DAYS);
  }

  public int daysFor(String brand) {
    if (brand == null) {
      return otherBrands;
    }
    return byBrand.getOrDefault(brand.toUpperCase(Locale.ROOT), otherBrands);
  }

  /** True when days is a window this console accepts. */
  public static boolean valid(int days) {
    return days >= MIN_DAYS && days <= MAX_DAYS;
  }

  private static void check(int days) {
    if (!valid(days)) {
      throw new IllegalArgumentException(
          "A response window is " + MIN_DAYS + " to " + MAX_DAYS + " days, not " + days);
    }
  }

  /** "VISA=20;MASTERCARD=30;*=20": how the store keeps it. */
  String encode() {
    StringBuilder sb = new StringBuilder();
    new java.util.TreeMap<>(byBrand)
        .forEach((b, d) -> sb.append(b).append('=').append(d).append(';'));
    return sb.append("*=").append(otherBrands).toString();
  }

  /** Reads {@link #encode()}'s text; brands it misses (or cannot read) keep the default. */
  static ResponseWindows decode(String text) {
    Map<String, Integer> m = new LinkedHashMap<>(defaults().byBrand());
    int other = DEFAULT_DAYS;
    if (text != null) {
      for (String part : text.split(";")) {
        int eq = part.indexOf('=');
        if (eq <= 0) {
          continue;
        }
        try {
          int days = Integer.parseInt(part.substring(eq + 1).trim());
          if (!valid(days)) {
            continue;
          }
          String brand = part.substring(0, eq).trim();
          if (brand.equals("*")) {
            other = days;
          } else {
            m.put(brand, days);
          }
        } catch (NumberFormatException ignored) {
          // a damaged entry keeps the default
        }
      }
    }
    return new ResponseWindows(m, other);
  }
}
