package io.paydesk.sandbox;

/**
 * Which action a payment's state allows. The console offers refund, capture and cancel by the same
 * table (io.paydesk.rules.PaymentActions); the sandbox keeps its own copy, sharing no class.
 */
final class PaymentRules {
  private PaymentRules() {}

  /** status/sub_status, as error messages name it. */
  static String state(Payment p) {
    return p.status + "/" + p.subStatus;
  }

  /** Succeeded with an amount left to refund, never under a chargeback or dispute. */
  static boolean canRefund(Payment p) {
    return "SUCCEEDED".equals(p.status) && p.refundable().signum() > 0 && !underChargeback(p);
  }

  /** Pending and authorised only: not after a capture, not while a retry runs. */
  static boolean canCapture(Payment p) {
    return "PENDING".equals(p.status) && "AUTHORIZED".equals(p.subStatus) && !underChargeback(p);
  }

  /** Pending, no retry running, never after any capture. */
  static boolean canCancel(Payment p) {
    return "PENDING".equals(p.status)
        && !"RETRY_IN_PROCESS".equals(p.subStatus)
        && !captured(p)
        && !underChargeback(p);
  }

  private static boolean underChargeback(Payment p) {
    return "CHARGEBACK".equals(p.status)
        || "IN_DISPUTE".equals(p.status)
        || p.lastOf(Txn.CHARGEBACK) != null;
  }

  private static boolean captured(Payment p) {
    if (p.captured.signum() > 0) {
      return true;
    }
    for (Txn t : p.txns) {
      if (Txn.CAPTURE.equals(t.type()) && "SUCCEEDED".equals(t.status())) {
        return true;
      }
    }
    return false;
  }
}
