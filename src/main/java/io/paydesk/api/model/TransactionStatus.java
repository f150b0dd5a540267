package io.paydesk.api.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.List;

/** Transaction status; unknown values are kept. */
public final class TransactionStatus extends OpenValue {
  public static final TransactionStatus CREATED = new TransactionStatus("CREATED");
  public static final TransactionStatus PENDING = new TransactionStatus("PENDING");
  public static final TransactionStatus SUCCEEDED = new TransactionStatus("SUCCEEDED");
  public static final TransactionStatus DECLINED = new TransactionStatus("DECLINED");

  private static final OpenValues<TransactionStatus> VALUES =
      new OpenValues<>(TransactionStatus::new, List.of(CREATED, PENDING, SUCCEEDED, DECLINED));

  private TransactionStatus(String value) {
    super(value);
  }

  /**
   * The known constant for this wire value, or a new value kept as text; null for null or blank.
   */
  @JsonCreator
  public static TransactionStatus of(String value) {
    return VALUES.of(value);
  }

  /** The known values, for pick lists. */
  public static List<TransactionStatus> known() {
    return VALUES.known();
  }
}
