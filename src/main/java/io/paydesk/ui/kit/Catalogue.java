package io.paydesk.ui.kit;

import io.paydesk.rules.CancelReason;
import io.paydesk.rules.CaptureReason;
import io.paydesk.rules.RefundReason;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.Styles;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.MissingResourceException;
import java.util.function.Function;
import javafx.util.StringConverter;

/**
 * The one list of the codes a user reads: payment statuses and sub-statuses, transaction types and
 * statuses, payment method types, card brands, and the reasons of refunds, captures and cancels,
 * each with its label from the bundles and, for statuses, the colour of its badge. The service's
 * sets are open: a code not listed here is shown exactly as received.
 */
public final class Catalogue {

  /** A family of codes; its bundle keys are {@code catalogue.<key>.<CODE>}. */
  public enum Kind {
    PAYMENT_STATUS(
        "paymentStatus",
        "READY_TO_PAY",
        "PENDING",
        "SUCCEEDED",
        "IN_DISPUTE",
        "CHARGEBACK",
        "REFUNDED",
        "CANCELED",
        "DECLINED",
        "REJECTED",
        "EXPIRED"),
    SUB_STATUS(
        "subStatus",
        "CREATED",
        "APPROVED",
        "AUTHORIZED",
        "WAITING_ADDITIONAL_STEP",
        "PENDING_REVIEW",
        "RETRY_IN_PROCESS",
        "CAPTURED",
        "PARTIALLY_CAPTURED",
        "PARTIALLY_REFUNDED",
        "REFUNDED",
        "CANCELED",
        "DECLINED",
        "EXPIRED",
        "WON",
        "LOST"),
    TRANSACTION_TYPE(
        "transactionType",
        "PURCHASE",
        "AUTHORIZE",
        "CAPTURE",
        "REFUND",
        "CANCEL",
        "CHARGEBACK",
        "PAYOUT"),
    TRANSACTION_STATUS("transactionStatus", "CREATED", "PENDING", "SUCCEEDED", "DECLINED"),
    METHOD_TYPE(
        "methodType", "CARD", "PIX", "PSE", "SPEI", "BANK_TRANSFER", "OXXO", "CASH", "PAYPAL"),
    CARD_BRAND(
        "cardBrand", "VISA", "MASTERCARD", "AMERICAN_EXPRESS", "DISCOVER", "DINERS_CLUB", "ELO"),
    REFUND_REASON("refundReason", names(RefundReason.values())),
    CAPTURE_REASON("captureReason", names(CaptureReason.values())),
    CANCEL_REASON("cancelReason", names(CancelReason.values())),
    SUBSCRIPTION_STATUS(
        "subscriptionStatus",
        "CREATED",
        "ACTIVE",
        "TRIALING",
        "PAST_DUE",
        "PAUSED",
        "COMPLETED",
        "CANCELED"),
    ENROLLED_STATUS("enrolledStatus", "ENROLLED", "UNENROLLED", "PENDING", "DECLINED", "EXPIRED"),
    TRANSACTION_CATEGORY(
        "transactionCategory", "CARD", "BANK_TRANSFER", "WALLET", "TICKET", "BNPL", "PAYMENT_LINK"),
    SPLIT_TYPE(
        "splitType", "PURCHASE", "PAYMENTFEE", "VAT", "COMMISSION", "MARKETPLACE", "SHIPPING"),
    /** A transaction's response code (an open set: the service and providers add their own). */
    RESPONSE_CODE(
        "responseCode",
        "SUCCEEDED",
        "DO_NOT_HONOR",
        "INSUFFICIENT_FUNDS",
        "EXPIRED_CARD",
        "SUSPECTED_FRAUD",
        "EXCEEDS_LIMIT",
        "INVALID_CARD",
        "MISSING_STORED_CREDENTIALS",
        "DECLINED_BY_PROVIDER",
        "PENDING_PROVIDER_CONFIRMATION"),
    /** How the payment was integrated (its workflow). */
    WORKFLOW("workflow", "SDK_CHECKOUT", "CHECKOUT", "REDIRECT", "DIRECT", "SDK_SEAMLESS"),
    /** A provider by its id (an open set: the ones the console can name). */
    PROVIDER("provider", "PAYDESK_SANDBOX_PAYOUTS", "PAYDESK_SANDBOX_GW");

