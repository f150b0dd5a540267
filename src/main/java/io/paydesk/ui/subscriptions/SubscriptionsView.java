package io.paydesk.ui.subscriptions;

import io.paydesk.ui.base.DialogService;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.kit.Catalogue;
import io.paydesk.ui.kit.Cells;
import io.paydesk.ui.kit.DateFields;
import io.paydesk.ui.kit.Money;
import io.paydesk.ui.kit.PaymentLine;
import io.paydesk.ui.kit.PaymentsTable;
import io.paydesk.ui.kit.ViewBase;
import io.paydesk.ui.subscriptions.SubscriptionForm.DiffLine;
import io.paydesk.ui.subscriptions.SubscriptionForm.MetaRow;
import io.paydesk.ui.subscriptions.SubscriptionsViewModel.Row;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.function.Function;
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.transformation.SortedList;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.PasswordField;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/** Code-behind of the Subscriptions area: bindings only, all undone by {@link #dispose()}. */
public final class SubscriptionsView extends ViewBase {
  /** Row style of a past-due subscription. */
  static final String PAST_DUE_ROW = "past-due-row";

  private final SubscriptionsViewModel model;
  private final SubscriptionEditor editor;
  private final SubscriptionForm form;

  @FXML private TextField openIdField;
  @FXML private Button sendAgainButton;
  @FXML private Button openButton;
  @FXML private Label openIdError;
  @FXML private ComboBox<String> statusFilter;
  @FXML private TextField textFilter;
  @FXML private Button refreshButton;
  @FXML private Button exportButton;
  @FXML private Label listError;
  @FXML private Label listNotice;
  @FXML private TableView<Row> table;
  @FXML private TableColumn<Row, String> colName;
  @FXML private TableColumn<Row, String> colCustomer;
  @FXML private TableColumn<Row, Money> colAmount;
  @FXML private TableColumn<Row, String> colFrequency;
  @FXML private TableColumn<Row, String> colCycles;
  @FXML private TableColumn<Row, LocalDate> colNext;
  @FXML private TableColumn<Row, String> colStatus;
  @FXML private TableColumn<Row, String> colAvailability;
  @FXML private TableColumn<Row, String> colDecline;
  @FXML private Label summary;
  @FXML private Label emptyDetail;
  @FXML private ScrollPane detailScroll;
  @FXML private Label detailTitle;
  @FXML private Label detailStatus;
  @FXML private Label detailCycles;
  @FXML private Label detailNext;
  @FXML private Label detailId;
  @FXML private Button reloadButton;
  @FXML private Button pauseButton;
  @FXML private Button resumeButton;
  @FXML private Button cancelButton;
  @FXML private VBox declinePane;
  @FXML private Label declineText;
  @FXML private VBox repairPane;
  @FXML private Label detailError;
  @FXML private Label detailNotice;
  @FXML private VBox reviewPane;
  @FXML private TableView<DiffLine> diffTable;
  @FXML private TableColumn<DiffLine, String> diffField;
  @FXML private TableColumn<DiffLine, String> diffBefore;
  @FXML private TableColumn<DiffLine, String> diffAfter;
  @FXML private Button sendButton;
  @FXML private VBox formPane;
  @FXML private TextField subName;
  @FXML private Label subNameError;
  @FXML private TextField subDescription;
  @FXML private Label subDescriptionError;
  @FXML private TextField subReference;
  @FXML private Label subReferenceError;
  @FXML private TextField subAccount;
  @FXML private Label subAccountError;
  @FXML private TextField subCountry;
  @FXML private Label subCountryError;
  @FXML private TextField subAmount;
  @FXML private Label subCurrency;
  @FXML private Label subAmountError;
  @FXML private TextField subEvery;
  @FXML private ComboBox<String> subUnit;
  @FXML private Label subEveryError;
  @FXML private TextField subTotal;
  @FXML private Label subTotalError;
  @FXML private TextField subCustomer;
  @FXML private Label subCustomerError;
  @FXML private TextField subToken;
  @FXML private Label subTokenError;
  @FXML private DatePicker subStart;
  @FXML private Label subStartError;
  @FXML private DatePicker subFinish;
  @FXML private Label subFinishError;
  @FXML private CheckBox subRetry;
  @FXML private TextField subRetries;
  @FXML private Label subRetriesError;
  @FXML private VBox metadataRows;
  @FXML private Button addKeyButton;
  @FXML private Button removeAllButton;
  @FXML private Label metadataError;
  @FXML private CheckBox replaceCard;
  @FXML private GridPane cardGrid;
  @FXML private TextField cardNumber;
  @FXML private Label cardNumberError;
  @FXML private TextField cardMonth;
  @FXML private TextField cardYear;
  @FXML private Label cardExpiryError;
  @FXML private PasswordField cardCode;
  @FXML private Label cardCodeError;
  @FXML private TextField cardHolder;
  @FXML private Label cardHolderError;
  @FXML private CheckBox storeCredentials;
  @FXML private Button reviewButton;
  @FXML private Label editSummary;
  @FXML private TableView<PaymentLine> paymentsTable;
  @FXML private TableColumn<PaymentLine, Instant> payCreated;
  @FXML private TableColumn<PaymentLine, Money> payAmount;
  @FXML private TableColumn<PaymentLine, String> payStatus;
  @FXML private TableColumn<PaymentLine, String> payId;

