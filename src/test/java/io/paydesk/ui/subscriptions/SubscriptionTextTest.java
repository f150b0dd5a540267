package io.paydesk.ui.subscriptions;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SubscriptionTextTest {
  private final Locale before = Locale.getDefault();

  @AfterEach
  void restore() {
    Locale.setDefault(before);
  }

  @ParameterizedTest(name = "{0} {1} {2}")
  @CsvSource({
    "en, MONTH, 1, Every month",
    "en, MONTH, 3, Every 3 months",
    "en, DAY, 1, Every day",
    "en, WEEK, 2, Every 2 weeks",
    "en, YEAR, 1, Every year",
    "en, FORTNIGHT, 2, Every 2 FORTNIGHT",
    "es, MONTH, 1, Cada mes",
    "es, MONTH, 3, Cada 3 meses",
    "es, DAY, 15, Cada 15 días",
    "es, YEAR, 2, Cada 2 años",
    "pt-BR, MONTH, 1, Todo mês",
    "pt-BR, MONTH, 6, A cada 6 meses",
    "pt-BR, WEEK, 1, Toda semana",
    "pt-BR, DAY, 30, A cada 30 dias"
  })
  void aFrequencyReadsAsASentenceWithTheLanguagesOwnPlural(
      String tag, String unit, int value, String expected) {
    Locale.setDefault(Locale.forLanguageTag(tag));
    assertThat(SubscriptionText.frequency(unit, value)).isEqualTo(expected);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "en, 'Subscription rebills, the card already used before (SUBSCRIPTION / USED)'",
    "es, 'Cobros de suscripción, la tarjeta ya usada antes (SUBSCRIPTION / USED)'",
    "pt-BR, 'Cobranças de assinatura, o cartão já usado antes (SUBSCRIPTION / USED)'"
  })
  void storedCredentialsReadInWordsWithTheCodesSent(String tag, String expected) {
    Locale.setDefault(Locale.forLanguageTag(tag));
    assertThat(SubscriptionText.value(io.paydesk.ops.SubscriptionChanges.REPAIR))
        .isEqualTo(expected);
  }
}
