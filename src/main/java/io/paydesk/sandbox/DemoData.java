package io.paydesk.sandbox;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.UUID;

/**
 * Deterministic demo history for a seed: payments across the 17 countries in every status,
 * chargebacks (some disputed), customers with enrolled cards (some expired, some expiring soon),
 * subscriptions, payouts and entities. Sub-objects are shared byte arrays, so a million payments
 * stay small.
 */
final class DemoData {
  static final String[][] COUNTRIES = {
    {"AR", "ARS", "1000"}, {"BO", "BOB", "10"}, {"BR", "BRL", "10"}, {"CL", "CLP", "1000"},
    {"CO", "COP", "5000"}, {"CR", "CRC", "1000"}, {"EC", "USD", "1"}, {"SV", "USD", "1"},
    {"GT", "GTQ", "10"}, {"HN", "HNL", "10"}, {"MX", "MXN", "10"}, {"NI", "NIO", "10"},
    {"PA", "USD", "1"}, {"PY", "PYG", "5000"}, {"PE", "PEN", "5"}, {"US", "USD", "1"},
    {"UY", "UYU", "10"}
  };
  private static final String[] FIRST = {
    "Ana",
    "Bruno",
    "Camila",
    "Diego",
    "Elena",
    "Felipe",
    "Gabriela",
    "Hugo",
    "Isabel",
    "Javier",
    "Lucia",
    "Mateo",
    "Natalia",
    "Oscar",
    "Paula",
    "Rafael",
    "Sofia",
    "Tomas",
    "Valentina",
    "Ximena"
  };
  private static final String[] LAST = {
    "Garcia",
    "Rodriguez",
    "Martinez",
    "Lopez",
    "Gonzalez",
    "Perez",
    "Sanchez",
    "Ramirez",
    "Torres",
    "Flores",
    "Rivera",
    "Gomez",
    "Diaz",
    "Silva",
    "Rojas"
  };
  private static final String[] PRODUCTS = {
    "Annual plan",
    "Running shoes",
    "Wireless headphones",
    "Coffee subscription",
    "Flight BOG-MIA",
    "Hotel booking",
    "Grocery order",
    "Concert tickets",
    "Online course",
    "Phone case",
    "Gift card",
    "Streaming service",
    "Laptop stand",
    "Yoga mat",
    "Bus ticket",
    "Pharmacy order"
  };
  private static final String[] BANK_METHODS = {
    "PIX", "PSE", "SPEI", "BANK_TRANSFER", "OXXO", "CASH"
  };

  final List<String> customerIds = new ArrayList<>();

  /** Ids of the demo subscriptions, in the order they were made. */
  final List<String> subscriptionIds = new ArrayList<>();

  Payment[] newestFirst = new Payment[0];

  private final Sim sim;
  private final Random r;
  private final long seed;
  private final Instant anchor;

  DemoData(Sim sim, long seed, Instant anchor) {
    this.sim = sim;
    this.seed = seed;
    this.r = new Random(seed);
    this.anchor = anchor.truncatedTo(ChronoUnit.SECONDS);
  }

  /**
   * The instant demo data is built back from: the start of the UTC day of {@code now}. Demo
   * timestamps are relative to it, so the same seed on the same day gives byte-identical demo
   * payments across starts, and every demo timestamp is before the clock's now.
   */
  static Instant anchorFor(Instant now) {
    return now.truncatedTo(ChronoUnit.DAYS);
  }

  static String accountFor(long seed) {
    return Ids.seeded(new Random(seed ^ 0xACC0L)).toString();
  }

  DemoData build(int paymentCount) {
    List<Payment> all = new ArrayList<>(paymentCount);
    RawJson[] payers = customers();
    List<Payment> subPayments = subscriptions(paymentCount);
    all.addAll(subPayments);
    RawJson[] cardDetails = new RawJson[Intake.DEMO.length * 2];
    for (int i = 0; i < Intake.DEMO.length; i++) {
      for (int c = 0; c < 2; c++) {
        cardDetails[i * 2 + c] = SandboxJson.rawJson(cardDetail(i, c));
      }
    }
    RawJson[] bankDetails = new RawJson[COUNTRIES.length];
    for (int i = 0; i < COUNTRIES.length; i++) {
      bankDetails[i] =
          SandboxJson.rawJson(
              Intake.bankTransfer(
                  BANK_METHODS[i % BANK_METHODS.length], COUNTRIES[i][0], "demo-" + i));
    }
    RawJson walletDetail = SandboxJson.rawJson(Intake.wallet(null));
    int count = Math.max(0, paymentCount - subPayments.size());
    sim.payments.presize(paymentCount);
    // Ages drawn first and sorted, so payments are made newest first and need no object sort.
    long spanMicros = Duration.ofDays(730).toNanos() / 1000;
    long[] ages = new long[count];
    for (int i = 0; i < count; i++) {
      ages[i] = (long) (r.nextDouble() * spanMicros);
    }
    Arrays.sort(ages);
    for (int i = 0; i < count; i++) {
      Payment p = new Payment();
      p.id = Ids.seeded(r);
      int ci = r.nextInt(COUNTRIES.length);
      String[] c = COUNTRIES[ci];
      p.accountId = sim.accountId;
      p.country = c[0];
      p.currency = c[1];
      BigDecimal unit = new BigDecimal(c[2]);
      int digits = java.util.Currency.getInstance(c[1]).getDefaultFractionDigits();
      long cents = 500 + (long) (r.nextDouble() * r.nextDouble() * 50_000);
      p.value =
          BigDecimal.valueOf(cents, 2)
              .multiply(unit)
              .setScale(Math.max(digits, 0), java.math.RoundingMode.HALF_UP);
      if (p.value.signum() == 0) {
        p.value = BigDecimal.ONE;
      }
      p.description = PRODUCTS[r.nextInt(PRODUCTS.length)];
      String seq = Integer.toString(count - i);
      p.merchantOrderId =
          seq.length() >= 7 ? "ORD-" + seq : "ORD-" + "0000000".substring(seq.length()) + seq;
      // The newest is updated (created + 337 ms) just before the anchor.
      p.createdAt = anchor.minusNanos(ages[i] * 1000L + 338_000_000L);
      p.updatedAt = p.createdAt.plusNanos(337_276_000);
      p.captured = BigDecimal.ZERO;
      p.refunded = BigDecimal.ZERO;
      p.checkoutSession = "";
      p.providerId = Payments.PROVIDER;
      p.customerPayer = payers[r.nextInt(payers.length)];
      p.workflow = "DIRECT";
      int roll = r.nextInt(1000);
      UUID tid = Ids.seeded(r);
      Instant tAt = p.createdAt.plusNanos(205_610_000);
      if (roll < 80) {
        bankOrWallet(p, roll < 60, roll < 60 ? bankDetails[ci] : walletDetail, tid, tAt);
      } else {
        int card = r.nextInt(Intake.DEMO.length);
        boolean twoStep = roll >= 700 && roll < 800;
        p.methodType = "CARD";
        p.category = "CARD";
        p.methodDetail = cardDetails[card * 2 + (twoStep ? 1 : 0)];
        cardOutcome(p, roll, tid, tAt);
      }
      all.add(p);
    }
    if (paymentCount > 0) {
      // The featured payments take the places of the oldest generated ones: the count stays as
      // asked and every other payment is as it was.
      List<Payment> featured = featured(payers, cardDetails);
      int replaced = Math.min(featured.size(), count);
      for (int k = 0; k < replaced; k++) {
        all.remove(all.size() - 1);
      }
      all.addAll(featured.subList(0, replaced));
    }
    if (paymentCount >= 1000) {
      all.addAll(recentChargebacks(payers));
    }
    all.sort((a, b) -> b.createdAt.compareTo(a.createdAt)); // nearly sorted runs: cheap
    newestFirst = all.toArray(new Payment[0]);
    for (Payment p : newestFirst) {
      sim.payments.put(p);
    }
    payouts();
    entities();
    pastDue();
    return this;
  }

