package io.paydesk.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.rules.PaymentActions.Action;
import java.math.BigDecimal;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** One row per payment state: the actions the rules allow there. */
class PaymentActionsTest {
  @ParameterizedTest(name = "{0}/{1} [{2}] captured {3} refunded {4} -> {5}")
  @CsvSource(
      delimiter = '|',
      nullValues = "-",
      textBlock =
          """
          PENDING    | AUTHORIZED       | AUTHORIZE                    | 0   | 0   | CAPTURE CANCEL CANCEL_OR_REFUND
          PENDING    | RETRY_IN_PROCESS | PURCHASE                     | 0   | 0   | -
          PENDING    | WAITING_ADDITIONAL_STEP | -                     | 0   | 0   | CANCEL CANCEL_OR_REFUND
          PENDING    | -                | -                            | -   | -   | CANCEL CANCEL_OR_REFUND
          PENDING    | AUTHORIZED       | AUTHORIZE CHARGEBACK         | 0   | 0   | -
          SUCCEEDED  | CAPTURED         | AUTHORIZE CAPTURE            | 100 | 0   | REFUND CANCEL_OR_REFUND
          SUCCEEDED  | APPROVED         | PURCHASE                     | 100 | 0   | REFUND CANCEL_OR_REFUND
          SUCCEEDED  | PARTIALLY_REFUNDED | PURCHASE REFUND            | 100 | 40  | REFUND CANCEL_OR_REFUND
          REFUNDED   | REFUNDED         | PURCHASE REFUND              | 100 | 100 | -
          SUCCEEDED  | APPROVED         | PURCHASE REFUND              | 100 | 100 | -
          SUCCEEDED  | APPROVED         | PURCHASE CHARGEBACK          | 100 | 0   | -
          CHARGEBACK | CREATED          | PURCHASE CHARGEBACK          | 100 | 0   | -
          IN_DISPUTE | PENDING_REVIEW   | PURCHASE CHARGEBACK          | 100 | 0   | -
          IN_DISPUTE | WON              | PURCHASE CHARGEBACK          | 100 | 0   | -
          CANCELED   | CANCELED         | AUTHORIZE CANCEL             | 0   | 0   | -
          DECLINED   | DECLINED         | PURCHASE                     | 0   | 0   | -
          READY_TO_PAY | CREATED        | -                            | 0   | 0   | -
          -          | -                | -                            | -   | -   | -
          """)
  void eachStateAllowsTheseActions(
      String status,
      String subStatus,
      String types,
      BigDecimal captured,
      BigDecimal refunded,
      String expected) {
    PaymentActions.State state =
        PaymentActions.state(
            status,
            subStatus,
            types == null ? null : List.of(types.split(" ")),
            captured,
            refunded);
    Set<Action> want =
        expected == null
            ? EnumSet.noneOf(Action.class)
            : Arrays.stream(expected.split(" "))
                .map(Action::valueOf)
                .collect(Collectors.toCollection(() -> EnumSet.noneOf(Action.class)));
    assertThat(PaymentActions.allowed(state)).isEqualTo(want);
    for (Action a : Action.values()) {
      assertThat(PaymentActions.allows(a, state)).as(a.name()).isEqualTo(want.contains(a));
    }
  }

  @ParameterizedTest(name = "captured {0} refunded {1} -> {2}")
  @CsvSource({"100, 40, 60", "100, 100, 0", "100, 120, 0", ", , 0"})
  void refundableIsCapturedLessRefundedNeverNegative(
      BigDecimal captured, BigDecimal refunded, BigDecimal expected) {
    assertThat(PaymentActions.state("SUCCEEDED", null, null, captured, refunded).refundable())
        .isEqualByComparingTo(expected);
  }
}
