package io.paydesk.ui.disputes;

import io.paydesk.rules.FieldError;
import io.paydesk.ui.kit.FormModel;
import java.util.List;
import javafx.beans.value.ObservableBooleanValue;
import javafx.collections.ObservableList;

/**
 * The evidence set as a kit form: no typed fields, only the files; valid while the chargeback takes
 * evidence and there is at least one file, every one accepted and with its category.
 */
final class EvidenceForm extends FormModel {
  private final ObservableList<EvidenceFile> files;
  private final ObservableBooleanValue editable;

  EvidenceForm(ObservableList<EvidenceFile> files, ObservableBooleanValue editable) {
    super("disputes.evidence");
    this.files = files;
    this.editable = editable;
    files.addListener((javafx.beans.InvalidationListener) o -> check());
    editable.addListener(o -> check());
    built();
  }

  @Override
  protected List<FieldError> collect() {
    return List.of();
  }

  @Override
  protected boolean complete() {
    return editable.get()
        && !files.isEmpty()
        && files.stream().allMatch(f -> f.ok() && f.categoryProperty().get() != null);
  }
}
