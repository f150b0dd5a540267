package io.paydesk.ui.pages;

import io.paydesk.ui.kit.FormField;
import io.paydesk.ui.kit.FormLayout;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** The Entities screen as a user drives it: fields named by the request path they fill. */
public final class EntitiesPage {
  private final FxRobot robot;

  public EntitiesPage(FxRobot robot) {
    this.robot = robot;
  }

  public EntitiesPage open() {
    robot.clickOn("#nav-entities");
    return this;
  }

  public EntitiesPage type(String fieldId, String text) {
    String q = "#" + FormLayout.nodeId(fieldId);
    robot.interact(
        () -> {
          TextInputControl c = robot.lookup(q).queryAs(TextInputControl.class);
          c.clear();
          c.requestFocus();
        });
    robot.write(text).type(KeyCode.TAB);
    WaitForAsyncUtils.waitForFxEvents();
    return this;
  }

  /** Picks a choice by its code, as a click on it would. */
  @SuppressWarnings("unchecked")
  public EntitiesPage choose(String fieldId, String code) {
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
    return this;
  }

  /** A date typed the user's way in a date field, then Tab. */
  public EntitiesPage date(String fieldId, String text) {
    String q = "#" + FormLayout.nodeId(fieldId);
    robot.interact(
        () -> {
          javafx.scene.control.DatePicker p =
              robot.lookup(q).queryAs(javafx.scene.control.DatePicker.class);
          p.getEditor().clear();
          p.getEditor().requestFocus();
        });
    robot.write(text).type(KeyCode.TAB);
    WaitForAsyncUtils.waitForFxEvents();
    return this;
  }

  public String fieldError(String fieldId) {
    return robot.lookup("#" + FormLayout.errorId(fieldId)).queryAs(Label.class).getText();
  }

  public String summary() {
    return robot.lookup("#entityFormSummary").queryAs(Label.class).getText();
  }

  public boolean reviewDisabled() {
    return robot.lookup("#entityReview").query().isDisabled();
  }

  public EntitiesPage review() {
    robot.clickOn("#entityReview");
    WaitForAsyncUtils.waitForFxEvents();
    return this;
  }

  public EntitiesPage confirm() {
    robot.clickOn("#entityConfirm");
    return this;
  }

  public EntitiesPage newEntity() {
    robot.interact(() -> robot.lookup("#entityNew").queryButton().fire());
    WaitForAsyncUtils.waitForFxEvents();
    return this;
  }

  public String reviewText() {
    return robot.lookup("#entityReviewText").queryAs(Label.class).getText();
  }

  public String resultTitle() {
    return robot.lookup("#entityResultTitle").queryAs(Label.class).getText();
  }

  public String resultDetails() {
    return robot.lookup("#entityResultDetails").queryAs(Label.class).getText();
  }

  public int listed() {
    TableView<?> t = robot.lookup("#entityList").queryTableView();
    return t.getItems().size();
  }
}
