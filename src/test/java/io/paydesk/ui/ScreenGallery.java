package io.paydesk.ui;

import static java.util.concurrent.TimeUnit.SECONDS;

import io.paydesk.ops.AppPaths;
import io.paydesk.ui.base.Looks;
import io.paydesk.ui.pages.Nav;
import io.paydesk.ui.pages.PaymentsPage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Every area in both themes and the three languages, as PNGs at 1024x700 under
 * target/screenshots/gallery/THEME/LANGUAGE/NN-area.png. Runs only when asked:
 *
 * <pre>mvn -o test -Dtest=ScreenGallery -Dpaydesk.gallery=true</pre>
 */
@EnabledIfSystemProperty(named = "paydesk.gallery", matches = "true")
class ScreenGallery {
  @TempDir Path dataDir;
  private PaydeskApp app;
  private Locale before;
  private final FxRobot robot = new FxRobot();

  @Test
  void rendersEveryScreenInBothThemesAndThreeLanguages() throws Exception {
    before = Locale.getDefault();
    Locale.setDefault(Locale.ENGLISH);
    System.setProperty(AppPaths.DATA_DIR_PROPERTY, dataDir.toString());
    FxToolkit.registerPrimaryStage();
    app = (PaydeskApp) FxToolkit.setupApplication(PaydeskApp.class);
    WaitForAsyncUtils.waitFor(
        300, // a busy machine: filling the demo store can take minutes
        SECONDS,
        () ->
            app.shell().storeUpdatesProperty().get() > 0
                && app.runner().runningProperty().get() == 0);
    String paymentId = app.shell().connection().demoPaymentIds().get(0);
    Path root = Path.of(System.getProperty("paydesk.screenshots", "target/screenshots"), "gallery");
    for (Looks.Theme theme : new Looks.Theme[] {Looks.Theme.LIGHT, Looks.Theme.DARK}) {
      robot.interact(() -> app.looks().themeProperty().set(theme));
      for (Looks.Language language :
          new Looks.Language[] {
            Looks.Language.ENGLISH, Looks.Language.SPANISH, Looks.Language.PORTUGUESE_BR
          }) {
        robot.interact(() -> app.looks().languageProperty().set(language));
        WaitForAsyncUtils.waitForFxEvents();
        String folder = theme.name().toLowerCase(Locale.ROOT) + "/" + language.tag();
        Files.createDirectories(root.resolve(folder));
        int n = 1;
        for (Area area : Area.values()) {
          Nav.click(robot, "#nav-" + area.name().toLowerCase(Locale.ROOT));
          if (area == Area.PAYMENTS) {
            new PaymentsPage(robot).lookUp(paymentId);
          }
          idle();
          Screenshots.saveAt(
              robot.targetWindow().getScene(),
              "gallery/"
                  + folder
                  + "/"
                  + String.format("%02d-", n++)
                  + area.name().toLowerCase(Locale.ROOT),
              1024,
              700);
        }
      }
    }
  }

  private void idle() throws Exception {
    WaitForAsyncUtils.waitForFxEvents();
    WaitForAsyncUtils.waitFor(30, SECONDS, () -> app.runner().runningProperty().get() == 0);
    WaitForAsyncUtils.waitForFxEvents();
  }

  @AfterEach
  void closeConsole() throws Exception {
    TestConsole.close(app, before);
  }
}
