package io.paydesk.api.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.List;

/** Payment status; the full list is not published, so unknown values are kept. */
public final class PaymentStatus extends OpenValue {
  public static final PaymentStatus READY_TO_PAY = new PaymentStatus("READY_TO_PAY");
  public static final PaymentStatus PENDING = new PaymentStatus("PENDING");
  public static final PaymentStatus SUCCEEDED = new PaymentStatus("SUCCEEDED");
  public static final PaymentStatus IN_DISPUTE = new PaymentStatus("IN_DISPUTE");
  public static final PaymentStatus REFUNDED = new PaymentStatus("REFUNDED");
  public static final PaymentStatus CANCELED = new PaymentStatus("CANCELED");
  public static final PaymentStatus DECLINED = new PaymentStatus("DECLINED");

  private static final OpenValues<PaymentStatus> VALUES =
      new OpenValues<>(
          PaymentStatus::new,
          List.of(READY_TO_PAY, PENDING, SUCCEEDED, IN_DISPUTE, REFUNDED, CANCELED, DECLINED));

  private PaymentStatus(String value) {
    super(value);
  }

  /**
   * The known constant for this wire value, or a new value kept as text; null for null or blank.
   */
  @JsonCreator
  public static PaymentStatus of(String value) {
    return VALUES.of(value);
  }

  /** The known values, for pick lists. */
  public static List<PaymentStatus> known() {
    return VALUES.known();
  }
}
