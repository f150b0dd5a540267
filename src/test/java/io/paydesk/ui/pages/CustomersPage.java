package io.paydesk.ui.pages;

import io.paydesk.ui.customers.CustomersViewModel.MethodLine;
import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import org.testfx.api.FxRobot;

/** The Customers screen as a user drives it. */
public final class CustomersPage {
  private final FxRobot robot;

  public CustomersPage(FxRobot robot) {
    this.robot = robot;
  }

  public CustomersPage open() {
    Nav.click(robot, "#nav-customers");
    return this;
  }

  /** Types an id, key by key, without sending it. */
  public CustomersPage type(String id) {
    robot.interact(() -> robot.lookup("#customerIdField").queryTextInputControl().clear());
    robot.clickOn("#customerIdField").write(id);
    return this;
  }

  /** Types an id and presses Enter. */
  public CustomersPage lookUp(String id) {
    type(id);
    robot.type(KeyCode.ENTER);
    return this;
  }

  public String idError() {
    return robot.lookup("#customerIdError").queryAs(Label.class).getText();
  }

  public boolean canLookUp() {
    return !robot.lookup("#customerLookUp").queryButton().isDisabled();
  }

  public String name() {
    return robot.lookup("#customerName").queryAs(Label.class).getText();
  }

  @SuppressWarnings("unchecked")
  public List<MethodLine> methods() {
    return List.copyOf(((TableView<MethodLine>) robot.lookup("#methodsTable").query()).getItems());
  }

  /** The texts the expiry column shows. */
  public List<String> expiryTexts() {
    return robot.lookup("#methodsTable .table-cell").queryAllAs(TableCell.class).stream()
        .filter(c -> c.getTableColumn() != null && "mExpiry".equals(c.getTableColumn().getId()))
        .map(c -> c.getText() == null ? "" : c.getText())
        .filter(t -> !t.isEmpty())
        .toList();
  }

  @SuppressWarnings("unchecked")
  public List<String> totals() {
    return List.copyOf(((ListView<String>) robot.lookup("#customerTotals").query()).getItems());
  }

  /** The ids of the list on the right. */
  public List<String> recent() {
    return entries().stream().map(io.paydesk.ui.customers.CustomersViewModel.Entry::id).toList();
  }

  @SuppressWarnings("unchecked")
  public List<io.paydesk.ui.customers.CustomersViewModel.Entry> entries() {
    return List.copyOf(
        ((ListView<io.paydesk.ui.customers.CustomersViewModel.Entry>)
                robot.lookup("#recentCustomers").query())
            .getItems());
  }

  /** What the list on the right shows: each entry's lines (name, then e-mail), top to bottom. */
  public List<String> shownEntries() {
    return robot.lookup("#recentCustomers .list-cell").queryAll().stream()
        .filter(n -> n instanceof javafx.scene.control.ListCell<?> c && !c.isEmpty())
        .sorted(java.util.Comparator.comparingDouble(n -> n.localToScene(0, 0).getY()))
        .map(
            n ->
                n.lookupAll(".label").stream()
                    .filter(javafx.scene.Node::isVisible)
                    .map(l -> ((javafx.scene.control.Label) l).getText())
                    .collect(java.util.stream.Collectors.joining(" / ")))
        .toList();
  }

  /** The heading of the list on the right (recent customers, or the sandbox's demo ones). */
  public String recentTitle() {
    return robot.lookup("#recentTitle").queryAs(Label.class).getText();
  }

  /** Clicks an entry of the list on the right. */
  public CustomersPage openRecent(int i) {
    ListView<?> list = robot.lookup("#recentCustomers").queryAs(ListView.class);
    javafx.scene.Node cell =
        robot
            .from(list)
            .lookup(".list-cell")
            .match(n -> n instanceof javafx.scene.control.ListCell<?> c && c.getIndex() == i)
            .query();
    robot.clickOn(cell);
    return this;
  }

  public int subscriptionCount() {
    return ((TableView<?>) robot.lookup("#customerSubscriptions").query()).getItems().size();
  }

  /**
   * Selects a row of the customer's subscriptions and presses Enter (it opens in Subscriptions).
   */
  public CustomersPage openSubscription(int row) {
    TableView<?> table = robot.lookup("#customerSubscriptions").queryAs(TableView.class);
    robot.interact(
        () -> {
          table.requestFocus();
          table.getSelectionModel().select(row);
        });
    robot.type(KeyCode.ENTER);
    return this;
  }

  public int paymentCount() {
    return ((TableView<?>) robot.lookup("#customerPayments").query()).getItems().size();
  }
}
