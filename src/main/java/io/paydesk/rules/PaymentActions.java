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
 *
 * <p>It also holds the money each action may move ({@link #ceiling}), whether a refund returns
 * everything ({@link #fullRefund}) and the verdict on a typed amount ({@link #verdict}).
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

  /** What the rules say of an action with an amount on a payment in a state. */
  public enum Verdict {
    /** The state allows the action and the amount is within its ceiling. */
    ALLOWED,
    /** The payment's state does not allow the action. */
    NOT_ALLOWED,
    /** The amount is above what the action may move ({@link #ceiling}). */
    ABOVE_CEILING
  }

  /**
   * The most an action may move: the refundable amount for a refund; for a cancel-or-refund the
   * refundable amount when something was captured, else the payment's value; the payment's value
   * for a capture or a cancel.
   *
   * @param value the payment's amount (null reads as zero)
   */
  public static BigDecimal ceiling(Action action, State s, BigDecimal value) {
    BigDecimal whole = value == null ? BigDecimal.ZERO : value;
    return switch (action) {
      case REFUND -> s.refundable();
      case CANCEL_OR_REFUND -> s.refundable().signum() > 0 ? s.refundable() : whole;
      case CAPTURE, CANCEL -> whole;
    };
  }

  /**
   * True when a refund of {@code chosen} returns everything: the whole refundable amount of a
   * payment nothing was refunded from. Such a refund is sent without an amount (a full refund); any
   * other is sent as a partial one.
   */
  public static boolean fullRefund(BigDecimal chosen, State s) {
    return chosen != null && chosen.compareTo(s.refundable()) == 0 && s.refunded().signum() == 0;
  }

  /**
   * The verdict on sending an action with {@code amount} (null: the action carries none, as a full
   * refund or a cancel; its form and sign are the client's rules) on a payment in state {@code s}
   * whose amount is {@code value}.
   */
  public static Verdict verdict(Action action, State s, BigDecimal value, BigDecimal amount) {
    if (!allows(action, s)) {
      return Verdict.NOT_ALLOWED;
    }
    if (amount == null) {
      return Verdict.ALLOWED;
    }
    return amount.compareTo(ceiling(action, s, value)) > 0
        ? Verdict.ABOVE_CEILING
        : Verdict.ALLOWED;
  }
}
