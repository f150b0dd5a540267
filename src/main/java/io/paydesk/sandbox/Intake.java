package io.paydesk.sandbox;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Map;

/**
 * Turns request sub-objects into the full response shapes (every field present, null where absent).
 * Card numbers and security codes are reduced to iin/lfd/lengths and dropped; document numbers are
 * kept masked to their last four characters.
 */
final class Intake {
  private static final java.util.regex.Pattern SEPARATORS = java.util.regex.Pattern.compile("[ -]");
  static final RawJson EMPTY_PAYER = SandboxJson.rawJson(customerPayer(null));

  private Intake() {}

  static ObjectNode customerPayer(JsonNode in) {
    ObjectNode o = SandboxJson.object();
    for (String k :
        new String[] {
          "id",
          "merchant_customer_id",
          "first_name",
          "last_name",
          "gender",
          "date_of_birth",
          "email",
          "nationality",
          "ip_address",
          "device_fingerprint"
        }) {
      o.putNull(k);
    }
    o.putArray("device_fingerprints");
    ObjectNode bi = o.putObject("browser_info");
    for (String k :
        new String[] {
          "user_agent",
          "accept_header",
          "accept_content",
          "accept_browser",
          "color_depth",
          "screen_height",
          "screen_width",
          "javascript_enabled",
          "java_enabled",
          "browser_time_difference",
          "language",
          "platform"
        }) {
      bi.putNull(k);
    }
    ObjectNode doc = o.putObject("document");
    doc.putNull("document_type");
    doc.putNull("document_number");
    ObjectNode phone = o.putObject("phone");
    phone.putNull("number");
    phone.putNull("country_code");
    o.set("billing_address", address(null));
    o.set("shipping_address", address(null));
    o.putNull("merchant_customer_created_at");
    if (in != null) {
      merge(o, in);
      mask((ObjectNode) o.get("document"), "document_number");
    }
    return o;
  }

  static ObjectNode address(JsonNode in) {
    ObjectNode a = SandboxJson.object();
    for (String k :
        new String[] {
          "address_line_1", "address_line_2", "country", "state", "city", "zip_code", "neighborhood"
        }) {
      a.putNull(k);
    }
    if (in != null) {
      merge(a, in);
    }
    return a;
  }

  /** Copies in's fields over the template; objects merge recursively, unknown keys are kept. */
  static void merge(ObjectNode template, JsonNode in) {
    if (in == null || !in.isObject()) {
      return;
    }
    for (Map.Entry<String, JsonNode> e : in.properties()) {
      JsonNode cur = template.get(e.getKey());
      if (cur instanceof ObjectNode c && e.getValue().isObject()) {
        merge(c, e.getValue());
      } else {
        template.set(e.getKey(), e.getValue());
      }
    }
  }

  static void mask(ObjectNode o, String field) {
    if (o == null) {
      return;
    }
    String v = SandboxJson.text(o, field);
    if (v != null) {
      o.put(field, last4Masked(v));
    }
  }

  static String last4Masked(String v) {
    return v.length() <= 4 ? v : "*".repeat(v.length() - 4) + v.substring(v.length() - 4);
  }

  static String last4(String v) {
    return v == null ? null : v.length() <= 4 ? v : v.substring(v.length() - 4);
  }

  /**
   * The JSON of a card detail from {@link #card}: all but its authorization code is shared with
   * other payments of the same card, so a created payment keeps a few bytes of it.
   */
  static RawJson cardJson(ObjectNode detail, String authCode) {
    byte[] b = SandboxJson.bytes(detail);
    String field = "\"authorization_code\":\"" + authCode + '"';
    // Latin-1 keeps one char per byte, so a char index is a byte index.
    int at = new String(b, StandardCharsets.ISO_8859_1).indexOf(field);
    if (at < 0) {
      return RawJson.of(b);
    }
    int to = at + field.length() - 1;
    int from = to - authCode.length();
    return RawJson.spliced(
        Arrays.copyOfRange(b, 0, from),
        Arrays.copyOfRange(b, from, to),
        Arrays.copyOfRange(b, to, b.length));
  }

