package io.paydesk.rules;

/**
 * The outcome of checking one typed number (document, PIX key, CLABE): the normalised value to
 * send, or the rule broken (a code such as {@code cpf_check_digit}, translated under {@code
 * error.rule.<code>}) with an English message that shows the right shape. Neither the rule nor the
 * message repeats the typed value.
 */
public record NumberCheck(String value, String rule, String message) {
  public static NumberCheck accepted(String value) {
    return new NumberCheck(value, null, null);
  }

  public static NumberCheck refused(String rule, String message) {
    return new NumberCheck(null, rule, message);
  }

  public boolean ok() {
    return rule == null;
  }

  /** The refusal as a field error at {@code path}; null when accepted. */
  public FieldError error(String path) {
    return ok() ? null : new FieldError(path, rule, message);
  }

  /** Adds the refusal, if any, to {@code checks} at {@code path}; returns whether accepted. */
  public boolean addTo(Checks checks, String path) {
    if (!ok()) {
      checks.add(path, rule, message);
    }
    return ok();
  }

  /** Secret-safe: the value is never printed. */
  @Override
  public String toString() {
    return ok() ? "NumberCheck[accepted]" : "NumberCheck[" + rule + "]";
  }

  /**
   * The text with spaces, dots, hyphens and slashes removed, upper-cased: how people write numbers
   * ("123.456.789-09", "12.345.678-K", "900123456-7") reduced to what is checked and sent.
   */
  static String compact(String typed) {
    StringBuilder b = new StringBuilder(typed.length());
    for (int i = 0; i < typed.length(); i++) {
      char c = typed.charAt(i);
      if (c == '.'
          || c == '-'
          || c == '/'
          || c == ','
          || c == '_'
          || Character.isWhitespace(c)
          || Character.isSpaceChar(c)
          || c == '\u2010'
          || c == '\u2011'
          || c == '\u2013') {
        continue;
      }
      b.append(Character.toUpperCase(c));
    }
    return b.toString();
  }

  static boolean allDigits(String s) {
    if (s.isEmpty()) {
      return false;
    }
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c < '0' || c > '9') {
        return false;
      }
    }
    return true;
  }

  static boolean allSame(String s) {
    for (int i = 1; i < s.length(); i++) {
      if (s.charAt(i) != s.charAt(0)) {
        return false;
      }
    }
    return true;
  }
}
