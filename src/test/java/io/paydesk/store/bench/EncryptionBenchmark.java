package io.paydesk.store.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.paydesk.api.model.ModelJson;
import io.paydesk.api.model.Payment;
import io.paydesk.store.MigrationProgress;
import io.paydesk.store.PaymentQuery;
import io.paydesk.store.Store;
import io.paydesk.store.StoreKey;
import io.paydesk.store.Stores;
import io.paydesk.store.TextMatch;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * The store with and without file encryption in the same run: N generated payments (the store
 * benchmark's generator) loaded into a plain store, an encrypted one (the console's: H2's format
 * with the JDK's AES, AesFiles) and one encrypted by H2's own AES (CIPHER=AES, the baseline before
 * AesFiles), batch by batch in turn (the order turning every batch, so the machine's load falls on
 * all alike); the write rate and the largest file size of each; then first-page searches (page of
 * 50), each case run on the stores in turn with a different value each run (so most look-ups read
 * pages the cache has not seen), p50 and p95 over all runs and the median of five rounds' p95 (a
 * few slow runs moved a p95 of 200 runs by up to 8x from one run to the next). Then the time to
 * migrate the plain store to an encrypted one. Writes target/bench/encryption.json.
 *
 * <p>Usage: {@code EncryptionBenchmark [N] [runs]} (default 20,000 payments, 2,000 runs a case).
 * {@code -Dpaydesk.bench.keep=true} keeps the three stores (no migration); with {@code
 * -Dpaydesk.bench.reuse=true} a later run searches the kept stores again without loading them.
 */
public final class EncryptionBenchmark {
  private static final int BATCH = 500;

  private record Case(String name, IntFunction<PaymentQuery> query) {}

