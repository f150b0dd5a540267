package io.paydesk.ui.payouts;

import io.paydesk.ui.base.DialogService;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.kit.ActiveFilter;
import io.paydesk.ui.kit.Catalogue;
import io.paydesk.ui.kit.Cells;
import io.paydesk.ui.kit.DateFields;
import io.paydesk.ui.kit.FormScreen.Step;
import io.paydesk.ui.kit.FormView;
import io.paydesk.ui.kit.TableFit;
import io.paydesk.ui.payouts.PayoutsViewModel.PayoutLine;
import io.paydesk.ui.payouts.PayoutsViewModel.TransactionLine;
import java.time.OffsetDateTime;
import java.util.List;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.FlowPane;

/** Code-behind of the Payouts area: binds the view model, holds no logic. */
public final class PayoutsView extends FormView {
  private final PayoutsViewModel model;

  @FXML private TabPane tabs;
  @FXML private Tab listTab;
  @FXML private ScrollPane formScroll;
  @FXML private Label reviewAmount;
  @FXML private Label reviewAmountWords;
  @FXML private Label reviewBeneficiary;
  @FXML private Label reviewAccount;
  @FXML private Label reviewPurpose;
  @FXML private Label reviewSentence;
  @FXML private Label resultStatus;
  @FXML private Label resultProvider;
  @FXML private TableView<TransactionLine> txTable;
  @FXML private TableColumn<TransactionLine, String> txType;
  @FXML private TableColumn<TransactionLine, String> txStatus;
  @FXML private TableColumn<TransactionLine, String> txAmount;
  @FXML private TableColumn<TransactionLine, String> txResponse;
  @FXML private TableColumn<TransactionLine, String> txProvider;
  @FXML private TableColumn<TransactionLine, String> txProviderStatus;
  @FXML private TableColumn<TransactionLine, String> txId;
  @FXML private Button checkStatusButton;
  @FXML private TextField lookupField;
  @FXML private Label listNotice;
  @FXML private DatePicker fromPicker;
  @FXML private DatePicker toPicker;
  @FXML private ComboBox<String> currencyFilter;
  @FXML private ComboBox<String> statusFilter;
  @FXML private TextField textFilter;
  @FXML private FlowPane activeFilters;
  @FXML private Label fromError;
  @FXML private Label toError;
  @FXML private Label listCount;
  @FXML private TableView<PayoutLine> listTable;
  @FXML private TableColumn<PayoutLine, String> colStatus;
  @FXML private TableColumn<PayoutLine, String> colReference;
  @FXML private TableColumn<PayoutLine, String> colBeneficiary;
  @FXML private TableColumn<PayoutLine, String> colAmount;
  @FXML private TableColumn<PayoutLine, String> colCurrency;
  @FXML private TableColumn<PayoutLine, String> colCountry;
  @FXML private TableColumn<PayoutLine, String> colPurpose;
  @FXML private TableColumn<PayoutLine, OffsetDateTime> colDate;

  public PayoutsView(PayoutsViewModel model) {
    this(model, null);
  }

  /**
   * @param dialogs asks the user for files; null: JavaFX dialogs owned by the view's window
   */
  public PayoutsView(PayoutsViewModel model, DialogService dialogs) {
    super(dialogs);
    this.model = model;
  }

