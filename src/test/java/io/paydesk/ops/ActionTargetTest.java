package io.paydesk.ops;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** A money action's target as the journal keeps it, read back in one place. */
class ActionTargetTest {
  @Test
  void aTransactionsTargetIsKeptAsPaymentSlashTransactionAndReadBack() {
    ActionTarget t = new ActionTarget("pay-1", "tx-2");

    assertThat(t.key()).isEqualTo("pay-1/tx-2");
    assertThat(ActionTarget.ofKey("pay-1/tx-2")).isEqualTo(t);
  }

  @Test
  void aWholePaymentsTargetIsItsIdAlone() {
    assertThat(ActionTarget.payment("pay-1").key()).isEqualTo("pay-1");
    assertThat(ActionTarget.ofKey("pay-1")).isEqualTo(ActionTarget.payment("pay-1"));
  }

  @Test
  void aTargetNeedsAPayment() {
    assertThatThrownBy(() -> new ActionTarget("", "tx"))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
