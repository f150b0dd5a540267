package io.paydesk.ui;

import io.paydesk.ops.Connection;
import io.paydesk.ops.ConnectionSettings;
import io.paydesk.ui.base.DialogService;
import io.paydesk.ui.base.FxTaskRunner;
import io.paydesk.ui.base.Looks;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.PayoutsRequest;
import io.paydesk.ui.base.Preferences;
import io.paydesk.ui.base.SearchRequest;
import io.paydesk.ui.base.ServiceState;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.StartupTrace;
import io.paydesk.ui.base.TaskRunner;
import io.paydesk.ui.customers.CustomersView;
import io.paydesk.ui.customers.CustomersViewModel;
import io.paydesk.ui.disputes.DisputeSettingsView;
import io.paydesk.ui.disputes.DisputeSettingsViewModel;
import io.paydesk.ui.disputes.DisputesView;
import io.paydesk.ui.disputes.DisputesViewModel;
import io.paydesk.ui.disputes.EvidenceView;
import io.paydesk.ui.entities.EntitiesView;
import io.paydesk.ui.entities.EntitiesViewModel;
import io.paydesk.ui.kit.FxDialogService;
import io.paydesk.ui.overview.OverviewView;
import io.paydesk.ui.overview.OverviewViewModel;
import io.paydesk.ui.payments.PaymentsView;
import io.paydesk.ui.payments.PaymentsViewModel;
import io.paydesk.ui.payments.SearchView;
import io.paydesk.ui.payments.SearchViewModel;
import io.paydesk.ui.payouts.BulkPayoutsView;
import io.paydesk.ui.payouts.BulkPayoutsViewModel;
import io.paydesk.ui.payouts.PayoutsView;
import io.paydesk.ui.payouts.PayoutsViewModel;
import io.paydesk.ui.settings.LooksSettingsView;
import io.paydesk.ui.settings.LooksSettingsViewModel;
import io.paydesk.ui.settings.SettingsView;
import io.paydesk.ui.settings.SettingsViewModel;
import io.paydesk.ui.settings.StartConnection;
import io.paydesk.ui.subscriptions.SubscriptionsView;
import io.paydesk.ui.subscriptions.SubscriptionsViewModel;
import java.time.Clock;
import java.time.ZoneId;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.Supplier;
import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Stage;
import javafx.util.Duration;

/** The console application: builds the shell, opens the connection, closes it on exit. */
public class PaydeskApp extends Application {
  private FxTaskRunner runner;
  private ShellViewModel shell;
  private Timeline healthCheck;
  private MainWindow window;
  private PaymentsViewModel payments;
  private SearchViewModel search;
  private PayoutsViewModel payouts;
  private DisputesViewModel disputes;
  private final DialogService dialogs;
  private Preferences preferences;
  private Looks looks;
  private Function<Class<?>, Object> controllers;
  private Scene scene;
  private java.nio.file.Path dataDir;

  /** One view model per screen for the window's life: views are rebuilt over them. */
  private final Map<Class<?>, Object> models = new HashMap<>();

  public PaydeskApp() {
    this(null);
  }

  /**
   * @param dialogs what the Disputes screens ask files and confirmations through (tests answer
   *     them); null: JavaFX dialogs
   */
  public PaydeskApp(DialogService dialogs) {
    this.dialogs = dialogs;
  }