  @FXML
  private void initialize() {
    formScreen(model, this::step);
    bind(reviewAmount.textProperty(), model.reviewAmountProperty());
    bind(reviewAmountWords.textProperty(), model.reviewAmountWordsProperty());
    bind(reviewBeneficiary.textProperty(), model.reviewBeneficiaryProperty());
    bind(reviewAccount.textProperty(), model.reviewAccountProperty());
    bind(reviewPurpose.textProperty(), model.reviewPurposeProperty());
    bind(reviewSentence.textProperty(), model.reviewSentenceProperty());
    listen(model.resultStatusProperty(), (o, a, now) -> status(now));
    status(model.resultStatusProperty().get());
    bind(resultProvider.textProperty(), model.resultProviderProperty());
    bind(checkStatusButton.visibleProperty(), model.canCheckStatusProperty());
    checkStatusButton.managedProperty().bind(checkStatusButton.visibleProperty());
    listen(model.busyProperty(), (o, a, now) -> checkStatusButton.setDisable(now));
    txTable.setItems(model.transactions());
    TableFit.toContent(disposer(), txTable);
    Cells.value(txType, TransactionLine::type);
    txType.setCellFactory(Cells.label(Catalogue.Kind.TRANSACTION_TYPE));
    Cells.value(txStatus, TransactionLine::status);
    txStatus.setCellFactory(Cells.badge(Catalogue.Kind.TRANSACTION_STATUS));
    Cells.value(txAmount, TransactionLine::amount);
    Cells.value(txResponse, TransactionLine::responseCode);
    txResponse.setCellFactory(Cells.label(Catalogue.Kind.RESPONSE_CODE));
    Cells.value(txProvider, TransactionLine::provider);
    txProvider.setCellFactory(Cells.label(Catalogue.Kind.PROVIDER));
    Cells.value(txProviderStatus, l -> PayoutsViewModel.providerStatus(l.providerStatus()));
    Cells.value(txId, TransactionLine::id);
    txId.setCellFactory(Cells.copyableId());

    bindBidirectional(lookupField.textProperty(), model.lookupProperty());
    bind(listNotice.textProperty(), model.listNoticeProperty());
    bind(listNotice.managedProperty(), listNotice.textProperty().isNotEmpty());
    PayoutFilters f = model.filters();
    DateFields.bind(disposer(), fromPicker, f.fromProperty());
    DateFields.bind(disposer(), toPicker, f.toProperty());
    bind(fromError.textProperty(), f.fromErrorProperty());
    bind(toError.textProperty(), f.toErrorProperty());
    currencyFilter.setItems(f.currencies());
    currencyFilter.setConverter(Catalogue.converter(PayoutFilters::currencyChoice));
    bindBidirectional(currencyFilter.valueProperty(), f.currencyProperty());
    statusFilter.setItems(FXCollections.observableArrayList(PayoutFilters.STATUSES));
    statusFilter.setConverter(Catalogue.converter(PayoutFilters::statusChoice));
    bindBidirectional(statusFilter.valueProperty(), f.statusProperty());
    bindBidirectional(textFilter.textProperty(), f.textProperty());
    ActiveFilter.showAsChips(disposer(), activeFilters, f.active(), () -> {});
    bind(listCount.textProperty(), model.listCountProperty());
    listen(model.listRequestsProperty(), (o, a, now) -> tabs.getSelectionModel().select(listTab));
    listTable.setItems(model.payouts());
    TableFit.toContent(disposer(), listTable);
    Cells.value(colStatus, l -> PayoutsViewModel.statusLabel(l.status()));
    Cells.value(colReference, PayoutLine::reference);
    colReference.setCellFactory(Cells.text());
    Cells.value(colBeneficiary, PayoutLine::beneficiary);
    colBeneficiary.setCellFactory(Cells.text());
    Cells.value(colAmount, PayoutLine::amount);
    Cells.value(colCurrency, PayoutLine::currency);
    Cells.value(colCountry, PayoutLine::country);
    Cells.value(colPurpose, PayoutLine::purpose);
    colPurpose.setCellFactory(Cells.text());
    colDate.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().createdAt()));
    colDate.setCellFactory(Cells.dateTime());
    listTable.setRowFactory(
        t -> {
          TableRow<PayoutLine> row = new TableRow<>();
          row.setOnMouseClicked(
              e -> {
                if (e.getClickCount() == 2 && !row.isEmpty()) {
                  openRow(row.getItem());
                }
              });
          return row;
        });
    listTable.setOnKeyPressed(
        e -> {
          if (e.getCode() == KeyCode.ENTER
              && listTable.getSelectionModel().getSelectedItem() != null) {
            openRow(listTable.getSelectionModel().getSelectedItem());
          }
        });
  }

  private void openRow(PayoutLine line) {
    model.open(line);
    tabs.getSelectionModel().select(0);
  }

  private void step(Step s) {
    if (s == Step.RESULT) {
      tabs.getSelectionModel().select(0);
    }
  }

  private void status(String code) {
    Cells.paintBadge(resultStatus, Catalogue.Kind.TRANSACTION_STATUS, code);
    resultStatus.setText(PayoutsViewModel.statusLabel(code));
    resultStatus.setVisible(code != null && !code.isEmpty());
  }

  @FXML
  private void onNew() {
    model.newPayout();
  }

  @FXML
  private void onCheckStatus() {
    model.checkStatus();
  }

  @FXML
  private void onLookUp() {
    model.lookUp();
  }

  @FXML
  private void onRefresh() {
    model.reload();
  }

  @FXML
  private void onExport() {
    dialogs()
        .saveFile(
            Messages.get("payouts.list.exportTitle"),
            "payouts.csv",
            List.of(new DialogService.FileFilter(Messages.get("search.csvFiles"), "*.csv")))
        .ifPresent(model::export);
  }
}
