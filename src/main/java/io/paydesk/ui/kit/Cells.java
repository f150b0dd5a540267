package io.paydesk.ui.kit;

import io.paydesk.ui.base.Formats;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.Styles;
import java.time.temporal.TemporalAccessor;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import javafx.geometry.Pos;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.Tooltip;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.util.Callback;

/**
 * Table and list cells every screen shares: money, status badges, date-times, masked values and
 * copyable ids. Each factory goes to {@code column.setCellFactory(...)}; the column's values are
 * the raw values (a {@link Money}, a status code, an instant), never preformatted text.
 */
public final class Cells {
  /** Shown before the last digits of a masked value. */
  public static final String MASK = "\u2022\u2022\u2022\u2022";

  /** Ids longer than this are shortened in the cell (the tooltip and the copy hold all of it). */
  public static final int ID_SHOWN = 13;

  private Cells() {}

  /** Fills a column with the value the getter reads from each row. */
  public static <S, T> void value(TableColumn<S, T> column, Function<S, T> getter) {
    column.setCellValueFactory(
        c -> new javafx.beans.property.ReadOnlyObjectWrapper<>(getter.apply(c.getValue())));
  }

  /** Fills a column with the value the getter reads from each row, shown by the given cells. */
  public static <S, T> void column(
      TableColumn<S, T> column,
      Function<S, T> getter,
      Callback<TableColumn<S, T>, TableCell<S, T>> cells) {
    value(column, getter);
    column.setCellFactory(cells);
  }

  /**
   * Amounts in the currency's digits and the user's locale, right-aligned; the column is kept at
   * least as wide as the widest amount of its rows ("COP 125,000.00" is never cut).
   */
  public static <S> Callback<TableColumn<S, Money>, TableCell<S, Money>> money() {
    return column -> {
      fitToRows(column, Money::text, Styles.MONEY_CELL);
      return moneyCell();
    };
  }

  private static <S> TableCell<S, Money> moneyCell() {
    return new TableCell<>() {
      {
        setAlignment(Pos.CENTER_RIGHT);
        getStyleClass().add(Styles.MONEY_CELL);
      }

      @Override
      protected void updateItem(Money item, boolean empty) {
        super.updateItem(item, empty);
        setText(empty || item == null ? null : item.text());
      }
    };
  }

  /**
   * A status as a coloured badge with its label from the catalogue; the tooltip shows the code as
   * the service sent it.
   */
  public static <S> Callback<TableColumn<S, String>, TableCell<S, String>> badge(
      Catalogue.Kind kind) {
    Callback<TableColumn<S, String>, TableCell<S, String>> cells =
        badge(kind::label, Catalogue::tone, true);
    return column -> {
      fitBadges(column, kind);
      return cells.call(column);
    };
  }

  /**
   * Makes a column at least as wide as the longest badge of the catalogue in the current language
   * ("Reembolsado en parte"), so that no badge is cut; measured once a column (a change of language
   * rebuilds the views).
   */
  private static void fitBadges(TableColumn<?, ?> column, Catalogue.Kind kind) {
    if (column.getProperties().putIfAbsent("badges-fitted", kind) == null) {
      widen(
          column,
          widest(column, kind.codes().stream().map(kind::label).toList(), Styles.STATUS_BADGE));
    }
  }

  /**
   * Keeps a column at least as wide as the widest text its rows show (as the given function writes
   * each value), measured again whenever the rows change; it only grows, so the screen holds still
   * while a list refreshes. For values that must never be cut, such as amounts. (TableFit fits
   * every column of a table to the cells on screen; this keeps one column's values whole, shown or
   * scrolled to, in any table.)
   */
  public static <S, T> void fitToRows(
      TableColumn<S, T> column, Function<T, String> shown, String... styleClasses) {
    javafx.scene.control.TableView<S> table = column.getTableView();
    if (table == null || column.getProperties().containsKey("rows-fitted")) {
      return;
    }
    javafx.collections.ListChangeListener<S> changed =
        change -> {
          java.util.Set<String> texts = new java.util.HashSet<>();
          for (S row : table.getItems()) {
            T value = column.getCellData(row);
            if (value != null) {
              texts.add(shown.apply(value));
            }
          }
          // The widest is among the longest: only those are measured (a list of thousands).
          List<String> longest =
              texts.stream()
                  .sorted(java.util.Comparator.comparingInt(String::length).reversed())
                  .limit(24)
                  .toList();
          double widest = widest(column, longest, styleClasses);
          if (widest > 0) {
            // What the rows hold, shown or scrolled to: kept by TableFit as the column's floor.
            TableFit.floor(column, Math.ceil(widest) + 24);
          }
          widen(column, widest);
        };
    // Held by the column; a model's list that outlives the view holds it weakly.
    column.getProperties().put("rows-fitted", changed);
    javafx.collections.WeakListChangeListener<S> weak =
        new javafx.collections.WeakListChangeListener<>(changed);
    table
        .itemsProperty()
        .addListener(
            (obs, old, now) -> {
              if (old != null) {
                old.removeListener(weak);
              }
              if (now != null) {
                now.addListener(weak);
                changed.onChanged(null);
              }
            });
    if (table.getItems() != null) {
      table.getItems().addListener(weak);
      changed.onChanged(null);
    }
  }

