package io.paydesk.ui.payments;

import io.paydesk.api.model.Payment;
import io.paydesk.api.model.Transaction;
import io.paydesk.ui.Formats;
import io.paydesk.ui.kit.Catalogue;
import java.util.List;

/**
 * What the Payments screen shows of one payment, already formatted for reading (codes in the user's
 * language through the catalogue; {@code statusCode} for the badge colour).
 */
public record PaymentDetail(
    String id,
    String statusCode,
    String status,
    String subStatus,
    String amount,
    String captured,
    String refunded,
    String country,
    String merchantOrderId,
    String createdAt,
    String method,
    List<TransactionLine> transactions) {

  public static PaymentDetail of(Payment p) {
    String currency = p.amount() == null ? null : p.amount().currency();
    List<TransactionLine> lines =
        p.transactions() == null
            ? List.of()
            : p.transactions().stream().map(t -> TransactionLine.of(t, currency)).toList();
    return new PaymentDetail(
        p.id(),
        p.status() == null ? "" : p.status().toString(),
        Catalogue.Kind.PAYMENT_STATUS.label(code(p.status())),
        Catalogue.Kind.SUB_STATUS.label(code(p.subStatus())),
        p.amount() == null ? "" : Formats.money(p.amount().value(), currency),
        p.amount() == null ? "" : Formats.money(p.amount().captured(), currency),
        p.amount() == null ? "" : Formats.money(p.amount().refunded(), currency),
        Formats.text(p.country()),
        Formats.text(p.merchantOrderId()),
        Formats.dateTime(p.createdAt()),
        p.paymentMethod() == null ? "" : Formats.text(p.paymentMethod().type()),
        lines);
  }

  /** The service's code of an open-set value, or null. */
  static String code(Object value) {
    return value == null ? null : value.toString();
  }

  /** One row of the transactions table. */
  public record TransactionLine(
      String id,
      String type,
      String status,
      String category,
      String amount,
      String provider,
      String response,
      String createdAt) {

    static TransactionLine of(Transaction t, String currency) {
      String response =
          t.responseCode() == null
              ? Formats.text(t.responseMessage())
              : t.responseMessage() == null
                  ? t.responseCode()
                  : t.responseCode() + " \u2014 " + t.responseMessage();
      return new TransactionLine(
          t.id(),
          Catalogue.Kind.TRANSACTION_TYPE.label(code(t.type())),
          Catalogue.Kind.TRANSACTION_STATUS.label(code(t.status())),
          Formats.text(t.category()),
          Formats.money(t.amount(), currency),
          Formats.text(t.providerId()),
          response,
          Formats.dateTime(t.createdAt()));
    }
  }
}
