package io.paydesk.ui.pages;

import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** Settings, Audit log: its filters, table and export, as a person uses them. */
public final class AuditPage {
  private final FxRobot robot;

  public AuditPage(FxRobot robot) {
    this.robot = robot;
  }

  /** Opens Settings scrolled so that the Audit log starts at the top. */
  public AuditPage open() {
    Nav.click(robot, "#nav-settings");
    WaitForAsyncUtils.waitForFxEvents();
    new EventsPage(robot).scrollTo("#auditSettings");
    return this;
  }

  /** Chooses an action by its code ("" for every action) and shows what the filters keep. */
  @SuppressWarnings("unchecked")
  public AuditPage action(String code) {
    ComboBox<String> box = robot.lookup("#auditAction").queryAs(ComboBox.class);
    robot.interact(() -> box.setValue(code));
    robot.clickOn("#auditShow");
    WaitForAsyncUtils.waitForFxEvents();
    return this;
  }

  public int rowCount() {
    return robot.lookup("#auditTable").queryAs(TableView.class).getItems().size();
  }

  public String summary() {
    Label l = robot.lookup("#auditSummary").queryAs(Label.class);
    return l.getText() == null ? "" : l.getText();
  }

  /** The shown text of a column's cell on the first row, by the column's id. */
  public String firstCell(String columnId) {
    TableView<?> t = robot.lookup("#auditTable").queryAs(TableView.class);
    Object v =
        t.getColumns().stream()
            .filter(c -> columnId.equals(c.getId()))
            .findFirst()
            .orElseThrow()
            .getCellData(0);
    return v == null ? "" : v.toString();
  }
}
