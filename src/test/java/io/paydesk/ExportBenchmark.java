package io.paydesk;

import io.paydesk.ops.StoreKeys;
import io.paydesk.store.MigrationProgress;
import io.paydesk.store.Store;
import io.paydesk.store.StoreKey;
import io.paydesk.store.Stores;
import io.paydesk.store.bench.GeneratedPayments;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import picocli.CommandLine;

/**
 * {@code paydesk export payments} on a store of N payments (the store benchmark's generated ones,
 * three years of history), encrypted as the console makes it. {@code fill N DIR} makes the store;
 * {@code export DIR FORMAT} runs the command (in its own JVM, with the heap the script gives) to a
 * file and prints rows/s and the heap's peak. Run: src/test/resources/bench/export.sh [N].
 */
public final class ExportBenchmark {
  private ExportBenchmark() {}

  public static void main(String[] args) throws Exception {
    if (args[0].equals("fill")) {
      fill(Integer.parseInt(args[1]), Path.of(args[2]));
    } else {
      export(Path.of(args[1]), args[2]);
    }
  }

  private static void fill(int n, Path dir) throws Exception {
    Files.createDirectories(dir);
    StoreKey key =
        StoreKey.fromPassphrase(
            System.getenv(StoreKeys.PASSPHRASE_ENV).toCharArray(),
            dir.resolve(StoreKeys.PARAMS_FILE));
    GeneratedPayments gen = new GeneratedPayments(n);
    long start = System.nanoTime();
    try (Store s = Stores.openH2(dir.resolve("bench"), key, MigrationProgress.NONE)) {
      List<String> batch = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        batch.add(gen.json(i));
        if (batch.size() == 1000 || i == n - 1) {
          s.payments().upsertAllJson(batch);
          batch.clear();
        }
      }
    }
    double secs = (System.nanoTime() - start) / 1e9;
    System.out.printf(
        Locale.ROOT, "filled %d payments in %.1f s (%.0f rows/s)%n", n, secs, n / secs);
  }

  private static void export(Path dir, String format) {
    Path out = dir.resolve("payments." + format);
    StringWriter err = new StringWriter();
    // The heap in use, sampled: the most it held at once (the pools' own peaks add up maxima
    // reached at different times).
    MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
    AtomicLong most = new AtomicLong();
    Thread sampler =
        new Thread(
            () -> {
              while (!Thread.currentThread().isInterrupted()) {
                most.accumulateAndGet(memory.getHeapMemoryUsage().getUsed(), Math::max);
                try {
                  Thread.sleep(10);
                } catch (InterruptedException e) {
                  return;
                }
              }
            });
    sampler.setDaemon(true);
    sampler.start();
    long start = System.nanoTime();
    int code =
        new CommandLine(new Main())
            .setErr(new PrintWriter(err))
            .execute(
                "export",
                "payments",
                "--store",
                dir.resolve("bench.mv.db").toString(),
                "--format",
                format,
                "--out",
                out.toString());
    double secs = (System.nanoTime() - start) / 1e9;
    sampler.interrupt();
    long oldGen = 0;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP && pool.getName().contains("Old")) {
        oldGen = Math.max(oldGen, pool.getPeakUsage().getUsed());
      }
    }
    String said = err.toString().strip();
    long rows = Long.parseLong(said.substring(0, said.indexOf(' ')));
    System.out.printf(
        Locale.ROOT,
        "export %s: exit %d, %d rows in %.1f s = %.0f rows/s, %.0f MB written;"
            + " heap in use at most %.0f MB (old generation's peak %.0f MB), -Xmx %.0f MB%n",
        format,
        code,
        rows,
        secs,
        rows / secs,
        out.toFile().length() / 1e6,
        most.get() / 1048576.0,
        oldGen / 1048576.0,
        Runtime.getRuntime().maxMemory() / 1048576.0);
  }
}
