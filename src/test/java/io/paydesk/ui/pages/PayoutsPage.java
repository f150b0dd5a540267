package io.paydesk.ui.pages;

import io.paydesk.ui.kit.FormLayout;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import org.testfx.api.FxRobot;

/** The Payouts screen as a finance user drives it: fields named by the request path they fill. */
public final class PayoutsPage extends FormPage<PayoutsPage> {
  public PayoutsPage(FxRobot robot) {
    super(robot, "payout", "nav-payouts");
  }

  @Override
  public PayoutsPage open() {
    super.open();
    robot.interact(() -> robot.lookup("#payoutFormTab").tryQuery());
    return this;
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

  public PayoutsPage checkStatus() {
    robot.clickOn("#payoutCheckStatus");
    return this;
  }

  public PayoutsPage newPayout() {
    return startNew();
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
}
