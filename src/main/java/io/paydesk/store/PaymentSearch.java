package io.paydesk.store;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The read side of {@link PaymentRepository}: one page or the count of a search, planned for the
 * store's indexes (pre-queries for free text, names, amount ranges and IIN prefixes), and the
 * recently refreshed list.
 */
final class PaymentSearch {
  private final Db db;
  private final Sensitive sensitive;

  PaymentSearch(Db db, Sensitive sensitive) {
    this.db = db;
    this.sensitive = sensitive;
  }

  /**
   * A free-text word or name prefix matching more rows than this is "common": it is checked row by
   * row while walking the sort index (which finds a page quickly because many rows match); below
   * it, its candidates are listed first (by seq) and read through the primary key.
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
  Page<PaymentRow> search(PaymentQuery query) {
    sensitive.warm(query.customerDocument);
    List<Long> seqs = new ArrayList<>();
    List<PaymentRow> rows =
        db.read(
            c -> {
              PaymentSearchSql.Candidates cand = candidates(c, query);
              if (db.h2
                  && query.sortBy() == PaymentQuery.SortBy.AMOUNT
                  && !PaymentSearchSql.hasLookUp(query)) {
                cand = amountTop(c, query);
              }
              if (cand.seqs() != null && cand.seqs().isEmpty()) {
                return List.<PaymentRow>of();
              }
              PaymentSearchSql.Sql sql = PaymentSearchSql.page(query, sensitive, cand);
              try (PreparedStatement ps = c.prepareStatement(sql.text())) {
                PaymentRepository.bind(ps, sql.params());
                List<PaymentRow> out = new ArrayList<>();
                try (ResultSet rs = ps.executeQuery()) {
                  while (rs.next()) {
                    out.add(PaymentRepository.row(rs));
                    seqs.add(rs.getLong(PaymentSearchSql.SEQ_COLUMN));
                  }
                }
                return out;
              }
            });
    if (rows.size() > query.pageSize()) {
      List<PaymentRow> page = rows.subList(0, query.pageSize());
      String next =
          PaymentSearchSql.Cursor.encode(
              query.sortBy(), page.get(page.size() - 1), seqs.get(page.size() - 1));
      return new Page<>(page, next);
    }
    return new Page<>(rows, null);
  }

  /** Which of these payment ids match the query's filters. */
  Set<String> matching(PaymentQuery query, Set<String> ids) {
    if (ids.isEmpty()) {
      return Set.of();
    }
    sensitive.warm(query.customerDocument);
    return db.read(
        c -> {
          PaymentSearchSql.Sql sql = PaymentSearchSql.matchingIds(query, sensitive, ids);
          Set<String> out = new java.util.HashSet<>();
          try (PreparedStatement ps = c.prepareStatement(sql.text())) {
            PaymentRepository.bind(ps, sql.params());
            try (ResultSet rs = ps.executeQuery()) {
              while (rs.next()) {
                out.add(rs.getString(1));
              }
            }
          }
          return out;
        });
  }

