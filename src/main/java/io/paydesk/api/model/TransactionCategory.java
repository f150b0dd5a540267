package io.paydesk.api.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.List;

/** Transaction category (payment method family); unknown values are kept. */
public final class TransactionCategory extends OpenValue {
  public static final TransactionCategory CARD = new TransactionCategory("CARD");
  public static final TransactionCategory BANK_TRANSFER = new TransactionCategory("BANK_TRANSFER");
  public static final TransactionCategory WALLET = new TransactionCategory("WALLET");

  private static final OpenValues<TransactionCategory> VALUES =
      new OpenValues<>(TransactionCategory::new, List.of(CARD, BANK_TRANSFER, WALLET));

  private TransactionCategory(String value) {
    super(value);
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
}
