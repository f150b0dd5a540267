package io.paydesk.api.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.List;

/** Transaction type; the full list is not published, so unknown values are kept. */
public final class TransactionType extends OpenValue {
  public static final TransactionType PURCHASE = new TransactionType("PURCHASE");
  public static final TransactionType AUTHORIZE = new TransactionType("AUTHORIZE");
  public static final TransactionType CAPTURE = new TransactionType("CAPTURE");
  public static final TransactionType REFUND = new TransactionType("REFUND");
  public static final TransactionType CANCEL = new TransactionType("CANCEL");
  public static final TransactionType CHARGEBACK = new TransactionType("CHARGEBACK");
  public static final TransactionType PAYOUT = new TransactionType("PAYOUT");

  private static final OpenValues<TransactionType> VALUES =
      new OpenValues<>(
          TransactionType::new,
          List.of(PURCHASE, AUTHORIZE, CAPTURE, REFUND, CANCEL, CHARGEBACK, PAYOUT));

  private TransactionType(String value) {
    super(value);
  }

  /**
   * The known constant for this wire value, or a new value kept as text; null for null or blank.
   */
  @JsonCreator
  public static TransactionType of(String value) {
    return VALUES.of(value);
  }

  /** The known values, for pick lists. */
  public static List<TransactionType> known() {
    return VALUES.known();
  }
}
