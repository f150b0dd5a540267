package io.paydesk.api.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.List;
import java.util.Objects;

/** Transaction status; unknown values are kept. */
public record TransactionStatus(String value) {
  public static final TransactionStatus CREATED = new TransactionStatus("CREATED");
  public static final TransactionStatus PENDING = new TransactionStatus("PENDING");
  public static final TransactionStatus SUCCEEDED = new TransactionStatus("SUCCEEDED");
  public static final TransactionStatus DECLINED = new TransactionStatus("DECLINED");

  private static final OpenValues<TransactionStatus> VALUES =
      new OpenValues<>(
          TransactionStatus::new,
          TransactionStatus::value,
          List.of(CREATED, PENDING, SUCCEEDED, DECLINED));

  public TransactionStatus {
    Objects.requireNonNull(value, "value");
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
