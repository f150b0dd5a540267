package io.paydesk.ui.pages;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.regex.Pattern;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ComboBoxBase;
import javafx.scene.control.Control;
import javafx.scene.control.Labeled;
import javafx.scene.control.TableCell;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.Tooltip;
import javafx.scene.text.Text;

/**
 * Every text a user can read on screen (labels, buttons, texts, tooltips, prompts), and which of
 * them are a bundle's text in another language than the one chosen.
 */
public final class ScreenTexts {
  private ScreenTexts() {}

  /** The texts of the shown nodes under root. */
  public static Set<String> shown(Parent root) {
    Set<String> texts = new LinkedHashSet<>();
    collect(root, texts);
    texts.removeIf(t -> t == null || t.isBlank());
    return texts;
  }

  private static void collect(Node node, Set<String> texts) {
    if (!node.isVisible()) {
      return;
    }
    if (node instanceof Labeled l) {
      texts.add(l.getText());
    }
    if (node instanceof Text t) {
      texts.add(t.getText());
    }
    if (node instanceof TextInputControl t) {
      texts.add(t.getPromptText());
    }
    if (node instanceof ComboBoxBase<?> c) {
      texts.add(c.getPromptText());
    }
    if (node instanceof Control c && c.getTooltip() != null) {
      texts.add(c.getTooltip().getText());
    }
    if (node.getProperties().get("javafx.scene.control.Tooltip") instanceof Tooltip t) {
      texts.add(t.getText());
    }
    if (node instanceof Parent p) {
      for (Node child : p.getChildrenUnmodifiable()) {
        collect(child, texts);
      }
    }
  }

  /**
   * The texts of the shown labels, buttons, headers and cells under root that are drawn cut (an
   * ellipsis took their end).
   */
  public static List<String> cut(Node root) {
    List<String> cut = new ArrayList<>();
    collectCut(root, cut);
    return cut;
  }

  private static void collectCut(Node node, List<String> cut) {
    if (!node.isVisible()) {
      return;
    }
    if (node instanceof Labeled l
        && l.getText() != null
        && !l.getText().isEmpty()
        && !(l instanceof TableCell<?, ?> c && (c.isEmpty() || c.getTableRow() == null))) {
      Text drawn = (Text) l.lookup(".text");
      if (drawn != null && !l.getText().equals(drawn.getText())) {
        cut.add(l.getText());
      }
    }
    if (node instanceof Parent p) {
      for (Node child : p.getChildrenUnmodifiable()) {
        collectCut(child, cut);
      }
    }
  }

  /** The texts of the shown, filled cells of the table column with this id. */
  public static List<String> cells(Parent root, String columnId) {
    return root.lookupAll(".table-cell").stream()
        .filter(
            n ->
                n instanceof TableCell<?, ?> c
                    && n.isVisible()
                    && c.getTableColumn() != null
                    && columnId.equals(c.getTableColumn().getId())
                    && !c.isEmpty()
                    && c.getText() != null)
        .map(n -> ((TableCell<?, ?>) n).getText())
        .toList();
  }

  /**
   * The texts of the shown, filled cells of the table column with this id that the cell draws cut
   * (the text on screen is not the cell's whole text: an ellipsis took its end).
   */
  public static List<String> cutCells(Parent root, String columnId) {
    List<String> cut = new ArrayList<>();
    cutCells(root, columnId, cut);
    return cut;
  }

  private static void cutCells(Node node, String columnId, List<String> cut) {
    if (!node.isVisible()) {
      return;
    }
    if (node instanceof TableCell<?, ?> cell
        && cell.getTableColumn() != null
        && columnId.equals(cell.getTableColumn().getId())
        && !cell.isEmpty()
        && cell.getText() != null
        && cell.getTableRow() != null
        && cell.getTableRow().isVisible()) {
      Text drawn = (Text) cell.lookup(".text");
      if (drawn == null || !cell.getText().equals(drawn.getText())) {
        cut.add(cell.getText());
      }
      return;
    }
    if (node instanceof Parent p) {
      for (Node child : p.getChildrenUnmodifiable()) {
        cutCells(child, columnId, cut);
      }
    }
  }

  /**
   * The texts among shown that are the text of a bundle key in language {@code from} where the
   * bundle of {@code now} says it otherwise, and match no text of {@code now}: words left behind by
   * a change from one language to the other.
   */
  public static List<String> leftFrom(Set<String> shown, String from, String now) {
    Properties old = bundle(from);
    Properties current = bundle(now);
    List<Pattern> stale = new ArrayList<>();
    List<Pattern> fine = new ArrayList<>();
    for (String key : old.stringPropertyNames()) {
      String was = old.getProperty(key);
      String is = current.getProperty(key, was);
      if (!was.equals(is)) {
        stale.addAll(patterns(was));
      }
    }
    for (String key : current.stringPropertyNames()) {
      fine.addAll(patterns(current.getProperty(key)));
    }
    List<String> left = new ArrayList<>();
    for (String text : shown) {
      String one = text.strip();
      if (stale.stream().anyMatch(p -> p.matcher(one).matches())
          && fine.stream().noneMatch(p -> p.matcher(one).matches())) {
        left.add(one);
      }
    }
    return left;
  }

  private static final Pattern CHOICE =
      Pattern.compile("\\{\\d+,choice,((?:[^{}]|\\{[^{}]*\\})*)\\}");

  /** The message's patterns: one per wording of a choice it makes (e.g. one and many). */
  static List<Pattern> patterns(String message) {
    List<String> wordings = new ArrayList<>();
    java.util.regex.Matcher choice = CHOICE.matcher(message);
    if (choice.find()) {
      for (String option : choice.group(1).split("\\|")) {
        String words = option.replaceFirst("^[^#<]*[#<]", "");
        wordings.add(
            message.substring(0, choice.start()) + words + message.substring(choice.end()));
      }
    } else {
      wordings.add(message);
    }
    List<Pattern> all = new ArrayList<>();
    for (String w : wordings) {
      Pattern p = pattern(w);
      if (p != null) {
        all.add(p);
      }
    }
    return all;
  }

  private static final Pattern ARGUMENT = Pattern.compile("\\{[^{}]*(\\{[^{}]*\\}[^{}]*)*\\}");

  /**
   * A message pattern as a regular expression (arguments match anything); null when its words are
   * too few to tell one language from another.
   */
  static Pattern pattern(String message) {
    String text = message.replace("''", "'");
    String[] literals = ARGUMENT.split(text, -1);
    int letters = 0;
    StringBuilder regex = new StringBuilder();
    for (int i = 0; i < literals.length; i++) {
      if (i > 0) {
        regex.append(".*?");
      }
      regex.append(Pattern.quote(literals[i]));
      letters += literals[i].replaceAll("[^\\p{L}]", "").length();
    }
    return letters < 4 ? null : Pattern.compile(regex.toString(), Pattern.DOTALL);
  }

  private static Properties bundle(String tag) {
    String name =
        "/i18n/messages" + (tag.equals("en") ? "" : "_" + tag.replace('-', '_')) + ".properties";
    Properties p = new Properties();
    try (InputStream in = ScreenTexts.class.getResourceAsStream(name)) {
      p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new IllegalStateException(name, e);
    }
    return p;
  }
}
