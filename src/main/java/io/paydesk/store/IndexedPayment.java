package io.paydesk.store;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Instant;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;

/** The columns, search terms and redacted JSON of one payment, read from its JSON. */
record IndexedPayment(
    String id,
    String accountId,
    String status,
    String subStatus,
    BigDecimal amount,
    BigDecimal captured,
    BigDecimal refunded,
    String currency,
    String country,
    String merchantOrderId,
    String merchantReference,
    String description,
    Instant createdAt,
    Instant updatedAt,
    long updatedNs,
    String customerId,
    String customerName,
    String customerNameLc,
    String customerLastLc,
    String customerEmail,
    String documentType,
    String documentMasked,
    String documentHash,
    String cardBrand,
    String cardIin,
    String cardLast4,
    String methodType,
    boolean hasChargeback,
    boolean inDispute,
    String responseCode,
    Set<String> terms,
    java.util.List<JsonTable.Row> transactionRows,
    byte[] storedJson) {

  /** Search terms are the description's words; ids are searched through their own columns. */
  static final int MAX_TERM = 64;

  private static final int MAX_DESCRIPTION_TERMS = 40;

  /**
   * Reads a payment's columns, then redacts the tree itself (card data and secrets removed,
   * document numbers masked) and keeps it compressed (JsonFields.compressPayment): pass a tree no
   * one else holds.
   */
  static IndexedPayment of(JsonNode p, Sensitive sensitive) {
    String id = JsonFields.text(p, "id");
    if (id == null) {
      throw new StoreException("A payment without an id cannot be stored.");
    }
    Instant created = JsonFields.instant(p, "created_at");
    Instant updated = JsonFields.instant(p, "updated_at");
    if (created == null) {
      created = updated != null ? updated : Instant.EPOCH;
    }
    Instant version = updated != null ? updated : created;

    JsonNode customer = JsonFields.at(p, "customer_payer");
    String first = JsonFields.text(customer, "first_name");
    String last = JsonFields.text(customer, "last_name");
    String name = join(first, last);
    String docNumber = JsonFields.text(customer, "document", "document_number");

    JsonNode card = cardData(p);
    String status = trim(JsonFields.text(p, "status"));
    boolean chargeback = false;
    Set<String> terms = new LinkedHashSet<>();
    java.util.List<JsonTable.Row> txRows = new java.util.ArrayList<>();
    for (JsonNode t : transactions(p)) {
      if ("CHARGEBACK".equalsIgnoreCase(JsonFields.text(t, "type"))) {
        chargeback = true;
      }
      JsonTable.Row row = TransactionRepository.embeddedRow(cut(id, 64), t);
      if (row != null) {
        txRows.add(row);
      }
    }
    String description = JsonFields.text(p, "description");
    addWords(terms, description);
    String last4 = JsonFields.text(card, "lfd");

    return new IndexedPayment(
        id,
        JsonFields.text(p, "account_id"),
        status,
        trim(JsonFields.text(p, "sub_status")),
        money(JsonFields.decimal(p, "amount", "value"), true),
        money(JsonFields.decimal(p, "amount", "captured"), false),
        money(JsonFields.decimal(p, "amount", "refunded"), false),
        cut(trim(JsonFields.text(p, "amount", "currency")), 10),
        cut(trim(JsonFields.text(p, "country")), 10),
        cut(JsonFields.text(p, "merchant_order_id"), 255),
        cut(JsonFields.text(p, "merchant_reference"), 255),
        cut(description, 1000),
        created,
        updated,
        epochNanos(version),
        JsonFields.text(customer, "id"),
        cut(name, 520),
        name == null ? null : cut(name.toLowerCase(Locale.ROOT), 520),
        last == null ? null : cut(last.toLowerCase(Locale.ROOT), 260),
        lower(JsonFields.text(customer, "email")),
        cut(JsonFields.text(customer, "document", "document_type"), 40),
        docNumber == null ? null : Sensitive.mask(docNumber),
        docNumber == null ? null : sensitive.documentHash(docNumber),
        trim(JsonFields.text(card, "brand")),
        cut(JsonFields.text(card, "iin"), 12),
        last4 == null || last4.length() > 4 ? cut(last4, 4) : last4,
        trim(methodType(p)),
        chargeback,
        "IN_DISPUTE".equals(status),
        cut(newestResponseCode(p), 100),
        terms,
        txRows,
        redactAndCompress(p));
  }

  private static byte[] redactAndCompress(JsonNode p) {
    Sensitive.redactOwned(p);
    return JsonFields.compressPayment(JsonFields.writeBytes(p));
  }

  /** transactions is one object in some responses and an array in others; plus the history. */
  static Iterable<JsonNode> transactions(JsonNode p) {
    java.util.List<JsonNode> all = new java.util.ArrayList<>();
    for (String key : new String[] {"transactions", "transactions_history", "transaction"}) {
      JsonNode t = p.get(key);
      if (t == null || t.isNull()) {
        continue;
      }
      if (t.isArray()) {
        t.forEach(all::add);
      } else if (t.isObject()) {
        all.add(t);
      }
    }
    return all;
  }

  /** The response code of the newest transaction (by created_at, else the last listed). */
  static String newestResponseCode(JsonNode p) {
    String code = null;
    Instant newest = null;
    for (JsonNode t : transactions(p)) {
      String c = JsonFields.text(t, "response_code");
      if (c == null || c.isBlank()) {
        continue;
      }
      Instant at = JsonFields.instant(t, "created_at");
      if (code == null || newest == null || (at != null && !at.isBefore(newest))) {
        code = c.trim();
        newest = at;
      }
    }
    return code;
  }

  private static JsonNode cardData(JsonNode p) {
    JsonNode card =
        JsonFields.at(p, "payment_method", "payment_method_detail", "card", "card_data");
    if (card != null && card.isObject()) {
      return card;
    }
    card = JsonFields.at(p, "payment_method", "detail", "card", "card_data");
    if (card != null && card.isObject()) {
      return card;
    }
    for (JsonNode t : transactions(p)) {
      JsonNode c = JsonFields.at(t, "payment_method", "detail", "card", "card_data");
      if (c != null && c.isObject()) {
        return c;
      }
    }
    return null;
  }

  private static String methodType(JsonNode p) {
    String type = JsonFields.text(p, "payment_method", "type");
    if (type != null) {
      return type;
    }
    for (JsonNode t : transactions(p)) {
      String c = JsonFields.text(t, "payment_method", "type");
      if (c != null) {
        return c;
      }
    }
    return null;
  }

  static long epochNanos(Instant t) {
    return Math.addExact(Math.multiplyExact(t.getEpochSecond(), 1_000_000_000L), t.getNano());
  }

  static BigDecimal money(BigDecimal v, boolean required) {
    if (v == null) {
      return required ? BigDecimal.ZERO : null;
    }
    return v.scale() > 6 ? v.setScale(6, RoundingMode.HALF_EVEN) : v;
  }

  /**
   * Search terms of a text: each whitespace-separated token (lower case, edge punctuation trimmed)
   * and, for tokens with inner punctuation ("e-mail", "ord-033"), their words too.
   */
  static void addWords(Set<String> terms, String text) {
    if (text == null) {
      return;
    }
    int added = 0;
    for (String token : tokens(text.toLowerCase(Locale.ROOT))) {
      if (token.length() >= 2 && terms.add(cut(token, MAX_TERM))) {
        added++;
      }
      if (!isWord(token)) {
        for (String w : token.split("[^\\p{L}\\p{N}]+")) {
          if (w.length() >= 2 && terms.add(cut(w, MAX_TERM))) {
            added++;
          }
        }
      }
      if (added >= MAX_DESCRIPTION_TERMS) {
        return;
      }
    }
  }

  /** Whitespace-separated, leading and trailing punctuation removed, case kept. */
  static java.util.List<String> tokens(String text) {
    java.util.List<String> out = new java.util.ArrayList<>();
    for (String raw : text.trim().split("\\s+")) {
      String t = raw.replaceAll("^[^\\p{L}\\p{N}]+|[^\\p{L}\\p{N}]+$", "");
      if (!t.isEmpty()) {
        out.add(t);
      }
    }
    return out;
  }

  private static boolean isWord(String token) {
    return token.chars().allMatch(Character::isLetterOrDigit);
  }

  private static String join(String first, String last) {
    if (first == null) {
      return last;
    }
    return last == null ? first : first + " " + last;
  }

  static String cut(String s, int max) {
    return s == null || s.length() <= max ? s : s.substring(0, max);
  }

  /** Open sets (status, brand, type) keep the service's spelling, only trimmed. */
  private static String trim(String s) {
    return s == null ? null : cut(s.trim(), 60);
  }

  private static String lower(String s) {
    return s == null ? null : cut(s.trim().toLowerCase(Locale.ROOT), 320);
  }

  @Override
  public String toString() {
    return "IndexedPayment[" + id + "]";
  }
}
