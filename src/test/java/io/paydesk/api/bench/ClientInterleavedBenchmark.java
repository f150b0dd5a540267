package io.paydesk.api.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The same four measurements as {@link ClientBenchmarks}, interleaved call by call so that a busy
 * shared machine slows ours and its baseline alike (each pair alternates which runs first); reports
 * medians and p90 and the ratio to each baseline, and writes them to
 * target/bench/client-interleaved.json. The warm-up (10,000 rounds, about 5 s, as in the JMH form)
 * lets C2 compile the binding first: with 2,500 warm-up rounds one run gave a parse ratio of 1.84x,
 * the next with 10,000 gave 1.26x.
 *
 * <p>Run: {@code java -cp target/test-classes:target/classes:$(cat target/cp.txt)
 * io.paydesk.api.bench.ClientInterleavedBenchmark [rounds] [warm-up rounds]}
 */
public final class ClientInterleavedBenchmark {
  private ClientInterleavedBenchmark() {}

  public static void main(String[] args) throws Exception {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 5000;
    int warmUp = args.length > 1 ? Integer.parseInt(args[1]) : 10_000;
    ClientBenchmarks b = new ClientBenchmarks();
    b.setUp();
    try {
      for (int i = 0; i < warmUp; i++) {
        b.getPaymentRoundTrip();
        b.getPaymentRoundTripBaselineRawOkHttp();
        b.parseLargestPayment();
        b.parseLargestPaymentBaselineReadTree();
      }
      long[] ours = new long[rounds];
      long[] raw = new long[rounds];
      long[] parse = new long[rounds];
      long[] tree = new long[rounds];
      for (int i = 0; i < rounds; i++) {
        // Each pair alternates which goes first, so neither always follows the other.
        boolean oursFirst = i % 2 == 0;
        if (oursFirst) {
          ours[i] = time(b::getPaymentRoundTrip);
          raw[i] = time(b::getPaymentRoundTripBaselineRawOkHttp);
          parse[i] = time(b::parseLargestPayment);
          tree[i] = time(b::parseLargestPaymentBaselineReadTree);
        } else {
          raw[i] = time(b::getPaymentRoundTripBaselineRawOkHttp);
          ours[i] = time(b::getPaymentRoundTrip);
          tree[i] = time(b::parseLargestPaymentBaselineReadTree);
          parse[i] = time(b::parseLargestPayment);
        }
      }
      Map<String, long[]> all = new LinkedHashMap<>();
      all.put("getPaymentRoundTrip", ours);
      all.put("getPaymentRoundTripBaselineRawOkHttp", raw);
      all.put("parseLargestPayment", parse);
      all.put("parseLargestPaymentBaselineReadTree", tree);
      StringBuilder json =
          new StringBuilder(
              "{\n  \"rounds\": " + rounds + ",\n  \"warm_up_rounds\": " + warmUp + ",\n");
      all.forEach((k, v) -> Arrays.sort(v));
      for (Map.Entry<String, long[]> e : all.entrySet()) {
        long[] v = e.getValue();
        json.append(
            String.format(
                Locale.ROOT,
                "  \"%s\": {\"p50_us\": %.1f, \"p90_us\": %.1f},%n",
                e.getKey(),
                p(v, 50),
                p(v, 90)));
      }
      double roundTrip = p(ours, 50) / p(raw, 50);
      double parsing = p(parse, 50) / p(tree, 50);
      json.append(
          String.format(
              Locale.ROOT,
              "  \"ratio_round_trip_p50\": %.2f,%n  \"ratio_parse_p50\": %.2f%n}%n",
              roundTrip,
              parsing));
      Path out = Path.of("target", "bench", "client-interleaved.json");
      Files.createDirectories(out.getParent());
      Files.writeString(out, json);
      System.out.print(json);
    } finally {
      b.tearDown();
    }
  }

  private interface Call {
    Object run() throws Exception;
  }

  private static long time(Call call) throws Exception {
    long start = System.nanoTime();
    call.run();
    return System.nanoTime() - start;
  }

  private static double p(long[] sorted, int percentile) {
    int i = Math.min(sorted.length - 1, (int) ((long) sorted.length * percentile / 100));
    return sorted[i] / 1000.0;
  }
}
