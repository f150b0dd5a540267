package io.paydesk.ui.payments;

import io.paydesk.ui.base.Messages;
import io.paydesk.ui.kit.Catalogue;
import io.paydesk.ui.kit.Cells;
import io.paydesk.ui.kit.FormScreen;
import io.paydesk.ui.kit.ViewBase;
import io.paydesk.ui.payments.HistoryViewModel.RecentPayment;
import io.paydesk.ui.payments.PaymentDetail.TransactionLine;
import io.paydesk.ui.payments.UnsettledViewModel.UnsettledLine;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
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
  @FXML private HBox freshness;
  @FXML private Label offlineMark;
  @FXML private Label lastRefreshed;
  @FXML private VBox summaryBox;
  @FXML private VBox sectionsBox;
  @FXML private TitledPane transactionsPane;
  @FXML private VBox rawPane;
  @FXML private Button rawButton;
  @FXML private Label rawInfo;
  @FXML private Label rawError;
  @FXML private TableView<TransactionLine> rawHistoryTable;
  @FXML private TableColumn<TransactionLine, String> rhType;
  @FXML private TableColumn<TransactionLine, String> rhAmount;
  @FXML private TableColumn<TransactionLine, String> rhStatus;
  @FXML private TableColumn<TransactionLine, String> rhResponse;
  @FXML private TableColumn<TransactionLine, String> rhCreated;
  @FXML private TableColumn<TransactionLine, String> rhId;
  @FXML private TextField rawFind;
  @FXML private Label rawFindResult;
  @FXML private TextArea rawText;
  @FXML private TableColumn<TransactionLine, String> txResponseCode;
  @FXML private TableColumn<TransactionLine, String> txProviderTx;
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
  @FXML private Button evidenceButton;
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
  private final DetailSections sections = new DetailSections(disposer());
  private String shownId;
  private javafx.stage.Stage fetchStage;
  private FetchView fetchView;

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
    banner(idError, model.idErrorProperty());
    banner(errorBanner, model.errorProperty());
    banner(noticeBanner, model.noticeProperty());

    detailPane.visibleProperty().bind(model.detailProperty().isNotNull());
    emptyState.visibleProperty().bind(model.detailProperty().isNull());
    listen(model.detailProperty(), (obs, old, now) -> showSections(now));
    shownWhen(offlineMark, model.offlineProperty());
    lastRefreshed
        .textProperty()
        .bind(
            Bindings.createStringBinding(
                () ->
                    model.lastRefreshedProperty().get().isEmpty()
                        ? ""
                        : Messages.get(
                            "paydetail.lastRefreshed", model.lastRefreshedProperty().get()),
                model.lastRefreshedProperty()));

    shownWhen(rawPane, model.raw().openProperty());
    rawInfo.textProperty().bind(model.raw().infoProperty());
    rawButton.disableProperty().bind(model.raw().busyProperty());
    banner(rawError, model.raw().errorProperty());
    // A text control's bound text listens strongly: unbound on dispose.
    bind(rawText.textProperty(), model.raw().jsonProperty());
    io.paydesk.ui.kit.TabLeaves.in(rawText);
    rawHistoryTable.setItems(model.raw().history());
    column(rhType, TransactionLine::type);
    column(rhAmount, TransactionLine::amount);
    column(rhStatus, TransactionLine::status);
    column(rhResponse, TransactionLine::response);
    column(rhCreated, TransactionLine::createdAt);
    column(rhId, TransactionLine::id);
    io.paydesk.ui.kit.TableFit.toContent(disposer(), rawHistoryTable);
    rawFind.setOnAction(
        e -> {
          e.consume();
          onFindNext();
        });
    rawFind.textProperty().addListener((obs, old, now) -> rawFindResult.setText(""));
    listen(model.fetchProperty(), (obs, old, now) -> showFetch(now));

    detailScroll.visibleProperty().bind(model.detailProperty().isNotNull());
    column(txType, TransactionLine::type);
    column(txStatus, TransactionLine::status);
    column(txCategory, TransactionLine::category);
    column(txAmount, TransactionLine::amount);
    column(txProvider, TransactionLine::provider);
    column(txResponseCode, TransactionLine::responseCode);
    column(txResponse, TransactionLine::responseMessage);
    column(txProviderTx, TransactionLine::providerTransactionId);
    transactionsTable.getColumns().add(0, DetailSections.expander());
    column(txCreated, TransactionLine::createdAt);
    column(txId, TransactionLine::id);
    // A copy the view owns: the row expander listens to its table's items, and the model's list
    // outlives the view.
    javafx.collections.ObservableList<TransactionLine> rows =
        javafx.collections.FXCollections.observableArrayList(model.transactions());
    transactionsTable.setItems(rows);
    listen(
        model.transactions(),
        (ListChangeListener<TransactionLine>) change -> rows.setAll(model.transactions()));
    io.paydesk.ui.kit.TableFit.toContent(disposer(), transactionsTable);

    historyText.textProperty().bindBidirectional(model.history().textProperty());
    historyText.setOnAction(
        e -> {
          e.consume();
          model.history().search();
        });
    historyText.setTooltip(
        new javafx.scene.control.Tooltip(Messages.get("payments.history.tooltip")));
    historyStatus.getItems().setAll(HistoryViewModel.STATUSES);
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
    historyStatus.valueProperty().bindBidirectional(model.history().statusProperty());
    historySummary.textProperty().bind(model.history().summaryProperty());
    historyList.setItems(model.history().rows());
    historyList.setCellFactory(list -> new HistoryCell());
    openOnActivate(historyList, RecentPayment::id);
    moreButton.visibleProperty().bind(model.history().hasMoreProperty());
    moreButton.managedProperty().bind(moreButton.visibleProperty());
    demoList.setItems(model.demoIds());
    openOnActivate(demoList, id -> id);
    demoBox.visibleProperty().bind(Bindings.isNotEmpty(model.demoIds()));
    demoBox.managedProperty().bind(demoBox.visibleProperty());

    shownWhen(refundButton, model.canRefundProperty().and(model.actionProperty().isNull()));
    shownWhen(captureButton, model.canCaptureProperty().and(model.actionProperty().isNull()));
    shownWhen(cancelButton, model.canCancelProperty().and(model.actionProperty().isNull()));
    shownWhen(
        cancelOrRefundButton,
        model.canCancelOrRefundProperty().and(model.actionProperty().isNull()));
    shownWhen(evidenceButton, model.canSubmitEvidenceProperty());
    actionAmount.setOnAction(this::reviewOnEnter);
    actionReference.setOnAction(this::reviewOnEnter);
    shownWhen(actionPane, model.actionProperty().isNotNull());
    listen(model.actionProperty(), (obs, old, form) -> bindForm(form));

    unsettledList.setItems(model.unsettled().lines());
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
        model.unsettled().lines(),
        (ListChangeListener<UnsettledLine>)
            change -> unsettledList.getSelectionModel().selectFirst());
    shownWhen(unsettledPane, Bindings.isNotEmpty(model.unsettled().lines()));
    unsettledSend.disableProperty().bind(model.busyProperty());
  }

  /** Rebuilds the folding sections for the payment shown (folds kept per section). */
  private void showSections(PaymentDetail detail) {
    if (detail == null) {
      summaryBox.getChildren().forEach(n -> ((TitledPane) n).setGraphic(null));
      summaryBox.getChildren().clear();
      sectionsBox.getChildren().clear();
      return;
    }
    sections.begin();
    List<TitledPane> panes = new ArrayList<>();
    for (PaymentDetail.Section section : detail.sections()) {
      TitledPane pane =
          section.key().equals(PaymentDetail.TRANSACTIONS)
              ? sections.track(transactionsPane, section.key())
              : sections.pane(section);
      panes.add(pane);
    }
    if (!detail.id().equals(shownId)) {
      // A new payment opens at its top (after the new sections are laid out).
      shownId = detail.id();
      detailScroll.setVvalue(0);
      javafx.application.Platform.runLater(() -> detailScroll.setVvalue(0));
    }
    // The summary's title line says how fresh the copy is.
    summaryBox.getChildren().forEach(n -> ((TitledPane) n).setGraphic(null));
    panes.get(0).setGraphic(freshness);
    panes.get(0).setContentDisplay(javafx.scene.control.ContentDisplay.RIGHT);
    summaryBox.getChildren().setAll(panes.get(0));
    sectionsBox.getChildren().setAll(panes.subList(1, panes.size()));
  }

  @FXML
  private void onExpandAll() {
    sections.expandAll(true);
  }

  @FXML
  private void onCollapseAll() {
    sections.expandAll(false);
  }

  @FXML
  private void onRefresh() {
    model.refresh();
  }

  @FXML
  private void onCopyId() {
    PaymentDetail d = model.detailProperty().get();
    if (d != null) {
      Cells.copyToClipboard(d.id());
    }
  }

  @FXML
  private void onShowRaw() {
    model.showRaw();
  }

  @FXML
  private void onCloseRaw() {
    model.raw().close();
  }

  @FXML
  private void onCopyRaw() {
    Cells.copyToClipboard(rawText.getText());
  }

  /** Selects the next match of the search text in the raw JSON, from the caret on. */
  @FXML
  private void onFindNext() {
    String query = rawFind.getText();
    int from = rawText.getSelection().getLength() > 0 ? rawText.getSelection().getStart() + 1 : 0;
    int at = RawAnswerViewModel.nextMatch(rawText.getText(), query, from);
    if (at < 0) {
      rawFindResult.setText(
          query == null || query.isEmpty() ? "" : Messages.get("paydetail.raw.noMatch", query));
      return;
    }
    rawFindResult.setText("");
    rawText.selectRange(at, at + query.length());
  }

  @FXML
  private void onOpenFetch() {
    model.openFetch();
  }

  /** Opens the fetch window for a new fetch model, closes it when the model is dropped. */
  private void showFetch(FetchViewModel fetch) {
    if (fetch == null) {
      if (fetchStage != null) {
        javafx.stage.Stage stage = fetchStage;
        fetchStage = null;
        fetchView.dispose();
        stage.close();
      }
      return;
    }
    fetchView = new FetchView(fetch, null);
    javafx.scene.Parent root =
        io.paydesk.ui.kit.Views.load("/fxml/payments/FetchView.fxml", type -> fetchView);
    javafx.stage.Stage stage = new javafx.stage.Stage();
    stage.initOwner(idField.getScene().getWindow());
    stage.setTitle(Messages.get("paydetail.fetch.title"));
    javafx.scene.Scene scene = new javafx.scene.Scene(root, 720, 560);
    scene.getStylesheets().setAll(idField.getScene().getStylesheets());
    stage.setScene(scene);
    stage.setOnHidden(
        e -> {
          if (fetchStage == stage) {
            model.closeFetch();
          }
        });
    fetchStage = stage;
    stage.show();
  }

  @Override
  public void dispose() {
    model.closeFetch();
    super.dispose();
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
    banner(actionError, form.errorProperty());
    BooleanBinding editing = form.stepProperty().isEqualTo(FormScreen.Step.EDIT);
    BooleanBinding sending = form.stepProperty().isEqualTo(FormScreen.Step.SENDING);
    shownWhen(actionFields, editing);
    shownWhen(actionSummary, editing);
    shownWhen(actionReview, editing);
    shownWhen(actionReviewPane, editing.not());
    shownWhen(actionBack, editing.not().and(form.canSendAgainProperty().not()));
    shownWhen(actionConfirm, editing.not().and(form.canSendAgainProperty().not()));
    shownWhen(actionSendAgain, form.canSendAgainProperty());
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
  private void onSubmitEvidence() {
    model.submitEvidence();
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

  @FXML
  private void onLookUp() {
    model.lookUp();
  }

  @FXML
  private void onMoreHistory() {
    model.history().loadMore();
  }

  /** A text column whose cells show the whole text in a tooltip. */
  static <T> void column(TableColumn<T, String> column, Function<T, String> getter) {
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
