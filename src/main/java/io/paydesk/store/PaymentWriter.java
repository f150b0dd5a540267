package io.paydesk.store;

import io.paydesk.store.PaymentRepository.UpsertCounts;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The write side of {@link PaymentRepository}: parses and indexes payment responses and stores them
 * in batches; a later {@code updated_at} wins, and an unchanged payment is not written (only its
 * refresh time moves, at most every few minutes).
 */
final class PaymentWriter {
  /** The payment columns after the id, in the order {@link #bindColumns} binds them. */
  static final String[] COLUMNS = {
    "account_id",
    "status",
    "sub_status",
    "amount",
    "captured",
    "refunded",
    "currency",
    "country",
    "merchant_order_id",
    "merchant_reference",
    "description",
    "created_at",
    "updated_at",
    "updated_ns",
    "customer_id",
    "customer_name",
    "customer_name_lc",
    "customer_last_lc",
    "customer_email",
    "document_type",
    "document_masked",
    "document_hash",
    "card_brand",
    "card_iin",
    "card_last4",
    "method_type",
    "has_chargeback",
    "in_dispute",
    "last_refreshed_at",
    "response_code"
  };

  /** How stale the refresh time of a payment read again unchanged may get before it is moved. */
  static final java.time.Duration TOUCH_AFTER = java.time.Duration.ofMinutes(5);

  /**
   * Payments per period: {@code period = seq / PERIOD}. The description terms are keyed by period
   * first, so a load writes into the newest period's pages only (see V18 and store-size.md).
   */
  static final long PERIOD = 5000;

  /** A batch this large is part of a bulk load: it may wait for H2 (H2Upkeep.awaitRoom). */
  static final int BULK = 100;

  private static final String INSERT_SQL;
  private static final String UPDATE_SQL;

  static {
    StringBuilder ins = new StringBuilder("INSERT INTO payments (seq, period, id");
    StringBuilder vals = new StringBuilder(") VALUES (?, ?, ?");
    StringBuilder upd = new StringBuilder("UPDATE payments SET ");
    for (int i = 0; i < COLUMNS.length; i++) {
      ins.append(", ").append(COLUMNS[i]);
      vals.append(", ?");
      upd.append(i == 0 ? "" : ", ").append(COLUMNS[i]).append(" = ?");
    }
    INSERT_SQL = ins.append(vals).append(')').toString();
    UPDATE_SQL = upd.append(" WHERE seq = ? AND updated_ns <= ?").toString();
  }

  private final Db db;
  private final Sensitive sensitive;
  private final DailyAggregates daily;

  /** On H2, the ids the store may hold (its id index is keyed by period; see StoredIds). */
  private final StoredIds storedIds;

  PaymentWriter(Db db, Sensitive sensitive, DailyAggregates daily) {
    this.db = db;
    this.sensitive = sensitive;
    this.daily = daily;
    this.storedIds = db.h2 ? new StoredIds() : null;
  }

  /** Stores many payment responses in batches; a later {@code updated_at} wins. */
  UpsertCounts upsertAllJson(Collection<String> jsons) {
    return upsertIndexed(indexed(jsons), false);
  }

  /**
   * Stores these payment responses in place of what is stored for them, even when the stored ones
   * are newer (a reset sandbox); their stored transactions are replaced too.
   */
  UpsertCounts replaceAllJson(Collection<String> jsons) {
    return upsertIndexed(indexed(jsons), true);
  }

  private List<IndexedPayment> indexed(Collection<String> jsons) {
    List<IndexedPayment> indexed = new ArrayList<>(jsons.size());
    for (String json : jsons) {
      indexed.add(index(json));
    }
    return indexed;
  }

  /** One payment response read, indexed, redacted and compressed (no store access). */
  IndexedPayment index(String json) {
    return IndexedPayment.of(JsonFields.parse(json), sensitive);
  }

  UpsertCounts upsertIndexed(List<IndexedPayment> all) {
    return upsertIndexed(all, false);
  }

