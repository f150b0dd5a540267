package io.paydesk.ui.kit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.paydesk.rules.FieldError;
import io.paydesk.ui.base.ErrorText;
import io.paydesk.ui.base.Messages;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Predicate;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * A long form as a view model holds it: its {@link FormField}s in {@link FormSection}s (some with
 * {@link FormRows}), checked as each field is left, errors shown under the fields the user has
 * left, a summary of what is left, validity, defaults, and a draft of every value but the secret
 * ones. A screen's form extends it and states only its fields ({@link #text}, {@link #choice},
 * {@link #date}, {@link #rows}), its checks ({@link #collect}) and its request.
 */
public abstract class FormModel {
  /** The rule of a form's own checks: their message is already in the user's language. */
  public static final String LOCAL = "form";

  private static final ObjectMapper JSON = new ObjectMapper();

  private final Map<String, FormField> fields = new LinkedHashMap<>();
  private final Map<String, String> defaults = new HashMap<>();
  private final List<FormRows> rowGroups = new ArrayList<>();
  private final ObservableList<FormSection> sections = FXCollections.observableArrayList();
  private final ReadOnlyBooleanWrapper valid = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
  private Predicate<String> secret = id -> false;
  private Predicate<String> newEachSend = id -> false;
  private Runnable onLeave = () -> {};
  private List<FieldError> lastErrors = List.of();
  private boolean built;
  private boolean quiet;

  private final String area;

  /**
   * @param area the bundle prefix of the form's texts: a field's label is {@code
   *     <area>.field.<id>}, a section's title {@code <area>.section.<id>}
   */
  protected FormModel(String area) {
    this.area = area;
  }

  /** The label of a field made with {@link #text}, {@link #choice} or {@link #date}. */
  protected String label(String id) {
    return Messages.get(area + ".field." + id);
  }

  /** The title of a section. */
  protected String sectionTitle(String id) {
    return Messages.get(area + ".section." + id);
  }

  /** Every check of the form as it stands, errors by field path. */
  protected abstract List<FieldError> collect();

  /**
   * The field an error path belongs to; null drops the error. By default the path itself (an
   * unknown path is shown in the summary).
   */
  protected String fieldOf(String path) {
    return path;
  }

  /** False while something outside the fields is missing (e.g. the account). */
  protected boolean complete() {
    return true;
  }

  /**
   * The summary's sentence naming the fields still wrong ({@link #stillToComplete(String, List)}).
   */
  protected String incompleteKey() {
    return "forms.incomplete";
  }

  /** After a choice that shows or hides fields, or a row added or removed: update what is shown. */
  protected void refresh() {}

  /** Call at the end of the subclass's constructor: sets the defaults and checks once. */
  protected final void built() {
    built = true;
    defaults.forEach((id, v) -> field(id).valueProperty().set(v));
    refresh();
    check();
  }

  public final ObservableList<FormSection> sections() {
    return sections;
  }

  /** A field by its id (the request path it fills). */
  public final FormField field(String id) {
    FormField f = fields.get(id);
    if (f == null) {
      throw new IllegalArgumentException("No field " + id);
    }
    return f;
  }

  public final boolean has(String id) {
    return fields.containsKey(id);
  }

  public final Map<String, FormField> fields() {
    return java.util.Collections.unmodifiableMap(fields);
  }

  public final ReadOnlyBooleanProperty validProperty() {
    return valid.getReadOnlyProperty();
  }

  /** Problems that belong to no single field, or which fields still need attention. */
  public final ReadOnlyStringProperty summaryProperty() {
    return summary.getReadOnlyProperty();
  }

  /** What runs after the user leaves a field or adds or removes a row (e.g. saving the draft). */
  public final void onLeave(Runnable action) {
    this.onLeave = action;
  }

  /** The errors of the last check. */
  public final List<FieldError> errors() {
    return lastErrors;
  }

  /** Runs every check; errors show under the fields the user has left. */
  public final List<FieldError> check() {
    if (!built) {
      return List.of();
    }
    List<FieldError> errors = collect();
    lastErrors = errors;
    Map<String, String> byField = new LinkedHashMap<>();
    List<String> loose = new ArrayList<>();
    for (FieldError e : errors) {
      String id = fieldOf(e.path());
      if (id == null) {
        continue;
      }
      FormField f = fields.get(id);
      if (f == null) {
        loose.add(ErrorText.field(e));
      } else if (f.isVisible()) {
        byField.putIfAbsent(id, message(e, f));
      }
    }
    for (FormField f : fields.values()) {
      f.setError(f.touched() ? byField.getOrDefault(f.id(), "") : "");
    }
    valid.set(byField.isEmpty() && loose.isEmpty() && complete());
    summary.set(
        !loose.isEmpty()
            ? String.join(" ", loose)
            : stillToComplete(
                incompleteKey(), byField.keySet().stream().map(id -> field(id).label()).toList()));
    return errors;
  }

  /** Shows every field's error (before the review). */
  public final void touchAll() {
    fields.values().forEach(f -> f.setTouched(true));
    check();
  }

  /** Shows errors the service or ops gave, at their fields. */
  public final void showErrors(List<FieldError> errors) {
    for (FieldError e : errors) {
      String id = fieldOf(e.path());
      FormField f = id == null ? null : fields.get(id);
      if (f != null) {
        f.setTouched(true);
        f.setError(message(e, f));
      }
    }
  }

  /** The draft: the key kept with it and every value typed, secret fields left out. */
  public final String toDraft(String key) {
    ObjectNode root = JSON.createObjectNode();
    if (key != null) {
      root.put("idempotency_key", key);
    }
    ObjectNode values = root.putObject("fields");
    for (FormField f : fields.values()) {
      if (!secret.test(f.id()) && !f.text().isEmpty()) {
        values.put(f.id(), f.valueProperty().get());
      }
    }
    try {
      return JSON.writeValueAsString(root);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  /** Fills the form from a draft (rows added as it needs); returns its key (null when none). */
  public final String fromDraft(String json) {
    JsonNode root;
    try {
      root = JSON.readTree(json);
    } catch (java.io.IOException e) {
      return null;
    }
    JsonNode values = root.path("fields");
    quiet = true;
    try {
      fill(values);
    } finally {
      quiet = false;
    }
    check();
    JsonNode key = root.get("idempotency_key");
    return key == null || !key.isTextual() ? null : key.asText();
  }

  private void fill(JsonNode values) {
    for (FormRows rows : rowGroups) {
      int needed = 0;
      for (var it = values.fieldNames(); it.hasNext(); ) {
        String id = it.next();
        if (id.startsWith(rows.id() + "[")) {
          int end = id.indexOf(']', rows.id().length());
          try {
            needed =
                Math.max(needed, Integer.parseInt(id.substring(rows.id().length() + 1, end)) + 1);
          } catch (RuntimeException ignored) {
            // not a row field
          }
        }
      }
      rows.ensure(needed);
    }
    // Choices that show or hide fields first, then the rest.
    for (String id : defaults.keySet()) {
      JsonNode v = values.get(id);
      if (v != null && v.isTextual()) {
        field(id).valueProperty().set(v.asText());
      }
    }
    for (FormField f : List.copyOf(fields.values())) {
      JsonNode v = values.get(f.id());
      if (v != null && v.isTextual() && !secret.test(f.id())) {
        f.valueProperty().set(v.asText());
      }
    }
  }

  /** True when nothing was typed (the defaults aside). */
  public final boolean isEmpty() {
    return fields.values().stream()
        .allMatch(f -> f.text().isEmpty() || f.text().equals(defaults.get(f.id())));
  }

  /** Empties the form: defaults back, rows back to their least number. */
  public final void clear() {
    quiet = true;
    try {
      rowGroups.forEach(FormRows::reset);
    } finally {
      quiet = false;
    }
    for (FormField f : fields.values()) {
      f.setTouched(false);
      f.valueProperty().set(defaults.getOrDefault(f.id(), ""));
    }
    refresh();
    check();
  }

  /**
   * Readies the form for a similar next send: what was typed stays, the fields that must be new for
   * each send (a merchant reference) go back to their defaults.
   */
  public final void clearForNext() {
    for (FormField f : fields.values()) {
      if (newEachSend.test(f.id())) {
        f.setTouched(false);
        f.valueProperty().set(defaults.getOrDefault(f.id(), ""));
      }
    }
    refresh();
    check();
  }

  // --- for the subclass: building ---

  /** Fields whose values must be new for each send (cleared by {@link #clearForNext}). */
  protected final void newEachSend(Predicate<String> isNew) {
    this.newEachSend = isNew;
  }

  /** Fields whose values never reach a draft (document numbers). */
  protected final void secret(Predicate<String> isSecret) {
    this.secret = isSecret;
  }

  /** The value a field takes when the form starts or is cleared. */
  protected final void defaultValue(String id, String value) {
    defaults.put(id, value);
  }

  protected final FormField text(String id, String prompt) {
    return add(new FormField(id, () -> label(id), FormField.Kind.TEXT, prompt));
  }

  protected final FormField date(String id) {
    return add(new FormField(id, () -> label(id), FormField.Kind.DATE, null));
  }

  protected final FormField choice(String id, FormField.Kind kind, List<FormField.Choice> choices) {
    FormField f = add(new FormField(id, () -> label(id), kind, null));
    f.choices().setAll(choices);
    return f;
  }

  /**
   * Rows of fields the user adds and removes; place them with {@link #section(String, FormRows,
   * FormField...)}.
   */
  protected final FormRows rows(FormRows rows) {
    rowGroups.add(rows);
    rows.attach(
        this::add,
        f -> fields.remove(f.id()),
        () -> {
          refresh();
          check();
          if (!quiet) {
            onLeave.run();
          }
        });
    return rows;
  }

  protected final FormSection section(String id, FormField... list) {
    return new FormSection(id, sectionTitle(id), List.of(list));
  }

  protected final FormSection section(String id, FormRows rows, FormField... list) {
    return new FormSection(id, sectionTitle(id), List.of(list), rows);
  }

  // --- for the subclass: reading ---

  /** The value of a shown field, trimmed; null when empty or hidden. */
  protected final String value(String id) {
    FormField f = field(id);
    return f.isVisible() ? f.orNull() : null;
  }

  /** True when every one of these fields is empty. */
  protected final boolean blank(String... ids) {
    for (String id : ids) {
      if (!field(id).text().isEmpty()) {
        return false;
      }
    }
    return true;
  }

  /** A date field as ISO (yyyy-MM-dd); null when empty or unreadable. */
  protected final String isoDate(String id) {
    String t = field(id).text();
    return t.isEmpty()
        ? null
        : DateInput.parse(t, Locale.getDefault()).map(Object::toString).orElse(null);
  }

  /** Adds "required" for each empty field. */
  protected final void required(List<FieldError> errors, List<String> ids) {
    for (String id : ids) {
      if (field(id).text().isEmpty() && errors.stream().noneMatch(e -> e.path().equals(id))) {
        errors.add(new FieldError(id, "required", null));
      }
    }
  }

  /** An unreadable date: the error says how to type one. */
  protected final void checkDate(List<FieldError> errors, String id) {
    if (!field(id).text().isEmpty() && isoDate(id) == null) {
      errors.add(
          new FieldError(
              id,
              LOCAL,
              Messages.get("payouts.error.date", DateInput.example(Locale.getDefault()))));
    }
  }

  private FormField add(FormField f) {
    fields.put(f.id(), f);
    f.onLeave(x -> left());
    f.valueProperty().addListener((o, a, b) -> check());
    return f;
  }

  private void left() {
    check();
    onLeave.run();
  }

  private static String message(FieldError e, FormField f) {
    return LOCAL.equals(e.rule()) ? e.message() : ErrorText.field(e, f.label());
  }

  /**
   * The summary of a form's fields in error, by their labels: "Still to complete before the review:
   * Name, Amount." ("" when none; the first three and how many more past four).
   */
  public static String stillToComplete(List<String> labels) {
    return stillToComplete("forms.incomplete", labels);
  }

  /**
   * The same with a sentence of the caller's ({@code {1}} the labels, {@code {0}} how many), e.g.
   * "Still to complete before connecting: {1}."
   */
  public static String stillToComplete(String messageKey, List<String> labels) {
    if (labels.isEmpty()) {
      return "";
    }
    String names =
        labels.size() <= 4
            ? String.join(", ", labels)
            : Messages.get(
                "forms.andMore", String.join(", ", labels.subList(0, 3)), labels.size() - 3);
    return Messages.get(messageKey, labels.size(), names);
  }
}
