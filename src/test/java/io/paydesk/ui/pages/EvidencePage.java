package io.paydesk.ui.pages;

import com.sun.javafx.scene.input.DragboardHelper;
import com.sun.javafx.tk.TKClipboard;
import java.io.File;
import java.nio.file.Path;
import java.security.AccessControlContext;
import java.util.List;
import java.util.Set;
import javafx.event.Event;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.image.Image;
import javafx.scene.input.DataFormat;
import javafx.scene.input.DragEvent;
import javafx.scene.input.Dragboard;
import javafx.scene.input.KeyCode;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.VBox;
import javafx.util.Pair;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

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

  /** Who is working on the chargeback, in words ("" when nobody, or off a team store). */
  public String claim() {
    return text("#evidenceClaim");
  }

  /** Takes the chargeback ("Take it"). */
  public EvidencePage takeIt() {
    robot.clickOn("#claimChargeback");
    return this;
  }

  /** The conflict's sentence, "" when there is none. */
  public String conflict() {
    Node box = robot.lookup("#evidenceConflict").query();
    return box.isVisible() ? text("#evidenceConflictText") : "";
  }

  /** Adds a file through the chooser (the test's dialogs answer which). */
  public EvidencePage add() {
    robot.clickOn("#addEvidenceFiles");
    return this;
  }

  /**
   * Drops files on the drop zone as a file manager does: a drag over, then the drop, both fired
   * through the zone's own event dispatch with a dragboard holding the files. Answers whether the
   * drop was completed.
   */
  public boolean drop(List<Path> files) {
    Node zone = robot.lookup("#evidenceDropZone").query();
    boolean[] result = new boolean[2];
    robot.interact(
        () -> {
          Dragboard board = DragboardHelper.createDragboard(new FilesClipboard(files));
          DragboardHelper.setDataAccessRestriction(board, false);
          Bounds b = zone.localToScreen(zone.getBoundsInLocal());
          double x = b.getCenterX();
          double y = b.getCenterY();
          DragEvent over =
              new DragEvent(
                  null,
                  zone,
                  DragEvent.DRAG_OVER,
                  board,
                  x,
                  y,
                  x,
                  y,
                  TransferMode.COPY,
                  null,
                  null,
                  null);
          Event.fireEvent(zone, over);
          result[0] = over.isAccepted();
          if (result[0]) {
            DragEvent drop =
                new DragEvent(
                    null,
                    zone,
                    DragEvent.DRAG_DROPPED,
                    board,
                    x,
                    y,
                    x,
                    y,
                    TransferMode.COPY,
                    null,
                    zone,
                    null);
            Event.fireEvent(zone, drop);
            result[1] = drop.isDropCompleted();
          }
        });
    return result[0] && result[1];
  }

  /** A dragboard's contents: the files a file manager drags. */
  private static final class FilesClipboard implements TKClipboard {
    private final List<File> files;

    FilesClipboard(List<Path> paths) {
      this.files = paths.stream().map(Path::toFile).toList();
    }

    @Override
    public void setSecurityContext(AccessControlContext ctx) {}

    @Override
    public Set<DataFormat> getContentTypes() {
      return Set.of(DataFormat.FILES);
    }

    @Override
    @SafeVarargs
    public final boolean putContent(Pair<DataFormat, Object>... content) {
      return false;
    }

    @Override
    public Object getContent(DataFormat format) {
      return DataFormat.FILES.equals(format) ? files : null;
    }

    @Override
    public boolean hasContent(DataFormat format) {
      return DataFormat.FILES.equals(format);
    }

    @Override
    public Set<TransferMode> getTransferModes() {
      return Set.of(TransferMode.COPY, TransferMode.MOVE, TransferMode.LINK);
    }

    @Override
    public void setDragView(Image image) {}

    @Override
    public void setDragViewOffsetX(double offsetX) {}

    @Override
    public void setDragViewOffsetY(double offsetY) {}

    @Override
    public Image getDragView() {
      return null;
    }

    @Override
    public double getDragViewOffsetX() {
      return 0;
    }

    @Override
    public double getDragViewOffsetY() {
      return 0;
    }
  }

  /** The send button's text (Send, or Send update once evidence was sent). */
  public String sendText() {
    return robot.lookup("#sendEvidence").queryAs(Button.class).getText();
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

  /** Gives a file's category list the keyboard, as Tab would. */
  public EvidencePage focusCategory(int i) {
    ComboBox<?> box = robot.lookup("#category-" + i).queryAs(ComboBox.class);
    robot.interact(box::requestFocus);
    return this;
  }

  /** Presses a key where the keyboard is. */
  public EvidencePage press(KeyCode key) {
    robot.type(key);
    WaitForAsyncUtils.waitForFxEvents();
    return this;
  }

  /** A file's category code, null when none is chosen. */
  public Object category(int i) {
    return robot.lookup("#category-" + i).queryAs(ComboBox.class).getValue();
  }

  /** The id of the node holding the keyboard. */
  public String focusedId() {
    Node owner = robot.lookup("#evidenceScreen").query().getScene().getFocusOwner();
    return owner == null ? null : owner.getId();
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
