package io.paydesk.store;

import static io.paydesk.store.JsonTable.decimal;
import static io.paydesk.store.JsonTable.text;
import static io.paydesk.store.JsonTable.time;

import com.fasterxml.jackson.databind.JsonNode;
import io.paydesk.api.model.ModelJson;
import io.paydesk.api.model.Transaction;
import io.paydesk.api.model.TransactionResult;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Transactions, kept with their payment id. Every payment stored through {@link PaymentRepository}
 * also stores its transactions (and transactions_history) here.
 */
public final class TransactionRepository {
  static final JsonTable TABLE =
      new JsonTable(
          "transactions",
          List.of(
              text("payment_id"),
              text("type"),
              text("status"),
              text("category"),
              decimal("amount"),
              text("merchant_reference"),
              time("created_at")));

  private final Db db;

  TransactionRepository(Db db) {
    this.db = db;
  }

  /** A transaction that came inside its payment: its JSON stays in the payment's JSON only. */
  static JsonTable.Row embeddedRow(String paymentId, JsonNode t) {
    return row(paymentId, t, false);
  }

  static JsonTable.Row row(String paymentId, JsonNode t) {
    return row(paymentId, t, true);
  }

  private static JsonTable.Row row(String paymentId, JsonNode t, boolean withJson) {
    String id = JsonFields.text(t, "id");
    if (id == null) {
      return null;
    }
    JsonNode amountNode = t.get("amount");
    BigDecimal amount =
        amountNode != null && amountNode.isObject()
            ? JsonFields.decimal(amountNode, "value")
            : JsonFields.decimal(t, "amount");
    List<Object> values = new ArrayList<>();
    values.add(paymentId);
    values.add(IndexedPayment.cut(JsonFields.text(t, "type"), 60));
    values.add(IndexedPayment.cut(JsonFields.text(t, "status"), 60));
    values.add(IndexedPayment.cut(JsonFields.text(t, "category"), 60));
    values.add(IndexedPayment.money(amount, false));
    values.add(IndexedPayment.cut(JsonFields.text(t, "merchant_reference"), 255));
    values.add(JsonFields.instant(t, "created_at"));
    return new JsonTable.Row(
        IndexedPayment.cut(id, 64),
        JsonTable.version(JsonFields.instant(t, "updated_at"), JsonFields.instant(t, "created_at")),
        values,
        withJson ? JsonFields.write(Sensitive.redact(t)) : null);
  }

  /**
   * Stores the transaction a capture, cancel or cancel-or-refund answered, and the payment it
   * carries (through the payment repository, which also stores that payment's transactions).
   */
  public void upsert(String paymentId, TransactionResult result, PaymentRepository payments) {
    String json = result.rawJson() != null ? result.rawJson() : ModelJson.write(result);
    JsonNode node = JsonFields.parse(json);
    JsonTable.Row row = row(paymentId, node);
    if (row != null) {
      db.tx(c -> TABLE.upsert(c, List.of(row)));
    }
    if (result.payment() != null) {
      payments.upsert(result.payment());
    }
  }

  /** A payment's transactions, oldest first. */
  public List<Transaction> forPayment(String paymentId) {
    return read(jsons("t.payment_id = ? ORDER BY t.created_at, t.id", paymentId));
  }

  public Optional<Transaction> find(String id) {
    return findJson(id).map(ModelJson::readTransaction);
  }

  /** The stored JSON (document numbers masked), e.g. for a raw provider response view. */
  public Optional<String> findJson(String id) {
    List<String> all = jsons("t.id = ?", id);
    return all.isEmpty() ? Optional.empty() : Optional.of(all.get(0));
  }

  /** Transactions of one type (e.g. CHARGEBACK), newest first. */
  public List<Transaction> ofType(String type, int limit) {
    return read(
        jsons(
            "t.type = ? ORDER BY t.created_at DESC, t.id DESC FETCH FIRST "
                + clamp(limit)
                + " ROWS ONLY",
            type));
  }

