package io.paydesk.ui;

import atlantafx.base.theme.PrimerLight;
import io.paydesk.ops.Connection;
import io.paydesk.ops.ConnectionSettings;
import io.paydesk.ui.customers.CustomersView;
import io.paydesk.ui.customers.CustomersViewModel;
import io.paydesk.ui.disputes.DisputeSettingsView;
import io.paydesk.ui.disputes.DisputeSettingsViewModel;
import io.paydesk.ui.disputes.DisputesView;
import io.paydesk.ui.disputes.DisputesViewModel;
import io.paydesk.ui.disputes.EvidenceView;
import io.paydesk.ui.entities.EntitiesView;
import io.paydesk.ui.entities.EntitiesViewModel;
import io.paydesk.ui.kit.DialogService;
import io.paydesk.ui.overview.OverviewView;
import io.paydesk.ui.overview.OverviewViewModel;
import io.paydesk.ui.payments.PaymentsView;
import io.paydesk.ui.payments.PaymentsViewModel;
import io.paydesk.ui.payments.SearchRequest;
import io.paydesk.ui.payments.SearchView;
import io.paydesk.ui.payments.SearchViewModel;
import io.paydesk.ui.payouts.PayoutsView;
import io.paydesk.ui.payouts.PayoutsViewModel;
import io.paydesk.ui.settings.SettingsView;
import io.paydesk.ui.settings.SettingsViewModel;
import io.paydesk.ui.subscriptions.SubscriptionsView;
import io.paydesk.ui.subscriptions.SubscriptionsViewModel;
import java.time.Clock;
import java.time.ZoneId;
import java.util.Objects;
import java.util.function.Function;
import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.application.Application;
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
  private DisputesViewModel disputes;
  private SubscriptionsViewModel subscriptions;
  private final DialogService dialogs;

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
    Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
    runner = new FxTaskRunner();
    shell = new ShellViewModel(runner, AppPaths.dataDir(), true);
    ConnectionSettings initial = ConnectionSettings.fromEnvironment(System.getenv());
    Function<Class<?>, Object> controllers = controllerFactory(initial);

    Parent root = Views.load("/fxml/MainWindow.fxml", controllers);
    // 1280 x 800, or the screen's usable area when smaller (a small laptop): never off-screen.
    javafx.geometry.Rectangle2D screen = javafx.stage.Screen.getPrimary().getVisualBounds();
    Scene scene =
        new Scene(root, Math.min(1280, screen.getWidth()), Math.min(800, screen.getHeight()));
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
                shell.connectionLabelProperty()));
    stage.setScene(scene);
    scene
        .getAccelerators()
        .put(
            new javafx.scene.input.KeyCodeCombination(
                javafx.scene.input.KeyCode.L, javafx.scene.input.KeyCombination.SHORTCUT_DOWN),
            () -> askForId(stage));
    Shortcuts.install(scene, window, shell, runner, this::openPayment, () -> askForId(stage));
    StartupTrace.watch(scene);
    stage.setMinWidth(960);
    stage.setMinHeight(600);
    stage.show();
    // Opening the connection (the store, maybe the sandbox) competes for the two cores the window
    // is drawn with: it starts once the first frame is drawn (start-time.sh measures both ways).
    FirstFrame.then(scene, () -> shell.connect(initial));
    healthCheck = new Timeline(new KeyFrame(Duration.seconds(30), e -> shell.checkService()));
    healthCheck.setCycleCount(Animation.INDEFINITE);
    healthCheck.play();
  }

  private Function<Class<?>, Object> controllerFactory(ConnectionSettings initial) {
    ShellViewModel s = shell;
    TaskRunner r = runner;
    return type -> {
      if (type == MainWindow.class) {
        window =
            new MainWindow(
                s, Bindings.greaterThan(runner.runningProperty(), 0), controllerFactory(initial));
        return window;
      }
      if (type == PaymentsView.class) {
        return new PaymentsView(paymentsModel());
      }
      if (type == SearchView.class) {
        SearchViewModel model =
            new SearchViewModel(
                s.connectionProperty().map(Connection::store),
                r,
                this::openPayment,
                ZoneId.systemDefault());
        s.storeUpdatesProperty().addListener((obs, old, now) -> model.reload());
        search = model;
        return new SearchView(model);
      }
      if (type == OverviewView.class) {
        OverviewViewModel overview =
            new OverviewViewModel(
                s.connectionProperty(),
                r,
                this::openSearch,
                ZoneId.systemDefault(),
                Clock.systemDefaultZone());
        s.storeUpdatesProperty().addListener((obs, old, now) -> overview.reload());
        overview.setSubscriptionsOpener(this::openSubscriptions);
        return new OverviewView(overview);
      }
      if (type == SubscriptionsView.class) {
        SubscriptionsViewModel subscriptions = new SubscriptionsViewModel(s, r, this::openPayment);
        this.subscriptions = subscriptions;
        return new SubscriptionsView(subscriptions);
      }
      if (type == CustomersView.class) {
        return new CustomersView(new CustomersViewModel(s, r, this::openPayment));
      }
      if (type == PayoutsView.class) {
        return new PayoutsView(new PayoutsViewModel(s.connectionProperty(), r));
      }
      if (type == EntitiesView.class) {
        return new EntitiesView(new EntitiesViewModel(s.connectionProperty(), r));
      }
      if (type == DisputesView.class) {
        return new DisputesView(disputesModel(), dialogs);
      }
      if (type == DisputeSettingsView.class) {
        return new DisputeSettingsView(new DisputeSettingsViewModel(s, r));
      }
      if (type == EvidenceView.class) {
        return new EvidenceView(disputesModel().evidence(), dialogs);
      }
      if (type == SettingsView.class) {
        return new SettingsView(new SettingsViewModel(s, initial, r));
      }
      throw new IllegalArgumentException("No controller for " + type.getName());
    };
  }

  /** The Payments area's model: one for the window, so other areas can open a payment in it. */
  private PaymentsViewModel paymentsModel() {
    if (payments == null) {
      payments = new PaymentsViewModel(shell, runner);
      payments.setEvidenceOpener(this::openEvidence);
      shell.storeUpdatesProperty().addListener((obs, old, now) -> payments.searchHistory());
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
    subscriptions.statusFilterProperty().set(status);
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

  public FxTaskRunner runner() {
    return runner;
  }

  @Override
  public void stop() {
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
