package io.paydesk.ui.payouts;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ui.base.Messages;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The bulk dry run's count line: every count agrees in number, in the three languages. */
class BulkCountsLineTest {
  private Locale before;

  @BeforeEach
  void remember() {
    before = Locale.getDefault();
  }

  @AfterEach
  void restore() {
    Locale.setDefault(before);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "en|1|1 row: 1 ready to send, 1 refused, 1 already sent, 1 to check first.",
        "en|2|2 rows: 2 ready to send, 2 refused, 2 already sent, 2 to check first.",
        "es|1|1 fila: 1 lista para enviar, 1 rechazada, 1 ya enviada, 1 por verificar antes.",
        "es|2|2 filas: 2 listas para enviar, 2 rechazadas, 2 ya enviadas, 2 por verificar antes.",
        "pt-BR|1|1 linha: 1 pronta para enviar, 1 recusada, 1 já enviada, 1 a verificar antes.",
        "pt-BR|2|2 linhas: 2 prontas para enviar, 2 recusadas, 2 já enviadas, 2 a verificar antes."
      })
  void eachCountAgreesInNumberWithItsNoun(String language, long n, String expected) {
    Locale.setDefault(Locale.forLanguageTag(language));

    assertThat(BulkPayoutsViewModel.countsLine(n, n, n, n, n)).startsWith(expected);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "en|1|Done: 1 payout created, 1 already sent (not sent again), 1 refused,",
        "en|2|Done: 2 payouts created, 2 already sent (not sent again), 2 refused,",
        "es|1|Listo: 1 desembolso creado, 1 ya enviado (no se reenvió), 1 rechazado,",
        "es|2|Listo: 2 desembolsos creados, 2 ya enviados (no se reenviaron), 2 rechazados,",
        "pt-BR|1|Concluído: 1 repasse criado, 1 já enviado (não reenviado), 1 recusado,",
        "pt-BR|2|Concluído: 2 repasses criados, 2 já enviados (não reenviados), 2 recusados,"
      })
  void theSendsCountsAgreeInNumberToo(String language, long n, String expected) {
    Locale.setDefault(Locale.forLanguageTag(language));

    assertThat(Messages.get("bulk.done.counts", n, n, n, n)).startsWith(expected);
    assertThat(Messages.get("bulk.done.cancelled", n, n, n, n, n))
        .contains(expected.substring(expected.indexOf(' ') + 1));
  }
}
