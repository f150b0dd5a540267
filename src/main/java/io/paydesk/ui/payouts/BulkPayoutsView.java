package io.paydesk.ui.payouts;

import io.paydesk.ui.base.DialogService;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.kit.Cells;
import io.paydesk.ui.kit.FormScreen.Step;
import io.paydesk.ui.kit.TableFit;
import io.paydesk.ui.kit.ViewBase;
import io.paydesk.ui.payouts.BulkPayoutsViewModel.Line;
import java.util.List;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Spinner;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/** Code-behind of the spreadsheet tab of Payouts: bindings only, no logic. */
public final class BulkPayoutsView extends ViewBase {
  private final BulkPayoutsViewModel model;

  @FXML private Label errorBanner;
  @FXML private Label noticeBanner;
  @FXML private Label roleNote;
  @FXML private Button chooseButton;
  @FXML private Label fileName;
  @FXML private Label checking;
  @FXML private Label counts;
  @FXML private Label totals;
  @FXML private VBox progressBox;
  @FXML private ProgressBar progress;
  @FXML private Label progressText;
  @FXML private Button cancelButton;
  @FXML private TableView<Line> table;
  @FXML private TableColumn<Line, Integer> colRow;
  @FXML private TableColumn<Line, String> colReference;
  @FXML private TableColumn<Line, String> colBeneficiary;
  @FXML private TableColumn<Line, String> colAmount;
  @FXML private TableColumn<Line, String> colState;
  @FXML private TableColumn<Line, String> colPayout;
  @FXML private TableColumn<Line, String> colVerdict;
  @FXML private HBox dryRunBar;
  @FXML private Spinner<Integer> concurrency;
  @FXML private Button sendButton;
  @FXML private HBox doneBar;

  /**
   * @param dialogs asks the user for files and the review; null: JavaFX dialogs
   */
  public BulkPayoutsView(BulkPayoutsViewModel model, DialogService dialogs) {
    super(dialogs);
    this.model = model;
  }

  @FXML
  private void initialize() {
    banner(errorBanner, model.errorProperty());
    banner(noticeBanner, model.noticeProperty());
    roleGate(model, sendButton, roleNote);
    bind(fileName.textProperty(), model.fileNameProperty());
    bind(counts.textProperty(), model.countsProperty());
    bind(totals.textProperty(), model.totalsProperty());
    bind(progress.progressProperty(), model.progressProperty());
    bind(progressText.textProperty(), model.progressTextProperty());
    bind(cancelButton.disableProperty(), model.stoppingProperty());
    bind(sendButton.disableProperty(), model.canSendProperty().not());
    concurrency(concurrency, BulkPayoutsViewModel.MAX_CONCURRENCY, model.concurrencyProperty());
    table.setItems(model.lines());
    Cells.value(colRow, Line::row);
    Cells.value(colReference, Line::reference);
    colReference.setCellFactory(Cells.text());
    Cells.value(colBeneficiary, Line::beneficiary);
    colBeneficiary.setCellFactory(Cells.text());
    Cells.value(colAmount, Line::amount);
    Cells.value(colState, Line::state);
    colState.setCellFactory(Cells.text());
    Cells.value(colPayout, Line::payoutId);
    colPayout.setCellFactory(Cells.copyableId());
    Cells.value(colVerdict, Line::verdict);
    colVerdict.setCellFactory(Cells.wrapped());
    TableFit.elastic(colBeneficiary); // a long name is cut, whole in its tooltip
    TableFit.toContent(disposer(), table); // headers and values whole; the verdicts wrap
    listen(model.stepProperty(), o -> step());
    listen(model.busyProperty(), o -> step());
    step();
  }

  private void step() {
    Step s = model.stepProperty().get();
    boolean checking = s == Step.EDIT && model.busyProperty().get();
    chooseButton.setDisable(s == Step.SENDING || checking);
    show(this.checking, checking);
    show(progressBox, s == Step.SENDING);
    show(dryRunBar, s == Step.REVIEW);
    show(doneBar, s == Step.RESULT);
  }

  private static void show(javafx.scene.Node node, boolean shown) {
    node.setVisible(shown);
    node.setManaged(shown);
  }

  private static List<DialogService.FileFilter> csvFiles() {
    return List.of(new DialogService.FileFilter(Messages.get("search.csvFiles"), "*.csv"));
  }

  @FXML
  private void onChoose() {
    dialogs().openFile(Messages.get("bulk.chooseTitle"), csvFiles()).ifPresent(model::open);
  }

  @FXML
  private void onSend() {
    if (dialogs()
        .confirm(
            Messages.get("bulk.review.title"),
            model.reviewSentence(),
            Messages.get("bulk.review.confirm"))) {
      model.confirm();
    }
  }

  @FXML
  private void onCancel() {
    model.cancel();
  }

  @FXML
  private void onAgain() {
    model.back();
  }

  @FXML
  private void onExport() {
    dialogs()
        .saveFile(Messages.get("bulk.exportTitle"), "payout-results.csv", csvFiles())
        .ifPresent(model::exportResults);
  }
}