  /**
   * Chargebacks of the last weeks on five card brands, open, under review and decided, so the
   * disputes worklist has deadlines near and past. Drawn from their own random stream, so the rest
   * of the demo data is the same with or without them.
   */
  private List<Payment> recentChargebacks(RawJson[] payers) {
    Random cr = new Random(seed ^ 0xC4A2_6EBAL);
    // brand, iin, last four, issuer, country, currency, days since payment, days since chargeback,
    // reason, state
    String[][] rows = {
      {
        "ELO",
        "50904100",
        "3311",
        "BANCO BRADESCO",
        "BR",
        "BRL",
        "12",
        "4",
        "PRODUCT_NOT_RECEIVED",
        "CREATED"
      },
      {
        "DINERS_CLUB",
        "36006666",
        "0004",
        "BANCOLOMBIA",
        "CO",
        "COP",
        "30",
        "17",
        "FRAUDULENT",
        "CREATED"
      },
      {
        "DISCOVER",
        "60110009",
        "0117",
        "DISCOVER BANK",
        "US",
        "USD",
        "41",
        "24",
        "DUPLICATE_PROCESSING",
        "CREATED"
      },
      {
        "AMERICAN_EXPRESS",
        "37828224",
        "0005",
        "AMEX",
        "MX",
        "MXN",
        "20",
        "9",
        "REQUESTED_BY_CUSTOMER",
        "CREATED"
      },
      {
        "VISA",
        "45130761",
        "5348",
        "BANCO NACION",
        "AR",
        "ARS",
        "15",
        "6",
        "FRAUDULENT",
        "PENDING_REVIEW"
      },
      {
        "MASTERCARD",
        "55555555",
        "4444",
        "BANCO DE CHILE",
        "CL",
        "CLP",
        "70",
        "45",
        "PRODUCT_NOT_RECEIVED",
        "WON"
      },
      {"ELO", "50904100", "8820", "BANCO DO BRASIL", "BR", "BRL", "90", "60", "FRAUDULENT", "LOST"},
    };
    List<Payment> out = new ArrayList<>(rows.length);
    for (int i = 0; i < rows.length; i++) {
      String[] row = rows[i];
      ObjectNode d = Intake.card(null, true, null, String.format("%06d", 700100 + i));
      ObjectNode cd = (ObjectNode) d.get("card").get("card_data");
      cd.put("iin", row[1]);
      cd.put("lfd", row[2]);
      cd.put("number_length", row[0].equals("DINERS_CLUB") ? 14 : 16);
      cd.put("brand", row[0]);
      cd.put("issuer_name", row[3]);
      cd.put("country_code", row[4]);
      cd.put("type", "CREDIT");
      cd.put("holder_name", FIRST[(i * 3) % FIRST.length] + " " + LAST[(i * 5) % LAST.length]);
      Payment p = new Payment();
      p.id = Ids.seeded(cr);
      p.accountId = sim.accountId;
      p.country = row[4];
      p.currency = row[5];
      int digits = java.util.Currency.getInstance(row[5]).getDefaultFractionDigits();
      p.value =
          BigDecimal.valueOf(2_000 + cr.nextInt(40_000), 2)
              .multiply(BigDecimal.valueOf(row[5].equals("COP") ? 4000 : 10))
              .setScale(Math.max(digits, 0), java.math.RoundingMode.HALF_UP);
      p.description = PRODUCTS[cr.nextInt(PRODUCTS.length)];
      p.merchantOrderId = "ORD-CB-" + String.format("%04d", i + 1);
      p.createdAt =
          anchor.minus(Duration.ofDays(Integer.parseInt(row[6]))).minusSeconds(cr.nextInt(40_000));
      p.updatedAt = p.createdAt.plusNanos(337_276_000);
      p.captured = BigDecimal.ZERO;
      p.refunded = BigDecimal.ZERO;
      p.checkoutSession = "";
      p.providerId = Payments.PROVIDER;
      p.customerPayer = payers[cr.nextInt(payers.length)];
      p.workflow = "DIRECT";
      p.methodType = "CARD";
      p.category = "CARD";
      p.methodDetail = SandboxJson.rawJson(d);
      p.add(
          Txn.succeeded(
              Ids.seeded(cr),
              Txn.PURCHASE,
              "CARD",
              p.value,
              Payments.PROVIDER,
              p.description,
              null,
              null,
              p.createdAt.plusNanos(205_610_000)));
      p.captured = p.value;
      p.status("SUCCEEDED", "APPROVED", p.updatedAt);
      Instant cbAt =
          anchor.minus(Duration.ofDays(Integer.parseInt(row[7]))).minusSeconds(cr.nextInt(20_000));
      Txn cb =
          Txn.succeeded(
                  Ids.seeded(cr),
                  Txn.CHARGEBACK,
                  "CARD",
                  p.value,
                  Payments.PROVIDER,
                  "webhook transaction",
                  "Reference-" + p.id,
                  row[8],
                  cbAt)
              .chargebackCreated();
      p.add(cb);
      if (row[9].equals("CREATED")) {
        p.status("CHARGEBACK", "CREATED", cb.updatedAt());
      } else {
        p.status("IN_DISPUTE", row[9], cb.updatedAt().plus(Duration.ofHours(20)));
      }
      out.add(p);
    }
    return out;
  }

