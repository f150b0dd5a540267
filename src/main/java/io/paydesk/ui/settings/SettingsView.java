package io.paydesk.ui.settings;

import io.paydesk.ui.base.DialogService;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.kit.ViewBase;
import io.paydesk.ui.settings.SettingsViewModel.Field;
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
  @FXML private Label formSummary;
  @FXML private Button connectButton;
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
    super(dialogs);
    this.model = model;
  }

  @FXML
  private void initialize() {
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
      shownWhen(n, live);
    }
    // Kept keys are shown masked, with Replace and Forget; typed ones only until they are kept.
    BooleanBinding typing = live.and(model.keysSavedProperty().not());
    for (Node n : new Node[] {publicKeyName, publicKeyField, secretKeyName, secretKeyField}) {
      shownWhen(n, typing);
    }
    for (Node n : new Node[] {savedKeysName, savedKeysBox}) {
      shownWhen(n, model.keysSavedProperty());
    }
    bind(savedKeys.textProperty(), model.savedKeysProperty());
    bind(keepKeysButton.visibleProperty(), model.replacingKeysProperty());
    bind(keepKeysButton.managedProperty(), model.replacingKeysProperty());
    bindBidirectional(connectTimeoutField.textProperty(), model.connectTimeoutProperty());
    bindBidirectional(readTimeoutField.textProperty(), model.readTimeoutProperty());
    field(
        connectTimeoutField,
        connectTimeoutError,
        model.connectTimeoutErrorProperty(),
        Field.CONNECT_TIMEOUT,
        live);
    field(
        readTimeoutField,
        readTimeoutError,
        model.readTimeoutErrorProperty(),
        Field.READ_TIMEOUT,
        live);
    banner(keysError, model.keysErrorProperty());
    banner(keysNote, model.keysNoteProperty());
    banner(keysResult, model.keysResultProperty());
    model.showKeys();
    bind(baseUrlField.editableProperty(), model.targetProperty().isEqualTo(Target.CUSTOM));
    field(baseUrlField, baseUrlError, model.baseUrlErrorProperty(), Field.BASE_URL, live);
    field(accountField, accountError, model.accountIdErrorProperty(), Field.ACCOUNT_ID, live);
    field(publicKeyField, publicKeyError, model.publicKeyErrorProperty(), Field.PUBLIC_KEY, typing);
    field(secretKeyField, secretKeyError, model.secretKeyErrorProperty(), Field.SECRET_KEY, typing);
    bind(formSummary.textProperty(), model.formSummaryProperty());
    shownWhen(formSummary, live);
    bind(connectButton.disableProperty(), model.validProperty().not());
    banner(connectError, model.connectErrorProperty());

    bind(storeLocation.textProperty(), model.storeLocationProperty());
    bind(storeContents.textProperty(), model.storeContentsProperty());
    BooleanBinding noStore = model.storeLocationProperty().isEmpty().or(model.storeBusyProperty());
    bind(checkAuditButton.disableProperty(), noStore);
    bind(exportAuditButton.disableProperty(), noStore);
    bind(compactButton.disableProperty(), noStore);
    shownWhen(sandboxSection, model.onSandboxProperty());
    bind(resetSandboxButton.disableProperty(), model.storeBusyProperty());
    bind(sandboxResult.textProperty(), model.sandboxResultProperty());
    outcome(auditResult, model.auditResultProperty(), model.auditIntactProperty());
    bind(
        testConnectionButton.disableProperty(),
        model.testingProperty().or(model.validProperty().not()));
    outcome(testResult, model.testResultProperty(), model.testPassedProperty());
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
    if (dialogs()
        .confirm(
            Messages.get("settings.sandbox.confirmTitle"),
            model.sandboxResetSentence(),
            Messages.get("settings.sandbox.confirmButton"))) {
      model.resetSandbox();
    }
  }

  @FXML
  private void onExportAudit() {
    dialogs()
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
    if (dialogs()
        .confirm(
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

  /**
   * A result sentence shown while there is one: plain (a hint) before an outcome is known, a notice
   * when it is good, an error when not.
   */
  private void outcome(Label label, ObservableValue<String> text, ObservableValue<Boolean> good) {
    banner(label, text);
    java.util.function.Consumer<Boolean> paint =
        ok -> {
          label.getStyleClass().removeAll("notice-banner", "error-banner", "hint");
          label.getStyleClass().add(ok == null ? "hint" : ok ? "notice-banner" : "error-banner");
        };
    listen(good, (obs, old, ok) -> paint.accept(ok));
    paint.accept(good.getValue());
  }

  /**
   * A field of the live form: its error in the line reserved under it (kept while the live form
   * shows, so a message moves nothing), shown once the user has left the field.
   */
  private void field(
      Node input, Label error, ObservableValue<String> text, Field f, BooleanBinding live) {
    bind(error.textProperty(), text);
    shownWhen(error, live);
    listen(
        input.focusedProperty(),
        (o, was, focused) -> {
          if (!focused) {
            model.left(f);
          }
        });
  }

  private static final class TargetCell extends ListCell<Target> {
    @Override
    protected void updateItem(Target item, boolean empty) {
      super.updateItem(item, empty);
      setText(empty || item == null ? null : item.label());
    }
  }
}
