package io.paydesk.rules;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.DecimalFormatSymbols;
import java.util.Locale;

/**
 * Reads an amount typed by a person, the one parser of every amount field. Strict, because a
 * misread amount moves money: a text that some other convention would read as a different number is
 * refused, never guessed.
 *
 * <p>Rules, with D the locale's decimal separator and G its grouping separator (en: D "." G ","; es
 * and pt-BR: D "," G "."; fr: D "," G a narrow no-break space):
 *
 * <ul>
 *   <li>Surrounding spaces are trimmed. Only ASCII digits 0-9, D, G and one leading minus sign are
 *       read; anything else (letters, an exponent "1e3", a currency sign, non-ASCII digits "١٢") is
 *       {@link Problem#NOT_A_NUMBER}.
 *   <li>At most one D. G only in the whole part, and only in well-formed groups: one to three
 *       digits, then groups of exactly three ("1,234,567.50"); otherwise {@link
 *       Problem#GROUPING_MISPLACED} ("1,23,4"). When G is a space (fr), a plain space, a no-break
 *       space and a narrow no-break space are all accepted as G; where G is not a space a space
 *       inside the number is misplaced grouping ("1 234,50" in en, es and pt-BR).
 *   <li>A text that is not valid in the locale but is valid with the other convention (D and G
 *       swapped) is {@link Problem#AMBIGUOUS_SEPARATOR}: "1,5" in en, "1.5" in es and pt-BR,
 *       "1.234,50" in en, "1,234.50" in es.
 *   <li>A single G followed by exactly three digits and no D ("12,345" in en, "12.345" in es) is a
 *       well-formed group and reads 12345, as a finance user of that locale writes it. It is
 *       refused as ambiguous only for a currency with three or more decimals, where it could be a
 *       decimal.
 *   <li>".5" reads 0.5 and "5." reads 5 (no other reading exists in the locale; in es ".5" and "5."
 *       are ambiguous by the rule above).
 *   <li>The typed decimals are counted as typed, trailing zeros included, against the currency's
 *       digits ({@link Currencies#fractionDigits}): "1.000" for CLP is {@link
 *       Problem#TOO_MANY_DECIMALS}, never one peso. Currency digits are ISO 4217's as the JDK knows
 *       them: USD, BOB, BRL, COP 2; CLP, PYG 0. COP keeps ISO's 2 (the spec's examples only show
 *       whole pesos, which 2 digits accept).
 *   <li>Zero and negative amounts are {@link Problem#NOT_POSITIVE}.
 * </ul>
 */
public final class MoneyInput {
  private MoneyInput() {}

  /** Why a typed amount was refused. */
  public enum Problem {
    /** Nothing typed. */
    EMPTY,
    /** Not digits and separators of the locale (letters, exponent, non-ASCII digits). */
    NOT_A_NUMBER,
    /** A separator that the other convention reads as a decimal: the text means two numbers. */
    AMBIGUOUS_SEPARATOR,
    /** A grouping separator outside well-formed groups of three, or after the decimal. */
    GROUPING_MISPLACED,
    /** More decimals typed than the currency has. */
    TOO_MANY_DECIMALS,
    /** Zero or negative. */
    NOT_POSITIVE
  }

  /**
   * The outcome of one parse: the value (scale = the currency's digits) or the problem, with what a
   * form shows to explain how to type it.
   *
   * @param value the amount, null when refused
   * @param problem why it was refused, null when accepted
   * @param digits the currency's number of decimals
   * @param example 1234.50 written for this currency and locale ("1,234.50", "1.234,50", "1.234")
   */
  public record Result(BigDecimal value, Problem problem, int digits, String example) {
    public boolean ok() {
      return problem == null;
    }
  }

  /** Reads {@code text} as an amount of {@code currency} typed by a user of {@code locale}. */
  public static Result parse(String text, String currency, Locale locale) {
    int digits = Currencies.fractionDigits(currency);
    Symbols own = Symbols.of(locale);
    String example = example(digits, own);
    String t = trim(text);
    if (t.isEmpty()) {
      return refused(Problem.EMPTY, digits, example);
    }
    boolean negative = false;
    if (t.charAt(0) == '-' || t.charAt(0) == '\u2212') {
      negative = true;
      t = trim(t.substring(1));
    }
    Read read = read(t, own, digits);
    if (read.problem != null) {
      Problem p = read.problem;
      Read other = p == Problem.NOT_A_NUMBER ? null : read(t, own.swapped(), digits);
      if (other != null && other.problem == null) {
        // Readable the other way: the example is what was typed, written this locale's way
        // ("1,5" in en: "1.5"), not a stock 1,234.50.
        return refused(
            Problem.AMBIGUOUS_SEPARATOR,
            digits,
            (other.whole.isEmpty() ? "0" : other.whole)
                + (other.fraction.isEmpty() ? "" : own.decimal + other.fraction));
      }
      return refused(p, digits, example);
    }
    if (read.fraction.length() > digits) {
      return refused(Problem.TOO_MANY_DECIMALS, digits, example);
    }
    BigDecimal value =
        new BigDecimal(
                (read.whole.isEmpty() ? "0" : read.whole)
                    + (read.fraction.isEmpty() ? "" : "." + read.fraction))
            .setScale(digits, RoundingMode.UNNECESSARY);
    if (negative || value.signum() <= 0) {
      return refused(Problem.NOT_POSITIVE, digits, example);
    }
    return new Result(value, null, digits, example);
  }

