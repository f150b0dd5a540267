package io.paydesk.ui.disputes;

import io.paydesk.ui.base.DialogService;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.disputes.DisputesViewModel.Row;
import io.paydesk.ui.kit.Catalogue;
import io.paydesk.ui.kit.Cells;
import io.paydesk.ui.kit.Money;
import io.paydesk.ui.kit.TableFit;
import io.paydesk.ui.kit.ViewBase;
import java.time.Instant;
import java.util.List;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.value.ObservableValue;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.BorderPane;
import javafx.util.StringConverter;

/** The chargeback worklist: filters, the table, open and export. */
public final class DisputesView extends ViewBase {
  private final DisputesViewModel model;

  @FXML private BorderPane worklist;
  @FXML private ComboBox<String> stateBox;
  @FXML private ComboBox<String> brandBox;
  @FXML private ComboBox<String> countryBox;
  @FXML private Label errorBanner;
  @FXML private Label noticeBanner;
  @FXML private TableView<Row> table;
  @FXML private TableColumn<Row, String> daysLeftColumn;
  @FXML private TableColumn<Row, String> stateColumn;
  @FXML private TableColumn<Row, String> claimColumn;
  @FXML private TableColumn<Row, Money> amountColumn;
  @FXML private TableColumn<Row, String> reasonColumn;
  @FXML private TableColumn<Row, String> countryColumn;
  @FXML private TableColumn<Row, String> brandColumn;
  @FXML private TableColumn<Row, String> cardColumn;
  @FXML private TableColumn<Row, Instant> chargebackAtColumn;
  @FXML private TableColumn<Row, String> daysSinceColumn;
  @FXML private TableColumn<Row, String> customerColumn;
  @FXML private TableColumn<Row, String> orderColumn;
  @FXML private TableColumn<Row, String> idColumn;
  @FXML private ProgressIndicator progress;
  @FXML private Label summaryLabel;
  @FXML private Button openButton;
  @FXML private Hyperlink showAllLink;

  public DisputesView(DisputesViewModel model) {
    this(model, null);
  }

  /**
   * @param dialogs asks the user for files; null: JavaFX dialogs owned by the view's window
   */
  public DisputesView(DisputesViewModel model, DialogService dialogs) {
    super(dialogs);
    this.model = model;
  }

