package io.paydesk.rules;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * Collects every field error of one input; the validators and the forms use it so both say the same
 * thing. Messages never repeat the value checked (it may be a secret).
 */
public final class Checks {
  private final List<FieldError> errors = new ArrayList<>();

  public List<FieldError> errors() {
    return List.copyOf(errors);
  }

  public boolean ok() {
    return errors.isEmpty();
  }

  public Checks add(String path, String rule, String message) {
    errors.add(new FieldError(path, rule, message));
    return this;
  }

  /** Required: not null, and for text not blank. Returns whether it was present. */
  public boolean required(String path, Object value) {
    if (value == null || (value instanceof String s && s.isBlank())) {
      add(path, "required", "Required.");
      return false;
    }
    return true;
  }

  /** Length between min and max characters when present. */
  public Checks length(String path, String value, int min, int max) {
    if (value != null && (value.length() < min || value.length() > max)) {
      add(
          path,
          "length",
          min == max
              ? "Must be exactly " + min + " characters."
              : "Must be " + min + " to " + max + " characters (now " + value.length() + ").");
    }
    return this;
  }

  public Checks requiredLength(String path, String value, int min, int max) {
    if (required(path, value)) {
      length(path, value, min, max);
    }
    return this;
  }

  public Checks uuid(String path, String value) {
    if (value != null && !Rules.isUuid(value)) {
      add(path, "uuid", "Must be a UUID of 36 characters.");
    }
    return this;
  }

  public Checks requiredUuid(String path, String value) {
    if (required(path, value)) {
      uuid(path, value);
    }
    return this;
  }

  /** One of the accepted payment and payout countries. */
  public Checks country(String path, String value) {
    if (value != null) {
      if (value.length() != Limits.COUNTRY_LENGTH) {
        add(path, "length", "Must be a 2-letter country code.");
      } else if (!Rules.isAcceptedCountry(value)) {
        add(path, "country", "Must be one of " + String.join(", ", Rules.countries()) + ".");
      }
    }
    return this;
  }

  public Checks requiredCountry(String path, String value) {
    if (required(path, value)) {
      country(path, value);
    }
    return this;
  }

  public Checks oneOf(String path, String value, Collection<String> allowed) {
    if (value != null && !allowed.contains(value)) {
      add(path, "enum", "Must be one of " + String.join(", ", allowed) + ".");
    }
    return this;
  }

  public Checks maxItems(String path, Collection<?> items, int max) {
    if (items != null && items.size() > max) {
      add(path, "max_items", "At most " + max + " items (now " + items.size() + ").");
    }
    return this;
  }

  /** A positive amount with a currency of three letters. */
  public Checks amount(String path, BigDecimal value, String currency, boolean positive) {
    if (required(path + ".value", value) && positive && value.signum() <= 0) {
      add(path + ".value", "positive", "Must be more than zero.");
    } else if (value != null && value.signum() < 0) {
      add(path + ".value", "positive", "Must not be negative.");
    }
    if (required(path + ".currency", currency)
        && (currency.length() != 3 || !currency.chars().allMatch(Character::isUpperCase))) {
      add(path + ".currency", "currency", "Must be a 3-letter currency code such as USD.");
    }
    return this;
  }

  public Checks check(boolean condition, String path, String rule, String message) {
    if (!condition) {
      add(path, rule, message);
    }
    return this;
  }
}
