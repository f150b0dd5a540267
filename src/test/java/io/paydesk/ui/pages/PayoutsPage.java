package io.paydesk.ui.pages;

import io.paydesk.ui.kit.FormLayout;
import java.util.List;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

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

  /** The provider's line under a sent payout's result. */
  public String resultProvider() {
    return label("#payoutResultProvider");
  }

  /** The texts the result's transactions table shows, cell by cell. */
  public List<String> transactionCells() {
    List<String> out = new java.util.ArrayList<>();
    robot.interact(
        () ->
            robot.lookup("#payoutTransactions .table-cell").queryAll().stream()
                .map(n -> ((javafx.scene.control.Labeled) n).getText())
                .filter(t -> t != null && !t.isEmpty())
                .forEach(out::add));
    return out;
  }

  /** Fills a complete Brazilian bank payout to a person, field by field, as a user would. */
  public PayoutsPage fillBrazilianBankPayout(String reference, String amount) {
    return type("merchant_reference", reference)
        .choose("country", "BR")
        .choose("purpose", "PAYROLL")
        .type("amount.value", amount)
        .type("description", "March salary")
        .choose("beneficiary.national_entity", "INDIVIDUAL")
        .type("beneficiary.merchant_beneficiary_id", "ben-001")
        .type("beneficiary.first_name", "Maria")
        .type("beneficiary.last_name", "Silva")
        .type("beneficiary.email", "maria.silva@example.com")
        .choose("beneficiary.document.document_type", "CPF")
        .type("beneficiary.document.document_number", "529.982.247-25")
        .choose("withdrawal_method.type", "PIX_PAYOUT")
        .choose("withdrawal_method.destination", "BANK_TRANSFER")
        .type("withdrawal_method.detail.bank_transfer.code", "341")
        .type("withdrawal_method.detail.bank_transfer.account.number", "123456")
        .choose("withdrawal_method.detail.bank_transfer.account.type", "CHECKINGS");
  }

  public boolean checkStatusOffered() {
    return robot.lookup("#payoutCheckStatus").query().isVisible();
  }

  public int transactionCount() {
    TableView<?> t = robot.lookup("#payoutTransactions").queryTableView();
    return t.getItems().size();
  }

  // --- the sent list and its filters ---

  /** Shows the list of sent payouts. */
  public PayoutsPage openList() {
    Nav.click(robot, "#nav-payouts");
    selectTab(robot, "payoutListTab");
    return this;
  }

  /** Shows the payout form's tab (form, review or result). */
  public PayoutsPage openFormTab() {
    selectTab(robot, "payoutFormTab");
    return this;
  }

  /** The result's "Back to the form". */
  public PayoutsPage backToForm() {
    press("#payoutResultBack");
    return this;
  }

  /** Selects one of the Payouts area's tabs by its id. */
  static void selectTab(FxRobot robot, String tabId) {
    robot.interact(
        () -> {
          Tab tab =
              robot.lookup(".tab-pane").queryAllAs(TabPane.class).stream()
                  .flatMap(p -> p.getTabs().stream())
                  .filter(t -> tabId.equals(t.getId()))
                  .findFirst()
                  .orElseThrow();
          tab.getTabPane().getSelectionModel().select(tab);
        });
    WaitForAsyncUtils.waitForFxEvents();
  }

  /** True when the list tab is the one shown. */
  public boolean listShown() {
    return robot
        .lookup("#payoutList")
        .tryQuery()
        .map(n -> n.isVisible() && n.getScene() != null)
        .orElse(false);
  }

  /** Types into the list's text filter (reference, payout id, beneficiary name). */
  public PayoutsPage filterText(String text) {
    TextField f = robot.lookup("#payoutFilterText").queryAs(TextField.class);
    robot.interact(() -> f.setText(""));
    robot.clickOn(f).write(text);
    return this;
  }

  /** Chooses a status in the status filter by its code ("" for any). */
  @SuppressWarnings("unchecked")
  public PayoutsPage filterStatus(String code) {
    ComboBox<String> c = robot.lookup("#payoutFilterStatus").queryAs(ComboBox.class);
    robot.interact(() -> c.setValue(code));
    return this;
  }

  /** The currency chosen in the currency filter ("" for any). */
  @SuppressWarnings("unchecked")
  public String currencyFilter() {
    return (String) robot.lookup("#payoutFilterCurrency").queryAs(ComboBox.class).getValue();
  }

  /** The text in the from / to date fields. */
  public String dateFilter(String which) {
    String id = "from".equals(which) ? "#payoutFilterFrom" : "#payoutFilterTo";
    return robot.lookup(id).queryAs(DatePicker.class).getEditor().getText();
  }

  /** The filters in use, as their chips read. */
  public List<String> activeFilters() {
    return robot.lookup("#payoutActiveFilters .filter-chip").queryAllAs(Button.class).stream()
        .map(Button::getText)
        .toList();
  }

  /** Removes a filter with one click on its chip (the first whose text starts with prefix). */
  public PayoutsPage removeFilter(String prefix) {
    Button chip =
        robot.lookup("#payoutActiveFilters .filter-chip").queryAllAs(Button.class).stream()
            .filter(b -> b.getText().startsWith(prefix))
            .findFirst()
            .orElseThrow();
    robot.clickOn(chip);
    return this;
  }

  /** "Showing N of M payouts". */
  public String listCount() {
    return label("#payoutListCount");
  }

  /** The list's rows. */
  public TableView<?> list() {
    return robot.lookup("#payoutList").queryTableView();
  }

  /** The text of one column's cells, top to bottom, by the column's header text. */
  public List<String> column(String header) {
    TableView<?> t = list();
    TableColumn<?, ?> col =
        t.getColumns().stream().filter(c -> c.getText().equals(header)).findFirst().orElseThrow();
    List<String> out = new java.util.ArrayList<>();
    for (int i = 0; i < t.getItems().size(); i++) {
      Object v = col.getCellData(i);
      out.add(v == null ? "" : v.toString());
    }
    return out;
  }
}
