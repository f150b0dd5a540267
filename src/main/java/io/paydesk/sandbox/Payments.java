package io.paydesk.sandbox;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.paydesk.sandbox.Idempotency.Reply;
import io.paydesk.sandbox.PaymentJson.Mode;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

/** Payments: creation, look-ups, capture, refund, cancel, chargebacks, disputes, retries. */
final class Payments {
  static final String PROVIDER = "PAYDESK_SANDBOX_GW";
  static final int MAX_EVIDENCE_BYTES = 1024 * 1024;
  private static final Set<String> SYNC_METHODS =
      Set.of("CARD", "APPLE_PAY", "GOOGLE_PAY", "CLICK_TO_PAY");
  private static final Duration SETTLE_AFTER = Duration.ofHours(1);
  private static final long PROCESSING_NANOS = 337_276_000;
  private static final java.util.regex.Pattern SEPARATORS = java.util.regex.Pattern.compile("[ -]");
  private static final java.util.regex.Pattern CARD_NUMBER =
      java.util.regex.Pattern.compile("\\d{12,19}");
  private static final java.util.regex.Pattern SECURITY_CODE =
      java.util.regex.Pattern.compile("\\d{3,4}");
  private static final java.util.regex.Pattern BASE64 =
      java.util.regex.Pattern.compile("[A-Za-z0-9+/\\s]*=?=?\\s*");

  static String authCode(UUID id) {
    String s = Integer.toString(Math.floorMod(id.hashCode(), 1_000_000));
    return "000000".substring(s.length()) + s;
  }

  volatile ConcurrentHashMap<UUID, Payment> byId = new ConcurrentHashMap<>();
  volatile ConcurrentHashMap<String, Object> byOrder = new ConcurrentHashMap<>();
  private final Sim sim;

  Payments(Sim sim) {
    this.sim = sim;
  }

  void put(Payment p) {
    byId.put(p.id, p);
    // One order id usually has one payment: keep the payment itself, a list only when shared.
    byOrder.merge(
        p.merchantOrderId,
        p,
        (a, b) -> {
          if (a instanceof Payment pa) {
            List<Payment> l = new ArrayList<>(4);
            l.add(pa);
            l.add((Payment) b);
            return l;
          }
          @SuppressWarnings("unchecked")
          List<Payment> l = (List<Payment>) a;
          synchronized (l) {
            l.add((Payment) b);
          }
          return l;
        });
  }

  /** Puts a payment read back from the store, replacing the seeded one with the same id. */
  void putOrReplace(Payment p) {
    Payment old = byId.put(p.id, p);
    if (old == null) {
      byId.remove(p.id);
      put(p);
      return;
    }
    byOrder.computeIfPresent(
        old.merchantOrderId,
        (k, v) -> {
          if (v == old) {
            return p;
          }
          if (v instanceof List<?> shared) {
            @SuppressWarnings("unchecked")
            List<Payment> l = (List<Payment>) shared;
            synchronized (l) {
              l.replaceAll(x -> x == old ? p : x);
            }
          }
          return v;
        });
  }

  void clear() {
    byId = new ConcurrentHashMap<>();
    byOrder = new ConcurrentHashMap<>();
  }

  /** Sizes the indexes for n payments before seeding (called while nothing else runs). */
  void presize(int n) {
    if (byId.isEmpty() && n > 1000) {
      byId = new ConcurrentHashMap<>(n + n / 2);
      byOrder = new ConcurrentHashMap<>(n + n / 2);
    }
  }

  Payment find(String id) {
    UUID u = Ids.parse(id);
    if (u == null) {
      throw ApiException.invalid("payment_id", "must be a UUID of 36 characters");
    }
    Payment p = byId.get(u);
    if (p == null) {
      throw new ApiException(400, "PAYMENT_NOT_FOUND", "Payment not found.");
    }
    return p;
  }

  // ---- create ----

