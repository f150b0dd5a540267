package io.paydesk.ui;

import io.paydesk.ops.Connection;
import io.paydesk.store.PaymentQuery;
import io.paydesk.store.PaymentRow;
import io.paydesk.ui.base.ErrorText;
import io.paydesk.ui.base.Formats;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskRunner;
import io.paydesk.ui.kit.Catalogue;
import io.paydesk.ui.kit.CommandPalette;
import io.paydesk.ui.kit.CommandPalette.Command;
import io.paydesk.ui.kit.KeyOverview;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The window's keyboard shortcuts beside the areas' own (Ctrl+1..9 in {@link MainWindow}, Ctrl+L in
 * {@link PaydeskApp}): Ctrl+F focuses the screen's search field, F5 refreshes the screen, Ctrl+K
 * opens the command palette, F1 lists the shortcuts. Screens mark their search field with the style
 * class {@link #SEARCH_FIELD} and their refresh button with {@link #REFRESH_ACTION}.
 */
public final class Shortcuts {
  private static final Logger LOG = LoggerFactory.getLogger(Shortcuts.class);

  /** The style class of a screen's search or filter field (Ctrl+F focuses it). */
  public static final String SEARCH_FIELD = "search-field";

  /** The style class of a screen's refresh button (F5 presses it). */
  public static final String REFRESH_ACTION = "refresh-action";

  /** How many of the most recently refreshed payments the palette offers. */
  static final int RECENT_PAYMENTS = 30;

  /** Typed text this long (one word) also looks up stored payments by id or order id. */
  static final int TYPED_AT_LEAST = 4;

  static final int FOUND_PAYMENTS = 10;

  static final KeyCombination SEARCH = shortcut(KeyCode.F);
  static final KeyCombination OPEN_ID = shortcut(KeyCode.L);
  static final KeyCombination REFRESH = new KeyCodeCombination(KeyCode.F5);
  static final KeyCombination PALETTE = shortcut(KeyCode.K);
  static final KeyCombination OVERVIEW = new KeyCodeCombination(KeyCode.F1);

  private final Scene scene;
  private final Supplier<MainWindow> window;
  private final ShellViewModel shell;
  private final TaskRunner runner;
  private final Consumer<String> openPayment;
  private final Runnable openById;
  private CommandPalette palette;
  private KeyOverview overview;

  private Shortcuts(
      Scene scene,
      Supplier<MainWindow> window,
      ShellViewModel shell,
      TaskRunner runner,
      Consumer<String> openPayment,
      Runnable openById) {
    this.scene = scene;
    this.window = window;
    this.shell = shell;
    this.runner = runner;
    this.openPayment = openPayment;
    this.openById = openById;
  }

  /** Puts the shortcuts on the window's scene. */
  public static Shortcuts install(
      Scene scene,
      Supplier<MainWindow> window,
      ShellViewModel shell,
      TaskRunner runner,
      Consumer<String> openPayment,
      Runnable openById) {
    Shortcuts s = new Shortcuts(scene, window, shell, runner, openPayment, openById);
    scene.getAccelerators().put(SEARCH, s::focusSearch);
    scene.getAccelerators().put(REFRESH, s::refresh);
    scene.getAccelerators().put(PALETTE, s::showPalette);
    scene.getAccelerators().put(OVERVIEW, s::showOverview);
    return s;
  }

  /** Ctrl+F: the current screen's search field, or Search's when the screen has none. */
  public void focusSearch() {
    Optional<TextInputControl> field = searchField(window.get().currentView());
    if (field.isEmpty()) {
      window.get().show(Area.SEARCH);
      field = searchField(window.get().currentView());
    }
    field.ifPresent(
        f -> {
          f.requestFocus();
          f.selectAll();
        });
  }

  private static Optional<TextInputControl> searchField(Parent view) {
    if (view == null) {
      return Optional.empty();
    }
    return view.lookupAll("." + SEARCH_FIELD).stream()
        .filter(n -> n instanceof TextInputControl && shown(n) && !n.isDisabled())
        .map(n -> (TextInputControl) n)
        .findFirst();
  }

  /** F5: the screen's refresh button, or reading the store again for the screens that list it. */
  public void refresh() {
    Parent view = window.get().currentView();
    Optional<ButtonBase> button =
        view == null
            ? Optional.empty()
            : view.lookupAll("." + REFRESH_ACTION).stream()
                .filter(n -> n instanceof ButtonBase && shown(n) && !n.isDisabled())
                .map(n -> (ButtonBase) n)
                .findFirst();
    if (button.isPresent()) {
      button.get().fire();
    } else {
      shell.storeChanged();
    }
  }

  /** Ctrl+K: the palette of areas, the current screen's actions and recent payments. */
  public void showPalette() {
    if (palette != null && palette.isShowing()) {
      return;
    }
    palette =
        new CommandPalette(
            Messages.get("keys.palette.prompt"), Messages.get("keys.palette.nothing"), commands());
    palette.show(scene.getWindow());
    addRecentPayments(palette);
  }

  /** What the palette offers at once: the areas, the current screen's buttons, open by id, F1. */
  List<Command> commands() {
    List<Command> all = new ArrayList<>();
    String areaKind = Messages.get("keys.palette.area");
    for (Area a : Area.values()) {
      all.add(new Command(Messages.get(a.titleKey()), areaKind, () -> window.get().show(a)));
    }
    all.add(
        new Command(Messages.get("paydetail.openId.title"), OPEN_ID.getDisplayText(), openById));
    all.add(
        new Command(
            Messages.get("keys.overview.title"), OVERVIEW.getDisplayText(), this::showOverview));
    Parent view = window.get().currentView();
    if (view != null) {
      String here =
          Messages.get("keys.palette.action", Messages.get(window.get().currentArea().titleKey()));
      for (Node n : view.lookupAll(".button")) {
        if (n instanceof ButtonBase b
            && shown(b)
            && !b.isDisabled()
            && b.getText() != null
            && !b.getText().isBlank()) {
          all.add(new Command(b.getText().replace("\u2026", "").strip(), here, b::fire));
        }
      }
    }
    return all;
  }

  /** The most recently refreshed payments, then those whose ids start with what is typed. */
  private void addRecentPayments(CommandPalette open) {
    Connection c = shell.connection();
    if (c == null) {
      return;
    }
    runner.run(
        () -> c.store().payments().recent(RECENT_PAYMENTS),
        rows -> open.commands().addAll(paymentCommands(rows)),
        failure -> LOG.warn("Recent payments not read: {}", ErrorText.forLog(failure)));
    List<Command> found = new ArrayList<>();
    open.setOnTyped(
        typed -> {
          String text = typed.strip();
          if (text.length() < TYPED_AT_LEAST || text.split("\\s+").length > 1) {
            return;
          }
          runner.run(
              () ->
                  c.store()
                      .payments()
                      .search(PaymentQuery.builder().text(text).pageSize(FOUND_PAYMENTS).build())
                      .items(),
              rows -> {
                if (text.equals(open.typed().strip())) {
                  open.commands().removeAll(found);
                  found.clear();
                  List<String> listed = open.commands().stream().map(Command::title).toList();
                  paymentCommands(rows).stream()
                      .filter(p -> !listed.contains(p.title()))
                      .forEach(found::add);
                  open.commands().addAll(found);
                }
              },
              failure -> LOG.warn("Payments not looked up: {}", ErrorText.forLog(failure)));
        });
  }

  private List<Command> paymentCommands(List<PaymentRow> rows) {
    String kind = Messages.get("keys.palette.payment");
    List<Command> commands = new ArrayList<>();
    for (PaymentRow p : rows) {
      String order = p.merchantOrderId() == null ? "" : " \u00b7 " + p.merchantOrderId();
      String hint =
          kind
              + " \u00b7 "
              + Catalogue.Kind.PAYMENT_STATUS.label(p.status())
              + " \u00b7 "
              + Formats.money(p.amount(), p.currency());
      commands.add(new Command(p.id() + order, hint, () -> openPayment.accept(p.id())));
    }
    return commands;
  }

  /** F1: the shortcuts and what each does, in the user's language. */
  public void showOverview() {
    if (overview != null && overview.isShowing()) {
      return;
    }
    overview =
        new KeyOverview(
            scene.getWindow(),
            Messages.get("keys.overview.title"),
            Messages.get("keys.overview.close"),
            entries());
    overview.show();
  }

  static List<KeyOverview.Entry> entries() {
    return List.of(
        entry(PALETTE.getDisplayText(), "keys.does.palette"),
        entry(SEARCH.getDisplayText(), "keys.does.search"),
        entry(OPEN_ID.getDisplayText(), "keys.does.openId"),
        entry(REFRESH.getDisplayText(), "keys.does.refresh"),
        entry(
            shortcut(KeyCode.DIGIT1).getDisplayText()
                + " \u2026 "
                + shortcut(KeyCode.DIGIT9).getDisplayText(),
            "keys.does.areas"),
        entry(Messages.get("keys.name.tab"), "keys.does.tab"),
        entry(Messages.get("keys.name.enter"), "keys.does.enter"),
        entry(Messages.get("keys.name.esc"), "keys.does.esc"),
        entry(OVERVIEW.getDisplayText(), "keys.does.overview"));
  }

  private static KeyOverview.Entry entry(String keys, String key) {
    return new KeyOverview.Entry(keys, Messages.get(key));
  }

  /** The palette while it shows, for tests. */
  CommandPalette palette() {
    return palette;
  }

  /** Whether a node and every parent of it is visible. */
  private static boolean shown(Node n) {
    for (Node p = n; p != null; p = p.getParent()) {
      if (!p.isVisible()) {
        return false;
      }
    }
    return n.getScene() != null;
  }

  private static KeyCombination shortcut(KeyCode code) {
    return new KeyCodeCombination(code, KeyCombination.SHORTCUT_DOWN);
  }
}