  /** The payment method detail of demo card i, one-step (c 0) or two-step (c 1). */
  private static ObjectNode cardDetail(int i, int c) {
    Intake.CardInfo ci = Intake.DEMO[i];
    ObjectNode d = Intake.card(null, c == 0, null, "");
    ObjectNode cd = (ObjectNode) d.get("card").get("card_data");
    cd.put("iin", ci.iin());
    cd.put("lfd", ci.lfd());
    cd.put("number_length", ci.length());
    cd.put("brand", ci.brand());
    cd.put("issuer_name", ci.issuer());
    cd.put("country_code", ci.country());
    cd.put("type", ci.type());
    cd.put("fingerprint", ci.fingerprint());
    cd.put("expiration_month", ci.expMonth());
    cd.put("expiration_year", ci.expYear());
    cd.put("holder_name", FIRST[i] + " " + LAST[i]);
    ((ObjectNode) d.get("card"))
        .put("authorization_code", String.format("%06d", 100000 + i * 7919 + c));
    return d;
  }

  /**
   * Three payments that show parts of the payment object the generated ones lack: an airline ticket
   * with legs and passengers, a marketplace sale split among recipients, and a card payment
   * authenticated with 3-D Secure. Drawn from their own random stream, so the generated payments
   * stay as they were.
   */
  private List<Payment> featured(RawJson[] payers, RawJson[] cardDetails) {
    Random f = new Random(seed ^ 0x5EED_FEA7L);
    List<Payment> made = new ArrayList<>();

    Payment air =
        featuredCard(
            f,
            "DEMO-AIRLINE-0001",
            "Flight BOG-MIA-BOG",
            "CO",
            "COP",
            new BigDecimal("2450000"),
            payers[0],
            cardDetails[0],
            Duration.ofDays(3));
    ObjectNode ad = SandboxJson.object();
    ObjectNode airline = ad.putObject("airline");
    airline.put("pnr", "PDX7QK");
    airline.put("type", "ROUND_TRIP");
    com.fasterxml.jackson.databind.node.ArrayNode legs = airline.putArray("legs");
    leg(
        legs,
        1,
        "P1",
        "BOG",
        "Bogot\u00e1",
        "MIA",
        "Miami",
        "2026-12-18T07:15:00",
        "2026-12-18T11:40:00",
        "AV",
        "20",
        "Y",
        "980000");
    leg(
        legs,
        2,
        "P1",
        "MIA",
        "Miami",
        "BOG",
        "Bogot\u00e1",
        "2027-01-06T13:05:00",
        "2027-01-06T16:20:00",
        "AV",
        "21",
        "Y",
        "940000");
    leg(
        legs,
        1,
        "P2",
        "BOG",
        "Bogot\u00e1",
        "MIA",
        "Miami",
        "2026-12-18T07:15:00",
        "2026-12-18T11:40:00",
        "AV",
        "20",
        "Y",
        "265000");
    leg(
        legs,
        2,
        "P2",
        "MIA",
        "Miami",
        "BOG",
        "Bogot\u00e1",
        "2027-01-06T13:05:00",
        "2027-01-06T16:20:00",
        "AV",
        "21",
        "Y",
        "265000");
    com.fasterxml.jackson.databind.node.ArrayNode pax = airline.putArray("passengers");
    passenger(pax, "P1", "Mariana", "Restrepo", "ADULT", "CO", "CC", "1020304050", "LM-448812");
    passenger(pax, "P2", "Tom\u00e1s", "Restrepo", "CHILD", "CO", "TI", "1122334455", null);
    ObjectNode ticket = airline.putObject("ticket");
    ticket.put("ticket_number", "1342100456789");
    ticket.put("passenger_id", "P1");
    ticket.put("e_ticket", true);
    ticket.put("restricted", false);
    ticket.put("total_fare_amount", new BigDecimal("2450000"));
    ticket.put("total_tax_amount", new BigDecimal("312000"));
    air.additionalData = SandboxJson.rawJson(ad);
    made.add(air);

    Payment split =
        featuredCard(
            f,
            "DEMO-SPLIT-0001",
            "Marketplace order: 3 sellers",
            "BR",
            "BRL",
            new BigDecimal("600.00"),
            payers[1],
            cardDetails[2],
            Duration.ofDays(4));
    com.fasterxml.jackson.databind.node.ArrayNode recipients = SandboxJson.object().arrayNode();
    recipient(
        recipients,
        "PURCHASE",
        Ids.seeded(f).toString(),
        "Seller Casa Verde",
        "SPLIT-CV-1",
        "350.00");
    recipient(
        recipients,
        "PURCHASE",
        Ids.seeded(f).toString(),
        "Seller Loja Azul",
        "SPLIT-LA-1",
        "200.00");
    recipient(
        recipients,
        "COMMISSION",
        Ids.seeded(f).toString(),
        "Marketplace commission",
        "SPLIT-MP-1",
        "50.00");
    split.splitMarketplace = SandboxJson.rawJson(recipients);
    ObjectNode order = SandboxJson.object();
    com.fasterxml.jackson.databind.node.ArrayNode items =
        order.putObject("order").putArray("items");
    item(items, "Ceramic vase", "1", "350.00", "HOME", "CV-VASE-01");
    item(items, "Cotton throw", "2", "100.00", "HOME", "LA-THROW-02");
    ObjectNode seller = order.putObject("seller_details");
    seller.put("name", "Paydesk Marketplace");
    seller.put("email", "sellers@example.com");
    seller.put("website", "https://marketplace.example.com");
    seller.put("country", "BR");
    seller.put("reference", "MKT-BR-01");
    seller.put("industry", "RETAIL");
    seller.put("merchant_category_code", "5399");
    split.additionalData = SandboxJson.rawJson(order);
    ObjectNode meta = SandboxJson.object();
    com.fasterxml.jackson.databind.node.ArrayNode metaList = meta.putArray("m");
    metaList.addObject().put("key", "channel").put("value", "marketplace-app");
    metaList.addObject().put("key", "cart_id").put("value", "CART-88120");
    split.metadata = SandboxJson.rawJson(metaList);
    made.add(split);

    Payment tds =
        featuredCard(
            f,
            "DEMO-3DS-0001",
            "Laptop, 3-D Secure",
            "MX",
            "MXN",
            new BigDecimal("18999.00"),
            payers[2],
            cardDetails[4],
            Duration.ofDays(5));
    ObjectNode detail = cardDetail(2, 0);
    ObjectNode card = (ObjectNode) detail.get("card");
    ObjectNode tdsNode = (ObjectNode) card.get("card_data").get("three_d_secure");
    tdsNode.put("version", "2.2.0");
    tdsNode.put("electronic_commerce_indicator", "05");
    tdsNode.put("transaction_id", Ids.seeded(f).toString());
    tdsNode.put("directory_server_transaction_id", Ids.seeded(f).toString());
    tdsNode.put("pares_status", "Y");
    tdsNode.put("acs_id", "ACS-MX-01");
    ObjectNode sc = card.putObject("stored_credentials");
    sc.put("reason", "CARD_ON_FILE");
    sc.put("usage", "FIRST");
    sc.putNull("subscription_agreement_id");
    sc.put("network_transaction_id", "MCC" + (100000000L + f.nextInt(900000000)));
    card.put("installments", 3);
    tds.methodDetail = SandboxJson.rawJson(detail);
    tds.vaultedToken = Ids.seeded(f).toString();
    tds.callbackUrl = "https://shop.example.com/paydesk/callback";
    made.add(tds);
    return made;
  }

