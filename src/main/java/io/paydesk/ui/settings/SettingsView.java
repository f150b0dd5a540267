package io.paydesk.ui.settings;

import io.paydesk.ui.base.DialogService;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.kit.FormLayout;
import io.paydesk.ui.kit.ViewBase;
import io.paydesk.ui.settings.ConnectionViewModel.Target;
import java.time.LocalDate;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.fxml.FXML;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.PasswordField;
import javafx.scene.control.TextField;
import javafx.scene.control.TextInputControl;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * Code-behind of Settings (the connection, its keys, the sandbox's reset, the local store):
 * bindings only, all undone by {@link #dispose()}.
 */
public final class SettingsView extends ViewBase {
  private final ConnectionViewModel connection;
  private final ApiKeysViewModel keys;
  private final StoreUpkeepViewModel upkeep;
  private final SandboxResetViewModel sandbox;

  @FXML private javafx.scene.layout.GridPane connectionGrid;
  @FXML private javafx.scene.layout.GridPane teamGrid;
  @FXML private ComboBox<Target> targetBox;
  @FXML private ComboBox<Boolean> storeBox;
  @FXML private Label teamHostName;
  @FXML private TextField teamHostField;
  @FXML private Label teamHostError;
  @FXML private Label teamPortName;
  @FXML private TextField teamPortField;
  @FXML private Label teamPortError;
  @FXML private Label teamDatabaseName;
  @FXML private TextField teamDatabaseField;
  @FXML private Label teamDatabaseError;
  @FXML private Label teamTlsName;
  @FXML private ComboBox<Boolean> teamTlsBox;
  @FXML private Label teamCaName;
  @FXML private TextField teamCaField;
  @FXML private Label teamCaError;
  @FXML private Label teamUserName;
  @FXML private TextField teamUserField;
  @FXML private Label teamUserError;
  @FXML private Label teamPasswordName;
  @FXML private PasswordField teamPasswordField;
  @FXML private Label teamPasswordError;
  @FXML private CheckBox rememberPasswordBox;
  @FXML private HBox teamTestBox;
  @FXML private Button teamTestButton;
  @FXML private Label teamResult;
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
    this.connection = model.connection();
    this.keys = model.keys();
    this.upkeep = model.upkeep();
    this.sandbox = model.sandbox();
  }

  @FXML
  private void initialize() {
    targetBox.setItems(FXCollections.observableArrayList(Target.values()));
    targetBox.setButtonCell(new TargetCell());
    targetBox.setCellFactory(list -> new TargetCell());
    bindBidirectional(targetBox.valueProperty(), connection.targetProperty());

    BooleanBinding live = connection.targetProperty().isNotEqualTo(Target.EMBEDDED);
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
    BooleanBinding typing = live.and(keys.keysSavedProperty().not());
    for (Node n : new Node[] {publicKeyName, publicKeyField, secretKeyName, secretKeyField}) {
      shownWhen(n, typing);
    }
    for (Node n : new Node[] {savedKeysName, savedKeysBox}) {
      shownWhen(n, keys.keysSavedProperty());
    }
    bind(savedKeys.textProperty(), keys.savedKeysProperty());
    bind(keepKeysButton.visibleProperty(), keys.replacingKeysProperty());
    bind(keepKeysButton.managedProperty(), keys.replacingKeysProperty());
    field(connectTimeoutField, connectTimeoutError, ConnectionForm.CONNECT_TIMEOUT, live);
    field(readTimeoutField, readTimeoutError, ConnectionForm.READ_TIMEOUT, live);
    banner(keysError, keys.keysErrorProperty());
    banner(keysNote, keys.keysNoteProperty());
    banner(keysResult, keys.keysResultProperty());
    keys.showKeys();
    bind(baseUrlField.editableProperty(), connection.targetProperty().isEqualTo(Target.CUSTOM));
    field(baseUrlField, baseUrlError, ConnectionForm.BASE_URL, live);
    field(accountField, accountError, ConnectionForm.ACCOUNT_ID, live);
    field(publicKeyField, publicKeyError, ConnectionForm.PUBLIC_KEY, typing);
    field(secretKeyField, secretKeyError, ConnectionForm.SECRET_KEY, typing);
    teamStore();
    bind(formSummary.textProperty(), connection.formSummaryProperty());
    shownWhen(formSummary, live.or(connection.teamStoreProperty()));
    // Enter in any field connects once the form is valid, as in every kit form.
    bind(connectButton.disableProperty(), connection.validProperty().not());
    FormLayout.reviewOnEnter(connectionGrid, connection.validProperty(), connection::connect);
    FormLayout.reviewOnEnter(teamGrid, connection.validProperty(), connection::connect);
    banner(connectError, connection.connectErrorProperty());

    bind(storeLocation.textProperty(), upkeep.storeLocationProperty());
    bind(storeContents.textProperty(), upkeep.storeContentsProperty());
    BooleanBinding noStore =
        upkeep.storeLocationProperty().isEmpty().or(upkeep.storeBusyProperty());
    bind(checkAuditButton.disableProperty(), noStore);
    bind(exportAuditButton.disableProperty(), noStore);
    bind(compactButton.disableProperty(), noStore);
    shownWhen(sandboxSection, sandbox.onSandboxProperty());
    bind(resetSandboxButton.disableProperty(), sandbox.busyProperty());
    bind(sandboxResult.textProperty(), sandbox.sandboxResultProperty());
    outcome(auditResult, upkeep.auditResultProperty(), upkeep.auditIntactProperty());
    bind(
        testConnectionButton.disableProperty(),
        connection.testingProperty().or(connection.validProperty().not()));
    outcome(testResult, connection.testResultProperty(), connection.testPassedProperty());
    upkeep.refreshStore();
  }

  /**
   * Where the history is kept: this computer, or a team store (host, port, database, certificate
   * check, user, password kept or not), with its own test of the sign-in.
   */
  private void teamStore() {
    storeBox.setItems(FXCollections.observableArrayList(false, true));
    javafx.util.Callback<javafx.scene.control.ListView<Boolean>, ListCell<Boolean>> cells =
        list ->
            new TextCell<>(
                team -> Messages.get(team ? "settings.team.team" : "settings.team.local"));
    storeBox.setButtonCell(cells.call(null));
    storeBox.setCellFactory(cells);
    bindBidirectional(storeBox.valueProperty(), connection.teamStoreProperty());
    teamTlsBox.setItems(FXCollections.observableArrayList(true, false));
    javafx.util.Callback<javafx.scene.control.ListView<Boolean>, ListCell<Boolean>> tlsCells =
        list ->
            new TextCell<>(
                full -> Messages.get("settings.team.tls." + (full ? "VERIFY_FULL" : "VERIFY_CA")));
    teamTlsBox.setButtonCell(tlsCells.call(null));
    teamTlsBox.setCellFactory(tlsCells);
    bindBidirectional(teamTlsBox.valueProperty(), connection.teamVerifyFullProperty());
    BooleanBinding team =
        Bindings.createBooleanBinding(
            connection.teamStoreProperty()::get, connection.teamStoreProperty());
    for (Node n :
        new Node[] {
          teamHostName,
          teamHostField,
          teamPortName,
          teamPortField,
          teamDatabaseName,
          teamDatabaseField,
          teamTlsName,
          teamTlsBox,
          teamCaName,
          teamCaField,
          teamUserName,
          teamUserField,
          teamPasswordName,
          teamPasswordField,
          teamTestBox
        }) {
      shownWhen(n, team);
    }
    shownWhen(
        rememberPasswordBox,
        team.and(Bindings.createBooleanBinding(connection::canRememberPassword)));
    bindBidirectional(
        rememberPasswordBox.selectedProperty(), connection.rememberPasswordProperty());
    teamField(teamHostField, teamHostError, ConnectionForm.TEAM_HOST, team);
    teamField(teamPortField, teamPortError, ConnectionForm.TEAM_PORT, team);
    teamField(teamDatabaseField, teamDatabaseError, ConnectionForm.TEAM_DATABASE, team);
    teamField(teamCaField, teamCaError, ConnectionForm.TEAM_CA, team);
    teamField(teamUserField, teamUserError, ConnectionForm.TEAM_USER, team);
    teamField(teamPasswordField, teamPasswordError, ConnectionForm.TEAM_PASSWORD, team);
    bind(
        teamTestButton.disableProperty(),
        connection.teamTestingProperty().or(connection.validProperty().not()));
    outcome(teamResult, connection.teamResultProperty(), connection.teamPassedProperty());
  }

  private void teamField(TextInputControl input, Label error, String id, BooleanBinding shown) {
    FormLayout.field(input, error, connection.form().field(id), disposer());
    shownWhen(error, shown);
  }

  @FXML
  private void onTestTeam() {
    connection.testTeamStore();
  }

  @FXML
  private void onTestConnection() {
    connection.testConnection();
  }

  @FXML
  private void onCheckAudit() {
    upkeep.checkAudit();
  }

  @FXML
  private void onCompact() {
    upkeep.compactStore();
  }

  @FXML
  private void onResetSandbox() {
    if (dialogs()
        .confirm(
            Messages.get("settings.sandbox.confirmTitle"),
            sandbox.sandboxResetSentence(),
            Messages.get("settings.sandbox.confirmButton"))) {
      sandbox.resetSandbox();
    }
  }

  @FXML
  private void onExportAudit() {
    dialogs()
        .saveFile(
            Messages.get("settings.store.exportTitle"),
            "paydesk-audit-" + LocalDate.now() + ".csv",
            List.of(new DialogService.FileFilter(Messages.get("search.csvFiles"), "*.csv")))
        .ifPresent(upkeep::exportAudit);
  }

  @FXML
  private void onReplaceKeys() {
    keys.replaceKeys();
    publicKeyField.requestFocus();
  }

  @FXML
  private void onKeepKeys() {
    keys.keepSavedKeys();
  }

  @FXML
  private void onForgetKeys() {
    if (dialogs()
        .confirm(
            Messages.get("settings.keys.forgetTitle"),
            Messages.get("settings.keys.forgetConfirm"),
            Messages.get("settings.keys.forget"))) {
      keys.forgetKeys();
    }
  }

  @FXML
  private void onConnect() {
    connection.connect();
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
   * A field of the live form, bound by the kit: its error in the line reserved under it (kept while
   * the live form shows, so a message moves nothing), shown once the user has left the field.
   */
  private void field(TextInputControl input, Label error, String id, BooleanBinding shown) {
    FormLayout.field(input, error, connection.form().field(id), disposer());
    shownWhen(error, shown);
  }

  /** A cell showing an item as words. */
  private static final class TextCell<T> extends ListCell<T> {
    private final java.util.function.Function<T, String> words;

    TextCell(java.util.function.Function<T, String> words) {
      this.words = words;
    }

    @Override
    protected void updateItem(T item, boolean empty) {
      super.updateItem(item, empty);
      setText(empty || item == null ? null : words.apply(item));
    }
  }

  private static final class TargetCell extends ListCell<Target> {
    @Override
    protected void updateItem(Target item, boolean empty) {
      super.updateItem(item, empty);
      setText(empty || item == null ? null : item.label());
    }
  }
}
