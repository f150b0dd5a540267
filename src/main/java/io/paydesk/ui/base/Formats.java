package io.paydesk.ui.base;

import io.paydesk.rules.Currencies;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.NumberFormat;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.time.temporal.TemporalAccessor;
import java.util.Locale;

/** Money and time as the user reads them: the currency's own digits, the user's locale and zone. */
public final class Formats {
  private Formats() {}

  /**
   * "USD 1,234.50" style: the code first, so amounts in many currencies line up and never mislead.
   */
  public static String money(BigDecimal value, String currencyCode) {
    if (value == null) {
      return "";
    }
    String code = currencyCode == null ? "" : currencyCode;
    int digits = Currencies.fractionDigits(code);
    NumberFormat number = NumberFormat.getNumberInstance(Locale.getDefault());
    number.setMinimumFractionDigits(digits);
    number.setMaximumFractionDigits(Math.max(digits, value.stripTrailingZeros().scale()));
    number.setRoundingMode(RoundingMode.UNNECESSARY);
    String text = number.format(value);
    return code.isEmpty() ? text : code + " " + text;
  }

  public static String dateTime(TemporalAccessor t) {
    return inUsersZone(DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM), t);
  }

  /** The date alone, in the user's locale and zone (a {@code LocalDate} as it is). */
  public static String date(TemporalAccessor t) {
    return inUsersZone(DateTimeFormatter.ofLocalizedDate(FormatStyle.MEDIUM), t);
  }

  /** The time of day alone ("8:15:00 PM"), in the user's locale and zone. */
  public static String time(TemporalAccessor t) {
    return inUsersZone(DateTimeFormatter.ofLocalizedTime(FormatStyle.MEDIUM), t);
  }

  private static String inUsersZone(DateTimeFormatter format, TemporalAccessor t) {
    if (t == null) {
      return "";
    }
    if (t instanceof java.time.LocalDate day) {
      // A day already (e.g. the service's billing day): shown as it is, in no zone.
      return format.withLocale(Locale.getDefault()).format(day);
    }
    Instant instant =
        t instanceof OffsetDateTime o
            ? o.toInstant()
            : t instanceof Instant i ? i : Instant.from(t);
    return format.withLocale(Locale.getDefault()).withZone(ZoneId.systemDefault()).format(instant);
  }

  public static String text(Object value) {
    return value == null ? "" : value.toString();
  }
}
