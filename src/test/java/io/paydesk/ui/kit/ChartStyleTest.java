package io.paydesk.ui.kit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class ChartStyleTest {
  @Test
  void everyPaymentAndSubscriptionStatusHasItsChartColourInTheTheme() throws IOException {
    String theme;
    try (InputStream in = ChartStyleTest.class.getResourceAsStream("/styles/theme.css")) {
      theme = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    assertThat(ChartStyle.COLOURED)
        .containsAll(Catalogue.Kind.PAYMENT_STATUS.codes())
        .containsAll(Catalogue.Kind.SUBSCRIPTION_STATUS.codes());
    for (String status : ChartStyle.COLOURED) {
      assertThat(theme).as(status).contains(ChartStyle.variable(status) + ":");
    }
  }
}
