package io.paydesk.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.rules.PaymentActions.Action;
import io.paydesk.rules.PaymentActions.State;
import io.paydesk.rules.PaymentActions.Verdict;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The money a payment's action may move: ceilings, full or partial refunds, verdicts. */
class PaymentMoneyRulesTest {
  private static final BigDecimal HUNDRED = new BigDecimal("100.00");

  private static State paid(String captured, String refunded) {
    return PaymentActions.state(
        "SUCCEEDED",
        "APPROVED",
        List.of("PURCHASE"),
        new BigDecimal(captured),
        new BigDecimal(refunded));
  }

  private static State authorised() {
    return PaymentActions.state(
        "PENDING", "AUTHORIZED", List.of("AUTHORIZE"), BigDecimal.ZERO, BigDecimal.ZERO);
  }

  @Test
  void aRefundMayReturnWhatWasCapturedAndNotYetRefunded() {
    assertThat(PaymentActions.ceiling(Action.REFUND, paid("100.00", "40.00"), HUNDRED))
        .isEqualByComparingTo("60.00");
    assertThat(PaymentActions.ceiling(Action.CANCEL_OR_REFUND, paid("100.00", "40.00"), HUNDRED))
        .isEqualByComparingTo("60.00");
  }

  @Test
  void aCaptureOrCancelMayMoveThePaymentsValue() {
    assertThat(PaymentActions.ceiling(Action.CAPTURE, authorised(), HUNDRED))
        .isEqualByComparingTo("100.00");
    assertThat(PaymentActions.ceiling(Action.CANCEL, authorised(), HUNDRED))
        .isEqualByComparingTo("100.00");
    assertThat(PaymentActions.ceiling(Action.CANCEL_OR_REFUND, authorised(), HUNDRED))
        .isEqualByComparingTo("100.00");
    assertThat(PaymentActions.ceiling(Action.CAPTURE, authorised(), null)).isZero();
  }

  @Test
  void onlyTheWholeAmountOfAPaymentNeverRefundedIsAFullRefund() {
    assertThat(PaymentActions.fullRefund(new BigDecimal("100"), paid("100.00", "0"))).isTrue();
    assertThat(PaymentActions.fullRefund(new BigDecimal("99.99"), paid("100.00", "0"))).isFalse();
    assertThat(PaymentActions.fullRefund(new BigDecimal("60.00"), paid("100.00", "40.00")))
        .isFalse();
    assertThat(PaymentActions.fullRefund(null, paid("100.00", "0"))).isFalse();
  }

  @Test
  void theVerdictSaysWhetherTheStateAllowsItAndWhetherTheAmountFits() {
    State state = paid("100.00", "40.00");
    assertThat(PaymentActions.verdict(Action.REFUND, state, HUNDRED, new BigDecimal("60.00")))
        .isEqualTo(Verdict.ALLOWED);
    assertThat(PaymentActions.verdict(Action.REFUND, state, HUNDRED, new BigDecimal("60.01")))
        .isEqualTo(Verdict.ABOVE_CEILING);
    assertThat(PaymentActions.verdict(Action.REFUND, state, HUNDRED, null))
        .isEqualTo(Verdict.ALLOWED);
    assertThat(PaymentActions.verdict(Action.CAPTURE, state, HUNDRED, BigDecimal.ONE))
        .isEqualTo(Verdict.NOT_ALLOWED);
    assertThat(PaymentActions.verdict(Action.CAPTURE, authorised(), HUNDRED, HUNDRED))
        .isEqualTo(Verdict.ALLOWED);
  }
}
