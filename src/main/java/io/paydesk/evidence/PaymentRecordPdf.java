package io.paydesk.evidence;

import io.paydesk.api.model.AdditionalData;
import io.paydesk.api.model.Address;
import io.paydesk.api.model.Airline;
import io.paydesk.api.model.AirlineLeg;
import io.paydesk.api.model.AirlinePassenger;
import io.paydesk.api.model.AirlineTicket;
import io.paydesk.api.model.Amount;
import io.paydesk.api.model.CardData;
import io.paydesk.api.model.CardDetail;
import io.paydesk.api.model.CustomerPayer;
import io.paydesk.api.model.Document;
import io.paydesk.api.model.Order;
import io.paydesk.api.model.OrderItem;
import io.paydesk.api.model.Payment;
import io.paydesk.api.model.PaymentMethod;
import io.paydesk.api.model.PaymentMethodDetail;
import io.paydesk.api.model.Phone;
import io.paydesk.api.model.ProviderData;
import io.paydesk.api.model.ThreeDSecure;
import io.paydesk.api.model.Transaction;
import io.paydesk.evidence.PdfPages.Row;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.pdfbox.pdmodel.PDDocument;

/**
 * A PDF of a payment's own record, as dispute evidence (PAYMENT_DETAIL or RECEIPT): amount, date,
 * card brand and last four, 3-D Secure result, provider responses, customer, addresses, order
 * items, airline legs, passengers and tickets, and the merchant's refund and cancellation policy;
 * each section only when the payment has it. Words come from the bundles, in English or the payment
 * country's language. Card and document numbers are never printed in full.
 */
public final class PaymentRecordPdf {
  private static final Set<String> SPANISH =
      Set.of(
          "AR", "BO", "CL", "CO", "CR", "CU", "DO", "EC", "ES", "GT", "HN", "MX", "NI", "PA", "PE",
          "PR", "PY", "SV", "UY", "VE");
  private static final Set<String> PORTUGUESE = Set.of("BR", "PT");
  private static final DateTimeFormatter DATE_TIME =
      DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'", Locale.ROOT);
  private static final String DOT = " \u00b7 ";
  private static final String MASK = "\u2022\u2022\u2022\u2022 ";

  private PaymentRecordPdf() {}

  /** The language of the record for a payment country: es, pt-BR, or English for the rest. */
  public static Locale localeFor(String country) {
    String c = country == null ? "" : country.toUpperCase(Locale.ROOT);
    if (PORTUGUESE.contains(c)) {
      return Locale.forLanguageTag("pt-BR");
    }
    return SPANISH.contains(c) ? Locale.forLanguageTag("es") : Locale.ENGLISH;
  }

  /** The record in the payment country's language, checked like any other evidence file. */
  public static EvidenceFile compose(Payment payment, String policyText) {
    return compose(payment, policyText, localeFor(payment.country()), Clock.systemUTC());
  }

  /** The record in the given language (en, es or pt-BR), checked like any other file. */
  public static EvidenceFile compose(
      Payment payment, String policyText, Locale locale, Clock clock) {
    RecordWords words = new RecordWords(locale);
    List<Section> sections = sections(payment, policyText, words);
    try (PDDocument doc = new PDDocument()) {
      write(new PdfPages(doc), payment, sections, words, OffsetDateTime.now(clock));
      return EvidenceFiles.check(fileName(payment), EvidenceFiles.save(doc));
    } catch (IOException e) {
      throw new UncheckedIOException("composing the payment record failed", e);
    }
  }

  /** "payment-record-ORDER.pdf", from the merchant order id or else the payment id. */
  public static String fileName(Payment payment) {
    String id = present(payment.merchantOrderId()) ? payment.merchantOrderId() : payment.id();
    String safe = id == null ? "" : id.replaceAll("[^A-Za-z0-9._-]+", "-");
    return "payment-record" + (safe.isEmpty() ? "" : "-" + safe) + ".pdf";
  }

  /** A title, the sections in order, and on every page its number and the payment's ids. */
  private static void write(
      PdfPages pages,
      Payment payment,
      List<Section> sections,
      RecordWords words,
      OffsetDateTime generatedAt)
      throws IOException {
    pages.title(words.get("title"));
    for (Section section : sections) {
      pages.section(section.title(), section.rows(), section.paragraph());
    }
    String when = generatedAt.withOffsetSameInstant(ZoneOffset.UTC).format(DATE_TIME);
    pages.finish(
        (page, of) -> words.get("footer", when, page, of),
        join(
            DOT,
            present(payment.merchantOrderId()) ? payment.merchantOrderId() : null,
            payment.id()));
  }

