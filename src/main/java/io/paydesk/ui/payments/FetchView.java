package io.paydesk.ui.payments;

import io.paydesk.ui.base.DialogService;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.kit.FormScreen.Step;
import io.paydesk.ui.kit.ViewBase;
import io.paydesk.ui.payments.FetchFailures.FailureLine;
import java.util.List;
import javafx.beans.value.ObservableBooleanValue;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Spinner;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.layout.VBox;

/** Code-behind of the fetch window: bindings only, no logic. */
public final class FetchView extends ViewBase {
  private final FetchViewModel model;

  @FXML private VBox editBox;
  @FXML private TextArea fetchText;
  @FXML private Label csvName;
  @FXML private ComboBox<String> csvColumn;
  @FXML private Button clearCsv;
  @FXML private Spinner<Integer> concurrency;
  @FXML private Label keysSummary;
  @FXML private Label fetchError;
  @FXML private Button startButton;
  @FXML private VBox progressBox;
  @FXML private ProgressBar progress;
  @FXML private Label progressText;
  @FXML private Button cancelButton;
  @FXML private VBox doneBox;
  @FXML private Label summary;
  @FXML private TableView<FailureLine> failures;
  @FXML private TableColumn<FailureLine, String> failKey;
  @FXML private TableColumn<FailureLine, String> failReason;
  @FXML private Label notice;
  @FXML private Button saveFailures;

  /**
   * @param dialogs asks the user for files; null: JavaFX dialogs owned by the view's window
   */
  public FetchView(FetchViewModel model, DialogService dialogs) {
    super(dialogs);
    this.model = model;
  }

  @FXML
  private void initialize() {
    bindBidirectional(fetchText.textProperty(), model.textProperty());
    io.paydesk.ui.kit.TabLeaves.in(fetchText);
    csvColumn.setItems(model.csvColumns());
    bindBidirectional(csvColumn.valueProperty(), model.csvColumnProperty());
    csvName.textProperty().bind(model.csvNameProperty());
    ObservableBooleanValue hasCsv = model.csvNameProperty().isNotEmpty();
    shownWhen(csvColumn, hasCsv);
    shownWhen(clearCsv, hasCsv);
    fetchText.disableProperty().bind(model.csvNameProperty().isNotEmpty());
    concurrency(concurrency, FetchViewModel.MAX_CONCURRENCY, model.concurrencyProperty());
    keysSummary.textProperty().bind(model.keysSummaryProperty());
    fetchError.textProperty().bind(model.errorProperty());
    startButton.disableProperty().bind(model.keyCountProperty().isEqualTo(0));

    shownWhen(editBox, model.stepProperty().isEqualTo(Step.EDIT));
    shownWhen(progressBox, model.stepProperty().isNotEqualTo(Step.EDIT));
    shownWhen(cancelButton, model.stepProperty().isEqualTo(Step.SENDING));
    shownWhen(doneBox, model.stepProperty().isEqualTo(Step.RESULT));
    progress.progressProperty().bind(model.progressProperty());
    progressText.textProperty().bind(model.progressTextProperty());
    summary.textProperty().bind(model.summaryProperty());
    notice.textProperty().bind(model.noticeProperty());
    PaymentsView.column(failKey, FailureLine::key);
    PaymentsView.column(failReason, FailureLine::reason);
    failures.setItems(model.failures());
    saveFailures.disableProperty().bind(model.hasFailuresProperty().not());
  }

  @FXML
  private void onOpenCsv() {
    dialogs()
        .openFile(
            Messages.get("paydetail.fetch.openCsv"),
            List.of(new DialogService.FileFilter(Messages.get("search.csvFiles"), "*.csv")))
        .ifPresent(model::openCsv);
  }

  @FXML
  private void onClearCsv() {
    model.clearCsv();
  }

  @FXML
  private void onStart() {
    model.start();
  }

  @FXML
  private void onCancel() {
    model.cancel();
  }

  @FXML
  private void onAgain() {
    model.again();
  }

  @FXML
  private void onSaveFailures() {
    dialogs()
        .saveFile(
            Messages.get("paydetail.fetch.saveFailures"),
            "fetch-failures.csv",
            List.of(new DialogService.FileFilter(Messages.get("search.csvFiles"), "*.csv")))
        .ifPresent(model::saveFailures);
  }

  @FXML
  private void onClose() {
    fetchText.getScene().getWindow().hide();
  }
}
