package io.paydesk.ui.settings;

import io.paydesk.ui.base.DialogService;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.kit.Catalogue;
import io.paydesk.ui.kit.Cells;
import io.paydesk.ui.kit.DateFields;
import io.paydesk.ui.kit.Money;
import io.paydesk.ui.kit.ViewBase;
import io.paydesk.ui.settings.AuditViewModel.Row;
import java.util.List;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;

/** Code-behind of Settings, Audit: bindings only, all undone by {@link #dispose()}. */
public final class AuditView extends ViewBase {
  private final AuditViewModel model;

  @FXML private ComboBox<String> personBox;
  @FXML private ComboBox<String> actionBox;
  @FXML private DatePicker fromPicker;
  @FXML private DatePicker toPicker;
  @FXML private Label fromError;
  @FXML private Label toError;
  @FXML private Button exportButton;
  @FXML private ProgressIndicator progress;
  @FXML private Label summaryLabel;
  @FXML private Label errorBanner;
  @FXML private Label noticeBanner;
  @FXML private TableView<Row> table;
  @FXML private TableColumn<Row, String> atColumn;
  @FXML private TableColumn<Row, String> personColumn;
  @FXML private TableColumn<Row, String> actionColumn;
  @FXML private TableColumn<Row, Money> amountColumn;
  @FXML private TableColumn<Row, String> targetColumn;
  @FXML private TableColumn<Row, String> detailColumn;
  @FXML private Hyperlink moreLink;

  public AuditView(AuditViewModel model) {
    this(model, null);
  }

  /**
   * @param dialogs the export's file chooser; null: the kit's, owned by the view's window
   */
  public AuditView(AuditViewModel model, DialogService dialogs) {
    super(dialogs);
    this.model = model;
  }

  @FXML
  private void initialize() {
    choices(personBox, model.people(), AuditViewModel::personLabel);
    bindBidirectional(personBox.valueProperty(), model.personProperty());
    choices(actionBox, model.actions(), AuditViewModel::actionLabel);
    bindBidirectional(actionBox.valueProperty(), model.actionProperty());
    DateFields.bind(disposer(), fromPicker, model.dates().fromProperty());
    DateFields.bind(disposer(), toPicker, model.dates().toProperty());
    banner(fromError, model.dates().fromErrorProperty());
    banner(toError, model.dates().toErrorProperty());
    bind(progress.visibleProperty(), model.busyProperty());
    banner(errorBanner, model.errorProperty());
    banner(noticeBanner, model.noticeProperty());
    bind(summaryLabel.textProperty(), model.summaryProperty());
    shownWhen(moreLink, model.moreProperty());
    exportButton.disableProperty().bind(javafx.beans.binding.Bindings.isEmpty(model.rows()));

    // The day over the time: the column stays narrow enough for the rest at 1024 pixels.
    Cells.value(
        atColumn,
        r ->
            io.paydesk.ui.base.Formats.date(r.at())
                + "\n"
                + io.paydesk.ui.base.Formats.time(r.at()));
    atColumn.setCellFactory(Cells.wrapped());
    Cells.value(personColumn, Row::person);
    personColumn.setCellFactory(Cells.wrapped());
    Cells.value(actionColumn, AuditViewModel::what);
    actionColumn.setCellFactory(Cells.wrapped());
    Cells.value(amountColumn, Row::amount);
    amountColumn.setCellFactory(Cells.money());
    Cells.value(targetColumn, Row::target);
    targetColumn.setCellFactory(Cells.copyableId());
    Cells.value(detailColumn, Row::detail);
    detailColumn.setCellFactory(Cells.wrapped());
    table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
    table.setItems(model.rows());
    table.setPlaceholder(new Label(Messages.get("audit.none")));
    model.show();
  }

  /** A drop-down of the model's choices ("" first: everyone, all), each shown in words. */
  private static void choices(
      ComboBox<String> box,
      javafx.collections.ObservableList<String> items,
      java.util.function.Function<String, String> words) {
    box.setItems(items);
    box.setConverter(Catalogue.converter(words::apply));
  }

  @FXML
  private void onShow() {
    model.show();
  }

  @FXML
  private void onMore() {
    model.showMore();
  }

  @FXML
  private void onExport() {
    dialogs()
        .saveFile(
            Messages.get("audit.exportTitle"),
            "audit.csv",
            List.of(new DialogService.FileFilter(Messages.get("search.csvFiles"), "*.csv")))
        .ifPresent(model::export);
  }
}
