package io.paydesk.ui.kit;

import java.util.List;
import java.util.Objects;
import javafx.collections.ObservableList;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.TextInputControl;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.controlsfx.control.SearchableComboBox;

/**
 * Draws {@link FormSection}s of {@link FormField}s: each field a label, its control and a reserved
 * error slot under it (so nothing moves when a message appears), laid out in rows that wrap with
 * the width. Leaving a field (focus lost, or a choice made) calls {@link FormField#left()}. Every
 * listener on the view model's properties is recorded in the view's {@link ViewDisposer}.
 */
public final class FormLayout {
  /** Width of one field's column. */
  public static final double FIELD_WIDTH = 236;

  private FormLayout() {}

  /** Enter in any field of a form's pane goes to its review when the form is valid. */
  public static void reviewOnEnter(
      Node pane, javafx.beans.value.ObservableBooleanValue valid, Runnable review) {
    pane.addEventFilter(
        javafx.scene.input.KeyEvent.KEY_PRESSED,
        e -> {
          if (e.getCode() == javafx.scene.input.KeyCode.ENTER && valid.get()) {
            review.run();
            e.consume();
          }
        });
  }

  /** Shows a form's step pane (edit, review, result) and gives its space back when hidden. */
  public static void show(Node pane, boolean shown) {
    pane.setVisible(shown);
    pane.setManaged(shown);
  }

  /** The node id of a field's control: its id with dots and brackets turned into dashes. */
  public static String nodeId(String fieldId) {
    return "f-" + fieldId.replace('.', '-').replace('[', '-').replace("]", "");
  }

  /** The node id of a field's error slot. */
  public static String errorId(String fieldId) {
    return nodeId(fieldId) + "-error";
  }

  /** Fills {@code into} with the sections, redrawn when the list changes. */
  public static void fill(VBox into, ObservableList<FormSection> sections, ViewDisposer view) {
    draw(into, sections, view);
    view.listen(
        sections,
        (javafx.collections.ListChangeListener<FormSection>) c -> draw(into, sections, view));
  }

  private static void draw(VBox into, List<FormSection> sections, ViewDisposer view) {
    into.getChildren().clear();
    for (FormSection s : sections) {
      into.getChildren().add(section(s, view));
    }
  }

  /** One titled section. */
  public static Node section(FormSection s, ViewDisposer view) {
    VBox box = new VBox(4);
    box.setId("s-" + s.id());
    box.getStyleClass().add("form-section");
    if (s.title() != null && !s.title().isEmpty()) {
      Label title = new Label(s.title());
      title.getStyleClass().add("section-title");
      box.getChildren().add(title);
    }
    FlowPane fields = new FlowPane(16, 0);
    fields.setPrefWrapLength(3 * FIELD_WIDTH);
    for (FormField f : s.fields()) {
      fields.getChildren().add(field(f, view));
    }
    if (!s.fields().isEmpty()) {
      box.getChildren().add(fields);
    }
    if (s.rows() != null) {
      box.getChildren().add(rows(s.rows(), view));
    }
    view.bind(box.visibleProperty(), s.visibleProperty());
    box.managedProperty().bind(box.visibleProperty());
    return box;
  }

  /**
   * Rows the user adds and removes: each row its fields and a remove button ({@code
   * f-metadata-2-remove}), then an add button ({@code f-metadata-add}), disabled at the maximum.
   */
  public static Node rows(FormRows rows, ViewDisposer view) {
    VBox list = new VBox(2);
    drawRows(list, rows, view);
    view.listen(
        rows.rows(),
        (javafx.collections.ListChangeListener<java.util.List<FormField>>)
            c -> drawRows(list, rows, view));
    Button add = new Button(rows.addLabel());
    add.setId(nodeId(rows.id()) + "-add");
    add.setOnAction(e -> rows.add());
    view.bind(add.disableProperty(), rows.canAddProperty().not());
    VBox box = new VBox(4, list, add);
    return box;
  }

  private static void drawRows(VBox into, FormRows rows, ViewDisposer view) {
    into.getChildren().clear();
    for (int i = 0; i < rows.count(); i++) {
      int row = i;
      FlowPane line = new FlowPane(16, 0);
      line.setId(rows.rowNodeId(row));
      line.setPrefWrapLength(3 * FIELD_WIDTH);
      for (FormField f : rows.rows().get(row)) {
        line.getChildren().add(field(f, view));
      }
      Button remove = new Button(rows.removeLabel());
      remove.setId(rows.rowNodeId(row) + "-remove");
      remove.setOnAction(e -> rows.remove(row));
      Label above = new Label(" ");
      above.getStyleClass().add("field-name");
      line.getChildren().add(new VBox(2, above, remove));
      into.getChildren().add(line);
    }
  }

