package io.paydesk.ui.kit;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.rules.FieldError;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The shared form model: checks, summary, rows, defaults and drafts, for any screen's form. */
class FormModelTest {
  private Locale before;

  @BeforeEach
  void english() {
    before = Locale.getDefault();
    Locale.setDefault(Locale.ENGLISH);
  }

  @AfterEach
  void restore() {
    Locale.setDefault(before);
  }

  /** A small form: a name (required), a kind with a default, a secret number, rows of items. */
  static final class Sample extends FormModel {
    final FormRows items;
    boolean accountKnown = true;

    Sample() {
      super("sample");
      secret(id -> id.equals("number"));
      items =
          rows(
              new FormRows(
                  "items",
                  1,
                  3,
                  (n, c) -> "Item " + n + " " + c,
                  "Add",
                  "Remove",
                  List.of(FormRows.Column.text("key"), FormRows.Column.text("value"))));
      sections()
          .setAll(
              section("main", text("name", null), text("kind", null), text("number", null)),
              section("items", items));
      defaultValue("kind", "A");
      built();
    }

    @Override
    protected String label(String id) {
      return "Label " + id;
    }

    @Override
    protected String sectionTitle(String id) {
      return id;
    }

    @Override
    protected boolean complete() {
      return accountKnown;
    }

    @Override
    protected List<FieldError> collect() {
      List<FieldError> errors = new ArrayList<>();
      required(errors, List.of("name"));
      for (int i = 0; i < items.count(); i++) {
        if (!items.isBlank(i) && field(items.fieldId(i, "key")).text().isEmpty()) {
          errors.add(new FieldError(items.fieldId(i, "key"), LOCAL, "key needed"));
        }
      }
      if ("bad".equals(field("name").text())) {
        errors.add(new FieldError("somewhere.else", "required", null));
      }
      return errors;
    }
  }

  @Test
  void anErrorShowsOnlyAfterTheUserLeftTheField() {
    Sample form = new Sample();

    assertThat(form.validProperty().get()).isFalse();
    assertThat(form.field("name").errorProperty().get()).isEmpty();
    assertThat(form.summaryProperty().get()).contains("Label name");

    form.field("name").left();
    assertThat(form.field("name").errorProperty().get()).isNotEmpty();

    form.field("name").valueProperty().set("Maria");
    assertThat(form.field("name").errorProperty().get()).isEmpty();
    assertThat(form.validProperty().get()).isTrue();
  }

  @Test
  void anErrorAtNoFieldIsSaidInTheSummaryAndKeepsTheFormInvalid() {
    Sample form = new Sample();
    form.field("name").valueProperty().set("bad");

    assertThat(form.validProperty().get()).isFalse();
    assertThat(form.summaryProperty().get()).contains("somewhere.else");
  }

  @Test
  void somethingMissingOutsideTheFieldsKeepsTheFormInvalid() {
    Sample form = new Sample();
    form.accountKnown = false;
    form.field("name").valueProperty().set("Maria");

    assertThat(form.validProperty().get()).isFalse();
  }

  @Test
  void rowsAreAddedUpToTheMaximumAndRemovedWithTheRowsBelowMovingUp() {
    Sample form = new Sample();
    FormRows rows = form.items;
    assertThat(rows.count()).isEqualTo(1);
    assertThat(rows.add()).isTrue();
    assertThat(rows.add()).isTrue();
    assertThat(rows.add()).isFalse();
    form.field(rows.fieldId(1, "key")).valueProperty().set("b");
    form.field(rows.fieldId(2, "key")).valueProperty().set("c");

    rows.remove(1);

    assertThat(rows.count()).isEqualTo(2);
    assertThat(form.field(rows.fieldId(1, "key")).text()).isEqualTo("c");
    assertThat(form.has(rows.fieldId(2, "key"))).isFalse();
    assertThat(form.field(rows.fieldId(1, "key")).label()).isEqualTo("Item 2 key");
  }

  @Test
  void removingTheLastRowAtTheMinimumEmptiesIt() {
    Sample form = new Sample();
    form.field(form.items.fieldId(0, "key")).valueProperty().set("a");

    form.items.remove(0);

    assertThat(form.items.count()).isEqualTo(1);
    assertThat(form.field(form.items.fieldId(0, "key")).text()).isEmpty();
  }

  @Test
  void aRowErrorShowsAtThatRow() {
    Sample form = new Sample();
    form.field("name").valueProperty().set("Maria");
    form.items.add();
    String value = form.items.fieldId(1, "value");
    form.field(value).valueProperty().set("x");
    form.field(form.items.fieldId(1, "key")).left();

    assertThat(form.field(form.items.fieldId(1, "key")).errorProperty().get())
        .isEqualTo("key needed");
    assertThat(form.validProperty().get()).isFalse();
  }

  @Test
  void theDraftKeepsRowsAndValuesButNoSecret() {
    Sample form = new Sample();
    form.field("name").valueProperty().set("Maria");
    form.field("number").valueProperty().set("529.982.247-25");
    form.items.add();
    form.items.add();
    form.field(form.items.fieldId(2, "key")).valueProperty().set("last");

    String draft = form.toDraft("key-9");
    assertThat(draft).doesNotContain("529.982.247-25");

    Sample again = new Sample();
    assertThat(again.fromDraft(draft)).isEqualTo("key-9");
    assertThat(again.field("name").text()).isEqualTo("Maria");
    assertThat(again.field("number").text()).isEmpty();
    assertThat(again.items.count()).isEqualTo(3);
    assertThat(again.field(again.items.fieldId(2, "key")).text()).isEqualTo("last");
  }

  @Test
  void clearingBringsBackDefaultsAndTheLeastRows() {
    Sample form = new Sample();
    assertThat(form.isEmpty()).isTrue();
    form.field("kind").valueProperty().set("B");
    form.items.add();
    assertThat(form.isEmpty()).isFalse();

    form.clear();

    assertThat(form.field("kind").text()).isEqualTo("A");
    assertThat(form.items.count()).isEqualTo(1);
    assertThat(form.isEmpty()).isTrue();
  }

  @Test
  void leavingAFieldOrChangingRowsTellsTheScreen() {
    Sample form = new Sample();
    int[] told = {0};
    form.onLeave(() -> told[0]++);

    form.field("name").left();
    form.items.add();
    form.items.remove(1);
    assertThat(told[0]).isEqualTo(3);

    form.clear();
    form.fromDraft(form.toDraft(null));
    assertThat(told[0]).isEqualTo(3);
  }
}
