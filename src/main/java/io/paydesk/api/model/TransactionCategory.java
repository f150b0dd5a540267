package io.paydesk.api.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Collectors;

/** Transaction category (payment method family); unknown values are kept. */
public record TransactionCategory(String value) {
  public static final TransactionCategory CARD = new TransactionCategory("CARD");
  public static final TransactionCategory BANK_TRANSFER = new TransactionCategory("BANK_TRANSFER");
  public static final TransactionCategory WALLET = new TransactionCategory("WALLET");

  private static final Map<String, TransactionCategory> KNOWN =
      List.of(CARD, BANK_TRANSFER, WALLET).stream()
          .collect(Collectors.toUnmodifiableMap(TransactionCategory::value, Function.identity()));

  public TransactionCategory {
    Objects.requireNonNull(value, "value");
  }

  /**
   * The known constant for this wire value, or a new value kept as text; null for null or blank.
   */
  @JsonCreator
  public static TransactionCategory of(String value) {
    if (value == null || value.isBlank()) {
      return null;
    }
    TransactionCategory known = KNOWN.get(value);
    return known != null ? known : new TransactionCategory(value);
  }

  /** The known values, for pick lists. */
  public static List<TransactionCategory> known() {
    return List.of(CARD, BANK_TRANSFER, WALLET);
  }

  /** True when this value is one of the constants above. */
  public boolean isKnown() {
    return KNOWN.containsKey(value);
  }

  @JsonValue
  @Override
  public String value() {
    return value;
  }

  @Override
  public String toString() {
    return value;
  }
}
