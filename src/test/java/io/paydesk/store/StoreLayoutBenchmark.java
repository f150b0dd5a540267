package io.paydesk.store;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.paydesk.store.bench.GeneratedPayments;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A design study for the store size (issue 13, src/site/markdown/store-size.md): the store-size
 * load of N generated payments, written into the store's tables re-keyed as the proposed layout
 * would key them, without the console's writer or search. A store is opened as the console opens
 * one (same H2 settings, same upkeep and retention); then the payment tables are rebuilt: payments
 * keyed by an arrival sequence {@code seq}; JSON, terms and transactions keyed by it; the ten
 * look-up indexes keyed {@code (period, value)} with {@code period = seq / P}. Only new payments
 * are written (as the load); the existence check reads the ids first, as the writer does.
 *
 * <p>Usage: {@code StoreLayoutBenchmark N P}; options: {@code -Dlayout.id=unique|period|none} (the
 * payment id's index: one random-key index, partitioned as the look-ups, or none, which makes the
 * existence check a scan), {@code -Dlayout.lookups=false} (no look-up indexes; {@code =terms}:
 * their values as rows of the partitioned terms table instead), {@code -Dlayout.timeIndexes=false}
 * (none of the indexes ordered by time; {@code =seq}: those ending in the payment id end in seq
 * instead), {@code -Dlayout.json=outside} (the JSON counted, not written to H2), {@code
 * -Dlayout.rate=R} (at most R payments a second), {@code -Dlayout.retention=MS}, {@code
 * -Dlayout.compact=F,MB}, {@code -Dlayout.h2extra=;K=V}. Writes target/bench/store-layout.json and
 * deletes its database.
 */
public final class StoreLayoutBenchmark {
  private static final int BATCH = 500;

  private static final String[] LOOKUPS = {
    "merchant_order_id",
    "merchant_reference",
    "customer_email",
    "customer_name_lc",
    "customer_last_lc",
    "document_hash",
    "card_iin",
    "card_last4",
    "customer_id",
    "amount"
  };

  private static final String[] OLD_LOOKUP_INDEXES = {
    "payments_order_id",
    "payments_reference",
    "payments_email",
    "payments_name",
    "payments_last_name",
    "payments_document",
    "payments_iin",
    "payments_last4",
    "payments_customer",
    "payments_amount"
  };

  private static final String[] TIME_INDEXES = {
    "payments_created", "payments_status", "payments_sub_status", "payments_country",
    "payments_currency", "payments_method", "payments_brand", "payments_chargeback",
    "payments_dispute", "payments_refreshed", "payments_overview", "payments_response_code"
  };

  /** The console's payment columns, after the layout's seq and period and the payment id. */
  private static final String COLUMNS =
      "seq, period, id, " + String.join(", ", PaymentWriter.COLUMNS);

