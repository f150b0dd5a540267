package io.paydesk.store.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.paydesk.api.model.ModelJson;
import io.paydesk.api.model.Payout;
import io.paydesk.api.model.Subscription;
import io.paydesk.store.OverviewQueries;
import io.paydesk.store.OverviewQueries.Range;
import io.paydesk.store.PaymentQuery;
import io.paydesk.store.Store;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.UUID;

/**
 * The overview's queries at N payments (PaymentStoreBenchmark's generator, three years of history,
 * 17 countries): each chart's query for the presets (7, 30, 90 days, this month) and a year, in the
 * largest currency (USD, about 18 % of payments): ours (the daily aggregates, kept up to date on
 * upsert), the plain query over the payments table, and a hand-written GROUP BY over the same
 * table, interleaved in the same run. Writes target/bench/overview.json. Run:
 * src/test/resources/bench/overview.sh [N] [runs] [all|query].
 */
public final class OverviewBenchmark {
  static final ZoneId ZONE = ZoneId.of("America/Sao_Paulo");
  static final String CURRENCY = "USD";
  static final String[] CODES = {
    "DO_NOT_HONOR", "INSUFFICIENT_FUNDS", "EXPIRED_CARD", "FRAUD_VALIDATION", "INVALID_CARD"
  };
  static final double GOAL_P95_MS = 200;

  private final int rows;
  private final int runs;
  private final Path dir = Path.of(System.getProperty("paydesk.bench.dir", "target/bench"));
  private final Map<String, Object> report = new LinkedHashMap<>();
  private final List<Map<String, Object>> results = new ArrayList<>();

  OverviewBenchmark(int rows, int runs) {
    this.rows = rows;
    this.runs = runs;
  }

