package io.paydesk.ui.kit;

import io.paydesk.ui.base.MessageText;
import io.paydesk.ui.base.Messages;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.temporal.ChronoUnit;
import java.util.Locale;
import java.util.Optional;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * Two typed dates, "from" and "to" (local days, both inclusive), as the user's locale writes them,
 * and each one's message: a date that cannot be read, a "to" before the "from", a range too long.
 * Each screen says these in its own words (bundle keys); {@link #check()} sets the messages.
 */
public final class DateRange {
  private final StringProperty from = new SimpleStringProperty("");
  private final StringProperty to = new SimpleStringProperty("");
  private final MessageText fromError = new MessageText();
  private final MessageText toError = new MessageText();
  private final String badDateKey;
  private final String orderKey;
  private final String tooLongKey;
  private final boolean required;
  private final int maxDays;

  private DateRange(
      String badDateKey, String orderKey, String tooLongKey, boolean required, int maxDays) {
    this.badDateKey = badDateKey;
    this.orderKey = orderKey;
    this.tooLongKey = tooLongKey;
    this.required = required;
    this.maxDays = maxDays;
  }

  /**
   * Either date may be left blank (no bound).
   *
   * @param badDateKey the message of a date that cannot be read, {0} an example date
   * @param orderKey the message of a "to" before the "from"
   */
  public static DateRange optional(String badDateKey, String orderKey) {
    return new DateRange(badDateKey, orderKey, null, false, 0);
  }

  /**
   * Both dates must be given, and span fewer than maxDays days.
   *
   * @param tooLongKey the message of a longer range, {0} maxDays
   */
  public static DateRange required(
      String badDateKey, String orderKey, String tooLongKey, int maxDays) {
    return new DateRange(badDateKey, orderKey, tooLongKey, true, maxDays);
  }

  /** Checks both dates, setting or clearing their messages; true when the range can be used. */
  public boolean check() {
    clearMessages();
    Optional<LocalDate> first = first();
    Optional<LocalDate> last = last();
    readable(from.get(), first, fromError);
    readable(to.get(), last, toError);
    if (first.isPresent() && last.isPresent()) {
      if (last.get().isBefore(first.get())) {
        toError.say(orderKey);
      } else if (maxDays > 0 && ChronoUnit.DAYS.between(first.get(), last.get()) >= maxDays) {
        toError.say(tooLongKey, maxDays);
      }
    }
    return fromError.get().isEmpty() && toError.get().isEmpty();
  }

  /** Clears both messages, e.g. while the dates are not in use. */
  public void clearMessages() {
    fromError.set("");
    toError.set("");
  }

  private void readable(String typed, Optional<LocalDate> read, MessageText error) {
    boolean blank = typed == null || typed.isBlank();
    if (read.isEmpty() && (required || !blank)) {
      error.say(() -> Messages.get(badDateKey, DateInput.example(Locale.getDefault())));
    }
  }

  /** The "from" day, empty when blank or unreadable. */
  public Optional<LocalDate> first() {
    return DateInput.parse(from.get(), Locale.getDefault());
  }

  /** The "to" day, empty when blank or unreadable. */
  public Optional<LocalDate> last() {
    return DateInput.parse(to.get(), Locale.getDefault());
  }

  /** The start of the "from" day in the zone; null without one. */
  public Instant start(ZoneId zone) {
    return first().map(d -> d.atStartOfDay(zone).toInstant()).orElse(null);
  }

  /** The start of the day after the "to" day in the zone (an exclusive end); null without one. */
  public Instant end(ZoneId zone) {
    return last().map(d -> d.plusDays(1).atStartOfDay(zone).toInstant()).orElse(null);
  }

  /** Shows these days as the user's locale writes them; null leaves a date blank. */
  public void show(LocalDate first, LocalDate last) {
    from.set(DateInput.format(first, Locale.getDefault()));
    to.set(DateInput.format(last, Locale.getDefault()));
  }

  public StringProperty fromProperty() {
    return from;
  }

  public StringProperty toProperty() {
    return to;
  }

  public ReadOnlyStringProperty fromErrorProperty() {
    return fromError.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty toErrorProperty() {
    return toError.getReadOnlyProperty();
  }
}