  // --- what goes in it -------------------------------------------------------------------------

  record Section(String title, List<Row> rows, String paragraph) {}

  private static List<Section> sections(Payment p, String policy, RecordWords w) {
    List<Section> out = new ArrayList<>();
    String currency = p.amount() == null ? null : p.amount().currency();

    List<Row> payment = new ArrayList<>();
    Amount amount = p.amount();
    if (amount != null) {
      row(payment, w.get("amount"), w.money(amount.value(), currency));
      if (nonZero(amount.captured())) {
        row(payment, w.get("captured"), w.money(amount.captured(), currency));
      }
      if (nonZero(amount.refunded())) {
        row(payment, w.get("refunded"), w.money(amount.refunded(), currency));
      }
    }
    row(payment, w.get("date"), dateTime(p.createdAt()));
    row(payment, w.get("status"), join(" / ", str(p.status()), str(p.subStatus())));
    row(payment, w.get("orderId"), p.merchantOrderId());
    row(payment, w.get("description"), p.description());
    row(payment, w.get("country"), p.country());
    row(payment, w.get("paymentId"), p.id());
    add(out, w.get("section.payment"), payment);

    CardDetail card = card(p);
    CardData data = card == null ? null : card.cardData();
    List<Row> cardRows = new ArrayList<>();
    if (data != null) {
      row(cardRows, w.get("brand"), data.brand());
      String lastFour = lastFour(data);
      row(cardRows, w.get("lastFour"), lastFour == null ? null : MASK + lastFour);
      row(cardRows, w.get("holder"), data.holderName());
      row(cardRows, w.get("cardType"), data.type());
      row(cardRows, w.get("issuer"), data.issuerName());
    }
    if (card != null) {
      if (card.installments() != null && card.installments() > 1) {
        row(cardRows, w.get("installments"), String.valueOf(card.installments()));
      }
      row(cardRows, w.get("authorizationCode"), card.authorizationCode());
    }
    add(out, w.get("section.card"), cardRows);

    ThreeDSecure tds = threeDSecure(card);
    List<Row> auth = new ArrayList<>();
    if (tds != null) {
      row(auth, w.get("threeDsVersion"), tds.version());
      row(auth, w.get("eci"), tds.electronicCommerceIndicator());
      if (present(tds.paresStatus())) {
        String code = tds.paresStatus().trim().toUpperCase(Locale.ROOT);
        String meaning = w.optional("pares." + code);
        row(auth, w.get("result"), meaning == null ? code : code + " \u2013 " + meaning);
      }
      row(
          auth,
          w.get("threeDsTransactionId"),
          present(tds.directoryServerTransactionId())
              ? tds.directoryServerTransactionId()
              : tds.transactionId());
    }
    add(out, w.get("section.authentication"), auth);

    List<Row> provider = new ArrayList<>();
    for (Transaction t : transactions(p)) {
      String label = join(" ", str(t.type()), dateTime(t.createdAt()));
      ProviderData pd = t.providerData();
      String value =
          join(
              DOT,
              join(" ", str(t.status()), w.money(t.amount(), currency)),
              join(
                  " ",
                  Objects.equals(t.responseCode(), str(t.status())) ? null : t.responseCode(),
                  t.responseMessage()),
              present(t.reason()) ? t.reason() : null,
              pd == null
                  ? (present(t.providerId()) ? w.get("provider") + " " + t.providerId() : null)
                  : join(
                      " ",
                      w.get("provider"),
                      present(pd.id()) ? pd.id() : t.providerId(),
                      join(" ", pd.status(), pd.statusDetail())),
              pd == null || !present(pd.iso8583ResponseCode())
                  ? null
                  : join(" ", "ISO 8583", pd.iso8583ResponseCode(), pd.iso8583ResponseMessage()));
      row(provider, label.isEmpty() ? "-" : label, value);
    }
    add(out, w.get("section.provider"), provider);

    CustomerPayer c = p.customerPayer();
    List<Row> customer = new ArrayList<>();
    if (c != null) {
      row(customer, w.get("name"), join(" ", c.firstName(), c.lastName()));
      row(customer, w.get("email"), c.email());
      row(customer, w.get("phone"), phone(c.phone()));
      row(customer, w.get("document"), document(c.document()));
      row(customer, w.get("ipAddress"), c.ipAddress());
      row(customer, w.get("customerId"), c.merchantCustomerId());
    }
    add(out, w.get("section.customer"), customer);

    List<Row> addresses = new ArrayList<>();
    if (c != null) {
      row(addresses, w.get("billingAddress"), address(c.billingAddress()));
      row(addresses, w.get("shippingAddress"), address(c.shippingAddress()));
    }
    add(out, w.get("section.addresses"), addresses);

    AdditionalData extra = p.additionalData();
    Order order = extra == null ? null : extra.order();
    List<Row> items = new ArrayList<>();
    if (order != null) {
      for (OrderItem item : order.items() == null ? List.<OrderItem>of() : order.items()) {
        if (item == null) {
          continue;
        }
        BigDecimal qty = item.quantity() == null ? BigDecimal.ONE : item.quantity();
        String line =
            join(
                " ",
                qty.stripTrailingZeros().toPlainString() + " \u00d7",
                w.money(item.unitAmount(), currency),
                item.unitAmount() == null
                    ? null
                    : "= " + w.money(item.unitAmount().multiply(qty), currency));
        row(
            items,
            join(" ", item.name(), present(item.skuCode()) ? "(" + item.skuCode() + ")" : null),
            line);
      }
      if (nonZero(order.shippingAmount())) {
        row(items, w.get("shippingAmount"), w.money(order.shippingAmount(), currency));
      }
      if (nonZero(order.feeAmount())) {
        row(items, w.get("feeAmount"), w.money(order.feeAmount(), currency));
      }
      if (nonZero(order.tipAmount())) {
        row(items, w.get("tipAmount"), w.money(order.tipAmount(), currency));
      }
      if (order.shipping() != null) {
        row(
            items,
            w.get("shippingCarrier"),
            join(
                DOT,
                order.shipping().carrier(),
                order.shipping().type(),
                order.shipping().description(),
                order.shipping().deliverAt()));
      }
    }
    add(out, w.get("section.order"), items);

    Airline airline = extra == null ? null : extra.airline();
    List<Row> flight = new ArrayList<>();
    if (airline != null) {
      row(flight, w.get("pnr"), airline.pnr());
      int n = 0;
      for (AirlineLeg leg : list(airline.legs())) {
        n++;
        row(
            flight,
            w.get("leg", leg.order() != null ? leg.order() : n),
            join(
                DOT,
                join(
                    " \u2013 ",
                    place(leg.departureAirport(), leg.departureAirportCity()),
                    place(leg.arrivalAirport(), leg.arrivalAirportCity())),
                join(" ", leg.carrierCode(), flightNumber(leg)),
                localTime(leg.departureDatetime()),
                leg.fareClassCode(),
                leg.baseFare() == null
                    ? null
                    : w.money(
                        leg.baseFare(),
                        present(leg.baseFareCurrency()) ? leg.baseFareCurrency() : currency)));
      }
      n = 0;
      for (AirlinePassenger pax : list(airline.passengers())) {
        n++;
        row(
            flight,
            w.get("passenger", n),
            join(
                DOT,
                join(" ", pax.firstName(), pax.middleName(), pax.lastName()),
                pax.type(),
                document(pax.document()),
                present(pax.loyaltyNumber())
                    ? join(" ", w.get("loyalty"), pax.loyaltyNumber(), pax.loyaltyTier())
                    : null));
      }
      List<AirlineTicket> tickets = new ArrayList<>(list(airline.tickets()));
      if (airline.ticket() != null && tickets.isEmpty()) {
        tickets.add(airline.ticket());
      }
      for (AirlineTicket ticket : tickets) {
        row(
            flight,
            w.get("ticket", Objects.toString(ticket.ticketNumber(), "")).trim(),
            join(
                DOT,
                Boolean.TRUE.equals(ticket.eTicket()) ? w.get("eTicket") : null,
                ticket.totalFareAmount() == null
                    ? null
                    : w.get(
                        "ticketTotals",
                        w.money(ticket.totalFareAmount(), currency),
                        w.money(ticket.totalTaxAmount(), currency),
                        w.money(ticket.totalFeeAmount(), currency))));
      }
    }
    add(out, w.get("section.airline"), flight);

    if (present(policy)) {
      out.add(new Section(w.get("section.policy"), List.of(), policy.strip()));
    }
    return out;
  }

