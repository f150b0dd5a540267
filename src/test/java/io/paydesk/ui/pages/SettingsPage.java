package io.paydesk.ui.pages;

import io.paydesk.ui.settings.SettingsViewModel.Target;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextInputControl;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** The connection settings as a user fills them. */
public final class SettingsPage {
  private final FxRobot robot;

  public SettingsPage(FxRobot robot) {
    this.robot = robot;
  }

  /**
   * Opens Settings scrolled to its top, as a user scrolls up to the connection (the screen scrolls,
   * and a button clicked lower down in an earlier visit scrolls it there).
   */
  public SettingsPage open() {
    robot.clickOn("#nav-settings");
    WaitForAsyncUtils.waitForFxEvents();
    Node top = robot.lookup("#targetBox").query();
    robot.interact(
        () -> {
          for (Node n = top; n != null; n = n.getParent()) {
            if (n instanceof ScrollPane pane) {
              pane.setVvalue(0);
            }
          }
        });
    WaitForAsyncUtils.waitForFxEvents();
    return this;
  }

  @SuppressWarnings("unchecked")
  public SettingsPage choose(Target target) {
    ComboBox<Target> box = robot.lookup("#targetBox").queryAs(ComboBox.class);
    robot.interact(() -> box.getSelectionModel().select(target));
    return this;
  }

  public SettingsPage type(String fieldId, String text) {
    robot.interact(() -> robot.lookup("#" + fieldId).queryAs(TextInputControl.class).clear());
    robot.clickOn("#" + fieldId).write(text);
    return this;
  }

  public SettingsPage connect() {
    robot.clickOn("#connectButton");
    return this;
  }

  public String value(String fieldId) {
    return robot.lookup("#" + fieldId).queryAs(TextInputControl.class).getText();
  }

  public SettingsPage checkAudit() {
    robot.clickOn("#checkAuditButton");
    return this;
  }

  /** The text of a label, or "" while it is hidden. */
  public String text(String labelId) {
    Label label = robot.lookup("#" + labelId).queryAs(Label.class);
    return label.isVisible() ? label.getText() : "";
  }

  public String error(String labelId) {
    Label label = robot.lookup("#" + labelId).queryAs(Label.class);
    return label.isVisible() ? label.getText() : "";
  }
}
