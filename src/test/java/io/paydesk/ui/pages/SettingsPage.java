package io.paydesk.ui.pages;

import io.paydesk.ui.settings.ConnectionViewModel.Target;
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
    Nav.click(robot, "#nav-settings");
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

  /**
   * Keeps the history in the team store at {@code url} (jdbc:postgresql://host:port/db), signed in
   * as {@code user}: chosen and typed as a user does.
   */
  @SuppressWarnings("unchecked")
  public SettingsPage teamStore(String url, String user, String password) {
    java.net.URI uri = java.net.URI.create(url.substring("jdbc:".length()));
    ComboBox<Boolean> box = robot.lookup("#storeBox").queryAs(ComboBox.class);
    robot.interact(() -> box.getSelectionModel().select(Boolean.TRUE));
    WaitForAsyncUtils.waitForFxEvents();
    type("teamHostField", uri.getHost());
    type("teamPortField", String.valueOf(uri.getPort()));
    type("teamDatabaseField", uri.getPath().substring(1));
    type("teamUserField", user);
    type("teamPasswordField", password);
    return this;
  }

  /** Names the authority's certificate file the team store must show ("" for none). */
  public SettingsPage teamCertificate(String file) {
    type("teamCaField", file);
    return this;
  }

  public SettingsPage testTeamStore() {
    robot.clickOn("#teamTestButton");
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

  /** Whether a control is shown (visible up to the scene's root). */
  public boolean shows(String id) {
    for (Node n = robot.lookup("#" + id).query(); n != null; n = n.getParent()) {
      if (!n.isVisible()) {
        return false;
      }
    }
    return true;
  }

  /** The kept keys as shown (masked), or "" while the key fields are shown instead. */
  public String savedKeys() {
    return shows("savedKeys") ? text("savedKeys") : "";
  }

  public SettingsPage replaceKeys() {
    robot.clickOn("#replaceKeysButton");
    return this;
  }

  /** Forget; the confirmation is answered by the view's DialogService. */
  public SettingsPage forgetKeys() {
    robot.clickOn("#forgetKeysButton");
    return this;
  }
}
