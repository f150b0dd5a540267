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

  @org.junit.jupiter.api.Test
  void aBillingDayIsTheServicesDayInEveryZone() {
    java.util.TimeZone zone = java.util.TimeZone.getDefault();
    try {
      java.util.TimeZone.setDefault(java.util.TimeZone.getTimeZone("America/Bogota"));
      Locale.setDefault(Locale.US);
      java.time.OffsetDateTime billing = java.time.OffsetDateTime.parse("2026-12-25T00:00:00Z");
      // 19:00 on the 24th in Bogotá, but the service bills on its day, the 25th.
      assertThat(io.paydesk.ui.base.Formats.date(billing)).isEqualTo("Dec 24, 2026");
      assertThat(io.paydesk.ui.base.Formats.date(SubscriptionText.day(billing)))
          .isEqualTo("Dec 25, 2026");
      assertThat(SubscriptionText.date(billing)).isEqualTo("Dec 25, 2026");
      assertThat(SubscriptionText.typedDate(billing)).isEqualTo("12/25/2026");
    } finally {
      java.util.TimeZone.setDefault(zone);
    }
  }
}
