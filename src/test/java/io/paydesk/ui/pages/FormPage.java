package io.paydesk.ui.pages;

import io.paydesk.ui.kit.FormField;
import io.paydesk.ui.kit.FormLayout;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Label;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A screen built on the kit's form model as a user drives it: fields named by the request path they
 * fill, rows added and removed, the review and the send. A screen's page names its node prefix
 * ({@code payout}, {@code entity}) and adds what is its own.
 */
public abstract class FormPage<P extends FormPage<P>> {
  protected final FxRobot robot;
  private final String prefix;
  private final String nav;

  protected FormPage(FxRobot robot, String prefix, String nav) {
    this.robot = robot;
    this.prefix = prefix;
    this.nav = nav;
  }

  @SuppressWarnings("unchecked")
  private P self() {
    return (P) this;
  }

  public P open() {
    robot.clickOn("#" + nav);
    WaitForAsyncUtils.waitForFxEvents();
    return self();
  }

  /** Replaces a text field's content by what is typed, then leaves the field with Tab. */
  public P type(String fieldId, String text) {
    String q = "#" + FormLayout.nodeId(fieldId);
    robot.interact(
        () -> {
          TextInputControl c = robot.lookup(q).queryAs(TextInputControl.class);
          c.clear();
          c.requestFocus();
        });
    robot.write(text).type(KeyCode.TAB);
    WaitForAsyncUtils.waitForFxEvents();
    return self();
  }

  /** Picks the choice with this code in a drop-down field, as a click on it would. */
  @SuppressWarnings("unchecked")
  public P choose(String fieldId, String code) {
    String q = "#" + FormLayout.nodeId(fieldId);
    robot.interact(
        () -> {
          ComboBox<Object> box = robot.lookup(q).queryAs(ComboBox.class);
          Object match =
              box.getItems().stream()
                  .filter(
                      i ->
                          i instanceof FormField.Choice c
                              ? c.code().equals(code)
                              : code.equals(String.valueOf(i)))
                  .findFirst()
                  .orElseThrow(() -> new IllegalArgumentException(code + " not in " + fieldId));
          box.getSelectionModel().select(match);
        });
    WaitForAsyncUtils.waitForFxEvents();
    return self();
  }

  /** The codes a drop-down offers now, as its list shows them. */
  public java.util.List<String> offered(String fieldId) {
    ComboBox<?> box = robot.lookup("#" + FormLayout.nodeId(fieldId)).queryAs(ComboBox.class);
    return box.getItems().stream()
        .map(i -> i instanceof FormField.Choice c ? c.code() : String.valueOf(i))
        .toList();
  }

  /** Picks a drop-down's "Show all…" choice. */
  public P showAll(String fieldId) {
    return choose(fieldId, FormField.SHOW_ALL);
  }

  /** A date typed the user's way in a date field, then Tab. */
  public P date(String fieldId, String text) {
    String q = "#" + FormLayout.nodeId(fieldId);
    robot.interact(
        () -> {
          DatePicker p = robot.lookup(q).queryAs(DatePicker.class);
          p.getEditor().clear();
          p.getEditor().requestFocus();
        });
    robot.write(text).type(KeyCode.TAB);
    WaitForAsyncUtils.waitForFxEvents();
    return self();
  }

  /** Clicks the add button of the rows at {@code rowsId} (e.g. {@code metadata}). */
  public P addRow(String rowsId) {
    press("#" + FormLayout.nodeId(rowsId) + "-add");
    return self();
  }

  /** Clicks the remove button of one row (from 0). */
  public P removeRow(String rowsId, int row) {
    press("#" + FormLayout.nodeId(rowsId + "[" + row + "]") + "-remove");
    return self();
  }

  /** How many rows the rows at {@code rowsId} show. */
  public int rowCount(String rowsId) {
    String start = FormLayout.nodeId(rowsId) + "-";
    return (int)
        robot
            .lookup(
                n ->
                    n.getId() != null
                        && n.getId().matches(java.util.regex.Pattern.quote(start) + "\\d+"))
            .queryAll()
            .stream()
            .filter(Node::isVisible)
            .count();
  }

  public boolean canAddRow(String rowsId) {
    return !robot.lookup("#" + FormLayout.nodeId(rowsId) + "-add").query().isDisabled();
  }

  /** Whether a field is on the screen now. */
  public boolean hasField(String fieldId) {
    return robot.lookup("#" + FormLayout.nodeId(fieldId)).tryQuery().isPresent();
  }

  public String fieldError(String fieldId) {
    return robot.lookup("#" + FormLayout.errorId(fieldId)).queryAs(Label.class).getText();
  }

  /** What a field shows now. */
  public String value(String fieldId) {
    Node n = robot.lookup("#" + FormLayout.nodeId(fieldId)).query();
    if (n instanceof TextInputControl t) {
      return t.getText();
    }
    if (n instanceof DatePicker d) {
      return d.getEditor().getText();
    }
    if (n instanceof ComboBox<?> c) {
      Object v = c.getValue();
      return v instanceof FormField.Choice ch ? ch.code() : v == null ? "" : String.valueOf(v);
    }
    return String.valueOf(n);
  }

  public String summary() {
    return label("#" + prefix + "FormSummary");
  }

  /** Whether the Review button is offered at all (a role that may not send sees none). */
  public boolean reviewOffered() {
    return robot.lookup("#" + prefix + "Review").query().isVisible();
  }

  public boolean reviewDisabled() {
    return robot.lookup("#" + prefix + "Review").query().isDisabled();
  }

  public P review() {
    robot.clickOn("#" + prefix + "Review");
    WaitForAsyncUtils.waitForFxEvents();
    return self();
  }

  public P confirm() {
    robot.clickOn("#" + prefix + "Confirm");
    return self();
  }

  /** The New button: an empty form (its draft dropped). */
  public P startNew() {
    press("#" + prefix + "New");
    return self();
  }

  /** The error banner's text, "" unless it shows (on the tab shown, say). */
  public String error() {
    return shownText("#" + prefix + "Error");
  }

  /** The notice banner's text, "" unless it shows (on the tab shown, say). */
  public String notice() {
    return shownText("#" + prefix + "Notice");
  }

  private String shownText(String query) {
    Label l = robot.lookup(query).queryAs(Label.class);
    for (Node n = l; n != null; n = n.getParent()) {
      if (!n.isVisible()) {
        return "";
      }
    }
    return l.getScene() == null ? "" : l.getText();
  }

  protected String label(String q) {
    return robot.lookup(q).queryAs(Label.class).getText();
  }

  protected void press(String q) {
    robot.interact(() -> robot.lookup(q).queryAs(Button.class).fire());
    WaitForAsyncUtils.waitForFxEvents();
  }
}