  /** One field: label, control, error slot. */
  public static Node field(FormField f, ViewDisposer view) {
    Label name = new Label(f.label());
    name.getStyleClass().add("field-name");
    name.setWrapText(false);
    Node control = control(f, view);
    control.setId(nodeId(f.id()));
    Label error = new Label();
    error.setId(errorId(f.id()));
    error.getStyleClass().addAll("field-error", "form-error-slot");
    error.setWrapText(true);
    error.setMaxWidth(FIELD_WIDTH);
    view.bind(error.textProperty(), f.errorProperty());
    name.setLabelFor(control);
    VBox box = new VBox(2, name, control, error);
    box.setPrefWidth(FIELD_WIDTH);
    box.setMaxWidth(FIELD_WIDTH);
    if (f.kind() == FormField.Kind.CHOICE) {
      // A list of a few choices shows its longest one whole: the field widens past the column
      // when a choice needs it ("Cuenta bancaria o clave PIX").
      // The box's least width is then its children's (the choice's whole width, if wider).
      ((Region) control).setMinWidth(Region.USE_PREF_SIZE);
    } else {
      box.setMinWidth(FIELD_WIDTH);
    }
    VBox.setVgrow(error, Priority.NEVER);
    view.bind(box.visibleProperty(), f.visibleProperty());
    box.managedProperty().bind(box.visibleProperty());
    return box;
  }

  private static Node control(FormField f, ViewDisposer view) {
    switch (f.kind()) {
      case CHOICE, SEARCHABLE_CHOICE -> {
        ComboBox<FormField.Choice> box =
            f.kind() == FormField.Kind.SEARCHABLE_CHOICE
                ? new SearchableComboBox<>(f.choices())
                : new ComboBox<>(f.choices());
        box.setMaxWidth(Double.MAX_VALUE);
        box.setPromptText(f.prompt());
        select(box, f.text());
        view.listen(f.valueProperty(), (o, a, now) -> select(box, now));
        box.valueProperty()
            .addListener(
                (o, a, now) -> {
                  String code = now == null ? "" : now.code();
                  if (!Objects.equals(code, f.text())) {
                    f.valueProperty().set(code);
                    f.left();
                  }
                });
        box.focusedProperty().addListener((o, was, is) -> leftWhenBlurred(f, is));
        return box;
      }
      case OPEN_CHOICE -> {
        ComboBox<String> box = new ComboBox<>();
        box.setEditable(true);
        box.setMaxWidth(Double.MAX_VALUE);
        box.setPromptText(f.prompt());
        Runnable items =
            () -> box.getItems().setAll(f.choices().stream().map(FormField.Choice::code).toList());
        items.run();
        view.listen(
            f.choices(),
            (javafx.collections.ListChangeListener<FormField.Choice>) c -> items.run());
        box.setCellFactory(
            l ->
                new javafx.scene.control.ListCell<>() {
                  @Override
                  protected void updateItem(String code, boolean empty) {
                    super.updateItem(code, empty);
                    setText(empty || code == null ? null : shownCode(f, code));
                  }
                });
        view.bindBidirectional(box.getEditor().textProperty(), f.valueProperty());
        view.listen(
            f.valueProperty(),
            (o, a, now) -> {
              String v = now == null || now.isEmpty() ? null : now;
              if (!Objects.equals(box.getValue(), v)) {
                box.setValue(v);
              }
            });
        box.valueProperty()
            .addListener(
                (o, a, now) -> {
                  if (FormField.SHOW_ALL.equals(now)) {
                    // "Show all": the list grows to every choice and opens again; no value.
                    javafx.application.Platform.runLater(
                        () -> {
                          f.valueProperty().set(a == null ? "" : a);
                          box.setValue(a);
                          f.showAll();
                          box.show();
                        });
                    return;
                  }
                  if (now != null && !now.equals(f.valueProperty().get())) {
                    f.valueProperty().set(now);
                    f.left();
                  }
                });
        box.focusedProperty().addListener((o, was, is) -> leftWhenBlurred(f, is));
        return box;
      }
      case DATE -> {
        DatePicker picker = new DatePicker();
        picker.setMaxWidth(Double.MAX_VALUE);
        DateFields.bind(view, picker, f.valueProperty());
        picker.focusedProperty().addListener((o, was, is) -> leftWhenBlurred(f, is));
        picker.valueProperty().addListener((o, a, now) -> f.left());
        return picker;
      }
      default -> {
        TextField text = new TextField();
        text.setPromptText(f.prompt());
        input(text, f, view);
        return text;
      }
    }
  }

  /**
   * A field drawn by a screen's own layout (an FXML grid): the control holds the field's value,
   * leaving it checks the field, and its reserved error line shows the field's error.
   */
  public static void field(TextInputControl input, Label error, FormField f, ViewDisposer view) {
    input(input, f, view);
    view.bind(error.textProperty(), f.errorProperty());
  }

  private static void input(TextInputControl input, FormField f, ViewDisposer view) {
    view.bindBidirectional(input.textProperty(), f.valueProperty());
    view.listen(input.focusedProperty(), (o, was, is) -> leftWhenBlurred(f, is));
  }

  private static void leftWhenBlurred(FormField f, boolean focused) {
    if (!focused) {
      f.left();
    }
  }

  private static void select(ComboBox<FormField.Choice> box, String code) {
    FormField.Choice match =
        box.getItems().stream().filter(c -> c.code().equals(code)).findFirst().orElse(null);
    if (!Objects.equals(box.getValue(), match)) {
      box.setValue(match);
    }
  }

  /** An open choice's code as its list shows it; "Show all…" for {@link FormField#SHOW_ALL}. */
  private static String shownCode(FormField f, String code) {
    if (!FormField.SHOW_ALL.equals(code)) {
      return code;
    }
    return f.choices().stream()
        .filter(c -> c.code().equals(code))
        .map(FormField.Choice::label)
        .findFirst()
        .orElse(code);
  }
}