  /** How many payments match (the cursor and page size are ignored). */
  long count(PaymentQuery query) {
    sensitive.warm(query.customerDocument);
    return db.read(
        c -> {
          PaymentSearchSql.Candidates cand = candidates(c, query);
          if (cand.seqs() != null && cand.seqs().isEmpty()) {
            return 0L;
          }
          boolean common =
              db.h2
                  && cand.seqs() == null
                  && cand.commonLookUps() != null
                  && !cand.commonLookUps().isEmpty();
          PaymentSearchSql.Sql sql =
              common
                  ? PaymentSearchSql.countByPeriod(query, sensitive, cand)
                  : PaymentSearchSql.count(query, sensitive, cand);
          try (PreparedStatement ps = c.prepareStatement(sql.text())) {
            PaymentRepository.bind(ps, sql.params());
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
   * The same limit when the range is the query's only filter (25,000): its page's seqs then come
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
    // The look-ups (order id, reference, e-mail, document, last four) are listed first, as the
    // words and names are: written into the page query as sub-queries, H2 may walk the sort index
    // and run them again for every row (seen at a million payments). One matching more than
    // rangeSortLimit() payments is checked on each row instead.
    Set<Long> seqs = null;
    Set<String> commonLookUps = new HashSet<>();
    for (PaymentSearchSql.LookUp l : PaymentSearchSql.lookUps(q, sensitive)) {
      Set<Long> found = collect(c, List.of(l.seqs(rangeSortLimit() + 1)), rangeSortLimit());
      if (found == null) {
        commonLookUps.add(l.column());
      } else {
        seqs = intersect(seqs, found);
      }
    }
    if (q.textWords.isEmpty() && q.customerName == null) {
      return new PaymentSearchSql.Candidates(seqs, Map.of(), false, null, commonLookUps);
    }
    Map<String, Set<Long>> common = new LinkedHashMap<>();
    Set<Long> commonIdHits = new HashSet<>();
    boolean commonName = false;
    for (String w : q.textWords) {
      WordHits found = wordHits(c, w);
      Set<Long> byId = found.byId();
      Set<Long> byTerm = found.byTerm();
      // An id prefix shared by many payments (say "ord-13": ord-13, ord-130 to ord-139, ...) may
      // match only old payments, so walking the date order could read most of the table: its
      // wider list is read instead, when it fits.
      Set<Long> wider = byId == null && byTerm != null ? widerIdHits(c, w) : null;
      if (byId != null && byTerm != null && byId.size() + byTerm.size() <= candidateLimit) {
        byTerm.addAll(byId);
        seqs = intersect(seqs, byTerm);
      } else if (wider != null) {
        wider.addAll(byTerm);
        seqs = intersect(seqs, wider);
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
      Set<Long> found =
          few
              ? collect(
                  c,
                  PaymentSearchSql.nameCandidates(q.customerName, candidateLimit + 1),
                  candidateLimit)
              : null;
      if (found == null) {
        commonName = true;
      } else {
        seqs = intersect(seqs, found);
      }
    }
    if (seqs == null && common.size() >= 2 && !common.containsValue(null)) {
      // Several common words and nothing narrower: their intersection may still be small, and
      // walking the index for it would then read much of the table. Intersect their term rows
      // in SQL, add the few payments their id columns matched when those have every word too,
      // and the page is read from that exact list.
      Set<Long> both = termIntersection(c, common.keySet());
      if (both != null) {
        both.addAll(idHitsWithEveryWord(c, common, commonIdHits));
        seqs = both;
        common.clear();
      }
    }
    if (seqs == null && commonName && !common.isEmpty()) {
      int wide = candidateLimit * 10;
      Set<Long> found = collect(c, PaymentSearchSql.nameCandidates(q.customerName, wide + 1), wide);
      if (found != null) {
        seqs = found;
        commonName = false;
      }
    }
    return new PaymentSearchSql.Candidates(seqs, common, commonName, null, commonLookUps);
  }

  /**
   * The payments whose description has every one of the words, or null when even the rarest of them
   * has too many term rows to list: the rarest word's payments are read, then narrowed by each
   * other word in turn.
   */
  private Set<Long> termIntersection(Connection c, Collection<String> words) throws SQLException {
    Map<String, Long> counts = new HashMap<>();
    String rarest = null;
    // Beyond these counts every decision below is the same: PostgreSQL stops counting there.
    long cap = (words.size() == 1 ? termScanLimit() : termScanLimit() * 10L) + 1;
    for (String w : words) {
      counts.put(
          w, single(c, db.h2 ? PaymentSearchSql.termCount(w) : PaymentSearchSql.termCount(w, cap)));
      if (rarest == null || counts.get(w) < counts.get(rarest)) {
        rarest = w;
      }
    }
    if (counts.get(rarest) > termScanLimit()) {
      return null;
    }
    Set<Long> left = termSeqs(c, rarest, null);
    for (String w : words) {
      if (!w.equals(rarest) && !left.isEmpty()) {
        // Reading a word's term rows in order beats looking each candidate up, up to a point.
        left =
            counts.get(w) <= termScanLimit() * 10L
                ? termSeqs(c, w, left)
                : seqsWithTerm(c, left, w);
      }
    }
    return left;
  }

  /** The payments whose description has the word; only those in {@code within} unless null. */
  private static Set<Long> termSeqs(Connection c, String word, Set<Long> within)
      throws SQLException {
    Set<Long> out = new HashSet<>();
    try (PreparedStatement ps =
        c.prepareStatement(
            "SELECT t.seq FROM "
                + PaymentSearchSql.TERMS_BY_PERIOD
                + " WHERE t.term LIKE ? ESCAPE '\\'")) {
      ps.setString(1, PaymentSearchSql.likePrefix(PaymentSearchSql.term(word)));
      try (ResultSet rs = ps.executeQuery()) {
        while (rs.next()) {
          long seq = rs.getLong(1);
          if (within == null || within.contains(seq)) {
            out.add(seq);
          }
        }
      }
    }
    return out;
  }

  /** Those of {@code seqs} whose description has the word. */
  private static Set<Long> seqsWithTerm(Connection c, Set<Long> seqs, String word)
      throws SQLException {
    Set<Long> out = new HashSet<>();
    try (PreparedStatement ps =
        c.prepareStatement(
            "SELECT t.seq FROM payment_terms t WHERE t.seq = ANY(?) AND t.term LIKE ? ESCAPE"
                + " '\\'")) {
      ps.setArray(1, c.createArrayOf("BIGINT", seqs.toArray(new Long[0])));
      ps.setString(2, PaymentSearchSql.likePrefix(PaymentSearchSql.term(word)));
      try (ResultSet rs = ps.executeQuery()) {
        while (rs.next()) {
          out.add(rs.getLong(1));
        }
      }
    }
    return out;
  }

  /** Of the payments the words' id columns matched, those that every word matches. */
  private static Set<Long> idHitsWithEveryWord(
      Connection c, Map<String, Set<Long>> common, Set<Long> hits) throws SQLException {
    Set<Long> left = new HashSet<>(hits);
    for (Map.Entry<String, Set<Long>> word : common.entrySet()) {
      if (left.isEmpty()) {
        break;
      }
      Set<Long> matched = seqsWithTerm(c, left, word.getKey());
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
      // The page's seqs straight from the index; then only those rows are read.
      Set<Long> page = new LinkedHashSet<>();
      PaymentSearchSql.Sql top = PaymentSearchSql.rangeTop(q, best);
      try (PreparedStatement ps = c.prepareStatement(top.text())) {
        PaymentRepository.bind(ps, top.params());
        try (ResultSet rs = ps.executeQuery()) {
          while (rs.next()) {
            page.add(rs.getLong(1));
          }
        }
      }
      return new PaymentSearchSql.Candidates(page, Map.of(), false, null);
    }
    // The narrow range's payments, listed; the page query reads those rows and sorts them.
    return new PaymentSearchSql.Candidates(
        collect(c, List.of(PaymentSearchSql.rangeSeqs(q, best)), Integer.MAX_VALUE),
        Map.of(),
        false,
        null);
  }

  /**
   * H2, the amount order without a look-up: payments_amount is keyed by period first (store version
   * 20), so no index holds every payment in amount order. Each period gives its first page (and one
   * more) through its part of the index, with the query's filters and bounded by the best found so
   * far; the merged best are the page's candidates. About 200 short index walks at a million
   * payments.
   */
  private PaymentSearchSql.Candidates amountTop(Connection c, PaymentQuery q) throws SQLException {
    record Hit(BigDecimal amount, long seq) {}
    Comparator<Hit> order = Comparator.comparing(Hit::amount).thenComparingLong(Hit::seq);
    if (q.descending()) {
      order = order.reversed();
    }
    List<Long> periods = new ArrayList<>();
    try (PreparedStatement ps =
            c.prepareStatement("SELECT period FROM payment_periods ORDER BY period DESC");
        ResultSet rs = ps.executeQuery()) {
      while (rs.next()) {
        periods.add(rs.getLong(1));
      }
    }
    PaymentSearchSql.Sql sql = PaymentSearchSql.periodTop(q, sensitive);
    int wanted = q.pageSize() + 1;
    // The best so far, worst first: once full, its head bounds the amounts later periods read
    // (about 51 x ln(periods) rows in all, instead of 51 a period).
    java.util.PriorityQueue<Hit> best = new java.util.PriorityQueue<>(order.reversed());
    BigDecimal unbounded = new BigDecimal(q.descending() ? "-1e30" : "1e30");
    try (PreparedStatement ps = c.prepareStatement(sql.text())) {
      PaymentRepository.bind(ps, sql.params(), 3);
      for (long period : periods) {
        ps.setLong(1, period);
        ps.setBigDecimal(2, best.size() < wanted ? unbounded : best.peek().amount());
        try (ResultSet rs = ps.executeQuery()) {
          while (rs.next()) {
            best.add(new Hit(rs.getBigDecimal(2), rs.getLong(1)));
            if (best.size() > wanted) {
              best.poll();
            }
          }
        }
      }
    }
    List<Hit> hits = new ArrayList<>(best);
    hits.sort(order);
    Set<Long> seqs = new LinkedHashSet<>();
    for (Hit h : hits) {
      seqs.add(h.seq());
    }
    return new PaymentSearchSql.Candidates(seqs, Map.of(), false, null);
  }

  /** Whether the query gives at least one row. */
  private static boolean holdsRow(Connection c, PaymentSearchSql.Sql sql) throws SQLException {
    try (PreparedStatement ps = c.prepareStatement(sql.text())) {
      PaymentRepository.bind(ps, sql.params());
      try (ResultSet rs = ps.executeQuery()) {
        return rs.next();
      }
    }
  }

  private static long single(Connection c, PaymentSearchSql.Sql sql) throws SQLException {
    try (PreparedStatement ps = c.prepareStatement(sql.text())) {
      PaymentRepository.bind(ps, sql.params());
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
  private Set<Long> widerIdHits(Connection c, String w) throws SQLException {
    return wordHits(c, w, termScanLimit()).byId();
  }

  private WordHits wordHits(Connection c, String w, int limit) throws SQLException {
    PaymentSearchSql.Sql sql = PaymentSearchSql.wordCandidates(w, limit + 1);
    Set<Long> byId = new HashSet<>();
    Set<Long> byTerm = new HashSet<>();
    int[] rows = new int[PaymentSearchSql.IN_TERMS + 1];
    try (PreparedStatement ps = c.prepareStatement(sql.text())) {
      PaymentRepository.bind(ps, sql.params());
      try (ResultSet rs = ps.executeQuery()) {
        while (rs.next()) {
          int branch = rs.getInt(1);
          rows[branch]++;
          (branch == PaymentSearchSql.IN_TERMS ? byTerm : byId).add(rs.getLong(2));
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

  private record WordHits(Set<Long> byId, Set<Long> byTerm) {}

  /** The union of the pre-queries' seqs, or null when one of them reached the limit. */
  private Set<Long> collect(Connection c, List<PaymentSearchSql.Sql> queries, int limit)
      throws SQLException {
    Set<Long> found = new HashSet<>();
    for (PaymentSearchSql.Sql sql : queries) {
      int n = 0;
      try (PreparedStatement ps = c.prepareStatement(sql.text())) {
        PaymentRepository.bind(ps, sql.params());
        try (ResultSet rs = ps.executeQuery()) {
          while (rs.next()) {
            found.add(rs.getLong(1));
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

  private static Set<Long> intersect(Set<Long> a, Set<Long> b) {
    if (a == null) {
      return b;
    }
    a.retainAll(b);
    return a;
  }

  /** The most recently refreshed payments, newest first (a "recently viewed" list). */
  List<PaymentRow> recent(int limit) {
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
                out.add(PaymentRepository.row(rs));
              }
            }
            return out;
          }
        });
  }
}
