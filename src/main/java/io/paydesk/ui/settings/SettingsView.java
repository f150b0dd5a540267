package io.paydesk.ui.settings;

import io.paydesk.ui.Messages;
import io.paydesk.ui.kit.DialogService;
import io.paydesk.ui.kit.FxDialogService;
import io.paydesk.ui.kit.ViewBase;
import io.paydesk.ui.settings.SettingsViewModel.Target;
import java.time.LocalDate;
import java.util.List;
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
import javafx.scene.layout.VBox;

/** Code-behind of the connection settings: bindings only, all undone by {@link #dispose()}. */
public final class SettingsView extends ViewBase {
  private final SettingsViewModel model;
  private DialogService dialogs;

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
  @FXML private Label savedKeysName;
  @FXML private javafx.scene.layout.HBox savedKeysBox;
  @FXML private Label savedKeys;
  @FXML private Label keysError;
  @FXML private Button keepKeysButton;
  @FXML private Label keysNote;
  @FXML private Label keysResult;
  @FXML private Label connectTimeoutName;
  @FXML private TextField connectTimeoutField;
  @FXML private Label connectTimeoutError;
  @FXML private Label readTimeoutName;
  @FXML private TextField readTimeoutField;
  @FXML private Label readTimeoutError;
  @FXML private Label timeoutsNote;
  @FXML private Label storeLocation;
  @FXML private Label storeContents;
  @FXML private Button checkAuditButton;
  @FXML private Button exportAuditButton;
  @FXML private Button compactButton;
  @FXML private Label auditResult;
  @FXML private VBox sandboxSection;
  @FXML private Button resetSandboxButton;
  @FXML private Label sandboxResult;
  @FXML private Button testConnectionButton;
  @FXML private Label testResult;

  /** A view whose dialogs are owned by its window. */
  public SettingsView(SettingsViewModel model) {
    this(model, null);
  }

  /**
   * @param dialogs asks the user for files; null: JavaFX dialogs owned by the view's window
   */
  public SettingsView(SettingsViewModel model, DialogService dialogs) {
    this.model = model;
    this.dialogs = dialogs;
  }

