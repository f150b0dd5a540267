package io.paydesk.store;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import org.flywaydb.core.Flyway;
import org.h2.jdbcx.JdbcDataSource;

/**
 * How long the upgrade of a store from version 17 (payments keyed by their id) to the current
 * schema takes: N synthetic payments, each with its JSON and three terms, written with version 17's
 * schema by SQL, then Flyway's migration timed. The console runs it once, when it first opens a
 * store made by an older version. Usage: {@code UpgradeTimeBenchmark N}; prints the times and sizes
 * and deletes its database.
 */
public final class UpgradeTimeBenchmark {
  public static void main(String[] a) throws Exception {
    int n = Integer.parseInt(a[0]);
    Path dir = Files.createTempDirectory("mig");
    String url = "jdbc:h2:file:" + dir.resolve("s") + ";DB_CLOSE_ON_EXIT=FALSE;CACHE_SIZE=131072";
    JdbcDataSource ds = new JdbcDataSource();
    ds.setURL(url);
    ds.setUser("");
    ds.setPassword("");
    java.util.Map<String, String> ph = Stores.placeholders(true);
    Flyway.configure()
        .dataSource(ds)
        .locations("classpath:db/migration")
        .placeholders(ph)
        .target("17")
        .load()
        .migrate();
    try (Connection c = DriverManager.getConnection(url, "", "");
        Statement st = c.createStatement()) {
      long t = System.nanoTime();
      st.execute(
          "INSERT INTO payments (id, status, sub_status, amount, captured, refunded, currency, country, merchant_order_id, merchant_reference, description, created_at, updated_ns, customer_id, customer_name, customer_name_lc, customer_last_lc, customer_email, document_hash, card_brand, card_iin, card_last4, method_type, has_chargeback, in_dispute, last_refreshed_at, response_code) SELECT RANDOM_UUID(), CASE MOD(X,3) WHEN 0 THEN 'SUCCEEDED' WHEN 1 THEN 'DECLINED' ELSE 'PENDING' END, 'X', MOD(X*7919, 100000)/100.0, 0, 0, 'USD', 'BR', 'ord-'||X, 'ref-'||X, 'word'||MOD(X,500)||' other'||MOD(X,77), TIMESTAMP WITH TIME ZONE '2024-01-01 00:00:00+00' + X * INTERVAL '30' SECOND, X, 'cus-'||MOD(X,50000), 'Name '||X, 'name '||X, 'last'||MOD(X,9000), 'c'||MOD(X,70000)||'@mail.test', RAWTOHEX(HASH('SHA-256', CAST(X AS VARCHAR))), 'VISA', '411111', LPAD(CAST(MOD(X,10000) AS VARCHAR),4,'0'), 'CARD', FALSE, FALSE, CURRENT_TIMESTAMP, NULL FROM SYSTEM_RANGE(1, "
              + n
              + ")");
      st.execute(
          "INSERT INTO payment_json (id, raw_gz) SELECT id, CAST(REPEAT('ab', 250) AS VARBINARY) FROM payments");
      st.execute(
          "INSERT INTO payment_terms (term, payment_id) SELECT 'word'||MOD(updated_ns,500), id FROM payments");
      st.execute(
          "INSERT INTO payment_terms (term, payment_id) SELECT 'other'||MOD(updated_ns,77), id FROM payments");
      st.execute(
          "INSERT INTO payment_terms (term, payment_id) SELECT LOWER(merchant_order_id), id FROM payments");
      System.out.printf(
          "filled %d payments in %.1f s, file %d MB%n",
          n, (System.nanoTime() - t) / 1e9, Files.size(dir.resolve("s.mv.db")) >> 20);
    }
    long t = System.nanoTime();
    Flyway.configure()
        .dataSource(ds)
        .locations("classpath:db/migration")
        .placeholders(ph)
        .load()
        .migrate();
    System.out.printf(
        "upgrade of %d payments: %.1f s, file %d MB%n",
        n, (System.nanoTime() - t) / 1e9, Files.size(dir.resolve("s.mv.db")) >> 20);
    try (java.util.stream.Stream<Path> files = Files.walk(dir)) {
      files.sorted(java.util.Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
    }
  }
}
