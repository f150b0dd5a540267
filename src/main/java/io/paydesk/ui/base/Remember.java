package io.paydesk.ui.base;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.beans.InvalidationListener;
import javafx.collections.ListChangeListener;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TitledPane;
import javafx.stage.Screen;
import javafx.stage.Stage;

/**
 * What the user arranged, kept across starts: the window's size and place, split positions and
 * table columns (order, width, shown or hidden). One way for every screen: {@link #within} walks a
 * view once it is built and remembers every split and table that has an id.
 */
public final class Remember {
  /** Where remembered values live (strings by key); the console keeps them in a file. */
  public interface Memory {
    Optional<String> get(String key);

    void put(String key, String value);
  }

  private Remember() {}

  /** Every SplitPane and TableView with an id under root, keyed by prefix and that id. */
  public static void within(Node root, String prefix, Memory memory) {
    for (Node node : descendants(root)) {
      if (node.getId() == null) {
        continue;
      }
      if (node instanceof SplitPane split) {
        split(split, prefix + "." + split.getId(), memory);
      } else if (node instanceof TableView<?> table) {
        table(table, prefix + "." + table.getId(), memory);
      }
    }
  }

  /** The divider positions of a split: restored now, written whenever the user moves one. */
  public static void split(SplitPane split, String key, Memory memory) {
    memory
        .get(key + ".dividers")
        .ifPresent(
            text -> {
              String[] parts = text.split(",");
              double[] positions = new double[parts.length];
              try {
                for (int i = 0; i < parts.length; i++) {
                  positions[i] = Double.parseDouble(parts[i]);
                }
              } catch (NumberFormatException e) {
                return; // an unreadable value: keep the view's own positions
              }
              if (positions.length == split.getDividers().size()) {
                split.setDividerPositions(positions);
              }
            });
    for (SplitPane.Divider divider : split.getDividers()) {
      divider
          .positionProperty()
          .addListener(
              (obs, old, now) -> {
                List<String> all = new ArrayList<>();
                for (SplitPane.Divider d : split.getDividers()) {
                  all.add(String.valueOf(Math.round(d.getPosition() * 1000) / 1000.0));
                }
                memory.put(key + ".dividers", String.join(",", all));
              });
    }
  }

  /**
   * A table's columns: order, width and visibility restored now and written on every change.
   * Columns are known by id, else by their place in the view as built.
   */
  public static <S> void table(TableView<S> table, String key, Memory memory) {
    Map<String, TableColumn<S, ?>> byName = new HashMap<>();
    List<TableColumn<S, ?>> built = new ArrayList<>(table.getColumns());
    for (int i = 0; i < built.size(); i++) {
      byName.put(name(built.get(i), i), built.get(i));
    }
    Map<TableColumn<S, ?>, String> names = new HashMap<>();
    byName.forEach((n, c) -> names.put(c, n));
    memory
        .get(key + ".columns")
        .ifPresent(
            text -> {
              List<TableColumn<S, ?>> order = new ArrayList<>();
              for (String entry : text.split(",")) {
                String[] f = entry.split(":");
                TableColumn<S, ?> column = f.length == 3 ? byName.get(f[0]) : null;
                if (column == null || order.contains(column)) {
                  continue;
                }
                try {
                  double width = Double.parseDouble(f[1]);
                  if (width > 0) {
                    column.setPrefWidth(width);
                  }
                } catch (NumberFormatException e) {
                  continue;
                }
                column.setVisible(!"hidden".equals(f[2]));
                order.add(column);
              }
              for (TableColumn<S, ?> c : built) {
                if (!order.contains(c)) {
                  order.add(c); // a column added since: at the end
                }
              }
              table.getColumns().setAll(order);
            });
    InvalidationListener save =
        obs -> {
          List<String> all = new ArrayList<>();
          for (TableColumn<S, ?> c : table.getColumns()) {
            String n = names.get(c);
            if (n != null) {
              all.add(
                  n + ":" + Math.round(c.getWidth()) + ":" + (c.isVisible() ? "shown" : "hidden"));
            }
          }
          memory.put(key + ".columns", String.join(",", all));
        };
    table
        .getColumns()
        .addListener((ListChangeListener<TableColumn<S, ?>>) c -> save.invalidated(null));
    for (TableColumn<S, ?> c : built) {
      c.widthProperty().addListener(save);
      c.visibleProperty().addListener(save);
    }
  }

  private static String name(TableColumn<?, ?> column, int index) {
    String id = column.getId();
    return id == null || id.isBlank() ? "#" + index : id.replaceAll("[,:]", "_");
  }