  private Payment featuredCard(
      Random f,
      String orderId,
      String description,
      String country,
      String currency,
      BigDecimal value,
      RawJson payer,
      RawJson cardDetail,
      Duration age) {
    Payment p = new Payment();
    p.id = Ids.seeded(f);
    p.accountId = sim.accountId;
    p.country = country;
    p.currency = currency;
    p.value = value;
    p.description = description;
    p.merchantOrderId = orderId;
    p.createdAt = anchor.minus(age).minusSeconds(f.nextInt(3600));
    p.updatedAt = p.createdAt.plusNanos(412_000_000);
    p.refunded = BigDecimal.ZERO;
    p.checkoutSession = "";
    p.providerId = Payments.PROVIDER;
    p.customerPayer = payer;
    p.workflow = "DIRECT";
    p.methodType = "CARD";
    p.category = "CARD";
    p.methodDetail = cardDetail;
    p.add(
        Txn.succeeded(
            Ids.seeded(f),
            Txn.PURCHASE,
            "CARD",
            p.value,
            Payments.PROVIDER,
            p.description,
            null,
            null,
            p.createdAt.plusNanos(205_610_000)));
    p.captured = p.value;
    p.status("SUCCEEDED", "APPROVED", p.updatedAt);
    return p;
  }

  private static void leg(
      com.fasterxml.jackson.databind.node.ArrayNode legs,
      int order,
      String passenger,
      String from,
      String fromCity,
      String to,
      String toCity,
      String departs,
      String arrives,
      String carrier,
      String flight,
      String fareClass,
      String fare) {
    ObjectNode l = legs.addObject();
    l.put("order", order);
    l.put("passenger_id", passenger);
    l.put("departure_airport", from);
    l.put("departure_airport_city", fromCity);
    l.put("departure_datetime", departs);
    l.put("arrival_airport", to);
    l.put("arrival_airport_city", toCity);
    l.put("arrival_datetime", arrives);
    l.put("carrier_code", carrier);
    l.put("flight_number", flight);
    l.put("fare_class_code", fareClass);
    l.put("base_fare", new BigDecimal(fare));
    l.put("base_fare_currency", "COP");
  }

  private static void passenger(
      com.fasterxml.jackson.databind.node.ArrayNode pax,
      String id,
      String first,
      String last,
      String type,
      String nationality,
      String docType,
      String docNumber,
      String loyalty) {
    ObjectNode x = pax.addObject();
    x.put("id", id);
    x.put("first_name", first);
    x.put("last_name", last);
    x.put("type", type);
    x.put("nationality", nationality);
    ObjectNode doc = x.putObject("document");
    doc.put("document_type", docType);
    doc.put("document_number", docNumber);
    if (loyalty != null) {
      x.put("loyalty_number", loyalty);
      x.put("loyalty_tier", "GOLD");
    }
  }

  private static void recipient(
      com.fasterxml.jackson.databind.node.ArrayNode list,
      String type,
      String recipientId,
      String description,
      String reference,
      String amount) {
    ObjectNode s = list.addObject();
    s.put("type", type);
    s.put("recipient_id", recipientId);
    s.put("description", description);
    s.put("merchant_reference", reference);
    ObjectNode a = s.putObject("amount");
    a.put("value", new BigDecimal(amount));
    a.put("currency", "BRL");
  }

  private static void item(
      com.fasterxml.jackson.databind.node.ArrayNode items,
      String name,
      String quantity,
      String unit,
      String category,
      String sku) {
    ObjectNode i = items.addObject();
    i.put("name", name);
    i.put("quantity", new BigDecimal(quantity));
    i.put("unit_amount", new BigDecimal(unit));
    i.put("category", category);
    i.put("sku_code", sku);
  }

  private void bankOrWallet(Payment p, boolean bank, RawJson detail, UUID tid, Instant tAt) {
    p.methodType = bank ? BANK_METHODS[r.nextInt(BANK_METHODS.length)] : "PAYPAL";
    p.category = bank ? "BANK_TRANSFER" : "WALLET";
    p.methodDetail = detail;
    p.sdkActionRequired = true;
    p.workflow = "REDIRECT";
    boolean recent = Duration.between(p.createdAt, anchor).toHours() < 1;
    if (recent) {
      p.add(
          Txn.pending(
              tid, Txn.PURCHASE, p.category, p.value, Payments.PROVIDER, p.description, null, tAt));
      p.status("PENDING", "WAITING_ADDITIONAL_STEP", p.updatedAt);
      p.settleAt = p.createdAt.plus(Duration.ofHours(1));
    } else if (r.nextInt(10) == 0) {
      p.add(
          Txn.declined(
              tid,
              Txn.PURCHASE,
              p.category,
              p.value,
              Payments.PROVIDER,
              p.description,
              null,
              null,
              tAt));
      p.status("EXPIRED", "EXPIRED", p.updatedAt);
    } else {
      p.add(
          Txn.succeeded(
              tid,
              Txn.PURCHASE,
              p.category,
              p.value,
              Payments.PROVIDER,
              p.description,
              null,
              null,
              tAt));
      p.captured = p.value;
      p.status("SUCCEEDED", "APPROVED", p.updatedAt);
    }
  }

