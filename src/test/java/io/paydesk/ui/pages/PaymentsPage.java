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
    Nav.click(robot, "#nav-payments");
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

  /** Ctrl+L from anywhere, then the id typed in the small dialog and Enter. */
  public PaymentsPage openWithShortcut(String id) {
    robot.press(KeyCode.CONTROL, KeyCode.L).release(KeyCode.L, KeyCode.CONTROL);
    org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
    robot.clickOn("#openIdField").write(id).type(KeyCode.ENTER);
    return this;
  }

  /** True when the detail shows a section with this key (e.g. "airline"). */
  public boolean hasSection(String key) {
    return robot
        .lookup("#section-" + key)
        .tryQuery()
        .map(javafx.scene.Node::isVisible)
        .orElse(false);
  }

  /** Scrolls the detail: 0 its top, 1 its end. */
  public PaymentsPage scrollDetail(double where) {
    robot.interact(
        () ->
            ((javafx.scene.control.ScrollPane) robot.lookup("#detailScroll").query())
                .setVvalue(where));
    return this;
  }

  /** Scrolls the detail so that the node with this id starts at the top of the view. */
  public PaymentsPage scrollDetailTo(String nodeId) {
    robot.interact(
        () -> {
          javafx.scene.control.ScrollPane pane =
              (javafx.scene.control.ScrollPane) robot.lookup("#detailScroll").query();
          javafx.scene.Node content = pane.getContent();
          javafx.scene.Node node = robot.lookup("#" + nodeId).query();
          double y = content.sceneToLocal(node.localToScene(0, 0)).getY();
          double room =
              content.getLayoutBounds().getHeight() - pane.getViewportBounds().getHeight();
          pane.setVvalue(room <= 0 ? 0 : Math.min(1, y / room));
        });
    return this;
  }

  /** Opens every folding section of the detail. */
  public PaymentsPage openAllSections() {
    robot.interact(
        () ->
            robot
                .lookup(
                    (javafx.scene.Node n) ->
                        n instanceof javafx.scene.control.TitledPane
                            && n.getId() != null
                            && n.getId().startsWith("section-"))
                .queryAllAs(javafx.scene.control.TitledPane.class)
                .forEach(p -> p.setExpanded(true)));
    return this;
  }

  /** The rows of a small table of the detail (airline legs, split recipients, order items). */
  @SuppressWarnings("unchecked")
  public java.util.List<java.util.List<String>> rows(String tableId) {
    TableView<?> table = robot.lookup("#" + tableId).queryTableView();
    return (java.util.List<java.util.List<String>>) (java.util.List<?>) table.getItems();
  }

  /** The texts a table's cells draw (the rows laid out now). */
  public java.util.List<String> cellTexts(String tableId) {
    return robot
        .from(robot.lookup("#" + tableId).queryTableView())
        .lookup(
            (javafx.scene.Node n) ->
                n instanceof javafx.scene.control.TableCell<?, ?> c
                    && !c.isEmpty()
                    && c.getText() != null)
        .queryAll()
        .stream()
        .map(n -> ((javafx.scene.control.TableCell<?, ?>) n).getText())
        .toList();
  }

  /** Every text the folding section shows: names, values and table cells. */
  public String sectionText(String key) {
    javafx.scene.Node pane = robot.lookup("#section-" + key).query();
    StringBuilder b = new StringBuilder();
    robot
        .from(pane)
        .lookup((javafx.scene.Node n) -> n instanceof javafx.scene.control.Labeled)
        .queryAll()
        .forEach(n -> b.append(((javafx.scene.control.Labeled) n).getText()).append('\n'));
    robot
        .from(pane)
        .lookup((javafx.scene.Node n) -> n instanceof TableView)
        .queryAll()
        .forEach(n -> ((TableView<?>) n).getItems().forEach(r -> b.append(r).append('\n')));
    return b.toString();
  }

  public String fieldText(String id) {
    return text("#" + id);
  }

  public PaymentsPage showRaw() {
    robot.clickOn("#rawButton");
    return this;
  }

  public String rawJson() {
    return robot.lookup("#rawText").queryAs(javafx.scene.control.TextArea.class).getText();
  }

  public String rawInfo() {
    return text("#rawInfo");
  }

  public int rawHistoryCount() {
    return robot.lookup("#rawHistoryTable").queryTableView().getItems().size();
  }

  /** Types a search in the raw JSON and presses Enter; returns what got selected. */
  public String findInRaw(String text) {
    robot.clickOn("#rawFind").write(text).type(KeyCode.ENTER);
    return robot.lookup("#rawText").queryAs(javafx.scene.control.TextArea.class).getSelectedText();
  }

  /** Whether "Submit evidence" is offered (the payment shown has a chargeback). */
  public boolean offersEvidence() {
    return robot.lookup("#submitEvidenceButton").query().isVisible();
  }

  /** Clicks "Submit evidence": the Disputes area opens the payment's evidence screen. */
  public PaymentsPage submitEvidence() {
    robot.clickOn("#submitEvidenceButton");
    return this;
  }

  public boolean offerscancelOrRefund() {
    return robot.lookup("#cancelOrRefundButton").query().isVisible();
  }

  /** Cancel-or-refund: the form, its review step, and the confirm button. */
  public PaymentsPage cancelOrRefund() {
    robot.clickOn("#cancelOrRefundButton");
    robot.clickOn("#actionReview");
    return this;
  }

  public PaymentsPage openFetch() {
    robot.clickOn("#fetchButton");
    return this;
  }

  /** Pastes ids into the fetch window (as one paste, not key by key) and starts the fetch. */
  public PaymentsPage fetch(String ids) {
    robot.interact(() -> robot.lookup("#fetchText").queryTextInputControl().setText(ids));
    robot.clickOn("#fetchStart");
    return this;
  }

  public String fetchSummary() {
    Label label = robot.lookup("#fetchSummary").queryAs(Label.class);
    return label.isVisible() ? label.getText() : "";
  }

  public String fetchKeys() {
    return text("#fetchKeys");
  }

  public int fetchFailureCount() {
    return robot.lookup("#fetchFailures").queryTableView().getItems().size();
  }

  public javafx.scene.Scene fetchScene() {
    return robot.lookup("#fetchText").query().getScene();
  }

  /** The label's text; "" while the detail is not built yet (its fields are made per payment). */
  private String text(String query) {
    return robot.lookup(query).tryQuery().map(n -> ((Label) n).getText()).orElse("");
  }

  private String visibleText(String query) {
    Label label = robot.lookup(query).queryAs(Label.class);
    return label.isVisible() ? label.getText() : "";
  }
}
