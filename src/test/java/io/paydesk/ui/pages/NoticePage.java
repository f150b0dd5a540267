package io.paydesk.ui.pages;

import java.util.List;
import java.util.concurrent.ExecutionException;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** The notices the console raises over its window's corner (ControlsFX Notifications). */
public final class NoticePage {
  private static final String NOTICE = ".chargeback-notice";
  private final FxRobot robot;

  public NoticePage(FxRobot robot) {
    this.robot = robot;
  }

  /** Whether a chargeback's notice whose text holds {@code words} is shown. */
  public boolean shown(String words) {
    return onFx(() -> find(words) != null);
  }

  /** The texts (title, then lines) of the notice whose text holds {@code words}. */
  public List<String> texts(String words) {
    return onFx(() -> texts(find(words)));
  }

  /** Clicks the notice whose text holds {@code words}, as a user would to open it. */
  public void click(String words) {
    robot.clickOn(onFx(() -> find(words)));
  }

  private Node find(String words) {
    return robot.lookup(NOTICE).queryAll().stream()
        .filter(Node::isVisible)
        .filter(n -> String.join("\n", texts(n)).contains(words))
        .findFirst()
        .orElse(null);
  }

  private static List<String> texts(Node notice) {
    if (notice == null) {
      return List.of();
    }
    return notice.lookupAll(".label").stream()
        .filter(n -> n instanceof Labeled)
        .map(n -> ((Labeled) n).getText())
        .filter(t -> t != null && !t.isBlank())
        .toList();
  }

  private static <T> T onFx(java.util.concurrent.Callable<T> read) {
    try {
      return WaitForAsyncUtils.asyncFx(read).get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    } catch (ExecutionException e) {
      throw new IllegalStateException(e.getCause());
    }
  }
}