  /**
   * Card outcomes by roll (80..999): approved, declined, authorised, captured, refunds,
   * chargebacks.
   */
  private void cardOutcome(Payment p, int roll, UUID tid, Instant tAt) {
    Instant later = p.createdAt.plus(Duration.ofHours(1 + r.nextInt(72)));
    if (later.isAfter(anchor)) {
      later = anchor;
    }
    if (roll < 140) {
      p.add(Txn.cardDeclined(tid, Txn.PURCHASE, p.value, Payments.PROVIDER, p.description, tAt));
      p.status("DECLINED", "DECLINED", p.updatedAt);
      return;
    }
    if (roll >= 700 && roll < 800) {
      p.add(
          Txn.succeeded(
              tid,
              Txn.AUTHORIZE,
              "CARD",
              p.value,
              Payments.PROVIDER,
              p.description,
              null,
              null,
              tAt));
      if (roll < 740) {
        p.status("PENDING", "AUTHORIZED", p.updatedAt);
      } else if (roll < 770) {
        Txn cap =
            Txn.succeeded(
                Ids.seeded(r),
                Txn.CAPTURE,
                "CARD",
                p.value,
                Payments.PROVIDER,
                p.description,
                p.merchantOrderId,
                "PRODUCT_CONFIRMED",
                later);
        p.add(cap);
        p.captured = p.value;
        p.status("SUCCEEDED", "CAPTURED", cap.updatedAt());
      } else {
        Txn cancel =
            Txn.succeeded(
                Ids.seeded(r),
                Txn.CANCEL,
                "CARD",
                p.value,
                Payments.PROVIDER,
                p.description,
                p.merchantOrderId,
                "REQUESTED_BY_CUSTOMER",
                later);
        p.add(cancel);
        p.status("CANCELED", "CANCELED", cancel.updatedAt());
      }
      return;
    }
    p.add(
        Txn.succeeded(
            tid, Txn.PURCHASE, "CARD", p.value, Payments.PROVIDER, p.description, null, null, tAt));
    p.captured = p.value;
    p.status("SUCCEEDED", "APPROVED", p.updatedAt);
    if (roll >= 800 && roll < 850) {
      Txn ref =
          Txn.succeeded(
              Ids.seeded(r),
              Txn.REFUND,
              "CARD",
              p.value,
              Payments.PROVIDER,
              "Refund",
              p.merchantOrderId,
              "REQUESTED_BY_CUSTOMER",
              later);
      p.add(ref);
      p.refunded = p.value;
      p.status("REFUNDED", "REFUNDED", ref.updatedAt());
    } else if (roll >= 850 && roll < 890) {
      BigDecimal part =
          p.value.divide(
              BigDecimal.valueOf(2 + r.nextInt(3)), p.value.scale(), java.math.RoundingMode.DOWN);
      if (part.signum() > 0) {
        Txn ref =
            Txn.succeeded(
                Ids.seeded(r),
                Txn.REFUND,
                "CARD",
                part,
                Payments.PROVIDER,
                "Partial refund",
                p.merchantOrderId,
                "REQUESTED_BY_CUSTOMER",
                later);
        p.add(ref);
        p.refunded = part;
        p.status("SUCCEEDED", "PARTIALLY_REFUNDED", ref.updatedAt());
      }
    } else if (roll >= 890 && roll < 930) {
      Txn cb =
          Txn.succeeded(
                  Ids.seeded(r),
                  Txn.CHARGEBACK,
                  "CARD",
                  p.value,
                  Payments.PROVIDER,
                  "webhook transaction",
                  "Reference-" + p.id,
                  "FRAUDULENT",
                  later)
              .chargebackCreated();
      p.add(cb);
      p.status("CHARGEBACK", "CREATED", cb.updatedAt());
    } else if (roll >= 955 && roll < 960) {
      // A simplified-mode refund the provider declined in the last day: waiting for its retries.
      Instant at = anchor.minus(Duration.ofMinutes(30 + r.nextInt(18 * 60)));
      if (at.isBefore(tAt)) {
        at = tAt.plusSeconds(1);
      }
      Txn ref =
          Txn.declined(
              Ids.seeded(r),
              Txn.REFUND,
              "CARD",
              p.value,
              Payments.PROVIDER,
              "Refund",
              p.merchantOrderId,
              "REQUESTED_BY_CUSTOMER",
              at);
      p.add(ref);
      p.simplifiedMode = true;
      p.statusBeforeRetry = p.status;
      p.subStatusBeforeRetry = p.subStatus;
      p.retryOp = "REFUND";
      p.retryAmount = p.value;
      p.retryReference = p.merchantOrderId;
      p.retriesLeft = 5;
      p.nextRetryAt = ref.createdAt().plus(Duration.ofHours(1));
      p.retryUntil = ref.createdAt().plus(Duration.ofHours(24));
      p.status("PENDING", "RETRY_IN_PROCESS", ref.updatedAt());
    } else if (roll >= 930 && roll < 955) {
      Txn cb =
          Txn.succeeded(
                  Ids.seeded(r),
                  Txn.CHARGEBACK,
                  "CARD",
                  p.value,
                  Payments.PROVIDER,
                  "webhook transaction",
                  "Reference-" + p.id,
                  "REQUESTED_BY_CUSTOMER",
                  later)
              .chargebackCreated();
      p.add(cb);
      String review = roll < 945 ? "PENDING_REVIEW" : roll < 950 ? "WON" : "LOST";
      p.status("IN_DISPUTE", review, cb.updatedAt().plus(Duration.ofHours(20)));
    }
  }

  private RawJson[] customers() {
    int n = 40;
    RawJson[] payers = new RawJson[n];
    ZonedDateTime today = anchor.atZone(ZoneOffset.UTC);
    for (int i = 0; i < n; i++) {
      String[] c = COUNTRIES[i % COUNTRIES.length];
      String first = FIRST[(i * 7) % FIRST.length];
      String last = LAST[(i * 11) % LAST.length];
      String id = Ids.seeded(r).toString();
      Instant created = anchor.minus(Duration.ofDays(400 + r.nextInt(300)));
      ObjectNode cu = SandboxJson.object();
      cu.put("id", id);
      cu.put("merchant_customer_id", "CUST-" + String.format("%05d", i + 1));
      cu.put("first_name", first);
      cu.put("last_name", last);
      cu.put("gender", i % 2 == 0 ? "F" : "M");
      cu.put(
          "date_of_birth",
          (1960 + r.nextInt(40)) + "-0" + (1 + r.nextInt(9)) + "-1" + r.nextInt(10));
      cu.put("email", (first + "." + last + i).toLowerCase() + "@example.com");
      cu.put("nationality", c[0]);
      cu.put("country", c[0]);
      ObjectNode doc = cu.putObject("document");
      doc.put("document_type", "ID");
      doc.put("document_number", "******" + String.format("%04d", r.nextInt(10000)));
      ObjectNode ph = cu.putObject("phone");
      ph.put("number", "55512" + String.format("%05d", r.nextInt(100000)));
      ph.put("country_code", "1");
      ObjectNode addr = Intake.address(null);
      addr.put("address_line_1", (100 + i) + " Calle Principal");
      addr.put("country", c[0]);
      addr.put("city", "Capital " + c[0]);
      addr.put("zip_code", String.format("%05d", 10000 + i));
      addr.put("neighborhood", "Centro");
      cu.set("billing_address", addr);
      cu.set("shipping_address", addr.deepCopy());
      cu.putArray("metadata");
      cu.put("created_at", SandboxJson.micros(created));
      cu.put("updated_at", SandboxJson.micros(created));
      cu.putNull("merchant_customer_created_at");
      sim.customers.put(cu);
      customerIds.add(id);
      // Cards: expired for every 5th customer, expiring this or next month for every 4th.
      int cards = 1 + (i % 3 == 0 ? 1 : 0);
      for (int k = 0; k < cards; k++) {
        Intake.CardInfo ci = Intake.DEMO[(i + k) % Intake.DEMO.length];
        ZonedDateTime exp =
            i % 5 == 0 && k == 0
                ? today.minusMonths(1 + r.nextInt(12))
                : i % 4 == 0 && k == 0
                    ? today.plusMonths(r.nextInt(2))
                    : today.plusYears(1 + r.nextInt(4));
        ObjectNode m =
            Customers.enrolledCard(
                Ids.seeded(r).toString(),
                c[0],
                ci.brand(),
                ci.iin(),
                ci.lfd(),
                exp.getMonthValue(),
                exp.getYear(),
                ci.length(),
                ci.type(),
                ci.issuer(),
                created.plus(Duration.ofDays(k + 1)));
        if (k == 0 && i % 2 == 1) {
          m.put("last_successfully_used", true);
          m.put(
              "last_successfully_used_at",
              SandboxJson.micros(anchor.minus(Duration.ofDays(r.nextInt(30)))));
        }
        sim.customers.putMethod(id, m);
      }
      ObjectNode payer = Intake.customerPayer(null);
      payer.put("id", id);
      payer.put("merchant_customer_id", cu.get("merchant_customer_id").asText());
      payer.put("first_name", first);
      payer.put("last_name", last);
      payer.put("gender", cu.get("gender").asText());
      payer.put("date_of_birth", cu.get("date_of_birth").asText());
      payer.put("email", cu.get("email").asText());
      payer.put("nationality", c[0]);
      payer.put("ip_address", "192.0.2." + (i + 1));
      payer.set("document", doc.deepCopy());
      payer.set("phone", ph.deepCopy());
      payer.set("billing_address", addr.deepCopy());
      payer.set("shipping_address", addr.deepCopy());
      payers[i] = SandboxJson.rawJson(payer);
    }
    return payers;
  }

