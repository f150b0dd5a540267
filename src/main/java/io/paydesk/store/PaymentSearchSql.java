package io.paydesk.store;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Turns a {@link PaymentQuery} into SQL with bound parameters. H2 walks an index for ORDER BY only
 * when the ORDER BY list starts with the columns fixed by equality filters, so the order is written
 * as (driving equality column, sort column, id): the same rows in the same order, read from the
 * index instead of sorted.
 */
final class PaymentSearchSql {
  static final String COLUMNS =
      "p.id, p.status, p.sub_status, p.amount, p.currency, p.country, p.merchant_order_id,"
          + " p.merchant_reference, p.description, p.created_at, p.customer_name,"
          + " p.customer_email, p.document_masked, p.card_brand, p.card_iin, p.card_last4,"
          + " p.method_type, p.has_chargeback, p.in_dispute, p.last_refreshed_at";

  record Sql(String text, List<Object> params) {}

  /** The column of a {@link #page} row holding the payment's seq (after {@link #COLUMNS}). */
  static final int SEQ_COLUMN = 21;

  private record Eq(String column, Object value) {}

  /**
   * What the pre-queries found: the seqs of the payments that can match (null when nothing narrows
   * the search); the free-text words too common to list, each with the few payments its id columns
   * matched (null when those were many too), checked row by row while walking the sort index;
   * whether the name was too common; and, on H2, the index to read ({@code null}: the planner's
   * choice).
   */
  record Candidates(
      Set<Long> seqs,
      Map<String, Set<Long>> commonWords,
      boolean commonName,
      String index,
      Set<String> commonLookUps) {
    static final Candidates NONE = new Candidates(null, Map.of(), false, null);

    /**
     * Without look-ups listed: each look-up filter of the query is then a sub-query of the page
     * query (right, but H2 may walk the sort index and run it for every row: the search lists them
     * first, see {@link #commonLookUps}).
     */
    Candidates(
        Set<Long> seqs, Map<String, Set<Long>> commonWords, boolean commonName, String index) {
      this(seqs, commonWords, commonName, index, null);
    }
  }

  /**
   * A look-up filter of the query (order id, reference, e-mail, document, last four): its column
   * and comparison, with one parameter.
   */
  record LookUp(String column, String comparison, Object value) {
    /** The payments it finds, sought period by period (at most {@code limit}). */
    Sql seqs(int limit) {
      return new Sql(
          seqsWhere("q." + column + comparison) + " FETCH FIRST " + limit + " ROWS ONLY",
          List.of(value));
    }
  }

  /** The query's look-up filters. */
  static List<LookUp> lookUps(PaymentQuery q, Sensitive sensitive) {
    List<LookUp> out = new ArrayList<>();
    textLookUp(out, "merchant_order_id", q.merchantOrderId, false);
    textLookUp(out, "merchant_reference", q.merchantReference, false);
    textLookUp(out, "customer_email", q.customerEmail, true);
    if (q.customerDocument != null) {
      out.add(new LookUp("document_hash", " = ?", sensitive.documentHash(q.customerDocument)));
    }
    if (q.cardLastFour != null) {
      out.add(new LookUp("card_last4", " = ?", q.cardLastFour));
    }
    return out;
  }

  private static void textLookUp(List<LookUp> out, String column, TextMatch m, boolean lower) {
    if (m == null) {
      return;
    }
    String v = lower ? m.value().toLowerCase(Locale.ROOT) : m.value();
    out.add(
        m.mode() == TextMatch.Mode.EXACT
            ? new LookUp(column, " = ?", v)
            : new LookUp(column, " LIKE ? ESCAPE '\\'", likePrefix(v)));
  }

  private final PaymentQuery q;
  private final Sensitive sensitive;
  private final Candidates candidates;
  private final StringBuilder where = new StringBuilder();
  private final List<Object> params = new ArrayList<>();
  private final List<Eq> equalities = new ArrayList<>();
  private boolean selective;

