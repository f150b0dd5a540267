package io.paydesk.ui.pages;

import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import org.testfx.api.FxRobot;

/** The Disputes area: the chargeback worklist and its filters. */
public final class DisputesPage {
  private final FxRobot robot;

  public DisputesPage(FxRobot robot) {
    this.robot = robot;
  }

  public DisputesPage open() {
    Nav.click(robot, "#nav-disputes");
    return this;
  }

  /** The open-chargeback count on the sidebar item ("" when hidden). */
  public String sidebarCount() {
    Label l = robot.lookup("#nav-disputes-count").queryAs(Label.class);
    return l.isVisible() ? l.getText() : "";
  }

  /** The tooltip of the sidebar's Disputes item (what its count counts). */
  public String sidebarTip() {
    javafx.scene.control.Tooltip t =
        robot.lookup("#nav-disputes").queryAs(javafx.scene.control.ToggleButton.class).getTooltip();
    return t == null ? "" : t.getText();
  }

  public int rowCount() {
    return table().getItems().size();
  }

  /** The worklist row's value of a column, by the column's id. */
  public String cell(int row, String columnId) {
    TableView<?> t = table();
    Object v =
        t.getColumns().stream()
            .filter(c -> columnId.equals(c.getId()))
            .findFirst()
            .orElseThrow()
            .getCellData(row);
    return v == null ? "" : v.toString();
  }

  /** Opens the evidence screen of a row (selects it, then the button). */
  public EvidencePage openRow(int row) {
    robot.interact(() -> table().getSelectionModel().select(row));
    robot.clickOn("#openEvidenceButton");
    return new EvidencePage(robot);
  }

  /** The row of a payment's chargeback. */
  public int rowOf(String paymentId) {
    for (int i = 0; i < rowCount(); i++) {
      if (paymentId.equals(cell(i, "disputeIdColumn"))) {
        return i;
      }
    }
    throw new AssertionError("No worklist row for " + paymentId);
  }

  /** Whether the worklist lists a payment's chargeback. */
  public boolean lists(String paymentId) {
    for (int i = 0; i < rowCount(); i++) {
      if (paymentId.equals(cell(i, "disputeIdColumn"))) {
        return true;
      }
    }
    return false;
  }

  public boolean worklistShown() {
    Node n = robot.lookup("#disputesWorklist").query();
    return n.isVisible();
  }

  /** The "Show all" link's text under the answerable-only view ("" when hidden). */
  public String showAllText() {
    Node n = robot.lookup("#disputesShowAll").query();
    return n.isVisible() ? ((javafx.scene.control.Labeled) n).getText() : "";
  }

  /** Clicks "Show all": every chargeback, late, sent and decided ones included. */
  public DisputesPage showAll() {
    robot.clickOn("#disputesShowAll");
    return this;
  }

  public String summary() {
    return robot.lookup("#disputesSummary").queryAs(Label.class).getText();
  }

  public List<String> states() {
    TableView<?> t = table();
    return java.util.stream.IntStream.range(0, t.getItems().size())
        .mapToObj(i -> cell(i, "disputeStateColumn"))
        .toList();
  }

  private TableView<?> table() {
    return robot.lookup("#disputesTable").queryAs(TableView.class);
  }
}
