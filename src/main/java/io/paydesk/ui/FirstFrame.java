package io.paydesk.ui;

import javafx.application.Platform;
import javafx.scene.Scene;

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
}