  private PaymentSearchSql(PaymentQuery q, Sensitive sensitive, Candidates candidates) {
    this.q = q;
    this.sensitive = sensitive;
    this.candidates = candidates;
    filters();
  }

  /**
   * The page query: one row more than the page size tells whether a next page exists. Its rows are
   * {@link #COLUMNS} and then the payment's seq, which the next page's cursor holds.
   */
  static Sql page(PaymentQuery q, Sensitive sensitive) {
    return page(q, sensitive, Candidates.NONE);
  }

  static Sql page(PaymentQuery q, Sensitive sensitive, Candidates candidates) {
    PaymentSearchSql s = new PaymentSearchSql(q, sensitive, candidates);
    String sortCol = q.sortBy == PaymentQuery.SortBy.AMOUNT ? "p.amount" : "p.created_at";
    String dir = q.descending ? " DESC" : " ASC";
    if (q.after != null) {
      Cursor c = Cursor.decode(q.after, q.sortBy);
      s.and("(" + sortCol + ", p.seq) " + (q.descending ? "<" : ">") + " (?, ?)");
      s.params.add(c.sortValue);
      s.params.add(c.seq);
    }
    StringBuilder order = new StringBuilder(" ORDER BY ");
    Eq driver = s.driver();
    if (driver != null) {
      order.append(driver.column).append(", ");
    }
    order.append(sortCol).append(dir).append(", p.seq").append(dir);
    String from = " FROM payments p";
    if (WALK_DATE.equals(candidates.index())) {
      // H2 only: a wide amount or IIN range would otherwise be read through its own index and
      // sorted; walking the date order finds a page after a few rows.
      from +=
          " USE INDEX ("
              + (driver == null ? "payments_created" : INDEX_OF.get(driver.column))
              + ")";
    }
    String sql =
        "SELECT "
            + COLUMNS
            + ", p.seq"
            + from
            + s.whereClause()
            + order
            + " FETCH FIRST "
            + (q.pageSize + 1)
            + " ROWS ONLY";
    return new Sql(sql, s.params);
  }

  /**
   * H2, the amount order without a look-up: the page's candidates in one period (the first
   * parameter) with amounts from (up to, smallest first) the second, read from that period's part
   * of payments_amount (period, amount DESC, seq DESC) with every filter of the query; the periods'
   * answers are merged by {@link PaymentSearch}. Rows: seq, amount.
   */
  static Sql periodTop(PaymentQuery q, Sensitive sensitive) {
    PaymentSearchSql s = new PaymentSearchSql(q, sensitive, Candidates.NONE);
    String dir = q.descending ? " DESC" : " ASC";
    if (q.after != null) {
      Cursor c = Cursor.decode(q.after, q.sortBy);
      s.and("(p.amount, p.seq) " + (q.descending ? "<" : ">") + " (?, ?)");
      s.params.add(c.sortValue);
      s.params.add(c.seq);
    }
    String where = s.whereClause();
    return new Sql(
        // Its part of the amount index, named: with an equality filter (a status) H2 chose that
        // filter's index at a million payments, reading every row of the status for each period.
        // The second parameter bounds the amount: the merge's current last candidate, so later
        // periods read only rows that can still make the page.
        "SELECT p.seq, p.amount FROM payments p USE INDEX (payments_amount) WHERE p.period = ?"
            + (q.descending ? " AND p.amount >= ?" : " AND p.amount <= ?")
            + (where.isEmpty() ? "" : " AND " + where.substring(" WHERE ".length()))
            + " ORDER BY p.period, p.amount"
            + dir
            + ", p.seq"
            + dir
            + " FETCH FIRST "
            + (q.pageSize + 1)
            + " ROWS ONLY",
        s.params);
  }