  private UpsertCounts upsertIndexed(List<IndexedPayment> all, boolean replace) {
    int inserted = 0;
    int updated = 0;
    int stale = 0;
    int unchanged = 0;
    for (int from = 0; from < all.size(); from += PaymentRepository.BATCH) {
      List<IndexedPayment> chunk =
          all.subList(from, Math.min(all.size(), from + PaymentRepository.BATCH));
      UpsertCounts c = upsertChunk(chunk, replace);
      inserted += c.inserted();
      updated += c.updated();
      stale += c.stale();
      unchanged += c.unchanged();
    }
    return new UpsertCounts(inserted, updated, stale, unchanged);
  }

  /**
   * A read replaces the stored copy: the payment's stored transactions the read no longer holds (a
   * reset sandbox), or holds in an older version than stored, are deleted (the upsert that follows
   * inserts the read's); the others are updated in place, so a transaction is inserted only when it
   * is new or replaced (a team store announces a new chargeback then).
   */
  private static void deleteStaleTransactions(
      Connection c, List<IndexedPayment> applied, Map<String, Long> seqOf) throws SQLException {
    try (PreparedStatement find =
            c.prepareStatement("SELECT id, updated_ns FROM transactions WHERE payment_seq = ?");
        PreparedStatement delete =
            c.prepareStatement("DELETE FROM transactions WHERE payment_seq = ? AND id = ?")) {
      boolean any = false;
      for (IndexedPayment p : applied) {
        long seq = seqOf.get(p.id());
        Map<String, Long> fresh = new HashMap<>();
        for (JsonTable.Row t : p.transactionRows()) {
          fresh.merge(t.id(), t.versionNs(), Math::max);
        }
        find.setLong(1, seq);
        try (ResultSet rs = find.executeQuery()) {
          while (rs.next()) {
            Long read = fresh.get(rs.getString(1));
            if (read == null || read < rs.getLong(2)) {
              delete.setLong(1, seq);
              delete.setString(2, rs.getString(1));
              delete.addBatch();
              any = true;
            }
          }
        }
      }
      if (any) {
        delete.executeBatch();
      }
    }
  }

  private UpsertCounts upsertChunk(List<IndexedPayment> chunk, boolean replace) {
    if (db.upkeep() != null && chunk.size() >= BULK) {
      db.upkeep().awaitRoom();
    }
    for (int attempt = 1; ; attempt++) {
      try {
        return db.txRaw(c -> writeIn(c, chunk, replace));
      } catch (SQLException e) {
        // Another writer of a shared store inserted one of these ids meanwhile: read again.
        if (attempt < 3 && Db.isKeyClash(e)) {
          continue;
        }
        throw Db.failure("save payments", e);
      }
    }
  }

