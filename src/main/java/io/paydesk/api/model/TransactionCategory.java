package io.paydesk.api.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.List;
import java.util.Objects;

/** Transaction category (payment method family); unknown values are kept. */
public record TransactionCategory(String value) {
  public static final TransactionCategory CARD = new TransactionCategory("CARD");
  public static final TransactionCategory BANK_TRANSFER = new TransactionCategory("BANK_TRANSFER");
  public static final TransactionCategory WALLET = new TransactionCategory("WALLET");

  private static final OpenValues<TransactionCategory> VALUES =
      new OpenValues<>(
          TransactionCategory::new,
          TransactionCategory::value,
          List.of(CARD, BANK_TRANSFER, WALLET));

  public TransactionCategory {
    Objects.requireNonNull(value, "value");
  }

  /**
   * The known constant for this wire value, or a new value kept as text; null for null or blank.
   */
  @JsonCreator
  public static TransactionCategory of(String value) {
    return VALUES.of(value);
  }

  /** The known values, for pick lists. */
  public static List<TransactionCategory> known() {
    return VALUES.known();
  }

  /** True when this value is one of the constants above. */
  public boolean isKnown() {
    return VALUES.isKnown(value);
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