  /** Whether the query names a look-up (a few rows found through their own index). */
  static boolean hasLookUp(PaymentQuery q) {
    return q.merchantOrderId != null
        || q.merchantReference != null
        || q.customerEmail != null
        || q.customerName != null
        || q.customerDocument != null
        || q.cardLastFour != null
        || !q.textWords.isEmpty();
  }

  /**
   * The ids among {@code ids} of payments matching every filter of the query (cursor and sort
   * ignored): found by their ids, each row checked against every filter, free text and names
   * included.
   */
  static Sql matchingIds(PaymentQuery q, Sensitive sensitive, Set<String> ids) {
    Map<String, Set<Long>> words = new java.util.LinkedHashMap<>();
    q.textWords.forEach(w -> words.put(w, null));
    Set<String> lookUps =
        lookUps(q, sensitive).stream()
            .map(LookUp::column)
            .collect(java.util.stream.Collectors.toSet());
    PaymentSearchSql s =
        new PaymentSearchSql(
            q, sensitive, new Candidates(null, words, q.customerName != null, null, lookUps));
    s.in("p.id", ids);
    return new Sql("SELECT p.id FROM payments p" + s.whereClause(), s.params);
  }

  static Sql count(PaymentQuery q, Sensitive sensitive, Candidates candidates) {
    PaymentSearchSql s = new PaymentSearchSql(q, sensitive, candidates);
    return new Sql("SELECT COUNT(*) FROM payments p" + s.whereClause(), s.params);
  }

  /**
   * The count of a search whose look-up matched too many payments to list (H2): read period by
   * period through that look-up's index (keyed by period first; named, as H2 may otherwise walk
   * another filter's index over the whole table), instead of checking every row.
   */
  static Sql countByPeriod(PaymentQuery q, Sensitive sensitive, Candidates candidates) {
    PaymentSearchSql s = new PaymentSearchSql(q, sensitive, candidates);
    String index =
        lookUps(q, sensitive).stream()
            .map(LookUp::column)
            .filter(candidates.commonLookUps()::contains)
            .map(LOOK_UP_INDEX::get)
            .findFirst()
            .orElseThrow();
    return new Sql(
        "SELECT COUNT(*) FROM payment_periods qr JOIN payments p USE INDEX ("
            + index
            + ") ON p.period = qr.period"
            + s.whereClause(),
        s.params);
  }

  private static final Map<String, String> LOOK_UP_INDEX =
      Map.of(
          "merchant_order_id", "payments_order_id",
          "merchant_reference", "payments_reference",
          "customer_email", "payments_email",
          "document_hash", "payments_document",
          "card_last4", "payments_last4");

  /**
   * The equality column that leads ORDER BY, matching an index (column, created_at, seq). Only for
   * the date sort and when no selective filter (an id, email, name, document, card digits, free
   * text) would find the rows faster through its own index.
   */
  private Eq driver() {
    if (q.sortBy != PaymentQuery.SortBy.CREATED_AT || selective || equalities.isEmpty()) {
      return null;
    }
    for (String col : DRIVER_PRIORITY) {
      for (Eq e : equalities) {
        if (e.column.equals(col) && !(e.value instanceof Boolean b && !b)) {
          return e;
        }
      }
    }
    for (Eq e : equalities) {
      if (DRIVER_PRIORITY.contains(e.column)) {
        return e;
      }
    }
    return null;
  }

  private static final java.util.Map<String, String> INDEX_OF =
      java.util.Map.of(
          "p.response_code", "payments_response_code",
          "p.in_dispute", "payments_dispute",
          "p.has_chargeback", "payments_chargeback",
          "p.sub_status", "payments_sub_status",
          "p.country", "payments_country",
          "p.status", "payments_status",
          "p.currency", "payments_currency",
          "p.method_type", "payments_method",
          "p.card_brand", "payments_brand");

  private static final List<String> DRIVER_PRIORITY =
      List.of(
          "p.response_code",
          "p.in_dispute",
          "p.has_chargeback",
          "p.sub_status",
          "p.country",
          "p.status",
          "p.currency",
          "p.method_type",
          "p.card_brand");

