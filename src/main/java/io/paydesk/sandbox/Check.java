package io.paydesk.sandbox;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.Currency;
import java.util.Set;
import java.util.regex.Pattern;

/** Server-side checks of the spec's limits and enumerations; each failure names the field. */
final class Check {
  static final Set<String> COUNTRIES =
      Set.of(
          "AR", "BO", "BR", "CL", "CO", "CR", "EC", "SV", "GT", "HN", "MX", "NI", "PA", "PY", "PE",
          "US", "UY");
  static final Set<String> WORKFLOWS =
      Set.of("SDK_CHECKOUT", "CHECKOUT", "REDIRECT", "DIRECT", "SDK_SEAMLESS");
  static final Set<String> EVIDENCE_CATEGORIES =
      Set.of(
          "CANCEL_POLICY",
          "CUSTOMER_INTERACTION",
          "OTHERS",
          "PAYMENT_DETAIL",
          "PROOF_OF_AUTHENTICITY",
          "PROOF_OF_DELIVERY",
          "PROOF_OF_SERVICE",
          "RECEIPT",
          "REFUND_POLICY",
          "SERVICE_AGREEMENT",
          "TERMS_AND_CONDITIONS");
  static final Set<String> PURPOSES =
      Set.of(
          "FAMILY_AND_FRIENDS",
          "PERSONAL_TRANSFER",
          "REMITTANCES",
          "PROVIDER_SERVICES",
          "ADVERTISING_SERVICES",
          "REPRESENTATION_SERVICES",
          "ADVISORY_SERVICES",
          "FREELANCER_SERVICES",
          "SUPPLIER",
          "BUSINESS_TO_BUSINESS",
          "MARKETPLACE",
          "PAYROLL",
          "GIFTS_AND_BENEFITS",
          "EXPENSES",
          "CORPORATE_PAYMENT",
          "PURCHASE_OF_PHYSICAL_GOODS",
          "PURCHASE_OF_DIGITAL_GOODS",
          "PURCHASE_OF_SERVICES",
          "INVESTMENTS",
          "CAPITAL_CONTRIBUTION",
          "INVESTMENTS_SHARES",
          "TAXES",
          "LOGISTICS_AND_TRANSPORTATION",
          "DELIVERY",
          "AFFILIATION_PROGRAM",
          "LOANS",
          "REAL_STATE",
          "RENT",
          "TRAVEL_FLIGHTS",
          "TRAVEL_ACCOMMODATIONS",
          "EDUCATION",
          "TUITION_COSTS",
          "TRAININGS",
          "CHARITY",
          "MEDICAL_SERVICES",
          "SAVINGS",
          "RETIREMENT",
          "PENSION",
          "INSURANCE",
          "REWARDS",
          "TRADEMARKS_AND_COPYRIGHT",
          "ENTERTAINMENT",
          "GOVERNMENT",
          "OTHERS");
  static final Set<String> REFUND_REASONS =
      Set.of("DUPLICATE", "FRAUDULENT", "REQUESTED_BY_CUSTOMER", "REVERSE");
  static final Set<String> CANCEL_REASONS =
      Set.of("DUPLICATE", "FRAUDULENT", "REQUESTED_BY_CUSTOMER");

  private static final Pattern UUID_RE =
      Pattern.compile(
          "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$");

  /** amount.value is a multiple of 0.0001 in every request of the openapi. */
  static final int AMOUNT_DECIMALS = 4;

  /** openapi metadata item: key MAX 48 (MIN 1), value MAX 512. */
  static final int METADATA_KEY_MAX = 48;

  static final int METADATA_VALUE_MAX = 512;
  private static final Pattern DATE_RE = Pattern.compile("^\\d{4}-\\d{2}-\\d{2}$");

  private Check() {}

  static boolean isUuid(String s) {
    return s != null && s.length() == 36 && UUID_RE.matcher(s).matches();
  }

  static JsonNode object(JsonNode parent, String field, String path, boolean required) {
    JsonNode v = parent == null ? null : parent.get(field);
    if (v == null || v.isNull()) {
      if (required) {
        throw ApiException.missing(path);
      }
      return null;
    }
    if (!v.isObject()) {
      throw ApiException.invalid(path, "must be an object");
    }
    return v;
  }

  static String text(
      JsonNode parent, String field, String path, boolean required, int min, int max) {
    JsonNode v = parent == null ? null : parent.get(field);
    if (v == null || v.isNull()) {
      if (required) {
        throw ApiException.missing(path);
      }
      return null;
    }
    if (!v.isTextual()) {
      throw ApiException.invalid(path, "must be a string");
    }
    String s = v.asText();
    int n = s.codePointCount(0, s.length());
    if (n < min || n > max) {
      throw ApiException.invalid(path, "must be " + min + " to " + max + " characters");
    }
    return s;
  }

  static String uuid(JsonNode parent, String field, String path, boolean required) {
    String s = text(parent, field, path, required, 0, Integer.MAX_VALUE);
    if (s != null && !isUuid(s)) {
      throw ApiException.invalid(path, "must be a UUID of 36 characters");
    }
    return s;
  }