  public SubscriptionsView(SubscriptionsViewModel model) {
    this(model, null);
  }

  /**
   * @param dialogs confirmations and file choosers; null: JavaFX dialogs owned by the view's window
   */
  public SubscriptionsView(SubscriptionsViewModel model, DialogService dialogs) {
    super(dialogs);
    this.model = model;
    this.editor = model.editor();
    this.form = editor.form();
  }

  @FXML
  private void initialize() {
    bindBidirectional(openIdField.textProperty(), model.openIdProperty());
    openIdField.setOnAction(e -> model.open());
    slot(openIdError, model.openIdErrorProperty());
    statusFilter.setItems(FXCollections.observableArrayList(SubscriptionsViewModel.STATUSES));
    statusFilter.setConverter(Catalogue.converter(SubscriptionsViewModel::statusLabel));
    statusFilter.setButtonCell(new LabelCell(SubscriptionsViewModel::statusLabel));
    statusFilter.setCellFactory(l -> new LabelCell(SubscriptionsViewModel::statusLabel));
    bindBidirectional(statusFilter.valueProperty(), model.statusFilterProperty());
    bindBidirectional(textFilter.textProperty(), model.textFilterProperty());
    bind(refreshButton.disableProperty(), model.busyProperty());
    banner(listError, model.errorProperty());
    banner(listNotice, model.noticeProperty());
    bind(summary.textProperty(), model.summaryProperty());

    SortedList<Row> sorted = new SortedList<>(model.rows());
    sorted.comparatorProperty().bind(table.comparatorProperty());
    table.setItems(sorted);
    Cells.column(colName, r -> r.name(), Cells.text());
    Cells.column(colCustomer, r -> r.customerName(), Cells.namedId(Row::customerId));
    Cells.column(colAmount, r -> r.amount(), Cells.money());
    colAmount.setComparator(
        (a, b) ->
            a == null || b == null
                ? (a == null ? (b == null ? 0 : -1) : 1)
                : a.currency().equals(b.currency())
                    ? a.value().compareTo(b.value())
                    : a.currency().compareTo(b.currency()));
    Cells.value(colFrequency, r -> r.frequency());
    Cells.fitToRows(colFrequency, Function.identity());
    Cells.value(colCycles, r -> r.cycles());
    // The service's billing day (UTC), as the detail and the form read it, in every zone.
    Cells.column(colNext, r -> SubscriptionText.day(r.nextAt()), Cells.date());
    Cells.column(colStatus, r -> r.status(), Cells.badge(Catalogue.Kind.SUBSCRIPTION_STATUS));
    Cells.column(colAvailability, r -> r.availability(), Cells.text());
    Cells.column(colDecline, r -> r.decline(), Cells.text());
    table.setRowFactory(
        t ->
            new TableRow<>() {
              @Override
              protected void updateItem(Row item, boolean empty) {
                super.updateItem(item, empty);
                getStyleClass().remove(PAST_DUE_ROW);
                if (!empty && item != null && item.pastDue()) {
                  getStyleClass().add(PAST_DUE_ROW);
                }
              }
            });
    listen(
        table.getSelectionModel().selectedItemProperty(),
        (obs, old, now) -> {
          // The list is rebuilt after each change: the same subscription selected again is no new
          // choice.
          if (now != null && !now.id().equals(editor.subscriptionIdProperty().get())) {
            model.select(now);
          }
        });

    // detail
    bind(detailScroll.visibleProperty(), editor.shownProperty());
    bind(emptyDetail.visibleProperty(), editor.shownProperty().not());
    bind(detailTitle.textProperty(), editor.titleProperty());
    bind(
        detailCycles.textProperty(),
        editor.cyclesProperty().map(c -> Messages.get("subscriptions.detail.cycles", c)));
    bind(
        detailNext.textProperty(),
        editor.nextBillingProperty().map(n -> Messages.get("subscriptions.detail.next", n)));
    bind(detailId.textProperty(), editor.subscriptionIdProperty());
    listen(editor.statusProperty(), (obs, old, now) -> paintStatus(now));
    paintStatus(editor.statusProperty().get());
    bind(pauseButton.disableProperty(), editor.canPauseProperty().not().or(editor.busyProperty()));
    bind(
        resumeButton.disableProperty(), editor.canResumeProperty().not().or(editor.busyProperty()));
    bind(
        cancelButton.disableProperty(), editor.canCancelProperty().not().or(editor.busyProperty()));
    bind(reloadButton.disableProperty(), editor.busyProperty());
    bind(declineText.textProperty(), editor.declineProperty());
    shownWhen(declinePane, editor.declineProperty().isNotEmpty());
    shownWhen(repairPane, editor.repairOfferedProperty().and(editor.offeredProperty()));
    // Changes are a manager's: others read the subscription, with the reason in the edit pane.
    for (Button b : List.of(pauseButton, resumeButton, cancelButton, reviewButton)) {
      shownWhen(b, editor.offeredProperty());
    }
    banner(detailError, editor.errorProperty());
    sendAgainButton.visibleProperty().bind(editor.canSendAgainProperty());
    sendAgainButton.managedProperty().bind(sendAgainButton.visibleProperty());
    sendAgainButton.disableProperty().bind(editor.busyProperty());
    banner(detailNotice, editor.noticeProperty());
    shownWhen(reviewPane, editor.reviewingProperty());
    listen(
        editor.reviewingProperty(),
        (obs, was, reviewing) -> {
          if (reviewing) {
            // Focus moves to the review's send button (the review button it replaces is hidden)
            // and the review is scrolled into view: in a short pane it opens below the fold.
            javafx.application.Platform.runLater(
                () -> {
                  sendButton.requestFocus();
                  scrollToShow(detailScroll, reviewPane);
                });
          }
        });
    shownWhen(formPane, editor.reviewingProperty().not().and(editor.editableProperty()));
    diffTable.setItems(editor.diff());
    // A review is read whole: the table fills the pane and long values wrap.
    diffTable.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY);
    Cells.column(diffField, r -> r.field(), Cells.wrapped());
    Cells.column(diffBefore, r -> r.before(), Cells.wrapped());
    Cells.column(diffAfter, r -> r.after(), Cells.wrapped());
    bind(sendButton.disableProperty(), editor.busyProperty());

