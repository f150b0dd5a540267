package io.paydesk.ui.payments;

import com.fasterxml.jackson.databind.JsonNode;
import io.paydesk.api.model.AdditionalData;
import io.paydesk.api.model.Address;
import io.paydesk.api.model.Airline;
import io.paydesk.api.model.AirlineLeg;
import io.paydesk.api.model.AirlinePassenger;
import io.paydesk.api.model.AirlineTicket;
import io.paydesk.api.model.BankTransferDetail;
import io.paydesk.api.model.CardData;
import io.paydesk.api.model.CardDetail;
import io.paydesk.api.model.CustomerPayer;
import io.paydesk.api.model.Document;
import io.paydesk.api.model.Metadata;
import io.paydesk.api.model.Order;
import io.paydesk.api.model.OrderItem;
import io.paydesk.api.model.OrderTax;
import io.paydesk.api.model.Payment;
import io.paydesk.api.model.PaymentMethod;
import io.paydesk.api.model.PaymentMethodDetail;
import io.paydesk.api.model.Phone;
import io.paydesk.api.model.ProviderData;
import io.paydesk.api.model.SellerDetails;
import io.paydesk.api.model.StoredCredentials;
import io.paydesk.api.model.ThreeDSecure;
import io.paydesk.api.model.Transaction;
import io.paydesk.ui.base.Formats;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.kit.Catalogue;
import io.paydesk.ui.kit.Cells;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * What the Payments screen shows of one payment, already formatted for reading (codes in the user's
 * language through the catalogue; {@code statusCode} for the badge colour). {@code sections} holds
 * every part of the payment that has data, in the order the screen folds them; a part without data
 * has no section.
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
    List<TransactionLine> transactions,
    List<Section> sections) {

  /** Keys of the sections, in screen order; also the suffix of their node ids. */
  public static final String SUMMARY = "summary";

  public static final String TRANSACTIONS = "transactions";
  public static final String CUSTOMER = "customer";
  public static final String METHOD = "method";
  public static final String METADATA = "metadata";
  public static final String SPLIT = "split";
  public static final String TAXES = "taxes";
  public static final String AIRLINE = "airline";
  public static final String ORDER = "order";
  public static final String SELLER = "seller";
  public static final String FRAUD = "fraud";
  public static final String CALLBACK = "callback";

  public static PaymentDetail of(Payment p) {
    String currency = p.amount() == null ? null : p.amount().currency();
    List<TransactionLine> lines =
        p.transactions() == null
            ? List.of()
            : p.transactions().stream().map(t -> TransactionLine.of(t, currency)).toList();
    String method =
        p.paymentMethod() == null ? "" : Catalogue.Kind.METHOD_TYPE.label(p.paymentMethod().type());
    List<Section> sections = new ArrayList<>();
    sections.add(summary(p, currency, method));
    sections.add(
        new Section(TRANSACTIONS, Messages.get("payments.transactions"), List.of(), List.of()));
    Stream.of(
            customer(p.customerPayer()),
            method(p.paymentMethod()),
            metadata(p.metadata()),
            split(p, currency),
            taxes(p.taxes(), currency),
            airline(p.additionalData(), currency),
            order(p.additionalData(), currency),
            seller(p.additionalData()),
            json(FRAUD, "paydetail.section.fraud", p.fraudScreening()),
            callback(p.callbackUrl()))
        .filter(Objects::nonNull)
        .filter(Section::hasData)
        .forEach(sections::add);
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
        method,
        lines,
        List.copyOf(sections));
  }

  /** The section with this key, or null when the payment has none. */
  public Section section(String key) {
    return sections.stream().filter(s -> s.key().equals(key)).findFirst().orElse(null);
  }

  /** The service's code of an open-set value, or null. */
  static String code(Object value) {
    return value == null ? null : value.toString();
  }

  private static Section summary(Payment p, String currency, String method) {
    Fields f = new Fields();
    f.badge("paymentStatus", "payments.field.status", Catalogue.Kind.PAYMENT_STATUS, p.status());
    f.badge(
        "paymentSubStatus", "payments.field.subStatus", Catalogue.Kind.SUB_STATUS, p.subStatus());
    f.always(
        "paymentAmount", "payments.field.amount", money(p, currency, Part.VALUE), Style.AMOUNT);
    f.always("paymentCaptured", "payments.field.captured", money(p, currency, Part.CAPTURED));
    f.always("paymentRefunded", "payments.field.refunded", money(p, currency, Part.REFUNDED));
    f.always("paymentCountry", "payments.field.country", Formats.text(p.country()));
    f.always("paymentMethod", "payments.field.method", method);
    String category = p.firstTransaction() == null ? null : code(p.firstTransaction().category());
    f.text("paydetail.field.category", Catalogue.Kind.TRANSACTION_CATEGORY.label(category));
    f.always("paymentMerchantOrderId", "payments.field.merchantOrderId", p.merchantOrderId());
    f.always("paymentCreatedAt", "payments.field.createdAt", Formats.dateTime(p.createdAt()));
    f.text("paydetail.field.updatedAt", Formats.dateTime(p.updatedAt()));
    f.id("paymentIdValue", "payments.field.id", p.id(), true);
    f.text(
        "paydetail.field.workflow",
        p.workflow() == null ? null : Catalogue.Kind.WORKFLOW.label(p.workflow().value()));
    f.text("paydetail.field.merchantReference", p.merchantReference());
    f.text("paydetail.field.description", p.description());
    f.id(null, "paydetail.field.accountId", p.accountId(), false);
    f.id(null, "paydetail.field.paymentLink", p.paymentLinkId(), false);
    f.id(null, "paydetail.field.subscription", jsonText(p.subscriptionCode()), false);
    if (p.amount() != null && p.amount().currencyConversion() != null) {
      f.text("paydetail.field.conversion", String.valueOf(p.amount().currencyConversion()));
    }
    if (Boolean.TRUE.equals(p.simplifiedMode())) {
      f.text("paydetail.field.simplifiedMode", Messages.get("paydetail.yes"));
    }
    return new Section(SUMMARY, Messages.get("paydetail.section.summary"), f.list, List.of());
  }

  private enum Part {
    VALUE,
    CAPTURED,
    REFUNDED
  }

  private static String money(Payment p, String currency, Part part) {
    if (p.amount() == null) {
      return "";
    }
    BigDecimal v =
        switch (part) {
          case VALUE -> p.amount().value();
          case CAPTURED -> p.amount().captured();
          case REFUNDED -> p.amount().refunded();
        };
    return Formats.money(v, currency);
  }

  private static Section customer(CustomerPayer c) {
    if (c == null) {
      return null;
    }
    Fields f = new Fields();
    f.text("paydetail.field.name", join(" ", c.firstName(), c.lastName()));
    f.text("paydetail.field.email", c.email());
    f.text("paydetail.field.phone", phone(c.phone()));
    f.text("paydetail.field.document", document(c.document()));
    f.text("paydetail.field.dateOfBirth", c.dateOfBirth());
    f.text("paydetail.field.nationality", c.nationality());
    f.text("paydetail.field.billingAddress", address(c.billingAddress()));
    f.text("paydetail.field.shippingAddress", address(c.shippingAddress()));
    f.id(null, "paydetail.field.customerId", c.id(), false);
    f.text("paydetail.field.merchantCustomerId", c.merchantCustomerId());
    f.text("paydetail.field.ipAddress", c.ipAddress());
    return new Section(CUSTOMER, Messages.get("paydetail.section.customer"), f.list, List.of());
  }

  private static Section method(PaymentMethod m) {
    if (m == null) {
      return null;
    }
    Fields f = new Fields();
    f.text("paydetail.field.methodType", Catalogue.Kind.METHOD_TYPE.label(blankToNull(m.type())));
    f.id("paymentVaultedToken", "paydetail.field.vaultedToken", m.vaultedToken(), false);
    PaymentMethodDetail d = m.anyDetail();
    CardDetail card = d == null ? null : d.card();
    if (card != null) {
      card(f, card.cardData());
      if (card.installments() != null && card.installments() > 0) {
        f.text("paydetail.field.installments", String.valueOf(card.installments()));
      }
      f.text("paydetail.field.authorizationCode", card.authorizationCode());
      f.text("paydetail.field.softDescriptor", card.softDescriptor());
      ThreeDSecure tds = card.threeDSecure();
      if (tds == null || tds.version() == null) {
        tds = card.cardData() == null ? null : card.cardData().threeDSecure();
      }
      threeDs(f, tds);
      StoredCredentials sc = card.storedCredentials();
      if (sc != null) {
        f.text(
            "paydetail.field.storedCredentials",
            join(" \u00b7 ", sc.reason(), sc.usage(), sc.subscriptionAgreementId()));
        f.id(null, "paydetail.field.networkTransactionId", sc.networkTransactionId(), false);
      }
    }
    BankTransferDetail bank = d == null ? null : d.bankTransfer();
    if (bank != null) {
      f.text("paydetail.field.bankName", bank.bankName());
      f.text("paydetail.field.beneficiaryName", bank.beneficiaryName());
      f.text("paydetail.field.bankAccount", bank.bankAccountMaskNumber());
      f.text("paydetail.field.paymentInstruction", bank.paymentInstruction());
      f.text("paydetail.field.redirectUrl", bank.redirectUrl());
    }
    if (d != null && d.wallet() != null) {
      card(f, d.wallet().cardData());
    }
    return new Section(METHOD, Messages.get("paydetail.section.method"), f.list, List.of());
  }

  private static void card(Fields f, CardData cd) {
    if (cd == null) {
      return;
    }
    f.text("paydetail.field.brand", Catalogue.Kind.CARD_BRAND.label(blankToNull(cd.brand())));
    f.text("paydetail.field.iin", cd.iin());
    f.text("paydetail.field.lastFour", Cells.mask(cd.lfd()));
    f.text("paydetail.field.holder", cd.holderName());
    if (cd.expirationMonth() != null && cd.expirationYear() != null) {
      f.text(
          "paydetail.field.expiry",
          String.format("%02d/%02d", cd.expirationMonth(), cd.expirationYear() % 100));
    }
    f.text("paydetail.field.issuer", cd.issuerName());
    f.text("paydetail.field.cardType", join(" \u00b7 ", cd.type(), cd.category()));
  }

  private static void threeDs(Fields f, ThreeDSecure tds) {
    if (tds == null || isBlank(tds.version())) {
      return;
    }
    f.text("paydetail.field.threeDsVersion", tds.version());
    f.text("paydetail.field.threeDsEci", tds.electronicCommerceIndicator());
    f.text("paydetail.field.threeDsResult", tds.paresStatus());
    f.id(null, "paydetail.field.threeDsTransaction", tds.directoryServerTransactionId(), false);
  }

  private static Section metadata(List<Metadata> metadata) {
    if (metadata == null || metadata.isEmpty()) {
      return null;
    }
    List<List<String>> rows =
        metadata.stream()
            .map(m -> List.of(Formats.text(m.key()), Formats.text(m.value())))
            .toList();
    Grid grid =
        new Grid("paymentMetadata", "", headers("paydetail.col.key", "paydetail.col.value"), rows);
    return new Section(
        METADATA, Messages.get("paydetail.section.metadata"), List.of(), List.of(grid));
  }

  private static Section split(Payment p, String currency) {
    List<List<String>> rows = new ArrayList<>();
    for (JsonNode list : new JsonNode[] {p.splitMarketplace(), p.split()}) {
      if (list == null || !list.isArray()) {
        continue;
      }
      for (JsonNode s : list) {
        JsonNode amount = s.path("amount");
        String cur = text(amount, "currency");
        rows.add(
            List.of(
                Catalogue.Kind.SPLIT_TYPE.label(text(s, "type")),
                Formats.text(
                    text(s, "recipient_id") != null
                        ? text(s, "recipient_id")
                        : text(s, "provider_recipient_id")),
                Formats.text(text(s, "description")),
                Formats.text(text(s, "merchant_reference")),
                amount.isNumber() || amount.path("value").isNumber()
                    ? Formats.money(
                        (amount.isNumber() ? amount : amount.path("value")).decimalValue(),
                        cur == null ? currency : cur)
                    : ""));
      }
    }
    if (rows.isEmpty()) {
      return null;
    }
    Grid grid =
        new Grid(
            "paymentSplit",
            "",
            headers(
                "paydetail.col.type",
                "paydetail.col.recipient",
                "paydetail.col.description",
                "paydetail.col.reference",
                "paydetail.col.amount"),
            rows);
    return new Section(SPLIT, Messages.get("paydetail.section.split"), List.of(), List.of(grid));
  }

  private static Section taxes(JsonNode taxes, String currency) {
    if (taxes == null || taxes.isNull() || taxes.isEmpty()) {
      return null;
    }
    if (!taxes.isArray()) {
      return json(TAXES, "paydetail.section.taxes", taxes);
    }
    List<List<String>> rows = new ArrayList<>();
    for (JsonNode t : taxes) {
      rows.add(
          List.of(
              Formats.text(text(t, "type")),
              number(t.get("tax_base"), currency),
              number(t.get("value"), currency),
              t.hasNonNull("percentage") ? t.get("percentage").asText() + " %" : ""));
    }
    Grid grid =
        new Grid(
            "paymentTaxes",
            "",
            headers(
                "paydetail.col.type",
                "paydetail.col.taxBase",
                "paydetail.col.amount",
                "paydetail.col.percentage"),
            rows);
    return new Section(TAXES, Messages.get("paydetail.section.taxes"), List.of(), List.of(grid));
  }

  private static Section airline(AdditionalData a, String currency) {
    Airline air = a == null ? null : a.airline();
    if (air == null) {
      return null;
    }
    Fields f = new Fields();
    f.text("paydetail.field.pnr", air.pnr());
    f.text("paydetail.field.airlineType", air.type());
    List<Grid> grids = new ArrayList<>();
    List<AirlineLeg> legs = air.legs() == null ? List.of() : air.legs();
    if (!legs.isEmpty()) {
      grids.add(
          new Grid(
              "airlineLegs",
              Messages.get("paydetail.airline.legs"),
              headers(
                  "paydetail.col.order",
                  "paydetail.col.from",
                  "paydetail.col.to",
                  "paydetail.col.departure",
                  "paydetail.col.arrival",
                  "paydetail.col.flight",
                  "paydetail.col.fareClass",
                  "paydetail.col.baseFare"),
              legs.stream()
                  .map(
                      l ->
                          List.of(
                              Formats.text(l.order()),
                              join(" \u00b7 ", l.departureAirport(), l.departureAirportCity()),
                              join(" \u00b7 ", l.arrivalAirport(), l.arrivalAirportCity()),
                              Formats.text(l.departureDatetime()),
                              Formats.text(l.arrivalDatetime()),
                              join(" ", l.carrierCode(), l.flightNumber()),
                              Formats.text(l.fareClassCode()),
                              Formats.money(
                                  l.baseFare(),
                                  l.baseFareCurrency() == null ? currency : l.baseFareCurrency())))
                  .toList()));
    }
    List<AirlinePassenger> passengers = air.passengers() == null ? List.of() : air.passengers();
    if (!passengers.isEmpty()) {
      grids.add(
          new Grid(
              "airlinePassengers",
              Messages.get("paydetail.airline.passengers"),
              headers(
                  "paydetail.col.name",
                  "paydetail.col.passengerType",
                  "paydetail.col.nationality",
                  "paydetail.col.document",
                  "paydetail.col.loyalty"),
              passengers.stream()
                  .map(
                      x ->
                          List.of(
                              join(" ", x.firstName(), x.middleName(), x.lastName()),
                              Formats.text(x.type()),
                              Formats.text(x.nationality()),
                              document(x.document()),
                              join(" \u00b7 ", x.loyaltyNumber(), x.loyaltyTier())))
                  .toList()));
    }
    List<AirlineTicket> tickets = new ArrayList<>();
    if (air.ticket() != null) {
      tickets.add(air.ticket());
    }
    if (air.tickets() != null) {
      tickets.addAll(air.tickets());
    }
    if (!tickets.isEmpty()) {
      grids.add(
          new Grid(
              "airlineTickets",
              Messages.get("paydetail.airline.tickets"),
              headers(
                  "paydetail.col.ticket",
                  "paydetail.col.passenger",
                  "paydetail.col.fare",
                  "paydetail.col.tax"),
              tickets.stream()
                  .map(
                      t ->
                          List.of(
                              Formats.text(t.ticketNumber()),
                              Formats.text(t.passengerId()),
                              Formats.money(t.totalFareAmount(), currency),
                              Formats.money(t.totalTaxAmount(), currency)))
                  .toList()));
    }
    return new Section(AIRLINE, Messages.get("paydetail.section.airline"), f.list, grids);
  }

  private static Section order(AdditionalData a, String currency) {
    Order o = a == null ? null : a.order();
    if (o == null) {
      return null;
    }
    Fields f = new Fields();
    f.text("paydetail.field.shippingAmount", Formats.money(o.shippingAmount(), currency));
    f.text("paydetail.field.feeAmount", Formats.money(o.feeAmount(), currency));
    f.text("paydetail.field.tipAmount", Formats.money(o.tipAmount(), currency));
    f.text("paydetail.field.salesChannel", o.salesChannel());
    List<Grid> grids = new ArrayList<>();
    List<OrderItem> items = o.items() == null ? List.of() : o.items();
    if (!items.isEmpty()) {
      grids.add(
          new Grid(
              "orderItems",
              Messages.get("paydetail.order.items"),
              headers(
                  "paydetail.col.name",
                  "paydetail.col.quantity",
                  "paydetail.col.unitAmount",
                  "paydetail.col.category",
                  "paydetail.col.sku"),
              items.stream()
                  .map(
                      i ->
                          List.of(
                              Formats.text(i.name()),
                              i.quantity() == null ? "" : i.quantity().toPlainString(),
                              Formats.money(i.unitAmount(), currency),
                              Formats.text(i.category()),
                              Formats.text(i.skuCode())))
                  .toList()));
    }
    List<OrderTax> taxes = o.taxes() == null ? List.of() : o.taxes();
    if (!taxes.isEmpty()) {
      grids.add(
          new Grid(
              "orderTaxes",
              Messages.get("paydetail.section.taxes"),
              headers(
                  "paydetail.col.type",
                  "paydetail.col.taxBase",
                  "paydetail.col.amount",
                  "paydetail.col.percentage"),
              taxes.stream()
                  .map(
                      t ->
                          List.of(
                              Formats.text(t.type()),
                              Formats.money(t.taxBase(), currency),
                              Formats.money(t.value(), currency),
                              t.percentage() == null ? "" : t.percentage().toPlainString() + " %"))
                  .toList()));
    }
    return new Section(ORDER, Messages.get("paydetail.section.order"), f.list, grids);
  }

  private static Section seller(AdditionalData a) {
    SellerDetails s = a == null ? null : a.sellerDetails();
    if (s == null) {
      return null;
    }
    Fields f = new Fields();
    f.text("paydetail.field.name", s.name());
    f.text("paydetail.field.email", s.email());
    f.text("paydetail.field.website", s.website());
    f.text("paydetail.field.phone", phone(s.phone()));
    f.text("paydetail.field.country", s.country());
    f.text("paydetail.field.reference", s.reference());
    f.text("paydetail.field.industry", s.industry());
    f.text("paydetail.field.mcc", s.merchantCategoryCode());
    f.text("paydetail.field.document", document(s.document()));
    f.text("paydetail.field.address", address(s.address()));
    return new Section(SELLER, Messages.get("paydetail.section.seller"), f.list, List.of());
  }

  private static Section callback(String url) {
    if (isBlank(url)) {
      return null;
    }
    Fields f = new Fields();
    f.id("paymentCallbackUrl", "paydetail.field.callbackUrl", url, true);
    return new Section(CALLBACK, Messages.get("paydetail.section.callback"), f.list, List.of());
  }

  /** A free-form object of the service: its leaves as name and value, names as the service's. */
  private static Section json(String key, String titleKey, JsonNode node) {
    if (node == null || node.isNull() || node.isEmpty()) {
      return null;
    }
    List<List<String>> rows = new ArrayList<>();
    flatten("", node, rows);
    if (rows.isEmpty()) {
      return null;
    }
    Grid grid =
        new Grid(key + "Values", "", headers("paydetail.col.key", "paydetail.col.value"), rows);
    return new Section(key, Messages.get(titleKey), List.of(), List.of(grid));
  }

  private static void flatten(String path, JsonNode node, List<List<String>> rows) {
    if (node.isObject()) {
      for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> e = it.next();
        flatten(path.isEmpty() ? e.getKey() : path + "." + e.getKey(), e.getValue(), rows);
      }
    } else if (node.isArray()) {
      for (int i = 0; i < node.size(); i++) {
        flatten(path + "[" + i + "]", node.get(i), rows);
      }
    } else if (!node.isNull() && !node.asText().isEmpty()) {
      rows.add(List.of(path, node.asText()));
    }
  }

  private static List<String> headers(String... keys) {
    return Stream.of(keys).map(Messages::get).toList();
  }

  private static String text(JsonNode node, String field) {
    JsonNode v = node == null ? null : node.get(field);
    return v == null || v.isNull() || v.asText().isEmpty() ? null : v.asText();
  }

  private static String jsonText(JsonNode node) {
    return node == null || node.isNull() || node.isContainerNode() ? null : node.asText();
  }

  private static String number(JsonNode n, String currency) {
    return n == null || !n.isNumber() ? "" : Formats.money(n.decimalValue(), currency);
  }

  private static String phone(Phone p) {
    if (p == null || isBlank(p.number())) {
      return null;
    }
    return isBlank(p.countryCode()) ? p.number() : "+" + p.countryCode() + " " + p.number();
  }

  /** Type and the last four characters behind a mask: the number itself is never shown. */
  static String document(Document d) {
    if (d == null) {
      return "";
    }
    String last =
        !isBlank(d.documentNumberLast4())
            ? d.documentNumberLast4()
            : Cells.documentLastFour(d.documentNumber());
    return Cells.document(d.documentType(), last);
  }

  private static String address(Address a) {
    if (a == null) {
      return null;
    }
    return join(
        ", ",
        a.addressLine1(),
        a.addressLine2(),
        a.neighborhood(),
        a.city(),
        a.state(),
        a.zipCode(),
        a.country());
  }

  private static String join(String separator, String... parts) {
    return Stream.of(parts).filter(s -> !isBlank(s)).collect(Collectors.joining(separator));
  }

  private static boolean isBlank(String s) {
    return s == null || s.isBlank();
  }

  private static String blankToNull(String s) {
    return isBlank(s) ? null : s;
  }

  /** How a field is shown. */
  public enum Style {
    TEXT,
    AMOUNT,
    BADGE,
    /** An id or URL: monospaced, with a copy button. */
    ID
  }

  /**
   * One named value. {@code nodeId} names its value node for tests (null for most); {@code tone} is
   * the badge's style class for {@link Style#BADGE}.
   */
  public record Field(String nodeId, String label, String value, Style style, String tone) {}

  /** A small table inside a section: airline legs, split recipients, order items. */
  public record Grid(String nodeId, String title, List<String> headers, List<List<String>> rows) {}

  /** A part of the payment that folds. */
  public record Section(String key, String title, List<Field> fields, List<Grid> grids) {
    boolean hasData() {
      return !fields.isEmpty() || !grids.isEmpty();
    }
  }

  /** Collects fields, leaving out those without a value. */
  private static final class Fields {
    final List<Field> list = new ArrayList<>();

    void text(String labelKey, String value) {
      if (!isBlank(value)) {
        list.add(new Field(null, Messages.get(labelKey), value, Style.TEXT, null));
      }
    }

    void always(String nodeId, String labelKey, String value) {
      always(nodeId, labelKey, value, Style.TEXT);
    }

    void always(String nodeId, String labelKey, String value, Style style) {
      list.add(new Field(nodeId, Messages.get(labelKey), Formats.text(value), style, null));
    }

    void id(String nodeId, String labelKey, String value, boolean always) {
      if (always || !isBlank(value)) {
        list.add(new Field(nodeId, Messages.get(labelKey), Formats.text(value), Style.ID, null));
      }
    }

    void badge(String nodeId, String labelKey, Catalogue.Kind kind, Object code) {
      String c = code(code);
      list.add(
          new Field(nodeId, Messages.get(labelKey), kind.label(c), Style.BADGE, Catalogue.tone(c)));
    }
  }

  /** One row of the transactions table; {@code providerData} shows when the row is expanded. */
  public record TransactionLine(
      String id,
      String type,
      String status,
      String statusCode,
      String category,
      String amount,
      String provider,
      String response,
      String responseCode,
      String responseMessage,
      String providerTransactionId,
      String createdAt,
      List<Field> providerData) {

    static TransactionLine of(Transaction t, String currency) {
      // A known code in the user's language; another with the service's message beside it.
      String response =
          Catalogue.Kind.RESPONSE_CODE.isKnown(t.responseCode())
              ? Catalogue.response(t.responseCode(), t.responseMessage())
              : join(" \u2014 ", t.responseCode(), t.responseMessage());
      ProviderData pd = t.providerData();
      Fields f = new Fields();
      if (pd != null) {
        f.id(null, "paydetail.provider.id", pd.id(), false);
        f.id(null, "paydetail.provider.transactionId", pd.transactionId(), false);
        f.id(null, "paydetail.provider.accountId", pd.accountId(), false);
        f.text("paydetail.provider.status", join(" \u00b7 ", pd.status(), pd.subStatus()));
        f.text("paydetail.provider.statusDetail", pd.statusDetail());
        f.text(
            "paydetail.provider.response",
            join(" \u2014 ", pd.responseCode(), pd.responseMessage()));
        f.text(
            "paydetail.provider.iso8583",
            join(" \u2014 ", pd.iso8583ResponseCode(), pd.iso8583ResponseMessage()));
        f.text(
            "paydetail.provider.advice",
            join(" \u2014 ", pd.merchantAdviceCode(), pd.merchantAdviceCodeMessage()));
        f.text(
            "paydetail.provider.reason", join(" \u2014 ", pd.reasonCode(), pd.reasonDescription()));
        f.id(
            null,
            "paydetail.provider.thirdPartyTransactionId",
            pd.thirdPartyTransactionId(),
            false);
        f.id(null, "paydetail.provider.thirdPartyAccountId", pd.thirdPartyAccountId(), false);
      }
      f.text("paydetail.field.reason", t.reason());
      f.text("paydetail.field.description", t.description());
      f.text("paydetail.field.merchantReference", t.merchantReference());
      f.id(null, "paydetail.field.transactionId", t.id(), false);
      f.text("paydetail.field.updatedAt", Formats.dateTime(t.updatedAt()));
      return new TransactionLine(
          t.id(),
          Catalogue.Kind.TRANSACTION_TYPE.label(code(t.type())),
          Catalogue.Kind.TRANSACTION_STATUS.label(code(t.status())),
          code(t.status()),
          Catalogue.Kind.TRANSACTION_CATEGORY.label(code(t.category())),
          Formats.money(t.amount(), currency),
          Formats.text(t.providerId()),
          response,
          Catalogue.Kind.RESPONSE_CODE.label(t.responseCode()),
          Formats.text(t.responseMessage()),
          pd == null ? "" : Formats.text(pd.transactionId()),
          Formats.dateTime(t.createdAt()),
          List.copyOf(f.list));
    }
  }
}