  /**
   * Stores a chunk (at most {@link PaymentRepository#BATCH}) in the caller's transaction; {@code
   * replace} as in {@link #replaceAllJson}. A key clash (another writer inserted one of these ids
   * meanwhile) is the caller's to retry.
   */
  UpsertCounts writeIn(Connection c, List<IndexedPayment> chunk, boolean replace)
      throws SQLException {
    // Within one chunk the same id may come twice: the later updated_at (or the later one) wins.
    Map<String, IndexedPayment> byId = new LinkedHashMap<>();
    int duplicates = 0;
    for (IndexedPayment p : chunk) {
      IndexedPayment prev = byId.get(p.id());
      if (prev == null || prev.updatedNs() <= p.updatedNs()) {
        byId.put(p.id(), p);
      }
      if (prev != null) {
        duplicates++;
      }
    }
    Map<String, Stored> existing = existing(c, byId.keySet());
    List<IndexedPayment> inserts = new ArrayList<>();
    List<IndexedPayment> updates = new ArrayList<>();
    List<IndexedPayment> sameVersion = new ArrayList<>();
    int stale = duplicates;
    for (IndexedPayment p : byId.values()) {
      Stored stored = existing.get(p.id());
      long version = stored == null ? 0 : stored.version();
      if (stored == null) {
        inserts.add(p);
      } else if (version < p.updatedNs() || (replace && version > p.updatedNs())) {
        updates.add(p);
      } else if (version == p.updatedNs()) {
        sameVersion.add(p);
      } else {
        stale++;
      }
    }
    // A payment read again unchanged is not written: rewriting its row, JSON, terms and index
    // entries was most of the store's growth when the same payments were refreshed.
    List<Long> unchangedSeqs = new ArrayList<>();
    if (!sameVersion.isEmpty()) {
      Map<Long, byte[]> stored = storedGz(c, sameVersion, existing);
      for (IndexedPayment p : sameVersion) {
        long seq = existing.get(p.id()).seq();
        if (java.util.Arrays.equals(stored.get(seq), p.storedJson())) {
          unchangedSeqs.add(seq);
        } else {
          updates.add(p);
        }
      }
    }
    int unchanged = unchangedSeqs.size();
    Instant nowInstant = Instant.now();
    OffsetDateTime now = PaymentSearchSql.time(nowInstant);
    touch(c, unchangedSeqs, nowInstant);
    // Where each written payment is: new ones get the next seqs, in the order they came.
    Map<String, Long> seqOf = new HashMap<>();
    existing.forEach((id, st) -> seqOf.put(id, st.seq()));
    if (!inserts.isEmpty()) {
      long next = lastSeq(c);
      Set<Long> periods = new TreeSet<>();
      try (PreparedStatement ps = c.prepareStatement(INSERT_SQL)) {
        for (IndexedPayment p : inserts) {
          long seq = ++next;
          seqOf.put(p.id(), seq);
          periods.add(seq / PERIOD);
          ps.setLong(1, seq);
          ps.setLong(2, seq / PERIOD);
          ps.setString(3, p.id());
          bindColumns(ps, 4, p, now);
          ps.addBatch();
        }
        ps.executeBatch();
      }
      addPeriods(c, periods);
      try (PreparedStatement ps =
          c.prepareStatement("INSERT INTO payment_json (seq, raw_gz) VALUES (?, ?)")) {
        for (IndexedPayment p : inserts) {
          ps.setLong(1, seqOf.get(p.id()));
          ps.setBytes(2, p.storedJson());
          ps.addBatch();
        }
        ps.executeBatch();
      }
    }
    List<IndexedPayment> written = new ArrayList<>(inserts);
    List<DailyAggregates.Fact> removed = new ArrayList<>();
    List<DailyAggregates.Fact> added = new ArrayList<>();
    for (IndexedPayment p : inserts) {
      added.add(DailyAggregates.Fact.of(p));
    }
    if (!updates.isEmpty()) {
      List<IndexedPayment> applied = new ArrayList<>();
      Map<String, DailyAggregates.Fact> before =
          DailyAggregates.stored(c, updates.stream().map(p -> seqOf.get(p.id())).toList());
      try (PreparedStatement ps = c.prepareStatement(UPDATE_SQL)) {
        for (IndexedPayment p : updates) {
          int i = bindColumns(ps, 1, p, now);
          ps.setLong(i++, seqOf.get(p.id()));
          ps.setLong(i, replace ? Long.MAX_VALUE : p.updatedNs());
          ps.addBatch();
        }
        int[] counts = ps.executeBatch();
        for (int i = 0; i < counts.length; i++) {
          // SUCCESS_NO_INFO counts as applied; 0 means a newer row arrived meanwhile.
          if (counts[i] != 0) {
            applied.add(updates.get(i));
            DailyAggregates.Fact old = before.get(updates.get(i).id());
            if (old != null) {
              removed.add(old);
            }
            added.add(DailyAggregates.Fact.of(updates.get(i)));
          } else {
            stale++;
          }
        }
      }
      try (PreparedStatement ps =
          c.prepareStatement("UPDATE payment_json SET raw_gz = ?, raw_json = NULL WHERE seq = ?")) {
        for (IndexedPayment p : applied) {
          ps.setBytes(1, p.storedJson());
          ps.setLong(2, seqOf.get(p.id()));
          ps.addBatch();
        }
        ps.executeBatch();
      }
      try (PreparedStatement ps = c.prepareStatement("DELETE FROM payment_terms WHERE seq = ?")) {
        for (IndexedPayment p : applied) {
          ps.setLong(1, seqOf.get(p.id()));
          ps.addBatch();
        }
        ps.executeBatch();
      }
      if (replace) {
        deleteStaleTransactions(c, applied, seqOf);
      }
      written.addAll(applied);
    }
    try (PreparedStatement ps =
        c.prepareStatement("INSERT INTO payment_terms (period, term, seq) VALUES (?, ?, ?)")) {
      for (IndexedPayment p : written) {
        long seq = seqOf.get(p.id());
        for (String term : p.terms()) {
          ps.setLong(1, seq / PERIOD);
          ps.setString(2, term);
          ps.setLong(3, seq);
          ps.addBatch();
        }
      }
      ps.executeBatch();
    }
    daily.apply(c, removed, added);
    List<JsonTable.Row> transactions = new ArrayList<>();
    for (IndexedPayment p : written) {
      transactions.addAll(p.transactionRows());
    }
    TransactionRepository.upsert(c, transactions, seqOf);
    return new UpsertCounts(inserts.size(), written.size() - inserts.size(), stale, unchanged);
  }

