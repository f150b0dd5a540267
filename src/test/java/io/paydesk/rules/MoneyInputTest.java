package io.paydesk.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The decisions of {@link MoneyInput}, one row per typed text: the expected column is the value
 * read (with the currency's scale) or the problem.
 */
class MoneyInputTest {
  private static final Locale PT_BR = Locale.forLanguageTag("pt-BR");

  @ParameterizedTest(name = "en {1}: [{0}] -> {2}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          1,5        | USD | AMBIGUOUS_SEPARATOR
          1.5        | USD | 1.50
          1.234,50   | USD | AMBIGUOUS_SEPARATOR
          1,234.50   | USD | 1234.50
          1 234,50   | USD | GROUPING_MISPLACED
          1 234.50   | USD | GROUPING_MISPLACED
          12.345     | USD | TOO_MANY_DECIMALS
          12,345     | USD | 12345.00
          1,234,567  | USD | 1234567.00
          .5         | USD | 0.50
          5.         | USD | 5.00
          .          | USD | NOT_A_NUMBER
          1e3        | USD | NOT_A_NUMBER
          ' 12,50 '  | USD | AMBIGUOUS_SEPARATOR
          ' 12.50 '  | USD | 12.50
          -5         | USD | NOT_POSITIVE
          0          | USD | NOT_POSITIVE
          0.00       | USD | NOT_POSITIVE
          1,23,4     | USD | GROUPING_MISPLACED
          1,2345     | USD | AMBIGUOUS_SEPARATOR
          ,123       | USD | AMBIGUOUS_SEPARATOR
          1.2.3      | USD | GROUPING_MISPLACED
          1.234.567  | USD | AMBIGUOUS_SEPARATOR
          1.234,5    | USD | AMBIGUOUS_SEPARATOR
          ١٢         | USD | NOT_A_NUMBER
          $12        | USD | NOT_A_NUMBER
          ''         | USD | EMPTY
          '   '      | USD | EMPTY
          12.505     | USD | TOO_MANY_DECIMALS
          12.500     | USD | TOO_MANY_DECIMALS
          372.80     | BOB | 372.80
          1,5        | BOB | AMBIGUOUS_SEPARATOR
          1,234      | CLP | 1234
          1.000      | CLP | TOO_MANY_DECIMALS
          5.00       | CLP | TOO_MANY_DECIMALS
          12.345     | CLP | TOO_MANY_DECIMALS
          1,5        | CLP | AMBIGUOUS_SEPARATOR
          1500000    | PYG | 1500000
          1,500,000  | PYG | 1500000
          5.5        | PYG | TOO_MANY_DECIMALS
          12,345     | KWD | AMBIGUOUS_SEPARATOR
          12.345     | KWD | 12.345
          """)
  void english(String text, String currency, String expected) {
    check(text, currency, Locale.ENGLISH, expected);
  }

  @ParameterizedTest(name = "es {1}: [{0}] -> {2}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          1,5        | USD | 1.50
          1.5        | USD | AMBIGUOUS_SEPARATOR
          1.234,50   | USD | 1234.50
          1,234.50   | USD | AMBIGUOUS_SEPARATOR
          1 234,50   | USD | GROUPING_MISPLACED
          12.345     | USD | 12345.00
          12,345     | USD | TOO_MANY_DECIMALS
          1.234.567  | USD | 1234567.00
          .5         | USD | AMBIGUOUS_SEPARATOR
          ,5         | USD | 0.50
          5.         | USD | AMBIGUOUS_SEPARATOR
          5,         | USD | 5.00
          1e3        | USD | NOT_A_NUMBER
          ' 12,50 '  | USD | 12.50
          ' 12.50 '  | USD | AMBIGUOUS_SEPARATOR
          -5         | USD | NOT_POSITIVE
          0          | USD | NOT_POSITIVE
          0,00       | USD | NOT_POSITIVE
          1,23,4     | USD | GROUPING_MISPLACED
          1.23.4     | USD | GROUPING_MISPLACED
          ١٢         | USD | NOT_A_NUMBER
          ''         | USD | EMPTY
          372,80     | BOB | 372.80
          1.5        | BOB | AMBIGUOUS_SEPARATOR
          12.345     | CLP | 12345
          1.000      | CLP | 1000
          1,5        | CLP | TOO_MANY_DECIMALS
          1.5        | CLP | AMBIGUOUS_SEPARATOR
          1.000.000  | PYG | 1000000
          1000000,00 | PYG | TOO_MANY_DECIMALS
          12.345     | KWD | AMBIGUOUS_SEPARATOR
          """)
  void spanish(String text, String currency, String expected) {
    check(text, currency, Locale.forLanguageTag("es"), expected);
  }

  @ParameterizedTest(name = "pt-BR {1}: [{0}] -> {2}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          1,5        | USD | 1.50
          1.5        | USD | AMBIGUOUS_SEPARATOR
          1.234,50   | USD | 1234.50
          1,234.50   | USD | AMBIGUOUS_SEPARATOR
          1 234,50   | USD | GROUPING_MISPLACED
          12.345     | USD | 12345.00
          .5         | USD | AMBIGUOUS_SEPARATOR
          5.         | USD | AMBIGUOUS_SEPARATOR
          1e3        | USD | NOT_A_NUMBER
          ' 12,50 '  | USD | 12.50
          -5         | USD | NOT_POSITIVE
          0          | USD | NOT_POSITIVE
          1,23,4     | USD | GROUPING_MISPLACED
          ١٢         | USD | NOT_A_NUMBER
          372,80     | BOB | 372.80
          12.345     | CLP | 12345
          1,5        | CLP | TOO_MANY_DECIMALS
          1.000.000  | PYG | 1000000
          10,00      | BRL | 10.00
          """)
  void brazilianPortuguese(String text, String currency, String expected) {
    check(text, currency, PT_BR, expected);
  }

  @ParameterizedTest(name = "fr {1}: [{0}] -> {2}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          1 234,50        | USD | 1234.50
          1\u00A0234,50   | USD | 1234.50
          1\u202F234,50   | USD | 1234.50
          1 23,50         | USD | GROUPING_MISPLACED
          1.5             | USD | AMBIGUOUS_SEPARATOR
          1.234,50        | USD | GROUPING_MISPLACED
          """)
  void aSpaceGroupsOnlyWhereTheLocaleGroupsWithASpace(
      String text, String currency, String expected) {
    check(text, currency, Locale.FRENCH, expected);
  }

  @ParameterizedTest(name = "{1} {2}: example {3}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          en    | USD | 1,234.50
          es    | USD | 1.234,50
          pt-BR | BOB | 1.234,50
          en    | CLP | 1,234
          es    | PYG | 1.234
          """)
  void everyResultCarriesAnExampleInTheUsersLocale(String tag, String currency, String example) {
    MoneyInput.Result r = MoneyInput.parse("x", currency, Locale.forLanguageTag(tag));
    assertThat(r.example()).isEqualTo(example);
    assertThat(MoneyInput.parse(example, currency, Locale.forLanguageTag(tag)).ok()).isTrue();
  }

  @ParameterizedTest(name = "{0} {1} {2}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          en    | USD | 1234.5     | 1234.50
          es    | USD | 1234.5     | 1234,50
          pt-BR | BOB | 372.8      | 372,80
          en    | CLP | 15000      | 15000
          es    | PYG | 1000000    | 1000000
          es    | USD | 0.01       | 0,01
          fr    | USD | 1234567.89 | 1234567,89
          """)
  void formatPrefillsTextThatParsesBackToTheSameValue(
      String tag, String currency, BigDecimal value, String text) {
    Locale locale = Locale.forLanguageTag(tag);
    assertThat(MoneyInput.format(value, currency, locale)).isEqualTo(text);
    MoneyInput.Result back = MoneyInput.parse(text, currency, locale);
    assertThat(back.ok()).as(back.toString()).isTrue();
    assertThat(back.value()).isEqualByComparingTo(value);
  }

  private static void check(String text, String currency, Locale locale, String expected) {
    MoneyInput.Result r = MoneyInput.parse(text, currency, locale);
    if (Character.isDigit(expected.charAt(0))) {
      assertThat(r.problem()).as("problem").isNull();
      assertThat(r.value()).isEqualTo(new BigDecimal(expected));
      assertThat(r.ok()).isTrue();
    } else {
      assertThat(r.problem()).isEqualTo(MoneyInput.Problem.valueOf(expected));
      assertThat(r.value()).isNull();
    }
  }

  @org.junit.jupiter.api.Test
  void anAmountReadableTheOtherWayIsSuggestedAsTypedInTheUsersWay() {
    assertThat(MoneyInput.parse("1,5", "USD", Locale.ENGLISH).example()).isEqualTo("1.5");
    assertThat(MoneyInput.parse("1.234,50", "USD", Locale.ENGLISH).example()).isEqualTo("1234.50");
    assertThat(MoneyInput.parse("1.5", "USD", Locale.forLanguageTag("es")).example())
        .isEqualTo("1,5");
    assertThat(MoneyInput.parse("1e3", "USD", Locale.ENGLISH).example()).isEqualTo("1,234.50");
  }
}