  /**
   * Twelve subscriptions: active, completed, paused and canceled; their past cycles are payments.
   */
  private List<Payment> subscriptions(int paymentBudget) {
    List<Payment> made = new ArrayList<>();
    String[] states = {
      "ACTIVE",
      "ACTIVE",
      "ACTIVE",
      "ACTIVE",
      "ACTIVE",
      "COMPLETED",
      "COMPLETED",
      "COMPLETED",
      "PAUSED",
      "CANCELED",
      "ACTIVE",
      "COMPLETED"
    };
    for (int i = 0; i < states.length; i++) {
      String customerId = customerIds.get(i * 3 % customerIds.size());
      ObjectNode method = sim.customers.methods.get(customerId).get(0);
      String[] c = COUNTRIES[(i * 5) % COUNTRIES.length];
      int total = states[i].equals("COMPLETED") ? 6 : 12;
      int current = states[i].equals("COMPLETED") ? 6 : 1 + r.nextInt(5);
      Instant start = anchor.atZone(ZoneOffset.UTC).minusMonths(current).plusDays(3).toInstant();
      if (states[i].equals("COMPLETED")) {
        start = anchor.atZone(ZoneOffset.UTC).minusMonths(8 + i).toInstant();
      }
      String id = Ids.seeded(r).toString();
      ObjectNode s = SandboxJson.object();
      s.put("id", id);
      s.put("name", PRODUCTS[i % PRODUCTS.length] + " monthly");
      s.put("description", "Monthly " + PRODUCTS[i % PRODUCTS.length].toLowerCase());
      s.put("account_id", sim.accountId);
      s.put("country", c[0]);
      s.put("merchant_reference", "SUB-" + String.format("%04d", i + 1));
      s.put("status", states[i]);
      ObjectNode amount = s.putObject("amount");
      amount.put("currency", c[1]);
      amount.put("value", new BigDecimal(c[2]).multiply(BigDecimal.valueOf(9 + i)));
      ObjectNode f = s.putObject("frequency");
      f.put("type", "MONTH");
      f.put("value", 1);
      s.putNull("billing_date");
      ObjectNode bc = s.putObject("billing_cycles");
      bc.put("total", total);
      bc.put("current", current);
      Instant next = start.atZone(ZoneOffset.UTC).plusMonths(current).toInstant();
      if (states[i].equals("COMPLETED") || states[i].equals("CANCELED")) {
        bc.putNull("next_at");
      } else {
        bc.put("next_at", SandboxJson.micros(next));
      }
      s.putObject("customer_payer").put("id", customerId);
      ObjectNode m = s.putObject("payment_method");
      m.put("type", "CARD");
      m.put("vaulted_token", method.get("vaulted_token").asText());
      ObjectNode av = s.putObject("availability");
      av.put("start_at", SandboxJson.micros(start));
      av.putNull("finish_at");
      ObjectNode rt = s.putObject("retries");
      rt.put("retry_on_decline", true);
      rt.put("amount", 3);
      s.putArray("metadata").addObject().put("key", "plan").put("value", "demo-" + (i + 1));
      var payments = s.putArray("payments");
      for (int k = 0; k < current && made.size() < paymentBudget; k++) {
        Instant at = start.atZone(ZoneOffset.UTC).plusMonths(k).toInstant();
        Payment p = new Payment();
        p.id = Ids.seeded(r);
        p.accountId = sim.accountId;
        p.country = c[0];
        p.currency = c[1];
        p.value = amount.get("value").decimalValue();
        p.description = s.get("name").asText() + " cycle " + (k + 1);
        p.merchantOrderId = id + "-" + (k + 1);
        p.createdAt = at;
        p.updatedAt = at.plusNanos(337_276_000);
        p.refunded = BigDecimal.ZERO;
        p.captured = p.value;
        p.checkoutSession = "";
        p.methodType = "CARD";
        p.category = "CARD";
        p.vaultedToken = method.get("vaulted_token").asText();
        p.providerId = Payments.PROVIDER;
        p.workflow = "DIRECT";
        p.subscriptionCode = id;
        p.customerPayer =
            SandboxJson.rawJson(Intake.customerPayer(SandboxJson.object().put("id", customerId)));
        ObjectNode detail =
            Intake.card(null, true, p.vaultedToken, "700" + String.format("%03d", k));
        Intake.merge((ObjectNode) detail.get("card").get("card_data"), method.get("card_data"));
        ((ObjectNode) detail.get("card").get("card_data")).remove("issuer");
        p.methodDetail = SandboxJson.rawJson(detail);
        p.add(
            Txn.succeeded(
                Ids.seeded(r),
                Txn.PURCHASE,
                "CARD",
                p.value,
                Payments.PROVIDER,
                p.description,
                p.merchantOrderId,
                null,
                at.plusNanos(205_610_000)));
        p.status("SUCCEEDED", "APPROVED", p.updatedAt);
        made.add(p);
        payments.add(p.id.toString());
      }
      if (states[i].equals("COMPLETED")) {
        s.put(
            "ending_time",
            SandboxJson.micros(start.atZone(ZoneOffset.UTC).plusMonths(total).toInstant()));
      }
      if (states[i].equals("CANCELED")) {
        s.put("cancellation_time", SandboxJson.micros(anchor.minus(Duration.ofDays(3))));
      }
      s.put("created_at", SandboxJson.micros(start.minusSeconds(60)));
      s.put("updated_at", SandboxJson.micros(start));
      sim.subscriptions.put(s);
      subscriptionIds.add(id);
    }
    return made;
  }