  private static void add(List<Section> out, String title, List<Row> rows) {
    if (!rows.isEmpty()) {
      out.add(new Section(title, rows, null));
    }
  }

  private static void row(List<Row> rows, String label, String value) {
    if (present(value)) {
      rows.add(new Row(label, value.strip()));
    }
  }

  /** The card detail of the payment, else of its first transaction that has one. */
  private static CardDetail card(Payment p) {
    CardDetail own = card(p.paymentMethod());
    if (own != null) {
      return own;
    }
    for (Transaction t : p.transactions()) {
      CardDetail c = card(t.paymentMethod());
      if (c != null) {
        return c;
      }
    }
    return null;
  }

  private static CardDetail card(PaymentMethod method) {
    if (method == null) {
      return null;
    }
    for (PaymentMethodDetail d :
        new PaymentMethodDetail[] {method.paymentMethodDetail(), method.detail()}) {
      if (d != null && d.card() != null) {
        return d.card();
      }
    }
    return null;
  }

  private static ThreeDSecure threeDSecure(CardDetail card) {
    if (card == null) {
      return null;
    }
    for (ThreeDSecure t :
        new ThreeDSecure[] {
          card.threeDSecure(), card.cardData() == null ? null : card.cardData().threeDSecure()
        }) {
      if (t != null
          && Stream.of(
                  t.version(),
                  t.electronicCommerceIndicator(),
                  t.paresStatus(),
                  t.transactionId(),
                  t.directoryServerTransactionId())
              .anyMatch(PaymentRecordPdf::present)) {
        return t;
      }
    }
    return null;
  }