  @Override
  public void start(Stage stage) {
    StartupTrace.mark("app_start");
    preferences = Preferences.load();
    FxDialogService.rememberFoldersIn(savedAtOnce());
    looks = new Looks(preferences, Locale.getDefault());
    looks.watchSystem();
    runner = new FxTaskRunner();
    dataDir =
        io.paydesk.ops.AppPaths.ofThisComputer()
            .storesFolder(preferences.get(io.paydesk.ops.AppPaths.DATA_FOLDER).orElse(null));
    shell =
        new ShellViewModel(
            runner, dataDir, true, dialogs != null ? dialogs : new FxDialogService(() -> stage));
    StartConnection.Start start =
        StartConnection.atStart(System.getenv(), preferences, shell.apiKeys());
    ConnectionSettings initial = start.settings();
    shell.prepareKey(); // while the window is built
    controllers = controllerFactory(initial);

    // The theme's stylesheet before the first control is made: JavaFX would read its own first.
    looks.apply(null);
    StartupTrace.mark("shell_load");
    Parent root = newWindow();
    StartupTrace.mark("shell_loaded");
    looks.apply(root);
    window.remember(preferences);
    looks.languageProperty().addListener((obs, old, now) -> Platform.runLater(this::rebuild));
    // 1280 x 800; on a smaller screen (a small laptop) the usable area less a window frame, and
    // maximised at first start: a window sized to the whole screen would put its frame on the
    // screen and its status bar below it.
    javafx.geometry.Rectangle2D screen = javafx.stage.Screen.getPrimary().getVisualBounds();
    boolean roomy = io.paydesk.ui.base.Remember.fits(1280, 800);
    double frame = io.paydesk.ui.base.Remember.FRAME;
    scene =
        roomy
            ? new Scene(root, 1280, 800)
            : new Scene(
                root,
                Math.max(960, screen.getWidth() - frame),
                Math.max(600, screen.getHeight() - frame));
    scene.getStylesheets().addAll(stylesheet("/styles/theme.css"), stylesheet("/styles/app.css"));
    stage
        .titleProperty()
        .bind(
            Bindings.createStringBinding(
                () -> {
                  String label = shell.connectionLabelProperty().get();
                  return label.isEmpty()
                      ? Messages.get("app.title")
                      : Messages.get("app.title") + " \u2014 " + label;
                },
                shell.connectionLabelProperty(),
                looks.languageProperty()));
    stage.setScene(scene);
    scene
        .getAccelerators()
        .put(
            new javafx.scene.input.KeyCodeCombination(
                javafx.scene.input.KeyCode.L, javafx.scene.input.KeyCombination.SHORTCUT_DOWN),
            () -> askForId(stage));
    Shortcuts.install(scene, () -> window, shell, runner, this::openPayment, () -> askForId(stage));
    StartupTrace.watch(scene);
    stage.setMinWidth(960);
    stage.setMinHeight(600);
    io.paydesk.ui.base.Remember.window(stage, "window", preferences, !roomy);
    drawnBeforeShown(root);
    stage.show();
    StartupTrace.mark("stage_shown");
    // Opening the connection (the store, maybe the sandbox) competes for the two cores the window
    // is drawn with: it starts once the first frame is drawn (start-time.sh measures both ways).
    FirstFrame.then(scene, () -> shell.connect(initial));
    // The first frame shows the sidebar and status bar; the area (its view, charts and their
    // styles) is built just after, while the connection opens, unless a click chose one already.
    FirstFrame.then(
        scene,
        () -> {
          if (window.currentArea() == null) {
            // A live profile whose keys this computer cannot keep: they are asked in Settings.
            window.show(start.keysWanted() ? Area.SETTINGS : lastArea());
            StartupTrace.mark("first_area_loaded");
          }
        });
    healthCheck = new Timeline(new KeyFrame(Duration.seconds(30), e -> shell.checkService()));
    healthCheck.setCycleCount(Animation.INDEFINITE);
    healthCheck.play();
  }

