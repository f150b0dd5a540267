package io.paydesk.ui.kit;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ui.base.Messages;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.Locale;
import org.junit.jupiter.api.Test;

class DateRangeTest {
  private static final ZoneId BOGOTA = ZoneId.of("America/Bogota");

  private static String badDate() {
    return Messages.get("search.error.date", DateInput.example(Locale.getDefault()));
  }

  @Test
  void optionalDatesMayBeBlankAndBoundNothing() {
    DateRange r = DateRange.optional("search.error.date", "search.error.dateOrder");
    assertThat(r.check()).isTrue();
    assertThat(r.start(BOGOTA)).isNull();
    assertThat(r.end(BOGOTA)).isNull();
    assertThat(r.fromErrorProperty().get()).isEmpty();
  }

  @Test
  void theToDayIsWholeAndBothAreLocalDaysOfTheZone() {
    DateRange r = DateRange.optional("search.error.date", "search.error.dateOrder");
    r.show(LocalDate.of(2026, 5, 10), LocalDate.of(2026, 5, 12));
    assertThat(r.check()).isTrue();
    assertThat(r.start(BOGOTA)).isEqualTo(Instant.parse("2026-05-10T05:00:00Z"));
    assertThat(r.end(BOGOTA)).isEqualTo(Instant.parse("2026-05-13T05:00:00Z"));
    assertThat(r.first()).contains(LocalDate.of(2026, 5, 10));
  }

  @Test
  void unreadableAndCrossedDatesAreRefusedAtTheirField() {
    DateRange r = DateRange.optional("search.error.date", "search.error.dateOrder");
    r.fromProperty().set("tomorrow");
    assertThat(r.check()).isFalse();
    assertThat(r.fromErrorProperty().get()).isEqualTo(badDate());
    assertThat(r.toErrorProperty().get()).isEmpty();

    r.fromProperty().set("2026-05-10");
    r.toProperty().set("2026-05-09");
    assertThat(r.check()).isFalse();
    assertThat(r.fromErrorProperty().get()).isEmpty();
    assertThat(r.toErrorProperty().get()).isEqualTo(Messages.get("search.error.dateOrder"));

    r.toProperty().set("2026-05-10");
    assertThat(r.check()).isTrue();
    assertThat(r.toErrorProperty().get()).isEmpty();
  }

  @Test
  void requiredDatesMustBeGivenAndSpanNoMoreThanTheLimit() {
    DateRange r =
        DateRange.required(
            "overview.error.date", "overview.error.order", "overview.error.tooLong", 31);
    assertThat(r.check()).isFalse();
    String example = DateInput.example(Locale.getDefault());
    assertThat(r.fromErrorProperty().get()).isEqualTo(Messages.get("overview.error.date", example));
    assertThat(r.toErrorProperty().get()).isEqualTo(Messages.get("overview.error.date", example));

    r.show(LocalDate.of(2026, 1, 1), LocalDate.of(2026, 2, 1));
    assertThat(r.check()).isFalse();
    assertThat(r.toErrorProperty().get()).isEqualTo(Messages.get("overview.error.tooLong", 31));

    r.show(LocalDate.of(2026, 1, 1), LocalDate.of(2026, 1, 31));
    assertThat(r.check()).isTrue();

    r.toProperty().set("x");
    r.check();
    r.clearMessages();
    assertThat(r.toErrorProperty().get()).isEmpty();
  }
}
