package io.paydesk.ui.kit;

import io.paydesk.rules.MoneyInput;
import io.paydesk.ui.base.Formats;
import io.paydesk.ui.base.Messages;
import java.math.BigDecimal;
import java.util.Locale;

/**
 * What an amount field says: reads the typed text with {@link MoneyInput} in the user's locale and
 * turns a refusal into the field error of the bundles, showing how to type the amount ("This amount
 * can be read two ways. Type it as 1,234.50."), and checks the amount against a maximum.
 */
public final class AmountFields {
  private AmountFields() {}

  /**
   * A typed amount read: the value, or the error to show under the field.
   *
   * @param value the amount (scale = the currency's digits), null when refused
   * @param error the field error in the user's language, null when accepted
   */
  public record Checked(BigDecimal value, String error) {
    public boolean ok() {
      return error == null;
    }
  }

  /**
   * Reads {@code text} as an amount of {@code currency} in the user's locale and checks it is at
   * most {@code maximum} (no maximum when null).
   */
  public static Checked check(String text, String currency, BigDecimal maximum) {
    MoneyInput.Result r = MoneyInput.parse(text, currency, Locale.getDefault());
    if (!r.ok()) {
      return new Checked(null, error(r, currency));
    }
    String over = aboveMaximum(r.value(), maximum, currency);
    return over == null ? new Checked(r.value(), null) : new Checked(null, over);
  }

  /** The field error for a refused parse, null for an accepted one. */
  public static String error(MoneyInput.Result result, String currency) {
    if (result.ok()) {
      return null;
    }
    MoneyInput.Problem p = result.problem();
    String key =
        p == MoneyInput.Problem.TOO_MANY_DECIMALS && result.digits() == 0
            ? "amount.error.noDecimals"
            : "amount.error." + p.name();
    return Messages.get(key, result.example(), currency, result.digits());
  }

  /** "The amount can be at most BOB 372.80." when value is above maximum, else null. */
  public static String aboveMaximum(BigDecimal value, BigDecimal maximum, String currency) {
    if (value == null || maximum == null || value.compareTo(maximum) <= 0) {
      return null;
    }
    return Messages.get("amount.error.max", Formats.money(maximum, currency));
  }

  /** The text that prefills an amount field with {@code value}; {@link #check} reads it back. */
  public static String prefill(BigDecimal value, String currency) {
    return MoneyInput.format(value, currency, Locale.getDefault());
  }
}
