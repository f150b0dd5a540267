package io.paydesk.ui.payments;

import io.paydesk.ui.base.DialogService;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.kit.ActiveFilter;
import io.paydesk.ui.kit.Catalogue;
import io.paydesk.ui.kit.Cells;
import io.paydesk.ui.kit.DateFields;
import io.paydesk.ui.kit.Money;
import io.paydesk.ui.kit.ViewBase;
import io.paydesk.ui.payments.SearchFilters.SortField;
import io.paydesk.ui.payments.SearchViewModel.ResultRow;
import java.time.Instant;
import java.util.List;
import javafx.beans.property.ObjectProperty;
import javafx.beans.value.ObservableValue;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.PasswordField;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import org.controlsfx.control.CheckComboBox;

/**
 * Code-behind of the payment search screen: bindings only, no logic. Everything it hangs on the
 * view model is recorded, so {@link #dispose()} lets the view go.
 */
public final class SearchView extends ViewBase {
  private final SearchViewModel model;

  @FXML private TextField textField;
  @FXML private Button searchButton;
  @FXML private Label textError;
  @FXML private ToggleButton filtersToggle;
  @FXML private FlowPane activeFilters;
  @FXML private GridPane filters;
  @FXML private CheckComboBox<String> statusBox;
  @FXML private CheckComboBox<String> subStatusBox;
  @FXML private CheckComboBox<String> countryBox;
  @FXML private CheckComboBox<String> currencyBox;
  @FXML private CheckComboBox<String> brandBox;
  @FXML private CheckComboBox<String> methodBox;
  @FXML private TextField amountFromField;
  @FXML private Label amountFromError;
  @FXML private TextField amountToField;
  @FXML private Label amountToError;
  @FXML private DatePicker createdFromPicker;
  @FXML private DatePicker createdToPicker;
  @FXML private Label createdFromError;
  @FXML private Label createdToError;
  @FXML private Label searchSummary;
  @FXML private ComboBox<SortField> sortByBox;
  @FXML private ComboBox<Boolean> orderBox;
  @FXML private TextField orderIdField;
  @FXML private TextField referenceField;
  @FXML private TextField responseCodeField;
  @FXML private TextField emailField;
  @FXML private TextField nameField;
  @FXML private PasswordField documentField;
  @FXML private TextField iinField;
  @FXML private Label iinError;
  @FXML private TextField lastFourField;
  @FXML private Label lastFourError;
  @FXML private CheckBox chargebackBox;
  @FXML private CheckBox disputeBox;
  @FXML private Label errorBanner;
  @FXML private Label noticeBanner;
  @FXML private HBox noticeLine;
  @FXML private Button saveRefreshFailures;
  @FXML private HBox newsLine;
  @FXML private Label newsText;
  @FXML private TableView<ResultRow> table;
  @FXML private TableColumn<ResultRow, Instant> createdColumn;
  @FXML private TableColumn<ResultRow, String> idColumn;
  @FXML private TableColumn<ResultRow, String> statusColumn;
  @FXML private TableColumn<ResultRow, String> subStatusColumn;
  @FXML private TableColumn<ResultRow, Money> amountColumn;
  @FXML private TableColumn<ResultRow, String> countryColumn;
  @FXML private TableColumn<ResultRow, String> methodColumn;
  @FXML private TableColumn<ResultRow, String> cardColumn;
  @FXML private TableColumn<ResultRow, String> customerColumn;
  @FXML private TableColumn<ResultRow, String> emailColumn;
  @FXML private TableColumn<ResultRow, String> documentColumn;
  @FXML private TableColumn<ResultRow, String> orderIdColumn;
  @FXML private TableColumn<ResultRow, String> flagsColumn;
  @FXML private ProgressIndicator progress;
  @FXML private Label pageLabel;
  @FXML private Button previousButton;
  @FXML private Button nextButton;
  @FXML private Label countLabel;
  @FXML private Button countButton;
  @FXML private Button exportButton;
  @FXML private MenuButton refreshButton;
  @FXML private Button cancelRefreshButton;

