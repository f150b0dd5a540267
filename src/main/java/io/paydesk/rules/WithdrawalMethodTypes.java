package io.paydesk.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Known withdrawal_method.type values of payouts; the list grows, so others are accepted. */
public final class WithdrawalMethodTypes {
  private WithdrawalMethodTypes() {}

  public static final List<String> KNOWN =
      List.of(
          "ASTROPAY_PAYOUT",
          "CARD",
          "NEQUI_PAYOUT",
          "PAYPAL_PAYOUT",
          "PIX_PAYOUT",
          "AFIRME_PAYOUT",
          "ECOMMPAY_PAYOUT",
          "QI_PAYOUT",
          "STP_PAYOUT",
          "TRANSFIYA_PAYOUT",
          "UNLIMINT_PAYOUT");

  /** Methods of one country's own rails or wallets; the other known ones work across countries. */
  private static final Map<String, List<String>> LOCAL =
      Map.of(
          "BR", List.of("PIX_PAYOUT", "QI_PAYOUT"),
          "CO", List.of("NEQUI_PAYOUT", "TRANSFIYA_PAYOUT"),
          "MX", List.of("STP_PAYOUT", "AFIRME_PAYOUT"));

  /**
   * The methods a payout to this country can take: its own first, then those that work across
   * countries; another country's own methods are left out. Every known one for no country.
   */
  public static List<String> forCountry(String country) {
    if (country == null || country.isBlank()) {
      return KNOWN;
    }
    List<String> own = LOCAL.getOrDefault(country.trim().toUpperCase(Locale.ROOT), List.of());
    List<String> out = new ArrayList<>(own);
    for (String t : KNOWN) {
      if (LOCAL.values().stream().noneMatch(l -> l.contains(t))) {
        out.add(t);
      }
    }
    return List.copyOf(out);
  }

  /** Bank account types of detail.bank_transfer.account.type. */
  public static final List<String> BANK_ACCOUNT_TYPES =
      List.of(
          "CHECKINGS",
          "SAVINGS",
          "VISTA",
          "PIX_EMAIL",
          "PIX_PHONE",
          "PIX_DOCUMENT_ID",
          "PIX_BANK_ACCOUNT");
}
