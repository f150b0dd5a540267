package io.paydesk.sandbox;

import static io.paydesk.sandbox.SandboxJson.micros;
import static io.paydesk.sandbox.SandboxJson.num;
import static io.paydesk.sandbox.SandboxJson.raw;
import static io.paydesk.sandbox.SandboxJson.str;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.math.BigDecimal;
import java.util.List;

/** Renders payments and transactions in the shapes of the service's examples. */
final class PaymentJson {
  /** Which response a payment is rendered for. */
  enum Mode {
    /** POST /payments: transactions is one object, transactions_history every transaction. */
    CREATE,
    /** GET /payments/{id}: transactions is an array, taxes and split present. */
    GET,
    /** Refund and dispute answers: transactions is the one transaction named. */
    ONE
  }

  private static final RawJson EMPTY_ARRAY = RawJson.of("[]");
  private static final java.util.concurrent.ConcurrentHashMap<String, String> CONNECTIONS =
      new java.util.concurrent.ConcurrentHashMap<>();

  private PaymentJson() {}

  static byte[] payment(Payment p, Mode mode, Txn one, boolean rawResponse, boolean history) {
    return SandboxJson.write(g -> payment(g, p, mode, one, rawResponse, history));
  }

  static byte[] list(List<Payment> ps) {
    return SandboxJson.write(
        g -> {
          g.writeStartArray();
          for (Payment p : ps) {
            payment(g, p, Mode.GET, null, false, false);
          }
          g.writeEndArray();
        });
  }

  /** The fields a payment starts with, in the full answer and nested in a transaction answer. */
  private static void head(JsonGenerator g, Payment p) throws IOException {
    g.writeStringField("id", p.id.toString());
    g.writeStringField("account_id", p.accountId);
    g.writeStringField("description", p.description);
    g.writeStringField("country", p.country);
    g.writeStringField("status", p.status);
    g.writeStringField("sub_status", p.subStatus);
    g.writeStringField("merchant_order_id", p.merchantOrderId);
  }

  static void payment(
      JsonGenerator g, Payment p, Mode mode, Txn one, boolean rawResponse, boolean history)
      throws IOException {
    g.writeStartObject();
    head(g, p);
    g.writeStringField(
        "merchant_reference", p.merchantReference == null ? "" : p.merchantReference);
    g.writeStringField("created_at", micros(p.createdAt));
    g.writeStringField("updated_at", micros(p.updatedAt));
    amount(g, p);
    if (p.checkoutSession == null) {
      g.writeNullField("checkout");
    } else {
      g.writeObjectFieldStart("checkout");
      g.writeStringField("session", p.checkoutSession);
      g.writeBooleanField("sdk_action_required", p.sdkActionRequired);
      g.writeEndObject();
    }
    g.writeObjectFieldStart("payment_method");
    methodHead(g, p);
    raw(g, "payment_method_detail", p.methodDetail);
    g.writeEndObject();
    raw(g, "customer_payer", p.customerPayer);
    raw(g, "additional_data", p.additionalData);
    if (mode == Mode.GET) {
      g.writeNullField("taxes");
      g.writeArrayFieldStart("transactions");
      for (Txn t : p.txns) {
        if (t.shown()) {
          txn(g, p, t, rawResponse);
        }
      }
      g.writeEndArray();
    } else {
      Txn t = one != null ? one : p.last();
      if (mode == Mode.CREATE) {
        // The same transaction appears twice in a create answer: render it once, copy its bytes.
        SandboxJson.Out out = (SandboxJson.Out) g.getOutputTarget();
        g.writeFieldName("transactions");
        g.flush();
        int from = out.size() + 1; // after the ':' written before the value
        txn(g, p, t, true);
        g.flush();
        int to = out.size();
        g.writeArrayFieldStart("transactions_history");
        for (Txn h : p.txns) {
          if (h == t) {
            g.writeRawValue(""); // the separator before the value
            g.flush();
            out.repeat(from, to);
          } else {
            txn(g, p, h, true);
          }
        }
        g.writeEndArray();
      } else {
        g.writeFieldName("transactions");
        txn(g, p, t, true);
      }
    }
    if (mode == Mode.CREATE) {
      // written above
    } else if (history) {
      g.writeArrayFieldStart("transactions_history");
      for (Txn t : p.txns) {
        txn(g, p, t, rawResponse);
      }
      g.writeEndArray();
    } else {
      g.writeNullField("transactions_history");
    }
    if (mode == Mode.GET) {
      // The retrieval answer names the marketplace split "split".
      raw(g, "split", p.splitMarketplace == null ? EMPTY_ARRAY : p.splitMarketplace);
    } else {
      raw(g, "split_marketplace", p.splitMarketplace == null ? EMPTY_ARRAY : p.splitMarketplace);
    }
    g.writeStringField("callback_url", p.callbackUrl == null ? "" : p.callbackUrl);
    g.writeStringField("workflow", p.workflow);
    raw(g, "metadata", p.metadata == null ? EMPTY_ARRAY : p.metadata);
    g.writeNullField("fraud_screening");
    g.writeStringField("payment_link_id", "");
    str(g, "subscription_code", p.subscriptionCode);
    g.writeObjectFieldStart("routing_rules");
    g.writeBooleanField("smart_routing", false);
    g.writeBooleanField("monitors", false);
    g.writeObjectFieldStart("condition");
    g.writeNumberField("id", 192539);
    g.writeStringField("name", p.category.equals("CARD") ? "Card" : "Alternative methods");
    g.writeStringField("description", "");
    g.writeEndObject();
    g.writeEndObject();
    g.writeBooleanField("simplified_mode", p.simplifiedMode);
    g.writeEndObject();
  }

