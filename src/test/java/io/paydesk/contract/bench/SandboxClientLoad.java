package io.paydesk.contract.bench;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.LoggerContext;
import io.paydesk.api.ClientConfig;
import io.paydesk.api.PaydeskClient;
import io.paydesk.api.RequestOptions;
import io.paydesk.api.model.PaymentCreateRequest;
import io.paydesk.api.model.PaymentMethod;
import io.paydesk.sandbox.Sandbox;
import io.paydesk.sandbox.SandboxOptions;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;
import org.slf4j.LoggerFactory;

/**
 * Load on the sandbox through the console's own client: get-payment and create-payment from N
 * threads for a fixed time, requests per second and p50/p99 latency, written as JSON.
 *
 * <p>Run (after {@code mvn -B -DskipTests package test-compile}): {@code java -Xmx2g -cp
 * "target/test-classes:target/classes:target/lib/*:$(cat target/cp.txt)"
 * io.paydesk.contract.bench.SandboxClientLoad [threads=16] [seconds=15] [demoPayments=100000]}
 * Writes target/bench/sandbox-client.json.
 */
public final class SandboxClientLoad {
  private SandboxClientLoad() {}

  public static void main(String[] args) throws Exception {
    int threads = args.length > 0 ? Integer.parseInt(args[0]) : 16;
    int seconds = args.length > 1 ? Integer.parseInt(args[1]) : 15;
    int demo = args.length > 2 ? Integer.parseInt(args[2]) : 100_000;
    ((LoggerContext) LoggerFactory.getILoggerFactory()).getLogger("ROOT").setLevel(Level.WARN);
    try (Sandbox sandbox = Sandbox.start(SandboxOptions.defaults().withDemoPayments(demo));
        PaydeskClient client =
            new PaydeskClient(
                ClientConfig.builder(
                        sandbox.baseUrl(),
                        Sandbox.DEFAULT_PUBLIC_API_KEY,
                        Sandbox.DEFAULT_PRIVATE_SECRET_KEY)
                    .build())) {
      List<String> ids = sandbox.demoPaymentIds();
      String account = sandbox.accountId();
      run(threads, 5, i -> client.payments().retrieve(ids.get(i % ids.size())));
      Result get = run(threads, seconds, i -> client.payments().retrieve(ids.get(i % ids.size())));
      run(threads, 5, i -> client.payments().create(create(account, i), RequestOptions.NONE));
      Result create =
          run(
              threads,
              seconds,
              i -> client.payments().create(create(account, i), RequestOptions.NONE));
      String json =
          String.format(
              Locale.ROOT,
              "{%n  \"tool\": \"PaydeskClient, %d threads, %d s, in-process sandbox\",%n"
                  + "  \"demo_payments\": %d,%n  \"cores\": %d,%n  \"loadavg_before\": \"%s\",%n"
                  + "  \"get_payment\": %s,%n  \"create_payment\": %s%n}%n",
              threads,
              seconds,
              demo,
              Runtime.getRuntime().availableProcessors(),
              loadAverage(),
              get.json(),
              create.json());
      Path out = Path.of("target/bench/sandbox-client.json");
      Files.createDirectories(out.getParent());
      Files.writeString(out, json);
      System.out.print(json);
    }
  }

  private static PaymentCreateRequest create(String account, int i) {
    return PaymentCreateRequest.builder()
        .accountId(account)
        .merchantOrderId("LOAD-" + i + "-" + UUID.randomUUID().toString().substring(0, 8))
        .description("Load test payment")
        .amount(new BigDecimal("19.90"), "USD")
        .country("US")
        .checkoutSession(UUID.randomUUID().toString())
        .paymentMethod(PaymentMethod.token(UUID.randomUUID().toString()))
        .build();
  }

  record Result(long requests, double seconds, long p50Micros, long p99Micros) {
    String json() {
      return String.format(
          Locale.ROOT,
          "{\"requests\": %d, \"requests_per_second\": %.0f, \"p50_ms\": %.2f, \"p99_ms\": %.2f}",
          requests,
          requests / seconds,
          p50Micros / 1000.0,
          p99Micros / 1000.0);
    }
  }

  private static Result run(int threads, int seconds, IntConsumer call) throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    AtomicInteger counter = new AtomicInteger();
    long end = System.nanoTime() + seconds * 1_000_000_000L;
    long start = System.nanoTime();
    List<Future<long[]>> futures = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      futures.add(
          pool.submit(
              () -> {
                long[] lat = new long[1 << 16];
                int n = 0;
                while (System.nanoTime() < end) {
                  long t0 = System.nanoTime();
                  call.accept(counter.getAndIncrement());
                  long micros = (System.nanoTime() - t0) / 1000;
                  if (n == lat.length) {
                    lat = Arrays.copyOf(lat, n * 2);
                  }
                  lat[n++] = micros;
                }
                return Arrays.copyOf(lat, n);
              }));
    }
    List<long[]> all = new ArrayList<>();
    for (Future<long[]> f : futures) {
      all.add(f.get());
    }
    double elapsed = (System.nanoTime() - start) / 1e9;
    pool.shutdown();
    long[] merged = all.stream().flatMapToLong(Arrays::stream).sorted().toArray();
    return new Result(
        merged.length,
        elapsed,
        merged[(int) (merged.length * 0.50)],
        merged[Math.min(merged.length - 1, (int) (merged.length * 0.99))]);
  }

  private static String loadAverage() {
    try {
      return Files.readString(Path.of("/proc/loadavg")).trim();
    } catch (IOException e) {
      return "unknown";
    }
  }
}
