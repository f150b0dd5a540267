package io.paydesk.ui;

import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.application.Platform;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.util.Duration;

/**
 * Runs work once a scene's first frame is drawn, so start-up work does not hold the window back.
 */
final class FirstFrame {
  private FirstFrame() {}

  static void then(Scene scene, Runnable action) {
    Runnable[] listener = new Runnable[1];
    listener[0] =
        () -> {
          if (scene.getWindow() != null && scene.getWindow().isShowing()) {
            scene.removePostLayoutPulseListener(listener[0]);
            Platform.runLater(action);
          }
        };
    scene.addPostLayoutPulseListener(listener[0]);
  }

  /**
   * Draws the whole scene again ten times in its first second on screen. Under X11 the first frame
   * can be drawn before the window is mapped, and is lost: the window then stayed white until
   * something in the scene changed (0.5 to 1 s on an idle machine, when the first area came;
   * start-time.sh sees it in the screen's pixels, benchmarks.md). A root opacity that no eye can
   * tell from 1 makes each redraw.
   */
  static void redrawWhileMapping(Scene scene) {
    Parent root = scene.getRoot();
    Timeline redraw =
        new Timeline(
            new KeyFrame(
                Duration.millis(100), e -> root.setOpacity(root.getOpacity() < 1 ? 1 : 0.999)));
    redraw.setCycleCount(10);
    redraw.setOnFinished(e -> root.setOpacity(1));
    redraw.play();
  }
}
