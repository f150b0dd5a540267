package io.paydesk.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.time.YearMonth;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CardsTest {
  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource({
    "4111111111111111, ''",
    "4111 1111 1111 1111, ''",
    "4111-1111-1111-1111, ''",
    "4111111111111112, luhn",
    "41111111111, length",
    "41111111111111111111, length",
    "4111x11111111111, digits",
    "'', required"
  })
  void aTypedNumberIsCheckedForLengthAndCheckDigit(String number, String rule) {
    assertThat(Cards.checkNumber(number))
        .extracting(FieldError::rule)
        .containsExactlyElementsOf(rule.isEmpty() ? java.util.List.of() : java.util.List.of(rule));
  }

  @Test
  void messagesNeverRepeatTheNumber() {
    assertThat(Cards.checkNumber("4111111111111112").toString()).doesNotContain("4111");
  }

  @ParameterizedTest(name = "{0}/{1} in 2026-11: {2}")
  @CsvSource({
    "11, 2026, ''",
    "10, 2026, expired",
    "12, 2030, ''",
    "13, 2030, range",
    "1, 26, length"
  })
  void anExpiryIsTheCurrentMonthOrLater(int month, int year, String rule) {
    assertThat(Cards.checkExpiry(month, year, YearMonth.of(2026, 11)))
        .extracting(FieldError::rule)
        .containsExactlyElementsOf(rule.isEmpty() ? java.util.List.of() : java.util.List.of(rule));
  }

  @ParameterizedTest(name = "{0}/{1} on 2026-11-23: {2}")
  @CsvSource({
    "10, 2026, EXPIRED",
    "11, 2026, EXPIRING_SOON",
    "12, 2026, EXPIRING_SOON",
    "1, 2027, VALID",
    "2, 2027, VALID",
    "10, 26, EXPIRED",
    "0, 2027, UNKNOWN"
  })
  void aCardEndingWithin60DaysIsExpiringSoon(int month, int year, Cards.Expiry expected) {
    assertThat(Cards.expiry(month, year, LocalDate.of(2026, 11, 23))).isEqualTo(expected);
  }

  @Test
  void securityCodeAndHolderHaveTheirLengths() {
    assertThat(Cards.checkSecurityCode("12")).hasSize(1);
    assertThat(Cards.checkSecurityCode("1234")).isEmpty();
    assertThat(Cards.checkHolder("Al")).hasSize(1);
    assertThat(Cards.checkHolder("Ana Lopez")).isEmpty();
  }
}
