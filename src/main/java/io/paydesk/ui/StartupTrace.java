package io.paydesk.ui;

import java.lang.management.ManagementFactory;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.chart.XYChart;
import javafx.scene.control.ListView;

/**
 * With {@code -Dpaydesk.startupTrace=true}, prints when the first frame was drawn and when the
 * first screen (the Overview) first showed stored payments, in milliseconds since the process
 * started (for the start-time benchmark, src/test/resources/bench/start-time.sh).
 */
public final class StartupTrace {
  public static final String PROPERTY = "paydesk.startupTrace";

  private StartupTrace() {}

  /** Watches the scene's pulses once it is showing; does nothing unless the property is set. */
  public static void watch(Scene scene) {
    if (!Boolean.getBoolean(PROPERTY)) {
      return;
    }
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
    System.out.println("paydesk-startup " + key + "=" + ms);
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
