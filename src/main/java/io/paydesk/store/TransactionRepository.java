package io.paydesk.store;

import static io.paydesk.store.JsonTable.decimal;
import static io.paydesk.store.JsonTable.text;
import static io.paydesk.store.JsonTable.time;

import com.fasterxml.jackson.databind.JsonNode;
import io.paydesk.api.model.ModelJson;
import io.paydesk.api.model.Transaction;
import io.paydesk.api.model.TransactionResult;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Transactions, kept with their payment, keyed by the payment's seq and their id (store version
 * 19). Every payment stored through {@link PaymentRepository} also stores its transactions (and
 * transactions_history) here; a transaction whose payment is not stored is not kept.
 */
public final class TransactionRepository {
  /** The transaction columns (for their binding; the table is written by {@link #upsert}). */
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
   * Stores the payment a capture, cancel or cancel-or-refund answered (through the payment
   * repository, which also stores that payment's transactions), then the transaction it answered,
   * with its own JSON, when its payment is stored.
   */
  public void upsert(String paymentId, TransactionResult result, PaymentRepository payments) {
    if (result.payment() != null) {
      payments.upsert(result.payment());
    }
    String json = result.rawJson() != null ? result.rawJson() : ModelJson.write(result);
    JsonTable.Row row = row(paymentId, JsonFields.parse(json));
    if (row != null) {
      db.tx(
          c -> {
            try (PreparedStatement ps =
                c.prepareStatement(PaymentSearchSql.seqsWhere("q.id = ?"))) {
              ps.setString(1, paymentId);
              try (ResultSet rs = ps.executeQuery()) {
                if (rs.next()) {
                  upsert(c, List.of(row), Map.of(paymentId, rs.getLong(1)));
                }
              }
            }
            return null;
          });
    }
  }

  private static final String INSERT_SQL =
      "INSERT INTO transactions (payment_seq, period, id, payment_id, type, status, category,"
          + " amount, merchant_reference, created_at, updated_ns, last_refreshed_at, raw_json)"
          + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";

  private static final String UPDATE_SQL =
      "UPDATE transactions SET payment_id = ?, type = ?, status = ?, category = ?, amount = ?,"
          + " merchant_reference = ?, created_at = ?, updated_ns = ?, last_refreshed_at = ?,"
          + " raw_json = ? WHERE payment_seq = ? AND id = ? AND updated_ns <= ?";

  /**
   * Writes transactions of stored payments ({@code seqOfPayment}: each payment id's seq): new ones
   * inserted, stored ones replaced unless the stored one is newer.
   */
  static void upsert(Connection c, List<JsonTable.Row> rows, Map<String, Long> seqOfPayment)
      throws SQLException {
    // One row per (payment, id): the later version wins.
    Map<String, JsonTable.Row> byKey = new LinkedHashMap<>();
    Set<Long> seqs = new TreeSet<>();
    for (JsonTable.Row r : rows) {
      Long seq = seqOfPayment.get((String) r.values().get(0));
      if (seq == null) {
        continue;
      }
      seqs.add(seq);
      JsonTable.Row prev = byKey.get(seq + " " + r.id());
      if (prev == null || prev.versionNs() <= r.versionNs()) {
        byKey.put(seq + " " + r.id(), r);
      }
    }
    if (byKey.isEmpty()) {
      return;
    }
    Map<String, Long> stored = new HashMap<>();
    try (PreparedStatement ps =
        c.prepareStatement(
            "SELECT payment_seq, id, updated_ns FROM transactions WHERE payment_seq = ANY(?)")) {
      ps.setArray(1, c.createArrayOf("BIGINT", seqs.toArray(new Long[0])));
      try (ResultSet rs = ps.executeQuery()) {
        while (rs.next()) {
          stored.put(rs.getLong(1) + " " + rs.getString(2), rs.getLong(3));
        }
      }
    }
    OffsetDateTime now = PaymentSearchSql.time(Instant.now());
    try (PreparedStatement ins = c.prepareStatement(INSERT_SQL);
        PreparedStatement upd = c.prepareStatement(UPDATE_SQL)) {
      boolean inserts = false;
      boolean updates = false;
      for (Map.Entry<String, JsonTable.Row> e : byKey.entrySet()) {
        JsonTable.Row r = e.getValue();
        long seq = seqOfPayment.get((String) r.values().get(0));
        Long version = stored.get(e.getKey());
        if (version == null) {
          ins.setLong(1, seq);
          ins.setLong(2, seq / PaymentWriter.PERIOD);
          ins.setString(3, r.id());
          TABLE.bind(ins, 4, r, now);
          ins.addBatch();
          inserts = true;
        } else if (version <= r.versionNs()) {
          int i = TABLE.bind(upd, 1, r, now);
          upd.setLong(i++, seq);
          upd.setString(i++, r.id());
          upd.setLong(i, r.versionNs());
          upd.addBatch();
          updates = true;
        }
      }
      if (inserts) {
        ins.executeBatch();
      }
      if (updates) {
        upd.executeBatch();
      }
    }
  }

  /** A payment's transactions, oldest first. */
  public List<Transaction> forPayment(String paymentId) {
    return read(
        jsons(
            WITH_PAYMENT,
            "p.seq IN (" + PaymentSearchSql.seqsWhere("q.id = ?") + ") ORDER BY t.created_at, t.id",
            paymentId));
  }

  public Optional<Transaction> find(String id) {
    return findJson(id).map(ModelJson::readTransaction);
  }

  /** The stored JSON (document numbers masked), e.g. for a raw provider response view. */
  public Optional<String> findJson(String id) {
    List<String> all = jsons(BY_PERIOD, "t.id = ?", id);
    return all.isEmpty() ? Optional.empty() : Optional.of(all.get(0));
  }

  /** Transactions of one type (e.g. CHARGEBACK), newest first. */
  public List<Transaction> ofType(String type, int limit) {
    return read(
        jsons(
            WITH_PAYMENT,
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
          Map<String, ChargebackRow> byPayment = new LinkedHashMap<>();
          try (PreparedStatement ps =
              c.prepareStatement(
                  "SELECT "
                      + PaymentSearchSql.COLUMNS
                      + ", t.id, t.created_at, t.raw_json, j.raw_gz, j.raw_json FROM transactions t"
                      + " JOIN payments p ON p.seq = t.payment_seq"
                      + " LEFT JOIN payment_json j ON j.seq = p.seq"
                      + " WHERE t.type = 'CHARGEBACK'")) {
            try (ResultSet rs = ps.executeQuery()) {
              while (rs.next()) {
                PaymentRow row = PaymentRepository.row(rs);
                String txId = rs.getString(21);
                Instant at = PaymentRepository.instant(rs, 22);
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
          try (PreparedStatement ps =
              c.prepareStatement(
                  "SELECT COUNT(*) FROM payments p WHERE p.status = ? AND EXISTS"
                      + " (SELECT 1 FROM transactions t WHERE t.payment_seq = p.seq"
                      + " AND t.type = 'CHARGEBACK')")) {
            ps.setString(1, paymentStatus);
            try (ResultSet rs = ps.executeQuery()) {
              rs.next();
              return rs.getInt(1);
            }
          }
        });
  }

  /** The reason of a chargeback row: from its own JSON or from inside its payment's JSON. */
  private static String reason(ResultSet rs, String txId) throws SQLException {
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

  /** Transactions with their payment and its JSON. */
  private static final String WITH_PAYMENT =
      "transactions t JOIN payments p ON p.seq = t.payment_seq"
          + " LEFT JOIN payment_json j ON j.seq = p.seq";

  /**
   * The same, for a transaction looked up by its id: its index starts with the period, so H2 seeks
   * it in each period listed (see PaymentSearchSql.TERMS_BY_PERIOD).
   */
  static final String BY_PERIOD =
      "payment_periods r JOIN transactions t ON t.period = r.period"
          + " JOIN payments p ON p.seq = t.payment_seq LEFT JOIN payment_json j ON j.seq = p.seq";

  /** Each matching transaction's JSON: its own, or the one inside its payment's JSON. */
  private List<String> jsons(String from, String condition, Object param) {
    return db.read(
        c -> {
          List<String> out = new ArrayList<>();
          try (PreparedStatement ps =
              c.prepareStatement(
                  "SELECT t.id, t.raw_json, j.raw_gz, j.raw_json FROM "
                      + from
                      + " WHERE "
                      + condition)) {
            ps.setObject(1, param);
            try (ResultSet rs = ps.executeQuery()) {
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
