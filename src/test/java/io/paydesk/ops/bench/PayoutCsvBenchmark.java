package io.paydesk.ops.bench;

import io.paydesk.ops.PayoutCsv;
import io.paydesk.ops.PayoutCsvCheck;
import io.paydesk.ops.PayoutFiles;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * The bulk payout dry run on a file of N rows (default 10,000; five countries in turn, every row
 * valid), beside a baseline in the same run: plain Commons CSV parsing the same file (read, decode,
 * parse, touch every cell). Measures the first run of each (a cold JVM, as {@code paydesk payouts
 * check} is) and then RUNS alternating warm runs. Writes target/bench/payout-csv.json. Run:
 * src/test/resources/bench/payout-csv.sh.
 */
public final class PayoutCsvBenchmark {
  static final long GOAL_MS = 1000;

  public static void main(String[] args) throws Exception {
    int n = args.length > 0 ? Integer.parseInt(args[0]) : 10_000;
    int runs = args.length > 1 ? Integer.parseInt(args[1]) : 15;
    Path dir = Path.of(System.getProperty("paydesk.bench.dir", "target/bench"));
    Files.createDirectories(dir);
    Path file = dir.resolve("payout-csv-" + n + ".csv");
    Files.writeString(file, PayoutFiles.valid(n), StandardCharsets.UTF_8);

    double firstDryRun = ms(() -> dryRun(file, n));
    double firstBaseline = ms(() -> baseline(file, n));
    List<Double> dry = new ArrayList<>();
    List<Double> base = new ArrayList<>();
    for (int i = 0; i < runs; i++) {
      base.add(ms(() -> baseline(file, n)));
      dry.add(ms(() -> dryRun(file, n)));
    }
    Map<String, Object> r = new LinkedHashMap<>();
    r.put("rows", n);
    r.put("file_bytes", Files.size(file));
    r.put("warm_runs", runs);
    r.put("cores", Runtime.getRuntime().availableProcessors());
    r.put("load_average_at_start", loadAverage());
    r.put("dry_run_first_ms", round(firstDryRun));
    r.put("baseline_first_ms", round(firstBaseline));
    r.put("dry_run_median_ms", round(median(dry)));
    r.put("baseline_median_ms", round(median(base)));
    r.put("dry_run_min_ms", round(dry.stream().mapToDouble(d -> d).min().orElse(0)));
    r.put("baseline_min_ms", round(base.stream().mapToDouble(d -> d).min().orElse(0)));
    r.put("dry_run_over_baseline_median", round(median(dry) / median(base)));
    r.put("goal_ms", GOAL_MS);
    r.put("goal_met_first_run", firstDryRun <= GOAL_MS);
    r.put("goal_met_median", median(dry) <= GOAL_MS);
    r.put("dry_run_runs_ms", dry.stream().map(PayoutCsvBenchmark::round).toList());
    r.put("baseline_runs_ms", base.stream().map(PayoutCsvBenchmark::round).toList());
    String json = toJson(r);
    Files.writeString(dir.resolve("payout-csv.json"), json);
    Files.delete(file);
    System.out.println(json);
  }

  static void dryRun(Path file, int n) {
    try {
      PayoutCsvCheck.Report report = PayoutCsvCheck.check(PayoutCsv.read(file), null, ref -> false);
      if (report.accepted() != n) {
        throw new IllegalStateException("expected " + n + " acceptable rows: " + report.refused());
      }
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  static void baseline(Path file, int n) {
    try {
      String text = Files.readString(file, StandardCharsets.UTF_8);
      CSVFormat format =
          CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).setTrim(true).get();
      long cells = 0;
      int rows = 0;
      try (CSVParser p = CSVParser.parse(new StringReader(text), format)) {
        for (CSVRecord rec : p) {
          for (String v : rec) {
            cells += v.length();
          }
          rows++;
        }
      }
      if (rows != n || cells == 0) {
        throw new IllegalStateException("expected " + n + " rows");
      }
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  static double ms(Runnable r) {
    long t = System.nanoTime();
    r.run();
    return (System.nanoTime() - t) / 1e6;
  }

  static double median(List<Double> xs) {
    double[] a = xs.stream().mapToDouble(d -> d).toArray();
    Arrays.sort(a);
    return a.length % 2 == 1 ? a[a.length / 2] : (a[a.length / 2 - 1] + a[a.length / 2]) / 2;
  }

  static double round(double d) {
    return Math.round(d * 10) / 10.0;
  }

  static String loadAverage() {
    try {
      return Files.readString(Path.of("/proc/loadavg")).trim();
    } catch (Exception e) {
      return "unknown";
    }
  }

  static String toJson(Map<String, Object> m) {
    return m.entrySet().stream()
        .map(e -> "  \"" + e.getKey() + "\": " + value(e.getValue()))
        .collect(Collectors.joining(",\n", "{\n", "\n}\n"));
  }

  private static String value(Object v) {
    if (v instanceof String s) {
      return "\"" + s.replace("\"", "\\\"") + "\"";
    }
    if (v instanceof List<?> l) {
      return l.stream().map(PayoutCsvBenchmark::value).collect(Collectors.joining(", ", "[", "]"));
    }
    return String.format(Locale.ROOT, "%s", v);
  }
}
