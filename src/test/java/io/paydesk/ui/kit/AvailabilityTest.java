package io.paydesk.ui.kit;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** An action's availability: one property, false until the state allows it. */
class AvailabilityTest {
  @Test
  void anActionIsOfferedOnlyWhileTheStateAllowsIt() {
    Availability refund = new Availability();
    assertThat(refund.get()).isFalse();

    refund.allowedByState(true);
    assertThat(refund.property().get()).isTrue();

    refund.allowedByState(false);
    assertThat(refund.get()).isFalse();
  }
}