  /** A column as wide as the widest of these texts, and the cell's padding on both sides. */
  private static void widen(TableColumn<?, ?> column, double widestText) {
    if (widestText > 0) {
      column.setMinWidth(Math.max(column.getMinWidth(), Math.ceil(widestText) + 24));
    }
  }

  /**
   * The widest of these texts as the column's cells draw them: a label with the cell's style
   * classes in a scene with the table's stylesheets (a plain {@code Text} under-measures a bold or
   * larger font).
   */
  static double widest(TableColumn<?, ?> column, Iterable<String> texts, String... styleClasses) {
    Label probe = new Label();
    probe.getStyleClass().addAll(styleClasses);
    javafx.scene.Scene scene = new javafx.scene.Scene(new javafx.scene.Group(probe));
    if (column.getTableView() != null && column.getTableView().getScene() != null) {
      scene.getStylesheets().setAll(column.getTableView().getScene().getStylesheets());
      scene
          .getRoot()
          .getStyleClass()
          .setAll(column.getTableView().getScene().getRoot().getStyleClass());
    }
    double widest = 0;
    for (String text : texts) {
      probe.setText(text);
      probe.applyCss();
      widest = Math.max(widest, probe.prefWidth(-1));
    }
    return widest;
  }

  /**
   * A coloured badge for codes outside the catalogue: its words and its tone (a Styles.STATUS_*
   * class) come from the screen's functions.
   */
  public static <S> Callback<TableColumn<S, String>, TableCell<S, String>> badge(
      Function<String, String> label, Function<String, String> tone) {
    Callback<TableColumn<S, String>, TableCell<S, String>> cells = badge(label, tone, false);
    // Their words depend on the rows ("54 días de retraso"): the column fits its rows' badges.
    return column -> {
      fitToRows(column, code -> code.isBlank() ? "" : label.apply(code), Styles.STATUS_BADGE);
      return cells.call(column);
    };
  }

  private static <S> Callback<TableColumn<S, String>, TableCell<S, String>> badge(
      Function<String, String> label, Function<String, String> tone, boolean codeAsTip) {
    return column ->
        new TableCell<>() {
          private final Label badge = new Label();
          private final Tooltip tip = new Tooltip();

          {
            badge.getStyleClass().add(Styles.STATUS_BADGE);
            badge.setMinWidth(Label.USE_PREF_SIZE);
            setContentDisplay(ContentDisplay.GRAPHIC_ONLY);
          }

          @Override
          protected void updateItem(String code, boolean empty) {
            super.updateItem(code, empty);
            if (empty || code == null || code.isBlank()) {
              setText(null);
              setGraphic(null);
              setTooltip(null);
              return;
            }
            paint(badge, label.apply(code), tone.apply(code));
            setText(badge.getText());
            setGraphic(badge);
            if (codeAsTip) {
              tip.setText(code);
              setTooltip(tip);
            }
          }
        };
  }

  /** Sets a label to a status badge: the catalogue's label and the tone's style class. */
  public static void paintBadge(Label badge, Catalogue.Kind kind, String code) {
    paint(badge, kind.label(code), Catalogue.tone(code));
  }