  /**
   * The text to prefill an amount field: the currency's digits, the locale's decimal separator, no
   * grouping ("1234.50" in en, "1234,50" in es). {@link #parse} reads it back to the same value
   * when the value is positive and has no more decimals than the currency.
   */
  public static String format(BigDecimal value, String currency, Locale locale) {
    if (value == null) {
      return "";
    }
    int digits = Currencies.fractionDigits(currency);
    BigDecimal v =
        value.setScale(Math.max(digits, Math.max(0, value.stripTrailingZeros().scale())));
    return v.toPlainString().replace('.', Symbols.of(locale).decimal);
  }

  /** 1234.50 written with grouping for a currency of these digits ("1,234.50"; CLP "1,234"). */
  public static String example(String currency, Locale locale) {
    return example(Currencies.fractionDigits(currency), Symbols.of(locale));
  }

  private static String example(int digits, Symbols s) {
    String fraction = new BigDecimal("0.50").setScale(digits, RoundingMode.DOWN).toPlainString();
    return "1" + s.grouping + "234" + (digits == 0 ? "" : s.decimal + fraction.substring(2));
  }

  private static Result refused(Problem problem, int digits, String example) {
    return new Result(null, problem, digits, example);
  }

  private static String trim(String text) {
    if (text == null) {
      return "";
    }
    int start = 0;
    int end = text.length();
    while (start < end && isBlank(text.charAt(start))) {
      start++;
    }
    while (end > start && isBlank(text.charAt(end - 1))) {
      end--;
    }
    return text.substring(start, end);
  }

  private static boolean isBlank(char c) {
    return Character.isWhitespace(c) || Character.isSpaceChar(c);
  }

  private static boolean isSpace(char c) {
    return c == ' ' || c == '\u00A0' || c == '\u202F';
  }

  /** The digits of the whole and fraction parts, or the problem. */
  private record Read(String whole, String fraction, Problem problem) {
    static Read failed(Problem problem) {
      return new Read(null, null, problem);
    }
  }

  private static Read read(String t, Symbols s, int digits) {
    StringBuilder whole = new StringBuilder();
    StringBuilder fraction = null;
    int groups = 0;
    int sinceGroup = 0;
    boolean grouped = false;
    boolean misplaced = false;
    for (int i = 0; i < t.length(); i++) {
      char c = t.charAt(i);
      if (c >= '0' && c <= '9') {
        if (fraction != null) {
          fraction.append(c);
        } else {
          whole.append(c);
          sinceGroup++;
        }
      } else if (c == s.decimal) {
        if (fraction != null) {
          misplaced = true;
          continue;
        }
        fraction = new StringBuilder();
      } else if (s.isGrouping(c)) {
        if (fraction != null) {
          misplaced = true;
          continue;
        }
        if (grouped ? sinceGroup != 3 : sinceGroup < 1 || sinceGroup > 3) {
          misplaced = true;
        }
        grouped = true;
        groups++;
        sinceGroup = 0;
      } else if (isSpace(c) || c == '.' || c == ',' || c == '\'' || c == '\u2019') {
        misplaced = true;
      } else {
        return Read.failed(Problem.NOT_A_NUMBER);
      }
    }
    if (whole.length() == 0 && (fraction == null || fraction.length() == 0)) {
      return Read.failed(Problem.NOT_A_NUMBER);
    }
    if (grouped && sinceGroup != 3) {
      misplaced = true;
    }
    if (misplaced) {
      return Read.failed(Problem.GROUPING_MISPLACED);
    }
    if (groups == 1 && fraction == null && digits >= 3 && !isSpace(s.grouping)) {
      return Read.failed(Problem.AMBIGUOUS_SEPARATOR);
    }
    return new Read(whole.toString(), fraction == null ? "" : fraction.toString(), null);
  }

  /** The separators a parse reads: the locale's, or the other convention's. */
  private record Symbols(char decimal, char grouping) {
    static Symbols of(Locale locale) {
      DecimalFormatSymbols f = DecimalFormatSymbols.getInstance(locale);
      return new Symbols(f.getDecimalSeparator(), f.getGroupingSeparator());
    }

    /** The other convention: "." and "," trade places. */
    Symbols swapped() {
      char other = decimal == '.' ? ',' : '.';
      return new Symbols(other, decimal == '.' || decimal == ',' ? decimal : grouping);
    }

    boolean isGrouping(char c) {
      return c == grouping || (isSpace(grouping) && isSpace(c));
    }
  }
}
