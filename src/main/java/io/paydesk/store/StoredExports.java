package io.paydesk.store;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Every stored payment, payout or subscription, page by page in a fixed order (a keyset: payments
 * by arrival, the others by id), for a headless export: each page is one short read, so no more
 * than a page is held and writes may go on meanwhile. {@code since} keeps those whose {@code
 * updated_at} (else {@code created_at}) is at or after it; null keeps all. Reads only.
 */
public final class StoredExports {
  private final Db db;

  private StoredExports(Db db) {
    this.db = db;
  }

  public static StoredExports of(Store store) {
    return new StoredExports(store.db());
  }

  /**
   * Payments as stored (document numbers masked, card data removed), each with its {@code
   * transactions} array: the transactions it carried, each in the last version the store holds (one
   * stored later from a capture or refund answer included), oldest first.
   *
   * @param after the previous page's cursor, null for the first page
   */
  public Page<String> paymentJson(Instant since, String after, int limit) {
    return db.read(
        c -> {
          Map<Long, String> bySeq = new LinkedHashMap<>();
          try (PreparedStatement ps =
              c.prepareStatement(
                  "SELECT p.seq, j.raw_gz, j.raw_json FROM payments p"
                      + " JOIN payment_json j ON j.seq = p.seq"
                      + " WHERE p.seq > ? AND p.updated_ns >= ? ORDER BY p.seq"
                      + page(limit))) {
            ps.setLong(1, after == null ? Long.MIN_VALUE : Long.parseLong(after));
            ps.setLong(2, sinceNs(since));
            try (ResultSet rs = ps.executeQuery()) {
              while (rs.next()) {
                bySeq.put(rs.getLong(1), PaymentRepository.storedJson(rs, 2));
              }
            }
          }
          Map<Long, List<StoredTransaction>> txns = transactions(c, bySeq.keySet());
          List<String> out = new ArrayList<>(bySeq.size());
          long last = 0;
          for (Map.Entry<Long, String> e : bySeq.entrySet()) {
            out.add(withTransactions(e.getValue(), txns.getOrDefault(e.getKey(), List.of())));
            last = e.getKey();
          }
          return new Page<>(out, out.size() < limit ? null : Long.toString(last));
        });
  }

  /** Payments as Search's rows (the export's CSV columns), in the same order. */
  public Page<PaymentRow> paymentRows(Instant since, String after, int limit) {
    return db.read(
        c -> {
          List<PaymentRow> out = new ArrayList<>();
          long last = 0;
          try (PreparedStatement ps =
              c.prepareStatement(
                  "SELECT "
                      + PaymentSearchSql.COLUMNS
                      + ", p.seq FROM payments p WHERE p.seq > ? AND p.updated_ns >= ?"
                      + " ORDER BY p.seq"
                      + page(limit))) {
            ps.setLong(1, after == null ? Long.MIN_VALUE : Long.parseLong(after));
            ps.setLong(2, sinceNs(since));
            try (ResultSet rs = ps.executeQuery()) {
              while (rs.next()) {
                out.add(PaymentRepository.row(rs));
                last = rs.getLong(PaymentSearchSql.SEQ_COLUMN);
              }
            }
          }
          return new Page<>(out, out.size() < limit ? null : Long.toString(last));
        });
  }

  /** Payouts as stored (the beneficiary's document masked), with their transactions. */
  public Page<String> payoutJson(Instant since, String after, int limit) {
    return jsonById(PayoutRepository.TABLE.name(), since, after, limit);
  }

  /** Subscriptions as stored. */
  public Page<String> subscriptionJson(Instant since, String after, int limit) {
    return jsonById(SubscriptionRepository.TABLE.name(), since, after, limit);
  }

