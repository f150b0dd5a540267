package io.paydesk.ui.pages;

import javafx.scene.control.Label;
import org.testfx.api.FxRobot;

/** The window's status bar and sidebar. */
public final class ShellPage {
  private final FxRobot robot;

  public ShellPage(FxRobot robot) {
    this.robot = robot;
  }

  public String connection() {
    return robot.lookup("#connectionLabel").queryAs(Label.class).getText();
  }

  public String account() {
    return robot.lookup("#accountLabel").queryAs(Label.class).getText();
  }

  public String service() {
    return robot.lookup("#serviceStatus").queryAs(Label.class).getText();
  }

  public boolean hasArea(String name) {
    return robot.lookup("#nav-" + name).tryQuery().isPresent();
  }
}
