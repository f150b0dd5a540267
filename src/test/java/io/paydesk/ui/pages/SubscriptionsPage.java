package io.paydesk.ui.pages;

import io.paydesk.ui.subscriptions.SubscriptionForm.DiffLine;
import io.paydesk.ui.subscriptions.SubscriptionsViewModel.Row;
import java.util.List;
import java.util.Optional;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.TextInputControl;
import javafx.scene.layout.HBox;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** The Subscriptions screen as a user drives it. */
public final class SubscriptionsPage {
  private final FxRobot robot;

  public SubscriptionsPage(FxRobot robot) {
    this.robot = robot;
  }

  public SubscriptionsPage open() {
    Nav.click(robot, "#nav-subscriptions");
    return this;
  }

  @SuppressWarnings("unchecked")
  public List<Row> rows() {
    return List.copyOf(((TableView<Row>) robot.lookup("#subscriptionsTable").query()).getItems());
  }

  /** Clicks the list's row of the subscription with this id. */
  public SubscriptionsPage select(String id) {
    @SuppressWarnings("unchecked")
    TableView<Row> table = robot.lookup("#subscriptionsTable").query();
    int index = -1;
    for (int i = 0; i < table.getItems().size(); i++) {
      if (table.getItems().get(i).id().equals(id)) {
        index = i;
      }
    }
    if (index < 0) {
      throw new AssertionError("no row " + id);
    }
    int at = index;
    robot.interact(() -> table.scrollTo(at));
    Node cell =
        robot
            .lookup("#subscriptionsTable .table-row-cell")
            .match(n -> n instanceof javafx.scene.control.TableRow<?> r && r.getIndex() == at)
            .query();
    robot.clickOn(cell);
    return this;
  }

  /** Types an id and presses Open. */
  public SubscriptionsPage openById(String id) {
    replace("#subscriptionIdField", id);
    robot.clickOn("#subscriptionOpen");
    return this;
  }

  public String openIdError() {
    return text("#subscriptionIdError");
  }

  public SubscriptionsPage refreshFromService() {
    robot.clickOn("#subscriptionsRefresh");
    return this;
  }

  public String status() {
    return text("#subscriptionStatus");
  }

  public String title() {
    return text("#subscriptionTitle");
  }

  public String decline() {
    return text("#declineText");
  }

  /** The detail's "Next billing: …" line. */
  public String nextBilling() {
    return text("#subscriptionNext");
  }

  public String notice() {
    return text("#subscriptionNotice");
  }

  public String error() {
    return text("#subscriptionError");
  }

  /** Replaces a form field's text, key by key. */
  public SubscriptionsPage type(String query, String text) {
    replace(query, text);
    return this;
  }

  public String fieldText(String query) {
    return robot.lookup(query).queryTextInputControl().getText();
  }

  public String fieldError(String query) {
    return text(query + "Error");
  }

  /** Clicks "Remove key" on the metadata row holding this key. */
  public SubscriptionsPage removeMetadataKey(String key) {
    HBox row =
        robot
            .lookup(".meta-row")
            .match(n -> ((TextField) ((HBox) n).getChildren().get(0)).getText().equals(key))
            .query();
    click(row.getChildren().get(2));
    return this;
  }

  public List<String> metadataKeys() {
    return robot.lookup(".meta-row").queryAll().stream()
        .map(n -> ((TextField) ((HBox) n).getChildren().get(0)).getText())
        .toList();
  }

  public SubscriptionsPage replaceCard() {
    click("#replaceCard");
    return this;
  }

  /** Types a card, leaving the number field afterwards (which masks it). */
  public SubscriptionsPage typeCard(
      String number, String month, String year, String code, String holder) {
    replace("#cardNumber", number);
    replace("#cardMonth", month);
    replace("#cardYear", year);
    replace("#cardCode", code);
    replace("#cardHolder", holder);
    return this;
  }

  /** What the summary beside Review says is still wrong ("" when nothing). */
  public String editSummary() {
    return text("#subscriptionEditSummary");
  }

  public boolean canReview() {
    return !robot.lookup("#subscriptionReview").queryButton().isDisabled();
  }

  public SubscriptionsPage review() {
    click("#subscriptionReview");
    return this;
  }

  @SuppressWarnings("unchecked")
  public List<DiffLine> diff() {
    return List.copyOf(((TableView<DiffLine>) robot.lookup("#diffTable").query()).getItems());
  }