  private void filters() {
    in("p.status", q.statuses);
    in("p.sub_status", q.subStatuses);
    in("p.country", q.countries);
    in("p.currency", q.currencies);
    in("p.card_brand", q.cardBrands);
    in("p.method_type", q.methodTypes);
    in("p.response_code", q.responseCodes);
    if (q.amountMin != null) {
      and("p.amount >= ?");
      params.add(q.amountMin);
    }
    if (q.amountMax != null) {
      and("p.amount <= ?");
      params.add(q.amountMax);
    }
    if (q.createdFrom != null) {
      and("p.created_at >= ?");
      params.add(time(q.createdFrom));
    }
    if (q.createdBefore != null) {
      and("p.created_at < ?");
      params.add(time(q.createdBefore));
    }
    if (q.refreshedBefore != null) {
      and("p.last_refreshed_at < ?");
      params.add(time(q.refreshedBefore));
    }
    for (LookUp l : lookUps(q, sensitive)) {
      // Listed by the search (among the candidates), checked on each row when common, or else a
      // sub-query.
      selective = true;
      if (candidates.commonLookUps() == null) {
        and("p.seq IN (" + seqsWhere("q." + l.column() + l.comparison()) + ")");
      } else if (candidates.commonLookUps().contains(l.column())) {
        and("p." + l.column() + l.comparison());
      } else {
        continue;
      }
      params.add(l.value());
    }
    if (q.customerName != null && candidates.commonName()) {
      String like = likePrefix(q.customerName.toLowerCase(Locale.ROOT));
      and("(p.customer_name_lc LIKE ? ESCAPE '\\' OR p.customer_last_lc LIKE ? ESCAPE '\\')");
      params.add(like);
      params.add(like);
    }
    if (q.cardIin != null) {
      and("p.card_iin LIKE ? ESCAPE '\\'");
      params.add(likePrefix(q.cardIin));
    }
    bool("p.has_chargeback", q.hasChargeback);
    bool("p.in_dispute", q.inDispute);
    for (Map.Entry<String, Set<Long>> common : candidates.commonWords().entrySet()) {
      // A common word: checked on each row while walking the sort index (many rows match).
      String w = common.getKey();
      String inTerms =
          "EXISTS (SELECT 1 FROM payment_terms t WHERE t.seq = p.seq AND t.term LIKE ?"
              + " ESCAPE '\\')";
      params.add(likePrefix(term(w)));
      if (common.getValue() != null) {
        // Its few id matches are known: no need to test the id columns on every row.
        and("(" + inTerms + " OR p.seq = ANY(?))");
        params.add(new SeqList(common.getValue().toArray(new Long[0])));
        continue;
      }
      and(
          "("
              + inTerms
              + " OR p.merchant_order_id LIKE ? ESCAPE '\\' OR p.merchant_reference LIKE ? ESCAPE"
              + " '\\' OR p.id LIKE ? ESCAPE '\\' OR EXISTS (SELECT 1 FROM transactions x WHERE"
              + " x.payment_seq = p.seq AND x.id LIKE ? ESCAPE '\\'))");
      for (int i = 0; i < 4; i++) {
        params.add(likePrefix(w));
      }
    }
    if (candidates.seqs() != null) {
      // Rare words and names: their few candidates, read through the primary key.
      selective = true;
      and("p.seq = ANY(?)");
      params.add(new SeqList(candidates.seqs().toArray(new Long[0])));
    }
  }

  /** A bound array of seqs (for = ANY(?)). */
  record SeqList(Long[] seqs) {}

  /**
   * The payments (by seq) whose column meets the condition, sought period by period: on H2 the
   * payment id and the look-up columns are indexed (period, value) since version 20 (so that a load
   * writes only into the newest period's pages), and only joined with payment_periods does H2 seek
   * each period (see TERMS_BY_PERIOD). The condition is on alias q.
   */
  static String seqsWhere(String condition) {
    return "SELECT q.seq FROM " + BY_PERIOD + " WHERE " + condition;
  }