  public static void main(String[] args) throws Exception {
    ((ch.qos.logback.classic.Logger)
            org.slf4j.LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME))
        .setLevel(ch.qos.logback.classic.Level.WARN);
    int n = Integer.parseInt(args[0]);
    int period = Integer.parseInt(args[1]);
    String idIndex = System.getProperty("layout.id", "period");
    // layout.lookups=false: no look-up indexes; =terms: none, each look-up value a row of the
    // terms table instead ("e:" + e-mail, "o:" + order id, ...), so one partitioned tree holds
    // them.
    String lookupMode = System.getProperty("layout.lookups", "indexes");
    boolean lookups = "indexes".equals(lookupMode);
    // layout.lookups=plain: today's look-up indexes kept, unpartitioned (each ends in seq with
    // layout.timeIndexes=seq).
    boolean plainLookups = "plain".equals(lookupMode);
    // layout.terms=plain: the terms table keyed (term, seq), unpartitioned; layout.tx=plain: the
    // transactions table as today, keyed by the transaction id, with (payment id, created_at).
    boolean plainTerms = "plain".equals(System.getProperty("layout.terms"));
    boolean plainTx = "plain".equals(System.getProperty("layout.tx"));
    // layout.idcheck=all: the existence check looks each id up in every period (payment_periods
    // joined), as a writer must with the partitioned id index; otherwise the current period only.
    boolean idCheckAll = "all".equals(System.getProperty("layout.idcheck"));
    boolean lookupTerms = "terms".equals(lookupMode);
    // layout.timeIndexes=false: none of the indexes ordered by time; =seq: each keyed by seq
    // instead of the payment id after its columns (8 bytes an entry instead of the 36-char id).
    String timeMode = System.getProperty("layout.timeIndexes", "id");
    boolean timeIndexes = !"false".equals(timeMode);
    // layout.json=outside: the JSON is not written to H2 but counted as an append-only file would
    // hold it (its bytes added to the file's size).
    boolean jsonOutside = "outside".equals(System.getProperty("layout.json"));
    // layout.rate=R: payments arrive at most R a second (a batch waits for its time), as from the
    // service rather than as fast as the store writes.
    int rate = Integer.getInteger("layout.rate", 0);
    Path out = Path.of("target/bench");
    Path dir = out.resolve("store-layout-db");
    deleteTree(dir);
    Files.createDirectories(dir);
    String url = Stores.h2Url(dir.resolve("layout")) + System.getProperty("layout.h2extra", "");
    // layout.compact=F,MB: after each batch, MVStore.compact(F, MB) (H2's own online compaction).
    String[] compact = System.getProperty("layout.compact", "").split(",");
    Path file = dir.resolve("layout.mv.db");
    GeneratedPayments gen = new GeneratedPayments(n);
    Map<String, Object> report = new LinkedHashMap<>();
    report.put("payments", n);
    report.put("period", period);
    report.put("id_index", idIndex);
    report.put("lookups", lookupMode);
    report.put("time_indexes", timeMode);
    report.put("terms_plain", plainTerms);
    report.put("id_check_every_period", idCheckAll);
    report.put("transactions_plain", plainTx);
    report.put("json_outside_h2", jsonOutside);
    report.put("arrival_rate_limit", rate);
    report.put("h2_url", url.substring(url.indexOf(';') + 1));
    report.put("online_compaction", String.join(",", compact));
    report.put("load_average_at_start", loadAverage());
    try (Store store = Stores.open(url, "", "", "layout", dir.resolve("layout.key"));
        Connection c = DriverManager.getConnection(url, "", "")) {
      report.put(
          "time_indexes_keyed_by_seq",
          rebuild(
              c,
              idIndex,
              lookups,
              plainLookups,
              plainTerms,
              plainTx,
              timeIndexes,
              "seq".equals(timeMode)));
      // layout.retention=MS: H2's retention once the store's upkeep has set its own (5 s).
      String retention = System.getProperty("layout.retention", "");
      if (!retention.isEmpty()) {
        while (!store.db().upkeep().shortRetention()) {
          Thread.sleep(100);
        }
        try (Statement st = c.createStatement()) {
          st.execute("SET RETENTION_TIME " + Integer.parseInt(retention));
        }
        report.put("retention_ms", Integer.parseInt(retention));
      }
      c.setAutoCommit(false);
      Sensitive sensitive = new Sensitive(new byte[32]);
      org.h2.mvstore.MVStore mv =
          ((org.h2.engine.SessionLocal) c.unwrap(org.h2.jdbc.JdbcConnection.class).getSession())
              .getDatabase()
              .getStore()
              .getMvStore();
      long written0 = h2Writes(c);
      long seq = 0;
      long tseq = 0;
      long max = 0;
      long jsonBytes = 0;
      long start = System.nanoTime();
      for (int from = 0; from < n; from += BATCH) {
        if (rate > 0) {
          long due = start + (long) (from * 1e9 / rate);
          while (System.nanoTime() < due) {
            Thread.sleep(Math.max(1, (due - System.nanoTime()) / 1_000_000));
          }
        }
        List<IndexedPayment> batch = new ArrayList<>(BATCH);
        for (int i = from; i < Math.min(n, from + BATCH); i++) {
          batch.add(IndexedPayment.of(JsonFields.parse(gen.json(i)), sensitive));
        }
        long current = (seq + 1) / period;
        if (idCheckAll) {
          readExistingEveryPeriod(c, batch);
        } else {
          readExisting(c, batch, "period".equals(idIndex) ? current : -1);
        }
        OffsetDateTime now = OffsetDateTime.now();
        String marks = "?" + ", ?".repeat(COLUMNS.split(",").length - 1);
        try (PreparedStatement ps =
                c.prepareStatement(
                    "INSERT INTO payments (" + COLUMNS + ") VALUES (" + marks + ")");
            PreparedStatement json =
                c.prepareStatement("INSERT INTO payment_json (seq, raw_gz) VALUES (?, ?)");
            PreparedStatement terms =
                c.prepareStatement(
                    plainTerms
                        ? "INSERT INTO payment_terms (period, term, seq) VALUES (?, ?, ?)"
                            .replace("period, ", "")
                            .replace("?, ?, ?", "?, ?")
                        : "INSERT INTO payment_terms (period, term, seq) VALUES (?, ?, ?)");
            PreparedStatement tx =
                c.prepareStatement(
                    plainTx
                        ? "INSERT INTO transactions (id, payment_id, type, status, category,"
                            + " amount, merchant_reference, created_at, updated_ns,"
                            + " last_refreshed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                        : "INSERT INTO transactions (tseq, period, id, pseq, type, status,"
                            + " category, amount, merchant_reference, created_at, updated_ns,"
                            + " last_refreshed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
          for (IndexedPayment p : batch) {
            seq++;
            long per = seq / period;
            if (seq % period == 0 || seq == 1) {
              try (Statement st = c.createStatement()) {
                st.execute("INSERT INTO payment_periods (period) VALUES (" + per + ")");
              }
            }
            bind(ps, seq, per, p, now);
            ps.addBatch();
            if (jsonOutside) {
              jsonBytes += p.storedJson().length;
            } else {
              json.setLong(1, seq);
              json.setBytes(2, p.storedJson());
              json.addBatch();
            }
            for (String term : p.terms()) {
              if (plainTerms) {
                terms.setString(1, term);
                terms.setLong(2, seq);
              } else {
                terms.setLong(1, per);
                terms.setString(2, term);
                terms.setLong(3, seq);
              }
              terms.addBatch();
            }
            if (lookupTerms) {
              for (String term : lookupTerms(p)) {
                terms.setLong(1, per);
                terms.setString(2, term);
                terms.setLong(3, seq);
                terms.addBatch();
              }
            }
            for (JsonTable.Row r : p.transactionRows()) {
              int k = 1;
              if (plainTx) {
                tx.setString(k++, r.id());
                tx.setString(k++, p.id());
              } else {
                tx.setLong(k++, ++tseq);
                tx.setLong(k++, per);
                tx.setString(k++, r.id());
                tx.setLong(k++, seq);
              }
              // values: payment_id, type, status, category, amount, reference, created_at
              for (int j = 1; j < r.values().size(); j++) {
                tx.setObject(k++, r.values().get(j));
              }
              tx.setLong(k++, r.versionNs());
              tx.setObject(k, now);
              tx.addBatch();
            }
          }
          ps.executeBatch();
          json.executeBatch();
          terms.executeBatch();
          tx.executeBatch();
        }
        c.commit();
        if (compact.length == 2) {
          mv.compact(Integer.parseInt(compact[0]), Integer.parseInt(compact[1]) << 20);
        }
        long size = Files.size(file) + jsonBytes;
        max = Math.max(max, size);
        int loaded = Math.min(n, from + BATCH);
        if (loaded % 20_000 == 0) {
          System.out.printf(
              Locale.ROOT,
              "%,d payments: %,d bytes a payment, %.0f payments/s%n",
              loaded,
              size / loaded,
              loaded / ((System.nanoTime() - start) / 1e9));
        }
      }
      long loadNs = System.nanoTime() - start;
      report.put("h2_written_bytes_per_payment", (h2Writes(c) - written0) / n);
      report.put("h2_chunks_fill_percent_after", mv.getFileStore().getChunksFillRate());
      report.put("json_bytes_per_payment", jsonBytes / n);
      report.put("bytes_per_payment_after", (Files.size(file) + jsonBytes) / n);
      for (int s = 0; s < 30; s++) {
        Thread.sleep(1000);
        max = Math.max(max, Files.size(file) + jsonBytes);
      }
      report.put("bytes_per_payment_after_idle", (Files.size(file) + jsonBytes) / n);
      report.put("max_bytes_per_payment", max / n);
      report.put("payments_per_second", Math.round(n / (loadNs / 1e9)));
      store.compact();
      report.put("compacted_bytes_per_payment", (Files.size(file) + jsonBytes) / n);
    }
    report.put("load_average_at_end", loadAverage());
    new ObjectMapper()
        .enable(SerializationFeature.INDENT_OUTPUT)
        .writeValue(out.resolve("store-layout.json").toFile(), report);
    System.out.println(new ObjectMapper().writeValueAsString(report));
    deleteTree(dir);
  }

  /** The ten look-up values of a payment as terms, each with the look-up's prefix. */
  private static List<String> lookupTerms(IndexedPayment p) {
    List<String> t = new ArrayList<>();
    String[][] values = {
      {"o:", p.merchantOrderId()},
      {"r:", p.merchantReference()},
      {"e:", p.customerEmail()},
      {"n:", p.customerNameLc()},
      {"l:", p.customerLastLc()},
      {"d:", p.documentHash()},
      {"i:", p.cardIin()},
      {"4:", p.cardLast4()},
      {"c:", p.customerId()},
      {"a:", p.amount() == null ? null : p.amount().toPlainString()}
    };
    for (String[] v : values) {
      if (v[1] != null) {
        String term = v[0] + v[1];
        t.add(term.length() > 64 ? term.substring(0, 64) : term);
      }
    }
    return t;
  }

  /** The payment tables of a new store, keyed as the layout under study keys them. */
  private static int rebuild(
      Connection c,
      String idIndex,
      boolean lookups,
      boolean plainLookups,
      boolean plainTerms,
      boolean plainTx,
      boolean timeIndexes,
      boolean timeBySeq)
      throws SQLException {
    int rekeyed = 0;
    try (Statement st = c.createStatement()) {
      st.execute("DROP TABLE payment_terms");
      st.execute("DROP TABLE payment_json");
      st.execute("DROP TABLE transactions");
      // The store's payments are keyed by seq since V18, with a unique id index.
      st.execute("DROP INDEX payments_id");
      switch (idIndex) {
        case "unique" -> st.execute("CREATE UNIQUE INDEX payments_id ON payments (id)");
        case "period" -> st.execute("CREATE INDEX payments_id ON payments (period, id)");
        case "none" -> {}
        default -> throw new IllegalArgumentException("layout.id: unique, period or none");
      }
      for (String index : OLD_LOOKUP_INDEXES) {
        if (!plainLookups) {
          st.execute("DROP INDEX " + index);
        } else if (timeBySeq) {
          String columns = indexColumns(c, index);
          if (columns.endsWith(", ID DESC") || columns.endsWith(", ID")) {
            st.execute("DROP INDEX " + index);
            st.execute(
                "CREATE INDEX "
                    + index
                    + " ON payments ("
                    + columns.substring(0, columns.lastIndexOf(", ID"))
                    + ", SEQ DESC)");
          }
        }
      }
      if (lookups) {
        for (String col : LOOKUPS) {
          st.execute("CREATE INDEX layout_" + col + " ON payments (period, " + col + ")");
        }
      }
      if (!timeIndexes) {
        for (String index : TIME_INDEXES) {
          st.execute("DROP INDEX " + index);
        }
      }
      if (timeBySeq) {
        for (String index : TIME_INDEXES) {
          String columns = indexColumns(c, index);
          if (columns.contains("ID DESC")) {
            st.execute("DROP INDEX " + index);
            st.execute(
                "CREATE INDEX "
                    + index
                    + " ON payments ("
                    + columns.replace("ID DESC", "SEQ DESC")
                    + ")");
            rekeyed++;
          }
        }
      }
      st.execute(
          "CREATE TABLE payment_json (seq BIGINT PRIMARY KEY, raw_json CLOB, raw_gz VARBINARY)");
      if (plainTerms) {
        st.execute(
            "CREATE TABLE payment_terms (term VARCHAR(64) NOT NULL,"
                + " seq BIGINT NOT NULL, PRIMARY KEY (term, seq))");
      } else {
        st.execute(
            "CREATE TABLE payment_terms (period BIGINT NOT NULL, term VARCHAR(64) NOT NULL,"
                + " seq BIGINT NOT NULL, PRIMARY KEY (period, term, seq))");
      }
      st.execute("CREATE INDEX payment_terms_seq ON payment_terms (seq)");
      if (plainTx) {
        // The transactions as they were before store version 19: keyed by their own id.
        st.execute(
            "CREATE TABLE transactions (id VARCHAR(64) PRIMARY KEY, payment_id VARCHAR(64) NOT"
                + " NULL, type VARCHAR(60), status VARCHAR(60), category VARCHAR(60), amount"
                + " DECIMAL(24, 6), merchant_reference VARCHAR(255), created_at TIMESTAMP WITH"
                + " TIME ZONE, updated_ns BIGINT NOT NULL, last_refreshed_at TIMESTAMP WITH TIME"
                + " ZONE NOT NULL, raw_json CLOB)");
        st.execute("CREATE INDEX transactions_payment ON transactions (payment_id, created_at)");
        st.execute("CREATE INDEX transactions_type ON transactions (type, status)");
        return rekeyed;
      }
      st.execute(
          "CREATE TABLE transactions (tseq BIGINT PRIMARY KEY, period BIGINT,"
              + " id VARCHAR(64) NOT NULL, pseq BIGINT NOT NULL, type VARCHAR(60),"
              + " status VARCHAR(60), category VARCHAR(60), amount DECIMAL(24, 6),"
              + " merchant_reference VARCHAR(255), created_at TIMESTAMP WITH TIME ZONE,"
              + " updated_ns BIGINT NOT NULL, last_refreshed_at TIMESTAMP WITH TIME ZONE NOT NULL,"
              + " raw_json CLOB)");
      st.execute("CREATE INDEX transactions_id ON transactions (period, id)");
      st.execute("CREATE INDEX transactions_pseq ON transactions (pseq)");
      st.execute("CREATE INDEX transactions_type ON transactions (type, status)");
    }
    return rekeyed;
  }

  /**
   * The writer's existence check: the stored versions of a batch's ids (in the current period only
   * when the id index is partitioned, the least such a check would cost).
   */
  /** The existence check a writer needs with the id index partitioned: each id in each period. */
  private static void readExistingEveryPeriod(Connection c, List<IndexedPayment> batch)
      throws SQLException {
    try (PreparedStatement ps =
        c.prepareStatement(
            "SELECT q.id, q.updated_ns FROM payment_periods r JOIN payments q"
                + " ON q.period = r.period AND q.id = ?")) {
      for (IndexedPayment p : batch) {
        ps.setString(1, p.id());
        try (ResultSet rs = ps.executeQuery()) {
          while (rs.next()) {
            rs.getLong(2);
          }
        }
      }
    }
  }

  private static void readExisting(Connection c, List<IndexedPayment> batch, long period)
      throws SQLException {
    StringBuilder sql = new StringBuilder("SELECT id, updated_ns FROM payments WHERE ");
    if (period >= 0) {
      sql.append("period = ").append(period).append(" AND ");
    }
    sql.append("id IN (").append("?" + ", ?".repeat(batch.size() - 1)).append(')');
    try (PreparedStatement ps = c.prepareStatement(sql.toString())) {
      for (int i = 0; i < batch.size(); i++) {
        ps.setString(i + 1, batch.get(i).id());
      }
      try (ResultSet rs = ps.executeQuery()) {
        while (rs.next()) {
          rs.getLong(2);
        }
      }
    }
  }

  private static void bind(
      PreparedStatement ps, long seq, long period, IndexedPayment p, OffsetDateTime now)
      throws SQLException {
    ps.setLong(1, seq);
    ps.setLong(2, period);
    ps.setString(3, p.id());
    PaymentWriter.bindColumns(ps, 4, p, now);
  }

  /** An index's columns as H2 lists them ("STATUS, CREATED_AT DESC, ID DESC"). */
  private static String indexColumns(Connection c, String index) throws SQLException {
    try (PreparedStatement ps =
        c.prepareStatement(
            "SELECT COLUMN_NAME, ORDERING_SPECIFICATION FROM INFORMATION_SCHEMA.INDEX_COLUMNS"
                + " WHERE INDEX_NAME = ? ORDER BY ORDINAL_POSITION")) {
      ps.setString(1, index.toUpperCase(Locale.ROOT));
      List<String> cols = new ArrayList<>();
      try (ResultSet rs = ps.executeQuery()) {
        while (rs.next()) {
          cols.add(rs.getString(1) + ("DESC".equals(rs.getString(2)) ? " DESC" : ""));
        }
      }
      return String.join(", ", cols);
    }
  }

  private static long h2Writes(Connection c) throws SQLException {
    try (Statement st = c.createStatement();
        ResultSet rs =
            st.executeQuery(
                "SELECT SETTING_VALUE FROM INFORMATION_SCHEMA.SETTINGS"
                    + " WHERE SETTING_NAME = 'info.FILE_WRITE_BYTES'")) {
      return rs.next() ? Long.parseLong(rs.getString(1)) : 0;
    }
  }

  private static void deleteTree(Path p) throws java.io.IOException {
    if (Files.exists(p)) {
      try (java.util.stream.Stream<Path> files = Files.walk(p)) {
        files.sorted(java.util.Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
      }
    }
  }

  private static String loadAverage() {
    try {
      return Files.readString(Path.of("/proc/loadavg")).trim();
    } catch (java.io.IOException e) {
      return "unknown";
    }
  }
}