  private Function<Class<?>, Object> controllerFactory(ConnectionSettings initial) {
    ShellViewModel s = shell;
    TaskRunner r = runner;
    return type -> {
      if (type == PaymentsView.class) {
        return new PaymentsView(paymentsModel());
      }
      if (type == SearchView.class) {
        SearchViewModel model =
            model(
                SearchViewModel.class,
                () -> {
                  SearchViewModel m =
                      new SearchViewModel(
                          s.connectionProperty().map(Connection::store),
                          r,
                          this::openPayment,
                          ZoneId.systemDefault());
                  s.storeUpdatesProperty().addListener((obs, old, now) -> m.reload());
                  m.followLive(s.liveChangesProperty());
                  m.enableRefresh(
                      s.connectionProperty(),
                      s.serviceStateProperty().isNotEqualTo(ServiceState.NOT_ANSWERING),
                      s::storeChanged);
                  return m;
                });
        search = model;
        return new SearchView(model, dialogs);
      }
      if (type == OverviewView.class) {
        OverviewViewModel overview =
            model(
                OverviewViewModel.class,
                () -> {
                  OverviewViewModel m =
                      new OverviewViewModel(
                          s.connectionProperty(),
                          r,
                          this::openSearch,
                          ZoneId.systemDefault(),
                          Clock.systemDefaultZone());
                  s.storeUpdatesProperty().addListener((obs, old, now) -> m.reload());
                  s.liveChangesProperty().addListener((obs, old, now) -> m.reload());
                  m.showConnectErrors(s.connectErrorProperty());
                  m.setSubscriptionsOpener(this::openSubscriptions);
                  m.setPayoutsOpener(this::openPayouts);
                  return m;
                });
        return new OverviewView(overview);
      }
      if (type == SubscriptionsView.class) {
        return new SubscriptionsView(subscriptionsModel(), dialogs);
      }
      if (type == CustomersView.class) {
        return new CustomersView(
            model(
                CustomersViewModel.class,
                () -> new CustomersViewModel(s, r, this::openPayment, this::openSubscription)));
      }
      // The payout and entity forms are made with each view, so their labels are in the language
      // now chosen: what was typed comes back from the form's draft in the store.
      if (type == PayoutsView.class) {
        payouts = new PayoutsViewModel(connectionFor(s), r);
        return new PayoutsView(payouts);
      }
      if (type == BulkPayoutsView.class) {
        return new BulkPayoutsView(new BulkPayoutsViewModel(s, r), dialogs);
      }
      if (type == EntitiesView.class) {
        return new EntitiesView(new EntitiesViewModel(connectionFor(s), r));
      }
      if (type == DisputesView.class) {
        return new DisputesView(disputesModel(), dialogs);
      }
      if (type == DisputeSettingsView.class) {
        return new DisputeSettingsView(
            model(DisputeSettingsViewModel.class, () -> new DisputeSettingsViewModel(s, r)));
      }
      if (type == EvidenceView.class) {
        return new EvidenceView(disputesModel().evidence(), dialogs);
      }
      if (type == SettingsView.class) {
        return new SettingsView(
            model(
                SettingsViewModel.class,
                () -> new SettingsViewModel(s, initial, r, s.apiKeys(), savedAtOnce())));
      }
      if (type == io.paydesk.ui.settings.EventsView.class) {
        return new io.paydesk.ui.settings.EventsView(
            model(
                io.paydesk.ui.settings.EventsViewModel.class,
                () ->
                    new io.paydesk.ui.settings.EventsViewModel(
                        s.connectionProperty(), r, ZoneId.systemDefault(), Clock.systemUTC())));
      }
      if (type == io.paydesk.ui.settings.AuditView.class) {
        return new io.paydesk.ui.settings.AuditView(
            model(
                io.paydesk.ui.settings.AuditViewModel.class,
                () ->
                    new io.paydesk.ui.settings.AuditViewModel(
                        s.connectionProperty(), r, ZoneId.systemDefault())),
            dialogs);
      }
      if (type == LooksSettingsView.class) {
        return new LooksSettingsView(
            model(
                LooksSettingsViewModel.class,
                () -> new LooksSettingsViewModel(looks, preferences, dataDir)));
      }
      throw new IllegalArgumentException("No controller for " + type.getName());
    };
  }

  /** The preferences, written as soon as something is remembered (the connection profile). */
  private io.paydesk.ui.base.Remember.Memory savedAtOnce() {
    return new io.paydesk.ui.base.Remember.Memory() {
      @Override
      public java.util.Optional<String> get(String key) {
        return preferences.get(key);
      }

      @Override
      public void put(String key, String value) {
        preferences.put(key, value);
        preferences.save();
      }
    };
  }

  /** The connection, bound weakly: a model holding it goes with its view. */
  private static javafx.beans.property.ObjectProperty<Connection> connectionFor(ShellViewModel s) {
    javafx.beans.property.SimpleObjectProperty<Connection> connection =
        new javafx.beans.property.SimpleObjectProperty<>();
    connection.bind(s.connectionProperty());
    return connection;
  }

  /** The screen's view model made once, so a rebuilt view finds what was typed in it. */
  private <T> T model(Class<T> type, Supplier<T> make) {
    return type.cast(models.computeIfAbsent(type, t -> make.get()));
  }

  /** The area shown when the console was last closed; Overview the first time. */
  private Area lastArea() {
    try {
      return Area.valueOf(preferences.get("area").orElse(Area.values()[0].name()));
    } catch (IllegalArgumentException e) {
      return Area.values()[0];
    }
  }

  /** Makes the shell (sidebar, status bar, the area shown) in the language chosen; its root. */
  /**
   * Styles and lays out the shell before it is shown, and paints the scene's ground in the theme's
   * colour (the window's own, white by default): the first frame shown is the shell, not a blank
   * white window while the first pulse styles every control.
   */
  private void drawnBeforeShown(Parent root) {
    root.applyCss();
    if (root instanceof javafx.scene.layout.Region r) {
      r.resize(scene.getWidth(), scene.getHeight());
      scene.setFill(ground(r.getBackground()));
      r.backgroundProperty().addListener((obs, old, now) -> scene.setFill(ground(now)));
    }
    root.layout();
  }

