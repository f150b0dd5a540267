package io.paydesk.ui.settings;

import io.paydesk.ui.base.Formats;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.kit.Cells;
import io.paydesk.ui.kit.ViewBase;
import io.paydesk.ui.settings.EventsViewModel.Day;
import io.paydesk.ui.settings.EventsViewModel.Failed;
import io.paydesk.ui.settings.EventsViewModel.UnreadPayment;
import java.time.Instant;
import java.util.List;
import javafx.beans.binding.BooleanBinding;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/** Code-behind of Settings, Events: bindings only, all undone by {@link #dispose()}. */
public final class EventsView extends ViewBase {
  private static final double BARS_HEIGHT = 80;

  private final EventsViewModel model;

  @FXML private Label teamNote;
  @FXML private VBox settingsBox;
  @FXML private CheckBox receiveBox;
  @FXML private TextField portField;
  @FXML private Label portError;
  @FXML private TextField pathField;
  @FXML private Label pathError;
  @FXML private Label secretName;
  @FXML private PasswordField secretField;
  @FXML private Label secretNote;
  @FXML private Button saveButton;
  @FXML private Label resultLabel;
  @FXML private Label statusLabel;
  @FXML private Label addressName;
  @FXML private HBox addressBox;
  @FXML private Label addressLabel;
  @FXML private Label addressNote;
  @FXML private Label lastEventLabel;
  @FXML private Label firstStoredLabel;
  @FXML private Label lastStoredLabel;
  @FXML private Label quietLabel;
  @FXML private Label receivedLabel;
  @FXML private Label duplicatesLabel;
  @FXML private Label refusedLabel;
  @FXML private Label appliedLabel;
  @FXML private HBox perDayBars;
  @FXML private Label perDayFrom;
  @FXML private Label perDayTotal;
  @FXML private Label perDayTo;
  @FXML private TableView<Failed> failedTable;
  @FXML private TableColumn<Failed, Instant> failedReceived;
  @FXML private TableColumn<Failed, String> failedType;
  @FXML private TableColumn<Failed, String> failedReason;
  @FXML private TableColumn<Failed, Failed> failedRetry;
  @FXML private TableView<UnreadPayment> unreadTable;
  @FXML private TableColumn<UnreadPayment, String> unreadPayment;
  @FXML private TableColumn<UnreadPayment, Instant> unreadFirst;
  @FXML private TableColumn<UnreadPayment, Long> unreadEvents;
  @FXML private TableColumn<UnreadPayment, String> unreadReason;

  public EventsView(EventsViewModel model) {
    this.model = model;
  }

  @FXML
  private void initialize() {
    BooleanBinding editable = model.editableProperty().and(model.connectedProperty());
    shownWhen(settingsBox, editable);
    shownWhen(teamNote, model.connectedProperty().and(model.editableProperty().not()));
    bindBidirectional(receiveBox.selectedProperty(), model.receiveProperty());
    bindBidirectional(portField.textProperty(), model.portProperty());
    bindBidirectional(pathField.textProperty(), model.pathProperty());
    bindBidirectional(secretField.textProperty(), model.secretProperty());
    bind(portError.textProperty(), model.portErrorProperty());
    bind(pathError.textProperty(), model.pathErrorProperty());
    BooleanBinding live = model.onSandboxProperty().not();
    shownWhen(secretName, live);
    shownWhen(secretField, live);
    bind(secretNote.textProperty(), model.secretNoteProperty());
    bind(saveButton.disableProperty(), model.validProperty().not().or(model.busyProperty()));
    banner(resultLabel, model.resultProperty());

    bind(statusLabel.textProperty(), model.statusProperty());
    BooleanBinding hasAddress = model.addressProperty().isNotEmpty();
    shownWhen(addressName, hasAddress);
    shownWhen(addressBox, hasAddress);
    shownWhen(addressNote, hasAddress.and(live));
    bind(addressLabel.textProperty(), model.addressProperty());
    bind(lastEventLabel.textProperty(), model.lastEventProperty());
    bind(firstStoredLabel.textProperty(), model.firstStoredProperty());
    bind(lastStoredLabel.textProperty(), model.lastStoredProperty());
    banner(quietLabel, model.quietWarningProperty());
    bind(receivedLabel.textProperty(), model.receivedProperty());
    bind(duplicatesLabel.textProperty(), model.duplicatesProperty());
    bind(refusedLabel.textProperty(), model.refusedProperty());
    bind(appliedLabel.textProperty(), model.appliedProperty());
    bind(perDayTotal.textProperty(), model.perDayTotalProperty());

    listen(model.perDay(), (javafx.beans.InvalidationListener) o -> drawBars(model.perDay()));
    drawBars(model.perDay());

    Cells.value(failedReceived, Failed::received);
    failedReceived.setCellFactory(Cells.dateTime());
    Cells.value(failedType, Failed::typeEvent);
    Cells.value(failedReason, Failed::reason);
    failedReason.setCellFactory(Cells.wrapped());
    Cells.value(failedRetry, e -> e);
    failedRetry.setCellFactory(column -> new RetryCell(editable));
    failedTable.setItems(model.failed());
    failedTable.setPlaceholder(new Label(Messages.get("events.failed.none")));
    failedTable.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);