  /**
   * Two PAST_DUE subscriptions whose last cycle was declined: one "Do not honor", one for missing
   * stored-credential data (repaired by a PATCH with store_credentials). Made last, from their own
   * random sequence, so every other demo value stays as it was; their payments are in the sandbox
   * but not among the demo payment ids.
   */
  private void pastDue() {
    Random pr = new Random(seed ^ 0x9A57D0EL);
    String[][] plans = {
      {"Meal kit monthly", "SUB-PD-DECLINE", "DO_NOT_HONOR"},
      {"Gym membership monthly", "SUB-PD-NO_STORED_CREDENTIALS", Subscriptions.MISSING_CREDENTIALS}
    };
    for (int i = 0; i < plans.length; i++) {
      String customerId = customerIds.get(4 + i * 4);
      ObjectNode method = sim.customers.methods.get(customerId).get(0);
      String[] c = COUNTRIES[(i * 3 + 1) % COUNTRIES.length];
      int current = 3;
      Instant start =
          anchor.atZone(ZoneOffset.UTC).minusMonths(current - 1).minusDays(2).toInstant();
      String id = Ids.seeded(pr).toString();
      String token = method.get("vaulted_token").asText();
      ObjectNode s = SandboxJson.object();
      s.put("id", id);
      s.put("name", plans[i][0]);
      s.put("description", plans[i][0] + " plan");
      s.put("account_id", sim.accountId);
      s.put("country", c[0]);
      s.put("merchant_reference", plans[i][1]);
      s.put("status", "PAST_DUE");
      ObjectNode amount = s.putObject("amount");
      amount.put("currency", c[1]);
      BigDecimal value = new BigDecimal(c[2]).multiply(BigDecimal.valueOf(15 + i * 10));
      amount.put("value", value);
      ObjectNode f = s.putObject("frequency");
      f.put("type", "MONTH");
      f.put("value", 1);
      s.putNull("billing_date");
      ObjectNode bc = s.putObject("billing_cycles");
      bc.put("total", 12);
      bc.put("current", current);
      bc.put(
          "next_at",
          SandboxJson.micros(start.atZone(ZoneOffset.UTC).plusMonths(current).toInstant()));
      s.putObject("customer_payer").put("id", customerId);
      ObjectNode m = s.putObject("payment_method");
      m.put("type", "CARD");
      m.put("vaulted_token", token);
      ObjectNode av = s.putObject("availability");
      av.put("start_at", SandboxJson.micros(start));
      av.putNull("finish_at");
      ObjectNode rt = s.putObject("retries");
      rt.put("retry_on_decline", false);
      rt.put("amount", 0);
      ArrayNode meta = s.putArray("metadata");
      meta.addObject().put("key", "plan").put("value", "past-due-" + (i + 1));
      meta.addObject().put("key", "channel").put("value", "web");
      ArrayNode payments = s.putArray("payments");
      for (int k = 0; k < current; k++) {
        Instant at = start.atZone(ZoneOffset.UTC).plusMonths(k).toInstant();
        boolean ok = k < current - 1;
        Payment p = new Payment();
        p.id = Ids.seeded(pr);
        p.accountId = sim.accountId;
        p.country = c[0];
        p.currency = c[1];
        p.value = value;
        p.description = plans[i][0] + " cycle " + (k + 1);
        p.merchantOrderId = id + "-" + (k + 1);
        p.createdAt = at;
        p.updatedAt = at.plusNanos(337_276_000);
        p.refunded = BigDecimal.ZERO;
        p.captured = ok ? value : BigDecimal.ZERO;
        p.checkoutSession = "";
        p.methodType = "CARD";
        p.category = "CARD";
        p.vaultedToken = token;
        p.providerId = Payments.PROVIDER;
        p.workflow = "DIRECT";
        p.subscriptionCode = id;
        p.customerPayer =
            SandboxJson.rawJson(Intake.customerPayer(SandboxJson.object().put("id", customerId)));
        ObjectNode detail = Intake.card(null, true, token, "710" + String.format("%03d", k));
        Intake.merge((ObjectNode) detail.get("card").get("card_data"), method.get("card_data"));
        ((ObjectNode) detail.get("card").get("card_data")).remove("issuer");
        p.methodDetail = SandboxJson.rawJson(detail);
        Instant tAt = at.plusNanos(205_610_000);
        if (ok) {
          p.add(
              Txn.succeeded(
                  Ids.seeded(pr),
                  Txn.PURCHASE,
                  "CARD",
                  value,
                  Payments.PROVIDER,
                  p.description,
                  p.merchantOrderId,
                  null,
                  tAt));
          p.status("SUCCEEDED", "APPROVED", p.updatedAt);
        } else {
          p.add(
              Txn.declined(
                  Ids.seeded(pr),
                  Txn.PURCHASE,
                  value,
                  Payments.PROVIDER,
                  p.description,
                  p.merchantOrderId,
                  plans[i][2],
                  Subscriptions.declineMessage(plans[i][2]),
                  "05",
                  tAt));
          p.status("DECLINED", "DECLINED", p.updatedAt);
        }
        sim.payments.put(p);
        payments.add(p.id.toString());
      }
      s.put("created_at", SandboxJson.micros(start.minusSeconds(60)));
      s.put(
          "updated_at",
          SandboxJson.micros(start.atZone(ZoneOffset.UTC).plusMonths(current - 1).toInstant()));
      sim.subscriptions.put(s);
      subscriptionIds.add(id);
    }
  }

