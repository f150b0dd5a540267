package io.paydesk.ui.settings;

import io.paydesk.ui.settings.SettingsViewModel.Target;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.fxml.FXML;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.PasswordField;
import javafx.scene.control.TextField;

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
