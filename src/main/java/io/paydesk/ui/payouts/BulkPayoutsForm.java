package io.paydesk.ui.payouts;

import io.paydesk.rules.FieldError;
import io.paydesk.ui.kit.FormModel;
import java.util.List;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;

/**
 * A spreadsheet of payouts as a kit form: its fields are the file's rows, checked by ops in the dry
 * run; valid while the dry run found rows to send.
 */
final class BulkPayoutsForm extends FormModel {
  private final ReadOnlyBooleanWrapper rowsToSend = new ReadOnlyBooleanWrapper(false);

  BulkPayoutsForm() {
    super("bulk");
    rowsToSend.addListener(o -> check());
    built();
  }

  /** What the dry run found: true when some rows may be sent. */
  void rowsToSend(boolean any) {
    rowsToSend.set(any);
  }

  ReadOnlyBooleanProperty rowsToSendProperty() {
    return rowsToSend.getReadOnlyProperty();
  }

  @Override
  protected List<FieldError> collect() {
    return List.of();
  }

  @Override
  protected boolean complete() {
    return rowsToSend.get();
  }
}
