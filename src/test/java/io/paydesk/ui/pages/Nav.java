package io.paydesk.ui.pages;

import java.util.concurrent.ExecutionException;
import javafx.scene.Node;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Clicks a sidebar entry (or any node) found on the FX thread: TestFX looks nodes up from the test
 * thread, which races the FX thread while it still fills the screens after a start (an
 * IndexOutOfBoundsException in {@code Parent.lookupAll}, seen on busy machines).
 */
public final class Nav {
  private Nav() {}

  public static void click(FxRobot robot, String query) {
    try {
      robot.clickOn(WaitForAsyncUtils.asyncFx(() -> robot.lookup(query).<Node>query()).get());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    } catch (ExecutionException e) {
      throw new IllegalStateException("No node " + query, e.getCause());
    }
  }
}