  /**
   * Moves the refresh time of payments read again unchanged, only where it is older than {@link
   * #TOUCH_AFTER}: their time stays true to within that, and re-reading them soon writes nothing.
   */
  private static void touch(Connection c, List<Long> seqs, Instant now) throws SQLException {
    if (seqs.isEmpty()) {
      return;
    }
    try (PreparedStatement ps =
        c.prepareStatement(
            "UPDATE payments SET last_refreshed_at = ? WHERE seq = ? AND last_refreshed_at < ?")) {
      OffsetDateTime at = PaymentSearchSql.time(now);
      OffsetDateTime before = PaymentSearchSql.time(now.minus(TOUCH_AFTER));
      for (long seq : seqs) {
        ps.setObject(1, at);
        ps.setLong(2, seq);
        ps.setObject(3, before);
        ps.addBatch();
      }
      ps.executeBatch();
    }
  }

  /** The compressed JSON stored for these payments, by seq (none for rows from before V3). */
  private static Map<Long, byte[]> storedGz(
      Connection c, List<IndexedPayment> payments, Map<String, Stored> existing)
      throws SQLException {
    Map<Long, byte[]> found = new HashMap<>();
    try (PreparedStatement ps =
        c.prepareStatement("SELECT seq, raw_gz FROM payment_json WHERE seq = ANY(?)")) {
      Long[] seqs = new Long[payments.size()];
      for (int i = 0; i < seqs.length; i++) {
        seqs[i] = existing.get(payments.get(i).id()).seq();
      }
      ps.setArray(1, c.createArrayOf("BIGINT", seqs));
      try (ResultSet rs = ps.executeQuery()) {
        while (rs.next()) {
          byte[] gz = rs.getBytes(2);
          if (gz != null) {
            found.put(rs.getLong(1), gz);
          }
        }
      }
    }
    return found;
  }

  /** Where a stored payment is and which version it holds. */
  private record Stored(long seq, long version) {}

