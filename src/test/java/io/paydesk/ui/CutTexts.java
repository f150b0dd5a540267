package io.paydesk.ui;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Labeled;
import javafx.scene.text.Text;
import org.testfx.api.FxRobot;

/**
 * Texts a screen shows shorter than they are (cut with an ellipsis), for "nothing is cut" tests.
 */
final class CutTexts {
  private CutTexts() {}

  /** Labels, table cells and choice cells under {@code root} whose text is shown cut. */
  static List<String> in(FxRobot robot, Parent root) {
    List<String> out = new ArrayList<>();
    robot.interact(
        () -> {
          // A text changed since the last pulse (a live count) is laid out first: what is
          // checked is what the next frame shows.
          root.applyCss();
          root.layout();
          for (String selector : List.of(".label", ".table-cell", ".list-cell")) {
            for (Node n : root.lookupAll(selector)) {
              check(n, out);
            }
          }
        });
    return out;
  }

  /** Visible, and so is every node above it (a hidden pane's labels are laid out empty). */
  private static boolean shown(Node n) {
    for (Node p = n; p != null; p = p.getParent()) {
      if (!p.isVisible()) {
        return false;
      }
    }
    return true;
  }

  private static void check(Node n, List<String> out) {
    if (n instanceof Labeled l && shown(l) && l.getText() != null && !l.getText().isEmpty()) {
      for (Node child : l.getChildrenUnmodifiable()) {
        if (child instanceof Text t && !l.getText().equals(t.getText())) {
          out.add(l.getText() + " shown as " + t.getText());
        }
      }
    }
  }
}
