package io.paydesk.ui.disputes;

import io.paydesk.ui.base.DialogService;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.disputes.EvidenceFile.PageView;
import io.paydesk.ui.disputes.EvidenceFile.ShrinkOffer;
import io.paydesk.ui.kit.Catalogue;
import io.paydesk.ui.kit.Cells;
import io.paydesk.ui.kit.FormScreen;
import io.paydesk.ui.kit.ViewBase;
import java.io.ByteArrayInputStream;
import java.io.File;
import java.nio.file.Path;
import java.util.List;
import javafx.collections.ListChangeListener;
import javafx.fxml.FXML;
import javafx.geometry.Pos;
import javafx.scene.Cursor;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/** The evidence screen of one chargeback; every decision is the model's. */
public final class EvidenceView extends ViewBase {
  private final EvidenceViewModel model;

  @FXML private BorderPane root;
  @FXML private Label titleLabel;
  @FXML private Label stateBadge;
  @FXML private Label factsLabel;
  @FXML private HBox claimBox;
  @FXML private Label claimLabel;
  @FXML private Button claimButton;
  @FXML private Button releaseButton;
  @FXML private VBox conflictBox;
  @FXML private Label conflictLabel;
  @FXML private Button addButton;
  @FXML private Button recordButton;
  @FXML private ProgressIndicator progress;
  @FXML private Label errorBanner;
  @FXML private Label noticeBanner;
  @FXML private StackPane dropZone;
  @FXML private VBox filesBox;
  @FXML private Label emptyLabel;
  @FXML private VBox shrinkPane;
  @FXML private ImageView originalImage;
  @FXML private Label originalSize;
  @FXML private ImageView smallerImage;
  @FXML private Label smallerSize;
  @FXML private Button acceptShrinkButton;
  @FXML private VBox pagePane;
  @FXML private Label pageCaption;
  @FXML private ImageView pageImage;
  @FXML private Label sendHint;
  @FXML private Label roleNote;
  @FXML private Button sendButton;

  public EvidenceView(EvidenceViewModel model) {
    this(model, null);
  }

  /**
   * @param dialogs file chooser and review step; null: JavaFX dialogs owned by the view's window
   */
  public EvidenceView(EvidenceViewModel model, DialogService dialogs) {
    super(dialogs);
    this.model = model;
  }

  @FXML
  private void initialize() {
    bind(root.visibleProperty(), model.openProperty());
    bind(titleLabel.textProperty(), model.titleProperty());
    bind(factsLabel.textProperty(), model.factsProperty());
    listen(model.stateProperty(), (o, a, s) -> paintState(s));
    paintState(model.stateProperty().get());
    bind(progress.visibleProperty(), model.busyProperty());
    banner(errorBanner, model.errorProperty());
    banner(noticeBanner, model.noticeProperty());
    roleGate(model, sendButton, roleNote);
    shownWhen(claimBox, model.claim().teamProperty());
    bind(claimLabel.textProperty(), model.claim().textProperty());
    shownWhen(claimButton, model.claim().textProperty().isEmpty());
    shownWhen(releaseButton, model.claim().mineProperty());
    claimButton.disableProperty().bind(model.editableProperty().not());
    shownWhen(conflictBox, model.conflictProperty().isNotNull());
    listen(
        model.conflictProperty(),
        (o, a, k) -> conflictLabel.setText(k == null ? "" : k.sentence()));
    addButton.disableProperty().bind(model.editableProperty().not());
    recordButton.disableProperty().bind(model.editableProperty().not());
    sendButton.disableProperty().bind(model.canSendBinding().not());
    listen(model.stateProperty(), (o, a, s) -> paintSend());
    listen(model.files(), (ListChangeListener<EvidenceFile>) this::filesChanged);
    listen(model.canSendBinding(), (o, a, b) -> paintSend());
    rebuild();

    dropZone.setOnDragOver(
        e -> {
          if (e.getDragboard().hasFiles() && model.editableProperty().get()) {
            e.acceptTransferModes(TransferMode.COPY);
          }
          e.consume();
        });
    dropZone.setOnDragDropped(
        e -> {
          boolean done = e.getDragboard().hasFiles();
          if (done) {
            model.addFiles(e.getDragboard().getFiles().stream().map(File::toPath).toList());
          }
          e.setDropCompleted(done);
          e.consume();
        });

    // A hidden overlay takes no room: its pictures' height would push the status bar off a short
    // window.
    shrinkPane.managedProperty().bind(shrinkPane.visibleProperty());
    pagePane.managedProperty().bind(pagePane.visibleProperty());
    shrinkPane.setVisible(false);
    listen(model.shrinkOfferProperty(), (o, a, offer) -> showShrink(offer));
    pagePane.setVisible(false);
    listen(model.pageProperty(), (o, a, p) -> showPage(p));
  }

