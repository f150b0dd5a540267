package io.paydesk.store;

import io.paydesk.api.model.ModelJson;
import io.paydesk.api.model.Payment;
import io.paydesk.api.model.TransactionResult;
import java.math.BigDecimal;
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
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Payments seen by the console: kept by id with the columns the search needs and the raw JSON
 * (document numbers masked, card data removed). A response never overwrites a newer one: the row
 * with the later {@code updated_at} wins.
 */
public final class PaymentRepository {
  static final int BATCH = 500;

  /**
   * How many rows an upsert inserted, updated, left alone because they were newer, or left alone
   * because the payment stored was the same (nothing written for those).
   */
  public record UpsertCounts(int inserted, int updated, int stale, int unchanged) {
    public UpsertCounts(int inserted, int updated, int stale) {
      this(inserted, updated, stale, 0);
    }
  }

  private static final String[] COLUMNS = {
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
    "last_refreshed_at"
  };

  private static final String INSERT_SQL;
  private static final String UPDATE_SQL;

  static {
    StringBuilder ins = new StringBuilder("INSERT INTO payments (id");
    StringBuilder vals = new StringBuilder(") VALUES (?");
    StringBuilder upd = new StringBuilder("UPDATE payments SET ");
    for (int i = 0; i < COLUMNS.length; i++) {
      ins.append(", ").append(COLUMNS[i]);
      vals.append(", ?");
      upd.append(i == 0 ? "" : ", ").append(COLUMNS[i]).append(" = ?");
    }
    INSERT_SQL = ins.append(vals).append(')').toString();
    UPDATE_SQL = upd.append(" WHERE id = ? AND updated_ns <= ?").toString();
  }

  private final Db db;
  private final Sensitive sensitive;

  PaymentRepository(Db db, Sensitive sensitive) {
    this.db = db;
    this.sensitive = sensitive;
  }

  /**
   * Stores a payment the client returned. Its raw JSON is what gets indexed and kept (the record is
   * written out when it was built in code); a newer stored row is left alone.
   */
  public void upsert(Payment payment) {
    upsertJson(jsonOf(payment));
  }

  /** Stores many payments in batches (see {@link #upsert(Payment)}). */
  public void upsertAll(Collection<Payment> all) {
    List<String> jsons = new ArrayList<>(all.size());
    for (Payment p : all) {
      jsons.add(jsonOf(p));
    }
    upsertAllJson(jsons);
  }

  /** Stores the payment nested in a capture, cancel or cancel-or-refund answer, if any. */
  public void upsert(TransactionResult result) {
    if (result.payment() != null) {
      upsert(result.payment());
    }
  }

  /**
   * The stored payment, read back through the client's model. Document numbers in it are masked and
   * card data removed, as stored.
   */
  public Optional<Payment> find(String id) {
    return findJson(id).map(ModelJson::readPayment);
  }

  private static String jsonOf(Payment p) {
    if (p.rawJson() != null && !p.rawJson().isBlank()) {
      return p.rawJson();
    }
    return ModelJson.write(p);
  }

  /** Stores one payment response (JSON as received from the service). */
  public UpsertCounts upsertJson(String json) {
    return upsertAllJson(List.of(json));
  }

  /** Stores many payment responses in batches; a later {@code updated_at} wins. */
  public UpsertCounts upsertAllJson(Collection<String> jsons) {
    List<IndexedPayment> indexed = new ArrayList<>(jsons.size());
    for (String json : jsons) {
      indexed.add(IndexedPayment.of(Json.parse(json), sensitive));
    }
    return upsertIndexed(indexed);
  }

  UpsertCounts upsertIndexed(List<IndexedPayment> all) {
    int inserted = 0;
    int updated = 0;
    int stale = 0;
    int unchanged = 0;
    for (int from = 0; from < all.size(); from += BATCH) {
      List<IndexedPayment> chunk = all.subList(from, Math.min(all.size(), from + BATCH));
      UpsertCounts c = upsertChunk(chunk);
      inserted += c.inserted;
      updated += c.updated;
      stale += c.stale;
      unchanged += c.unchanged;
    }
    return new UpsertCounts(inserted, updated, stale, unchanged);
  }

