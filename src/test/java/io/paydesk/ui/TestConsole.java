package io.paydesk.ui;

import static java.util.concurrent.TimeUnit.SECONDS;

import io.paydesk.ops.AppPaths;
import io.paydesk.ui.base.DialogService;
import io.paydesk.ui.base.Looks;
import java.nio.file.Path;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** Starts the real console on the embedded sandbox for UI tests. */
public final class TestConsole {
  private TestConsole() {}

  /**
   * The console with its data under dataDir, once the demo payments are in its store and no task is
   * running.
   */
  public static PaydeskApp startWithDemoStore(Path dataDir) throws Exception {
    return startWithDemoStore(dataDir, null, 90);
  }

  /** As {@link #startWithDemoStore(Path)}, waiting up to {@code seconds} for all demo payments. */
  public static PaydeskApp startWithDemoStore(Path dataDir, int seconds) throws Exception {
    return startWithDemoStore(dataDir, null, seconds);
  }

  /**
   * As {@link #startWithDemoStore(Path)}, with the file choosers and confirmations of the screens
   * that take a DialogService answered by dialogs (null: JavaFX dialogs).
   */
  static PaydeskApp startWithDemoStore(Path dataDir, DialogService dialogs) throws Exception {
    return startWithDemoStore(dataDir, dialogs, 90);
  }

  private static PaydeskApp startWithDemoStore(Path dataDir, DialogService dialogs, int seconds)
      throws Exception {
    System.setProperty(AppPaths.DATA_DIR_PROPERTY, dataDir.toString());
    FxToolkit.registerPrimaryStage();
    PaydeskApp app = (PaydeskApp) FxToolkit.setupApplication(() -> new PaydeskApp(dialogs));
    WaitForAsyncUtils.waitFor(
        seconds,
        SECONDS,
        () ->
            app.shell().storeUpdatesProperty().get() > 0
                && app.runner().runningProperty().get() == 0);
    return app;
  }

  /**
   * Closes a console started by a test (none when app is null), forgets its data folder and puts
   * back the locale the test replaced (none when before is null).
   */
  public static void close(PaydeskApp app, java.util.Locale before) throws Exception {
    if (app != null) {
      FxToolkit.cleanupApplication(app);
      FxToolkit.cleanupStages();
    }
    System.clearProperty(AppPaths.DATA_DIR_PROPERTY);
    if (before != null) {
      java.util.Locale.setDefault(before);
    }
  }

  /**
   * Calls the sandbox's control API (README "Control API"), as a change made behind the console's
   * back; fails unless it answers 200.
   */
  public static void sandbox(String sandboxBaseUrl, String path, String json) throws Exception {
    java.net.http.HttpResponse<String> r =
        java.net.http.HttpClient.newHttpClient()
            .send(
                java.net.http.HttpRequest.newBuilder(
                        java.net.URI.create(sandboxBaseUrl + "/sandbox" + path))
                    .header("Content-Type", "application/json")
                    .POST(java.net.http.HttpRequest.BodyPublishers.ofString(json))
                    .build(),
                java.net.http.HttpResponse.BodyHandlers.ofString());
    if (r.statusCode() != 200) {
      throw new AssertionError("The sandbox answered " + r.statusCode() + ": " + r.body());
    }
  }

  /** The scene of the stage TestFX registered (the console's window). */
  public static javafx.scene.Scene stageScene() {
    return org.testfx.api.FxToolkit.toolkitContext().getRegisteredStage().getScene();
  }

  /** Places the console's window at the top left with this size, and waits for the layout. */
  public static void resize(double width, double height) {
    org.testfx.util.WaitForAsyncUtils.waitFor(
        org.testfx.util.WaitForAsyncUtils.asyncFx(
            () -> {
              javafx.stage.Window window =
                  org.testfx.api.FxToolkit.toolkitContext().getRegisteredStage();
              window.setX(0);
              window.setY(0);
              window.setWidth(width);
              window.setHeight(height);
            }));
    org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
  }

  /** Something a test does in one language. */
  public interface InLanguage {
    void run(Looks.Language language) throws Exception;
  }

  /**
   * Runs {@code body} with the console in English, Spanish and Portuguese, then back in English.
   */
  public static void inEachLanguage(PaydeskApp app, InLanguage body) throws Exception {
    org.testfx.api.FxRobot robot = new org.testfx.api.FxRobot();
    try {
      for (Looks.Language language :
          new Looks.Language[] {
            Looks.Language.ENGLISH, Looks.Language.SPANISH, Looks.Language.PORTUGUESE_BR
          }) {
        robot.interact(() -> app.looks().languageProperty().set(language));
        WaitForAsyncUtils.waitForFxEvents();
        body.run(language);
      }
    } finally {
      robot.interact(() -> app.looks().languageProperty().set(Looks.Language.ENGLISH));
      WaitForAsyncUtils.waitForFxEvents();
    }
  }
}
