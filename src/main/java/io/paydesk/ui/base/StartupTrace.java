package io.paydesk.ui.base;

import java.lang.management.ManagementFactory;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.chart.XYChart;
import javafx.scene.control.ListView;

/**
 * With {@code -Dpaydesk.startupTrace=true}, prints when the first frame was drawn and when the
 * first screen (the Overview) first showed stored payments, in milliseconds since the process
 * started (for the start-time benchmark, src/test/resources/bench/start-time.sh), and the phases on
 * the way ({@link #mark}, and below the UI {@link io.paydesk.store.StartupPhases}).
 */
public final class StartupTrace {
  public static final String PROPERTY = "paydesk.startupTrace";

  private static final boolean ON = Boolean.getBoolean(PROPERTY);

  static {
    if (ON) {
      io.paydesk.store.StartupPhases.listen(phase -> print(phase + "_ms"));
    }
  }

  private StartupTrace() {}

  /** Prints a phase of the start ({@code <phase>_ms}) when tracing; nothing otherwise. */
  public static void mark(String phase) {
    if (ON) {
      print(phase + "_ms");
    }
  }

  /** Watches the scene's pulses once it is showing; does nothing unless the property is set. */
  public static void watch(Scene scene) {
    if (!Boolean.getBoolean(PROPERTY)) {
      return;
    }
    scene.addPreLayoutPulseListener(
        new Runnable() {
          @Override
          public void run() {
            if (scene.getWindow() != null && scene.getWindow().isShowing()) {
              print("first_pulse_ms"); // CSS and layout of the first frame follow
              scene.removePreLayoutPulseListener(this);
            }
          }
        });
    Runnable[] listener = new Runnable[1];
    boolean[] framed = {false};
    listener[0] =
        () -> {
          if (scene.getWindow() == null || !scene.getWindow().isShowing()) {
            return;
          }
          if (!framed[0]) {
            framed[0] = true;
            print("first_frame_ms");
          }
          if (showsData(scene.getRoot())) {
            print("data_on_screen_ms");
            scene.removePostLayoutPulseListener(listener[0]);
          }
        };
    scene.addPostLayoutPulseListener(listener[0]);
  }

  /** Prints one trace line: the key and the milliseconds since the process started. */
  public static void print(String key) {
    long ms = System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime();
    // The process's CPU time too: it varies less than the clock on a busy machine.
    long cpu =
        ManagementFactory.getOperatingSystemMXBean()
                instanceof com.sun.management.OperatingSystemMXBean os
            ? os.getProcessCpuTime() / 1_000_000
            : -1;
    System.out.println("paydesk-startup " + key + "=" + ms + " cpu_ms=" + cpu);
    System.out.flush();
  }

  /**
   * The first screen's data: the overview's payments-per-day chart with bars (or, were Payments
   * shown first, its history of stored payments).
   */
  private static boolean showsData(Node root) {
    Node chart = root.lookup("#overviewDailyChart");
    if (chart instanceof XYChart<?, ?> c
        && c.getData() != null
        && c.getData().stream().anyMatch(s -> !s.getData().isEmpty())
        && inWindow(chart)) {
      return true;
    }
    Node n = root.lookup("#historyList");
    return n instanceof ListView<?> l && !l.getItems().isEmpty() && inWindow(n);
  }

  private static boolean inWindow(Node n) {
    for (Node p = n; p != null; p = p.getParent()) {
      if (!p.isVisible()) {
        return false;
      }
    }
    return true;
  }
}
