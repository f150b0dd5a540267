package io.paydesk.ui.pages;

import io.paydesk.ui.kit.FormField;
import io.paydesk.ui.kit.FormLayout;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** The Payouts screen as a finance user drives it: fields named by the request path they fill. */
public final class PayoutsPage {
  private final FxRobot robot;

  public PayoutsPage(FxRobot robot) {
    this.robot = robot;
  }

  public PayoutsPage open() {
    robot.clickOn("#nav-payouts");
    robot.interact(() -> robot.lookup("#payoutFormTab").tryQuery());
    return this;
  }

  /** Replaces a text field's content by what is typed, then leaves the field with Tab. */
  public PayoutsPage type(String fieldId, String text) {
    String q = "#" + FormLayout.nodeId(fieldId);
    robot.interact(
        () -> {
          TextInputControl c = robot.lookup(q).queryAs(TextInputControl.class);
          c.clear();
          c.requestFocus();
        });
    robot.write(text).type(KeyCode.TAB);
    WaitForAsyncUtils.waitForFxEvents();
    return this;
  }

  /** Picks the choice with this code in a drop-down field, as a click on it would. */
  @SuppressWarnings("unchecked")
  public PayoutsPage choose(String fieldId, String code) {
    String q = "#" + FormLayout.nodeId(fieldId);
    robot.interact(
        () -> {
          ComboBox<Object> box = robot.lookup(q).queryAs(ComboBox.class);
          Object match =
              box.getItems().stream()
                  .filter(
                      i ->
                          i instanceof FormField.Choice c
                              ? c.code().equals(code)
                              : code.equals(String.valueOf(i)))
                  .findFirst()
                  .orElseThrow(() -> new IllegalArgumentException(code + " not in " + fieldId));
          box.getSelectionModel().select(match);
        });
    WaitForAsyncUtils.waitForFxEvents();
    return this;
  }

  public String fieldError(String fieldId) {
    return robot.lookup("#" + FormLayout.errorId(fieldId)).queryAs(Label.class).getText();
  }

  /** The form's summary and every error shown under a field, for messages of failed checks. */
  public String problems() {
    StringBuilder b = new StringBuilder(label("#payoutFormSummary"));
    for (String id :
        new String[] {"withdrawal_method.type", "beneficiary.document.document_type"}) {
      ComboBox<?> c = robot.lookup("#" + FormLayout.nodeId(id)).queryAs(ComboBox.class);
      b.append(" [")
          .append(id)
          .append(" value=")
          .append(c.getValue())
          .append(" editor=")
          .append(c.getEditor().getText())
          .append(" count=")
          .append(robot.lookup("#" + FormLayout.nodeId(id)).queryAll().size())
          .append("]");
    }
    robot
        .lookup(".form-error-slot")
        .queryAllAs(Label.class)
        .forEach(
            l -> {
              if (!l.getText().isEmpty()) {
                b.append(" | ").append(l.getId()).append(": ").append(l.getText());
              }
            });
    return b.toString();
  }

  public boolean reviewDisabled() {
    return robot.lookup("#payoutReview").query().isDisabled();
  }

  public PayoutsPage review() {
    robot.clickOn("#payoutReview");
    WaitForAsyncUtils.waitForFxEvents();
    return this;
  }

  public PayoutsPage confirm() {
    robot.clickOn("#payoutConfirm");
    return this;
  }

  public PayoutsPage checkStatus() {
    robot.clickOn("#payoutCheckStatus");
    return this;
  }

  public PayoutsPage newPayout() {
    robot.interact(() -> robot.lookup("#payoutNew").queryButton().fire());
    WaitForAsyncUtils.waitForFxEvents();
    return this;
  }

  public boolean reviewing() {
    return robot.lookup("#payoutReviewPane").query().isVisible();
  }

  public boolean editing() {
    return robot.lookup("#payoutEditPane").query().isVisible();
  }

  public boolean showingResult() {
    return robot.lookup("#payoutResultPane").query().isVisible();
  }

  public String reviewAmount() {
    return label("#payoutReviewAmount");
  }

  public String reviewAmountWords() {
    return label("#payoutReviewAmountWords");
  }

  public String reviewBeneficiary() {
    return label("#payoutReviewBeneficiary");
  }

  public String reviewAccount() {
    return label("#payoutReviewAccount");
  }

  public String resultStatus() {
    return label("#payoutResultStatus");
  }

  public String resultTitle() {
    return label("#payoutResultTitle");
  }

  public boolean checkStatusOffered() {
    return robot.lookup("#payoutCheckStatus").query().isVisible();
  }

  public int transactionCount() {
    TableView<?> t = robot.lookup("#payoutTransactions").queryTableView();
    return t.getItems().size();
  }

  public String error() {
    Label l = robot.lookup("#payoutError").queryAs(Label.class);
    return l.isVisible() ? l.getText() : "";
  }

  public String notice() {
    Label l = robot.lookup("#payoutNotice").queryAs(Label.class);
    return l.isVisible() ? l.getText() : "";
  }

  public String value(String fieldId) {
    Object n = robot.lookup("#" + FormLayout.nodeId(fieldId)).query();
    return n instanceof TextInputControl t ? t.getText() : String.valueOf(n);
  }

  private String label(String q) {
    return robot.lookup(q).queryAs(Label.class).getText();
  }
}