  public static void main(String[] args) throws Exception {
    ((ch.qos.logback.classic.Logger)
            org.slf4j.LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME))
        .setLevel(ch.qos.logback.classic.Level.WARN);
    int rows = args.length > 0 ? Integer.parseInt(args[0]) : 1_000_000;
    int runs = args.length > 1 ? Integer.parseInt(args[1]) : 30;
    String mode = args.length > 2 ? args[2] : "all";
    new OverviewBenchmark(rows, runs).run(mode);
  }

  void run(String mode) throws Exception {
    Path db = dir.resolve("overview-db");
    if (!mode.equals("query")) {
      deleteTree(db);
    }
    Files.createDirectories(db);
    BenchDatabase database = BenchDatabase.of(db, "overview");
    if (!mode.equals("query")) {
      database.reset();
    }
    report.put("database", database.kind());
    report.put("payments", rows);
    report.put("runs_per_query", runs);
    report.put("currency", CURRENCY);
    report.put("zone", ZONE.getId());
    report.put("cores", Runtime.getRuntime().availableProcessors());
    report.put("load_average_at_start", loadAverage());
    report.put(
        "load",
        "payments by batched INSERT of the payments columns (charts read only those and the V9"
            + " index); payouts and subscriptions through their repositories");
    if (!ZoneId.systemDefault().equals(ZONE)) {
      throw new IllegalStateException("Run with -Duser.timezone=" + ZONE + " (overview.sh does)");
    }
    if (!mode.equals("query")) {
      try (Store store = database.open();
          Connection raw = database.raw()) {
        load(store, raw);
        // The payments went in by plain INSERT: let the next open fill the daily aggregates.
        try (Statement st = raw.createStatement()) {
          st.execute("DELETE FROM store_settings WHERE name = 'overview_zone'");
        }
      }
    }
    long openStart = System.nanoTime();
    try (Store store = database.open()) {
      if (!mode.equals("query")) {
        report.put("fill_daily_aggregates_seconds", round((System.nanoTime() - openStart) / 1e9));
      }
      try (Connection raw = database.raw()) {
        report.put("payments_in_store", store.payments().count(PaymentQuery.builder().build()));
        report.put("daily_aggregate_rows", count(raw, "SELECT COUNT(*) FROM payment_daily", null));
        try (Statement st = raw.createStatement()) {
          database.readyForQueries(st);
        }
        measure(store, raw);
      }
    }
    report.put("load_average_at_end", loadAverage());
    report.put("database_file_mb", database.sizeMb());
    report.put("goal_p95_ms", GOAL_P95_MS);
    report.put(
        "meets_goal",
        results.stream().allMatch(r -> ((Number) r.get("ours_p95_ms")).doubleValue() <= 200));
    report.put("results", results);
    Path out = dir.resolve(PaymentStoreBenchmark.outName("overview", database));
    new ObjectMapper().writerWithDefaultPrettyPrinter().writeValue(out.toFile(), report);
    System.out.println("Wrote " + out.toAbsolutePath());
  }

  /**
   * N payments by batched INSERT of the payments columns (the charts read nothing else; loading a
   * million through upsertAllJson takes hours on a busy two-core machine), then N / 200 payouts and
   * N / 1000 subscriptions through their repositories.
   */
  private void load(Store store, Connection raw) throws IOException, SQLException {
    PaymentStoreBenchmark gen = new PaymentStoreBenchmark(rows, 0, "load");
    long start = System.nanoTime();
    raw.setAutoCommit(false);
    java.time.OffsetDateTime now = java.time.OffsetDateTime.now(ZoneOffset.UTC);
    try (PreparedStatement ps =
        raw.prepareStatement(
            "INSERT INTO payments (id, status, sub_status, amount, captured, currency, country,"
                + " merchant_order_id, created_at, updated_ns, card_brand, method_type,"
                + " has_chargeback, in_dispute, response_code, last_refreshed_at, seq, period)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
      for (int i = 0; i < rows; i++) {
        PaymentStoreBenchmark.Spec s = gen.spec(i);
        int k = 1;
        ps.setString(k++, s.id());
        ps.setString(k++, s.status());
        ps.setString(k++, s.subStatus());
        ps.setBigDecimal(k++, s.amount());
        ps.setBigDecimal(k++, captured(s) ? s.amount() : java.math.BigDecimal.ZERO);
        ps.setString(k++, s.currency());
        ps.setString(k++, s.country());
        ps.setString(k++, s.orderId());
        ps.setObject(k++, s.created().atOffset(ZoneOffset.UTC));
        ps.setLong(k++, i);
        ps.setString(k++, s.brand());
        ps.setString(k++, s.method());
        ps.setBoolean(k++, s.chargeback() || s.status().equals("IN_DISPUTE"));
        ps.setBoolean(k++, s.status().equals("IN_DISPUTE"));
        ps.setString(k++, responseCode(s));
        ps.setObject(k++, now);
        // In arrival order, as the store's writer numbers them (PaymentWriter.PERIOD = 5000).
        ps.setLong(k++, i + 1L);
        ps.setLong(k, (i + 1L) / 5000);
        ps.addBatch();
        if ((i + 1) % 5000 == 0 || i == rows - 1) {
          ps.executeBatch();
          raw.commit();
        }
        if ((i + 1) % 100_000 == 0) {
          System.out.printf(
              Locale.ROOT,
              "loaded %,d payments in %.0f s, load %s%n",
              i + 1,
              (System.nanoTime() - start) / 1e9,
              loadAverage());
        }
      }
    }
    raw.setAutoCommit(true);
    ObjectMapper mapper = new ObjectMapper();
    ObjectNode payout;
    ObjectNode subscription;
    try (InputStream p = resource("payout.json");
        InputStream s = resource("subscription.json")) {
      payout = (ObjectNode) mapper.readTree(p);
      subscription = (ObjectNode) mapper.readTree(s);
    }
    SplittableRandom r = new SplittableRandom(9);
    String[] currencies = {"USD", "BRL", "MXN", "COP", "ARS"};
    List<Payout> payouts = new ArrayList<>();
    for (int i = 0; i < rows / 200; i++) {
      ObjectNode po = payout.deepCopy();
      po.put("id", new UUID(9, i).toString());
      po.put("merchant_reference", "po-" + i);
      Instant at =
          PaymentStoreBenchmark.END.minusSeconds(r.nextLong(PaymentStoreBenchmark.SPAN_SECONDS));
      po.put("created_at", at.toString());
      po.put("updated_at", at.plusSeconds(5).toString());
      ((ObjectNode) po.get("amount")).put("currency", currencies[r.nextInt(currencies.length)]);
      payouts.add(ModelJson.readPayout(po.toString()));
      if (payouts.size() == 1000) {
        store.payouts().upsertAll(payouts);
        payouts.clear();
      }
    }
    store.payouts().upsertAll(payouts);
    String[] statuses = {"ACTIVE", "ACTIVE", "ACTIVE", "PAUSED", "CANCELED", "COMPLETED"};
    for (int i = 0; i < rows / 1000; i++) {
      ObjectNode s = subscription.deepCopy();
      s.put("id", new UUID(11, i).toString());
      s.put("status", statuses[r.nextInt(statuses.length)]);
      Subscription sub = ModelJson.readSubscription(s.toString());
      store.subscriptions().upsert(sub);
    }
    report.put("load_seconds", round((System.nanoTime() - start) / 1e9));
  }

  static boolean captured(PaymentStoreBenchmark.Spec s) {
    return Arrays.asList("SUCCEEDED", "REFUNDED", "IN_DISPUTE").contains(s.status());
  }

  static String responseCode(PaymentStoreBenchmark.Spec s) {
    return s.status().equals("DECLINED")
        ? CODES[Math.floorMod(s.id().hashCode(), CODES.length)]
        : "SUCCEEDED";
  }

  private InputStream resource(String name) {
    return getClass().getResourceAsStream("/io/paydesk/store/" + name);
  }

  private void measure(Store store, Connection raw) throws SQLException {
    OverviewQueries q = store.overview();
    OverviewQueries p = q.plain();
    LocalDate end = PaymentStoreBenchmark.END.atZone(ZONE).toLocalDate().minusDays(1);
    Map<String, Range> ranges = new LinkedHashMap<>();
    ranges.put("7 days", new Range(end.minusDays(6), end, ZONE, CURRENCY));
    ranges.put("30 days", new Range(end.minusDays(29), end, ZONE, CURRENCY));
    ranges.put("90 days", new Range(end.minusDays(89), end, ZONE, CURRENCY));
    ranges.put("this month", new Range(end.withDayOfMonth(1), end, ZONE, CURRENCY));
    ranges.put("365 days (custom)", new Range(end.minusDays(364), end, ZONE, CURRENCY));
    for (Map.Entry<String, Range> e : ranges.entrySet()) {
      Range r = e.getValue();
      String name = e.getKey();
      long inRange =
          count(
              raw,
              "SELECT COUNT(*) FROM payments WHERE currency = ? AND created_at >= ?"
                  + " AND created_at < ?",
              r);
      time(
          "payments per day and status, " + name,
          inRange,
          () -> q.paymentsByDayAndStatus(r).size(),
          () -> p.paymentsByDayAndStatus(r).size(),
          () ->
              count(
                  raw,
                  "SELECT COUNT(*) FROM (SELECT CAST(created_at AS DATE), status, COUNT(*),"
                      + " SUM(amount) FROM payments WHERE currency = ? AND created_at >= ?"
                      + " AND created_at < ? GROUP BY CAST(created_at AS DATE), status) grouped",
                  r));
      time(
          "chargebacks per month, " + name,
          inRange,
          () -> q.chargebacksByMonth(r).size(),
          () -> p.chargebacksByMonth(r).size(),
          () ->
              count(
                  raw,
                  "SELECT COUNT(*) FROM (SELECT EXTRACT(MONTH FROM created_at),"
                      + " SUM(CASE WHEN has_chargeback THEN 1 ELSE 0 END),"
                      + " SUM(CASE WHEN captured > 0 THEN 1 ELSE 0 END) FROM payments"
                      + " WHERE currency = ? AND created_at >= ? AND created_at < ?"
                      + " GROUP BY EXTRACT(MONTH FROM created_at)) grouped",
                  r));
      time(
          "top decline reasons, " + name,
          inRange,
          () -> q.topDeclineReasons(r, 8).size(),
          () -> p.topDeclineReasons(r, 8).size(),
          () ->
              count(
                  raw,
                  "SELECT COUNT(*) FROM (SELECT response_code, COUNT(*) FROM payments"
                      + " WHERE currency = ? AND created_at >= ? AND created_at < ?"
                      + " AND status = 'DECLINED' GROUP BY response_code) grouped",
                  r));
      time(
          "payouts per day and currency, " + name,
          -1,
          () -> q.payoutsByDayAndCurrency(r).size(),
          null,
          () ->
              countNoCurrency(
                  raw,
                  "SELECT COUNT(*) FROM (SELECT CAST(created_at AS DATE), currency, COUNT(*),"
                      + " SUM(amount) FROM payouts WHERE created_at >= ? AND created_at < ?"
                      + " GROUP BY CAST(created_at AS DATE), currency) grouped",
                  r));
    }
    time(
        "subscriptions by status",
        -1,
        () -> q.subscriptionsByStatus().size(),
        null,
        () ->
            count(
                raw,
                "SELECT COUNT(*) FROM (SELECT status, COUNT(*) FROM subscriptions GROUP BY status) grouped",
                null));
    time(
        "currencies present",
        -1,
        () -> q.currencies().size(),
        null,
        () ->
            count(
                raw,
                "SELECT COUNT(*) FROM (SELECT DISTINCT currency FROM payments UNION"
                    + " SELECT DISTINCT currency FROM payouts) grouped",
                null));
  }

  interface Work {
    long run() throws SQLException;
  }

  /**
   * Times ours (what the console runs: daily aggregates where they apply), the plain query over the
   * payments table (null where ours is already plain) and the hand-written baseline, interleaved.
   */
  private void time(String name, long rowsInRange, Work ours, Work plain, Work baseline)
      throws SQLException {
    for (int i = 0; i < 3; i++) {
      ours.run();
      if (plain != null) {
        plain.run();
      }
      baseline.run();
    }
    long[] a = new long[runs];
    long[] pl = new long[runs];
    long[] b = new long[runs];
    long oursResult = 0;
    for (int i = 0; i < runs; i++) {
      long t = System.nanoTime();
      oursResult = ours.run();
      a[i] = System.nanoTime() - t;
      if (plain != null) {
        t = System.nanoTime();
        plain.run();
        pl[i] = System.nanoTime() - t;
      }
      t = System.nanoTime();
      baseline.run();
      b[i] = System.nanoTime() - t;
    }
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("name", name);
    if (rowsInRange >= 0) {
      m.put("payments_in_range", rowsInRange);
    }
    m.put("result_rows", oursResult);
    m.put("ours_p50_ms", ms(pct(a, 50)));
    m.put("ours_p95_ms", ms(pct(a, 95)));
    if (plain != null) {
      m.put("plain_query_p50_ms", ms(pct(pl, 50)));
      m.put("plain_query_p95_ms", ms(pct(pl, 95)));
    }
    m.put("baseline_p50_ms", ms(pct(b, 50)));
    m.put("baseline_p95_ms", ms(pct(b, 95)));
    results.add(m);
    System.out.println(m);
  }

  private static long count(Connection c, String sql, Range r) throws SQLException {
    try (PreparedStatement ps = c.prepareStatement(sql)) {
      if (r != null) {
        ps.setString(1, r.currency());
        ps.setObject(2, r.from().atOffset(ZoneOffset.UTC));
        ps.setObject(3, r.before().atOffset(ZoneOffset.UTC));
      }
      try (ResultSet rs = ps.executeQuery()) {
        rs.next();
        return rs.getLong(1);
      }
    }
  }

  private static long countNoCurrency(Connection c, String sql, Range r) throws SQLException {
    try (PreparedStatement ps = c.prepareStatement(sql)) {
      ps.setObject(1, r.from().atOffset(ZoneOffset.UTC));
      ps.setObject(2, r.before().atOffset(ZoneOffset.UTC));
      try (ResultSet rs = ps.executeQuery()) {
        rs.next();
        return rs.getLong(1);
      }
    }
  }

  private static long pct(long[] values, int p) {
    long[] s = values.clone();
    Arrays.sort(s);
    return s[Math.min(s.length - 1, (int) Math.ceil(p / 100.0 * s.length) - 1)];
  }

  private static double ms(long nanos) {
    return Math.round(nanos / 10_000.0) / 100.0;
  }

  private static double round(double v) {
    return Math.round(v * 100) / 100.0;
  }

  private static String loadAverage() {
    try {
      return Files.readString(Path.of("/proc/loadavg")).trim();
    } catch (IOException e) {
      return "unknown";
    }
  }

  private static void deleteTree(Path p) throws IOException {
    if (!Files.exists(p)) {
      return;
    }
    try (var files = Files.walk(p)) {
      files.sorted(java.util.Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
    }
  }
}