  Reply create(JsonNode b) {
    Instant now = sim.clock.now();
    String account = Check.uuid(b, "account_id", "account_id", true);
    if (!account.equals(sim.accountId)) {
      throw new ApiException(
          403,
          "AUTHORIZATION_REQUIRED",
          "account_id: the credentials do not give access to account " + account);
    }
    String order = Check.text(b, "merchant_order_id", "merchant_order_id", true, 3, 255);
    String description = Check.text(b, "description", "description", true, 3, 255);
    Check.Money money = Check.amount(b, "amount", "amount", true);
    String country = Check.country(b, "country", "country", true);
    String workflow = Check.oneOf(b, "workflow", "workflow", false, Check.WORKFLOWS);
    JsonNode checkout = Check.object(b, "checkout", "checkout", false);
    String session = Check.text(checkout, "session", "checkout.session", false, 0, 64);
    if ((workflow == null || workflow.equals("SDK_CHECKOUT"))
        && (session == null || session.isEmpty())) {
      throw ApiException.missing("checkout.session");
    }
    String reference = Check.text(b, "merchant_reference", "merchant_reference", false, 3, 255);
    String callback = Check.text(b, "callback_url", "callback_url", false, 3, 526);
    JsonNode metadata = Check.metadata(b, "metadata", 120);
    JsonNode pm = Check.object(b, "payment_method", "payment_method", true);
    String token = Check.text(pm, "token", "payment_method.token", false, 36, 64);
    String vaulted = Check.text(pm, "vaulted_token", "payment_method.vaulted_token", false, 36, 64);
    String type = Check.text(pm, "type", "payment_method.type", false, 2, 64);
    JsonNode detail = Check.object(pm, "detail", "payment_method.detail", false);
    JsonNode card = Check.object(detail, "card", "payment_method.detail.card", false);
    JsonNode wallet = Check.object(detail, "wallet", "payment_method.detail.wallet", false);
    if (type == null) {
      if (card != null || vaulted != null) {
        type = "CARD";
      } else if (workflow != null && (workflow.equals("DIRECT") || workflow.equals("REDIRECT"))) {
        throw ApiException.missing("payment_method.type");
      } else {
        type = "CARD";
      }
    }
    JsonNode cardData =
        Check.object(card, "card_data", "payment_method.detail.card.card_data", false);
    if (cardData != null) {
      String number =
          Check.text(
              cardData, "number", "payment_method.detail.card.card_data.number", false, 12, 23);
      if (number != null
          && !CARD_NUMBER.matcher(SEPARATORS.matcher(number).replaceAll("")).matches()) {
        throw ApiException.invalid(
            "payment_method.detail.card.card_data.number", "must be 12 to 19 digits");
      }
      JsonNode em = cardData.get("expiration_month");
      if (em != null
          && !em.isNull()
          && (!em.canConvertToInt() || em.asInt() < 1 || em.asInt() > 12)) {
        throw ApiException.invalid(
            "payment_method.detail.card.card_data.expiration_month", "must be 1 to 12");
      }
      String sc =
          Check.text(
              cardData,
              "security_code",
              "payment_method.detail.card.card_data.security_code",
              false,
              3,
              4);
      if (sc != null && !SECURITY_CODE.matcher(sc).matches()) {
        throw ApiException.invalid(
            "payment_method.detail.card.card_data.security_code", "must be 3 or 4 digits");
      }
    }
    Boolean captureFlag = Check.bool(card, "capture", "payment_method.detail.card.capture");
    boolean capture = captureFlag == null || captureFlag;
    Boolean vos = Check.bool(pm, "vault_on_success", "payment_method.vault_on_success");
    JsonNode cp = Check.object(b, "customer_payer", "customer_payer", false);
    if (cp != null) {
      Check.text(cp, "email", "customer_payer.email", false, 1, 255);
      Check.date(cp, "date_of_birth", "customer_payer.date_of_birth");
      Check.text(cp, "nationality", "customer_payer.nationality", false, 2, 2);
      Check.address(cp, "billing_address", "customer_payer.billing_address");
      Check.address(cp, "shipping_address", "customer_payer.shipping_address");
    }
    String customerId = Json.text(cp, "id");
    if (Boolean.TRUE.equals(vos) && customerId == null) {
      throw ApiException.missing("customer_payer.id (vault_on_success needs a customer)");
    }
    JsonNode additional = Check.object(b, "additional_data", "additional_data", false);
    JsonNode split = b.get("split_marketplace");
    if (split != null && !split.isNull() && !split.isArray()) {
      throw ApiException.invalid("split_marketplace", "must be an array");
    }
    JsonNode enrolled = null;
    if (vaulted != null) {
      enrolled = sim.customers.method(vaulted);
      if (enrolled == null) {
        throw ApiException.invalid(
            "payment_method.vaulted_token", "no enrolled payment method has this token");
      }
    }

    Payment p = new Payment();
    p.id = Ids.random();
    p.accountId = account;
    p.description = description;
    p.country = country;
    p.merchantOrderId = order;
    p.merchantReference = reference;
    // Processing ends now; the payment was created a simulated latency earlier.
    p.createdAt = now.minusNanos(PROCESSING_NANOS);
    p.updatedAt = now;
    p.currency = money.currency();
    p.value = money.value();
    p.captured = BigDecimal.ZERO;
    p.refunded = BigDecimal.ZERO;
    p.checkoutSession = session == null ? "" : session;
    p.methodType = type;
    p.token = token;
    p.vaultedToken = vaulted;
    p.vaultOnSuccess = Boolean.TRUE.equals(vos);
    p.parentMethodType = Json.text(pm, "parent_payment_method_type");
    p.providerId = PROVIDER;
    p.customerPayer = cp == null ? Intake.EMPTY_PAYER : Json.rawJson(Intake.customerPayer(cp));
    p.additionalData = additional == null ? null : Json.rawJson(additional);
    p.metadata = metadata == null ? null : Json.rawJson(metadata);
    p.splitMarketplace = split == null || split.isNull() ? null : Json.rawJson(split);
    p.callbackUrl = callback;
    p.workflow = workflow == null ? "SDK_CHECKOUT" : workflow;
    p.subscriptionCode = null;

    String upperOrder = order.toUpperCase(Locale.ROOT);
    boolean decline = upperOrder.contains("DECLINE");
    boolean pending = upperOrder.contains("PENDING");
    String auth = authCode(p.id);
    UUID txnId = Ids.random();
    Instant tAt = now;
    if (SYNC_METHODS.contains(type) || card != null) {
      p.category = "CARD";
      ObjectNode cardDetail =
          enrolled != null
              ? Intake.card(null, capture, vaulted, auth)
              : Intake.card(card, capture, token == null ? p.id.toString() : token, auth);
      if (enrolled != null) {
        ObjectNode cd = (ObjectNode) cardDetail.get("card").get("card_data");
        Intake.merge(cd, enrolled.get("card_data"));
        cd.remove("issuer");
      }
      if (!type.equals("CARD")) {
        p.parentMethodType = p.parentMethodType == null ? type : p.parentMethodType;
      }
      p.methodDetail = Intake.cardJson(cardDetail, auth);
      String txType = capture ? Txn.PURCHASE : Txn.AUTHORIZE;
      if (decline) {
        p.status("DECLINED", "DECLINED", p.updatedAt);
        p.add(
            Txn.declined(
                txnId, txType, "CARD", p.value, PROVIDER, description, reference, null, tAt));
      } else if (pending) {
        p.status("PENDING", "WAITING_ADDITIONAL_STEP", p.updatedAt);
        p.settleAt = now;
        p.settleOk = true;
        p.add(Txn.pending(txnId, txType, "CARD", p.value, PROVIDER, description, reference, tAt));
      } else {
        p.add(
            Txn.succeeded(
                txnId, txType, "CARD", p.value, PROVIDER, description, reference, null, tAt));
        if (capture) {
          p.status("SUCCEEDED", "APPROVED", p.updatedAt);
          p.captured = p.value;
        } else {
          p.status("PENDING", "AUTHORIZED", p.updatedAt);
        }
        if (p.vaultOnSuccess) {
          p.vaultedToken = sim.customers.enrol(customerId, p, cardDetail, now);
        }
      }
    } else {
      boolean isWallet =
          wallet != null
              || type.contains("WALLET")
              || type.equals("PAYPAL")
              || type.equals("MERCADO_PAGO_WALLET")
              || type.equals("NEQUI")
              || type.equals("DAVIPLATA");
      p.category = isWallet ? "WALLET" : "BANK_TRANSFER";
      String sessionRef = p.checkoutSession.isEmpty() ? p.id.toString() : p.checkoutSession;
      p.methodDetail =
          Json.rawJson(
              isWallet
                  ? Intake.wallet(Json.micros(now.plus(Duration.ofDays(1))))
                  : Intake.bankTransfer(type, country, sessionRef));
      p.sdkActionRequired = true;
      p.status("PENDING", "WAITING_ADDITIONAL_STEP", p.updatedAt);
      p.settleAt = now.plus(SETTLE_AFTER);
      p.settleOk = !decline;
      p.add(
          Txn.pending(
              txnId, Txn.PURCHASE, p.category, p.value, PROVIDER, description, reference, tAt));
    }
    put(p);
    sim.changed(p);
    Payment snap = p.copy();
    return Reply.json(201, g -> PaymentJson.payment(g, snap, Mode.CREATE, null, true, false));
  }