  @FXML
  private void initialize() {
    if (dialogs == null) {
      dialogs = FxDialogService.ownedBy(auditResult);
    }
    targetBox.setItems(FXCollections.observableArrayList(Target.values()));
    targetBox.setButtonCell(new TargetCell());
    targetBox.setCellFactory(list -> new TargetCell());
    bindBidirectional(targetBox.valueProperty(), model.targetProperty());
    bindBidirectional(baseUrlField.textProperty(), model.baseUrlProperty());
    bindBidirectional(accountField.textProperty(), model.accountIdProperty());
    bindBidirectional(publicKeyField.textProperty(), model.publicKeyProperty());
    bindBidirectional(secretKeyField.textProperty(), model.secretKeyProperty());

    BooleanBinding live = model.targetProperty().isNotEqualTo(Target.EMBEDDED);
    for (Node n :
        new Node[] {
          baseUrlName,
          baseUrlField,
          accountName,
          accountField,
          connectTimeoutName,
          connectTimeoutField,
          readTimeoutName,
          readTimeoutField,
          timeoutsNote
        }) {
      bind(n.visibleProperty(), live);
      bind(n.managedProperty(), live);
    }
    // Kept keys are shown masked, with Replace and Forget; typed ones only until they are kept.
    BooleanBinding typing = live.and(model.keysSavedProperty().not());
    for (Node n : new Node[] {publicKeyName, publicKeyField, secretKeyName, secretKeyField}) {
      bind(n.visibleProperty(), typing);
      bind(n.managedProperty(), typing);
    }
    for (Node n : new Node[] {savedKeysName, savedKeysBox}) {
      bind(n.visibleProperty(), model.keysSavedProperty());
      bind(n.managedProperty(), model.keysSavedProperty());
    }
    bind(savedKeys.textProperty(), model.savedKeysProperty());
    bind(keepKeysButton.visibleProperty(), model.replacingKeysProperty());
    bind(keepKeysButton.managedProperty(), model.replacingKeysProperty());
    bindBidirectional(connectTimeoutField.textProperty(), model.connectTimeoutProperty());
    bindBidirectional(readTimeoutField.textProperty(), model.readTimeoutProperty());
    error(connectTimeoutError, model.connectTimeoutErrorProperty());
    error(readTimeoutError, model.readTimeoutErrorProperty());
    error(keysError, model.keysErrorProperty());
    error(keysNote, model.keysNoteProperty());
    error(keysResult, model.keysResultProperty());
    model.showKeys();
    bind(baseUrlField.editableProperty(), model.targetProperty().isEqualTo(Target.CUSTOM));
    error(baseUrlError, model.baseUrlErrorProperty());
    error(accountError, model.accountIdErrorProperty());
    error(publicKeyError, model.publicKeyErrorProperty());
    error(secretKeyError, model.secretKeyErrorProperty());
    error(connectError, model.connectErrorProperty());

    bind(storeLocation.textProperty(), model.storeLocationProperty());
    bind(storeContents.textProperty(), model.storeContentsProperty());
    BooleanBinding noStore = model.storeLocationProperty().isEmpty().or(model.storeBusyProperty());
    bind(checkAuditButton.disableProperty(), noStore);
    bind(exportAuditButton.disableProperty(), noStore);
    bind(compactButton.disableProperty(), noStore);
    bind(sandboxSection.visibleProperty(), model.onSandboxProperty());
    bind(sandboxSection.managedProperty(), model.onSandboxProperty());
    bind(resetSandboxButton.disableProperty(), model.storeBusyProperty());
    bind(sandboxResult.textProperty(), model.sandboxResultProperty());
    bind(auditResult.textProperty(), model.auditResultProperty());
    auditResult.visibleProperty().bind(auditResult.textProperty().isNotEmpty());
    auditResult.managedProperty().bind(auditResult.visibleProperty());
    listen(
        model.auditIntactProperty(),
        (obs, old, intact) -> {
          auditResult.getStyleClass().removeAll("notice-banner", "error-banner", "hint");
          auditResult
              .getStyleClass()
              .add(intact == null ? "hint" : intact ? "notice-banner" : "error-banner");
        });
    auditResult.getStyleClass().add("hint");
    bind(testConnectionButton.disableProperty(), model.testingProperty());
    banner(testResult, model.testResultProperty());
    listen(
        model.testPassedProperty(),
        (obs, old, passed) -> {
          testResult.getStyleClass().removeAll("notice-banner", "error-banner", "hint");
          testResult
              .getStyleClass()
              .add(passed == null ? "hint" : passed ? "notice-banner" : "error-banner");
        });
    model.refreshStore();
  }

  @FXML
  private void onTestConnection() {
    model.testConnection();
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
  private void onResetSandbox() {
    if (dialogs.confirm(
        Messages.get("settings.sandbox.confirmTitle"),
        model.sandboxResetSentence(),
        Messages.get("settings.sandbox.confirmButton"))) {
      model.resetSandbox();
    }
  }

  @FXML
  private void onExportAudit() {
    dialogs
        .saveFile(
            Messages.get("settings.store.exportTitle"),
            "paydesk-audit-" + LocalDate.now() + ".csv",
            List.of(new DialogService.FileFilter(Messages.get("search.csvFiles"), "*.csv")))
        .ifPresent(model::exportAudit);
  }

  @FXML
  private void onReplaceKeys() {
    model.replaceKeys();
    publicKeyField.requestFocus();
  }

  @FXML
  private void onKeepKeys() {
    model.keepSavedKeys();
  }

  @FXML
  private void onForgetKeys() {
    if (dialogs.confirm(
        Messages.get("settings.keys.forgetTitle"),
        Messages.get("settings.keys.forgetConfirm"),
        Messages.get("settings.keys.forget"))) {
      model.forgetKeys();
    }
  }

  @FXML
  private void onConnect() {
    model.connect();
  }

  private void error(Label label, ObservableValue<String> text) {
    bind(label.textProperty(), text);
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