  /** Sets a label to a badge with these words and this tone (a Styles.STATUS_* class). */
  public static void paint(Label badge, String text, String tone) {
    badge.setText(text);
    badge
        .getStyleClass()
        .removeAll(
            Styles.STATUS_GOOD, Styles.STATUS_WARN, Styles.STATUS_BAD, Styles.STATUS_NEUTRAL);
    badge.getStyleClass().add(tone);
  }

  /**
   * A date and time in the user's locale and zone; the column is at least as wide as the longest
   * date of the year in that locale ("22 de nov. de 2026 03:44:12" is never cut).
   */
  public static <S, T extends TemporalAccessor>
      Callback<TableColumn<S, T>, TableCell<S, T>> dateTime() {
    return formatted(Formats::dateTime);
  }

  /** A date alone (no time) in the user's locale and zone, never cut (as {@link #dateTime()}). */
  public static <S, T extends TemporalAccessor>
      Callback<TableColumn<S, T>, TableCell<S, T>> date() {
    return formatted(Formats::date);
  }

  private static <S, T extends TemporalAccessor>
      Callback<TableColumn<S, T>, TableCell<S, T>> formatted(
          Function<TemporalAccessor, String> format) {
    return column -> {
      if (column.getProperties().putIfAbsent("dates-fitted", format) == null) {
        // Each month's widest day and hour this year (the month's name is what varies most).
        List<String> samples = new ArrayList<>();
        int year = java.time.Year.now().getValue();
        for (int month = 1; month <= 12; month++) {
          samples.add(
              format.apply(
                  java.time.LocalDateTime.of(year, month, 28, 22, 58, 58)
                      .atZone(java.time.ZoneId.systemDefault())));
        }
        widen(column, widest(column, samples));
      }
      return new TableCell<>() {
        @Override
        protected void updateItem(T item, boolean empty) {
          super.updateItem(item, empty);
          setText(empty || item == null ? null : format.apply(item));
        }
      };
    };
  }

  /** Last digits shown behind a mask ("•••• 5348"); the column's values are the last digits. */
  public static <S> Callback<TableColumn<S, String>, TableCell<S, String>> masked() {
    return text(Cells::mask);
  }

  /** "•••• 5348" for "5348"; "" for nothing. */
  public static String mask(String lastDigits) {
    return lastDigits == null || lastDigits.isBlank() ? "" : MASK + " " + lastDigits;
  }

  /**
   * A document as every screen shows it: its type and its last four behind the mask ("CPF ••••
   * 6789"); the type alone when no digit may show; "" for nothing.
   */
  public static String document(String type, String lastFour) {
    String t = type == null ? "" : type.strip();
    String digits = lastFour == null || lastFour.isBlank() ? "" : mask(lastFour);
    return (t + " " + digits).strip();
  }

  /**
   * The last four characters a document number may show, or null: a whole number shows them only
   * when longer than four (else they would be all of it); a number already masked by the service
   * ("******6789") or the store ("****6789") shows the ones it kept.
   */
  public static String documentLastFour(String number) {
    if (number == null) {
      return null;
    }
    String kept = number.replaceAll("[^0-9A-Za-z]", "");
    boolean masked = number.indexOf('*') >= 0 || number.indexOf('\u2022') >= 0;
    if (kept.length() < 4 || (!masked && kept.length() == 4)) {
      return null;
    }
    return kept.substring(kept.length() - 4);
  }

  /** A code shown by its catalogue label, the raw code in the tooltip (e.g. a method type). */
  public static <S> Callback<TableColumn<S, String>, TableCell<S, String>> label(
      Catalogue.Kind kind) {
    return column ->
        new TableCell<>() {
          private final Tooltip tip = new Tooltip();

          @Override
          protected void updateItem(String code, boolean empty) {
            super.updateItem(code, empty);
            boolean none = empty || code == null || code.isEmpty();
            setText(none ? null : kind.label(code));
            tip.setText(none ? "" : code);
            setTooltip(none ? null : tip);
          }
        };
  }

  /** Text that wraps within its column (the row grows), for sentences such as a verdict. */
  public static <S> Callback<TableColumn<S, String>, TableCell<S, String>> wrapped() {
    return column ->
        new TableCell<>() {
          private final javafx.scene.text.Text text = new javafx.scene.text.Text();

          {
            text.wrappingWidthProperty().bind(column.widthProperty().subtract(14));
            text.fillProperty().bind(textFillProperty());
            text.fontProperty().bind(fontProperty());
            setContentDisplay(javafx.scene.control.ContentDisplay.GRAPHIC_ONLY);
          }

          @Override
          protected void updateItem(String item, boolean empty) {
            super.updateItem(item, empty);
            boolean none = empty || item == null || item.isEmpty();
            text.setText(none ? null : item);
            setGraphic(none ? null : text);
          }
        };
  }

