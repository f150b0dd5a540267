package io.paydesk.ui;

import io.paydesk.ui.base.ChargebackRequest;
import io.paydesk.ui.base.Formats;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.Remember;
import io.paydesk.ui.base.Roles;
import io.paydesk.ui.base.ServiceState;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.Styles;
import io.paydesk.ui.kit.ViewBase;
import io.paydesk.ui.kit.Views;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.Parent;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.shape.Circle;
import org.kordamp.ikonli.javafx.FontIcon;

/** The shell: sidebar of areas, the active area's view, and the status bar. */
public final class MainWindow {
  private final ShellViewModel shell;
  private final ObservableBooleanValue busy;
  private final Function<Class<?>, Object> controllers;
  private final Map<Area, Parent> views = new EnumMap<>(Area.class);
  private final ToggleGroup nav = new ToggleGroup();
  private final List<ViewBase> built = new ArrayList<>();
  private final javafx.beans.value.ChangeListener<ServiceState> dot =
      (obs, old, now) -> paintDot(now);
  private final javafx.beans.value.ChangeListener<io.paydesk.ui.base.NewChargeback> newChargeback =
      (obs, old, now) -> notice(now);
  private java.util.function.Consumer<ChargebackRequest> openChargeback = request -> {};
  private Remember.Memory memory;
  private Area current;

  private final BorderPane root = new BorderPane();
  private final VBox sidebar = new VBox();
  private final StackPane content = new StackPane();
  private final Circle serviceDot = new Circle(5);
  private final Label serviceLabel = new Label();
  private final Label connectionLabel = new Label();
  private final Label accountLabel = new Label();
  private final Label personLabel = new Label();
  private final Label privacyLabel = new Label();
  private final ProgressIndicator busyIndicator = new ProgressIndicator();

  public MainWindow(
      ShellViewModel shell, ObservableBooleanValue busy, Function<Class<?>, Object> controllers) {
    this.shell = shell;
    this.busy = busy;
    this.controllers =
        type -> {
          Object controller = controllers.apply(type);
          if (controller instanceof ViewBase view) {
            built.add(view); // disposed with the window
          }
          return controller;
        };
    build();
  }

  /** The shell's nodes: the window's root. */
  public Parent root() {
    return root;
  }

  /**
   * The shell is made in code, not FXML: it is the whole of the first frame, and FXML's loader (its
   * first use) cost that frame about 0.05 s (src/site/markdown/benchmarks.md, session 17). Its
   * areas are FXML views.
   */
  private void build() {
    root.getStyleClass().add("main-window");
    Label brand = new Label(Messages.get("app.title"));
    brand.getStyleClass().add("brand");
    sidebar.getStyleClass().add("sidebar");
    sidebar.getChildren().add(brand);
    content.getStyleClass().add("content");
    serviceDot.getStyleClass().add("service-dot");
    serviceLabel.setId("serviceStatus");
    HBox service = new HBox(6, serviceDot, serviceLabel);
    service.getStyleClass().add("status-item");
    connectionLabel.setId("connectionLabel");
    accountLabel.setId("accountLabel");
    personLabel.setId("personLabel");
    privacyLabel.setId("privacyNotice");
    for (Label l : List.of(connectionLabel, accountLabel, personLabel)) {
      l.getStyleClass().add("status-item");
      l.setMinWidth(Region.USE_PREF_SIZE);
    }
    // On a small window the account's long id gives way first (whole in its tooltip), never the
    // service's state.
    accountLabel.setMinWidth(80);
    serviceLabel.setMinWidth(
        170); // "El servicio responde" whole; a long failure cut, whole in its tooltip
    javafx.scene.control.Tooltip accountTip = new javafx.scene.control.Tooltip();
    accountTip.textProperty().bind(accountLabel.textProperty());
    accountLabel.setTooltip(accountTip);
    privacyLabel.getStyleClass().addAll("status-item", "status-notice");
    Region gap = new Region();
    HBox.setHgrow(gap, Priority.ALWAYS);
    busyIndicator.getStyleClass().add("busy-indicator");
    busyIndicator.setPrefSize(14, 14);
    HBox status =
        new HBox(
            16,
            service,
            personLabel,
            connectionLabel,
            accountLabel,
            privacyLabel,
            gap,
            busyIndicator);
    status.getStyleClass().add("status-bar");
    root.setLeft(sidebar);
    root.setCenter(content);
    root.setBottom(status);
    initialize();
  }

