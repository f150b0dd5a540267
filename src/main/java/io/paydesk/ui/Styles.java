package io.paydesk.ui;

/** Style-class names used from code, in one place (the rules live in styles/app.css). */
public final class Styles {
  public static final String NAV_BUTTON = "nav-button";
  public static final String FIELD_ERROR = "field-error";
  public static final String STATUS_BADGE = "status-badge";
  public static final String STATUS_GOOD = "status-good";
  public static final String STATUS_WARN = "status-warn";
  public static final String STATUS_BAD = "status-bad";
  public static final String STATUS_NEUTRAL = "status-neutral";
  public static final String DOT = "service-dot";

  private Styles() {}

  /** The badge colour for a payment or transaction status: open set, unknown ones neutral. */
  public static String forStatus(String status) {
    if (status == null) {
      return STATUS_NEUTRAL;
    }
    return switch (status) {
      case "SUCCEEDED", "APPROVED", "CAPTURED", "ENROLLED", "ACTIVE", "WON" -> STATUS_GOOD;
      case "PENDING",
          "READY_TO_PAY",
          "CREATED",
          "IN_DISPUTE",
          "PENDING_REVIEW",
          "PAUSED",
          "RETRY_IN_PROCESS",
          "PARTIALLY_REFUNDED",
          "PARTIALLY_CAPTURED" ->
          STATUS_WARN;
      case "DECLINED", "REJECTED", "ERROR", "CHARGEBACK", "LOST", "EXPIRED", "FRAUD_DECLINED" ->
          STATUS_BAD;
      default -> STATUS_NEUTRAL;
    };
  }
}
