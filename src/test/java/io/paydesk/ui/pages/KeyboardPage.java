package io.paydesk.ui.pages;

import io.paydesk.ui.Area;
import java.util.List;
import java.util.Set;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** The console as a keyboard user drives it: shortcuts, Tab, the palette and the F1 overview. */
public final class KeyboardPage {
  private final FxRobot robot;

  public KeyboardPage(FxRobot robot) {
    this.robot = robot;
  }

  /** The console's main window. */
  public Stage window() {
    return (Stage)
        Window.getWindows().stream()
            .filter(w -> w instanceof Stage s && s.getOwner() == null && s.isShowing())
            .filter(w -> w.getScene() != null && w.getScene().lookup("#nav-overview") != null)
            .findFirst()
            .orElseThrow();
  }

  /** Gives the window the keyboard, as switching to it does (no click). */
  public void focusWindow() {
    robot.interact(() -> window().requestFocus());
  }

  /** Ctrl+n: the n-th area. */
  public void area(int n) {
    ctrl(KeyCode.getKeyCode(String.valueOf(n)));
  }

  public void ctrl(KeyCode code) {
    robot.press(KeyCode.CONTROL, code).release(code, KeyCode.CONTROL);
    WaitForAsyncUtils.waitForFxEvents();
  }

  /** The area whose sidebar button is selected. */
  public Area selectedArea() {
    Scene scene = window().getScene();
    for (Area a : Area.values()) {
      Node n = scene.lookup("#nav-" + a.name().toLowerCase());
      if (n instanceof ToggleButton t && t.isSelected()) {
        return a;
      }
    }
    return null;
  }

  /** Whether a node sits in the area's view (not the sidebar or the status bar). */
  public boolean inContent(Node n) {
    for (Node p = n; p != null; p = p.getParent()) {
      if (p.getStyleClass().contains("content")) {
        return true;
      }
    }
    return false;
  }

  /** Whether a node and every parent of it is visible. */
  public static boolean shown(Node n) {
    for (Node p = n; p != null; p = p.getParent()) {
      if (!p.isVisible()) {
        return false;
      }
    }
    return true;
  }

  /** Presses Tab until a control of the type has the focus. */
  public <T extends Node> T tabUntil(Class<T> type, int most) {
    Scene scene = window().getScene();
    for (int i = 0; i < most; i++) {
      if (type.isInstance(scene.getFocusOwner())) {
        return type.cast(scene.getFocusOwner());
      }
      robot.type(KeyCode.TAB);
    }
    throw new AssertionError("No " + type.getSimpleName() + " after " + most + " Tabs");
  }

  /** The id column's value of the table's selected row. */
  public String selectedPaymentId(TableView<?> table) {
    int row = table.getSelectionModel().getSelectedIndex();
    for (TableColumn<?, ?> c : table.getColumns()) {
      if ("idColumn".equals(c.getId())) {
        return String.valueOf(c.getCellData(row));
      }
    }
    throw new AssertionError("No id column");
  }

