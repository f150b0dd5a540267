package io.paydesk.bench;

import io.paydesk.ui.base.StartupTrace;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;

/**
 * The start-time benchmark's baseline: a window with one label, started like the console (same
 * class path, same JVM options), printing its first frame the same way, and left open:
 * start-time.sh stops it once its first frame is seen on the screen. With the argument {@code
 * themed}, the label and one button are drawn with the console's theme (AtlantaFX's Primer Light,
 * set as the console sets it): the floor of any themed window.
 */
public final class MinimalWindow {
  private MinimalWindow() {}

  public static void main(String[] args) {
    Application.launch(Window.class, args);
  }

  /** The window itself (a launcher class must not extend Application on the class path). */
  public static final class Window extends Application {
    @Override
    public void start(Stage stage) {
      StackPane root = new StackPane(new Label("Paydesk"));
      if (getParameters().getRaw().contains("themed")) {
        String theme = new atlantafx.base.theme.PrimerLight().getUserAgentStylesheetBSS();
        Application.setUserAgentStylesheet(theme);
        root.getChildren().add(new javafx.scene.control.Button("Paydesk"));
      }
      Scene scene = new Scene(root, 1280, 800);
      scene.addPostLayoutPulseListener(
          new Runnable() {
            @Override
            public void run() {
              if (stage.isShowing()) {
                StartupTrace.print("first_frame_ms");
                scene.removePostLayoutPulseListener(this);
              }
            }
          });
      stage.setScene(scene);
      stage.show();
    }
  }
}