  private static void amount(JsonGenerator g, Payment p) throws IOException {
    g.writeObjectFieldStart("amount");
    num(g, "captured", p.captured);
    g.writeStringField("currency", p.currency);
    g.writeNullField("currency_conversion");
    num(g, "refunded", p.refunded);
    num(g, "value", p.value);
    g.writeEndObject();
  }

  private static void methodHead(JsonGenerator g, Payment p) throws IOException {
    g.writeStringField("vaulted_token", p.vaultedToken == null ? "" : p.vaultedToken);
    g.writeStringField("type", p.methodType);
    g.writeBooleanField("vault_on_success", p.vaultOnSuccess);
    g.writeStringField("token", p.token == null ? "" : p.token);
    str(g, "parent_payment_method_type", p.parentMethodType);
  }

  /** A transaction inside a payment. */
  static void txn(JsonGenerator g, Payment p, Txn t, boolean rawResponse) throws IOException {
    g.writeStartObject();
    g.writeStringField("id", t.id().toString());
    g.writeStringField("type", t.type());
    g.writeStringField("status", t.status());
    g.writeStringField("category", t.category());
    num(g, "amount", t.amount());
    g.writeStringField("provider_id", t.providerId());
    g.writeObjectFieldStart("payment_method");
    methodHead(g, p);
    raw(g, "detail", p.methodDetail);
    g.writeEndObject();
    g.writeStringField("response_code", t.responseCode());
    g.writeStringField("response_message", t.responseMessage());
    str(g, "reason", t.reason());
    g.writeStringField("description", t.description() == null ? "" : t.description());
    g.writeStringField(
        "merchant_reference", t.merchantReference() == null ? "" : t.merchantReference());
    providerData(g, p, t, rawResponse);
    g.writeObjectFieldStart("connection_data");
    g.writeStringField("id", connectionId(t.providerId()));
    g.writeNullField("name");
    g.writeEndObject();
    g.writeNullField("three_d_secure_action_required");
    g.writeNullField("merchant_advice_code");
    g.writeNullField("merchant_advice_code_message");
    str(g, "receipt_url", t.receiptUrl());
    g.writeStringField("created_at", micros(t.createdAt()));
    g.writeStringField("updated_at", micros(t.updatedAt()));
    g.writeEndObject();
  }

