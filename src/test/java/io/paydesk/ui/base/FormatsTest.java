package io.paydesk.ui.base;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FormatsTest {
  private Locale saved;

  @BeforeEach
  void english() {
    saved = Locale.getDefault();
    Locale.setDefault(Locale.US);
  }

  @AfterEach
  void restore() {
    Locale.setDefault(saved);
  }

  @ParameterizedTest(name = "{0} {1} reads {2}")
  @CsvSource({
    "52000.0, USD, 'USD 52,000.00'",
    "1500, CLP, 'CLP 1,500'",
    "1500.5, CLP, 'CLP 1,500.5'",
    "10.125, BRL, 'BRL 10.125'",
    "99.9, COP, 'COP 99.90'",
    "7, XYZ, 'XYZ 7.00'"
  })
  void moneyUsesTheCurrencyDigitsAndNeverHidesAFraction(
      BigDecimal value, String currency, String expected) {
    assertThat(Formats.money(value, currency)).isEqualTo(expected);
  }
}
