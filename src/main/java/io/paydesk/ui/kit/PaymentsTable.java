package io.paydesk.ui.kit;

import java.time.Instant;
import java.util.function.Consumer;
import javafx.collections.ObservableList;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.input.MouseButton;

/**
 * A short list of payments: created (in the user's zone), amount (in the currency's digits), status
 * badge and copyable id; a double click or Enter opens the payment.
 */
public final class PaymentsTable {
  private PaymentsTable() {}

  /**
   * Shows {@code payments} in the FXML's table and its four columns; {@code open} gets the id of
   * the payment opened.
   */
  public static void show(
      TableView<PaymentLine> table,
      TableColumn<PaymentLine, Instant> created,
      TableColumn<PaymentLine, Money> amount,
      TableColumn<PaymentLine, String> status,
      TableColumn<PaymentLine, String> id,
      ObservableList<PaymentLine> payments,
      Consumer<String> open) {
    table.setItems(payments);
    Cells.column(created, PaymentLine::createdAt, Cells.dateTime());
    Cells.column(amount, PaymentLine::amount, Cells.money());
    Cells.column(status, PaymentLine::status, Cells.badge(Catalogue.Kind.PAYMENT_STATUS));
    Cells.column(id, PaymentLine::id, Cells.copyableId());
    table.setOnMouseClicked(
        e -> {
          PaymentLine p = table.getSelectionModel().getSelectedItem();
          if (p != null && e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2) {
            open.accept(p.id());
          }
        });
    TableKeys.enterOpens(table, p -> open.accept(p.id()));
  }
}