  /** A merchant-initiated card charge (subscription billing or demo data). */
  Payment charge(
      String country,
      String currency,
      BigDecimal value,
      String vaultedToken,
      String description,
      String order,
      String subscriptionId,
      Instant at,
      boolean ok) {
    Payment p = new Payment();
    p.id = Ids.random();
    p.accountId = sim.accountId;
    p.description = description;
    p.country = country;
    p.merchantOrderId = order;
    p.createdAt = at.minusNanos(PROCESSING_NANOS);
    p.updatedAt = at;
    p.currency = currency;
    p.value = value;
    p.captured = BigDecimal.ZERO;
    p.refunded = BigDecimal.ZERO;
    p.checkoutSession = "";
    p.methodType = "CARD";
    p.vaultedToken = vaultedToken;
    p.providerId = PROVIDER;
    p.category = "CARD";
    p.workflow = "DIRECT";
    p.subscriptionCode = subscriptionId;
    p.customerPayer = Json.rawJson(Intake.customerPayer(null));
    ObjectNode detail = Intake.card(null, true, vaultedToken, authCode(p.id));
    JsonNode m = vaultedToken == null ? null : sim.customers.method(vaultedToken);
    if (m != null) {
      ObjectNode cd = (ObjectNode) detail.get("card").get("card_data");
      Intake.merge(cd, m.get("card_data"));
      cd.remove("issuer");
    }
    p.methodDetail = Json.rawJson(detail);
    Instant tAt = at;
    if (ok) {
      p.add(
          Txn.succeeded(
              Ids.random(), Txn.PURCHASE, "CARD", value, PROVIDER, description, order, null, tAt));
      p.captured = value;
      p.status("SUCCEEDED", "APPROVED", p.updatedAt);
    } else {
      p.add(
          Txn.declined(
              Ids.random(), Txn.PURCHASE, "CARD", value, PROVIDER, description, order, null, tAt));
      p.status("DECLINED", "DECLINED", p.updatedAt);
    }
    put(p);
    sim.changed(p);
    return p;
  }

