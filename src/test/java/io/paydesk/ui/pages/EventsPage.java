package io.paydesk.ui.pages;

import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableView;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** Settings, Events, as a user reads it. */
public final class EventsPage {
  private final FxRobot robot;

  public EventsPage(FxRobot robot) {
    this.robot = robot;
  }

  /** Opens Settings scrolled so that the Events section starts at the top. */
  public EventsPage open() {
    Nav.click(robot, "#nav-settings");
    WaitForAsyncUtils.waitForFxEvents();
    return scrollTo("#eventsSettings");
  }

  /** Scrolls Settings so that the node starts at the top (as far as it can). */
  public EventsPage scrollTo(String query) {
    Node node = robot.lookup(query).query();
    robot.interact(
        () -> {
          for (Node n = node.getParent(); n != null; n = n.getParent()) {
            if (n instanceof ScrollPane pane) {
              Node content = pane.getContent();
              double y = content.sceneToLocal(node.localToScene(0, 0)).getY();
              double room =
                  content.getLayoutBounds().getHeight() - pane.getViewportBounds().getHeight();
              pane.setVvalue(room <= 0 ? 0 : Math.min(1, y / room));
            }
          }
        });
    WaitForAsyncUtils.waitForFxEvents();
    return this;
  }

  /** The text of a label, or "" while it is hidden. */
  public String text(String id) {
    Label label = robot.lookup("#" + id).queryAs(Label.class);
    return label.isVisible() ? label.getText() : "";
  }

  public String status() {
    return text("eventsStatus");
  }

  public String address() {
    return text("eventsAddress");
  }

  public String lastEvent() {
    return text("eventsLast");
  }

  /** Today's counts: received, duplicates, refused, applied. */
  public List<String> today() {
    return List.of(
        text("eventsReceived"),
        text("eventsDuplicates"),
        text("eventsRefused"),
        text("eventsApplied"));
  }

  public boolean receiving() {
    return robot.lookup("#eventsReceive").queryAs(CheckBox.class).isSelected();
  }

  /** How many failed events the table lists. */
  public int failedCount() {
    return robot.lookup("#eventsFailed").queryAs(TableView.class).getItems().size();
  }

  /** Clicks the Retry button of a failed event. */
  public EventsPage retry(long eventId) {
    scrollTo("#eventsFailed");
    robot.clickOn("#retry-" + eventId);
    return this;
  }
}
