package io.paydesk.ui.payments;

import io.paydesk.ui.Messages;
import io.paydesk.ui.Styles;
import io.paydesk.ui.kit.Catalogue;
import io.paydesk.ui.kit.ViewBase;
import io.paydesk.ui.payments.PaymentDetail.TransactionLine;
import io.paydesk.ui.payments.PaymentsViewModel.RecentPayment;
import io.paydesk.ui.payments.PaymentsViewModel.UnsettledLine;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ObservableValue;
import javafx.collections.ListChangeListener;
import javafx.fxml.FXML;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/** Code-behind of the payment look-up screen: bindings only, no logic. */
public final class PaymentsView extends ViewBase {
  private final PaymentsViewModel model;

  @FXML private TextField idField;
  @FXML private Button lookUpButton;
  @FXML private Label idError;
  @FXML private Label errorBanner;
  @FXML private Label noticeBanner;
  @FXML private Label emptyState;
  @FXML private VBox detailPane;
  @FXML private javafx.scene.control.ScrollPane detailScroll;
  @FXML private Label statusValue;
  @FXML private Label subStatusValue;
  @FXML private Label amountValue;
  @FXML private Label capturedValue;
  @FXML private Label refundedValue;
  @FXML private Label countryValue;
  @FXML private Label orderValue;
  @FXML private Label createdValue;
  @FXML private Label idValue;
  @FXML private Label methodValue;
  @FXML private TableView<TransactionLine> transactionsTable;
  @FXML private TableColumn<TransactionLine, String> txType;
  @FXML private TableColumn<TransactionLine, String> txStatus;
  @FXML private TableColumn<TransactionLine, String> txCategory;
  @FXML private TableColumn<TransactionLine, String> txAmount;
  @FXML private TableColumn<TransactionLine, String> txProvider;
  @FXML private TableColumn<TransactionLine, String> txResponse;
  @FXML private TableColumn<TransactionLine, String> txCreated;
  @FXML private TableColumn<TransactionLine, String> txId;
  @FXML private TextField historyText;
  @FXML private ComboBox<String> historyStatus;
  @FXML private Label historySummary;
  @FXML private ListView<RecentPayment> historyList;
  @FXML private Button moreButton;
  @FXML private VBox demoBox;
  @FXML private ListView<String> demoList;
  @FXML private HBox actionBar;
  @FXML private Button refundButton;
  @FXML private Button captureButton;
  @FXML private Button cancelButton;
  @FXML private Button cancelOrRefundButton;
  @FXML private VBox actionPane;
  @FXML private Label actionTitle;
  @FXML private Label actionAmountName;
  @FXML private TextField actionAmount;
  @FXML private Label actionAmountError;
  @FXML private ComboBox<String> actionReason;
  @FXML private TextField actionReference;
  @FXML private Label actionReferenceError;
  @FXML private Label actionError;
  @FXML private javafx.scene.layout.GridPane actionFields;
  @FXML private VBox actionReviewPane;
  @FXML private Label actionReviewText;
  @FXML private Label actionReviewDetails;
  @FXML private Label actionSummary;
  @FXML private Button actionReview;
  @FXML private Button actionBack;
  @FXML private Button actionConfirm;
  @FXML private Button actionSendAgain;
  @FXML private VBox unsettledPane;
  @FXML private ListView<UnsettledLine> unsettledList;
  @FXML private Button unsettledSend;
  private PaymentActionForm boundForm;

  public PaymentsView(PaymentsViewModel model) {
    this.model = model;
  }