  // ---- look-ups ----

  Reply get(String id, boolean raw, boolean history) {
    Payment p = find(id);
    Payment snap;
    synchronized (p) {
      snap = p.copy();
    }
    return Reply.json(200, g -> PaymentJson.payment(g, snap, Mode.GET, null, raw, history));
  }

  /** The body GET /v1/payments/{id} answers without query flags. */
  byte[] json(String id) {
    Payment p = find(id);
    Payment snap;
    synchronized (p) {
      snap = p.copy();
    }
    return PaymentJson.payment(snap, Mode.GET, null, false, false);
  }

  byte[] byMerchantOrder(String order) {
    if (order == null || order.isEmpty()) {
      throw ApiException.missing("merchant_order_id");
    }
    Object o = byOrder.get(order);
    List<Payment> l = new ArrayList<>();
    if (o instanceof Payment p) {
      l.add(p);
    } else if (o instanceof List<?> shared) {
      synchronized (shared) {
        for (Object x : shared) {
          l.add((Payment) x);
        }
      }
    }
    if (l.isEmpty()) {
      throw new ApiException(400, "PAYMENT_NOT_FOUND", "Payment not found.");
    }
    List<Payment> snaps = new ArrayList<>();
    for (Payment p : l) {
      synchronized (p) {
        snaps.add(p.copy());
      }
    }
    snaps.sort((a, c) -> c.createdAt.compareTo(a.createdAt));
    return PaymentJson.list(snaps);
  }

  // ---- capture ----

  Reply capture(String paymentId, String txnId, JsonNode b) {
    Payment p = find(paymentId);
    String reference = Check.text(b, "merchant_reference", "merchant_reference", true, 3, 255);
    Check.Money money = Check.amount(b, "amount", "amount", true);
    Check.text(b, "reason", "reason", true, 1, 255);
    Boolean simplified = Check.bool(b, "simplified_mode", "simplified_mode");
    Txn auth;
    synchronized (p) {
      auth = txnOf(p, txnId);
      if (p.captureRunning) {
        throw ApiException.invalidStatus(
            "The transaction is already in progress: a capture of it is running.");
      }
      if (!canCapture(p) || !Txn.AUTHORIZE.equals(auth.type())) {
        throw ApiException.invalidStatus(
            "Only an authorised payment can be captured; this one is "
                + p.status
                + "/"
                + p.subStatus
                + ".");
      }
      if (!money.currency().equals(p.currency)) {
        throw ApiException.invalid("amount.currency", "must be the payment currency " + p.currency);
      }
      if (money.value().compareTo(p.value) > 0) {
        throw ApiException.invalid(
            "amount.value", "exceeds the authorised amount " + p.value.toPlainString());
      }
      p.captureRunning = true;
    }
    boolean ok;
    try {
      ok = sim.provider.call(reference);
    } finally {
      synchronized (p) {
        p.captureRunning = false;
      }
    }
    Payment snap;
    Txn t;
    synchronized (p) {
      Instant now = sim.clock.now();
      UUID id = Ids.random();
      boolean partial = money.value().compareTo(p.value) < 0;
      if (ok) {
        t =
            Txn.succeeded(
                id,
                Txn.CAPTURE,
                p.category,
                money.value(),
                PROVIDER,
                p.description,
                reference,
                Json.text(b, "reason"),
                now);
        p.add(t);
        p.captured = money.value();
        p.status("SUCCEEDED", partial ? "PARTIALLY_CAPTURED" : "CAPTURED", t.updatedAt());
      } else if (Boolean.TRUE.equals(simplified)) {
        Txn declined =
            Txn.declined(
                id,
                Txn.CAPTURE,
                p.category,
                money.value(),
                PROVIDER,
                p.description,
                reference,
                Json.text(b, "reason"),
                now);
        p.add(declined.hidden());
        t =
            Txn.succeeded(
                id,
                Txn.CAPTURE,
                p.category,
                money.value(),
                PROVIDER,
                p.description,
                reference,
                Json.text(b, "reason"),
                now);
        scheduleRetry(p, "CAPTURE", money.value(), reference, now);
      } else {
        t =
            Txn.declined(
                id,
                Txn.CAPTURE,
                p.category,
                money.value(),
                PROVIDER,
                p.description,
                reference,
                Json.text(b, "reason"),
                now);
        p.add(t);
        p.touch(t.updatedAt());
      }
      p.simplifiedMode = Boolean.TRUE.equals(simplified);
      sim.changed(p);
      snap = p.copy();
    }
    Txn answer = t;
    return Reply.json(200, g -> PaymentJson.txnWithPayment(g, snap, answer, false, null));
  }

