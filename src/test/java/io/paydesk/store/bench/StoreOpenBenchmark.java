package io.paydesk.store.bench;

import io.paydesk.store.MigrationProgress;
import io.paydesk.store.Store;
import io.paydesk.store.StoreKey;
import io.paydesk.store.Stores;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * One cold open of the console's encrypted H2 store in this process (class loading included, as at
 * the console's start): {@code new} creates the store in a fresh folder, {@code existing} opens the
 * store a previous {@code new} run left in the folder. Prints the milliseconds of the open and of
 * the close, the process's CPU time during the open, and the opening thread's own (both less moved
 * by other programs' load than the wall time; the process's includes the JIT compiler's threads).
 * Run once a process; store-open.sh runs it ten times each way and takes the medians.
 *
 * <p>Usage: {@code StoreOpenBenchmark new|existing FOLDER}
 */
public final class StoreOpenBenchmark {
  private static final byte[] KEY = new byte[32];

  public static void main(String[] args) throws Exception {
    ((ch.qos.logback.classic.Logger)
            org.slf4j.LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME))
        .setLevel(ch.qos.logback.classic.Level.WARN);
    boolean fresh = args[0].equals("new");
    Path folder = Path.of(args[1]);
    if (fresh) {
      PaymentStoreBenchmark.deleteTree(folder);
    }
    Files.createDirectories(folder);
    java.lang.management.ThreadMXBean threads =
        java.lang.management.ManagementFactory.getThreadMXBean();
    long threadStart = threads.getCurrentThreadCpuTime();
    long cpuStart = cpuNanos();
    long start = System.nanoTime();
    Store store =
        Stores.openH2(folder.resolve("default"), StoreKey.of(KEY), MigrationProgress.NONE);
    long opened = System.nanoTime();
    long cpuOpened = cpuNanos();
    long threadOpened = threads.getCurrentThreadCpuTime();
    store.close();
    long closed = System.nanoTime();
    System.out.printf(
        "%s open_ms=%.1f close_ms=%.1f open_cpu_ms=%.1f open_thread_cpu_ms=%.1f%n",
        args[0],
        (opened - start) / 1e6,
        (closed - opened) / 1e6,
        (cpuOpened - cpuStart) / 1e6,
        (threadOpened - threadStart) / 1e6);
  }

  /** The CPU time of the whole process (every thread, the JIT's included). */
  private static long cpuNanos() {
    return ProcessHandle.current().info().totalCpuDuration().orElseThrow().toNanos();
  }
}
