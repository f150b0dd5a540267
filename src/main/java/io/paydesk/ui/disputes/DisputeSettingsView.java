package io.paydesk.ui.disputes;

import io.paydesk.ui.disputes.DisputeSettingsViewModel.Window;
import io.paydesk.ui.kit.ViewBase;
import javafx.fxml.FXML;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;

/** The Disputes section of Settings: a days field per card brand and the policy text. */
public final class DisputeSettingsView extends ViewBase {
  private static final int PER_ROW = 3;
  private final DisputeSettingsViewModel model;

  @FXML private GridPane windowsGrid;
  @FXML private TextArea policyArea;
  @FXML private Label policyError;
  @FXML private Label resultLabel;

  public DisputeSettingsView(DisputeSettingsViewModel model) {
    this.model = model;
  }

  @FXML
  private void initialize() {
    int i = 0;
    for (Window w : model.windows()) {
      Label name = new Label(DisputeSettingsViewModel.brandLabel(w.brand()));
      name.getStyleClass().add("field-name");
      TextField days = new TextField();
      days.setId("window-" + w.brand().replace("*", "OTHER"));
      days.setPrefColumnCount(4);
      bindBidirectional(days.textProperty(), w.daysProperty());
      days.setOnAction(e -> model.save());
      Label error = new Label();
      error.getStyleClass().addAll("field-error", "error-slot");
      error.setWrapText(true);
      bind(error.textProperty(), w.errorProperty());
      VBox cell = new VBox(2, name, days, error);
      cell.getStyleClass().add("filter");
      windowsGrid.add(cell, i % PER_ROW, i / PER_ROW);
      i++;
    }
    bindBidirectional(policyArea.textProperty(), model.policyProperty());
    io.paydesk.ui.kit.TabLeaves.in(policyArea);
    bind(policyError.textProperty(), model.policyErrorProperty());
    bind(resultLabel.textProperty(), model.resultProperty());
  }

  @FXML
  private void onSave() {
    model.save();
  }
}