    text(subName, form.nameProperty(), subNameError, "name");
    text(subDescription, form.descriptionProperty(), subDescriptionError, "description");
    text(subReference, form.merchantReferenceProperty(), subReferenceError, "merchant_reference");
    text(subAccount, form.accountIdProperty(), subAccountError, "account_id");
    text(subCountry, form.countryProperty(), subCountryError, "country");
    text(subAmount, form.amountProperty(), subAmountError, "amount");
    bind(subCurrency.textProperty(), form.currencyProperty());
    text(subEvery, form.frequencyValueProperty(), subEveryError, "frequency");
    subUnit.setItems(FXCollections.observableArrayList(SubscriptionForm.UNITS));
    subUnit.setConverter(Catalogue.converter(SubscriptionText::unit));
    subUnit.setButtonCell(new LabelCell(SubscriptionText::unit));
    subUnit.setCellFactory(l -> new LabelCell(SubscriptionText::unit));
    bindBidirectional(subUnit.valueProperty(), form.frequencyTypeProperty());
    text(subTotal, form.cyclesTotalProperty(), subTotalError, "billing_cycles.total");
    text(subCustomer, form.customerIdProperty(), subCustomerError, "customer_payer.id");
    text(subToken, form.vaultedTokenProperty(), subTokenError, "payment_method.vaulted_token");
    DateFields.bind(disposer(), subStart, form.startAtProperty());
    slot(subStartError, form.errorProperty("availability.start_at"));
    DateFields.bind(disposer(), subFinish, form.finishAtProperty());
    slot(subFinishError, form.errorProperty("availability.finish_at"));
    bindBidirectional(subRetry.selectedProperty(), form.retryOnDeclineProperty());
    text(subRetries, form.retryAmountProperty(), subRetriesError, "retries.amount");

    listen(form.metadata(), (ListChangeListener<MetaRow>) c -> buildMetadataRows());
    buildMetadataRows();
    slot(metadataError, form.errorProperty("metadata"));
    bind(removeAllButton.disableProperty(), javafx.beans.binding.Bindings.isEmpty(form.metadata()));

    bindBidirectional(replaceCard.selectedProperty(), form.replaceCardProperty());
    shownWhen(cardGrid, form.replaceCardProperty());
    bind(subToken.disableProperty(), form.replaceCardProperty());
    text(cardNumber, form.cardNumberProperty(), cardNumberError, "card.number");
    listen(
        cardNumber.focusedProperty(),
        (obs, was, focused) -> {
          if (focused) {
            form.retypeCardNumber();
          } else {
            form.maskCardNumber();
          }
        });
    bindBidirectional(cardMonth.textProperty(), form.cardMonthProperty());
    bindBidirectional(cardYear.textProperty(), form.cardYearProperty());
    slot(cardExpiryError, form.errorProperty("card.expiry"));
    text(cardCode, form.cardCodeProperty(), cardCodeError, "card.security_code");
    text(cardHolder, form.cardHolderProperty(), cardHolderError, "card.holder_name");
    bindBidirectional(storeCredentials.selectedProperty(), form.storeCredentialsProperty());
    bind(reviewButton.disableProperty(), form.changedProperty().not().or(editor.busyProperty()));
    bind(editSummary.textProperty(), editor.summaryProperty());