  @FXML
  private void initialize() {
    idField.textProperty().bindBidirectional(model.paymentIdProperty());
    idField.setOnAction(
        e -> {
          e.consume();
          model.lookUp();
        });
    lookUpButton.disableProperty().bind(model.canLookUp().not());
    showWhenNotEmpty(idError, model.idErrorProperty());
    showWhenNotEmpty(errorBanner, model.errorProperty());
    showWhenNotEmpty(noticeBanner, model.noticeProperty());

    detailPane.visibleProperty().bind(model.detailProperty().isNotNull());
    emptyState.visibleProperty().bind(model.detailProperty().isNull());
    statusValue.textProperty().bind(field(PaymentDetail::status));
    subStatusValue.textProperty().bind(field(PaymentDetail::subStatus));
    amountValue.textProperty().bind(field(PaymentDetail::amount));
    capturedValue.textProperty().bind(field(PaymentDetail::captured));
    refundedValue.textProperty().bind(field(PaymentDetail::refunded));
    countryValue.textProperty().bind(field(PaymentDetail::country));
    orderValue.textProperty().bind(field(PaymentDetail::merchantOrderId));
    createdValue.textProperty().bind(field(PaymentDetail::createdAt));
    idValue.textProperty().bind(field(PaymentDetail::id));
    methodValue.textProperty().bind(field(PaymentDetail::method));
    listen(
        model.detailProperty(),
        (obs, old, now) -> badge(statusValue, now == null ? null : now.statusCode()));

    detailScroll.visibleProperty().bind(model.detailProperty().isNotNull());
    column(txType, TransactionLine::type);
    column(txStatus, TransactionLine::status);
    column(txCategory, TransactionLine::category);
    column(txAmount, TransactionLine::amount);
    column(txProvider, TransactionLine::provider);
    column(txResponse, TransactionLine::response);
    column(txCreated, TransactionLine::createdAt);
    column(txId, TransactionLine::id);
    transactionsTable.setItems(model.transactions());
    listen(
        model.transactions(),
        (ListChangeListener<TransactionLine>)
            change -> transactionsTable.getColumns().forEach(PaymentsView::fitToContent));

    historyText.textProperty().bindBidirectional(model.historyTextProperty());
    historyText.setOnAction(
        e -> {
          e.consume();
          model.searchHistory();
        });
    historyText.setTooltip(
        new javafx.scene.control.Tooltip(Messages.get("payments.history.tooltip")));
    historyStatus.getItems().setAll(PaymentsViewModel.STATUSES);
    historyStatus.setConverter(
        new StringConverter<>() {
          @Override
          public String toString(String status) {
            return status == null || status.isEmpty()
                ? Messages.get("payments.history.anyStatus")
                : Catalogue.Kind.PAYMENT_STATUS.label(status);
          }

          @Override
          public String fromString(String text) {
            return text;
          }
        });
    historyStatus.valueProperty().bindBidirectional(model.historyStatusProperty());
    historySummary.textProperty().bind(model.historySummaryProperty());
    historyList.setItems(model.history());
    historyList.setCellFactory(list -> new HistoryCell());
    openOnActivate(historyList, RecentPayment::id);
    moreButton.visibleProperty().bind(model.historyHasMoreProperty());
    moreButton.managedProperty().bind(moreButton.visibleProperty());
    demoList.setItems(model.demoIds());
    openOnActivate(demoList, id -> id);
    demoBox.visibleProperty().bind(Bindings.isNotEmpty(model.demoIds()));
    demoBox.managedProperty().bind(demoBox.visibleProperty());

    showWhen(refundButton, model.canRefundProperty().and(model.actionProperty().isNull()));
    showWhen(captureButton, model.canCaptureProperty().and(model.actionProperty().isNull()));
    showWhen(cancelButton, model.canCancelProperty().and(model.actionProperty().isNull()));
    showWhen(
        cancelOrRefundButton,
        model.canCancelOrRefundProperty().and(model.actionProperty().isNull()));
    actionAmount.setOnAction(this::reviewOnEnter);
    actionReference.setOnAction(this::reviewOnEnter);
    showWhen(actionPane, model.actionProperty().isNotNull());
    listen(model.actionProperty(), (obs, old, form) -> bindForm(form));

    unsettledList.setItems(model.unsettled());
    unsettledList.setCellFactory(
        list ->
            new ListCell<>() {
              @Override
              protected void updateItem(UnsettledLine item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : item.text());
              }
            });
    listen(
        model.unsettled(),
        (ListChangeListener<UnsettledLine>)
            change -> unsettledList.getSelectionModel().selectFirst());
    showWhen(unsettledPane, Bindings.isNotEmpty(model.unsettled()));
    unsettledSend.disableProperty().bind(model.busyProperty());
  }

  @FXML
  private void onSendUnsettled() {
    UnsettledLine line = unsettledList.getSelectionModel().getSelectedItem();
    if (line != null) {
      model.sendAgain(line);
    }
  }

  /** Enter in a field of the form: to the review step when valid, else the messages say why. */
  private void reviewOnEnter(javafx.event.ActionEvent e) {
    e.consume();
    if (boundForm != null) {
      boundForm.review();
    }
  }

  /** Binds the action pane to the form now open (and lets go of the previous one). */
  private void bindForm(PaymentActionForm form) {
    if (boundForm != null) {
      actionAmount.textProperty().unbindBidirectional(boundForm.amountProperty());
      actionReason.valueProperty().unbindBidirectional(boundForm.reasonProperty());
      actionReference.textProperty().unbindBidirectional(boundForm.merchantReferenceProperty());
    }
    boundForm = form;
    if (form == null) {
      return;
    }
    actionTitle.setText(form.title());
    actionConfirm.setText(Messages.get("action.confirm." + form.kind().name()));
    actionAmountName.setVisible(form.hasAmount());
    actionAmount.setVisible(form.hasAmount());
    actionAmountError.setVisible(form.hasAmount());
    actionAmount.textProperty().bindBidirectional(form.amountProperty());
    actionReason.setConverter(form.reasonKind().converter());
    actionReason.getItems().setAll(form.reasons());
    actionReason.valueProperty().bindBidirectional(form.reasonProperty());
    actionReference.textProperty().bindBidirectional(form.merchantReferenceProperty());
    actionAmountError.textProperty().bind(form.amountErrorProperty());
    actionReferenceError.textProperty().bind(form.referenceErrorProperty());
    actionSummary.textProperty().bind(form.summaryProperty());
    actionReviewText.textProperty().bind(form.reviewProperty());
    actionReviewDetails.textProperty().bind(form.reviewDetailsProperty());
    showWhenNotEmpty(actionError, form.errorProperty());
    BooleanBinding editing = form.stepProperty().isEqualTo(PaymentActionForm.Step.EDIT);
    BooleanBinding sending = form.stepProperty().isEqualTo(PaymentActionForm.Step.SENDING);
    showWhen(actionFields, editing);
    showWhen(actionSummary, editing);
    showWhen(actionReview, editing);
    showWhen(actionReviewPane, editing.not());
    showWhen(actionBack, editing.not().and(form.canSendAgainProperty().not()));
    showWhen(actionConfirm, editing.not().and(form.canSendAgainProperty().not()));
    showWhen(actionSendAgain, form.canSendAgainProperty());
    actionReview.disableProperty().bind(form.validProperty().not());
    actionConfirm.disableProperty().bind(sending);
    actionBack.disableProperty().bind(sending);
    actionSendAgain.disableProperty().bind(sending);
    (form.hasAmount() ? actionAmount : actionReference).requestFocus();
  }

  @FXML
  private void onReviewAction() {
    if (boundForm != null) {
      boundForm.review();
    }
  }

  @FXML
  private void onBackAction() {
    if (boundForm != null) {
      boundForm.back();
    }
  }

  @FXML
  private void onRefund() {
    model.startAction(PaymentActionForm.Kind.REFUND);
  }

  @FXML
  private void onCapture() {
    model.startAction(PaymentActionForm.Kind.CAPTURE);
  }

  @FXML
  private void onCancel() {
    model.startAction(PaymentActionForm.Kind.CANCEL);
  }

  @FXML
  private void onConfirmAction() {
    if (boundForm != null) {
      boundForm.confirm();
    }
  }

  @FXML
  private void onCancelOrRefund() {
    model.startAction(PaymentActionForm.Kind.CANCEL_OR_REFUND);
  }

  @FXML
  private void onSendAgain() {
    if (boundForm != null) {
      boundForm.sendAgain();
    }
  }

  @FXML
  private void onCloseAction() {
    model.closeAction();
  }

  private static void showWhen(Node node, javafx.beans.value.ObservableBooleanValue condition) {
    node.visibleProperty().bind(condition);
    node.managedProperty().bind(node.visibleProperty());
  }

  @FXML
  private void onLookUp() {
    model.lookUp();
  }

  @FXML
  private void onMoreHistory() {
    model.loadMoreHistory();
  }

  private ObservableValue<String> field(Function<PaymentDetail, String> getter) {
    return Bindings.createStringBinding(
        () ->
            model.detailProperty().get() == null ? "" : getter.apply(model.detailProperty().get()),
        model.detailProperty());
  }

  private static void showWhenNotEmpty(Label label, ObservableValue<String> text) {
    label.textProperty().bind(text);
    label.visibleProperty().bind(label.textProperty().isNotEmpty());
    label.managedProperty().bind(label.visibleProperty());
  }

  private static void badge(Node node, String status) {
    node.getStyleClass()
        .removeAll(
            Styles.STATUS_GOOD, Styles.STATUS_WARN, Styles.STATUS_BAD, Styles.STATUS_NEUTRAL);
    node.getStyleClass().add(Styles.forStatus(status));
  }

  /** A text column whose cells show the whole text in a tooltip. */
  private static <T> void column(TableColumn<T, String> column, Function<T, String> getter) {
    column.setCellValueFactory(c -> new ReadOnlyStringWrapper(getter.apply(c.getValue())));
    column.setCellFactory(
        c ->
            new javafx.scene.control.TableCell<>() {
              @Override
              protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
                setTooltip(
                    empty || item == null || item.isEmpty()
                        ? null
                        : new javafx.scene.control.Tooltip(item));
              }
            });
  }

  /** Widens a column to its header and its longest text, so nothing is cut. */
  private static <T> void fitToContent(TableColumn<T, ?> column) {
    javafx.scene.text.Text probe = new javafx.scene.text.Text(column.getText());
    double widest = probe.getLayoutBounds().getWidth();
    TableView<T> table = column.getTableView();
    for (T row : table.getItems()) {
      Object value = column.getCellData(row);
      probe.setText(value == null ? "" : value.toString());
      widest = Math.max(widest, probe.getLayoutBounds().getWidth());
    }
    column.setPrefWidth(Math.ceil(widest * 1.1) + 28);
  }

  private <T> void openOnActivate(ListView<T> list, Function<T, String> id) {
    list.setOnMouseClicked(
        e -> {
          T item = list.getSelectionModel().getSelectedItem();
          if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2 && item != null) {
            model.open(id.apply(item));
          }
        });
    list.setOnKeyPressed(
        e -> {
          T item = list.getSelectionModel().getSelectedItem();
          if (e.getCode() == KeyCode.ENTER && item != null) {
            model.open(id.apply(item));
          }
        });
  }

  /** Three short lines a payment (status and amount, order id, date), the whole text as tooltip. */
  private static final class HistoryCell extends ListCell<RecentPayment> {
    HistoryCell() {
      // The theme's cell size holds two lines.
      setStyle("-fx-cell-size: 4.4em;");
    }

    @Override
    protected void updateItem(RecentPayment item, boolean empty) {
      super.updateItem(item, empty);
      if (empty || item == null) {
        setText(null);
        setTooltip(null);
        return;
      }
      setText(
          item.status()
              + "  "
              + item.amount()
              + "\n"
              + item.merchantOrderId()
              + "\n"
              + item.createdAt());
      setTooltip(new javafx.scene.control.Tooltip(getText()));
    }
  }
}