  /**
   * Every stored payment with a CHARGEBACK transaction (the newest one when it has several), with
   * that transaction's id, time and reason. Order is not defined: the caller sorts by urgency.
   */
  public List<ChargebackRow> chargebacks() {
    return db.read(
        c -> {
          java.util.Map<String, ChargebackRow> byPayment = new java.util.LinkedHashMap<>();
          try (java.sql.PreparedStatement ps =
              c.prepareStatement(
                  "SELECT "
                      + PaymentSearchSql.COLUMNS
                      + ", t.id, t.created_at, t.raw_json, j.raw_gz, j.raw_json FROM transactions t"
                      + " JOIN payments p ON p.id = t.payment_id"
                      + " LEFT JOIN payment_json j ON j.seq = p.seq"
                      + " WHERE t.type = 'CHARGEBACK'")) {
            try (java.sql.ResultSet rs = ps.executeQuery()) {
              while (rs.next()) {
                PaymentRow row = PaymentRepository.row(rs);
                String txId = rs.getString(21);
                java.time.Instant at = PaymentRepository.instant(rs, 22);
                ChargebackRow kept = byPayment.get(row.id());
                if (kept != null
                    && kept.chargebackAt() != null
                    && (at == null || !at.isAfter(kept.chargebackAt()))) {
                  continue;
                }
                byPayment.put(row.id(), new ChargebackRow(row, txId, at, reason(rs, txId)));
              }
            }
          }
          return new ArrayList<>(byPayment.values());
        });
  }

  /**
   * How many stored payments of a status have a CHARGEBACK transaction: one count over the status
   * index and the transactions' payment index, no JSON read.
   */
  public int countWithChargeback(String paymentStatus) {
    return db.read(
        c -> {
          try (java.sql.PreparedStatement ps =
              c.prepareStatement(
                  "SELECT COUNT(*) FROM payments p WHERE p.status = ? AND EXISTS"
                      + " (SELECT 1 FROM transactions t WHERE t.payment_id = p.id"
                      + " AND t.type = 'CHARGEBACK')")) {
            ps.setString(1, paymentStatus);
            try (java.sql.ResultSet rs = ps.executeQuery()) {
              rs.next();
              return rs.getInt(1);
            }
          }
        });
  }

  /** The reason of a chargeback row: from its own JSON or from inside its payment's JSON. */
  private static String reason(java.sql.ResultSet rs, String txId) throws java.sql.SQLException {
    String own = rs.getString(23);
    if (own != null) {
      return JsonFields.text(JsonFields.parse(own), "reason");
    }
    if (rs.getBytes(24) == null && rs.getString(25) == null) {
      return null;
    }
    String payment = PaymentRepository.storedJson(rs, 24);
    for (JsonNode t : IndexedPayment.transactions(JsonFields.parse(payment))) {
      if (txId.equals(JsonFields.text(t, "id"))) {
        return JsonFields.text(t, "reason");
      }
    }
    return null;
  }

  /** Each matching transaction's JSON: its own, or the one inside its payment's JSON. */
  private List<String> jsons(String condition, Object param) {
    return db.read(
        c -> {
          List<String> out = new ArrayList<>();
          try (java.sql.PreparedStatement ps =
              c.prepareStatement(
                  "SELECT t.id, t.raw_json, j.raw_gz, j.raw_json FROM transactions t"
                      + " LEFT JOIN payments p ON p.id = t.payment_id"
                      + " LEFT JOIN payment_json j ON j.seq = p.seq WHERE "
                      + condition)) {
            ps.setObject(1, param);
            try (java.sql.ResultSet rs = ps.executeQuery()) {
              while (rs.next()) {
                String own = rs.getString(2);
                if (own != null) {
                  out.add(own);
                  continue;
                }
                String payment =
                    rs.getBytes(3) == null && rs.getString(4) == null
                        ? null
                        : PaymentRepository.storedJson(rs, 3);
                if (payment != null) {
                  String txId = rs.getString(1);
                  for (JsonNode t : IndexedPayment.transactions(JsonFields.parse(payment))) {
                    if (txId.equals(JsonFields.text(t, "id"))) {
                      out.add(JsonFields.write(t));
                      break;
                    }
                  }
                }
              }
            }
          }
          return out;
        });
  }

  static int clamp(int limit) {
    return Math.max(1, Math.min(limit, 10_000));
  }

  private static List<Transaction> read(List<String> jsons) {
    List<Transaction> out = new ArrayList<>(jsons.size());
    for (String j : jsons) {
      out.add(ModelJson.readTransaction(j));
    }
    return out;
  }
}
