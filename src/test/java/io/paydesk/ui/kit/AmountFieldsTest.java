package io.paydesk.ui.kit;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class AmountFieldsTest {
  private Locale saved;

  @BeforeEach
  void saveLocale() {
    saved = Locale.getDefault();
  }

  @AfterEach
  void restoreLocale() {
    Locale.setDefault(saved);
  }

  @ParameterizedTest(name = "{0} {1} [{2}]")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          en    | USD | 1,5      | This amount can be read two ways. Type it as 1.5.
          es    | USD | 1.5      | Este monto se puede leer de dos maneras. Escríbalo así: 1,5.
          pt-BR | BOB | 1.5      | Este valor pode ser lido de duas formas. Digite-o assim: 1,5.
          en    | USD | 1,23,4   | Thousands separators go every three digits. Type the amount as 1,234.50.
          en    | USD | ''       | Type the amount, for example 1,234.50.
          es    | USD | 1e3      | Use solo dígitos y separadores. Escriba el monto así: 1.234,50.
          en    | USD | 12.345   | USD takes at most 2 decimals. Type the amount as 1,234.50.
          en    | CLP | 5.00     | CLP takes no decimals. Type the amount as 1,234.
          pt-BR | CLP | 5,5      | CLP não aceita casas decimais. Digite o valor assim: 1.234.
          es    | BOB | -5       | El monto debe ser mayor que cero.
          """)
  void aRefusedAmountSaysHowToTypeItInTheUsersLanguage(
      String tag, String currency, String text, String error) {
    Locale.setDefault(Locale.forLanguageTag(tag));
    AmountFields.Checked c = AmountFields.check(text, currency, null);
    assertThat(c.ok()).isFalse();
    assertThat(c.value()).isNull();
    assertThat(c.error()).isEqualTo(error);
  }

  @Test
  void anAmountAboveTheMaximumIsRefusedWithTheMaximumInTheUsersFormat() {
    Locale.setDefault(Locale.ENGLISH);
    AmountFields.Checked c = AmountFields.check("372.81", "BOB", new BigDecimal("372.80"));
    assertThat(c.error()).isEqualTo("The amount can be at most BOB 372.80.");

    Locale.setDefault(Locale.forLanguageTag("es"));
    assertThat(AmountFields.check("1.372,81", "BOB", new BigDecimal("1372.80")).error())
        .isEqualTo("El monto puede ser como máximo BOB 1.372,80.");
  }

  @Test
  void anAmountUpToTheMaximumIsReadWithTheCurrencyDigits() {
    Locale.setDefault(Locale.forLanguageTag("pt-BR"));
    AmountFields.Checked c = AmountFields.check(" 372,8 ", "BOB", new BigDecimal("372.80"));
    assertThat(c.ok()).isTrue();
    assertThat(c.value()).isEqualTo(new BigDecimal("372.80"));
  }

  @Test
  void prefilledTextIsReadBackAsTheSameAmount() {
    Locale.setDefault(Locale.forLanguageTag("es"));
    String text = AmountFields.prefill(new BigDecimal("1234.5"), "USD");
    assertThat(text).isEqualTo("1234,50");
    assertThat(AmountFields.check(text, "USD", new BigDecimal("1234.50")).value())
        .isEqualTo(new BigDecimal("1234.50"));
  }
}