  @FXML
  private void onClaim() {
    model.claim().take();
  }

  @FXML
  private void onRelease() {
    model.claim().giveUp();
  }

  @FXML
  private void onKeepMine() {
    model.keepMine();
  }

  @FXML
  private void onTakeTheirs() {
    model.takeTheirs();
  }

  @FXML
  private void onMerge() {
    model.merge();
  }

  private void paintState(String state) {
    boolean none = state == null || state.isEmpty();
    stateBadge.setVisible(!none);
    if (none) {
      return;
    }
    Cells.paint(
        stateBadge, DisputesViewModel.stateLabel(state), DisputesViewModel.stateTone(state));
  }

  private void paintSend() {
    sendButton.setText(
        Messages.get(model.isUpdate() ? "disputes.evidence.sendUpdate" : "disputes.evidence.send"));
    String hint;
    if (!model.editableProperty().get()) {
      hint = model.stateProperty().get().isEmpty() ? "" : Messages.get("disputes.evidence.closed");
    } else if (model.files().isEmpty()) {
      hint = Messages.get("disputes.evidence.hintEmpty");
    } else if (model.files().stream().anyMatch(f -> !f.ok())) {
      // Shrinking helps only a file refused for its size: offer it only then.
      hint =
          Messages.get(
              model.files().stream().anyMatch(f -> !f.ok() && f.canShrink())
                  ? "disputes.evidence.hintRefused"
                  : "disputes.evidence.hintRefusedRemove");
    } else if (model.files().stream().anyMatch(f -> f.categoryProperty().get() == null)) {
      hint = Messages.get("disputes.evidence.hintCategory");
    } else {
      hint = Messages.get("disputes.evidence.hintReady", model.files().size());
    }
    sendHint.setText(hint);
  }

  /**
   * Rows are made again only when files come, go or move. A category chosen in a row is an update
   * of that row (the list's extractor): making the rows again there would take the focused list out
   * of the scene, and JavaFX would hand the keyboard to the first node of the window (the sidebar),
   * where the next Down opens another area.
   */
  private void filesChanged(ListChangeListener.Change<? extends EvidenceFile> c) {
    boolean moved = false;
    while (c.next()) {
      moved |= !c.wasUpdated();
    }
    if (moved) {
      rebuild();
    } else {
      paintSend();
    }
  }

  private void rebuild() {
    filesBox.getChildren().clear();
    for (EvidenceFile f : model.files()) {
      filesBox.getChildren().add(rowOf(f));
    }
    emptyLabel.setVisible(model.files().isEmpty());
    paintSend();
  }

  private HBox rowOf(EvidenceFile f) {
    ImageView thumb = new ImageView();
    thumb.setFitWidth(48);
    thumb.setFitHeight(64);
    thumb.setPreserveRatio(true);
    if (f.thumbnail() != null) {
      thumb.setImage(new Image(new ByteArrayInputStream(f.thumbnail())));
      thumb.setCursor(Cursor.HAND);
      thumb.setOnMouseClicked(e -> model.showPage(f, 0));
    }
    StackPane thumbBox = new StackPane(thumb);
    thumbBox.setMinSize(52, 66);
    thumbBox.setPrefSize(52, 66);
    thumbBox.getStyleClass().add("evidence-thumb");

    Label name = new Label(f.fileName());
    name.getStyleClass().add("evidence-name");
    name.setMinWidth(0);
    Label verdict = new Label(f.verdict());
    verdict.setWrapText(true);
    verdict.getStyleClass().add(f.ok() ? "evidence-ok" : "evidence-refused");
    Label sizes =
        new Label(Messages.get("disputes.evidence.sizes", f.pages(), f.size(), f.base64Size()));
    sizes.getStyleClass().add("hint");
    VBox text = f.ok() ? new VBox(2, name, verdict) : new VBox(2, name, verdict, sizes);
    HBox.setHgrow(text, Priority.ALWAYS);
    text.setMinWidth(0);

    ComboBox<String> category = new ComboBox<>();
    category.getItems().setAll(EvidenceViewModel.categories());
    category.setConverter(Catalogue.converter(EvidenceViewModel::categoryLabel));
    category.setPromptText(Messages.get("disputes.evidence.choose"));
    category.setValue(f.categoryProperty().get());
    // Wide enough for the longest category in each language; the file's text wraps instead.
    category.setPrefWidth(230);
    category.setMinWidth(Region.USE_PREF_SIZE);
    category.setId("category-" + model.files().indexOf(f));
    category.disableProperty().bind(model.editableProperty().not());
    category.valueProperty().addListener((o, a, b) -> model.setCategory(f, b));

    VBox actions = new VBox(4);
    actions.setAlignment(Pos.CENTER_RIGHT);
    if (f.canShrink()) {
      Button shrink = new Button(Messages.get("disputes.evidence.shrink"));
      shrink.setMinWidth(Region.USE_PREF_SIZE);
      shrink.setId("shrink-" + model.files().indexOf(f));
      shrink.setOnAction(e -> model.shrink(f));
      actions.getChildren().add(shrink);
    }
    Button remove = new Button(Messages.get("disputes.evidence.remove"));
    remove.setMinWidth(Region.USE_PREF_SIZE);
    remove.setId("remove-" + model.files().indexOf(f));
    remove.setOnAction(e -> model.remove(f));
    remove.disableProperty().bind(model.editableProperty().not());
    actions.getChildren().add(remove);

    HBox row = new HBox(12, thumbBox, text, category, actions);
    row.setAlignment(Pos.CENTER_LEFT);
    row.getStyleClass().addAll("evidence-row", f.ok() ? "evidence-row-ok" : "evidence-row-refused");
    row.setId("evidence-row-" + model.files().indexOf(f));
    return row;
  }