  /** Held here: the bidirectional binding to the model's flag keeps only weak references. */
  private ObjectProperty<Boolean> descending;

  /** A view whose dialogs are owned by its window. */
  public SearchView(SearchViewModel model) {
    this(model, null);
  }

  /**
   * @param dialogs asks the user for files; null: JavaFX dialogs owned by the view's window
   */
  public SearchView(SearchViewModel model, DialogService dialogs) {
    super(dialogs);
    this.model = model;
  }

  @FXML
  private void initialize() {
    bindBidirectional(textField.textProperty(), model.textProperty());
    showError(textError, model.textErrorProperty());
    showError(searchSummary, model.summaryProperty());
    showFilters();
    bindChecks(statusBox, Catalogue.Kind.PAYMENT_STATUS.codes(), model.statuses());
    statusBox.setConverter(Catalogue.Kind.PAYMENT_STATUS.converter());
    bindChecks(subStatusBox, Catalogue.Kind.SUB_STATUS.codes(), model.subStatuses());
    subStatusBox.setConverter(Catalogue.Kind.SUB_STATUS.converter());
    bindChecks(countryBox, model.countryChoices(), model.countries());
    bindChecks(currencyBox, SearchViewModel.CURRENCIES, model.currencies());
    bindChecks(brandBox, Catalogue.Kind.CARD_BRAND.codes(), model.cardBrands());
    brandBox.setConverter(Catalogue.Kind.CARD_BRAND.converter());
    bindChecks(methodBox, Catalogue.Kind.METHOD_TYPE.codes(), model.methodTypes());
    methodBox.setConverter(Catalogue.Kind.METHOD_TYPE.converter());
    bindBidirectional(amountFromField.textProperty(), model.amountFromProperty());
    showError(amountFromError, model.amountFromErrorProperty());
    bindBidirectional(amountToField.textProperty(), model.amountToProperty());
    showError(amountToError, model.amountToErrorProperty());
    DateFields.bind(disposer(), createdFromPicker, model.createdFromProperty());
    DateFields.bind(disposer(), createdToPicker, model.createdToProperty());
    showError(createdFromError, model.createdFromErrorProperty());
    showError(createdToError, model.createdToErrorProperty());
    searchOnEnter(createdFromPicker);
    searchOnEnter(createdToPicker);
    sortByBox.getItems().setAll(SortField.values());
    sortByBox.setConverter(Catalogue.converter(by -> Messages.get("search.sort." + by.name())));
    bindBidirectional(sortByBox.valueProperty(), model.sortByProperty());
    orderBox.getItems().setAll(true, false);
    // "Newest first" for dates, "Largest first" for amounts: short enough for the filter's width.
    // A combo box does not redraw its cells when only the words change: new cells each time.
    showOrderWords();
    listen(sortByBox.valueProperty(), (obs, was, now) -> showOrderWords());
    descending = model.descendingProperty().asObject();
    bindBidirectional(orderBox.valueProperty(), descending);
    bindBidirectional(orderIdField.textProperty(), model.orderIdProperty());
    bindBidirectional(referenceField.textProperty(), model.referenceProperty());
    bindBidirectional(responseCodeField.textProperty(), model.responseCodeProperty());
    bindBidirectional(emailField.textProperty(), model.emailProperty());
    bindBidirectional(nameField.textProperty(), model.nameProperty());
    bindBidirectional(documentField.textProperty(), model.documentProperty());
    bindBidirectional(iinField.textProperty(), model.iinProperty());
    showError(iinError, model.iinErrorProperty());
    bindBidirectional(lastFourField.textProperty(), model.lastFourProperty());
    showError(lastFourError, model.lastFourErrorProperty());
    bindBidirectional(chargebackBox.selectedProperty(), model.hasChargebackProperty());
    bindBidirectional(disputeBox.selectedProperty(), model.inDisputeProperty());
    banner(errorBanner, model.errorProperty());
    banner(noticeBanner, model.noticeProperty());
    bind(saveRefreshFailures.visibleProperty(), model.refreshFailuresProperty());
    bind(saveRefreshFailures.managedProperty(), model.refreshFailuresProperty());
    bind(noticeLine.visibleProperty(), model.noticeProperty().isNotEmpty());
    bind(noticeLine.managedProperty(), noticeLine.visibleProperty());
    bind(newsText.textProperty(), model.newsProperty());
    shownWhen(newsLine, model.newsProperty().isNotEmpty());
    for (SearchRefresh.Age age : model.refreshAges()) {
      MenuItem item = new MenuItem(model.refreshAgeLabel(age));
      item.setId("refreshAge-" + age.name());
      item.setOnAction(e -> onRefresh(age));
      refreshButton.getItems().add(item);
    }

    Cells.value(createdColumn, ResultRow::createdAt);
    createdColumn.setCellFactory(Cells.dateTime());
    Cells.value(idColumn, ResultRow::id);
    idColumn.setCellFactory(Cells.copyableId());
    Cells.value(statusColumn, ResultRow::status);
    statusColumn.setCellFactory(Cells.badge(Catalogue.Kind.PAYMENT_STATUS));
    Cells.value(subStatusColumn, ResultRow::subStatus);
    subStatusColumn.setCellFactory(Cells.badge(Catalogue.Kind.SUB_STATUS));
    Cells.value(amountColumn, ResultRow::amount);
    amountColumn.setCellFactory(Cells.money());
    Cells.value(countryColumn, ResultRow::country);
    Cells.value(methodColumn, ResultRow::method);
    methodColumn.setCellFactory(Cells.label(Catalogue.Kind.METHOD_TYPE));
    Cells.value(cardColumn, ResultRow::card);
    cardColumn.setCellFactory(Cells.text());
    Cells.value(customerColumn, ResultRow::customer);
    customerColumn.setCellFactory(Cells.text());
    Cells.value(emailColumn, ResultRow::email);
    emailColumn.setCellFactory(Cells.text());
    Cells.value(documentColumn, ResultRow::document);
    documentColumn.setCellFactory(Cells.text());
    Cells.value(orderIdColumn, ResultRow::orderId);
    orderIdColumn.setCellFactory(Cells.text());
    Cells.value(flagsColumn, ResultRow::flags);
    flagsColumn.setCellFactory(Cells.text());
    table.setItems(model.rows());
    table.setOnMouseClicked(
        e -> {
          if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2) {
            model.open(table.getSelectionModel().getSelectedItem());
          }
        });
    table.setOnKeyPressed(
        e -> {
          if (e.getCode() == KeyCode.ENTER) {
            model.open(table.getSelectionModel().getSelectedItem());
            e.consume();
          }
        });

