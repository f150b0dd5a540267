package io.paydesk.ui.entities;

import io.paydesk.ui.base.Messages;
import io.paydesk.ui.entities.EntitiesViewModel.EntityLine;
import io.paydesk.ui.kit.Cells;
import io.paydesk.ui.kit.FormView;
import java.time.OffsetDateTime;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;

/** Code-behind of the Entities area: binds the view model, holds no logic. */
public final class EntitiesView extends FormView {
  private final EntitiesViewModel model;

  @FXML private TabPane tabs;
  @FXML private Label reviewText;
  @FXML private Button sendAgainButton;
  @FXML private TableView<EntityLine> listTable;
  @FXML private TableColumn<EntityLine, String> colName;
  @FXML private TableColumn<EntityLine, String> colKind;
  @FXML private TableColumn<EntityLine, String> colMerchantId;
  @FXML private TableColumn<EntityLine, String> colTax;
  @FXML private TableColumn<EntityLine, String> colCountry;
  @FXML private TableColumn<EntityLine, OffsetDateTime> colDate;

  public EntitiesView(EntitiesViewModel model) {
    this.model = model;
  }

  @FXML
  private void initialize() {
    formScreen(model, s -> {});
    bind(reviewText.textProperty(), model.reviewProperty());
    bind(sendAgainButton.visibleProperty(), model.canSendAgainProperty());
    sendAgainButton.managedProperty().bind(sendAgainButton.visibleProperty());
    listTable.setItems(model.entities());
    Cells.value(colName, EntityLine::name);
    colName.setCellFactory(Cells.text());
    Cells.value(colKind, l -> Messages.get("entities.kind." + l.kind()));
    Cells.value(colMerchantId, EntityLine::merchantEntityId);
    Cells.value(colTax, EntityLine::taxId);
    Cells.value(colCountry, EntityLine::country);
    colDate.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().createdAt()));
    colDate.setCellFactory(Cells.dateTime());
    io.paydesk.ui.kit.TableFit.elastic(colName); // a long name is cut, whole in its tooltip
    io.paydesk.ui.kit.TableFit.toContent(disposer(), listTable); // the other columns whole
    listTable.setRowFactory(
        t -> {
          TableRow<EntityLine> row = new TableRow<>();
          row.setOnMouseClicked(
              e -> {
                if (e.getClickCount() == 2 && !row.isEmpty()) {
                  model.open(row.getItem());
                  tabs.getSelectionModel().select(0);
                }
              });
          io.paydesk.ui.kit.TableKeys.enterOpens(
              listTable,
              line -> {
                model.open(line);
                tabs.getSelectionModel().select(0);
              });
          return row;
        });
  }

  @FXML
  private void onSendAgain() {
    model.sendAgain();
  }

  @FXML
  private void onNew() {
    model.newEntity();
  }

  @FXML
  private void onRefresh() {
    model.reload();
  }
}