  /** Payments sought period by period, as alias q (see seqsWhere). */
  static final String BY_PERIOD = "payment_periods qr JOIN payments q ON q.period = qr.period";

  static String term(String word) {
    return IndexedPayment.cut(word.toLowerCase(Locale.ROOT), IndexedPayment.MAX_TERM);
  }

  /**
   * The pre-queries for one free-text word, as one statement: the seqs of at most {@code limit}
   * payments from each of the order id, reference, payment id and transaction id (rows led by 0 to
   * 3) and from the description terms (led by {@link #IN_TERMS}).
   */
  static Sql wordCandidates(String w, int limit) {
    String prefix = likePrefix(w);
    return new Sql(
        branch(0, "q.seq FROM " + BY_PERIOD + " WHERE q.merchant_order_id", limit)
            + " UNION ALL "
            + branch(1, "q.seq FROM " + BY_PERIOD + " WHERE q.merchant_reference", limit)
            + " UNION ALL "
            + branch(2, "q.seq FROM " + BY_PERIOD + " WHERE q.id", limit)
            + " UNION ALL "
            + branch(
                3,
                "x.payment_seq FROM payment_periods xr JOIN transactions x"
                    + " ON x.period = xr.period WHERE x.id",
                limit)
            + " UNION ALL "
            + branch(IN_TERMS, "t.seq FROM " + TERMS_BY_PERIOD + " WHERE t.term", limit),
        List.of(prefix, prefix, prefix, prefix, likePrefix(term(w))));
  }

  /**
   * The description terms, read period by period: their key starts with the period (so a load
   * writes only into the newest period's pages), and H2 seeks a term in each period listed in
   * payment_periods. Only joined this way does H2 use the key (as {@code t.period IN (...)} or
   * {@code = ANY(?)} with hundreds of periods it reads every row).
   */
  static final String TERMS_BY_PERIOD =
      "payment_periods r JOIN payment_terms t ON t.period = r.period";

  /** The leading number of a {@link #wordCandidates} row found in the description terms. */
  static final int IN_TERMS = 4;

  private static String branch(int n, String fromWhere, int limit) {
    return "(SELECT "
        + n
        + ", "
        + fromWhere
        + " LIKE ? ESCAPE '\\' FETCH FIRST "
        + limit
        + " ROWS ONLY)";
  }

  /**
   * How many term rows the word matches. At the top level, where H2 turns {@code LIKE ?} into an
   * index range (it does not inside a derived table).
   */
  static Sql termCount(String w) {
    return new Sql(
        "SELECT COUNT(*) FROM " + TERMS_BY_PERIOD + " WHERE t.term LIKE ? ESCAPE '\\'",
        List.of(likePrefix(term(w))));
  }

  /**
   * The same count, stopped at {@code cap} rows: on PostgreSQL, where the range is read inside a
   * derived table too, a common word's few hundred thousand term rows are not all counted when the
   * search only needs to know they are more than the cap.
   */
  static Sql termCount(String w, long cap) {
    return new Sql(
        "SELECT COUNT(*) FROM (SELECT 1 FROM "
            + TERMS_BY_PERIOD
            + " WHERE t.term LIKE ? ESCAPE '\\' FETCH FIRST "
            + cap
            + " ROWS ONLY) capped",
        List.of(likePrefix(term(w))));
  }

  /** The index read for an amount range and IIN prefix (see rangeProbe). */
  static final String WALK_DATE = "payments_created";

  static final Set<String> RANGE_INDEXES = Set.of("payments_amount", "payments_iin");