  /** True when the review's send button shows inside the detail's scrolled viewport. */
  public boolean sendButtonOnScreen() {
    Node send = robot.lookup("#subscriptionSend").query();
    javafx.scene.control.ScrollPane scroll =
        (javafx.scene.control.ScrollPane) robot.lookup("#detailScroll").query();
    javafx.geometry.Bounds shown = scroll.localToScene(scroll.getLayoutBounds());
    javafx.geometry.Bounds button = send.localToScene(send.getLayoutBounds());
    return send.isVisible() && shown.contains(button);
  }

  public SubscriptionsPage send() {
    click("#subscriptionSend");
    return this;
  }

  /** Presses Export CSV…; the test's dialogs answer the file. */
  public SubscriptionsPage export() {
    robot.clickOn("#subscriptionsExport");
    return this;
  }

  /** True while Send again is offered (a change's answer was lost). */
  public boolean canSendAgain() {
    Node b = robot.lookup("#subscriptionSendAgain").query();
    return b.isVisible() && !b.isDisabled();
  }

  public SubscriptionsPage sendAgain() {
    click("#subscriptionSendAgain");
    return this;
  }

  /** How many payments the subscription's payments table lists. */
  public int paymentCount() {
    return ((TableView<?>) robot.lookup("#subscriptionPayments").query()).getItems().size();
  }

  /** Double-clicks a row of the subscription's payments (it opens in Payments). */
  public SubscriptionsPage openPayment(int row) {
    TableView<?> table = robot.lookup("#subscriptionPayments").query();
    scrollTo(table);
    robot.interact(() -> table.scrollTo(row));
    Node cell =
        robot
            .from(table)
            .lookup(".table-row-cell")
            .match(n -> n instanceof javafx.scene.control.TableRow<?> r && r.getIndex() == row)
            .query();
    robot.doubleClickOn(cell);
    return this;
  }

  public SubscriptionsPage pause() {
    click("#subscriptionPause");
    return this;
  }

  public SubscriptionsPage resume() {
    click("#subscriptionResume");
    return this;
  }

  /** True while the repair button shows (it and the pane holding it are visible). */
  public boolean repairOffered() {
    for (Node n = robot.lookup("#repairButton").query(); n != null; n = n.getParent()) {
      if (!n.isVisible()) {
        return false;
      }
    }
    return true;
  }

  public SubscriptionsPage repair() {
    click("#repairButton");
    return this;
  }

  /** Clicks the button of the open confirmation dialog that says this. */
  public SubscriptionsPage confirmDialog(String button) {
    WaitForAsyncUtils.waitForFxEvents();
    Optional<Node> b =
        robot
            .lookup(".dialog-pane .button")
            .match(n -> n instanceof Button x && x.getText().equals(button))
            .tryQuery();
    robot.clickOn(b.orElseThrow(() -> new AssertionError("no dialog button " + button)));
    return this;
  }

  /** Scrolls the detail so the node shows, then clicks it. */
  public void click(String query) {
    click(robot.lookup(query).query());
  }

  private void click(Node node) {
    scrollTo(node);
    robot.clickOn(node);
  }

  private void replace(String query, String text) {
    TextInputControl field = robot.lookup(query).queryTextInputControl();
    scrollTo(field);
    robot.interact(field::clear);
    robot.clickOn(field).write(text);
  }

  /** Brings a node of the detail into the scroll pane's view. */
  private void scrollTo(Node node) {
    robot.interact(
        () -> {
          Node n = node.getParent();
          while (n != null && !(n instanceof ScrollPane)) {
            n = n.getParent();
          }
          if (n instanceof ScrollPane pane) {
            Node content = pane.getContent();
            Bounds b = content.sceneToLocal(node.localToScene(node.getBoundsInLocal()));
            double extra =
                content.getBoundsInLocal().getHeight() - pane.getViewportBounds().getHeight();
            if (extra > 0) {
              double target = b.getMinY() - pane.getViewportBounds().getHeight() / 3;
              pane.setVvalue(Math.max(0, Math.min(1, target / extra)));
            }
          }
        });
    WaitForAsyncUtils.waitForFxEvents();
  }

  private String text(String query) {
    return robot.lookup(query).queryAs(Label.class).getText();
  }
}