  private void scheduleRetry(
      Payment p, String op, BigDecimal amount, String reference, Instant now) {
    p.statusBeforeRetry = p.status;
    p.subStatusBeforeRetry = p.subStatus;
    p.retryOp = op;
    p.retryAmount = amount;
    p.retryReference = reference;
    p.retriesLeft = 5;
    p.nextRetryAt = now.plus(Duration.ofHours(1));
    p.retryUntil = now.plus(Duration.ofHours(24));
    p.status("PENDING", "RETRY_IN_PROCESS", now);
  }

  private Txn txnOf(Payment p, String txnId) {
    UUID t = Ids.parse(txnId);
    if (t == null) {
      throw ApiException.invalid("transaction_id", "must be a UUID of 36 characters");
    }
    Txn found = p.txn(t);
    if (found == null) {
      throw new ApiException(400, "TRANSACTION_NOT_FOUND", "Transaction not found.");
    }
    return found;
  }

  // ---- refund ----

  /** A refund: answers the payment with the refund transaction. */
  Reply refund(String paymentId, String txnId, JsonNode b) {
    Payment p = find(paymentId);
    RefundArgs a = refundArgs(b, true);
    Payment snap;
    Txn t;
    synchronized (p) {
      if (txnId != null) {
        txnOf(p, txnId);
      }
      t = doRefund(p, a);
      snap = p.copy();
    }
    Txn answer = t;
    return Reply.json(200, g -> PaymentJson.payment(g, snap, Mode.ONE, answer, true, false));
  }

  record RefundArgs(
      String reference,
      String description,
      String reason,
      Check.Money money,
      boolean simplified,
      boolean receipt,
      String language) {}

  private RefundArgs refundArgs(JsonNode b, boolean referenceRequired) {
    String reference =
        Check.text(b, "merchant_reference", "merchant_reference", referenceRequired, 3, 255);
    String description = Check.text(b, "description", "description", false, 3, 255);
    String reason = Check.oneOf(b, "reason", "reason", false, Check.REFUND_REASONS);
    Check.Money money = Check.amount(b, "amount", "amount", false);
    Boolean simplified = Check.bool(b, "simplified_mode", "simplified_mode");
    JsonNode rad = Check.object(b, "response_additional_data", "response_additional_data", false);
    Boolean receipt = Check.bool(rad, "receipt", "response_additional_data.receipt");
    String lang =
        Check.oneOf(
            rad,
            "receipt_language",
            "response_additional_data.receipt_language",
            false,
            Set.of("ES", "EN", "PT"));
    Check.object(b, "customer_payer", "customer_payer", false);
    return new RefundArgs(
        reference,
        description,
        reason,
        money,
        Boolean.TRUE.equals(simplified),
        Boolean.TRUE.equals(receipt),
        lang);
  }

  private Txn doRefund(Payment p, RefundArgs a) {
    if (!canRefund(p)) {
      throw ApiException.invalidStatus(
          "Only a captured payment with an amount left to refund and no chargeback can be"
              + " refunded; this one is "
              + p.status
              + "/"
              + p.subStatus
              + ".");
    }
    BigDecimal amount = a.money() == null ? p.refundable() : a.money().value();
    if (a.money() != null && !a.money().currency().equals(p.currency)) {
      throw ApiException.invalid("amount.currency", "must be the payment currency " + p.currency);
    }
    if (amount.compareTo(p.refundable()) > 0) {
      throw ApiException.invalid(
          "amount.value", "exceeds the refundable amount " + p.refundable().toPlainString());
    }
    boolean ok = sim.provider.call(a.reference());
    Instant now = sim.clock.now();
    UUID id = Ids.random();
    Txn t;
    if (ok) {
      t =
          Txn.succeeded(
              id,
              Txn.REFUND,
              p.category,
              amount,
              PROVIDER,
              a.description(),
              a.reference(),
              a.reason(),
              now);
      applyRefund(p, amount, t.updatedAt());
    } else {
      t =
          Txn.declined(
              id,
              Txn.REFUND,
              p.category,
              amount,
              PROVIDER,
              a.description(),
              a.reference(),
              a.reason(),
              now);
      if (a.simplified()) {
        scheduleRetry(p, "REFUND", amount, a.reference(), now);
      } else {
        p.touch(t.updatedAt());
      }
    }
    if (a.receipt()) {
      t = t.withReceipt("https://receipts.sandbox.local/" + id + ".pdf");
    }
    p.add(t);
    p.simplifiedMode = a.simplified();
    sim.changed(p);
    return t;
  }

