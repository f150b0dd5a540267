package io.paydesk.evidence.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.paydesk.evidence.EvidenceFile;
import io.paydesk.evidence.EvidenceFiles;
import io.paydesk.evidence.EvidenceSamples;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Evidence file speed: check + base64 (with its decode-and-compare) of 1 MB PDFs beside a plain
 * java.util.Base64 encode of the same bytes, interleaved in the same run; and shrinking a 10-page
 * scan of about 4 MB under 1 MB. Goals: check + encode at most 50 ms (median), shrink at most 3 s.
 * Writes target/bench/evidence.json. Run: src/test/resources/bench/evidence.sh
 */
public final class EvidenceBenchmark {
  private static final int WARMUP = 15;
  private static final int RUNS = 41;
  private static final int SHRINK_RUNS = 3;

  private EvidenceBenchmark() {}

  public static void main(String[] args) throws IOException {
    Path dir = Path.of(args.length > 0 ? args[0] : "target/bench");
    Files.createDirectories(dir);
    Map<String, Object> report = new LinkedHashMap<>();
    report.put("load_average_at_start", loadAverage());

    Map<String, byte[]> oneMb = new LinkedHashMap<>();
    oneMb.put("padded_1_page", EvidenceSamples.pdfOfSize(EvidenceFiles.MAX_BYTES));
    byte[] scan = EvidenceSamples.noisyScan4Mb(10);
    EvidenceFile reduced = EvidenceFiles.shrink(EvidenceFiles.check("scan.pdf", scan));
    oneMb.put("scan_" + reduced.verdict().pages() + "_pages", reduced.bytes());

    Map<String, Object> checks = new LinkedHashMap<>();
    for (Map.Entry<String, byte[]> e : oneMb.entrySet()) {
      checks.put(e.getKey(), checkAndEncode(e.getValue()));
    }
    report.put("check_and_encode_1mb", checks);

    double[] shrink = new double[SHRINK_RUNS];
    EvidenceFile scanFile = EvidenceFiles.check("scan.pdf", scan);
    long resultBytes = 0;
    for (int i = 0; i < SHRINK_RUNS; i++) {
      long t = System.nanoTime();
      EvidenceFile out = EvidenceFiles.shrink(scanFile);
      shrink[i] = (System.nanoTime() - t) / 1e6;
      if (!out.verdict().ok()) {
        throw new IllegalStateException("the scan did not shrink under 1 MB");
      }
      resultBytes = out.size();
    }
    Map<String, Object> s = new LinkedHashMap<>();
    s.put("pages", scanFile.verdict().pages());
    s.put("input_bytes", scan.length);
    s.put("output_bytes", resultBytes);
    s.put("runs_ms", round(shrink));
    s.put("median_ms", round(median(shrink)));
    s.put("goal_ms", 3000);
    s.put("meets_goal", median(shrink) <= 3000);
    s.put("note", "the first run includes JIT warm-up; the median is over all runs");
    report.put("shrink_10_page_scan", s);
    report.put("load_average_at_end", loadAverage());
    report.put("cores", Runtime.getRuntime().availableProcessors());

    Path out = dir.resolve("evidence.json");
    new ObjectMapper().writerWithDefaultPrettyPrinter().writeValue(out.toFile(), report);
    System.out.println(
        new ObjectMapper().writerWithDefaultPrettyPrinter().writeValueAsString(report));
  }

  private static Map<String, Object> checkAndEncode(byte[] pdf) {
    long sink = 0;
    for (int i = 0; i < WARMUP; i++) {
      sink += EvidenceFiles.base64(EvidenceFiles.check("a.pdf", pdf).bytes()).length();
      sink += Base64.getEncoder().encodeToString(pdf).length();
    }
    double[] ours = new double[RUNS];
    double[] plain = new double[RUNS];
    for (int i = 0; i < RUNS; i++) {
      long t = System.nanoTime();
      EvidenceFile file = EvidenceFiles.check("a.pdf", pdf);
      String text = EvidenceFiles.base64(file.bytes());
      ours[i] = (System.nanoTime() - t) / 1e6;
      if (!file.verdict().ok()) {
        throw new IllegalStateException("the 1 MB sample is not acceptable: " + file.verdict());
      }
      t = System.nanoTime();
      String baseline = Base64.getEncoder().encodeToString(pdf);
      plain[i] = (System.nanoTime() - t) / 1e6;
      sink += text.length() + baseline.length();
    }
    Map<String, Object> r = new LinkedHashMap<>();
    r.put("bytes", pdf.length);
    r.put("check_and_encode_median_ms", round(median(ours)));
    r.put("check_and_encode_p90_ms", round(percentile(ours, 0.9)));
    r.put("plain_base64_median_ms", round(median(plain)));
    r.put("plain_base64_p90_ms", round(percentile(plain, 0.9)));
    r.put("goal_ms", 50);
    r.put("meets_goal", median(ours) <= 50);
    r.put("runs", RUNS);
    r.put("checksum", sink % 1000);
    return r;
  }

  private static double median(double[] values) {
    return percentile(values, 0.5);
  }

  private static double percentile(double[] values, double p) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    return sorted[(int) Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
  }

  private static double round(double v) {
    return Math.round(v * 10) / 10.0;
  }

  private static double[] round(double[] values) {
    return Arrays.stream(values).map(EvidenceBenchmark::round).toArray();
  }

  private static String loadAverage() {
    try {
      return Files.readString(Path.of("/proc/loadavg")).trim();
    } catch (IOException e) {
      return "unknown";
    }
  }
}