  /** Text with a tooltip holding all of it, for columns that may cut long values. */
  public static <S> Callback<TableColumn<S, String>, TableCell<S, String>> text() {
    return text(Function.identity());
  }

  private static <S> Callback<TableColumn<S, String>, TableCell<S, String>> text(
      Function<String, String> shown) {
    return column ->
        new TableCell<>() {
          private final Tooltip tip = new Tooltip();

          @Override
          protected void updateItem(String item, boolean empty) {
            super.updateItem(item, empty);
            String t = empty || item == null ? "" : shown.apply(item);
            setText(t.isEmpty() ? null : t);
            tip.setText(t);
            setTooltip(t.isEmpty() ? null : tip);
          }
        };
  }

  /**
   * An id shortened to its start and end, the full id in the tooltip, copied to the clipboard from
   * the cell's context menu.
   */
  public static <S> Callback<TableColumn<S, String>, TableCell<S, String>> copyableId() {
    return column -> new IdCell<S>((id, row) -> id);
  }

  /**
   * Whom an id stands for: the name (the cell's item) with the id in the tooltip, or the shortened
   * id where no name is known; the id is copied from the cell's context menu either way.
   */
  public static <S> Callback<TableColumn<S, String>, TableCell<S, String>> namedId(
      java.util.function.Function<S, String> idOf) {
    return column -> new IdCell<S>((name, row) -> row == null ? null : idOf.apply(row));
  }

  /**
   * A cell standing for an id: the item's name where the item is one (the id then comes from the
   * row), else the shortened id; the id in the tooltip and copied from the context menu.
   */
  private static final class IdCell<S> extends TableCell<S, String> {
    private final java.util.function.BiFunction<String, S, String> idOf;
    private final Tooltip tip = new Tooltip();
    private final MenuItem copy = new MenuItem(Messages.get("kit.copyId"));
    private final ContextMenu menu = new ContextMenu(copy);
    private String id;

    IdCell(java.util.function.BiFunction<String, S, String> idOf) {
      this.idOf = idOf;
      copy.setOnAction(e -> copyToClipboard(id));
    }

    @Override
    protected void updateItem(String item, boolean empty) {
      super.updateItem(item, empty);
      int i = getIndex();
      S row =
          empty || getTableView() == null || i < 0 || i >= getTableView().getItems().size()
              ? null
              : getTableView().getItems().get(i);
      id = empty ? null : idOf.apply(item, row);
      getStyleClass().remove(Styles.MONO);
      if (id == null || id.isEmpty()) {
        setText(empty ? null : item);
        setTooltip(null);
        setContextMenu(null);
        return;
      }
      boolean named = item != null && !item.isEmpty() && !item.equals(id);
      if (!named) {
        getStyleClass().add(Styles.MONO);
      }
      setText(named ? item : shortId(id));
      tip.setText(named ? item + "\n" + id : id);
      setTooltip(tip);
      setContextMenu(menu);
    }
  }

  /** "1b2c3d4e…9f0a" for a long id: enough to tell ids apart on screen. */
  public static String shortId(String id) {
    if (id == null || id.length() <= ID_SHOWN) {
      return id;
    }
    return id.substring(0, 8) + "\u2026" + id.substring(id.length() - 4);
  }

  /** Puts text on the system clipboard (plain text). */
  public static void copyToClipboard(String text) {
    if (text == null) {
      return;
    }
    ClipboardContent content = new ClipboardContent();
    content.putString(text);
    Clipboard.getSystemClipboard().setContent(content);
  }

  /** List cells showing codes of a catalogue kind by their label, e.g. for a combo box. */
  public static Callback<ListView<String>, ListCell<String>> catalogueList(Catalogue.Kind kind) {
    return list ->
        new ListCell<>() {
          @Override
          protected void updateItem(String code, boolean empty) {
            super.updateItem(code, empty);
            setText(empty || code == null ? null : kind.label(code));
          }
        };
  }
}