  private Map<String, Stored> existing(Connection c, Collection<String> ids) throws SQLException {
    Map<String, Stored> found = new HashMap<>();
    if (storedIds != null) {
      // H2: the rows StoredIds places these ids in are read by seq (new payments, most of a load,
      // are not looked up at all); an id whose row holds another id (a shared hash) is sought
      // period by period.
      storedIds.catchUp(c);
      Map<Long, String> bySeq = new HashMap<>();
      List<String> seek = new ArrayList<>();
      for (String id : ids) {
        long seq = storedIds.seqOf(id);
        if (seq >= 0 && bySeq.putIfAbsent(seq, id) != null) {
          seek.add(id);
        }
      }
      if (bySeq.isEmpty()) {
        return found;
      }
      try (PreparedStatement ps =
          c.prepareStatement("SELECT seq, id, updated_ns FROM payments WHERE seq = ANY(?)")) {
        ps.setArray(1, c.createArrayOf("BIGINT", bySeq.keySet().toArray(new Long[0])));
        try (ResultSet rs = ps.executeQuery()) {
          while (rs.next()) {
            if (rs.getString(2).equals(bySeq.get(rs.getLong(1)))) {
              found.put(rs.getString(2), new Stored(rs.getLong(1), rs.getLong(3)));
            }
          }
        }
      }
      for (String id : bySeq.values()) {
        if (!found.containsKey(id)) {
          seek.add(id);
        }
      }
      try (PreparedStatement ps =
          c.prepareStatement(
              "SELECT q.seq, q.updated_ns FROM "
                  + PaymentSearchSql.BY_PERIOD
                  + " WHERE q.id = ?")) {
        for (String id : seek) {
          ps.setString(1, id);
          try (ResultSet rs = ps.executeQuery()) {
            if (rs.next()) {
              found.put(id, new Stored(rs.getLong(1), rs.getLong(2)));
            }
          }
        }
      }
      return found;
    }
    StringBuilder sql = new StringBuilder("SELECT id, seq, updated_ns FROM payments WHERE id IN (");
    for (int i = 0; i < ids.size(); i++) {
      sql.append(i == 0 ? "?" : ", ?");
    }
    try (PreparedStatement ps = c.prepareStatement(sql.append(')').toString())) {
      int i = 1;
      for (String id : ids) {
        ps.setString(i++, id);
      }
      try (ResultSet rs = ps.executeQuery()) {
        while (rs.next()) {
          found.put(rs.getString(1), new Stored(rs.getLong(2), rs.getLong(3)));
        }
      }
    }
    return found;
  }

  /** The newest seq given (0 in an empty store). */
  private static long lastSeq(Connection c) throws SQLException {
    try (PreparedStatement ps = c.prepareStatement("SELECT MAX(seq) FROM payments");
        ResultSet rs = ps.executeQuery()) {
      rs.next();
      return rs.getLong(1);
    }
  }

  /** Lists new periods in payment_periods (the terms are looked up period by period). */
  private static void addPeriods(Connection c, Set<Long> periods) throws SQLException {
    try (PreparedStatement ps =
        c.prepareStatement(
            "INSERT INTO payment_periods (period) SELECT CAST(? AS BIGINT) WHERE NOT EXISTS"
                + " (SELECT 1 FROM payment_periods WHERE period = ?)")) {
      for (long period : periods) {
        ps.setLong(1, period);
        ps.setLong(2, period);
        ps.addBatch();
      }
      ps.executeBatch();
    }
  }

  /** Binds {@link #COLUMNS} from {@code start} on; answers the next parameter index. */
  static int bindColumns(PreparedStatement ps, int start, IndexedPayment p, OffsetDateTime now)
      throws SQLException {
    int i = start;
    ps.setString(i++, p.accountId());
    ps.setString(i++, p.status());
    ps.setString(i++, p.subStatus());
    ps.setBigDecimal(i++, p.amount());
    ps.setBigDecimal(i++, p.captured());
    ps.setBigDecimal(i++, p.refunded());
    ps.setString(i++, p.currency());
    ps.setString(i++, p.country());
    ps.setString(i++, p.merchantOrderId());
    ps.setString(i++, p.merchantReference());
    ps.setString(i++, p.description());
    ps.setObject(i++, PaymentSearchSql.time(p.createdAt()));
    if (p.updatedAt() == null) {
      ps.setNull(i++, Types.TIMESTAMP_WITH_TIMEZONE);
    } else {
      ps.setObject(i++, PaymentSearchSql.time(p.updatedAt()));
    }
    ps.setLong(i++, p.updatedNs());
    ps.setString(i++, p.customerId());
    ps.setString(i++, p.customerName());
    ps.setString(i++, p.customerNameLc());
    ps.setString(i++, p.customerLastLc());
    ps.setString(i++, p.customerEmail());
    ps.setString(i++, p.documentType());
    ps.setString(i++, p.documentMasked());
    ps.setString(i++, p.documentHash());
    ps.setString(i++, p.cardBrand());
    ps.setString(i++, p.cardIin());
    ps.setString(i++, p.cardLast4());
    ps.setString(i++, p.methodType());
    ps.setBoolean(i++, p.hasChargeback());
    ps.setBoolean(i++, p.inDispute());
    ps.setObject(i++, now);
    ps.setString(i++, p.responseCode());
    return i;
  }
}
