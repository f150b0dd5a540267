package io.paydesk.store;

import io.paydesk.api.model.ModelJson;
import io.paydesk.api.model.Payment;
import io.paydesk.api.model.TransactionResult;
import java.math.BigDecimal;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

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

  private final Db db;
  private final PaymentWriter writer;
  final PaymentSearch searcher;

  PaymentRepository(Db db, Sensitive sensitive, DailyAggregates daily) {
    this.db = db;
    this.writer = new PaymentWriter(db, sensitive, daily);
    this.searcher = new PaymentSearch(db, sensitive);
  }

  /**
   * Stores a payment the client returned. Its raw JSON is what gets indexed and kept (the record is
   * written out when it was built in code); a newer stored row is left alone.
   */
  public void upsert(Payment payment) {
    upsertJson(jsonOf(payment));
  }

  /**
   * Stores a payment read right after a change the console itself made: it replaces the stored copy
   * even if that carries a later {@code updated_at} (a service clock ahead of itself must not hide
   * the console's own refund).
   */
  public void replace(Payment payment) {
    replaceAllJson(List.of(jsonOf(payment)));
  }

  /** Stores many payments in batches (see {@link #upsert(Payment)}). */
  public void upsertAll(Collection<Payment> all) {
    List<String> jsons = new ArrayList<>(all.size());
    for (Payment p : all) {
      jsons.add(jsonOf(p));
    }
    upsertAllJson(jsons);
  }

  /**
   * A payment read, indexed, redacted and compressed for storing: the costly part of storing it,
   * which {@link #prepare} does on the caller's thread so that many threads can prepare what one
   * writer then stores with {@link #upsertPrepared}.
   */
  public static final class Prepared {
    final IndexedPayment indexed;

    private Prepared(IndexedPayment indexed) {
      this.indexed = indexed;
    }

    /** The payment's id. */
    public String id() {
      return indexed.id();
    }
  }

  /**
   * Reads, indexes, redacts and compresses a payment for {@link #upsertPrepared}; safe from any
   * thread.
   *
   * @throws StoreException for a payment that cannot be stored (no id)
   */
  public Prepared prepare(Payment payment) {
    return new Prepared(writer.index(jsonOf(payment)));
  }

  /** Stores prepared payments in batches, as {@link #upsertAll(Collection)} does. */
  public UpsertCounts upsertPrepared(List<Prepared> all) {
    List<IndexedPayment> indexed = new ArrayList<>(all.size());
    for (Prepared p : all) {
      indexed.add(p.indexed);
    }
    return writer.upsertIndexed(indexed);
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

  static String jsonOf(Payment p) {
    if (p.rawJson() != null && !p.rawJson().isBlank()) {
      return p.rawJson();
    }
    return ModelJson.write(p);
  }

  /** The write side, for writes made in another repository's transaction. */
  PaymentWriter writer() {
    return writer;
  }

  /** Stores one payment response (JSON as received from the service). */
  public UpsertCounts upsertJson(String json) {
    return upsertAllJson(List.of(json));
  }

  /** Stores many payment responses in batches; a later {@code updated_at} wins. */
  public UpsertCounts upsertAllJson(Collection<String> jsons) {
    return writer.upsertAllJson(jsons);
  }

  /**
   * Stores these payment responses in place of the stored ones even when those are newer (the
   * embedded sandbox after a reset); their transactions are replaced too.
   */
  public UpsertCounts replaceAllJson(Collection<String> jsons) {
    return writer.replaceAllJson(jsons);
  }

  /** One page of a search; pass {@code page.nextCursor()} to {@code query.after} for the next. */
  public Page<PaymentRow> search(PaymentQuery query) {
    return searcher.search(query);
  }

  /**
   * Which of these payments (by id) match the query's filters, e.g. payments an event just stored
   * that an open search would now list.
   */
  public java.util.Set<String> matching(PaymentQuery query, java.util.Collection<String> ids) {
    return searcher.matching(query, java.util.Set.copyOf(ids));
  }

  /** How many payments match (the cursor and page size are ignored). */
  public long count(PaymentQuery query) {
    return searcher.count(query);
  }

  /** The most recently refreshed payments, newest first (a "recently viewed" list). */
  public List<PaymentRow> recent(int limit) {
    return searcher.recent(limit);
  }

  /** The stored JSON of one payment (document numbers masked), if the store has it. */
  public Optional<String> findJson(String id) {
    return db.read(
        c -> {
          try (PreparedStatement ps =
              c.prepareStatement(
                  "SELECT j.raw_gz, j.raw_json FROM payment_json j WHERE j.seq IN ("
                      + PaymentSearchSql.seqsWhere("q.id = ?")
                      + ")")) {
            ps.setString(1, id);
            try (ResultSet rs = ps.executeQuery()) {
              return rs.next() ? Optional.of(storedJson(rs, 1)) : Optional.empty();
            }
          }
        });
  }

  /** The last answer read with history and provider responses, and when it was read. */
  public record RawAnswer(String json, Instant fetchedAt) {}

  /**
   * Keeps the last answer read with transactions_history and raw_response for a payment, card data
   * removed and document numbers masked, in place of the one kept before.
   *
   * @return what was kept
   */
  public RawAnswer saveRawAnswer(String paymentId, String json, Instant when) {
    // The database keeps microseconds: give back what it will read back.
    Instant fetchedAt = when.truncatedTo(java.time.temporal.ChronoUnit.MICROS);
    com.fasterxml.jackson.databind.JsonNode tree = JsonFields.parse(json);
    Sensitive.redactOwned(tree);
    byte[] bytes = JsonFields.writeBytes(tree);
    byte[] gz = JsonFields.gzip(bytes);
    db.tx(
        c -> {
          // Delete and insert: portable to PostgreSQL (no MERGE ... KEY there).
          try (PreparedStatement ps =
              c.prepareStatement("DELETE FROM payment_raw_answers WHERE payment_id = ?")) {
            ps.setString(1, paymentId);
            ps.executeUpdate();
          }
          try (PreparedStatement ps =
              c.prepareStatement(
                  "INSERT INTO payment_raw_answers (payment_id, fetched_at, raw_gz)"
                      + " VALUES (?, ?, ?)")) {
            ps.setString(1, paymentId);
            ps.setObject(2, PaymentSearchSql.time(fetchedAt));
            ps.setBytes(3, gz);
            return ps.executeUpdate();
          }
        });
    return new RawAnswer(new String(bytes, java.nio.charset.StandardCharsets.UTF_8), fetchedAt);
  }

  /** The last answer kept by {@link #saveRawAnswer}, if any. */
  public Optional<RawAnswer> findRawAnswer(String paymentId) {
    return db.read(
        c -> {
          try (PreparedStatement ps =
              c.prepareStatement(
                  "SELECT raw_gz, fetched_at FROM payment_raw_answers WHERE payment_id = ?")) {
            ps.setString(1, paymentId);
            try (ResultSet rs = ps.executeQuery()) {
              return rs.next()
                  ? Optional.of(
                      new RawAnswer(
                          JsonFields.gunzip(rs.getBytes(1)),
                          rs.getObject(2, OffsetDateTime.class).toInstant()))
                  : Optional.empty();
            }
          }
        });
  }

  /** A payment_json row: compressed raw_gz, or raw_json from before version 3. */
  static String storedJson(ResultSet rs, int gzColumn) throws SQLException {
    byte[] gz = rs.getBytes(gzColumn);
    return gz != null ? JsonFields.gunzip(gz) : rs.getString(gzColumn + 1);
  }

  /** Paid and refunded in one currency. */
  public record CurrencyTotal(
      String currency, BigDecimal paid, BigDecimal refunded, long payments) {}

  /** One customer's payments, by customer id or e-mail (either may be null), newest first. */
  public List<PaymentRow> forCustomer(String customerId, String email, int limit) {
    int n = Math.max(1, Math.min(limit, PaymentQuery.MAX_PAGE_SIZE));
    java.util.Map<String, PaymentRow> byId = new java.util.LinkedHashMap<>();
    if (customerId != null && !customerId.isBlank()) {
      customerRows("q.customer_id = ?", customerId, n).forEach(r -> byId.put(r.id(), r));
    }
    if (email != null && !email.isBlank()) {
      customerRows("q.customer_email = ?", email.strip().toLowerCase(java.util.Locale.ROOT), n)
          .forEach(r -> byId.putIfAbsent(r.id(), r));
    }
    List<PaymentRow> all = new java.util.ArrayList<>(byId.values());
    all.sort(
        java.util.Comparator.comparing(PaymentRow::createdAt, java.util.Comparator.reverseOrder())
            .thenComparing(PaymentRow::id, java.util.Comparator.reverseOrder()));
    return all.size() > n ? all.subList(0, n) : all;
  }

  /** A customer as a stored payment names them. */
  public record Payer(String customerId, String name) {}

  /**
   * The customers of the stored payments with this e-mail (case ignored), each once, those of the
   * newest payments first; at most {@code limit}.
   */
  public List<Payer> payersByEmail(String email, int limit) {
    String e = email == null ? "" : email.strip().toLowerCase(java.util.Locale.ROOT);
    if (e.isEmpty()) {
      return List.of();
    }
    record Seen(String id, String name, Instant at) {}
    List<Seen> seen =
        db.read(
            c -> {
              List<Seen> out = new java.util.ArrayList<>();
              try (PreparedStatement ps =
                  c.prepareStatement(
                      "SELECT q.customer_id, q.customer_name, q.created_at FROM "
                          + PaymentSearchSql.BY_PERIOD
                          + " WHERE q.customer_email = ? AND q.customer_id IS NOT NULL LIMIT "
                          + PaymentQuery.MAX_PAGE_SIZE)) {
                ps.setString(1, e);
                try (ResultSet rs = ps.executeQuery()) {
                  while (rs.next()) {
                    OffsetDateTime at = rs.getObject(3, OffsetDateTime.class);
                    out.add(
                        new Seen(
                            rs.getString(1),
                            rs.getString(2) == null ? "" : rs.getString(2),
                            at == null ? Instant.EPOCH : at.toInstant()));
                  }
                }
              }
              return out;
            });
    java.util.Map<String, Payer> byId = new java.util.LinkedHashMap<>();
    seen.stream()
        .sorted(java.util.Comparator.comparing(Seen::at).reversed())
        .forEach(x -> byId.putIfAbsent(x.id(), new Payer(x.id(), x.name())));
    return byId.values().stream().limit(limit).toList();
  }

  /** The newest n payments whose column meets the condition (on alias q, one parameter). */
  private List<PaymentRow> customerRows(String condition, String value, int n) {
    return db.read(
        c -> {
          // The customer's payments found first, then read by seq: as one statement with ORDER BY,
          // H2 may walk the date index and run the look-up again for every row.
          List<Long> seqs = new java.util.ArrayList<>();
          try (PreparedStatement ps = c.prepareStatement(PaymentSearchSql.seqsWhere(condition))) {
            ps.setString(1, value);
            try (ResultSet rs = ps.executeQuery()) {
              while (rs.next()) {
                seqs.add(rs.getLong(1));
              }
            }
          }
          List<PaymentRow> out = new java.util.ArrayList<>();
          try (PreparedStatement ps =
              c.prepareStatement(
                  "SELECT "
                      + PaymentSearchSql.COLUMNS
                      + " FROM payments p WHERE p.seq = ANY(?)"
                      + " ORDER BY p.created_at DESC, p.seq DESC FETCH FIRST "
                      + n
                      + " ROWS ONLY")) {
            ps.setArray(1, c.createArrayOf("BIGINT", seqs.toArray(new Long[0])));
            try (ResultSet rs = ps.executeQuery()) {
              while (rs.next()) {
                out.add(row(rs));
              }
            }
          }
          return out;
        });
  }

  /**
   * What one customer (by id or e-mail) paid (captured) and was refunded, per currency: amounts in
   * different currencies are never added together.
   */
  public List<CurrencyTotal> totalsForCustomer(String customerId, String email) {
    String id = customerId == null || customerId.isBlank() ? null : customerId;
    String mail =
        email == null || email.isBlank() ? null : email.strip().toLowerCase(java.util.Locale.ROOT);
    if (id == null && mail == null) {
      return List.of();
    }
    return db.read(
        c -> {
          List<CurrencyTotal> out = new java.util.ArrayList<>();
          try (PreparedStatement ps =
              c.prepareStatement(
                  "SELECT currency, SUM(captured), SUM(refunded), COUNT(*) FROM payments p"
                      + " WHERE p.seq IN ("
                      + PaymentSearchSql.seqsWhere("q.customer_id = ?")
                      + " UNION "
                      + PaymentSearchSql.seqsWhere("q.customer_email = ?")
                      + ") GROUP BY currency ORDER BY currency")) {
            ps.setString(1, id);
            ps.setString(2, mail);
            try (ResultSet rs = ps.executeQuery()) {
              while (rs.next()) {
                BigDecimal paid = rs.getBigDecimal(2);
                BigDecimal refunded = rs.getBigDecimal(3);
                out.add(
                    new CurrencyTotal(
                        rs.getString(1),
                        paid == null ? BigDecimal.ZERO : paid.stripTrailingZeros(),
                        refunded == null ? BigDecimal.ZERO : refunded.stripTrailingZeros(),
                        rs.getLong(4)));
              }
            }
          }
          return out;
        });
  }

  /** The results-table row of one payment. */
  public Optional<PaymentRow> findRow(String id) {
    return db.read(
        c -> {
          try (PreparedStatement ps =
              c.prepareStatement(
                  "SELECT "
                      + PaymentSearchSql.COLUMNS
                      + " FROM payments p WHERE p.seq IN ("
                      + PaymentSearchSql.seqsWhere("q.id = ?")
                      + ")")) {
            ps.setString(1, id);
            try (ResultSet rs = ps.executeQuery()) {
              return rs.next() ? Optional.of(row(rs)) : Optional.empty();
            }
          }
        });
  }

  static void bind(PreparedStatement ps, List<Object> params) throws SQLException {
    bind(ps, params, 1);
  }

  /** Binds the parameters from index {@code first} on. */
  static void bind(PreparedStatement ps, List<Object> params, int first) throws SQLException {
    int i = first;
    for (Object p : params) {
      if (p instanceof String s) {
        ps.setString(i++, s);
      } else if (p instanceof BigDecimal d) {
        ps.setBigDecimal(i++, d);
      } else if (p instanceof Boolean b) {
        ps.setBoolean(i++, b);
      } else if (p instanceof PaymentSearchSql.SeqList list) {
        ps.setArray(i++, ps.getConnection().createArrayOf("BIGINT", list.seqs()));
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
