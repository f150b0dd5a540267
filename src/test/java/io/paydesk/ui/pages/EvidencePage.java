package io.paydesk.ui.pages;

import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import org.testfx.api.FxRobot;

/** The evidence screen of one chargeback. */
public final class EvidencePage {
  private final FxRobot robot;

  public EvidencePage(FxRobot robot) {
    this.robot = robot;
  }

  public boolean shown() {
    return robot.lookup("#evidenceScreen").query().isVisible();
  }

  public String title() {
    return text("#evidenceTitle");
  }

  /** The dispute state badge in words. */
  public String state() {
    return text("#evidenceState");
  }

  public String error() {
    return text("#evidenceError");
  }

  public String notice() {
    return text("#evidenceNotice");
  }

  /** Adds a file through the chooser (the test's dialogs answer which). */
  public EvidencePage add() {
    robot.clickOn("#addEvidenceFiles");
    return this;
  }

  public EvidencePage addPaymentRecord() {
    robot.clickOn("#addPaymentRecord");
    return this;
  }

  public int fileCount() {
    return robot.lookup("#evidenceFiles").queryAs(VBox.class).getChildren().size();
  }

  /** The texts of a file row: name, verdict, sizes. */
  public List<String> row(int i) {
    Node row = robot.lookup("#evidence-row-" + i).query();
    return robot.from(row).lookup((Node n) -> n instanceof Label).queryAllAs(Label.class).stream()
        .map(Label::getText)
        .toList();
  }

  /** Picks a file's content category by its code (through the row's combo box). */
  @SuppressWarnings("unchecked")
  public EvidencePage category(int i, String code) {
    ComboBox<String> box = robot.lookup("#category-" + i).queryAs(ComboBox.class);
    robot.interact(() -> box.setValue(code));
    return this;
  }

  public EvidencePage remove(int i) {
    robot.clickOn("#remove-" + i);
    return this;
  }

  public EvidencePage shrink(int i) {
    robot.clickOn("#shrink-" + i);
    return this;
  }

  /** The shrink offer's sizes: original, then the smaller copy; empty when none is shown. */
  public List<String> shrinkOffer() {
    if (!robot.lookup("#shrinkPane").query().isVisible()) {
      return List.of();
    }
    return List.of(text("#shrinkOriginalSize"), text("#shrinkResultSize"));
  }

  public EvidencePage acceptShrink() {
    robot.clickOn("#acceptShrink");
    return this;
  }

  public boolean canShrink(int i) {
    return robot.lookup("#shrink-" + i).tryQuery().isPresent();
  }

  public boolean sendEnabled() {
    return !robot.lookup("#sendEvidence").queryAs(Button.class).isDisabled();
  }

  public String sendHint() {
    return text("#sendHint");
  }

  /** Presses send; the test's dialogs answer the review step. */
  public EvidencePage send() {
    robot.clickOn("#sendEvidence");
    return this;
  }

  public EvidencePage refresh() {
    robot.clickOn("#evidenceRefresh");
    return this;
  }

  public DisputesPage back() {
    robot.clickOn("#evidenceBack");
    return new DisputesPage(robot);
  }

  private String text(String id) {
    Label l = robot.lookup(id).queryAs(Label.class);
    return l.getText() == null ? "" : l.getText();
  }
}
