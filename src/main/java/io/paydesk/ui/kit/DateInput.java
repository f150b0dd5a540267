package io.paydesk.ui.kit;

import java.time.LocalDate;
import java.time.chrono.IsoChronology;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.format.DateTimeParseException;
import java.time.format.FormatStyle;
import java.time.format.ResolverStyle;
import java.util.Locale;
import java.util.Optional;

/**
 * Dates as a user types them: the locale's short date with a four-digit year ("31/12/2026" in
 * Spanish, "12/31/2026" in English) or ISO ("2026-12-31"). Strict: "31/02/2026" is no date.
 */
public final class DateInput {
  private DateInput() {}

  /** The date typed, empty when the text is no date (or blank). */
  public static Optional<LocalDate> parse(String text, Locale locale) {
    String t = text == null ? "" : text.strip();
    if (t.isEmpty()) {
      return Optional.empty();
    }
    for (DateTimeFormatter f :
        new DateTimeFormatter[] {parser(locale), DateTimeFormatter.ISO_LOCAL_DATE}) {
      try {
        return Optional.of(LocalDate.parse(t, f.withResolverStyle(ResolverStyle.STRICT)));
      } catch (DateTimeParseException notThisForm) {
        // try the next form
      }
    }
    return Optional.empty();
  }

  /** The date as the user's locale writes it, with a four-digit year; "" for null. */
  public static String format(LocalDate date, Locale locale) {
    return date == null
        ? ""
        : DateTimeFormatter.ofPattern(pattern(locale, true), locale).format(date);
  }

  /** An example of the expected form in the locale, for messages ("31/12/2026"). */
  public static String example(Locale locale) {
    return format(LocalDate.of(2026, 12, 31), locale);
  }

  /**
   * The form the locale expects, spelled with the given letters for a prompt ("mm/dd/yyyy",
   * "dd/mm/aaaa"): an example date in an empty field reads as a date already chosen.
   */
  public static String hint(Locale locale, String day, String month, String year) {
    return pattern(locale, true).replace("dd", day).replace("MM", month).replace("uuuu", year);
  }

  private static DateTimeFormatter parser(Locale locale) {
    return DateTimeFormatter.ofPattern(pattern(locale, false), locale);
  }

  /** The locale's short date pattern with "uuuu" years; two-digit day and month when formatting. */
  private static String pattern(Locale locale, boolean twoDigits) {
    String p =
        DateTimeFormatterBuilder.getLocalizedDateTimePattern(
            FormatStyle.SHORT, null, IsoChronology.INSTANCE, locale);
    p = p.replaceAll("y+", "uuuu").replaceAll("d+", "d").replaceAll("M+", "M");
    return twoDigits ? p.replace("d", "dd").replace("M", "MM") : p;
  }
}
