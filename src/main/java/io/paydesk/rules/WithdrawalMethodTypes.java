package io.paydesk.rules;

import java.util.List;

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