  /**
   * The window's size and place (or maximised state): restored now when it still fits a screen,
   * written when the window closes. With nothing remembered, a window that does not fit the
   * screen's usable area with room for its frame (a small laptop) starts maximised: a window
   * manager would otherwise shrink it, down to its minimum size.
   */
  public static void window(Stage stage, String key, Memory memory) {
    Scene scene = stage.getScene();
    window(stage, key, memory, scene != null && !fits(scene.getWidth(), scene.getHeight()));
  }

  /** Room a window manager's frame takes around a window's content, at most. */
  public static final double FRAME = 48;

  /** Whether content of this size fits the primary screen's usable area with its frame. */
  public static boolean fits(double width, double height) {
    javafx.geometry.Rectangle2D usable = Screen.getPrimary().getVisualBounds();
    return width + FRAME <= usable.getWidth() && height + FRAME <= usable.getHeight();
  }

  /**
   * As {@link #window(Stage, String, Memory)}, the first start maximised when {@code
   * startMaximised} (the size the window would like does not fit).
   */
  public static void window(Stage stage, String key, Memory memory, boolean startMaximised) {
    if (memory.get(key + ".maximized").isEmpty()) {
      memory.put(key + ".maximized", String.valueOf(startMaximised));
    }
    try {
      double x = Double.parseDouble(memory.get(key + ".x").orElse(""));
      double y = Double.parseDouble(memory.get(key + ".y").orElse(""));
      double w = Double.parseDouble(memory.get(key + ".width").orElse(""));
      double h = Double.parseDouble(memory.get(key + ".height").orElse(""));
      boolean onScreen =
          !Screen.getScreensForRectangle(x, y, Math.max(w, 1), Math.max(h, 1)).isEmpty();
      if (onScreen && w >= stage.getMinWidth() && h >= stage.getMinHeight()) {
        stage.setX(x);
        stage.setY(y);
        stage.setWidth(w);
        stage.setHeight(h);
      }
    } catch (NumberFormatException e) {
      // nothing remembered yet: the window keeps its first size
    }
    boolean maximised = memory.get(key + ".maximized").map(Boolean::parseBoolean).orElse(false);
    stage.setMaximized(maximised);
    if (maximised) {
      // Asked before the window is mapped, GTK under some window managers (openbox) keeps the
      // asked size instead: ask again once it is shown.
      stage.addEventHandler(
          javafx.stage.WindowEvent.WINDOW_SHOWN,
          e ->
              javafx.application.Platform.runLater(
                  () -> {
                    if (stage.isMaximized()) {
                      stage.setMaximized(false);
                      stage.setMaximized(true);
                    }
                  }));
    }
    InvalidationListener save =
        obs -> {
          memory.put(key + ".maximized", String.valueOf(stage.isMaximized()));
          if (!stage.isMaximized() && !stage.isIconified()) {
            memory.put(key + ".x", String.valueOf(Math.round(stage.getX())));
            memory.put(key + ".y", String.valueOf(Math.round(stage.getY())));
            memory.put(key + ".width", String.valueOf(Math.round(stage.getWidth())));
            memory.put(key + ".height", String.valueOf(Math.round(stage.getHeight())));
          }
        };
    stage.xProperty().addListener(save);
    stage.yProperty().addListener(save);
    stage.widthProperty().addListener(save);
    stage.heightProperty().addListener(save);
    stage.maximizedProperty().addListener(save);
  }

  /** Nodes under root, looking inside scroll panes, titled panes, tabs and split panes. */
  static List<Node> descendants(Node root) {
    List<Node> out = new ArrayList<>();
    List<Node> todo = new ArrayList<>(List.of(root));
    while (!todo.isEmpty()) {
      Node n = todo.remove(todo.size() - 1);
      out.add(n);
      if (n instanceof ScrollPane s && s.getContent() != null) {
        todo.add(s.getContent());
      } else if (n instanceof TitledPane t && t.getContent() != null) {
        todo.add(t.getContent());
      } else if (n instanceof SplitPane s) {
        todo.addAll(s.getItems());
      } else if (n instanceof TabPane tabs) {
        for (Tab tab : tabs.getTabs()) {
          if (tab.getContent() != null) {
            todo.add(tab.getContent());
          }
        }
      } else if (n instanceof Parent p && !(n instanceof TableView<?>)) {
        todo.addAll(p.getChildrenUnmodifiable());
      }
    }
    return out;
  }
}