  /**
   * Whether an amount range or IIN prefix is the only narrowing filter, so that its density decides
   * the plan (see PaymentRepository): only for the date sort.
   */
  static boolean rangeDecides(PaymentQuery q) {
    boolean range = q.amountMin != null || q.amountMax != null || q.cardIin != null;
    return range && !hasLookUp(q) && q.sortBy == PaymentQuery.SortBy.CREATED_AT;
  }

  /**
   * One row when the amount range (index payments_amount) or the IIN prefix (payments_iin) holds
   * more than {@code limit} payments, none otherwise; null when the query has none. H2 steps over
   * the OFFSET in the index (period by period) without reading rows, so a wide range costs a walk
   * of {@code limit} index entries and nothing more.
   */
  static Sql rangeProbe(PaymentQuery q, String index, int limit) {
    List<Object> params = new ArrayList<>();
    String where = rangeWhere(q, index, params);
    if (where == null) {
      return null;
    }
    return new Sql(
        "SELECT 1 FROM "
            + BY_PERIOD
            + " WHERE "
            + where
            + " OFFSET "
            + limit
            + " ROWS FETCH FIRST 1 ROW ONLY",
        params);
  }

  /** The payments in the range of {@code index} (a narrow one), read from that index alone. */
  static Sql rangeSeqs(PaymentQuery q, String index) {
    List<Object> params = new ArrayList<>();
    String where = rangeWhere(q, index, params);
    return new Sql("SELECT q.seq FROM " + BY_PERIOD + " WHERE " + where, params);
  }

  /** How many payments the range of {@code index} holds, read from that index alone. */
  static Sql rangeCount(PaymentQuery q, String index) {
    List<Object> params = new ArrayList<>();
    String where = rangeWhere(q, index, params);
    return new Sql("SELECT COUNT(*) FROM " + BY_PERIOD + " WHERE " + where, params);
  }

  /** Whether the amount range or the IIN prefix (not both) is the query's only filter. */
  static boolean onlyOneRange(PaymentQuery q) {
    boolean amount = q.amountMin != null || q.amountMax != null;
    return amount != (q.cardIin != null)
        && q.statuses.isEmpty()
        && q.subStatuses.isEmpty()
        && q.countries.isEmpty()
        && q.currencies.isEmpty()
        && q.cardBrands.isEmpty()
        && q.methodTypes.isEmpty()
        && q.responseCodes.isEmpty()
        && q.hasChargeback == null
        && q.inDispute == null
        && q.createdFrom == null
        && q.createdBefore == null
        && q.refreshedBefore == null;
  }

  /**
   * The seqs of the page (and one more) for a query whose only filter is the range of {@code
   * index}: read in date order from that index alone, which holds created_at and seq.
   */
  static Sql rangeTop(PaymentQuery q, String index) {
    List<Object> params = new ArrayList<>();
    StringBuilder where = new StringBuilder(rangeWhere(q, index, params));
    String dir = q.descending ? " DESC" : " ASC";
    if (q.after != null) {
      Cursor c = Cursor.decode(q.after, q.sortBy);
      where
          .append(" AND (q.created_at, q.seq) ")
          .append(q.descending ? "<" : ">")
          .append(" (?, ?)");
      params.add(c.sortValue);
      params.add(c.seq);
    }
    return new Sql(
        "SELECT q.seq FROM "
            + BY_PERIOD
            + " WHERE "
            + where
            + " ORDER BY q.created_at"
            + dir
            + ", q.seq"
            + dir
            + " FETCH FIRST "
            + (q.pageSize + 1)
            + " ROWS ONLY",
        params);
  }

  private static String rangeWhere(PaymentQuery q, String index, List<Object> params) {
    if (index.equals("payments_amount")) {
      if (q.amountMin == null && q.amountMax == null) {
        return null;
      }
      StringBuilder w = new StringBuilder();
      if (q.amountMin != null) {
        w.append("q.amount >= ?");
        params.add(q.amountMin);
      }
      if (q.amountMax != null) {
        w.append(w.length() == 0 ? "" : " AND ").append("q.amount <= ?");
        params.add(q.amountMax);
      }
      return w.toString();
    }
    if (q.cardIin == null) {
      return null;
    }
    params.add(likePrefix(q.cardIin));
    return "q.card_iin LIKE ? ESCAPE '\\'";
  }