  private Page<String> jsonById(String table, Instant since, String after, int limit) {
    return db.read(
        c -> {
          List<String> out = new ArrayList<>();
          String last = null;
          try (PreparedStatement ps =
              c.prepareStatement(
                  "SELECT id, raw_json FROM "
                      + table
                      + " WHERE id > ? AND updated_ns >= ? ORDER BY id"
                      + page(limit))) {
            ps.setString(1, after == null ? "" : after);
            ps.setLong(2, sinceNs(since));
            try (ResultSet rs = ps.executeQuery()) {
              while (rs.next()) {
                last = rs.getString(1);
                out.add(oneLine(rs.getString(2)));
              }
            }
          }
          return new Page<>(out, out.size() < limit ? null : last);
        });
  }

  /** JSON on one line (rows stored before the store wrote compact JSON may hold line breaks). */
  private static String oneLine(String json) {
    return json.indexOf('\n') < 0 && json.indexOf('\r') < 0
        ? json
        : JsonFields.write(JsonFields.parse(json));
  }

  private static String page(int limit) {
    if (limit < 1) {
      throw new IllegalArgumentException("A page holds at least one row.");
    }
    return " FETCH FIRST " + limit + " ROWS ONLY";
  }

  private static long sinceNs(Instant since) {
    return since == null ? Long.MIN_VALUE : IndexedPayment.epochNanos(since);
  }

  /** A transaction row: its id, and its own JSON when it was stored apart from its payment. */
  private record StoredTransaction(String id, String json) {}

  private static Map<Long, List<StoredTransaction>> transactions(Connection c, Set<Long> seqs)
      throws SQLException {
    Map<Long, List<StoredTransaction>> out = new HashMap<>();
    if (seqs.isEmpty()) {
      return out;
    }
    try (PreparedStatement ps =
        c.prepareStatement(
            "SELECT t.payment_seq, t.id, t.raw_json FROM transactions t"
                + " WHERE t.payment_seq = ANY(?) ORDER BY t.payment_seq, t.created_at, t.id")) {
      ps.setArray(1, c.createArrayOf("BIGINT", seqs.toArray(new Long[0])));
      try (ResultSet rs = ps.executeQuery()) {
        while (rs.next()) {
          out.computeIfAbsent(rs.getLong(1), k -> new ArrayList<>())
              .add(new StoredTransaction(rs.getString(2), rs.getString(3)));
        }
      }
    }
    return out;
  }

  /**
   * The payment's JSON with {@code transactions} as an array: the transactions it carries (one
   * object or an array), each replaced by a later version stored on its own, and those stored on
   * their own that it does not carry; oldest first. Its transactions_history is left as stored.
   */
  private static String withTransactions(String paymentJson, List<StoredTransaction> stored) {
    JsonNode tree = JsonFields.parse(paymentJson);
    if (!(tree instanceof ObjectNode payment)) {
      return paymentJson;
    }
    Map<String, JsonNode> carried = new LinkedHashMap<>();
    List<JsonNode> withoutId = new ArrayList<>();
    for (String key : new String[] {"transactions", "transaction"}) {
      JsonNode t = payment.get(key);
      List<JsonNode> list = new ArrayList<>();
      if (t != null && t.isArray()) {
        t.forEach(list::add);
      } else if (t != null && t.isObject()) {
        list.add(t);
      }
      for (JsonNode one : list) {
        String id = JsonFields.text(one, "id");
        if (id == null) {
          withoutId.add(one);
        } else {
          carried.putIfAbsent(id, one);
        }
      }
    }
    ArrayNode array = payment.arrayNode();
    Set<String> written = new LinkedHashSet<>();
    for (StoredTransaction t : stored) {
      if (t.json() != null) {
        array.add(JsonFields.parse(t.json()));
        written.add(t.id());
      } else if (carried.containsKey(t.id())) {
        array.add(carried.get(t.id()));
        written.add(t.id());
      }
    }
    carried.forEach(
        (id, t) -> {
          if (!written.contains(id)) {
            array.add(t);
          }
        });
    withoutId.forEach(array::add);
    payment.remove("transaction");
    payment.set("transactions", array);
    return JsonFields.write(payment);
  }
}
