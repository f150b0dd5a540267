package io.paydesk.rules;

/** The service's length and count limits (the spec's Limits table), inclusive. */
public final class Limits {
  private Limits() {}

  /**
   * merchant_order_id, description, merchant_reference of a payment; payout and subscription texts.
   */
  public static final int TEXT_MIN = 3;

  public static final int TEXT_MAX = 255;
  public static final int CALLBACK_URL_MIN = 3;
  public static final int CALLBACK_URL_MAX = 526;
  public static final int COUNTRY_LENGTH = 2;
  public static final int UUID_LENGTH = 36;
  public static final int PAYMENT_METADATA_MAX = 120;
  public static final int PAYOUT_METADATA_MAX = 50;

  /**
   * Subscription account_id, the customer_id path parameter, subscription and payout ids, and
   * payment_method token / vaulted_token.
   */
  public static final int LONG_ID_MIN = 36;

  public static final int LONG_ID_MAX = 64;
  public static final int NEIGHBORHOOD_MIN = 3;
  public static final int NEIGHBORHOOD_MAX = 255;

  /** Dispute evidence: one PDF of at most 1 MB before base64 encoding. */
  public static final int EVIDENCE_MAX_BYTES = 1024 * 1024;

  public static final String EVIDENCE_CONTENT_TYPE = "application/pdf";

  /** detail.bank_transfer.code of a payout withdrawal method. */
  public static final int BANK_CODE_MAX = 8;

  /** Simplified-mode capture and refund retries by the service, within 24 hours. */
  public static final int SIMPLIFIED_MODE_RETRIES = 5;
}
