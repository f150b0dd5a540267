package io.paydesk.ui.payments;

import io.paydesk.api.model.Payment;
import io.paydesk.api.model.Transaction;
import io.paydesk.ui.Formats;
import java.util.List;

/** What the Payments screen shows of one payment, already formatted for reading. */
public record PaymentDetail(
    String id,
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
        Formats.text(p.status()),
        Formats.text(p.subStatus()),
        p.amount() == null ? "" : Formats.money(p.amount().value(), currency),
        p.amount() == null ? "" : Formats.money(p.amount().captured(), currency),
        p.amount() == null ? "" : Formats.money(p.amount().refunded(), currency),
        Formats.text(p.country()),
        Formats.text(p.merchantOrderId()),
        Formats.dateTime(p.createdAt()),
        p.paymentMethod() == null ? "" : Formats.text(p.paymentMethod().type()),
        lines);
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
          Formats.text(t.type()),
          Formats.text(t.status()),
          Formats.text(t.category()),
          Formats.money(t.amount(), currency),
          Formats.text(t.providerId()),
          response,
          Formats.dateTime(t.createdAt()));
    }
  }
}