  private void applyRefund(Payment p, BigDecimal amount, Instant at) {
    p.refunded = p.refunded.add(amount);
    if (p.refunded.compareTo(p.captured) >= 0) {
      p.status("REFUNDED", "REFUNDED", at);
    } else {
      p.status("SUCCEEDED", "PARTIALLY_REFUNDED", at);
    }
  }

  // ---- cancel ----

  Reply cancel(String paymentId, String txnId, JsonNode b) {
    Payment p = find(paymentId);
    String reference = Check.text(b, "merchant_reference", "merchant_reference", true, 3, 255);
    Check.text(b, "description", "description", false, 3, 255);
    String reason = Check.oneOf(b, "reason", "reason", false, Check.CANCEL_REASONS);
    JsonNode rad = Check.object(b, "response_additional_data", "response_additional_data", false);
    Boolean receipt = Check.bool(rad, "receipt", "response_additional_data.receipt");
    String lang =
        Check.oneOf(
            rad,
            "receipt_language",
            "response_additional_data.receipt_language",
            false,
            Set.of("ES", "EN", "PT"));
    Payment snap;
    Txn t;
    synchronized (p) {
      txnOf(p, txnId);
      t = doCancel(p, reference, reason, Boolean.TRUE.equals(receipt));
      snap = p.copy();
    }
    Txn answer = t;
    return Reply.json(
        200, g -> PaymentJson.txnWithPayment(g, snap, answer, Boolean.TRUE.equals(receipt), lang));
  }

  private Txn doCancel(Payment p, String reference, String reason, boolean receipt) {
    if (!canCancel(p)) {
      throw ApiException.invalidStatus(
          "Only an authorised or pending payment, never captured, can be cancelled; this one is "
              + p.status
              + "/"
              + p.subStatus
              + ".");
    }
    Instant now = sim.clock.now();
    UUID id = Ids.random();
    Txn t =
        Txn.succeeded(
            id, Txn.CANCEL, p.category, p.value, PROVIDER, p.description, reference, reason, now);
    if (receipt) {
      t = t.withReceipt("https://receipts.sandbox.local/" + id + ".pdf");
    }
    p.add(t);
    p.settleAt = null;
    p.status("CANCELED", "CANCELED", t.updatedAt());
    sim.changed(p);
    return t;
  }

  // ---- which action a payment's state allows (the console offers actions by the same rules) ----

  /** Succeeded with an amount left to refund, never under a chargeback or dispute. */
  static boolean canRefund(Payment p) {
    return "SUCCEEDED".equals(p.status) && p.refundable().signum() > 0 && !underChargeback(p);
  }

  /** Pending and authorised only: not after a capture, not while a retry runs. */
  static boolean canCapture(Payment p) {
    return "PENDING".equals(p.status) && "AUTHORIZED".equals(p.subStatus) && !underChargeback(p);
  }

  /** Pending, no retry running, never after any capture. */
  static boolean canCancel(Payment p) {
    return "PENDING".equals(p.status)
        && !"RETRY_IN_PROCESS".equals(p.subStatus)
        && !captured(p)
        && !underChargeback(p);
  }

  private static boolean underChargeback(Payment p) {
    return "CHARGEBACK".equals(p.status)
        || "IN_DISPUTE".equals(p.status)
        || p.lastOf(Txn.CHARGEBACK) != null;
  }

  private static boolean captured(Payment p) {
    if (p.captured.signum() > 0) {
      return true;
    }
    for (Txn t : p.txns) {
      if (Txn.CAPTURE.equals(t.type()) && "SUCCEEDED".equals(t.status())) {
        return true;
      }
    }
    return false;
  }