    private final String key;
    private final List<String> codes;

    Kind(String key, String... codes) {
      this.key = key;
      this.codes = List.of(codes);
    }

    /** The known codes, in the order pick lists show them. */
    public List<String> codes() {
      return codes;
    }

    public boolean isKnown(String code) {
      return code != null && codes.contains(code);
    }

    /** The bundle key of a code's label. */
    public String labelKey(String code) {
      return "catalogue." + key + "." + code;
    }

    /** The code in the user's language; an unknown code as received; null as "". */
    public String label(String code) {
      if (code == null) {
        return "";
      }
      if (!isKnown(code)) {
        return code;
      }
      try {
        return Messages.get(labelKey(code));
      } catch (MissingResourceException e) {
        return code;
      }
    }

    /** Shows codes by their label, e.g. in a combo box or a check list. */
    public StringConverter<String> converter() {
      return Catalogue.converter(this::label);
    }
  }

  /**
   * A transaction's response in the user's language when its code is one the bundles know, else the
   * service's message (or its code) as received; "" when there is neither.
   */
  public static String response(String code, String message) {
    if (Kind.RESPONSE_CODE.isKnown(code)) {
      return Kind.RESPONSE_CODE.label(code);
    }
    if (message != null && !message.isBlank()) {
      return message;
    }
    return code == null ? "" : code;
  }

  /** Badge tone of statuses and sub-statuses (payment, transaction, dispute); others neutral. */
  private static final Map<String, String> TONES =
      Map.ofEntries(
          Map.entry("SUCCEEDED", Styles.STATUS_GOOD),
          Map.entry("APPROVED", Styles.STATUS_GOOD),
          Map.entry("CAPTURED", Styles.STATUS_GOOD),
          Map.entry("AUTHORIZED", Styles.STATUS_GOOD),
          Map.entry("ENROLLED", Styles.STATUS_GOOD),
          Map.entry("ACTIVE", Styles.STATUS_GOOD),
          Map.entry("WON", Styles.STATUS_GOOD),
          Map.entry("PENDING", Styles.STATUS_WARN),
          Map.entry("READY_TO_PAY", Styles.STATUS_WARN),
          Map.entry("CREATED", Styles.STATUS_WARN),
          Map.entry("IN_DISPUTE", Styles.STATUS_WARN),
          Map.entry("PENDING_REVIEW", Styles.STATUS_WARN),
          Map.entry("WAITING_ADDITIONAL_STEP", Styles.STATUS_WARN),
          Map.entry("PAUSED", Styles.STATUS_WARN),
          Map.entry("RETRY_IN_PROCESS", Styles.STATUS_WARN),
          Map.entry("PARTIALLY_REFUNDED", Styles.STATUS_WARN),
          Map.entry("PARTIALLY_CAPTURED", Styles.STATUS_WARN),
          Map.entry("DECLINED", Styles.STATUS_BAD),
          Map.entry("REJECTED", Styles.STATUS_BAD),
          Map.entry("ERROR", Styles.STATUS_BAD),
          Map.entry("CHARGEBACK", Styles.STATUS_BAD),
          Map.entry("LOST", Styles.STATUS_BAD),
          Map.entry("EXPIRED", Styles.STATUS_BAD),
          Map.entry("FRAUD_DECLINED", Styles.STATUS_BAD),
          Map.entry("TRIALING", Styles.STATUS_GOOD),
          Map.entry("PAST_DUE", Styles.STATUS_BAD));

  private Catalogue() {}

  /** The badge style class of a status or sub-status: open set, unknown ones neutral. */
  public static String tone(String status) {
    return status == null
        ? Styles.STATUS_NEUTRAL
        : TONES.getOrDefault(status, Styles.STATUS_NEUTRAL);
  }

  /** A read-only converter showing values with the given text. */
  public static <T> StringConverter<T> converter(Function<T, String> text) {
    return new StringConverter<>() {
      @Override
      public String toString(T value) {
        return value == null ? "" : text.apply(value);
      }

      @Override
      public T fromString(String s) {
        throw new UnsupportedOperationException("not editable");
      }
    };
  }

  private static String[] names(Enum<?>[] values) {
    return Arrays.stream(values).map(Enum::name).toArray(String[]::new);
  }
}