  static String oneOf(
      JsonNode parent, String field, String path, boolean required, Set<String> values) {
    String s = text(parent, field, path, required, 0, Integer.MAX_VALUE);
    if (s != null && !values.contains(s)) {
      throw ApiException.invalid(path, "unsupported value '" + clip(s) + "'");
    }
    // One of a few known values: one shared copy for every payment that keeps it.
    return s == null ? null : s.intern();
  }

  static String country(JsonNode parent, String field, String path, boolean required) {
    String s = text(parent, field, path, required, 0, Integer.MAX_VALUE);
    if (s != null && (s.length() != 2 || !COUNTRIES.contains(s))) {
      throw ApiException.invalid(path, "must be one of " + String.join(", ", sorted(COUNTRIES)));
    }
    return s == null ? null : s.intern();
  }

  static Boolean bool(JsonNode parent, String field, String path) {
    JsonNode v = parent == null ? null : parent.get(field);
    if (v == null || v.isNull()) {
      return null;
    }
    if (!v.isBoolean()) {
      throw ApiException.invalid(path, "must be true or false");
    }
    return v.booleanValue();
  }

  static String date(JsonNode parent, String field, String path) {
    String s = text(parent, field, path, false, 0, Integer.MAX_VALUE);
    if (s != null) {
      try {
        if (!DATE_RE.matcher(s).matches()) {
          throw new IllegalArgumentException();
        }
        java.time.LocalDate.parse(s);
      } catch (RuntimeException e) {
        throw ApiException.invalid(path, "must be a date YYYY-MM-DD");
      }
    }
    return s;
  }

  /**
   * Validates {currency, value}; value above zero and a multiple of 0.0001 (openapi: every
   * amount.value), whatever the currency's own number of decimals.
   */
  static Money amount(JsonNode parent, String field, String path, boolean required) {
    JsonNode a = object(parent, field, path, required);
    if (a == null) {
      return null;
    }
    String cur = text(a, "currency", path + ".currency", true, 3, 3);
    Currency c;
    try {
      c = Currency.getInstance(cur);
    } catch (IllegalArgumentException e) {
      throw ApiException.invalid(path + ".currency", "unknown currency code '" + clip(cur) + "'");
    }
    JsonNode v = a.get("value");
    if (v == null || v.isNull()) {
      throw ApiException.missing(path + ".value");
    }
    if (!v.isNumber()) {
      throw ApiException.invalid(path + ".value", "must be a number");
    }
    BigDecimal value = v.decimalValue();
    if (value.signum() <= 0) {
      throw ApiException.invalid(path + ".value", "must be greater than zero");
    }
    if (value.stripTrailingZeros().scale() > AMOUNT_DECIMALS) {
      throw ApiException.invalid(
          path + ".value",
          "must be a multiple of 0.0001 (at most " + AMOUNT_DECIMALS + " decimal places)");
    }
    return new Money(c.getCurrencyCode(), value);
  }

  /**
   * Validates a metadata array of {key, value} strings (key 1 to 48, value at most 512) with at
   * most max items.
   */
  static JsonNode metadata(JsonNode parent, String path, int max) {
    JsonNode m = parent == null ? null : parent.get("metadata");
    if (m == null || m.isNull()) {
      return null;
    }
    if (!m.isArray()) {
      throw ApiException.invalid(path, "must be an array of key and value items");
    }
    if (m.size() > max) {
      throw ApiException.invalid(path, "at most " + max + " items");
    }
    for (int i = 0; i < m.size(); i++) {
      JsonNode item = m.get(i);
      if (!item.isObject()) {
        throw ApiException.invalid(path + "[" + i + "]", "must be an object with key and value");
      }
      text(item, "key", path + "[" + i + "].key", true, 1, METADATA_KEY_MAX);
      text(item, "value", path + "[" + i + "].value", false, 0, METADATA_VALUE_MAX);
    }
    return m;
  }

  /** Addresses: neighborhood 3 to 255 characters when present; country two letters. */
  static void address(JsonNode parent, String field, String path) {
    JsonNode a = object(parent, field, path, false);
    if (a == null) {
      return;
    }
    text(a, "neighborhood", path + ".neighborhood", false, 3, 255);
    text(a, "country", path + ".country", false, 2, 2);
  }

  /** 403 AUTHORIZATION_REQUIRED unless account_id names the sandbox's own account. */
  static void ownAccount(String account, String own) {
    if (!account.equals(own)) {
      throw new ApiException(
          403,
          "AUTHORIZATION_REQUIRED",
          "account_id: the credentials do not give access to account " + account);
    }
  }

  static String clip(String s) {
    return s.length() > 40 ? s.substring(0, 40) + "..." : s;
  }

  private static java.util.List<String> sorted(Set<String> s) {
    return s.stream().sorted().toList();
  }

  record Money(String currency, BigDecimal value) {}
}
