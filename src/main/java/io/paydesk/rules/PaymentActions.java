package io.paydesk.rules;

import java.math.BigDecimal;
import java.util.Collection;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Which money action a payment's state allows, in one place for the console (buttons, operations)
 * and checked against the service by the contract tests. Takes plain values (status and sub_status
 * as the service writes them, the types of the payment's transactions, the captured and refunded
 * amounts), so it knows nothing of the client's model.
 *
 * <ul>
 *   <li>REFUND: status SUCCEEDED, captured minus refunded above zero, and no CHARGEBACK transaction
 *       (a charged-back or disputed payment, status CHARGEBACK or IN_DISPUTE, is never refunded).
 *   <li>CAPTURE: status PENDING with sub_status AUTHORIZED, and no chargeback.
 *   <li>CANCEL: status PENDING, sub_status not RETRY_IN_PROCESS, nothing captured, and no
 *       chargeback.
 *   <li>CANCEL_OR_REFUND: when CANCEL or REFUND is allowed (the service cancels a pending payment
 *       and refunds a captured one).
 * </ul>
 */
public final class PaymentActions {
  private PaymentActions() {}

  public enum Action {
    REFUND,
    CAPTURE,
    CANCEL,
    CANCEL_OR_REFUND
  }

  /**
   * A payment's state as the rules read it. Nulls read as nothing: no status, no transactions, zero
   * captured or refunded.
   *
   * @param status the payment status (PENDING, SUCCEEDED, CHARGEBACK, IN_DISPUTE, ...)
   * @param subStatus the payment sub_status (AUTHORIZED, RETRY_IN_PROCESS, ...)
   * @param transactionTypes the type of each transaction of the payment (AUTHORIZE, CHARGEBACK...)
   * @param captured the amount captured
   * @param refunded the amount refunded
   */
  public record State(
      String status,
      String subStatus,
      List<String> transactionTypes,
      BigDecimal captured,
      BigDecimal refunded) {
    public State {
      transactionTypes = transactionTypes == null ? List.of() : List.copyOf(transactionTypes);
      captured = captured == null ? BigDecimal.ZERO : captured;
      refunded = refunded == null ? BigDecimal.ZERO : refunded;
    }

    /** Captured minus refunded, never below zero: the most a refund may return. */
    public BigDecimal refundable() {
      return captured.subtract(refunded).max(BigDecimal.ZERO);
    }

    boolean chargedBack() {
      return transactionTypes.contains("CHARGEBACK")
          || "CHARGEBACK".equals(status)
          || "IN_DISPUTE".equals(status);
    }
  }

  /** The state of a payment from its plain values; see {@link State}. */
  public static State state(
      String status,
      String subStatus,
      Collection<String> transactionTypes,
      BigDecimal captured,
      BigDecimal refunded) {
    return new State(
        status,
        subStatus,
        transactionTypes == null ? null : List.copyOf(transactionTypes),
        captured,
        refunded);
  }

  public static boolean allows(Action action, State s) {
    return switch (action) {
      case REFUND ->
          "SUCCEEDED".equals(s.status()) && s.refundable().signum() > 0 && !s.chargedBack();
      case CAPTURE ->
          "PENDING".equals(s.status()) && "AUTHORIZED".equals(s.subStatus()) && !s.chargedBack();
      case CANCEL ->
          "PENDING".equals(s.status())
              && !"RETRY_IN_PROCESS".equals(s.subStatus())
              && s.captured().signum() == 0
              && !s.chargedBack();
      case CANCEL_OR_REFUND -> allows(Action.CANCEL, s) || allows(Action.REFUND, s);
    };
  }

  /** Every action the state allows. */
  public static Set<Action> allowed(State s) {
    EnumSet<Action> out = EnumSet.noneOf(Action.class);
    for (Action a : Action.values()) {
      if (allows(a, s)) {
        out.add(a);
      }
    }
    return out;
  }
}