  /** Cancels when cancelling is allowed, refunds when refunding is; otherwise refuses. */
  Reply cancelOrRefund(String paymentId, String txnId, JsonNode b) {
    Payment p = find(paymentId);
    RefundArgs a = refundArgs(b, false);
    Payment snap;
    Txn t;
    synchronized (p) {
      if (txnId != null) {
        txnOf(p, txnId);
      }
      if (canCancel(p)) {
        t = doCancel(p, a.reference(), a.reason(), a.receipt());
      } else if (canRefund(p)) {
        t = doRefund(p, a);
      } else {
        throw ApiException.invalidStatus(
            "This payment can be neither cancelled nor refunded; it is "
                + p.status
                + "/"
                + p.subStatus
                + ".");
      }
      snap = p.copy();
    }
    Txn answer = t;
    return Reply.json(
        201, g -> PaymentJson.txnWithPayment(g, snap, answer, a.receipt(), a.language()));
  }

  // ---- chargebacks and disputes ----

  byte[] openChargeback(String paymentId, JsonNode b) {
    Payment p = find(paymentId);
    String reason = Json.text(b, "reason");
    Payment snap;
    Txn t;
    synchronized (p) {
      if (!(p.status.equals("SUCCEEDED") || p.status.equals("REFUNDED"))
          || p.captured.signum() <= 0) {
        throw ApiException.invalidStatus(
            "A chargeback needs a succeeded payment; this one is "
                + p.status
                + "/"
                + p.subStatus
                + ".");
      }
      if (p.lastOf(Txn.CHARGEBACK) != null) {
        throw ApiException.invalidStatus("This payment already has a chargeback.");
      }
      t = chargeback(p, reason == null ? "REQUESTED_BY_CUSTOMER" : reason, sim.clock.now());
      snap = p.copy();
    }
    Txn answer = t;
    return Json.write(
        g -> {
          g.writeStartObject();
          g.writeFieldName("transaction");
          PaymentJson.txn(g, snap, answer, true);
          g.writeFieldName("payment");
          PaymentJson.payment(g, snap, Mode.GET, null, false, true);
          g.writeEndObject();
        });
  }

  /** Closes a dispute under review as WON or LOST (payment IN_DISPUTE with that sub_status). */
  byte[] disputeOutcome(String paymentId, JsonNode b) {
    Payment p = find(paymentId);
    String outcome = Check.oneOf(b, "outcome", "outcome", true, Set.of("WON", "LOST"));
    Payment snap;
    synchronized (p) {
      if (!"IN_DISPUTE".equals(p.status) || !"PENDING_REVIEW".equals(p.subStatus)) {
        throw ApiException.invalidStatus(
            "Only a dispute under review can be decided; this payment is "
                + p.status
                + "/"
                + p.subStatus
                + ".");
      }
      p.status("IN_DISPUTE", outcome, sim.clock.now());
      sim.changed(p);
      snap = p.copy();
    }
    return PaymentJson.payment(snap, Mode.GET, null, false, true);
  }

  Txn chargeback(Payment p, String reason, Instant now) {
    Txn t =
        Txn.succeeded(
                Ids.random(),
                Txn.CHARGEBACK,
                p.category,
                p.captured,
                PROVIDER,
                "webhook transaction",
                "Reference-" + p.id,
                reason,
                now)
            .chargebackCreated();
    p.add(t);
    p.status("CHARGEBACK", "CREATED", t.updatedAt());
    sim.changed(p);
    return t;
  }

  Reply dispute(String paymentId, String txnId, JsonNode b, boolean update) {
    Payment p = find(paymentId);
    String account = Check.uuid(b, "account_id", "account_id", true);
    if (!account.equals(p.accountId)) {
      throw ApiException.invalid("account_id", "does not match the payment's account");
    }
    JsonNode ev = b.get("evidence");
    if (ev == null || ev.isNull()) {
      throw ApiException.missing("evidence");
    }
    if (!ev.isArray() || ev.isEmpty()) {
      throw ApiException.invalid("evidence", "must be a non-empty array");
    }
    for (int i = 0; i < ev.size(); i++) {
      String path = "evidence[" + i + "]";
      JsonNode e = ev.get(i);
      if (!e.isObject()) {
        throw ApiException.invalid(path, "must be an object");
      }
      String ct = Check.text(e, "content_type", path + ".content_type", true, 1, 100);
      if (!ct.equals("application/pdf")) {
        throw ApiException.invalid(path + ".content_type", "must be application/pdf");
      }
      Check.text(e, "file_name", path + ".file_name", true, 3, 255);
      Check.oneOf(
          e, "content_category", path + ".content_category", true, Check.EVIDENCE_CATEGORIES);
      String content = Check.text(e, "content", path + ".content", true, 1, Integer.MAX_VALUE);
      if (content.length() > (MAX_EVIDENCE_BYTES / 3 + 1) * 4 + 8) {
        throw ApiException.invalid(path + ".content", "the decoded file is larger than 1 MB");
      }
      byte[] pdf;
      try {
        pdf = Base64.getMimeDecoder().decode(content);
        if (!BASE64.matcher(content).matches()) {
          throw new IllegalArgumentException();
        }
      } catch (IllegalArgumentException x) {
        throw ApiException.invalid(path + ".content", "is not valid base64");
      }
      if (pdf.length > MAX_EVIDENCE_BYTES) {
        throw ApiException.invalid(path + ".content", "the decoded file is larger than 1 MB");
      }
      if (pdf.length < 5
          || !new String(pdf, 0, 5, java.nio.charset.StandardCharsets.ISO_8859_1).equals("%PDF-")) {
        throw ApiException.invalid(
            path + ".content", "is not a PDF (it does not start with %PDF-)");
      }
    }
    Payment snap;
    Txn cb;
    synchronized (p) {
      txnOf(p, txnId);
      cb = p.lastOf(Txn.CHARGEBACK);
      if (cb == null) {
        throw ApiException.invalidStatus("This payment has no chargeback to dispute.");
      }
      if (update && !"IN_DISPUTE".equals(p.status)) {
        throw ApiException.invalidStatus(
            "No evidence was sent for this chargeback yet: send it with POST first.");
      }
      if (!update && !"CHARGEBACK".equals(p.status)) {
        throw ApiException.invalidStatus(
            "Evidence was already sent for this chargeback (payment is "
                + p.status
                + "/"
                + p.subStatus
                + "): update it with PATCH.");
      }
      Instant now = sim.clock.now();
      cb = cb.withUpdatedAt(now);
      p.replace(cb);
      p.status("IN_DISPUTE", "PENDING_REVIEW", now);
      sim.changed(p);
      snap = p.copy();
    }
    Txn answer = cb;
    return Reply.json(200, g -> PaymentJson.payment(g, snap, Mode.ONE, answer, false, false));
  }

