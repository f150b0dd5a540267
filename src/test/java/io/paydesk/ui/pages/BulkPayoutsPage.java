package io.paydesk.ui.pages;

import io.paydesk.ui.payouts.BulkPayoutsViewModel.Line;
import java.util.List;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** The Spreadsheet tab of Payouts: choose a CSV, read the dry run, send, read the results. */
public final class BulkPayoutsPage {
  private final FxRobot robot;

  public BulkPayoutsPage(FxRobot robot) {
    this.robot = robot;
  }

  /** Opens Payouts and its Spreadsheet tab. */
  public BulkPayoutsPage open() {
    Nav.click(robot, "#nav-payouts");
    PayoutsPage.selectTab(robot, "payoutBulkTab");
    return this;
  }

  /** Presses "Choose a CSV file…" (the test's dialogs answer which file). */
  public BulkPayoutsPage choose() {
    robot.clickOn("#bulkChoose");
    return this;
  }

  /** Presses "Review and send…" (the test's dialogs answer the review). */
  public BulkPayoutsPage send() {
    robot.clickOn("#bulkSend");
    return this;
  }

  public BulkPayoutsPage stop() {
    robot.clickOn("#bulkCancel");
    return this;
  }

  public BulkPayoutsPage export() {
    robot.clickOn("#bulkExport");
    return this;
  }

  /** "Choose another file" under the dry run or the results. */
  public BulkPayoutsPage another() {
    robot.clickOn(robot.lookup("#bulkAgain").query().isVisible() ? "#bulkAgain" : "#bulkAgainDone");
    return this;
  }

  public boolean showingDryRun() {
    return robot.lookup("#bulkSend").query().isVisible();
  }

  public boolean showingResults() {
    return robot.lookup("#bulkExport").query().isVisible();
  }

  public boolean sendDisabled() {
    return robot.lookup("#bulkSend").queryAs(Button.class).isDisabled();
  }

  public String counts() {
    return text("#bulkCounts");
  }

  public String totals() {
    return text("#bulkTotals");
  }

  public String error() {
    return text("#bulkError");
  }

  public String notice() {
    return text("#bulkNotice");
  }

  /** Every row as the table holds it, in file order. */
  @SuppressWarnings("unchecked")
  public List<Line> rows() {
    return List.copyOf(robot.lookup("#bulkRows").queryAs(TableView.class).getItems());
  }

  /** Scrolls the table so that the row at this index (0 = the file's row 2) is at the top. */
  public BulkPayoutsPage scrollTo(int index) {
    robot.interact(() -> robot.lookup("#bulkRows").queryAs(TableView.class).scrollTo(index));
    WaitForAsyncUtils.waitForFxEvents();
    return this;
  }

  /** The rows whose state column says this (e.g. "Refused"). */
  public List<Line> rowsIn(String state) {
    return rows().stream().filter(l -> l.state().equals(state)).toList();
  }

  private String text(String id) {
    return robot.lookup(id).queryAs(Label.class).getText();
  }
}
