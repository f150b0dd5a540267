package io.paydesk.store.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.paydesk.api.model.ModelJson;
import io.paydesk.api.model.Payment;
import io.paydesk.store.Store;
import io.paydesk.store.Stores;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Store size on disk while N generated payments are loaded through PaymentRepository.upsertAll in
 * the console's batches of 500 (as PaymentRefresh stores them): the file size after every batch,
 * after the load, after re-storing unchanged payments, and after Store.compact(). Writes
 * target/bench/store-size.json and deletes its database. Run: src/test/resources/bench/
 * store-size.sh N.
 */
public final class StoreSizeBenchmark {
  /** PaymentRefresh.BATCH: the console stores what it fetched in batches of this many. */
  static final int BATCH = 500;

  /** Unchanged payments stored again after the load (a re-read of the newest ones). */
  static final int REREAD = 5_000;

  public static void main(String[] args) throws Exception {
    ((ch.qos.logback.classic.Logger)
            org.slf4j.LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME))
        .setLevel(ch.qos.logback.classic.Level.WARN);
    int n = args.length > 0 ? Integer.parseInt(args[0]) : 20_000;
    Path dir = Path.of(System.getProperty("paydesk.bench.dir", "target/bench"));
    Path db = dir.resolve("store-size-db");
    deleteTree(db);
    Files.createDirectories(db);
    PaymentStoreBenchmark gen = new PaymentStoreBenchmark(n, 0, "load");
    Path base = db.resolve("size");
    Path file = db.resolve("size.mv.db");
    // paydesk.bench.h2extra: more URL options, to compare settings without a rebuild.
    String url = Stores.h2Url(base) + System.getProperty("paydesk.bench.h2extra", "");
    Map<String, Object> report = new LinkedHashMap<>();
    report.put("payments", n);
    report.put("batch", BATCH);
    report.put("h2_url_settings", url.substring(url.indexOf(';') + 1));
    report.put("cores", Runtime.getRuntime().availableProcessors());
    report.put("load_average_at_start", loadAverage());
    long maxBytes = 0;
    int maxAt = 0;
    List<long[]> samples = new ArrayList<>();
    long upsertNs = 0;
    // paydesk.bench.encrypted=true: the console's encrypted store (AesFiles), opened as it does.
    boolean encrypted = Boolean.getBoolean("paydesk.bench.encrypted");
    report.put("encrypted", encrypted);
    try (Store store =
        encrypted
            ? Stores.openH2(
                file,
                io.paydesk.store.StoreKey.fromPassphrase(
                    "benchmark".toCharArray(), db.resolve("key.params")),
                io.paydesk.store.MigrationProgress.NONE)
            : Stores.open(url, "", "", "size", db.resolve("size.key"))) {
      // paydesk.bench.dropIndexes: indexes dropped before the load (what they cost in file size).
      String drop = System.getProperty("paydesk.bench.dropIndexes", "");
      if (!drop.isBlank()) {
        try (java.sql.Connection raw = java.sql.DriverManager.getConnection(url, "", "");
            java.sql.Statement st = raw.createStatement()) {
          for (String index : drop.split(",")) {
            st.execute("DROP INDEX " + index.trim());
          }
        }
        report.put("dropped_indexes", drop);
      }
      long writtenBefore = encrypted ? 0 : h2WriteBytes(url);
      for (int from = 0; from < n; from += BATCH) {
        List<Payment> batch = new ArrayList<>(BATCH);
        for (int i = from; i < Math.min(n, from + BATCH); i++) {
          batch.add(ModelJson.readPayment(gen.json(gen.spec(i))));
        }
        long t = System.nanoTime();
        store.payments().upsertAll(batch);
        upsertNs += System.nanoTime() - t;
        int loaded = from + batch.size();
        long size = Files.size(file);
        if (size > maxBytes) {
          maxBytes = size;
          maxAt = loaded;
        }
        if ((loaded / BATCH) % Math.max(1, n / BATCH / 50) == 0 || loaded == n) {
          samples.add(new long[] {loaded, size});
          System.out.printf(
              Locale.ROOT,
              "%,d payments: %,d bytes (%,d a payment), %.0f payments/s in upsert%n",
              loaded,
              size,
              size / loaded,
              loaded / (upsertNs / 1e9),
              loaded);
        }
      }
      long after = Files.size(file);
      // What H2 wrote to the file during the load (pages rewritten by copy-on-write included), and
      // where the excess is: dead pages inside the chunks, or free space between them (read on a
      // second connection, which an encrypted file does not give without its key: not reported).
      if (!encrypted) {
        report.put("h2_written_bytes_per_payment", (h2WriteBytes(url) - writtenBefore) / n);
        try (java.sql.Connection raw = java.sql.DriverManager.getConnection(url, "", "")) {
          org.h2.mvstore.MVStore mv =
              ((org.h2.engine.SessionLocal)
                      raw.unwrap(org.h2.jdbc.JdbcConnection.class).getSession())
                  .getDatabase()
                  .getStore()
                  .getMvStore();
          report.put("h2_chunks_fill_percent_after", mv.getFileStore().getChunksFillRate());
          report.put("h2_file_fill_percent_after", mv.getFillRate());
        }
      }
      int reread = Math.min(REREAD, n);
      List<Payment> same = new ArrayList<>(reread);
      for (int i = n - reread; i < n; i++) {
        same.add(ModelJson.readPayment(gen.json(gen.spec(i))));
      }
      long t = System.nanoTime();
      for (int from = 0; from < same.size(); from += BATCH) {
        store.payments().upsertAll(same.subList(from, Math.min(same.size(), from + BATCH)));
      }
      long rereadNs = System.nanoTime() - t;
      long afterReread = Files.size(file);
      maxBytes = Math.max(maxBytes, afterReread);
      // Left alone for a while, as a console is after a fetch: H2's own housekeeping may shrink it.
      int idleSeconds = Integer.getInteger("paydesk.bench.idleSeconds", 30);
      long idleMax = afterReread;
      for (int s = 0; s < idleSeconds; s++) {
        Thread.sleep(1000);
        idleMax = Math.max(idleMax, Files.size(file));
      }
      long afterIdle = Files.size(file);
      maxBytes = Math.max(maxBytes, idleMax);
      t = System.nanoTime();
      store.compact();
      long compactNs = System.nanoTime() - t;
      long compacted = Files.size(file);

      report.put("max_bytes_per_payment", maxBytes / n);
      report.put("max_file_bytes", maxBytes);
      report.put("max_seen_at_payments", maxAt);
      report.put("bytes_per_payment_after", after / n);
      report.put("file_bytes_after", after);
      report.put("reread_unchanged_payments", reread);
      report.put("bytes_per_payment_after_reread", afterReread / n);
      report.put("reread_payments_per_second", Math.round(reread / (rereadNs / 1e9)));
      report.put("idle_seconds", idleSeconds);
      report.put("bytes_per_payment_after_idle", afterIdle / n);
      report.put("compacted_bytes_per_payment", compacted / n);
      report.put("compacted_file_bytes", compacted);
      report.put("compact_seconds", Math.round(compactNs / 1e7) / 100.0);
      report.put("upsert_seconds", Math.round(upsertNs / 1e7) / 100.0);
      report.put("upsert_payments_per_second", Math.round(n / (upsertNs / 1e9)));
      report.put("goal_max_bytes_per_payment", 4096);
      report.put("meets_goal", maxBytes / n <= 4096);
    }
    report.put("load_average_at_end", loadAverage());
    List<Map<String, Long>> sizes = new ArrayList<>();
    for (long[] s : samples) {
      sizes.add(Map.of("payments", s[0], "file_bytes", s[1]));
    }
    report.put("samples", sizes);
    report.put(
        "note",
        "sizes depend on the write rate at small N (5 s of freed pages kept); rates on the machine load");
    Path out = dir.resolve("store-size.json");
    new ObjectMapper().writerWithDefaultPrettyPrinter().writeValue(out.toFile(), report);
    report.remove("samples");
    System.out.println(new ObjectMapper().writeValueAsString(report));
    deleteTree(db);
  }

  private static long h2WriteBytes(String url) throws java.sql.SQLException {
    try (java.sql.Connection raw = java.sql.DriverManager.getConnection(url, "", "");
        java.sql.ResultSet rs =
            raw.createStatement()
                .executeQuery(
                    "SELECT SETTING_VALUE FROM INFORMATION_SCHEMA.SETTINGS"
                        + " WHERE SETTING_NAME = 'info.FILE_WRITE_BYTES'")) {
      return rs.next() ? Long.parseLong(rs.getString(1)) : 0;
    }
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
    try (Stream<Path> files = Files.walk(p)) {
      files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
    }
  }
}
