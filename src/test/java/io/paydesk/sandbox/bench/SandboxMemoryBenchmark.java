package io.paydesk.sandbox.bench;

import io.paydesk.sandbox.Sandbox;
import io.paydesk.sandbox.SandboxOptions;
import java.lang.management.ManagementFactory;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * Heap held by the sandbox with N demo payments, beside the baseline of a sandbox with none, in the
 * same run; also the seeding time and a few single GET latencies on the largest data set. Run
 * (after {@code mvn -B -o -q -DskipTests package}): {@code java -Xmx2g -cp
 * "target/test-classes:target/classes:target/lib/*" io.paydesk.sandbox.bench.SandboxMemoryBenchmark
 * 1000000}. Writes target/bench/sandbox-memory.json.
 */
public final class SandboxMemoryBenchmark {
  private SandboxMemoryBenchmark() {}

  public static void main(String[] args) throws Exception {
    int n = args.length > 0 ? Integer.parseInt(args[0]) : 1_000_000;
    long base = usedAfterGc();
    long t0 = System.nanoTime();
    long baseline;
    try (Sandbox empty = Sandbox.start(SandboxOptions.defaults().withDemoPayments(0))) {
      baseline = usedAfterGc() - base;
    }
    long startEmpty = System.nanoTime() - t0;
    t0 = System.nanoTime();
    Sandbox big = Sandbox.start(SandboxOptions.defaults().withDemoPayments(n));
    long seedNanos = System.nanoTime() - t0;
    long used = usedAfterGc() - base;
    double[] gets = new double[200];
    try (big) {
      HttpClient http = HttpClient.newHttpClient();
      List<String> ids = big.demoPaymentIds();
      for (int i = 0; i < gets.length; i++) {
        String id = ids.get((int) ((long) i * 7919 % ids.size()));
        HttpRequest r =
            HttpRequest.newBuilder(URI.create(big.baseUrl() + "/v1/payments/" + id))
                .header("public-api-key", Sandbox.DEFAULT_PUBLIC_API_KEY)
                .header("private-secret-key", Sandbox.DEFAULT_PRIVATE_SECRET_KEY)
                .build();
        long s = System.nanoTime();
        HttpResponse<byte[]> res = http.send(r, HttpResponse.BodyHandlers.ofByteArray());
        gets[i] = (System.nanoTime() - s) / 1e6;
        if (res.statusCode() != 200) {
          throw new IllegalStateException("GET answered " + res.statusCode());
        }
      }
      used = Math.max(used, usedAfterGc() - base);
    }
    Arrays.sort(gets);
    long max = Runtime.getRuntime().maxMemory();
    String json =
        String.format(
            "{%n  \"demo_payments\": %d,%n  \"max_heap_mb\": %d,%n  \"baseline_sandbox_without_demo_mb\": %.1f,%n"
                + "  \"sandbox_with_demo_mb\": %.1f,%n  \"bytes_per_payment\": %.0f,%n"
                + "  \"baseline_start_ms\": %.0f,%n  \"seed_and_start_ms\": %.0f,%n"
                + "  \"single_get_p50_ms\": %.3f,%n  \"single_get_p99_ms\": %.3f,%n  \"jvm\": \"%s\"%n}%n",
            n,
            max >> 20,
            baseline / 1048576.0,
            used / 1048576.0,
            n == 0 ? 0.0 : (used - baseline) / (double) n,
            startEmpty / 1e6,
            seedNanos / 1e6,
            gets[gets.length / 2],
            gets[(int) (gets.length * 0.99)],
            System.getProperty("java.vm.name") + " " + System.getProperty("java.version"));
    Path out = Path.of("target", "bench");
    Files.createDirectories(out);
    Files.writeString(out.resolve("sandbox-memory.json"), json);
    System.out.print(json);
  }

  private static long usedAfterGc() throws InterruptedException {
    for (int i = 0; i < 3; i++) {
      System.gc();
      Thread.sleep(100);
    }
    var heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
    return heap.getUsed();
  }
}
