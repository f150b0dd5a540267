package io.paydesk.ui;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;

/**
 * How long the FX thread went without running, measured two ways while something runs: the gaps
 * between animation frames (an {@link AnimationTimer}: a frame is drawn on every pulse) and the
 * delay of a runnable posted with {@link Platform#runLater} every 10 ms, from posting to running.
 * Either grows by exactly the time the thread was held (by our code, by rendering, or waiting for a
 * core on a busy machine). Start, run the work, stop, then read the worst and the 99th percentile.
 */
public final class FxPulseGaps {
  private static final long PROBE_EVERY_MS = 10;

  private final List<Long> pulseGaps = Collections.synchronizedList(new ArrayList<>());
  private final List<Long> queueDelays = Collections.synchronizedList(new ArrayList<>());
  private ScheduledExecutorService prober;
  private AnimationTimer frames;
  private long startedNanos;
  private long stoppedNanos;

  /** Starts measuring; call from a test thread (not the FX thread). */
  public FxPulseGaps start() throws Exception {
    pulseGaps.clear();
    queueDelays.clear();
    CompletableFuture<Void> started = new CompletableFuture<>();
    Platform.runLater(
        () -> {
          frames =
              new AnimationTimer() {
                private long last;

                @Override
                public void handle(long now) {
                  // The pulse's own timestamp would hide a late pulse: read the clock.
                  long t = System.nanoTime();
                  if (last != 0) {
                    pulseGaps.add(t - last);
                  }
                  last = t;
                }
              };
          frames.start();
          started.complete(null);
        });
    started.get(10, TimeUnit.SECONDS);
    startedNanos = System.nanoTime();
    prober =
        Executors.newSingleThreadScheduledExecutor(
            r -> {
              Thread t = new Thread(r, "fx-pulse-gaps");
              t.setDaemon(true);
              return t;
            });
    prober.scheduleAtFixedRate(
        () -> {
          long posted = System.nanoTime();
          Platform.runLater(() -> queueDelays.add(System.nanoTime() - posted));
        },
        0,
        PROBE_EVERY_MS,
        TimeUnit.MILLISECONDS);
    return this;
  }

  /** Stops measuring; the probes already posted still count. */
  public FxPulseGaps stop() throws Exception {
    if (prober == null) {
      return this;
    }
    prober.shutdownNow();
    prober.awaitTermination(5, TimeUnit.SECONDS);
    prober = null;
    stoppedNanos = System.nanoTime();
    CompletableFuture<Void> stopped = new CompletableFuture<>();
    Platform.runLater(
        () -> {
          frames.stop();
          stopped.complete(null);
        });
    stopped.get(10, TimeUnit.SECONDS);
    return this;
  }

  /** The longest time between two animation frames, in ms. */
  public double worstPulseGapMillis() {
    return percentile(pulseGaps, 100);
  }

  /** The longest a posted runnable waited for the FX thread, in ms. */
  public double worstQueueDelayMillis() {
    return percentile(queueDelays, 100);
  }

  /**
   * The 99th percentile of the posted runnables' delay, in ms. Its worst case also counts the
   * probing thread's own wait for a core between reading the clock and posting, which a loaded
   * machine makes long; the pulse gaps have no such second thread.
   */
  public double queueDelayP99Millis() {
    return percentile(queueDelays, 99);
  }

  public int pulses() {
    return pulseGaps.size();
  }

  public int probes() {
    return queueDelays.size();
  }

  /** Everything measured, as written to JSON: counts, worst, p50 and p99 of both measures. */
  public Map<String, Object> summary() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("seconds", Math.round((stoppedNanos - startedNanos) / 1e7) / 100.0);
    m.put("pulses", pulses());
    m.put("pulse_gap_worst_ms", round(worstPulseGapMillis()));
    m.put("pulse_gap_p99_ms", round(percentile(pulseGaps, 99)));
    m.put("pulse_gap_p50_ms", round(percentile(pulseGaps, 50)));
    m.put("probes_every_ms", PROBE_EVERY_MS);
    m.put("probes", probes());
    m.put("queue_delay_worst_ms", round(worstQueueDelayMillis()));
    m.put("queue_delay_p99_ms", round(queueDelayP99Millis()));
    m.put("queue_delay_p50_ms", round(percentile(queueDelays, 50)));
    return m;
  }

  /** Writes {@link #summary()} with the caller's own facts (what ran, how many) to a JSON file. */
  public Path writeJson(Path file, Map<String, Object> facts) throws IOException {
    Map<String, Object> all = new LinkedHashMap<>(facts);
    all.putAll(summary());
    Files.createDirectories(file.toAbsolutePath().getParent());
    new ObjectMapper().writerWithDefaultPrettyPrinter().writeValue(file.toFile(), all);
    return file;
  }

  private static double percentile(List<Long> nanos, int p) {
    List<Long> sorted;
    synchronized (nanos) {
      sorted = new ArrayList<>(nanos);
    }
    if (sorted.isEmpty()) {
      return 0;
    }
    Collections.sort(sorted);
    int i = (int) Math.ceil(p / 100.0 * sorted.size()) - 1;
    return sorted.get(Math.max(0, Math.min(sorted.size() - 1, i))) / 1e6;
  }

  private static double round(double ms) {
    return Math.round(ms * 10) / 10.0;
  }
}