  /** Scrolls a table sideways until the column shows (no click: what the scroll bar would do). */
  public void showColumn(String tableId, String columnId) {
    TableView<?> table = (TableView<?>) window().getScene().lookup("#" + tableId);
    robot.interact(
        () ->
            table.getColumns().stream()
                .filter(c -> columnId.equals(c.getId()))
                .findFirst()
                .ifPresent(c -> scrollTo(table, c)));
    WaitForAsyncUtils.waitForFxEvents();
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static void scrollTo(TableView table, TableColumn column) {
    table.scrollToColumn(column);
  }

  /** The values of a table's column, as text, row by row. */
  public List<String> column(String tableId, String columnId) {
    TableView<?> table = (TableView<?>) window().getScene().lookup("#" + tableId);
    for (TableColumn<?, ?> c : table.getColumns()) {
      if (columnId.equals(c.getId())) {
        List<String> values = new java.util.ArrayList<>();
        for (int i = 0; i < table.getItems().size(); i++) {
          Object v = c.getCellData(i);
          values.add(v == null ? "" : v.toString());
        }
        return values;
      }
    }
    throw new AssertionError("No column " + columnId);
  }

  /** Every visible text of the main window. */
  public List<String> texts() {
    return robot
        .from(window().getScene().getRoot())
        .lookup((Node n) -> n instanceof Labeled l && shown(l))
        .queryAll()
        .stream()
        .map(n -> ((Labeled) n).getText())
        .filter(t -> t != null && !t.isEmpty())
        .toList();
  }

  public boolean paletteShowing() {
    return robot.lookup("#paletteField").tryQuery().map(n -> n.getScene().getWindow()).stream()
        .anyMatch(Window::isShowing);
  }

  /** True when the palette's list shows a sideways scroll bar (a row wider than the palette). */
  public boolean paletteScrollsSideways() {
    ListView<?> list = robot.lookup("#paletteList").queryAs(ListView.class);
    return list.lookupAll(".scroll-bar").stream()
        .anyMatch(
            n ->
                n instanceof javafx.scene.control.ScrollBar b
                    && b.getOrientation() == javafx.geometry.Orientation.HORIZONTAL
                    && b.isVisible());
  }

  /**
   * True when the palette's first row shows whole at the top of its list (none scrolled off) with
   * its words in the middle of the row, not against the list's top edge.
   */
  public boolean paletteFirstRowWhole() {
    ListView<?> list = robot.lookup("#paletteList").queryAs(ListView.class);
    Node view = list.lookup(".clipped-container");
    javafx.geometry.Bounds shown = view.localToScene(view.getLayoutBounds());
    return list.lookupAll(".list-cell").stream()
        .filter(n -> n instanceof javafx.scene.control.ListCell<?> c && c.getIndex() == 0)
        .filter(Node::isVisible)
        .anyMatch(
            n -> {
              javafx.geometry.Bounds cell = n.localToScene(n.getLayoutBounds());
              Node words = n.lookup(".label");
              javafx.geometry.Bounds text = words.localToScene(words.getLayoutBounds());
              double above = text.getMinY() - cell.getMinY();
              double below = cell.getMaxY() - text.getMaxY();
              return cell.getMinY() >= shown.getMinY() - 0.5 && Math.abs(above - below) <= 3;
            });
  }

  /** The title of the palette's selected (first) match. */
  @SuppressWarnings("unchecked")
  public String paletteFirst() {
    ListView<Object> list = robot.lookup("#paletteList").queryAs(ListView.class);
    Object c = list.getSelectionModel().getSelectedItem();
    return c == null ? null : ((io.paydesk.ui.kit.CommandPalette.Command) c).title();
  }

  public String paletteTyped() {
    return robot.lookup("#paletteField").queryTextInputControl().getText();
  }

  public boolean overviewShowing() {
    return robot.lookup("#keyOverview").tryQuery().map(n -> n.getScene().getWindow()).stream()
        .anyMatch(Window::isShowing);
  }

  public List<String> overviewTexts() {
    Set<Node> labels =
        robot.lookup("#keyOverview").lookup((Node n) -> n instanceof Labeled).queryAll();
    return labels.stream().map(n -> ((Labeled) n).getText()).toList();
  }

  /**
   * Gives the keyboard to the area's first control (Tab from the sidebar's selected button) and
   * presses Tab until the focus leaves the area or comes back to where it began: the controls in
   * the order Tab reaches them.
   */
  public List<Node> tabThroughContent(int most) {
    Scene scene = window().getScene();
    Node selected = scene.lookup("#nav-" + selectedArea().name().toLowerCase());
    robot.interact(selected::requestFocus);
    List<Node> reached = new java.util.ArrayList<>();
    for (int i = 0; i < most; i++) {
      robot.type(KeyCode.TAB);
      Node now = scene.getFocusOwner();
      if (now == null || !inContent(now)) {
        if (reached.isEmpty()) {
          continue;
        }
        break;
      }
      if (!reached.isEmpty() && now == reached.get(0)) {
        break;
      }
      reached.add(now);
    }
    return reached;
  }

  /**
   * Where two nodes sit as a reader sees the area, in one frame: when both are in the same scroll
   * pane, in its content's coordinates (scrolling does not move them); otherwise a node inside a
   * scroll pane stands for the whole pane, in the content pane's coordinates.
   */
  public javafx.geometry.Bounds[] places(Node a, Node b) {
    Node content = window().getScene().lookup(".content");
    javafx.scene.control.ScrollPane sa = outermostScroll(a, content);
    javafx.scene.control.ScrollPane sb = outermostScroll(b, content);
    Node frame;
    Node pa = a;
    Node pb = b;
    if (sa != null && sa == sb) {
      frame = sa.getContent();
    } else {
      frame = content;
      pa = sa != null ? sa : a;
      pb = sb != null ? sb : b;
    }
    // Two cells of one grid read cell by cell: a cell's stacked controls belong to its place.
    javafx.scene.layout.GridPane grid = commonGrid(pa, pb);
    if (grid != null) {
      pa = cellOf(pa, grid);
      pb = cellOf(pb, grid);
    }
    return new javafx.geometry.Bounds[] {
      frame.sceneToLocal(pa.localToScene(pa.getBoundsInLocal())),
      frame.sceneToLocal(pb.localToScene(pb.getBoundsInLocal()))
    };
  }

  private static javafx.scene.control.ScrollPane outermostScroll(Node n, Node content) {
    javafx.scene.control.ScrollPane outer = null;
    for (Node p = n.getParent(); p != null && p != content; p = p.getParent()) {
      if (p instanceof javafx.scene.control.ScrollPane pane && pane.getContent() != null) {
        outer = pane;
      }
    }
    return outer;
  }

  /** The nearest grid holding both nodes in different cells, or null. */
  private static javafx.scene.layout.GridPane commonGrid(Node a, Node b) {
    for (Node p = a.getParent(); p != null; p = p.getParent()) {
      if (p instanceof javafx.scene.layout.GridPane grid && isUnder(b, grid)) {
        Node ca = cellOf(a, grid);
        Node cb = cellOf(b, grid);
        return ca != cb && ca != a && cb != b ? grid : null;
      }
    }
    return null;
  }

  private static boolean isUnder(Node n, Node ancestor) {
    for (Node p = n.getParent(); p != null; p = p.getParent()) {
      if (p == ancestor) {
        return true;
      }
    }
    return false;
  }

  private static Node cellOf(Node n, Node grid) {
    Node cell = n;
    while (cell.getParent() != null && cell.getParent() != grid) {
      cell = cell.getParent();
    }
    return cell;
  }

  /**
   * The controls of the area a keyboard user can use: shown, enabled, taking focus by Tab (the
   * parts inside a control, such as a combo box's editor, belong to the control).
   */
  public List<Node> usableControls() {
    Node content = window().getScene().lookup(".content");
    List<Node> all = new java.util.ArrayList<>();
    collectUsable(content, all);
    return all;
  }

  private static void collectUsable(Node n, List<Node> into) {
    if (!n.isVisible() || n.isDisabled()) {
      return;
    }
    if (n instanceof javafx.scene.control.Control && n.isFocusTraversable()) {
      into.add(n);
      return;
    }
    if (n instanceof javafx.scene.Parent p) {
      for (Node child : p.getChildrenUnmodifiable()) {
        collectUsable(child, into);
      }
    }
  }
}