    PaymentsTable.show(
        paymentsTable,
        payCreated,
        payAmount,
        payStatus,
        payId,
        editor.payments(),
        model::openPayment);
  }

  private void buildMetadataRows() {
    metadataRows.getChildren().clear();
    List<MetaRow> rows = form.metadata();
    for (int i = 0; i < rows.size(); i++) {
      MetaRow r = rows.get(i);
      TextField key = new TextField();
      key.setId("metaKey" + i);
      key.setPromptText(Messages.get("subscriptions.metadata.key"));
      key.setPrefWidth(180);
      key.textProperty().bindBidirectional(r.keyProperty());
      TextField value = new TextField();
      value.setId("metaValue" + i);
      value.setPromptText(Messages.get("subscriptions.metadata.value"));
      value.textProperty().bindBidirectional(r.valueProperty());
      HBox.setHgrow(value, Priority.ALWAYS);
      Button remove = new Button(Messages.get("subscriptions.metadata.remove"));
      remove.setId("metaRemove" + i);
      remove.setMinWidth(Button.USE_PREF_SIZE);
      remove.setOnAction(e -> form.removeMetadataKey(r));
      HBox line = new HBox(6, key, value, remove);
      line.getStyleClass().add("meta-row");
      metadataRows.getChildren().add(line);
    }
  }

  private void paintStatus(String code) {
    if (code == null || code.isEmpty()) {
      detailStatus.setText("");
      return;
    }
    Cells.paintBadge(detailStatus, Catalogue.Kind.SUBSCRIPTION_STATUS, code);
    detailStatus.setTooltip(new Tooltip(code));
  }

  private void text(
      TextField field, javafx.beans.property.StringProperty p, Label error, String key) {
    bindBidirectional(field.textProperty(), p);
    slot(error, form.errorProperty(key));
  }

  /** An error slot: always in the layout, so a message appearing moves nothing. */
  private void slot(Label label, ObservableValue<String> text) {
    bind(label.textProperty(), text);
  }

  @FXML
  private void onSendAgain() {
    editor.sendAgain();
  }

  @FXML
  private void onOpen() {
    model.open();
  }

  @FXML
  private void onRefresh() {
    model.refreshFromService();
  }

  @FXML
  private void onExport() {
    dialogs()
        .saveFile(
            Messages.get("subscriptions.export.title"),
            "paydesk-subscriptions-" + LocalDate.now() + ".csv",
            List.of(new DialogService.FileFilter(Messages.get("search.csvFiles"), "*.csv")))
        .ifPresent(model::exportCsv);
  }

  @FXML
  private void onReload() {
    editor.refresh();
  }

  @FXML
  private void onPause() {
    if (dialogs()
        .confirm(
            Messages.get("subscriptions.confirm.pauseTitle"),
            editor.confirmSentence("pause"),
            Messages.get("subscriptions.pause"))) {
      editor.pause();
    }
  }

  @FXML
  private void onResume() {
    if (dialogs()
        .confirm(
            Messages.get("subscriptions.confirm.resumeTitle"),
            editor.confirmSentence("resume"),
            Messages.get("subscriptions.resume"))) {
      editor.resume();
    }
  }

  @FXML
  private void onCancel() {
    if (dialogs()
        .confirm(
            Messages.get("subscriptions.confirm.cancelTitle"),
            editor.confirmSentence("cancel"),
            Messages.get("subscriptions.cancel"))) {
      editor.cancel();
    }
  }

  @FXML
  private void onRepair() {
    editor.repairStoredCredentials();
  }

  @FXML
  private void onReview() {
    editor.review();
  }

  @FXML
  private void onBack() {
    editor.back();
  }

  @FXML
  private void onSend() {
    editor.confirm();
  }

  @FXML
  private void onAddKey() {
    form.addMetadataKey();
  }

  @FXML
  private void onRemoveAll() {
    form.removeAllMetadata();
  }

  private static final class LabelCell extends ListCell<String> {
    private final Function<String, String> label;

    LabelCell(Function<String, String> label) {
      this.label = label;
    }

    @Override
    protected void updateItem(String item, boolean empty) {
      super.updateItem(item, empty);
      setText(empty || item == null ? null : label.apply(item));
    }
  }
}