  public static void main(String[] args) throws Exception {
    ((ch.qos.logback.classic.Logger)
            org.slf4j.LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME))
        .setLevel(ch.qos.logback.classic.Level.WARN);
    int n = args.length > 0 ? Integer.parseInt(args[0]) : 20_000;
    int runs = args.length > 1 ? Integer.parseInt(args[1]) : 2_000;
    boolean reuse = Boolean.getBoolean("paydesk.bench.reuse");
    Path out = Path.of(System.getProperty("paydesk.bench.dir", "target/bench"));
    Path db = out.resolve("encryption-db");
    if (!reuse) {
      PaymentStoreBenchmark.deleteTree(db);
    }
    Files.createDirectories(db);
    PaymentStoreBenchmark gen = new PaymentStoreBenchmark(n, 0, "load");
    StoreKey key = StoreKey.fromPassphrase("benchmark".toCharArray(), db.resolve("key.params"));
    Map<String, Object> report = new LinkedHashMap<>();
    report.put("payments", n);
    report.put("runs_per_case", runs);
    report.put("cores", Runtime.getRuntime().availableProcessors());
    report.put("load_average_at_start", PaymentStoreBenchmark.loadAverage());
    Path plainFile = db.resolve("plain.mv.db");
    Path encFile = db.resolve("enc.mv.db");
    Path h2AesFile = db.resolve("h2aes.mv.db");
    int count = 3;
    long[] ns = new long[count];
    long[] maxBytes = new long[count];
    try (Store plain = Stores.openH2(plainFile);
        Store enc = Stores.openH2(encFile, key, MigrationProgress.NONE);
        Store h2Aes =
            Stores.open(
                Stores.h2Url(db.resolve("h2aes")) + ";CIPHER=AES",
                "",
                "0123456789abcdef0123456789abcdef ",
                "bench",
                db.resolve("h2aes.key"))) {
      Store[] stores = {plain, enc, h2Aes};
      Path[] files = {plainFile, encFile, h2AesFile};
      for (int from = reuse ? n : 0, b = 0; from < n; from += BATCH, b++) {
        List<Payment> batch = new ArrayList<>(BATCH);
        for (int i = from; i < Math.min(n, from + BATCH); i++) {
          batch.add(ModelJson.readPayment(gen.json(gen.spec(i))));
        }
        for (int k = 0; k < count; k++) {
          int s = (b + k) % count;
          long t = System.nanoTime();
          stores[s].payments().upsertAll(batch);
          ns[s] += System.nanoTime() - t;
          maxBytes[s] = Math.max(maxBytes[s], Files.size(files[s]));
        }
      }
      Map<String, Object> write = new LinkedHashMap<>();
      write.put("plain_payments_per_s", Math.round(n / (ns[0] / 1e9)));
      write.put("encrypted_payments_per_s", Math.round(n / (ns[1] / 1e9)));
      write.put("h2_aes_payments_per_s", Math.round(n / (ns[2] / 1e9)));
      write.put(
          "ratio_time_encrypted_over_plain", PaymentStoreBenchmark.round((double) ns[1] / ns[0]));
      write.put(
          "ratio_time_h2_aes_over_plain", PaymentStoreBenchmark.round((double) ns[2] / ns[0]));
      write.put("plain_max_bytes_per_payment", maxBytes[0] / n);
      write.put("encrypted_max_bytes_per_payment", maxBytes[1] / n);
      write.put("h2_aes_max_bytes_per_payment", maxBytes[2] / n);
      if (!reuse) {
        report.put("write", write);
        System.out.println("write " + write);
      }

      List<Case> cases =
          List.of(
              new Case("no filter", k -> q().build()),
              new Case(
                  "status",
                  k ->
                      q().status(
                              PaymentStoreBenchmark.STATUSES[
                                  k % PaymentStoreBenchmark.STATUSES.length])
                          .build()),
              new Case(
                  "country",
                  k ->
                      q().country(
                              PaymentStoreBenchmark.COUNTRIES[
                                  k % PaymentStoreBenchmark.COUNTRIES.length])
                          .build()),
              new Case(
                  "card brand",
                  k ->
                      q().cardBrand(
                              PaymentStoreBenchmark.BRANDS[k % PaymentStoreBenchmark.BRANDS.length])
                          .build()),
              new Case(
                  "customer e-mail",
                  k ->
                      q().customerEmail(
                              TextMatch.exact("customer" + (k * 7_919 % 20_000) + "@mail.test"))
                          .build()),
              new Case("free text, rare word", k -> q().text("ord-" + (k * 37 % n)).build()));
      List<Map<String, Object>> results = new ArrayList<>();
      double worst = 0;
      for (Case c : cases) {
        long[][] t = new long[count][runs];
        for (int k = 0; k < 50 + runs; k++) {
          for (int j = 0; j < count; j++) {
            int s = (k + j) % count;
            PaymentQuery query = c.query().apply(k);
            long start = System.nanoTime();
            stores[s].payments().search(query);
            long d = System.nanoTime() - start;
            if (k >= 50) {
              t[s][k - 50] = d;
            }
          }
        }
        Map<String, Object> r = new LinkedHashMap<>();
        r.put("case", c.name());
        r.put("plain_p50_ms", PaymentStoreBenchmark.ms(PaymentStoreBenchmark.pct(t[0], 50)));
        r.put("plain_p95_ms", PaymentStoreBenchmark.ms(PaymentStoreBenchmark.pct(t[0], 95)));
        r.put("encrypted_p50_ms", PaymentStoreBenchmark.ms(PaymentStoreBenchmark.pct(t[1], 50)));
        r.put("encrypted_p95_ms", PaymentStoreBenchmark.ms(PaymentStoreBenchmark.pct(t[1], 95)));
        r.put("h2_aes_p50_ms", PaymentStoreBenchmark.ms(PaymentStoreBenchmark.pct(t[2], 50)));
        r.put("h2_aes_p95_ms", PaymentStoreBenchmark.ms(PaymentStoreBenchmark.pct(t[2], 95)));
        double ratio =
            (double) PaymentStoreBenchmark.pct(t[1], 95)
                / Math.max(1, PaymentStoreBenchmark.pct(t[0], 95));
        r.put("p95_ratio", PaymentStoreBenchmark.round(ratio));
        long[] roundsPlain = roundP95s(t[0]);
        long[] roundsEnc = roundP95s(t[1]);
        r.put("plain_round_p95s_ms", msAll(roundsPlain));
        r.put("encrypted_round_p95s_ms", msAll(roundsEnc));
        r.put("h2_aes_round_p95s_ms", msAll(roundP95s(t[2])));
        r.put(
            "median_round_p95_ratio",
            PaymentStoreBenchmark.round(
                (double) PaymentStoreBenchmark.pct(roundsEnc, 50)
                    / Math.max(1, PaymentStoreBenchmark.pct(roundsPlain, 50))));
        worst = Math.max(worst, ratio);
        results.add(r);
        System.out.println(r);
      }
      report.put("first_page", results);
      report.put("worst_p95_ratio", PaymentStoreBenchmark.round(worst));
    }
    // paydesk.bench.keep: leave the three stores as loaded (no migration, nothing deleted).
    boolean keep = reuse || Boolean.getBoolean("paydesk.bench.keep");
    long plainSize = Files.size(plainFile);
    long t = System.nanoTime();
    if (!keep) {
      try (Store migrated = Stores.openH2(plainFile, key, MigrationProgress.NONE)) {
        report.put("migration_seconds", PaymentStoreBenchmark.round((System.nanoTime() - t) / 1e9));
        report.put("migration_file_bytes", plainSize);
      }
    }
    report.put("load_average_at_end", PaymentStoreBenchmark.loadAverage());
    Files.createDirectories(out);
    new ObjectMapper()
        .enable(SerializationFeature.INDENT_OUTPUT)
        .writeValue(out.resolve("encryption.json").toFile(), report);
    if (!keep) {
      System.out.println("migration " + report.get("migration_seconds") + " s");
    }
    if (!keep) {
      PaymentStoreBenchmark.deleteTree(db);
    }
  }

  private static final int ROUNDS = 5;

  /** The p95 of each fifth of the runs, in the order they ran. */
  private static long[] roundP95s(long[] runs) {
    long[] p95s = new long[ROUNDS];
    int size = runs.length / ROUNDS;
    for (int r = 0; r < ROUNDS; r++) {
      p95s[r] =
          PaymentStoreBenchmark.pct(
              java.util.Arrays.copyOfRange(runs, r * size, (r + 1) * size), 95);
    }
    return p95s;
  }

  private static List<Double> msAll(long[] nanos) {
    List<Double> ms = new ArrayList<>();
    for (long v : nanos) {
      ms.add(PaymentStoreBenchmark.ms(v));
    }
    return ms;
  }

  private static PaymentQuery.Builder q() {
    return PaymentQuery.builder().pageSize(50);
  }
}