  /** A background's first colour, the scene's fill behind it. */
  static javafx.scene.paint.Paint ground(javafx.scene.layout.Background background) {
    if (background != null) {
      for (javafx.scene.layout.BackgroundFill f : background.getFills()) {
        if (f.getFill() instanceof javafx.scene.paint.Color c && c.getOpacity() > 0) {
          return c;
        }
      }
    }
    return javafx.scene.paint.Color.WHITE;
  }

  private Parent newWindow() {
    window = new MainWindow(shell, Bindings.greaterThan(runner.runningProperty(), 0), controllers);
    window.setChargebackOpener(request -> openEvidence(request.paymentId()));
    return window.root();
  }

  /**
   * Builds the window again in the language now chosen (sidebar, status bar and every view),
   * disposing the old views; the view models and so the typed input live on. The area shown stays.
   */
  private void rebuild() {
    Area area = lastArea();
    window.dispose();
    Parent root = newWindow();
    looks.apply(root);
    window.remember(preferences);
    scene.setRoot(root);
    drawnBeforeShown(root);
    window.show(area);
    shell.checkService(); // the status bar's words, in the new language
    shell.storeChanged(); // the screens reading the store read it again: their words too
    if (models.get(SubscriptionsViewModel.class) instanceof SubscriptionsViewModel m) {
      m.reload();
    }
  }

  /** The Payments area's model: one for the window, so other areas can open a payment in it. */
  private PaymentsViewModel paymentsModel() {
    if (payments == null) {
      payments = new PaymentsViewModel(shell, runner);
      payments.setEvidenceOpener(this::openEvidence);
      shell.storeUpdatesProperty().addListener((obs, old, now) -> payments.history().search());
      payments.followLive(shell.liveChangesProperty());
    }
    return payments;
  }

  /** The Disputes area's model: one for the window, so other areas can open a chargeback. */
  private DisputesViewModel disputesModel() {
    if (disputes == null) {
      disputes = new DisputesViewModel(shell, runner, id -> window.show(Area.DISPUTES));
    }
    return disputes;
  }

  /** Shows the evidence screen of a payment's chargeback (e.g. from the Payments detail). */
  public void openEvidence(String paymentId) {
    disputesModel().openEvidence(paymentId);
  }

  /** The Subscriptions area's model: one for the window, so a customer's view can open one. */
  private SubscriptionsViewModel subscriptionsModel() {
    return model(
        SubscriptionsViewModel.class,
        () -> new SubscriptionsViewModel(shell, runner, this::openPayment));
  }

  private void openSubscription(String id) {
    window.show(Area.SUBSCRIPTIONS);
    subscriptionsModel().openById(id);
  }

  private void openPayment(String id) {
    window.show(Area.PAYMENTS);
    paymentsModel().open(id);
  }

  /** Shows Search with the filters another screen asks for (the overview's charts). */
  private void openSearch(SearchRequest request) {
    window.show(Area.SEARCH);
    search.searchFor(request);
  }

  /** Shows Subscriptions with one status (the overview's subscriptions slices). */
  private void openSubscriptions(String status) {
    window.show(Area.SUBSCRIPTIONS);
    subscriptionsModel().statusFilterProperty().set(status);
  }

  /** Shows the Payouts list with one day and currency (the overview's payouts bars). */
  private void openPayouts(PayoutsRequest request) {
    window.show(Area.PAYOUTS);
    payouts.show(request);
  }

  /** Ctrl+L from anywhere: a payment id or merchant order id, opened in Payments. */
  private void askForId(Stage owner) {
    javafx.scene.control.TextInputDialog dialog = new javafx.scene.control.TextInputDialog();
    dialog.initOwner(owner);
    dialog.setTitle(Messages.get("paydetail.openId.title"));
    dialog.setHeaderText(null);
    dialog.setContentText(Messages.get("paydetail.openId.prompt"));
    dialog.getEditor().setId("openIdField");
    dialog.getEditor().setPrefColumnCount(36);
    dialog
        .showAndWait()
        .map(String::strip)
        .filter(id -> !id.isEmpty())
        .ifPresent(this::openPayment);
  }

  private static String stylesheet(String path) {
    return Objects.requireNonNull(PaydeskApp.class.getResource(path), path).toExternalForm();
  }

  /** The shell's view model, for tests that drive the running console. */
  public ShellViewModel shell() {
    return shell;
  }

  public Looks looks() {
    return looks;
  }

  public FxTaskRunner runner() {
    return runner;
  }

  @Override
  public void stop() {
    if (preferences != null) {
      preferences.save();
    }
    if (healthCheck != null) {
      healthCheck.stop();
    }
    if (shell != null) {
      shell.shutdown();
    }
    if (runner != null) {
      runner.close();
    }
  }
}
