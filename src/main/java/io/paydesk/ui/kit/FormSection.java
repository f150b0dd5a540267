package io.paydesk.ui.kit;

import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;

/** A titled group of {@link FormField}s; hidden sections are not drawn. */
public final class FormSection {
  private final String id;
  private final String title;
  private final List<FormField> fields;
  private final BooleanProperty visible = new SimpleBooleanProperty(true);

  public FormSection(String id, String title, List<FormField> fields) {
    this.id = id;
    this.title = title;
    this.fields = List.copyOf(fields);
  }

  public String id() {
    return id;
  }

  public String title() {
    return title;
  }

  public List<FormField> fields() {
    return fields;
  }

  public BooleanProperty visibleProperty() {
    return visible;
  }
}