  /** Only the last four digits, from lfd or else from the end of a number, never more. */
  private static String lastFour(CardData data) {
    String digits = present(data.lfd()) ? data.lfd() : data.number();
    if (digits == null) {
      return null;
    }
    String only = digits.replaceAll("\\D", "");
    return only.length() < 4 ? null : only.substring(only.length() - 4);
  }

  /** Type and a masked number: "CPF •••• 6789"; the full number is never shown. */
  private static String document(Document d) {
    if (d == null) {
      return null;
    }
    String last =
        present(d.documentNumberLast4()) ? d.documentNumberLast4() : lastChars(d.documentNumber());
    return join(" ", d.documentType(), last == null ? null : MASK + last);
  }

  private static String lastChars(String number) {
    if (number == null) {
      return null;
    }
    String only = number.replaceAll("[^A-Za-z0-9]", "");
    // A short number would be nearly whole with four characters: show fewer.
    int keep = only.length() >= 8 ? 4 : Math.max(0, only.length() - 4);
    return keep == 0 ? null : only.substring(only.length() - keep);
  }

  private static List<Transaction> transactions(Payment p) {
    List<Transaction> all =
        p.transactionsHistory() != null && !p.transactionsHistory().isEmpty()
            ? p.transactionsHistory()
            : p.transactions();
    return all.stream()
        .filter(Objects::nonNull)
        .sorted(
            Comparator.comparing(
                Transaction::createdAt, Comparator.nullsLast(Comparator.naturalOrder())))
        .collect(Collectors.toList());
  }

  private static String phone(Phone phone) {
    if (phone == null || !present(phone.number())) {
      return null;
    }
    return present(phone.countryCode())
        ? "+" + phone.countryCode().replace("+", "") + " " + phone.number()
        : phone.number();
  }

  private static String address(Address a) {
    if (a == null) {
      return null;
    }
    return join(
        ", ",
        join(" ", a.addressLine1(), a.buildingNumber1()),
        join(" ", a.addressLine2(), a.buildingNumber2()),
        a.neighborhood(),
        join(" ", a.zipCode(), a.city()),
        a.state(),
        a.country());
  }

  private static String place(String airport, String city) {
    return present(city) ? join(" ", airport, "(" + city + ")") : airport;
  }

  private static String flightNumber(AirlineLeg leg) {
    String number = leg.flightNumber();
    if (present(number) && present(leg.carrierCode()) && number.startsWith(leg.carrierCode())) {
      return number.substring(leg.carrierCode().length());
    }
    return number;
  }

  /** A local date-time as the airline gave it, without seconds: "2023-10-31 01:30". */
  private static String localTime(String value) {
    if (!present(value)) {
      return null;
    }
    try {
      return OffsetDateTime.parse(value)
          .format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm", Locale.ROOT));
    } catch (RuntimeException e) {
      return value;
    }
  }

  private static String dateTime(OffsetDateTime at) {
    return at == null ? null : at.withOffsetSameInstant(ZoneOffset.UTC).format(DATE_TIME);
  }

  private static <T> List<T> list(List<T> values) {
    return values == null ? List.of() : values.stream().filter(Objects::nonNull).toList();
  }

  private static String str(Object o) {
    return o == null ? null : o.toString();
  }

  static boolean present(String s) {
    return s != null && !s.isBlank();
  }

  private static boolean nonZero(BigDecimal v) {
    return v != null && v.signum() != 0;
  }

  static String join(String sep, String... parts) {
    return Stream.of(parts)
        .filter(PaymentRecordPdf::present)
        .map(String::strip)
        .collect(Collectors.joining(sep));
  }
}
