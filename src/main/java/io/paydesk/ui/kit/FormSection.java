package io.paydesk.ui.kit;

import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;

/**
 * A titled group of {@link FormField}s, optionally followed by {@link FormRows} the user adds and
 * removes; hidden sections are not drawn.
 */
public final class FormSection {
  private final String id;
  private final String title;
  private final List<FormField> fields;
  private final FormRows rows;
  private final BooleanProperty visible = new SimpleBooleanProperty(true);

  public FormSection(String id, String title, List<FormField> fields) {
    this(id, title, fields, null);
  }

  public FormSection(String id, String title, List<FormField> fields, FormRows rows) {
    this.id = id;
    this.title = title;
    this.fields = List.copyOf(fields);
    this.rows = rows;
  }

  public String id() {
    return id;
  }

  public String title() {
    return title;
  }

  /** The section's fixed fields (the rows' fields not included). */
  public List<FormField> fields() {
    return fields;
  }

  /** The repeated rows after the fixed fields; null when the section has none. */
  public FormRows rows() {
    return rows;
  }

  /** The fixed fields and every row's fields, as they stand now. */
  public List<FormField> allFields() {
    List<FormField> all = new ArrayList<>(fields);
    if (rows != null) {
      rows.rows().forEach(all::addAll);
    }
    return all;
  }

  public BooleanProperty visibleProperty() {
    return visible;
  }
}