  private UpsertCounts upsertChunk(List<IndexedPayment> chunk) {
    // Within one chunk the same id may come twice: the later updated_at (or the later one) wins.
    Map<String, IndexedPayment> byId = new LinkedHashMap<>();
    int dropped = 0;
    for (IndexedPayment p : chunk) {
      IndexedPayment prev = byId.get(p.id());
      if (prev == null || prev.updatedNs() <= p.updatedNs()) {
        byId.put(p.id(), p);
      }
      if (prev != null) {
        dropped++;
      }
    }
    final int duplicates = dropped;
    for (int attempt = 1; ; attempt++) {
      try {
        UpsertCounts counts = db.txRaw(c -> writeChunk(c, byId, duplicates));
        if (counts.inserted + counts.updated > 0) {
          db.compactOnline();
        }
        return counts;
      } catch (SQLException e) {
        // Another writer of a shared store inserted one of these ids meanwhile: read again.
        if (attempt < 3 && Db.isKeyClash(e)) {
          continue;
        }
        throw Db.failure("save payments", e);
      }
    }
  }

  private UpsertCounts writeChunk(Connection c, Map<String, IndexedPayment> byId, int duplicates)
      throws SQLException {
    Map<String, Long> existing = existingVersions(c, byId.keySet());
    List<IndexedPayment> inserts = new ArrayList<>();
    List<IndexedPayment> updates = new ArrayList<>();
    List<IndexedPayment> sameVersion = new ArrayList<>();
    int stale = duplicates;
    for (IndexedPayment p : byId.values()) {
      Long version = existing.get(p.id());
      if (version == null) {
        inserts.add(p);
      } else if (version < p.updatedNs()) {
        updates.add(p);
      } else if (version == p.updatedNs()) {
        sameVersion.add(p);
      } else {
        stale++;
      }
    }
    // A payment read again unchanged is not written: rewriting its row, JSON, terms and index
    // entries was most of the store's growth when the same payments were refreshed.
    int unchanged = 0;
    if (!sameVersion.isEmpty()) {
      Map<String, byte[]> stored = storedGz(c, sameVersion);
      for (IndexedPayment p : sameVersion) {
        if (java.util.Arrays.equals(stored.get(p.id()), p.storedJson())) {
          unchanged++;
        } else {
          updates.add(p);
        }
      }
    }
    OffsetDateTime now = PaymentSearchSql.time(Instant.now());
    if (!inserts.isEmpty()) {
      try (PreparedStatement ps = c.prepareStatement(INSERT_SQL)) {
        for (IndexedPayment p : inserts) {
          ps.setString(1, p.id());
          bindColumns(ps, 2, p, now);
          ps.addBatch();
        }
        ps.executeBatch();
      }
      try (PreparedStatement ps =
          c.prepareStatement("INSERT INTO payment_json (id, raw_gz) VALUES (?, ?)")) {
        for (IndexedPayment p : inserts) {
          ps.setString(1, p.id());
          ps.setBytes(2, p.storedJson());
          ps.addBatch();
        }
        ps.executeBatch();
      }
    }
    List<IndexedPayment> written = new ArrayList<>(inserts);
    if (!updates.isEmpty()) {
      List<IndexedPayment> applied = new ArrayList<>();
      try (PreparedStatement ps = c.prepareStatement(UPDATE_SQL)) {
        for (IndexedPayment p : updates) {
          int i = bindColumns(ps, 1, p, now);
          ps.setString(i++, p.id());
          ps.setLong(i, p.updatedNs());
          ps.addBatch();
        }
        int[] counts = ps.executeBatch();
        for (int i = 0; i < counts.length; i++) {
          // SUCCESS_NO_INFO counts as applied; 0 means a newer row arrived meanwhile.
          if (counts[i] != 0) {
            applied.add(updates.get(i));
          } else {
            stale++;
          }
        }
      }
      try (PreparedStatement ps =
          c.prepareStatement("UPDATE payment_json SET raw_gz = ?, raw_json = NULL WHERE id = ?")) {
        for (IndexedPayment p : applied) {
          ps.setBytes(1, p.storedJson());
          ps.setString(2, p.id());
          ps.addBatch();
        }
        ps.executeBatch();
      }
      try (PreparedStatement ps =
          c.prepareStatement("DELETE FROM payment_terms WHERE payment_id = ?")) {
        for (IndexedPayment p : applied) {
          ps.setString(1, p.id());
          ps.addBatch();
        }
        ps.executeBatch();
      }
      written.addAll(applied);
    }
    try (PreparedStatement ps =
        c.prepareStatement("INSERT INTO payment_terms (term, payment_id) VALUES (?, ?)")) {
      for (IndexedPayment p : written) {
        for (String term : p.terms()) {
          ps.setString(1, term);
          ps.setString(2, p.id());
          ps.addBatch();
        }
      }
      ps.executeBatch();
    }
    List<JsonTable.Row> transactions = new ArrayList<>();
    for (IndexedPayment p : written) {
      transactions.addAll(p.transactionRows());
    }
    if (!transactions.isEmpty()) {
      TransactionRepository.TABLE.upsert(c, transactions);
    }
    return new UpsertCounts(inserts.size(), written.size() - inserts.size(), stale, unchanged);
  }

