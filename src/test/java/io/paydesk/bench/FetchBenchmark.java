package io.paydesk.bench;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.LoggerContext;
import io.paydesk.api.ClientConfig;
import io.paydesk.api.PaydeskClient;
import io.paydesk.ops.PaymentRefresh;
import io.paydesk.sandbox.Sandbox;
import io.paydesk.sandbox.SandboxOptions;
import io.paydesk.store.Store;
import io.paydesk.store.Stores;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.LoggerFactory;

/**
 * Fetch from the service, end to end: N demo payment ids read from an in-process sandbox through
 * {@link PaymentRefresh#fetch} (client, parsing, redaction, indexing, batched store writes) into a
 * fresh store file, beside a baseline in the same run: the same GETs from the same number of
 * threads, answers parsed and dropped (nothing stored). Runs alternate, RUNS of each; medians.
 *
 * <p>Run with {@code bash src/test/resources/bench/fetch.sh [N] [concurrency] [runs]}; writes
 * target/bench/fetch.json.
 */
public final class FetchBenchmark {
  private FetchBenchmark() {}

  public static void main(String[] args) throws Exception {
    int n = args.length > 0 ? Integer.parseInt(args[0]) : 10_000;
    int threads = args.length > 1 ? Integer.parseInt(args[1]) : 8;
    int runs = args.length > 2 ? Integer.parseInt(args[2]) : 3;
    ((LoggerContext) LoggerFactory.getILoggerFactory()).getLogger("ROOT").setLevel(Level.WARN);
    Path work = Files.createDirectories(Path.of("target/bench/fetch-db"));
    try (Sandbox sandbox = Sandbox.start(SandboxOptions.defaults().withDemoPayments(n));
        PaydeskClient client =
            new PaydeskClient(
                ClientConfig.builder(
                        sandbox.baseUrl(),
                        Sandbox.DEFAULT_PUBLIC_API_KEY,
                        Sandbox.DEFAULT_PRIVATE_SECRET_KEY)
                    .build())) {
      List<String> ids = List.copyOf(sandbox.demoPaymentIds().subList(0, n));
      // Warm-up: both paths, a tenth of the ids.
      baseline(client, ids.subList(0, n / 10), threads);
      fetch(client, ids.subList(0, n / 10), threads, work.resolve("warm"));
      double[] fetchRates = new double[runs];
      double[] baseRates = new double[runs];
      int stored = 0;
      for (int r = 0; r < runs; r++) {
        baseRates[r] = baseline(client, ids, threads);
        long t0 = System.nanoTime();
        PaymentRefresh.FetchResult result = fetch(client, ids, threads, work.resolve("run" + r));
        fetchRates[r] = n / ((System.nanoTime() - t0) / 1e9);
        stored = result.stored();
        if (result.stored() != n || !result.failures().isEmpty()) {
          throw new IllegalStateException("fetch stored " + result.stored() + " of " + n);
        }
        System.out.printf(
            Locale.ROOT, "run %d: fetch %.0f/s, baseline %.0f/s%n", r, fetchRates[r], baseRates[r]);
      }
      double fetch = median(fetchRates);
      double base = median(baseRates);
      String json =
          String.format(
              Locale.ROOT,
              "{\n  \"ids\": %d,\n  \"concurrency\": %d,\n  \"runs\": %d,\n  \"cores\": %d,\n"
                  + "  \"loadavg_after\": \"%s\",\n  \"stored\": %d,\n"
                  + "  \"fetch_payments_per_s\": %.0f,\n  \"fetch_runs\": %s,\n"
                  + "  \"baseline_gets_per_s\": %.0f,\n  \"baseline_runs\": %s,\n"
                  + "  \"fetch_vs_baseline\": %.2f,\n  \"goal_payments_per_s\": 1000,\n"
                  + "  \"goal_met\": %s\n}\n",
              n,
              threads,
              runs,
              Runtime.getRuntime().availableProcessors(),
              Files.readString(Path.of("/proc/loadavg")).trim(),
              stored,
              fetch,
              Arrays.toString(round(fetchRates)),
              base,
              Arrays.toString(round(baseRates)),
              fetch / base,
              fetch >= 1000);
      Files.writeString(Path.of("target/bench/fetch.json"), json);
      System.out.print(json);
    }
  }

  private static PaymentRefresh.FetchResult fetch(
      PaydeskClient client, List<String> ids, int threads, Path dir) throws Exception {
    try (Store store = Stores.openH2(dir.resolve("store"))) {
      return new PaymentRefresh(client, store).fetch(ids, threads, null, () -> false);
    }
  }

  /** The same GETs from the same number of threads, nothing stored: payments per second. */
  private static double baseline(PaydeskClient client, List<String> ids, int threads)
      throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    AtomicInteger next = new AtomicInteger();
    List<java.util.concurrent.Future<?>> all = new ArrayList<>();
    long t0 = System.nanoTime();
    for (int t = 0; t < threads; t++) {
      all.add(
          pool.submit(
              () -> {
                for (int i = next.getAndIncrement(); i < ids.size(); i = next.getAndIncrement()) {
                  client.payments().retrieve(ids.get(i));
                }
              }));
    }
    for (java.util.concurrent.Future<?> f : all) {
      f.get();
    }
    double rate = ids.size() / ((System.nanoTime() - t0) / 1e9);
    pool.shutdown();
    pool.awaitTermination(10, TimeUnit.SECONDS);
    return rate;
  }

  private static double median(double[] values) {
    double[] v = values.clone();
    Arrays.sort(v);
    return v[v.length / 2];
  }

  private static long[] round(double[] values) {
    return Arrays.stream(values).mapToLong(Math::round).toArray();
  }
}
