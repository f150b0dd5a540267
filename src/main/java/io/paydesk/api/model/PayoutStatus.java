package io.paydesk.api.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.List;

/** Payout status; unknown values are kept. */
public final class PayoutStatus extends OpenValue {
  public static final PayoutStatus PENDING = new PayoutStatus("PENDING");
  public static final PayoutStatus SUCCEEDED = new PayoutStatus("SUCCEEDED");
  public static final PayoutStatus DECLINED = new PayoutStatus("DECLINED");

  private static final OpenValues<PayoutStatus> VALUES =
      new OpenValues<>(PayoutStatus::new, List.of(PENDING, SUCCEEDED, DECLINED));

  private PayoutStatus(String value) {
    super(value);
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
}