  private static void providerData(JsonGenerator g, Payment p, Txn t, boolean rawResponse)
      throws IOException {
    g.writeObjectFieldStart("provider_data");
    g.writeStringField("id", t.providerId());
    g.writeStringField(
        "transaction_id", t.providerTxnId() != null ? t.providerTxnId() : Ids.providerRef(t.id()));
    g.writeStringField("account_id", "");
    g.writeStringField("status", t.providerStatus() == null ? "" : t.providerStatus());
    g.writeStringField("sub_status", "");
    g.writeStringField("status_detail", "");
    g.writeStringField("response_message", t.responseMessage());
    g.writeStringField("response_code", t.responseCode());
    if (rawResponse) {
      g.writeObjectFieldStart("raw_response");
      g.writeObjectFieldStart("amount");
      g.writeStringField("currency", p.currency);
      num(g, "value", t.amount());
      g.writeEndObject();
      g.writeStringField("merchantAccount", "PaydeskSandboxECOM");
      g.writeStringField("reference", t.id().toString());
      g.writeStringField(
          "status", t.providerStatus() == null ? "" : t.providerStatus().toLowerCase());
      g.writeEndObject();
    } else {
      g.writeNullField("raw_response");
    }
    g.writeStringField("third_party_transaction_id", "");
    g.writeNullField("third_party_account_id");
    str(g, "iso8583_response_code", t.isoCode());
    str(g, "iso8583_response_message", t.isoMessage());
    g.writeNullField("merchant_advice_code");
    g.writeNullField("merchant_advice_code_message");
    g.writeNullField("reason_code");
    g.writeNullField("reason_description");
    g.writeEndObject();
  }

  /** Capture, cancel and cancel-or-refund answers: a transaction with the payment nested. */
  static void txnWithPayment(
      JsonGenerator g, Payment p, Txn t, boolean receipt, String receiptLanguage)
      throws IOException {
    g.writeStartObject();
    g.writeStringField("id", t.id().toString());
    g.writeStringField("type", t.type());
    g.writeStringField("status", t.status());
    g.writeStringField("category", t.category());
    g.writeObjectFieldStart("amount");
    num(g, "captured", t.type().equals(Txn.CAPTURE) ? t.amount() : BigDecimal.ZERO);
    g.writeStringField("currency", p.currency);
    g.writeNullField("currency_conversion");
    num(g, "refunded", t.type().equals(Txn.REFUND) ? t.amount() : BigDecimal.ZERO);
    num(g, "value", t.amount());
    g.writeEndObject();
    g.writeStringField(
        "merchant_reference", t.merchantReference() == null ? "" : t.merchantReference());
    str(g, "reason", t.reason());
    g.writeStringField("created_at", micros(t.createdAt()));
    g.writeStringField("updated_at", micros(t.updatedAt()));
    providerData(g, p, t, false);
    g.writeStringField("response_code", t.responseCode());
    g.writeStringField("response_message", t.responseMessage());
    g.writeObjectFieldStart("payment");
    head(g, p);
    g.writeStringField("created_at", micros(p.createdAt));
    g.writeStringField("updated_at", micros(p.updatedAt));
    amount(g, p);
    raw(g, "additional_data", p.additionalData);
    raw(g, "split_marketplace", p.splitMarketplace == null ? EMPTY_ARRAY : p.splitMarketplace);
    g.writeEndObject();
    g.writeNullField("customer_payer");
    g.writeBooleanField("simplified_mode", p.simplifiedMode);
    g.writeBooleanField("receipt", receipt);
    str(g, "receipt_url", t.receiptUrl());
    str(g, "receipt_language", receiptLanguage);
    g.writeEndObject();
  }

  static String connectionId(String providerId) {
    return CONNECTIONS.computeIfAbsent(providerId, PaymentJson::newConnectionId);
  }

  private static String newConnectionId(String providerId) {
    return java.util
        .UUID
        .nameUUIDFromBytes(
            ("connection:" + providerId).getBytes(java.nio.charset.StandardCharsets.UTF_8))
        .toString();
  }
}