    bind(searchButton.disableProperty(), model.busyProperty().or(model.validProperty().not()));
    bind(
        progress.visibleProperty(),
        model
            .busyProperty()
            .or(model.countingProperty())
            .or(model.exportingProperty())
            .or(model.refreshingProperty()));
    bind(pageLabel.textProperty(), model.pageTextProperty());
    bind(
        previousButton.disableProperty(),
        model.hasPreviousProperty().not().or(model.busyProperty()));
    bind(nextButton.disableProperty(), model.hasNextProperty().not().or(model.busyProperty()));
    bind(countLabel.textProperty(), model.countTextProperty());
    bind(countButton.disableProperty(), model.countingProperty());
    bind(exportButton.disableProperty(), model.exportingProperty());
    bind(
        refreshButton.disableProperty(), model.canRefreshProperty().not().or(model.busyProperty()));
    bind(refreshButton.visibleProperty(), model.refreshingProperty().not());
    bind(refreshButton.managedProperty(), model.refreshingProperty().not());
    bind(cancelRefreshButton.visibleProperty(), model.refreshingProperty());
    bind(cancelRefreshButton.managedProperty(), model.refreshingProperty());
  }

  @Override
  public void dispose() {
    super.dispose();
    table.setItems(null);
  }

  @FXML
  private void onSearch() {
    model.search();
  }

  @FXML
  private void onClear() {
    model.clear();
  }

  @FXML
  private void onNext() {
    model.nextPage();
  }

  @FXML
  private void onPrevious() {
    model.previousPage();
  }

  @FXML
  private void onCount() {
    model.count();
  }

  private void onRefresh(SearchRefresh.Age age) {
    model.refreshResults(
        age,
        sentence ->
            dialogs()
                .confirm(
                    Messages.get("search.refresh.confirmTitle"),
                    sentence,
                    Messages.get("search.refresh.confirmButton")));
  }

  @FXML
  private void onShowNews() {
    model.showNews();
  }

  @FXML
  private void onSaveRefreshFailures() {
    dialogs()
        .saveFile(
            Messages.get("paydetail.fetch.saveFailures"),
            "refresh-failures.csv",
            List.of(new DialogService.FileFilter(Messages.get("search.csvFiles"), "*.csv")))
        .ifPresent(model::saveRefreshFailures);
  }

  @FXML
  private void onCancelRefresh() {
    model.cancelRefresh();
  }

  @FXML
  private void onExport() {
    dialogs()
        .saveFile(
            Messages.get("search.exportTitle"),
            "payments.csv",
            List.of(new DialogService.FileFilter(Messages.get("search.csvFiles"), "*.csv")))
        .ifPresent(model::export);
  }

  /**
   * The filter fields fold away behind the Filters button (more rows of results on a small screen);
   * the filters in use show as chips that remove themselves when clicked, folded or not.
   */
  private void showFilters() {
    filters.visibleProperty().bind(filtersToggle.selectedProperty());
    filters.managedProperty().bind(filters.visibleProperty());
    ObservableList<ActiveFilter> active = model.filters().active();
    ActiveFilter.showAsChips(
        disposer(),
        activeFilters,
        active,
        () ->
            filtersToggle.setText(
                active.isEmpty()
                    ? Messages.get("search.filters")
                    : Messages.get("search.filters.count", active.size())));
  }

  /** A date picker keeps Enter to itself: commit what was typed, then search like other fields. */
  private void searchOnEnter(DatePicker picker) {
    picker.addEventFilter(
        KeyEvent.KEY_PRESSED,
        e -> {
          if (e.getCode() == KeyCode.ENTER) {
            picker.commitValue();
            model.search();
            e.consume();
          }
        });
  }

  /** Keeps a check box list and the model's list of chosen values the same, both ways. */
  private void bindChecks(
      CheckComboBox<String> box, List<String> choices, ObservableList<String> chosen) {
    box.getItems().setAll(choices);
    chosen.forEach(box.getCheckModel()::check);
    boolean[] syncing = {false};
    box.getCheckModel()
        .getCheckedItems()
        .addListener(
            (ListChangeListener<String>)
                c -> {
                  if (!syncing[0]) {
                    syncing[0] = true;
                    chosen.setAll(box.getCheckModel().getCheckedItems());
                    syncing[0] = false;
                  }
                });
    listen(
        chosen,
        (ListChangeListener<String>)
            c -> {
              if (!syncing[0]) {
                syncing[0] = true;
                box.getCheckModel().clearChecks();
                chosen.forEach(box.getCheckModel()::check);
                syncing[0] = false;
              }
            });
  }

  /** A field's message in the space kept for it under the field (no jump when it appears). */
  private void showError(Label label, ObservableValue<String> text) {
    bind(label.textProperty(), text);
    Tooltip tip = new Tooltip();
    tip.textProperty().bind(label.textProperty());
    label.setTooltip(tip);
  }

  private void showOrderWords() {
    orderBox.setCellFactory(list -> new OrderCell());
    orderBox.setButtonCell(new OrderCell());
  }

  /** One sort order in the words of the chosen sort field. */
  private final class OrderCell extends javafx.scene.control.ListCell<Boolean> {
    @Override
    protected void updateItem(Boolean descending, boolean empty) {
      super.updateItem(descending, empty);
      SortField by = sortByBox.getValue() == null ? SortField.DATE : sortByBox.getValue();
      setText(
          empty || descending == null
              ? ""
              : Messages.get("search.order." + by.name() + (descending ? ".desc" : ".asc")));
    }
  }
}