    Cells.value(unreadPayment, UnreadPayment::paymentId);
    unreadPayment.setCellFactory(Cells.copyableId());
    Cells.value(unreadFirst, UnreadPayment::firstEvent);
    unreadFirst.setCellFactory(Cells.dateTime());
    Cells.value(unreadEvents, UnreadPayment::events);
    Cells.value(unreadReason, UnreadPayment::reason);
    unreadReason.setCellFactory(Cells.wrapped());
    unreadTable.setItems(model.unread());
    unreadTable.setPlaceholder(new Label(Messages.get("events.unread.none")));
    unreadTable.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);

    AutoCloseable following = model.follow();
    disposer()
        .onDispose(
            () -> {
              try {
                following.close();
              } catch (Exception e) {
                // removing a listener does not fail
              }
            });
    model.load();
  }

  /** One bar per day, its height the day's share of the busiest day; a tooltip says the count. */
  private void drawBars(List<Day> days) {
    long most = days.stream().mapToLong(Day::events).max().orElse(0);
    perDayBars.getChildren().clear();
    for (Day d : days) {
      Region bar = new Region();
      bar.getStyleClass().add("events-bar");
      if (d.events() == 0) {
        bar.getStyleClass().add("events-bar-empty");
      }
      double h = most == 0 ? 1 : Math.max(1, BARS_HEIGHT * d.events() / most);
      bar.setMinHeight(h);
      bar.setPrefHeight(h);
      bar.setMaxHeight(h);
      bar.setMaxWidth(Double.MAX_VALUE);
      HBox.setHgrow(bar, Priority.ALWAYS);
      String text = Messages.get("events.perDay.bar", Formats.date(d.day()), d.events());
      Tooltip.install(bar, new Tooltip(text));
      bar.setAccessibleText(text);
      perDayBars.getChildren().add(bar);
    }
    perDayFrom.setText(days.isEmpty() ? "" : Formats.date(days.get(0).day()));
    perDayTo.setText(days.isEmpty() ? "" : Formats.date(days.get(days.size() - 1).day()));
  }

  @FXML
  private void onSave() {
    model.save();
  }

  @FXML
  private void onReadAgain() {
    model.refresh();
  }

  @FXML
  private void onCopyAddress() {
    Cells.copyToClipboard(model.addressProperty().get());
  }

  /** The Retry button of a failed event (none on a team store: retrying there is an admin's). */
  private final class RetryCell extends TableCell<Failed, Failed> {
    private final Button button = new Button(Messages.get("events.retry"));

    RetryCell(BooleanBinding editable) {
      button.setMinWidth(Region.USE_PREF_SIZE);
      disposer().bind(button.disableProperty(), model.busyProperty());
      disposer().bind(button.visibleProperty(), editable);
      button.setOnAction(
          e -> {
            Failed event = getItem();
            if (event != null) {
              model.retry(event);
            }
          });
    }

    @Override
    protected void updateItem(Failed item, boolean empty) {
      super.updateItem(item, empty);
      setGraphic(empty || item == null ? null : button);
      if (item != null) {
        button.setId("retry-" + item.id());
      }
    }
  }
}
