package io.paydesk.evidence;

import io.paydesk.rules.Currencies;
import java.math.BigDecimal;
import java.text.MessageFormat;
import java.text.NumberFormat;
import java.util.Locale;
import java.util.ResourceBundle;

/**
 * The words of a payment's record ({@link PaymentRecordPdf}): the evidence.record.* keys of the
 * bundle in one language, and amounts in its format.
 */
final class RecordWords {
  final Locale locale;
  private final ResourceBundle bundle;

  RecordWords(Locale locale) {
    this.locale = locale;
    this.bundle = ResourceBundle.getBundle("i18n.messages", locale);
  }

  String get(String key, Object... args) {
    String pattern = bundle.getString("evidence.record." + key);
    return args.length == 0 ? pattern : new MessageFormat(pattern, locale).format(args);
  }

  String optional(String key) {
    return bundle.containsKey("evidence.record." + key) ? get(key) : null;
  }

  /** "1,234.50 USD" in English, "1.234,50 USD" in es and pt-BR; null for no value. */
  String money(BigDecimal value, String currency) {
    if (value == null) {
      return null;
    }
    NumberFormat format = NumberFormat.getNumberInstance(locale);
    int digits = Currencies.fractionDigits(currency);
    format.setMinimumFractionDigits(digits);
    format.setMaximumFractionDigits(Math.max(digits, value.stripTrailingZeros().scale()));
    return PaymentRecordPdf.join(" ", format.format(value), currency);
  }
}
