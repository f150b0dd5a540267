package io.paydesk.ui.kit;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * One field of a long form as a view model holds it: its id (the request path it fills, e.g. {@code
 * beneficiary.document.document_number}), its translated label, the text typed or the code chosen,
 * the error shown in the slot reserved under it, and whether it is shown. {@link FormLayout} draws
 * it; the view model checks it when the user leaves it ({@link #left()}).
 */
public final class FormField {
  /** How the value is entered. */
  public enum Kind {
    TEXT,
    /** One of {@link #choices()}; the value is the choice's code. */
    CHOICE,
    /** As CHOICE, with a search box: for long lists (countries, purposes). */
    SEARCHABLE_CHOICE,
    /** A code from {@link #choices()} or any other typed text (open lists). */
    OPEN_CHOICE,
    /** A date typed the user's way or picked ({@link DateInput} reads it). */
    DATE
  }

  /** A code and the label shown for it. */
  public record Choice(String code, String label) {
    @Override
    public String toString() {
      return label;
    }
  }

  private final String id;
  private final Supplier<String> label;
  private final Kind kind;
  private final String prompt;
  private final StringProperty value = new SimpleStringProperty("");
  private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");
  private final BooleanProperty visible = new SimpleBooleanProperty(true);
  private final ObservableList<Choice> choices = FXCollections.observableArrayList();
  private List<Choice> allChoices = List.of();
  private Consumer<FormField> onLeave = f -> {};
  private boolean touched;

  public FormField(String id, String label, Kind kind, String prompt) {
    this(id, () -> label, kind, prompt);
  }

  /** A field whose label is looked up each time it is shown (in the language chosen then). */
  public FormField(String id, Supplier<String> label, Kind kind, String prompt) {
    this.id = id;
    this.label = label;
    this.kind = kind;
    this.prompt = prompt == null ? "" : prompt;
  }

  public static FormField text(String id, String label) {
    return new FormField(id, label, Kind.TEXT, null);
  }

  public static FormField choice(String id, String label, List<Choice> choices) {
    FormField f = new FormField(id, label, Kind.CHOICE, null);
    f.choices.setAll(choices);
    return f;
  }

  public String id() {
    return id;
  }

  public String label() {
    return label.get();
  }

  public Kind kind() {
    return kind;
  }

  /** Grey text in the empty field, e.g. an example of the format. */
  public String prompt() {
    return prompt;
  }

  public StringProperty valueProperty() {
    return value;
  }

  /** The value, trimmed; "" when empty. */
  public String text() {
    String v = value.get();
    return v == null ? "" : v.trim();
  }

  /** The value, trimmed; null when empty. */
  public String orNull() {
    String t = text();
    return t.isEmpty() ? null : t;
  }

  public ReadOnlyStringProperty errorProperty() {
    return error.getReadOnlyProperty();
  }

  public void setError(String message) {
    error.set(message == null ? "" : message);
  }

  public BooleanProperty visibleProperty() {
    return visible;
  }

  public boolean isVisible() {
    return visible.get();
  }

  public ObservableList<Choice> choices() {
    return choices;
  }

  /** The code of the choice that shows every choice ({@link #offer}); never a value. */
  public static final String SHOW_ALL = "\u2026";

  /**
   * Offers the {@code likely} choices first, with a last one ({@link #SHOW_ALL}) that shows {@code
   * all} on request; all at once when the likely ones are all.
   */
  public void offer(List<Choice> likely, List<Choice> all) {
    allChoices = List.copyOf(all);
    if (likely.size() >= all.size()) {
      choices.setAll(all);
    } else {
      List<Choice> shown = new java.util.ArrayList<>(likely);
      shown.add(new Choice(SHOW_ALL, io.paydesk.ui.base.Messages.get("forms.choices.all")));
      choices.setAll(shown);
    }
  }

  /** Shows every choice {@link #offer} was given (the user asked for them). */
  public void showAll() {
    if (!allChoices.isEmpty()) {
      choices.setAll(allChoices);
    }
  }

  /** True once the user has left the field (its errors are shown from then on). */
  public boolean touched() {
    return touched;
  }

  public void setTouched(boolean touched) {
    this.touched = touched;
  }

  /** What runs when the user leaves the field: the view model's check. */
  public FormField onLeave(Consumer<FormField> action) {
    this.onLeave = action;
    return this;
  }

  /** The user left the field: it counts as touched and is checked. */
  public void left() {
    touched = true;
    onLeave.accept(this);
  }

  @Override
  public String toString() {
    return "FormField[" + id + "]";
  }
}