  // ---- simulated time ----

  /** Settles pending payments and runs due retries. */
  void tick(Instant now) {
    for (Payment p : byId.values()) {
      if (p.settleAt == null && p.nextRetryAt == null) {
        continue;
      }
      synchronized (p) {
        if (p.settleAt != null && !p.settleAt.isAfter(now)) {
          settle(p, now);
        }
        while (p.nextRetryAt != null && !p.nextRetryAt.isAfter(now)) {
          retry(p, p.nextRetryAt);
        }
      }
    }
  }

  private void settle(Payment p, Instant now) {
    p.settleAt = null;
    Txn last = p.last();
    Txn t = last.settle(p.settleOk, now);
    p.replace(t);
    if (!p.settleOk) {
      p.status("DECLINED", "DECLINED", now);
    } else if (t.type().equals(Txn.AUTHORIZE)) {
      p.status("PENDING", "AUTHORIZED", now);
    } else {
      p.captured = p.value;
      p.status("SUCCEEDED", "APPROVED", now);
    }
    sim.changed(p);
  }

  private void retry(Payment p, Instant at) {
    boolean ok = sim.provider.retry(p.retryReference, 5 - p.retriesLeft + 1);
    p.retriesLeft--;
    UUID id = Ids.random();
    String type = p.retryOp.equals("CAPTURE") ? Txn.CAPTURE : Txn.REFUND;
    if (ok) {
      Txn t =
          Txn.succeeded(
              id,
              type,
              p.category,
              p.retryAmount,
              PROVIDER,
              p.description,
              p.retryReference,
              null,
              at);
      p.add(t);
      p.status = p.statusBeforeRetry;
      p.subStatus = p.subStatusBeforeRetry;
      if (type.equals(Txn.CAPTURE)) {
        p.captured = p.retryAmount;
        p.status(
            "SUCCEEDED",
            p.retryAmount.compareTo(p.value) < 0 ? "PARTIALLY_CAPTURED" : "CAPTURED",
            at);
      } else {
        applyRefund(p, p.retryAmount, at);
      }
      clearRetry(p);
    } else {
      p.add(
          Txn.declined(
                  id,
                  type,
                  p.category,
                  p.retryAmount,
                  PROVIDER,
                  p.description,
                  p.retryReference,
                  null,
                  at)
              .hidden());
      Instant next = at.plus(Duration.ofHours(4));
      if (p.retriesLeft <= 0 || next.isAfter(p.retryUntil)) {
        p.status(p.statusBeforeRetry, p.subStatusBeforeRetry, at);
        if (type.equals(Txn.REFUND)) {
          p.subStatus = "REFUND_DECLINED";
        }
        clearRetry(p);
      } else {
        p.nextRetryAt = next;
        p.touch(at);
      }
    }
    sim.changed(p);
  }

  private static void clearRetry(Payment p) {
    p.retryOp = null;
    p.retryAmount = null;
    p.retryReference = null;
    p.retriesLeft = 0;
    p.nextRetryAt = null;
    p.retryUntil = null;
    p.statusBeforeRetry = null;
    p.subStatusBeforeRetry = null;
  }
}
