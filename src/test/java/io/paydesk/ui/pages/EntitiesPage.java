package io.paydesk.ui.pages;

import javafx.scene.control.TableView;
import org.testfx.api.FxRobot;

/** The Entities screen as a user drives it: fields named by the request path they fill. */
public final class EntitiesPage extends FormPage<EntitiesPage> {
  public EntitiesPage(FxRobot robot) {
    super(robot, "entity", "nav-entities");
  }

  /** Opens the form's tab (a user may have left the list shown), then starts a new entity. */
  public EntitiesPage newEntity() {
    robot.clickOn("#entityFormTab");
    return startNew();
  }

  public String draftHint() {
    return label("#entityDraftHint");
  }

  public String reviewText() {
    return label("#entityReviewText");
  }

  public String resultTitle() {
    return label("#entityResultTitle");
  }

  public String resultDetails() {
    return label("#entityResultDetails");
  }

  public int listed() {
    TableView<?> t = robot.lookup("#entityList").queryTableView();
    return t.getItems().size();
  }
}
