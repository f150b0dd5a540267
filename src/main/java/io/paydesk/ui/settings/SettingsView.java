package io.paydesk.ui.settings;

import io.paydesk.ui.Messages;
import io.paydesk.ui.settings.SettingsViewModel.Target;
import java.io.File;
import java.time.LocalDate;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.fxml.FXML;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.PasswordField;
import javafx.scene.control.TextField;
import javafx.stage.FileChooser;

/** Code-behind of the connection settings: bindings only. */
public final class SettingsView {
  private final SettingsViewModel model;

  @FXML private ComboBox<Target> targetBox;
  @FXML private Label baseUrlName;
  @FXML private TextField baseUrlField;
  @FXML private Label baseUrlError;
  @FXML private Label accountName;
  @FXML private TextField accountField;
  @FXML private Label accountError;
  @FXML private Label publicKeyName;
  @FXML private TextField publicKeyField;
  @FXML private Label publicKeyError;
  @FXML private Label secretKeyName;
  @FXML private PasswordField secretKeyField;
  @FXML private Label secretKeyError;
  @FXML private Label connectError;
  @FXML private Label storeLocation;
  @FXML private Label storeContents;
  @FXML private Button checkAuditButton;
  @FXML private Button exportAuditButton;
  @FXML private Button compactButton;
  @FXML private Label auditResult;

  public SettingsView(SettingsViewModel model) {
    this.model = model;
  }

  @FXML
  private void initialize() {
    targetBox.setItems(FXCollections.observableArrayList(Target.values()));
    targetBox.setButtonCell(new TargetCell());
    targetBox.setCellFactory(list -> new TargetCell());
    targetBox.valueProperty().bindBidirectional(model.targetProperty());
    baseUrlField.textProperty().bindBidirectional(model.baseUrlProperty());
    accountField.textProperty().bindBidirectional(model.accountIdProperty());
    publicKeyField.textProperty().bindBidirectional(model.publicKeyProperty());
    secretKeyField.textProperty().bindBidirectional(model.secretKeyProperty());

    BooleanBinding live = model.targetProperty().isNotEqualTo(Target.EMBEDDED);
    for (Node n :
        new Node[] {
          baseUrlName, baseUrlField, accountName, accountField,
          publicKeyName, publicKeyField, secretKeyName, secretKeyField
        }) {
      n.visibleProperty().bind(live);
      n.managedProperty().bind(live);
    }
    baseUrlField.editableProperty().bind(model.targetProperty().isEqualTo(Target.CUSTOM));
    error(baseUrlError, model.baseUrlErrorProperty());
    error(accountError, model.accountIdErrorProperty());
    error(publicKeyError, model.publicKeyErrorProperty());
    error(secretKeyError, model.secretKeyErrorProperty());
    error(connectError, model.connectErrorProperty());

    storeLocation.textProperty().bind(model.storeLocationProperty());
    storeContents.textProperty().bind(model.storeContentsProperty());
    BooleanBinding noStore = model.storeLocationProperty().isEmpty().or(model.storeBusyProperty());
    checkAuditButton.disableProperty().bind(noStore);
    exportAuditButton.disableProperty().bind(noStore);
    compactButton.disableProperty().bind(noStore);
    auditResult.textProperty().bind(model.auditResultProperty());
    auditResult.visibleProperty().bind(auditResult.textProperty().isNotEmpty());
    auditResult.managedProperty().bind(auditResult.visibleProperty());
    model
        .auditIntactProperty()
        .addListener(
            (obs, old, intact) -> {
              auditResult.getStyleClass().removeAll("notice-banner", "error-banner", "hint");
              auditResult
                  .getStyleClass()
                  .add(intact == null ? "hint" : intact ? "notice-banner" : "error-banner");
            });
    auditResult.getStyleClass().add("hint");
    model.refreshStore();
  }

  @FXML
  private void onCheckAudit() {
    model.checkAudit();
  }

  @FXML
  private void onCompact() {
    model.compactStore();
  }

  @FXML
  private void onExportAudit() {
    FileChooser chooser = new FileChooser();
    chooser.setTitle(Messages.get("settings.store.exportTitle"));
    chooser.setInitialFileName("paydesk-audit-" + LocalDate.now() + ".csv");
    chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("CSV", "*.csv"));
    File file = chooser.showSaveDialog(auditResult.getScene().getWindow());
    if (file != null) {
      model.exportAudit(file.toPath());
    }
  }

  @FXML
  private void onConnect() {
    model.connect();
  }

  private static void error(Label label, ObservableValue<String> text) {
    label.textProperty().bind(text);
    label.visibleProperty().bind(label.textProperty().isNotEmpty());
    label.managedProperty().bind(label.visibleProperty());
  }

  private static final class TargetCell extends ListCell<Target> {
    @Override
    protected void updateItem(Target item, boolean empty) {
      super.updateItem(item, empty);
      setText(empty || item == null ? null : item.label());
    }
  }
}
