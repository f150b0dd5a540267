package io.paydesk.ui.kit;

import javafx.scene.control.TextArea;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * Tab in a text area moves to the next control (Shift+Tab to the one before), as in every other
 * field, instead of typing a tab character: a keyboard user is never kept in the area.
 */
public final class TabLeaves {
  private TabLeaves() {}

  public static void in(TextArea area) {
    area.addEventFilter(
        KeyEvent.KEY_PRESSED,
        e -> {
          if (e.getCode() == KeyCode.TAB && !e.isControlDown()) {
            e.consume();
            // Ctrl+Tab is the text area's own way out: it moves the focus, Shift reverses it.
            area.fireEvent(
                new KeyEvent(
                    KeyEvent.KEY_PRESSED,
                    "",
                    "",
                    KeyCode.TAB,
                    e.isShiftDown(),
                    true,
                    e.isAltDown(),
                    e.isMetaDown()));
          }
        });
  }
}