  /** The card detail object {"card": {...}} for a request's card (or a token or vaulted card). */
  static ObjectNode card(JsonNode card, boolean capture, String seedText, String authCode) {
    ObjectNode c = SandboxJson.object();
    c.put("verify", false);
    c.put("capture", capture);
    c.put("installments", 1);
    c.putNull("installments_plan_id");
    c.put("first_installment_deferral", 0);
    c.put("installments_type", "");
    c.putNull("installment_amount");
    c.putNull("installments_total_amount");
    c.put("soft_descriptor", "");
    c.put("authorization_code", authCode);
    c.put("retrieval_reference_number", "");
    c.put("acquirer_reference_number", "");
    c.putNull("voucher");
    ObjectNode cd = c.putObject("card_data");
    JsonNode inData = card == null ? null : card.get("card_data");
    String number = SandboxJson.text(inData, "number");
    String digits = number == null ? null : SEPARATORS.matcher(number).replaceAll("");
    CardInfo info = CardInfo.of(digits, seedText);
    cd.put(
        "holder_name",
        SandboxJson.text(inData, "holder_name") == null
            ? ""
            : SandboxJson.text(inData, "holder_name"));
    cd.put("iin", info.iin());
    cd.put("lfd", info.lfd());
    cd.put("number_length", info.length());
    String code = SandboxJson.text(inData, "security_code");
    cd.put("security_code_length", code == null ? 3 : code.length());
    cd.put("brand", info.brand());
    cd.put("issuer_name", info.issuer());
    cd.putNull("issuer_code");
    cd.put("country_code", info.country());
    cd.put("category", "CLASSIC");
    String type = SandboxJson.text(inData, "type");
    cd.put("type", type == null ? info.type() : type);
    ObjectNode tds = cd.putObject("three_d_secure");
    for (String k :
        new String[] {
          "version",
          "electronic_commerce_indicator",
          "cryptogram",
          "transaction_id",
          "directory_server_transaction_id",
          "pares_status",
          "acs_id"
        }) {
      tds.putNull(k);
    }
    cd.put("fingerprint", info.fingerprint());
    JsonNode em = inData == null ? null : inData.get("expiration_month");
    JsonNode ey = inData == null ? null : inData.get("expiration_year");
    cd.put("expiration_month", em != null && em.canConvertToInt() ? em.asInt() : info.expMonth());
    int year = ey != null && ey.canConvertToInt() ? ey.asInt() : info.expYear();
    cd.put("expiration_year", year % 100);
    ObjectNode sc = c.putObject("stored_credentials");
    JsonNode inSc = card == null ? null : card.get("stored_credentials");
    for (String k :
        new String[] {"reason", "usage", "subscription_agreement_id", "network_transaction_id"}) {
      String v = SandboxJson.text(inSc, k);
      if (v == null) {
        sc.putNull(k);
      } else {
        sc.put(k, v);
      }
    }
    if (card != null) {
      for (String k : new String[] {"installments", "first_installment_deferral"}) {
        JsonNode v = card.get(k);
        if (v != null && v.canConvertToInt()) {
          c.put(k, v.asInt());
        }
      }
      String sd = SandboxJson.text(card, "soft_descriptor");
      if (sd != null) {
        c.put("soft_descriptor", sd);
      }
      Boolean verify = Check.bool(card, "verify", "payment_method.detail.card.verify");
      if (verify != null) {
        c.put("verify", verify);
      }
    }
    ObjectNode detail = SandboxJson.object();
    detail.set("card", c);
    return detail;
  }

  static ObjectNode bankTransfer(String method, String country, String session) {
    ObjectNode b = SandboxJson.object();
    b.put("provider_image", "");
    b.putNull("account_type");
    b.put("bank_name", "Sandbox Bank " + country);
    b.put("beneficiary_name", "Paydesk Sandbox Merchant");
    b.put("bank_account", "000123456789");
    b.putNull("bank_account_2");
    b.put("beneficiary_document_type", "TAX_ID");
    b.put("beneficiary_document", "****6789");
    b.put("payment_instruction", "Pay with " + method + " before the reference expires");
    b.put("redirect_url", "https://checkout.sandbox.local/payment?session=" + session);
    ObjectNode detail = SandboxJson.object();
    detail.set("bank_transfer", b);
    return detail;
  }