  /** The compressed JSON stored for these payments (absent for rows from before version 3). */
  private static Map<String, byte[]> storedGz(Connection c, List<IndexedPayment> payments)
      throws SQLException {
    Map<String, byte[]> found = new HashMap<>();
    try (PreparedStatement ps =
        c.prepareStatement("SELECT id, raw_gz FROM payment_json WHERE id = ANY(?)")) {
      String[] ids = new String[payments.size()];
      for (int i = 0; i < ids.length; i++) {
        ids[i] = payments.get(i).id();
      }
      ps.setArray(1, c.createArrayOf("VARCHAR", ids));
      try (ResultSet rs = ps.executeQuery()) {
        while (rs.next()) {
          byte[] gz = rs.getBytes(2);
          if (gz != null) {
            found.put(rs.getString(1), gz);
          }
        }
      }
    }
    return found;
  }

  private static Map<String, Long> existingVersions(Connection c, Collection<String> ids)
      throws SQLException {
    Map<String, Long> found = new HashMap<>();
    StringBuilder sql = new StringBuilder("SELECT id, updated_ns FROM payments WHERE id IN (");
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
          found.put(rs.getString(1), rs.getLong(2));
        }
      }
    }
    return found;
  }

  private static int bindColumns(
      PreparedStatement ps, int start, IndexedPayment p, OffsetDateTime now) throws SQLException {
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
    return i;
  }

  /** The stored JSON of one payment (document numbers masked), if the store has it. */
  public Optional<String> findJson(String id) {
    return db.read(
        c -> {
          try (PreparedStatement ps =
              c.prepareStatement("SELECT raw_gz, raw_json FROM payment_json WHERE id = ?")) {
            ps.setString(1, id);
            try (ResultSet rs = ps.executeQuery()) {
              return rs.next() ? Optional.of(storedJson(rs, 1)) : Optional.empty();
            }
          }
        });
  }

  /** A payment_json row: compressed raw_gz, or raw_json from before version 3. */
  static String storedJson(ResultSet rs, int gzColumn) throws SQLException {
    byte[] gz = rs.getBytes(gzColumn);
    return gz != null ? Json.gunzip(gz) : rs.getString(gzColumn + 1);
  }

  /** The results-table row of one payment. */
  public Optional<PaymentRow> findRow(String id) {
    return db.read(
        c -> {
          try (PreparedStatement ps =
              c.prepareStatement(
                  "SELECT " + PaymentSearchSql.COLUMNS + " FROM payments p WHERE p.id = ?")) {
            ps.setString(1, id);
            try (ResultSet rs = ps.executeQuery()) {
              return rs.next() ? Optional.of(row(rs)) : Optional.empty();
            }
          }
        });
  }

  /**
   * A free-text word or name prefix matching more rows than this is "common": it is checked row by
   * row while walking the sort index (which finds a page quickly because many rows match); below
   * it, its candidate ids are listed first and read through the primary key.
   */
  static final int CANDIDATE_LIMIT = 1000;

  /**
   * CANDIDATE_LIMIT, lowered by tests to exercise the common-word and wide-range plans on small
   * data; the other plan limits scale with it.
   */
  int candidateLimit = CANDIDATE_LIMIT;

  /**
   * Amount ranges and IIN prefixes found to hold more than their limit of payments, so the next
   * page or refresh of the same search skips the probe (0.5 to 3 ms). Payments are never removed,
   * so a wide range stays wide; a stale entry could only cost speed, never a wrong answer.
   */
  private final Map<String, Boolean> wideRanges =
      java.util.Collections.synchronizedMap(
          new LinkedHashMap<>(64, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, Boolean> eldest) {
              return size() > 256;
            }
          });

  /** One page of a search; pass {@code page.nextCursor()} to {@code query.after} for the next. */
  public Page<PaymentRow> search(PaymentQuery query) {
    List<PaymentRow> rows =
        db.read(
            c -> {
              PaymentSearchSql.Candidates cand = candidates(c, query);
              if (cand.ids() != null && cand.ids().isEmpty()) {
                return List.<PaymentRow>of();
              }
              PaymentSearchSql.Sql sql = PaymentSearchSql.page(query, sensitive, cand);
              try (PreparedStatement ps = c.prepareStatement(sql.text())) {
                bind(ps, sql.params());
                List<PaymentRow> out = new ArrayList<>();
                try (ResultSet rs = ps.executeQuery()) {
                  while (rs.next()) {
                    out.add(row(rs));
                  }
                }
                return out;
              }
            });
    if (rows.size() > query.pageSize()) {
      List<PaymentRow> page = rows.subList(0, query.pageSize());
      String next = PaymentSearchSql.Cursor.encode(query.sortBy(), page.get(page.size() - 1));
      return new Page<>(page, next);
    }
    return new Page<>(rows, null);
  }

  /** How many payments match (the cursor and page size are ignored). */
  public long count(PaymentQuery query) {
    return db.read(
        c -> {
          PaymentSearchSql.Candidates cand = candidates(c, query);
          if (cand.ids() != null && cand.ids().isEmpty()) {
            return 0L;
          }
          PaymentSearchSql.Sql sql = PaymentSearchSql.count(query, sensitive, cand);
          try (PreparedStatement ps = c.prepareStatement(sql.text())) {
            bind(ps, sql.params());
            try (ResultSet rs = ps.executeQuery()) {
              rs.next();
              return rs.getLong(1);
            }
          }
        });
  }

  /**
   * An amount range or IIN prefix holding at most this many payments (5,000) is read through its
   * own index, which holds created_at and id (so no row is read to sort them); a wider one walks
   * the date order, where a page fills after about rows / matches x 50 rows.
   */
  private int rangeSortLimit() {
    return candidateLimit * 5;
  }

  /**
   * The same limit when the range is the query's only filter (25,000): its page's ids then come
   * from the index alone, about 0.2 µs an entry, while walking the dates reads whole rows (at a
   * million payments a range of 5,001 meant about 10,000 rows and p95 up to 29 ms).
   */
  private int rangeOnlyLimit() {
    return candidateLimit * 25;
  }

  /**
   * Several common words are intersected before the page query when the rarest of them has at most
   * this many term rows (50,000); above it, the page query walks the sort index and checks the
   * words on each row (every word is then common, so a page usually fills quickly).
   */
  private int termScanLimit() {
    return candidateLimit * 50;
  }

  /** Runs the pre-queries of the free-text words and the name (see CANDIDATE_LIMIT). */
  private PaymentSearchSql.Candidates candidates(Connection c, PaymentQuery q) throws SQLException {
    if (PaymentSearchSql.rangeDecides(q)) {
      // PostgreSQL's planner weighs the range itself; H2's needs to be told.
      return db.h2 ? rangePlan(c, q) : PaymentSearchSql.Candidates.NONE;
    }
    if (q.textWords.isEmpty() && q.customerName == null) {
      return PaymentSearchSql.Candidates.NONE;
    }
    Set<String> ids = null;
    Map<String, Set<String>> common = new LinkedHashMap<>();
    Set<String> commonIdHits = new HashSet<>();
    boolean commonName = false;
    for (String w : q.textWords) {
      WordHits found = wordHits(c, w);
      Set<String> byId = found.byId();
      Set<String> byTerm = found.byTerm();
      // An id prefix shared by many payments (say "ord-13": ord-13, ord-130 to ord-139, ...) may
      // match only old payments, so walking the date order could read most of the table: its
      // wider list is read instead, when it fits.
      Set<String> wider = byId == null && byTerm != null ? widerIdHits(c, w) : null;
      if (byId != null && byTerm != null && byId.size() + byTerm.size() <= candidateLimit) {
        byTerm.addAll(byId);
        ids = intersect(ids, byTerm);
      } else if (wider != null) {
        wider.addAll(byTerm);
        ids = intersect(ids, wider);
      } else {
        common.put(w, byId);
        if (byId != null) {
          commonIdHits.addAll(byId);
        }
      }
    }
    if (q.customerName != null) {
      // Counted from the name indexes first: a common name is not listed (that reads its rows).
      boolean few = true;
      for (PaymentSearchSql.Sql probe :
          PaymentSearchSql.nameProbes(q.customerName, candidateLimit)) {
        few &= !holdsRow(c, probe);
      }
      Set<String> found =
          few
              ? collect(
                  c,
                  PaymentSearchSql.nameCandidates(q.customerName, candidateLimit + 1),
                  candidateLimit)
              : null;
      if (found == null) {
        commonName = true;
      } else {
        ids = intersect(ids, found);
      }
    }
    if (ids == null && common.size() >= 2 && !common.containsValue(null)) {
      // Several common words and nothing narrower: their intersection may still be small, and
      // walking the index for it would then read much of the table. Intersect their term rows
      // in SQL, add the few payments their id columns matched when those have every word too,
      // and the page is read from that exact list.
      Set<String> both = termIntersection(c, common.keySet());
      if (both != null) {
        both.addAll(idHitsWithEveryWord(c, common, commonIdHits));
        ids = both;
        common.clear();
      }
    }
    if (ids == null && commonName && !common.isEmpty()) {
      int wide = candidateLimit * 10;
      Set<String> found =
          collect(c, PaymentSearchSql.nameCandidates(q.customerName, wide + 1), wide);
      if (found != null) {
        ids = found;
        commonName = false;
      }
    }
    return new PaymentSearchSql.Candidates(ids, common, commonName, null);
  }

  /**
   * The payments whose description has every one of the words, or null when even the rarest of them
   * has too many term rows to list: the rarest word's payments are read, then narrowed by each
   * other word in turn.
   */
  private Set<String> termIntersection(Connection c, Collection<String> words) throws SQLException {
    Map<String, Long> counts = new HashMap<>();
    String rarest = null;
    for (String w : words) {
      counts.put(w, single(c, PaymentSearchSql.termCount(w)));
      if (rarest == null || counts.get(w) < counts.get(rarest)) {
        rarest = w;
      }
    }
    if (counts.get(rarest) > termScanLimit()) {
      return null;
    }
    Set<String> left = termIds(c, rarest, null);
    for (String w : words) {
      if (!w.equals(rarest) && !left.isEmpty()) {
        // Reading a word's term rows in order beats looking each candidate up, up to a point.
        left =
            counts.get(w) <= termScanLimit() * 10L ? termIds(c, w, left) : idsWithTerm(c, left, w);
      }
    }
    return left;
  }

  /** The payments whose description has the word; only those in {@code within} unless null. */
  private static Set<String> termIds(Connection c, String word, Set<String> within)
      throws SQLException {
    Set<String> out = new HashSet<>();
    try (PreparedStatement ps =
        c.prepareStatement(
            "SELECT t.payment_id FROM payment_terms t WHERE t.term LIKE ? ESCAPE '\\'")) {
      ps.setString(1, PaymentSearchSql.likePrefix(PaymentSearchSql.term(word)));
      try (ResultSet rs = ps.executeQuery()) {
        while (rs.next()) {
          String id = rs.getString(1);
          if (within == null || within.contains(id)) {
            out.add(id);
          }
        }
      }
    }
    return out;
  }

  /** Those of {@code ids} whose description has the word. */
  private static Set<String> idsWithTerm(Connection c, Set<String> ids, String word)
      throws SQLException {
    Set<String> out = new HashSet<>();
    try (PreparedStatement ps =
        c.prepareStatement(
            "SELECT t.payment_id FROM payment_terms t WHERE t.payment_id = ANY(?)"
                + " AND t.term LIKE ? ESCAPE '\\'")) {
      ps.setArray(1, c.createArrayOf("VARCHAR", ids.toArray(new String[0])));
      ps.setString(2, PaymentSearchSql.likePrefix(PaymentSearchSql.term(word)));
      try (ResultSet rs = ps.executeQuery()) {
        while (rs.next()) {
          out.add(rs.getString(1));
        }
      }
    }
    return out;
  }

  /** Of the payments the words' id columns matched, those that every word matches. */
  private static Set<String> idHitsWithEveryWord(
      Connection c, Map<String, Set<String>> common, Set<String> hits) throws SQLException {
    Set<String> left = new HashSet<>(hits);
    for (Map.Entry<String, Set<String>> word : common.entrySet()) {
      if (left.isEmpty()) {
        break;
      }
      Set<String> matched = idsWithTerm(c, left, word.getKey());
      matched.addAll(word.getValue());
      left.retainAll(matched);
    }
    return left;
  }

  /** On H2: read a narrow amount range or IIN prefix through its index, walk dates otherwise. */
  private PaymentSearchSql.Candidates rangePlan(Connection c, PaymentQuery q) throws SQLException {
    List<String> narrow = new ArrayList<>();
    int limit = PaymentSearchSql.onlyOneRange(q) ? rangeOnlyLimit() : rangeSortLimit();
    for (String index : PaymentSearchSql.RANGE_INDEXES) {
      PaymentSearchSql.Sql probe = PaymentSearchSql.rangeProbe(q, index, limit);
      if (probe == null) {
        continue;
      }
      String key = probe.text() + probe.params();
      if (wideRanges.containsKey(key)) {
        continue;
      }
      if (holdsRow(c, probe)) {
        wideRanges.put(key, Boolean.TRUE);
      } else {
        narrow.add(index);
      }
    }
    if (narrow.isEmpty()) {
      return new PaymentSearchSql.Candidates(null, Map.of(), false, PaymentSearchSql.WALK_DATE);
    }
    String best = narrow.get(0);
    if (narrow.size() > 1) {
      // An amount range and an IIN prefix, both narrow: the one holding fewer payments.
      long fewest = Long.MAX_VALUE;
      for (String index : narrow) {
        long n = single(c, PaymentSearchSql.rangeCount(q, index));
        if (n < fewest) {
          fewest = n;
          best = index;
        }
      }
    }
    if (PaymentSearchSql.onlyOneRange(q)) {
      // The page's ids straight from the index; then only those rows are read.
      Set<String> page = new LinkedHashSet<>();
      PaymentSearchSql.Sql top = PaymentSearchSql.rangeTop(q, best);
      try (PreparedStatement ps = c.prepareStatement(top.text())) {
        bind(ps, top.params());
        try (ResultSet rs = ps.executeQuery()) {
          while (rs.next()) {
            page.add(rs.getString(1));
          }
        }
      }
      return new PaymentSearchSql.Candidates(page, Map.of(), false, null);
    }
    return new PaymentSearchSql.Candidates(null, Map.of(), false, best);
  }

  /** Whether the query gives at least one row. */
  private static boolean holdsRow(Connection c, PaymentSearchSql.Sql sql) throws SQLException {
    try (PreparedStatement ps = c.prepareStatement(sql.text())) {
      bind(ps, sql.params());
      try (ResultSet rs = ps.executeQuery()) {
        return rs.next();
      }
    }
  }

  private static long single(Connection c, PaymentSearchSql.Sql sql) throws SQLException {
    try (PreparedStatement ps = c.prepareStatement(sql.text())) {
      bind(ps, sql.params());
      try (ResultSet rs = ps.executeQuery()) {
        rs.next();
        return rs.getLong(1);
      }
    }
  }

  /**
   * The payments a free-text word finds in the id columns and in the description terms; either is
   * null when one of its pre-queries reached the limit (the list may then be incomplete).
   */
  private WordHits wordHits(Connection c, String w) throws SQLException {
    return wordHits(c, w, candidateLimit);
  }

  /** The word's payments found in the id columns when at most termScanLimit(), else null. */
  private Set<String> widerIdHits(Connection c, String w) throws SQLException {
    return wordHits(c, w, termScanLimit()).byId();
  }

  private WordHits wordHits(Connection c, String w, int limit) throws SQLException {
    PaymentSearchSql.Sql sql = PaymentSearchSql.wordCandidates(w, limit + 1);
    Set<String> byId = new HashSet<>();
    Set<String> byTerm = new HashSet<>();
    int[] rows = new int[PaymentSearchSql.IN_TERMS + 1];
    try (PreparedStatement ps = c.prepareStatement(sql.text())) {
      bind(ps, sql.params());
      try (ResultSet rs = ps.executeQuery()) {
        while (rs.next()) {
          int branch = rs.getInt(1);
          rows[branch]++;
          (branch == PaymentSearchSql.IN_TERMS ? byTerm : byId).add(rs.getString(2));
        }
      }
    }
    boolean idsWide = byId.size() > limit;
    for (int b = 0; b < PaymentSearchSql.IN_TERMS; b++) {
      idsWide |= rows[b] > limit;
    }
    boolean termsWide = byTerm.size() > limit || rows[PaymentSearchSql.IN_TERMS] > limit;
    return new WordHits(idsWide ? null : byId, termsWide ? null : byTerm);
  }

  private record WordHits(Set<String> byId, Set<String> byTerm) {}

  /** The union of the pre-queries' ids, or null when one of them reached the limit. */
  private Set<String> collect(Connection c, List<PaymentSearchSql.Sql> queries, int limit)
      throws SQLException {
    Set<String> found = new HashSet<>();
    for (PaymentSearchSql.Sql sql : queries) {
      int n = 0;
      try (PreparedStatement ps = c.prepareStatement(sql.text())) {
        bind(ps, sql.params());
        try (ResultSet rs = ps.executeQuery()) {
          while (rs.next()) {
            found.add(rs.getString(1));
            n++;
          }
        }
      }
      if (n > limit || found.size() > limit) {
        return null;
      }
    }
    return found;
  }

  private static Set<String> intersect(Set<String> a, Set<String> b) {
    if (a == null) {
      return b;
    }
    a.retainAll(b);
    return a;
  }

  /** The most recently refreshed payments, newest first (a "recently viewed" list). */
  public List<PaymentRow> recent(int limit) {
    if (limit < 1 || limit > PaymentQuery.MAX_PAGE_SIZE) {
      throw new IllegalArgumentException("Ask for 1 to " + PaymentQuery.MAX_PAGE_SIZE + " rows.");
    }
    return db.read(
        c -> {
          try (PreparedStatement ps =
              c.prepareStatement(
                  "SELECT "
                      + PaymentSearchSql.COLUMNS
                      + " FROM payments p ORDER BY p.last_refreshed_at DESC FETCH FIRST "
                      + limit
                      + " ROWS ONLY")) {
            List<PaymentRow> out = new ArrayList<>();
            try (ResultSet rs = ps.executeQuery()) {
              while (rs.next()) {
                out.add(row(rs));
              }
            }
            return out;
          }
        });
  }

  static void bind(PreparedStatement ps, List<Object> params) throws SQLException {
    int i = 1;
    for (Object p : params) {
      if (p instanceof String s) {
        ps.setString(i++, s);
      } else if (p instanceof BigDecimal d) {
        ps.setBigDecimal(i++, d);
      } else if (p instanceof Boolean b) {
        ps.setBoolean(i++, b);
      } else if (p instanceof PaymentSearchSql.IdList list) {
        ps.setArray(i++, ps.getConnection().createArrayOf("VARCHAR", list.ids()));
      } else {
        ps.setObject(i++, p);
      }
    }
  }

  static PaymentRow row(ResultSet rs) throws SQLException {
    return new PaymentRow(
        rs.getString(1),
        rs.getString(2),
        rs.getString(3),
        plain(rs.getBigDecimal(4)),
        rs.getString(5),
        rs.getString(6),
        rs.getString(7),
        rs.getString(8),
        rs.getString(9),
        instant(rs, 10),
        rs.getString(11),
        rs.getString(12),
        rs.getString(13),
        rs.getString(14),
        rs.getString(15),
        rs.getString(16),
        rs.getString(17),
        rs.getBoolean(18),
        rs.getBoolean(19),
        instant(rs, 20));
  }

  static Instant instant(ResultSet rs, int col) throws SQLException {
    OffsetDateTime t = rs.getObject(col, OffsetDateTime.class);
    return t == null ? null : t.toInstant();
  }

  /** 52000.000000 from the DECIMAL column reads back as 52000. */
  static BigDecimal plain(BigDecimal d) {
    if (d == null) {
      return null;
    }
    BigDecimal s = d.stripTrailingZeros();
    return s.scale() < 0 ? s.setScale(0) : s;
  }
}
