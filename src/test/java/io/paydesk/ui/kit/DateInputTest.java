package io.paydesk.ui.kit;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.Locale;
import org.junit.jupiter.api.Test;

class DateInputTest {
  private static final Locale ES = Locale.forLanguageTag("es-CO");
  private static final Locale PT = Locale.forLanguageTag("pt-BR");

  @Test
  void anEmptyDateFieldPromptsTheFormNotADate() {
    assertThat(DateInput.hint(Locale.US, "dd", "mm", "yyyy")).isEqualTo("mm/dd/yyyy");
    assertThat(DateInput.hint(ES, "dd", "mm", "aaaa")).isEqualTo("dd/mm/aaaa");
    assertThat(DateInput.hint(PT, "dd", "mm", "aaaa")).isEqualTo("dd/mm/aaaa");
  }

  @Test
  void messagesShowAnExampleInTheSameForm() {
    assertThat(DateInput.example(Locale.US)).isEqualTo("12/31/2026");
    assertThat(DateInput.example(PT)).isEqualTo("31/12/2026");
    assertThat(DateInput.parse("31/12/2026", ES)).contains(LocalDate.of(2026, 12, 31));
  }
}