  private void showShrink(ShrinkOffer offer) {
    shrinkPane.setVisible(offer != null);
    if (offer == null) {
      return;
    }
    EvidenceFile original = offer.original();
    originalImage.setImage(
        offer.originalPreview() == null
            ? null
            : new Image(new ByteArrayInputStream(offer.originalPreview())));
    originalSize.setText(original.size() + " \u00b7 " + original.verdict());
    smallerImage.setImage(
        offer.resultThumbnail() == null
            ? null
            : new Image(new ByteArrayInputStream(offer.resultThumbnail())));
    smallerSize.setText(offer.resultSize() + " \u00b7 " + offer.resultVerdict());
    acceptShrinkButton.setDisable(!offer.fits());
  }

  private void showPage(PageView p) {
    pagePane.setVisible(p != null);
    if (p == null) {
      return;
    }
    pageImage.setImage(new Image(new ByteArrayInputStream(p.png())));
    pageImage.setFitWidth(Math.max(300, dropZone.getWidth() - 60));
    pageCaption.setText(p.caption());
  }

  @FXML
  private void onBack() {
    model.close();
  }

  @FXML
  private void onAdd() {
    List<DialogService.FileFilter> filters =
        List.of(
            new DialogService.FileFilter(
                Messages.get("disputes.evidence.fileTypes"), "*.pdf", "*.png", "*.jpg", "*.jpeg"));
    dialogs()
        .openFile(Messages.get("disputes.evidence.addTitle"), filters)
        .ifPresent(p -> model.addFiles(List.<Path>of(p)));
  }

  @FXML
  private void onAddRecord() {
    model.addPaymentRecord();
  }

  @FXML
  private void onRefresh() {
    model.refresh();
  }

  @FXML
  private void onSend() {
    model.review();
    if (model.stepProperty().get() != FormScreen.Step.REVIEW) {
      return;
    }
    if (dialogs()
        .confirm(
            Messages.get("disputes.evidence.reviewTitle"),
            model.reviewSentence(),
            Messages.get(
                model.isUpdate()
                    ? "disputes.evidence.confirmSendUpdate"
                    : "disputes.evidence.confirmSend"))) {
      model.confirm();
    } else {
      model.back();
    }
  }

  @FXML
  private void onAcceptShrink() {
    model.acceptShrink();
  }

  @FXML
  private void onDeclineShrink() {
    model.declineShrink();
  }

  @FXML
  private void onPreviousPage() {
    PageView p = model.pageProperty().get();
    if (p != null) {
      model.showPage(p.row(), p.index() - 1);
    }
  }

  @FXML
  private void onNextPage() {
    PageView p = model.pageProperty().get();
    if (p != null) {
      model.showPage(p.row(), p.index() + 1);
    }
  }

  @FXML
  private void onClosePage() {
    model.closePage();
  }

  @Override
  public void dispose() {
    super.dispose();
    filesBox.getChildren().clear();
  }
}