  /** Where the last area, splits and table columns are remembered (views loaded from now on). */
  public void remember(Remember.Memory memory) {
    this.memory = memory;
  }

  /** Disposes every view this window built, so a rebuilt window leaves nothing behind. */
  public void dispose() {
    shell.serviceStateProperty().removeListener(dot);
    shell.newChargebackProperty().removeListener(newChargeback);
    built.forEach(ViewBase::dispose);
    built.clear();
  }

  private void initialize() {
    int index = 1;
    for (Area area : Area.values()) {
      ToggleButton button = new ToggleButton(Messages.get(area.titleKey()));
      button.setId("nav-" + area.name().toLowerCase());
      button.setGraphic(new FontIcon(area.icon()));
      button.getStyleClass().add(Styles.NAV_BUTTON);
      button.setMaxWidth(Double.MAX_VALUE);
      button.setToggleGroup(nav);
      button.setUserData(area);
      button.setMnemonicParsing(false);
      int n = index++;
      button
          .sceneProperty()
          .addListener(
              (obs, old, scene) -> {
                if (scene != null && n <= 9) {
                  scene
                      .getAccelerators()
                      .put(
                          new KeyCodeCombination(
                              KeyCode.getKeyCode(String.valueOf(n)), KeyCombination.SHORTCUT_DOWN),
                          () -> nav.selectToggle(button));
                }
              });
      if (area == Area.DISPUTES) {
        showCount(button, shell.openChargebacksProperty());
      }
      sidebar.getChildren().add(button);
    }
    nav.selectedToggleProperty()
        .addListener(
            (obs, old, now) -> {
              if (now == null) {
                nav.selectToggle(old); // an area stays selected
              } else {
                show((Area) now.getUserData());
              }
            });

    connectionLabel
        .textProperty()
        .bind(
            Bindings.createStringBinding(
                () -> Messages.get("status.connection", shell.connectionLabelProperty().get()),
                shell.connectionLabelProperty()));
    accountLabel
        .textProperty()
        .bind(
            Bindings.createStringBinding(
                () -> Messages.get("status.account", shell.accountIdProperty().get()),
                shell.accountIdProperty()));
    // On a team store the person signed in and their roles; this computer's user is not said.
    personLabel
        .textProperty()
        .bind(
            Bindings.createStringBinding(
                () -> Roles.signedIn(shell.personProperty().get()),
                shell.personProperty(),
                Messages.languageProperty()));
    personLabel.visibleProperty().bind(personLabel.textProperty().isNotEmpty());
    personLabel.managedProperty().bind(personLabel.visibleProperty());
    serviceLabel.textProperty().bind(shell.serviceDetailProperty());
    // A long reason (a connection that failed) is cut in the status bar: the tooltip holds it all.
    javafx.scene.control.Tooltip serviceTip = new javafx.scene.control.Tooltip();
    serviceTip.textProperty().bind(serviceLabel.textProperty());
    serviceTip.setWrapText(true);
    serviceTip.setMaxWidth(480);
    serviceLabel.setTooltip(serviceTip);
    privacyLabel.textProperty().bind(shell.privacyNoticeProperty());
    privacyLabel.visibleProperty().bind(privacyLabel.textProperty().isNotEmpty());
    privacyLabel.managedProperty().bind(privacyLabel.visibleProperty());
    shell.serviceStateProperty().addListener(dot);
    paintDot(shell.serviceStateProperty().get());
    shell.newChargebackProperty().addListener(newChargeback);
    busyIndicator.visibleProperty().bind(busy);
  }