  /** The pre-queries for a name prefix: full name, and last name. */
  static List<Sql> nameCandidates(String name, int limit) {
    return nameQueries("q.seq", name, " FETCH FIRST " + limit + " ROWS ONLY");
  }

  /**
   * One row from each name index that matches more than {@code limit} payments: read from the index
   * alone, without building the rows stepped over.
   */
  static List<Sql> nameProbes(String name, int limit) {
    return nameQueries("1", name, " OFFSET " + limit + " ROWS FETCH FIRST 1 ROW ONLY");
  }

  private static List<Sql> nameQueries(String select, String name, String first) {
    String like = likePrefix(name.toLowerCase(Locale.ROOT));
    return List.of(
        new Sql(
            "SELECT "
                + select
                + " FROM "
                + BY_PERIOD
                + " WHERE q.customer_name_lc LIKE ? ESCAPE '\\'"
                + first,
            List.of(like)),
        new Sql(
            "SELECT "
                + select
                + " FROM "
                + BY_PERIOD
                + " WHERE q.customer_last_lc LIKE ? ESCAPE '\\'"
                + first,
            List.of(like)));
  }

  private void in(String column, Set<String> values) {
    if (values.isEmpty()) {
      return;
    }
    if (values.size() == 1) {
      String v = values.iterator().next();
      and(column + " = ?");
      params.add(v);
      equalities.add(new Eq(column, v));
      return;
    }
    StringBuilder b = new StringBuilder(column).append(" IN (");
    for (int i = 0; i < values.size(); i++) {
      b.append(i == 0 ? "?" : ", ?");
    }
    and(b.append(')').toString());
    params.addAll(values);
  }

  private void bool(String column, Boolean value) {
    if (value != null) {
      and(column + " = ?");
      params.add(value);
      equalities.add(new Eq(column, value));
    }
  }

  private void and(String condition) {
    where.append(where.length() == 0 ? " WHERE " : " AND ").append(condition);
  }

  private String whereClause() {
    return where.toString();
  }

  static String likePrefix(String s) {
    return s.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%";
  }

  static OffsetDateTime time(Instant t) {
    return t.atOffset(ZoneOffset.UTC);
  }

  /** The keyset position after the last row of a page: its sort value and seq. */
  record Cursor(Object sortValue, long seq) {
    static String encode(PaymentQuery.SortBy by, PaymentRow last, long seq) {
      String value =
          by == PaymentQuery.SortBy.AMOUNT
              ? last.amount().toPlainString()
              : last.createdAt().toString();
      String raw = by.name() + "|" + value + "|" + seq;
      return Base64.getUrlEncoder()
          .withoutPadding()
          .encodeToString(raw.getBytes(StandardCharsets.UTF_8));
    }

    static Cursor decode(String cursor, PaymentQuery.SortBy by) {
      try {
        String raw = new String(Base64.getUrlDecoder().decode(cursor), StandardCharsets.UTF_8);
        String[] parts = raw.split("\\|", 3);
        if (parts.length != 3 || !parts[0].equals(by.name())) {
          throw new IllegalArgumentException("This page cursor belongs to another sort order.");
        }
        Object value =
            by == PaymentQuery.SortBy.AMOUNT
                ? new BigDecimal(parts[1])
                : time(Instant.parse(parts[1]));
        return new Cursor(value, Long.parseLong(parts[2]));
      } catch (IllegalArgumentException | java.time.DateTimeException e) {
        if (e.getMessage() != null && e.getMessage().startsWith("This page cursor")) {
          throw e;
        }
        throw new IllegalArgumentException("The page cursor is not one this store produced.");
      }
    }
  }
}
