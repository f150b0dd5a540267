package io.paydesk.sandbox;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

/**
 * One transaction of a payment, immutable. The factories take the moment the transaction finished
 * (its updated_at); created_at is a provider's latency earlier, so nothing is stamped after the
 * moment given. {@code shown} false keeps it only in transactions_history (a declined attempt that
 * was retried).
 */
record Txn(
    UUID id,
    String type,
    String status,
    String category,
    BigDecimal amount,
    String providerId,
    String responseCode,
    String responseMessage,
    String reason,
    String description,
    String merchantReference,
    String providerTxnId,
    String providerStatus,
    String isoCode,
    String isoMessage,
    Instant createdAt,
    Instant updatedAt,
    boolean shown,
    String receiptUrl) {

  static final String PURCHASE = "PURCHASE";
  static final String AUTHORIZE = "AUTHORIZE";
  static final String CAPTURE = "CAPTURE";
  static final String REFUND = "REFUND";
  static final String CANCEL = "CANCEL";
  static final String CHARGEBACK = "CHARGEBACK";

  static Txn succeeded(
      UUID id,
      String type,
      String category,
      BigDecimal amount,
      String provider,
      String description,
      String reference,
      String reason,
      Instant at) {
    return new Txn(
        id,
        type,
        "SUCCEEDED",
        category,
        amount,
        provider,
        "SUCCEEDED",
        "Transaction successful",
        reason,
        description,
        reference,
        null,
        "SUCCEEDED",
        "00",
        "Approved or completed successfully",
        at.minusNanos(84_039_000),
        at,
        true,
        null);
  }

  static Txn declined(
      UUID id,
      String type,
      String category,
      BigDecimal amount,
      String provider,
      String description,
      String reference,
      String reason,
      Instant at) {
    return new Txn(
        id,
        type,
        "DECLINED",
        category,
        amount,
        provider,
        "DO_NOT_HONOR",
        "Do not honor",
        reason,
        description,
        reference,
        null,
        "DECLINED",
        "05",
        "Do not honor",
        at.minusNanos(91_113_000),
        at,
        true,
        null);
  }

  /**
   * The card declines the demo data spreads its declined purchases over, in shares of 100: code,
   * message, ISO 8583 code.
   */
  private static final String[][] CARD_DECLINES = {
    {"40", "DO_NOT_HONOR", "Do not honor", "05"},
    {"25", "INSUFFICIENT_FUNDS", "Insufficient funds", "51"},
    {"12", "EXPIRED_CARD", "Expired card", "54"},
    {"10", "SUSPECTED_FRAUD", "Suspected fraud", "59"},
    {"8", "EXCEEDS_LIMIT", "Exceeds withdrawal amount limit", "61"},
    {"5", "INVALID_CARD", "Invalid card number", "14"},
  };

  /** A declined card purchase with one of the common issuers' reasons, the same for the same id. */
  static Txn cardDeclined(
      UUID id, String type, BigDecimal amount, String provider, String description, Instant at) {
    int share = Math.floorMod(id.hashCode(), 100);
    for (String[] d : CARD_DECLINES) {
      share -= Integer.parseInt(d[0]);
      if (share < 0) {
        return declined(id, type, amount, provider, description, null, d[1], d[2], d[3], at);
      }
    }
    throw new IllegalStateException("the shares add up to 100");
  }

  /**
   * A decline with the provider's own code, message and ISO 8583 code (e.g. missing stored
   * credentials, "05").
   */
  static Txn declined(
      UUID id,
      String type,
      BigDecimal amount,
      String provider,
      String description,
      String reference,
      String code,
      String message,
      String isoCode,
      Instant at) {
    return new Txn(
        id,
        type,
        "DECLINED",
        "CARD",
        amount,
        provider,
        code,
        message,
        null,
        description,
        reference,
        null,
        "DECLINED",
        isoCode,
        message,
        at.minusNanos(91_113_000),
        at,
        true,
        null);
  }

  static Txn pending(
      UUID id,
      String type,
      String category,
      BigDecimal amount,
      String provider,
      String description,
      String reference,
      Instant at) {
    return new Txn(
        id,
        type,
        "PENDING",
        category,
        amount,
        provider,
        "PENDING_PROVIDER_CONFIRMATION",
        "Waiting for the provider",
        null,
        description,
        reference,
        null,
        "PENDING",
        null,
        null,
        at.minusNanos(66_201_000),
        at,
        true,
        null);
  }

  /** A finished transaction: succeeded when ok, declined otherwise. */
  static Txn outcome(
      boolean ok,
      UUID id,
      String type,
      String category,
      BigDecimal amount,
      String provider,
      String description,
      String reference,
      String reason,
      Instant at) {
    return ok
        ? succeeded(id, type, category, amount, provider, description, reference, reason, at)
        : declined(id, type, category, amount, provider, description, reference, reason, at);
  }

  Txn settle(boolean ok, Instant at) {
    return outcome(
            ok, id, type, category, amount, providerId, description, merchantReference, reason, at)
        .withTimes(createdAt, at);
  }

  Txn withUpdatedAt(Instant at) {
    return withTimes(createdAt, at);
  }

  Txn withTimes(Instant created, Instant updated) {
    return new Txn(
        id,
        type,
        status,
        category,
        amount,
        providerId,
        responseCode,
        responseMessage,
        reason,
        description,
        merchantReference,
        providerTxnId,
        providerStatus,
        isoCode,
        isoMessage,
        created,
        updated,
        shown,
        receiptUrl);
  }

  Txn hidden() {
    return new Txn(
        id,
        type,
        status,
        category,
        amount,
        providerId,
        responseCode,
        responseMessage,
        reason,
        description,
        merchantReference,
        providerTxnId,
        providerStatus,
        isoCode,
        isoMessage,
        createdAt,
        updatedAt,
        false,
        receiptUrl);
  }

  Txn withReceipt(String url) {
    return new Txn(
        id,
        type,
        status,
        category,
        amount,
        providerId,
        responseCode,
        responseMessage,
        reason,
        description,
        merchantReference,
        providerTxnId,
        providerStatus,
        isoCode,
        isoMessage,
        createdAt,
        updatedAt,
        shown,
        url);
  }

  Txn chargebackCreated() {
    return new Txn(
        id,
        type,
        "CREATED",
        category,
        amount,
        providerId,
        "SUCCEEDED",
        "CHARGEBACK_CREATED",
        reason,
        description,
        merchantReference,
        providerTxnId,
        "APPROVED",
        null,
        null,
        createdAt,
        updatedAt,
        shown,
        receiptUrl);
  }
}
