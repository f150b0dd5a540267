package io.paydesk.api.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.List;

/** Payment sub-status; unknown values are kept. */
public final class PaymentSubStatus extends OpenValue {
  public static final PaymentSubStatus CREATED = new PaymentSubStatus("CREATED");
  public static final PaymentSubStatus APPROVED = new PaymentSubStatus("APPROVED");
  public static final PaymentSubStatus PENDING_REVIEW = new PaymentSubStatus("PENDING_REVIEW");
  public static final PaymentSubStatus RETRY_IN_PROCESS = new PaymentSubStatus("RETRY_IN_PROCESS");
  public static final PaymentSubStatus CAPTURED = new PaymentSubStatus("CAPTURED");
  public static final PaymentSubStatus PARTIALLY_CAPTURED =
      new PaymentSubStatus("PARTIALLY_CAPTURED");
  public static final PaymentSubStatus PARTIALLY_REFUNDED =
      new PaymentSubStatus("PARTIALLY_REFUNDED");
  public static final PaymentSubStatus REFUNDED = new PaymentSubStatus("REFUNDED");
  public static final PaymentSubStatus CANCELED = new PaymentSubStatus("CANCELED");

  private static final OpenValues<PaymentSubStatus> VALUES =
      new OpenValues<>(
          PaymentSubStatus::new,
          List.of(
              CREATED,
              APPROVED,
              PENDING_REVIEW,
              RETRY_IN_PROCESS,
              CAPTURED,
              PARTIALLY_CAPTURED,
              PARTIALLY_REFUNDED,
              REFUNDED,
              CANCELED));

  private PaymentSubStatus(String value) {
    super(value);
  }

  /**
   * The known constant for this wire value, or a new value kept as text; null for null or blank.
   */
  @JsonCreator
  public static PaymentSubStatus of(String value) {
    return VALUES.of(value);
  }

  /** The known values, for pick lists. */
  public static List<PaymentSubStatus> known() {
    return VALUES.known();
  }
}
