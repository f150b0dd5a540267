package io.paydesk.ui.pages;

import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import org.testfx.api.FxRobot;

/** The Payments screen as a user drives it. */
public final class PaymentsPage {
  private final FxRobot robot;

  public PaymentsPage(FxRobot robot) {
    this.robot = robot;
  }

  public PaymentsPage open() {
    robot.clickOn("#nav-payments");
    return this;
  }

  /** Pastes an id into the look-up field and presses Enter, as a user would. */
  public PaymentsPage lookUp(String paymentId) {
    robot.interact(() -> robot.lookup("#paymentIdField").queryTextInputControl().clear());
    robot.clickOn("#paymentIdField").write(paymentId).type(KeyCode.ENTER);
    return this;
  }

  public PaymentsPage startRefund() {
    robot.clickOn("#refundButton");
    return this;
  }

  /** Types the amount in the open form and sends it through the review step. */
  public PaymentsPage sendRefund(String amount) {
    typeAmount(amount);
    robot.clickOn("#actionReview");
    return confirm();
  }

  /** Replaces the amount in the open form by what is typed, key by key. */
  public PaymentsPage typeAmount(String amount) {
    robot.interact(() -> robot.lookup("#actionAmount").queryTextInputControl().clear());
    robot.clickOn("#actionAmount").write(amount);
    return this;
  }

  /** Presses Enter in the amount field. */
  public PaymentsPage enterInAmount() {
    robot.clickOn("#actionAmount").type(KeyCode.ENTER);
    return this;
  }

  /** Sends what the review step shows. */
  public PaymentsPage confirm() {
    robot.clickOn("#actionConfirm");
    return this;
  }

  public PaymentsPage back() {
    robot.clickOn("#actionBack");
    return this;
  }

  public boolean formOpen() {
    return robot.lookup("#actionPane").query().isVisible();
  }

  public boolean reviewing() {
    return robot.lookup("#actionReviewPane").query().isVisible();
  }

  public String amountTyped() {
    return robot.lookup("#actionAmount").queryTextInputControl().getText();
  }

  public String amountError() {
    return text("#actionAmountError");
  }

  public String reviewText() {
    return text("#actionReviewText");
  }

  public boolean reviewButtonDisabled() {
    return robot.lookup("#actionReview").query().isDisabled();
  }

  public String refunded() {
    return text("#paymentRefunded");
  }

  public String notice() {
    return visibleText("#paymentNotice");
  }

  public String status() {
    return text("#paymentStatus");
  }

  public String subStatus() {
    return text("#paymentSubStatus");
  }

  public String amount() {
    return text("#paymentAmount");
  }

  public String country() {
    return text("#paymentCountry");
  }

  public String merchantOrderId() {
    return text("#paymentMerchantOrderId");
  }

  public String createdAt() {
    return text("#paymentCreatedAt");
  }

  public String shownId() {
    return text("#paymentIdValue");
  }

  public String fieldError() {
    return visibleText("#paymentIdError");
  }

  public String error() {
    return visibleText("#paymentError");
  }

  public int transactionCount() {
    TableView<?> table = robot.lookup("#transactionsTable").queryTableView();
    return table.getItems().size();
  }

  public int historyCount() {
    return robot.lookup("#historyList").queryListView().getItems().size();
  }

  private String text(String query) {
    return robot.lookup(query).queryAs(Label.class).getText();
  }

  private String visibleText(String query) {
    Label label = robot.lookup(query).queryAs(Label.class);
    return label.isVisible() ? label.getText() : "";
  }
}