  /** A count beside an area's name (hidden at zero), e.g. the open chargebacks. */
  private static void showCount(ToggleButton button, javafx.beans.value.ObservableNumberValue n) {
    Label count = new Label();
    count.setId(button.getId() + "-count");
    count.getStyleClass().addAll(Styles.STATUS_BADGE, Styles.STATUS_BAD);
    count.textProperty().bind(Bindings.createStringBinding(() -> Formats.text(n.intValue()), n));
    count.visibleProperty().bind(Bindings.notEqual(0, n));
    Label name = new Label(button.getText());
    name.getStyleClass()
        .add("nav-name"); // a label inside the button: coloured as the button's text
    name.setMinWidth(Label.USE_PREF_SIZE);
    count.setMinWidth(Label.USE_PREF_SIZE);
    javafx.scene.layout.Region gap = new javafx.scene.layout.Region();
    javafx.scene.layout.HBox.setHgrow(gap, javafx.scene.layout.Priority.ALWAYS);
    javafx.scene.layout.HBox graphic =
        new javafx.scene.layout.HBox(8, button.getGraphic(), name, gap, count);
    graphic.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
    graphic.setMaxWidth(Double.MAX_VALUE);
    button.setGraphic(graphic);
    button.setContentDisplay(javafx.scene.control.ContentDisplay.GRAPHIC_ONLY);
    // What the count counts, in words: read out by a screen reader and shown on hover.
    javafx.beans.binding.StringBinding said =
        Bindings.createStringBinding(
            () -> Messages.get("keys.nav.withCount", button.getText(), n.intValue()), n);
    button.accessibleTextProperty().bind(said);
    javafx.scene.control.Tooltip tip = new javafx.scene.control.Tooltip();
    tip.textProperty().bind(said);
    button.setTooltip(tip);
  }

  /** What a click on a new chargeback's notice opens. */
  public void setChargebackOpener(java.util.function.Consumer<ChargebackRequest> open) {
    this.openChargeback = open;
  }

  /** Raises the notice of a new chargeback over this window (while it is shown). */
  private void notice(io.paydesk.ui.base.NewChargeback c) {
    if (c == null || root.getScene() == null || root.getScene().getWindow() == null) {
      return;
    }
    ChargebackNotice.show(
        root.getScene().getWindow(),
        c,
        () -> openChargeback.accept(new ChargebackRequest(c.paymentId())));
  }

  private void paintDot(ServiceState state) {
    serviceDot.getStyleClass().removeAll(Styles.STATUS_GOOD, Styles.STATUS_WARN, Styles.STATUS_BAD);
    serviceDot
        .getStyleClass()
        .add(
            switch (state) {
              case ANSWERING -> Styles.STATUS_GOOD;
              case CHECKING -> Styles.STATUS_WARN;
              case KEYS_REFUSED, NOT_ANSWERING -> Styles.STATUS_BAD;
            });
  }

  /** Shows an area, loading its view the first time. */
  public void show(Area area) {
    Parent view = views.computeIfAbsent(area, a -> Views.load(a.fxml(), controllers));
    current = area;
    content.getChildren().setAll(view);
    if (memory != null) {
      memory.put("area", area.name());
      if (view.getProperties().putIfAbsent(Remember.class, true) == null) {
        view.applyCss(); // skins first: scroll and titled panes show their content
        Remember.within(view, "area." + area.name().toLowerCase(java.util.Locale.ROOT), memory);
      }
    }
    nav.getToggles().stream()
        .filter(t -> t.getUserData() == area)
        .findFirst()
        .ifPresent(nav::selectToggle);
  }

  /** The area shown now (null before the first is shown). */
  public Area currentArea() {
    return current;
  }

  /** The view shown now (null before the first area is shown). */
  public Parent currentView() {
    return current == null ? null : views.get(current);
  }
}