  @FXML
  private void initialize() {
    stateBox.getItems().add(DisputesViewModel.ANSWERABLE);
    stateBox.getItems().add(null);
    stateBox.getItems().addAll(DisputesViewModel.states());
    stateBox.setConverter(
        choice(s -> DisputesViewModel.stateLabel(s), "disputes.filter.allStates"));
    brandBox.setItems(model.brandChoices());
    brandBox.setConverter(choice(Catalogue.Kind.CARD_BRAND::label, "disputes.filter.allBrands"));
    countryBox.setItems(model.countryChoices());
    countryBox.setConverter(choice(c -> c, "disputes.filter.allCountries"));
    bindBidirectional(stateBox.valueProperty(), model.stateFilterProperty());
    bindBidirectional(brandBox.valueProperty(), model.brandFilterProperty());
    bindBidirectional(countryBox.valueProperty(), model.countryFilterProperty());

    daysLeftColumn.setCellValueFactory(
        c -> value(c.getValue().daysLeft() == null ? "" : c.getValue().daysLeft().toString()));
    daysLeftColumn.setCellFactory(
        Cells.badge(
            t -> DisputesViewModel.daysLeftText(Integer.valueOf(t)),
            t -> DisputesViewModel.daysLeftTone(Integer.valueOf(t))));
    stateColumn.setCellValueFactory(c -> value(c.getValue().state()));
    stateColumn.setCellFactory(
        Cells.badge(DisputesViewModel::stateLabel, DisputesViewModel::stateTone));
    claimColumn.setCellValueFactory(c -> value(c.getValue().claimedBy()));
    claimColumn.setCellFactory(Cells.text());
    // Shown on a team store (the person may still hide it, as any column).
    claimColumn.setVisible(model.teamProperty().get());
    listen(model.teamProperty(), (o, a, team) -> claimColumn.setVisible(team));
    amountColumn.setCellValueFactory(c -> value(c.getValue().amount()));
    amountColumn.setCellFactory(Cells.money());
    reasonColumn.setCellValueFactory(
        c -> value(DisputesViewModel.reasonLabel(c.getValue().reason())));
    reasonColumn.setCellFactory(Cells.text());
    countryColumn.setCellValueFactory(c -> value(c.getValue().country()));
    brandColumn.setCellValueFactory(c -> value(c.getValue().cardBrand()));
    brandColumn.setCellFactory(Cells.label(Catalogue.Kind.CARD_BRAND));
    cardColumn.setCellValueFactory(c -> value(c.getValue().cardLastFour()));
    cardColumn.setCellFactory(Cells.masked());
    chargebackAtColumn.setCellValueFactory(c -> value(c.getValue().chargebackAt()));
    chargebackAtColumn.setCellFactory(Cells.dateTime());
    daysSinceColumn.setCellValueFactory(
        c -> value(Messages.get("disputes.days", c.getValue().daysSince())));
    customerColumn.setCellValueFactory(c -> value(c.getValue().customer()));
    customerColumn.setCellFactory(Cells.text());
    orderColumn.setCellValueFactory(c -> value(c.getValue().orderId()));
    orderColumn.setCellFactory(Cells.text());
    idColumn.setCellValueFactory(c -> value(c.getValue().paymentId()));
    idColumn.setCellFactory(Cells.copyableId());
    table.setItems(model.rows());
    // Columns as wide as their headers and values; free-length ones take what is left.
    TableFit.elastic(reasonColumn);
    TableFit.elastic(customerColumn);
    TableFit.elastic(orderColumn);
    TableFit.toContent(disposer(), table);
    table.setRowFactory(
        t -> {
          TableRow<Row> row = new TableRow<>();
          row.setOnMouseClicked(
              e -> {
                if (e.getClickCount() == 2 && !row.isEmpty()) {
                  model.open(row.getItem());
                }
              });
          return row;
        });
    table.setOnKeyPressed(
        e -> {
          if (e.getCode() == KeyCode.ENTER) {
            model.open(table.getSelectionModel().getSelectedItem());
          }
        });
    openButton.disableProperty().bind(table.getSelectionModel().selectedItemProperty().isNull());

    bind(worklist.visibleProperty(), model.evidence().openProperty().not());
    bind(summaryLabel.textProperty(), model.summaryProperty());
    listen(model.hiddenProperty(), (o, a, n) -> paintShowAll());
    paintShowAll();
    bind(progress.visibleProperty(), model.loadingProperty());
    banner(errorBanner, model.errorProperty());
    banner(noticeBanner, model.noticeProperty());
  }

  private static <T> ObservableValue<T> value(T v) {
    return new ReadOnlyObjectWrapper<>(v);
  }

  private static StringConverter<String> choice(Function<String, String> label, String allKey) {
    return new StringConverter<>() {
      @Override
      public String toString(String code) {
        return code == null ? Messages.get(allKey) : label.apply(code);
      }

      @Override
      public String fromString(String s) {
        throw new UnsupportedOperationException("not editable");
      }
    };
  }

  private void paintShowAll() {
    int n = model.hiddenProperty().get();
    showAllLink.setText(Messages.get("disputes.showAll", n));
    showAllLink.setVisible(n > 0);
    showAllLink.setManaged(n > 0);
  }

  @FXML
  private void onShowAll() {
    model.showAll();
  }

  @FXML
  private void onOpen() {
    model.open(table.getSelectionModel().getSelectedItem());
  }

  @FXML
  private void onExport() {
    dialogs()
        .saveFile(
            Messages.get("disputes.exportTitle"),
            "chargebacks.csv",
            List.of(new DialogService.FileFilter(Messages.get("disputes.csvFiles"), "*.csv")))
        .ifPresent(model::export);
  }
}
