package io.paydesk.api.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.List;
import java.util.Objects;

/** Payout status; unknown values are kept. */
public record PayoutStatus(String value) {
  public static final PayoutStatus PENDING = new PayoutStatus("PENDING");
  public static final PayoutStatus SUCCEEDED = new PayoutStatus("SUCCEEDED");
  public static final PayoutStatus DECLINED = new PayoutStatus("DECLINED");

  private static final OpenValues<PayoutStatus> VALUES =
      new OpenValues<>(
          PayoutStatus::new, PayoutStatus::value, List.of(PENDING, SUCCEEDED, DECLINED));

  public PayoutStatus {
    Objects.requireNonNull(value, "value");
  }

  /**
   * The known constant for this wire value, or a new value kept as text; null for null or blank.
   */
  @JsonCreator
  public static PayoutStatus of(String value) {
    return VALUES.of(value);
  }

  /** The known values, for pick lists. */
  public static List<PayoutStatus> known() {
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