  static ObjectNode wallet(String expiresAt) {
    ObjectNode w = SandboxJson.object();
    w.putNull("cryptogram");
    if (expiresAt == null) {
      w.putNull("expirates_at");
    } else {
      w.put("expirates_at", expiresAt);
    }
    ObjectNode detail = SandboxJson.object();
    detail.set("wallet", w);
    return detail;
  }

  /** What the sandbox derives from a card number (or from a token when no number is sent). */
  record CardInfo(
      String iin,
      String lfd,
      int length,
      String brand,
      String issuer,
      String country,
      String type,
      String fingerprint,
      int expMonth,
      int expYear) {

    static CardInfo of(String digits, String seedText) {
      if (digits == null || digits.length() < 12) {
        int h = Math.floorMod(seedText == null ? 0 : seedText.hashCode(), DEMO.length);
        return DEMO[h];
      }
      String iin = digits.substring(0, Math.min(8, digits.length() - 4));
      String brand =
          digits.startsWith("4")
              ? "VISA"
              : digits.startsWith("5") || digits.startsWith("2")
                  ? "MASTERCARD"
                  : digits.startsWith("34") || digits.startsWith("37")
                      ? "AMERICAN_EXPRESS"
                      : digits.startsWith("6") ? "DISCOVER" : "UNKNOWN";
      String fp =
          cardFingerprint("fp:" + iin + digits.substring(digits.length() - 4) + digits.length());
      return new CardInfo(
          iin,
          digits.substring(digits.length() - 4),
          digits.length(),
          brand,
          "SANDBOX ISSUING BANK",
          "US",
          "CREDIT",
          fp,
          12,
          30);
    }
  }

  private static final int MAX_FINGERPRINTS = 4096;
  private static final java.util.concurrent.ConcurrentHashMap<String, String> FINGERPRINTS =
      new java.util.concurrent.ConcurrentHashMap<>();

  /** A name-based UUID of the card's iin, last four and length (the first 4096 kept). */
  private static String cardFingerprint(String name) {
    String fp = FINGERPRINTS.get(name);
    if (fp == null) {
      fp = java.util.UUID.nameUUIDFromBytes(name.getBytes(StandardCharsets.UTF_8)).toString();
      if (FINGERPRINTS.size() < MAX_FINGERPRINTS) {
        FINGERPRINTS.put(name, fp);
      }
    }
    return fp;
  }

  static final CardInfo[] DEMO = {
    new CardInfo(
        "41111111",
        "1111",
        16,
        "VISA",
        "JPMORGAN CHASE BANK",
        "US",
        "CREDIT",
        "a2ede54f-4b2a-4673-ae2c-c0704338ec7d",
        11,
        28),
    new CardInfo(
        "55555555",
        "4444",
        16,
        "MASTERCARD",
        "BANCO DO BRASIL",
        "BR",
        "DEBIT",
        "5f0c34f8-3f6e-4a4a-9a43-1b2f1e0d7c11",
        3,
        27),
    new CardInfo(
        "37828224",
        "0005",
        15,
        "AMERICAN_EXPRESS",
        "AMEX",
        "MX",
        "CREDIT",
        "0b8c3c5e-8d5d-4f5e-9a0e-0a1d7f4f9c22",
        7,
        29),
    new CardInfo(
        "45130761",
        "5348",
        16,
        "VISA",
        "BANCOLOMBIA",
        "CO",
        "CREDIT",
        "2213e58a-33d7-4bdc-8cbe-4785f683c410",
        6,
        26),
    new CardInfo(
        "52000828",
        "0210",
        16,
        "MASTERCARD",
        "BANCO DE CHILE",
        "CL",
        "CREDIT",
        "c7a9e0e1-52b4-4d62-8a5c-7e3d1f2b3a44",
        1,
        31),
  };
}
