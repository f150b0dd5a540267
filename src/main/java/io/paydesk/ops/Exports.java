package io.paydesk.ops;

import static io.paydesk.ops.CsvTable.column;

import io.paydesk.api.model.Beneficiary;
import io.paydesk.api.model.Payout;
import io.paydesk.api.model.Subscription;
import io.paydesk.rules.Currencies;
import io.paydesk.store.Page;
import io.paydesk.store.PaymentQuery;
import io.paydesk.store.PaymentRow;
import io.paydesk.store.Store;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;

/**
 * The columns of every export, the same for a screen's CSV and the headless {@code export} command:
 * payments (Search's columns), payouts, subscriptions and chargebacks. Values are the service's
 * codes, ISO-8601 times and plain amounts with their currency's digits, not the words a screen
 * shows in the user's language.
 */
public final class Exports {
  private Exports() {}

  /** Search's export: one row per payment, the document masked. */
  public static final CsvTable<PaymentRow> PAYMENTS =
      CsvTable.of(
          column("id", PaymentRow::id),
          column("created_at", PaymentRow::createdAt),
          column("status", PaymentRow::status),
          column("sub_status", PaymentRow::subStatus),
          column("amount", r -> amount(r.amount(), r.currency())),
          column("currency", PaymentRow::currency),
          column("country", PaymentRow::country),
          column("method_type", PaymentRow::methodType),
          column("card_brand", PaymentRow::cardBrand),
          column("card_iin", PaymentRow::cardIin),
          column("card_last_four", PaymentRow::cardLastFour),
          column("customer_name", PaymentRow::customerName),
          column("customer_email", PaymentRow::customerEmail),
          column("customer_document", PaymentRow::documentMasked),
          column("merchant_order_id", PaymentRow::merchantOrderId),
          column("merchant_reference", PaymentRow::merchantReference),
          column("description", PaymentRow::description),
          column("has_chargeback", PaymentRow::hasChargeback),
          column("in_dispute", PaymentRow::inDispute));

  /** The payouts list's export. */
  public static final CsvTable<Payout> PAYOUTS =
      CsvTable.of(
          column("id", Payout::id),
          column("merchant_reference", Payout::merchantReference),
          column("status", Payout::status),
          column("country", Payout::country),
          column("purpose", Payout::purpose),
          column("currency", p -> p.amount() == null ? null : p.amount().currency()),
          column(
              "amount",
              p -> p.amount() == null ? null : amount(p.amount().value(), p.amount().currency())),
          column("created_at", Payout::createdAt),
          column("beneficiary", p -> beneficiaryName(p.beneficiary())));

  /** A subscription with the decline of its newest payment, when that was declined. */
  public record SubscriptionLine(
      Subscription subscription, SubscriptionOperations.Decline decline) {}

  /** The subscriptions list's export. */
  public static final CsvTable<SubscriptionLine> SUBSCRIPTIONS =
      CsvTable.of(
          column("id", l -> l.subscription().id()),
          column("name", l -> l.subscription().name()),
          column(
              "customer_id",
              l ->
                  l.subscription().customerPayer() == null
                      ? null
                      : l.subscription().customerPayer().id()),
          column(
              "amount",
              l ->
                  l.subscription().amount() == null
                      ? null
                      : amount(
                          l.subscription().amount().value(), l.subscription().amount().currency())),
          column(
              "currency",
              l -> l.subscription().amount() == null ? null : l.subscription().amount().currency()),
          column("frequency", l -> frequency(l.subscription())),
          column("cycles", l -> cycles(l.subscription())),
          column(
              "next_billing_at",
              l ->
                  l.subscription().billingCycles() == null
                      ? null
                      : l.subscription().billingCycles().nextAt()),
          column("status", l -> l.subscription().status()),
          column("availability", l -> availability(l.subscription())),
          column(
              "last_decline",
              l ->
                  l.decline() == null
                      ? null
                      : l.decline().code() != null ? l.decline().code() : l.decline().message()));

  /** The disputes worklist's export. */
  public static final CsvTable<ChargebackCase> CHARGEBACKS =
      CsvTable.of(
          column("payment_id", ChargebackCase::paymentId),
          column("chargeback_id", ChargebackCase::chargebackId),
          column("state", ChargebackCase::state),
          column("amount", c -> amount(c.amount(), c.currency())),
          column("currency", ChargebackCase::currency),
          column("reason", ChargebackCase::reason),
          column("country", ChargebackCase::country),
          column("card_brand", ChargebackCase::cardBrand),
          column("card_last_four", ChargebackCase::cardLastFour),
          column("chargeback_at", ChargebackCase::chargebackAt),
          column("days_since", ChargebackCase::daysSince),
          column("days_left", ChargebackCase::daysLeft),
          column("window_days", ChargebackCase::windowDays));

  /**
   * Writes every payment a search matches to a CSV file, page by page (no more than a page held in
   * memory), until done or {@code cancelled}; the file keeps what was written.
   *
   * @param written told the rows written so far after each page
   * @return the rows written
   */
  public static long payments(
      Store store,
      PaymentQuery query,
      Path file,
      int pageSize,
      LongConsumer written,
      BooleanSupplier cancelled)
      throws IOException {
    PaymentQuery pages = query.toBuilder().pageSize(pageSize).after(null).build();
    long n = 0;
    try (CsvOut out = PAYMENTS.create(file)) {
      String cursor = null;
      do {
        Page<PaymentRow> page = store.payments().search(pages.after(cursor));
        for (PaymentRow r : page.items()) {
          PAYMENTS.write(out, r);
          n++;
        }
        written.accept(n);
        cursor = page.nextCursor();
      } while (cursor != null && !cancelled.getAsBoolean());
    }
    return n;
  }

  /** An amount with at least its currency's digits ("1234.50"), never in exponent form. */
  public static BigDecimal amount(BigDecimal amount, String currency) {
    if (amount == null) {
      return null;
    }
    int digits = Currencies.fractionDigits(currency == null ? "" : currency);
    return amount.setScale(Math.max(digits, amount.stripTrailingZeros().scale()));
  }

  /** The beneficiary's legal name, else first and last name. */
  static String beneficiaryName(Beneficiary b) {
    if (b == null) {
      return null;
    }
    if (b.legalName() != null && !b.legalName().isBlank()) {
      return b.legalName();
    }
    String first = b.firstName() == null ? "" : b.firstName();
    String last = b.lastName() == null ? "" : b.lastName();
    return (first + " " + last).strip();
  }

  /** "1 MONTH": the count and the service's unit. */
  private static String frequency(Subscription s) {
    if (s.frequency() == null || s.frequency().type() == null) {
      return null;
    }
    return (s.frequency().value() == null ? 1 : s.frequency().value()) + " " + s.frequency().type();
  }

  /** "3/12": cycles billed and in all; "3/" without an end. */
  private static String cycles(Subscription s) {
    if (s.billingCycles() == null) {
      return null;
    }
    Integer current = s.billingCycles().current();
    Integer total = s.billingCycles().total();
    return (current == null ? 0 : current) + "/" + (total == null ? "" : total);
  }

  /** The ISO-8601 interval of the availability: "2026-01-02T00:00Z/2027-01-02T00:00Z", or open. */
  private static String availability(Subscription s) {
    if (s.availability() == null || s.availability().startAt() == null) {
      return null;
    }
    return s.availability().startAt().toInstant()
        + "/"
        + (s.availability().finishAt() == null ? ".." : s.availability().finishAt().toInstant());
  }
}