  private void payouts() {
    String[] purposes = {
      "PAYROLL",
      "SUPPLIER",
      "REMITTANCES",
      "FREELANCER_SERVICES",
      "EXPENSES",
      "MARKETPLACE",
      "REWARDS"
    };
    String[] methods = {
      "PIX_PAYOUT", "STP_PAYOUT", "ASTROPAY_PAYOUT", "NEQUI_PAYOUT", "PAYPAL_PAYOUT"
    };
    for (int i = 0; i < 30; i++) {
      String[] c = COUNTRIES[i % COUNTRIES.length];
      String status = i % 13 == 5 ? "DECLINED" : i % 11 == 7 ? "PENDING" : "SUCCEEDED";
      Instant at =
          anchor
              .minus(Duration.ofHours(6 + r.nextInt(24 * 300)))
              .plusNanos(r.nextInt(1_000_000_000));
      String id = Ids.seeded(r).toString();
      String txnId = Ids.seeded(r).toString();
      String reference = "PO-" + String.format("%05d", i + 1);
      ObjectNode p = SandboxJson.object();
      p.put("id", id);
      p.put("account_id", sim.accountId);
      p.put("status", status);
      p.put("merchant_reference", reference);
      p.put("purpose", purposes[i % purposes.length]);
      p.put("country", c[0]);
      p.put("description", "Demo payout " + (i + 1));
      ObjectNode amount = p.putObject("amount");
      amount.put("currency", c[1]);
      amount.put("value", new BigDecimal(c[2]).multiply(BigDecimal.valueOf(50 + r.nextInt(900))));
      ObjectNode b = p.putObject("beneficiary");
      b.put("merchant_beneficiary_id", "BEN-" + (i + 1));
      b.put("national_entity", "INDIVIDUAL");
      String first = FIRST[i % FIRST.length];
      String last = LAST[i % LAST.length];
      b.put("first_name", first);
      b.put("last_name", last);
      b.put("legal_name", first + " " + last);
      b.put("email", (first + "." + last).toLowerCase() + "@example.com");
      b.put("country", c[0]);
      b.putNull("date_of_birth");
      ObjectNode doc = b.putObject("document");
      doc.put("document_type", "ID");
      doc.put("document_number", "******" + String.format("%04d", r.nextInt(10000)));
      b.putNull("phone");
      b.putNull("address");
      p.putArray("metadata");
      p.put("created_at", SandboxJson.nanos(at));
      p.put("updated_at", SandboxJson.nanos(at.plusNanos(1_500)));
      ObjectNode t = p.putArray("transactions").addObject();
      t.put("id", txnId);
      t.put("status", status);
      t.put("type", "PAYOUT");
      t.put(
          "response_code",
          status.equals("SUCCEEDED")
              ? "SUCCEEDED"
              : status.equals("PENDING")
                  ? "PENDING_PROVIDER_CONFIRMATION"
                  : "DECLINED_BY_PROVIDER");
      t.put("merchant_reference", reference);
      t.put("purpose", p.get("purpose").asText());
      t.put("description", p.get("description").asText());
      t.set("amount", amount.deepCopy());
      ObjectNode w = t.putObject("withdrawal_method");
      w.put("type", methods[i % methods.length]);
      w.put("provider_id", "PAYDESK_SANDBOX_PAYOUTS");
      w.putNull("vaulted_token");
      w.putNull("original_transaction_id");
      ObjectNode det = w.putObject("detail");
      det.putNull("bank_transfer");
      ObjectNode wal = det.putObject("wallet");
      wal.put("code", "W" + (100000 + i));
      wal.putNull("email");
      wal.putNull("country");
      wal.putNull("document");
      wal.putNull("phone");
      ObjectNode pd = t.putObject("provider_data");
      pd.put("id", "PAYDESK_SANDBOX_PAYOUTS");
      pd.put("transaction_id", Ids.providerRef(UUID.fromString(txnId)));
      pd.put("account_id", "");
      pd.put("beneficiary_id", "BEN-" + (i + 1));
      pd.put("status", status.equals("SUCCEEDED") ? "APPROVED" : status);
      pd.put("status_detail", status);
      pd.put("raw_response", "{\"status\":\"" + pd.get("status").asText() + "\"}");
      t.put("created_at", SandboxJson.nanos(at.plusNanos(310_000_123)));
      t.put("updated_at", SandboxJson.nanos(at.plusNanos(310_000_453)));
      sim.payouts.put(p);
    }
  }

  private void entities() {
    for (int i = 0; i < 8; i++) {
      String[] c = COUNTRIES[(i * 3) % COUNTRIES.length];
      boolean person = i % 2 == 0;
      Instant at = anchor.minus(Duration.ofDays(30 + r.nextInt(300)));
      ObjectNode e = SandboxJson.object();
      e.put("id", Entities.PREFIX + Ids.seeded(r));
      e.put("account_id", sim.accountId);
      e.put("merchant_entity_id", (person ? "person-" : "company-") + (i + 1));
      e.put("national_entity", person ? "INDIVIDUAL" : "ENTITY");
      ObjectNode ph = e.putObject("phone");
      ph.put("country_code", "+1");
      ph.put("number", "20255501" + String.format("%02d", i));
      ObjectNode a = e.putObject("address");
      a.put("address_line_1", (200 + i) + " Avenida Central");
      a.putNull("address_line_2");
      a.put("building_number_1", String.valueOf(200 + i));
      a.putNull("building_number_2");
      a.put("city", "Capital " + c[0]);
      a.put("state", c[0]);
      a.put("zip_code", String.format("%05d", 20000 + i));
      a.put("country", c[0]);
      ObjectNode d = e.putObject("entity_detail");
      ObjectNode tax = SandboxJson.object();
      tax.put("country", c[0]);
      tax.put("tax_id_last_4", String.format("%04d", r.nextInt(10000)));
      tax.put("tax_id_type", person ? "PERSONAL_TAX_ID" : "COMPANY_TAX_ID");
      tax.put("is_primary", true);
      if (person) {
        ObjectNode ind = d.putObject("individual");
        ind.put("first_name", FIRST[i]);
        ind.put("last_name", LAST[i]);
        ind.put("email", (FIRST[i] + "." + LAST[i]).toLowerCase() + "@example.com");
        ind.put("date_of_birth", "198" + i + "-05-1" + i);
        ind.put("gender", i % 4 == 0 ? "F" : "M");
        ind.put("country_of_residence", c[0]);
        ind.putArray("tax_information").add(tax);
        ObjectNode doc = ind.putObject("document");
        doc.put("document_type", "ID");
        doc.put("document_number_last_4", String.format("%04d", r.nextInt(10000)));
        doc.put("issuing_country", c[0]);
        doc.put("issued_at", "2015-01-15");
        doc.put("expires_at", "2030-01-15");
        d.putNull("entity");
      } else {
        d.putNull("individual");
        ObjectNode org = d.putObject("entity");
        org.put("name", LAST[i] + " Comercial S.A.");
        org.put("country", c[0]);
        org.putArray("tax_information").add(tax);
        org.put("entity_type", "CORPORATION");
        org.putArray("beneficial_owners");
      }
      e.put("created_at", SandboxJson.micros(at));
      e.put("updated_at", SandboxJson.micros(at));
      sim.entities.put(e);
    }
  }

  /** Demo payment ids, newest first, rendered on demand. */
  List<String> ids() {
    Payment[] arr = newestFirst;
    return new java.util.AbstractList<>() {
      @Override
      public String get(int i) {
        return arr[i].id.toString();
      }

      @Override
      public int size() {
        return arr.length;
      }
    };
  }

  static List<String> countryCodes() {
    return Arrays.stream(COUNTRIES).map(c -> c[0]).toList();
  }
}
