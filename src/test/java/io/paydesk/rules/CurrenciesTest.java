package io.paydesk.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CurrenciesTest {
  @ParameterizedTest(name = "{0} has {1} digits")
  @CsvSource({"USD, 2", "BRL, 2", "CLP, 0", "COP, 2", "PYG, 0", "XXX_UNKNOWN, 2"})
  void currencies_show_their_own_digits(String code, int digits) {
    assertEquals(digits, Currencies.fractionDigits(code));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"USD, true", "usd, false", "ZZZ, false", "US, false"})
  void only_iso_codes_are_known(String code, boolean known) {
    assertEquals(known, Currencies.isKnown(code));
    if (!known) {
      assertFalse(Currencies.isKnown(code));
    } else {
      assertTrue(Currencies.isKnown(code));
    }
  }
}
