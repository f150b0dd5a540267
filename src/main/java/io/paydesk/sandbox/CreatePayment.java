package io.paydesk.sandbox;

import static io.paydesk.sandbox.Payments.PROVIDER;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.paydesk.sandbox.Idempotency.Reply;
import io.paydesk.sandbox.PaymentJson.Mode;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.Set;
import java.util.UUID;

/** POST /v1/payments, and merchant-initiated charges (subscription billing). */
final class CreatePayment {
  private static final Set<String> SYNC_METHODS =
      Set.of("CARD", "APPLE_PAY", "GOOGLE_PAY", "CLICK_TO_PAY");
  private static final Duration SETTLE_AFTER = Duration.ofHours(1);
  private static final long PROCESSING_NANOS = 337_276_000;
  private static final java.util.regex.Pattern SEPARATORS = java.util.regex.Pattern.compile("[ -]");
  private static final java.util.regex.Pattern CARD_NUMBER =
      java.util.regex.Pattern.compile("\\d{12,19}");
  private static final java.util.regex.Pattern SECURITY_CODE =
      java.util.regex.Pattern.compile("\\d{3,4}");

  private static String authCode(UUID id) {
    String s = Integer.toString(Math.floorMod(id.hashCode(), 1_000_000));
    return "000000".substring(s.length()) + s;
  }

  private final Sim sim;

  CreatePayment(Sim sim) {
    this.sim = sim;
  }

  Reply handle(JsonNode b) {
    Instant now = sim.clock.now();
    String account = Check.uuid(b, "account_id", "account_id", true);
    Check.ownAccount(account, sim.accountId);
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
    String customerId = SandboxJson.text(cp, "id");
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
    p.parentMethodType = SandboxJson.text(pm, "parent_payment_method_type");
    p.providerId = PROVIDER;
    p.customerPayer =
        cp == null ? Intake.EMPTY_PAYER : SandboxJson.rawJson(Intake.customerPayer(cp));
    p.additionalData = additional == null ? null : SandboxJson.rawJson(additional);
    p.metadata = metadata == null ? null : SandboxJson.rawJson(metadata);
    p.splitMarketplace = split == null || split.isNull() ? null : SandboxJson.rawJson(split);
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
          SandboxJson.rawJson(
              isWallet
                  ? Intake.wallet(SandboxJson.micros(now.plus(Duration.ofDays(1))))
                  : Intake.bankTransfer(type, country, sessionRef));
      p.sdkActionRequired = true;
      p.status("PENDING", "WAITING_ADDITIONAL_STEP", p.updatedAt);
      p.settleAt = now.plus(SETTLE_AFTER);
      p.settleOk = !decline;
      p.add(
          Txn.pending(
              txnId, Txn.PURCHASE, p.category, p.value, PROVIDER, description, reference, tAt));
    }
    sim.payments.put(p);
    sim.changed(p);
    sim.webhooks.payment(p, p.last());
    if (enrolled != null && p.last().status().equals("SUCCEEDED")) {
      sim.customers.used(vaulted, now);
    }
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
    return charge(
        country, currency, value, vaultedToken, description, order, subscriptionId, at, ok, null);
  }

  /**
   * A subscription charge; {@code declineCode} non-null declines it with that code (and {@code ok}
   * is then ignored), e.g. {@link Subscriptions#MISSING_CREDENTIALS}.
   */
  Payment charge(
      String country,
      String currency,
      BigDecimal value,
      String vaultedToken,
      String description,
      String order,
      String subscriptionId,
      Instant at,
      boolean ok,
      String declineCode) {
    if (declineCode != null) {
      ok = false;
    }
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
    p.customerPayer = SandboxJson.rawJson(Intake.customerPayer(null));
    ObjectNode detail = Intake.card(null, true, vaultedToken, authCode(p.id));
    JsonNode m = vaultedToken == null ? null : sim.customers.method(vaultedToken);
    if (m != null) {
      ObjectNode cd = (ObjectNode) detail.get("card").get("card_data");
      Intake.merge(cd, m.get("card_data"));
      cd.remove("issuer");
    }
    p.methodDetail = SandboxJson.rawJson(detail);
    Instant tAt = at;
    if (ok) {
      p.add(
          Txn.succeeded(
              Ids.random(), Txn.PURCHASE, "CARD", value, PROVIDER, description, order, null, tAt));
      p.captured = value;
      p.status("SUCCEEDED", "APPROVED", p.updatedAt);
    } else if (declineCode != null) {
      p.add(
          Txn.declined(
              Ids.random(),
              Txn.PURCHASE,
              value,
              PROVIDER,
              description,
              order,
              declineCode,
              Subscriptions.declineMessage(declineCode),
              "05",
              tAt));
      p.status("DECLINED", "DECLINED", p.updatedAt);
    } else {
      p.add(
          Txn.declined(
              Ids.random(), Txn.PURCHASE, "CARD", value, PROVIDER, description, order, null, tAt));
      p.status("DECLINED", "DECLINED", p.updatedAt);
    }
    sim.payments.put(p);
    sim.changed(p);
    sim.webhooks.payment(p, p.last());
    return p;
  }
}
