package io.paydesk.ui;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ops.ConnectionSettings;
import io.paydesk.store.Store;
import io.paydesk.store.Stores;
import io.paydesk.ui.base.Looks;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.Preferences;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskRunner;
import io.paydesk.ui.disputes.DisputeSettingsView;
import io.paydesk.ui.disputes.DisputeSettingsViewModel;
import io.paydesk.ui.entities.EntitiesView;
import io.paydesk.ui.entities.EntitiesViewModel;
import io.paydesk.ui.kit.AnsweringDialogs;
import io.paydesk.ui.kit.ViewBase;
import io.paydesk.ui.payments.PaymentActionForm;
import io.paydesk.ui.payments.PaymentsView;
import io.paydesk.ui.payments.PaymentsViewModel;
import io.paydesk.ui.payments.SearchView;
import io.paydesk.ui.payments.SearchViewModel;
import io.paydesk.ui.payouts.BulkPayoutsView;
import io.paydesk.ui.payouts.BulkPayoutsViewModel;
import io.paydesk.ui.payouts.PayoutsView;
import io.paydesk.ui.payouts.PayoutsViewModel;
import io.paydesk.ui.settings.SettingsView;
import io.paydesk.ui.settings.SettingsViewModel;
import java.lang.ref.WeakReference;
import java.nio.file.Path;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import javafx.beans.property.SimpleObjectProperty;
import javafx.fxml.FXMLLoader;
import javafx.scene.Parent;
import javafx.scene.Scene;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Views rebuilt many times over one view model (as on a change of language) are collected once
 * disposed: nothing the view model holds keeps them.
 */
class ViewDisposeTest {
  private static final int BUILDS = 50;

  @TempDir Path dir;
  private Store store;
  private ShellViewModel shell;

  @BeforeAll
  static void startFx() throws Exception {
    FxToolkit.registerPrimaryStage();
  }

  @AfterEach
  void close() {
    if (store != null) {
      store.close();
    }
    if (shell != null) {
      shell.shutdown();
    }
  }

  @Test
  void searchViewsAreCollectedAfterDisposeWhileTheirModelLivesOn() throws Exception {
    store = Stores.openH2(dir.resolve("dispose.mv.db"));
    SearchViewModel model =
        new SearchViewModel(
            new SimpleObjectProperty<>(store), TaskRunner.sameThread(), id -> {}, ZoneId.of("UTC"));
    model.statuses().add("SUCCEEDED");

    assertCollected(
        "/fxml/payments/SearchView.fxml", () -> new SearchView(model, new AnsweringDialogs()));

    assertThat(model.statuses()).containsExactly("SUCCEEDED");
    model.statuses().add("DECLINED"); // the model still works with no view
    assertThat(model.statuses()).hasSize(2);
  }

  @Test
  void settingsViewsAreCollectedAfterDisposeWhileTheirModelLivesOn() throws Exception {
    shell = new ShellViewModel(TaskRunner.sameThread(), dir);
    SettingsViewModel model =
        new SettingsViewModel(shell, ConnectionSettings.embedded(), TaskRunner.sameThread());

    assertCollected(
        "/fxml/settings/SettingsView.fxml", () -> new SettingsView(model, new AnsweringDialogs()));

    assertThat(model.connection().targetProperty().get()).isNotNull();
  }

  @Test
  void paymentsViewsAreCollectedAfterDisposeWhileTheirModelLivesOn() throws Exception {
    shell = new ShellViewModel(TaskRunner.sameThread(), dir, true);
    shell.connect(ConnectionSettings.embedded());
    PaymentsViewModel model = new PaymentsViewModel(shell, TaskRunner.sameThread());
    String id = shell.connection().demoPaymentIds().get(0);
    model.open(id);
    model.startAction(PaymentActionForm.Kind.REFUND);

    assertCollected("/fxml/payments/PaymentsView.fxml", () -> new PaymentsView(model));

    assertThat(model.detailProperty().get()).isNotNull();
    assertThat(model.actionProperty().get()).isNotNull();
  }

  /** The Disputes section Settings includes, on a shell with no connection. */
  private static DisputeSettingsView disputeSettings() {
    ShellViewModel none = new ShellViewModel(TaskRunner.sameThread(), Path.of("."));
    return new DisputeSettingsView(new DisputeSettingsViewModel(none, TaskRunner.sameThread()));
  }

  /** The Events section Settings includes, on a shell with no connection. */
  private static io.paydesk.ui.settings.EventsView eventsSettings() {
    ShellViewModel none = new ShellViewModel(TaskRunner.sameThread(), Path.of("."));
    return new io.paydesk.ui.settings.EventsView(
        new io.paydesk.ui.settings.EventsViewModel(
            none.connectionProperty(),
            TaskRunner.sameThread(),
            ZoneId.systemDefault(),
            java.time.Clock.systemUTC()));
  }

  /** The language, theme and folder section Settings includes, over a preferences file. */
  private static io.paydesk.ui.settings.AuditView auditSettings() {
    return new io.paydesk.ui.settings.AuditView(
        new io.paydesk.ui.settings.AuditViewModel(
            new javafx.beans.property.SimpleObjectProperty<>(),
            TaskRunner.sameThread(),
            java.time.ZoneId.systemDefault()));
  }

  private static io.paydesk.ui.settings.LooksSettingsView looksSettings() {
    Path none = Path.of("target", "dispose-prefs");
    Looks looks =
        new Looks(new Preferences(none.resolve("p.properties")), java.util.Locale.getDefault());
    return new io.paydesk.ui.settings.LooksSettingsView(
        new io.paydesk.ui.settings.LooksSettingsViewModel(looks, new Preferences(none), none));
  }

  @Test
  void overviewViewsAreCollectedAfterDisposeWhileTheirModelLivesOn() throws Exception {
    shell = new ShellViewModel(TaskRunner.sameThread(), dir, true);
    shell.connect(ConnectionSettings.embedded());
    io.paydesk.ui.overview.OverviewViewModel model =
        new io.paydesk.ui.overview.OverviewViewModel(
            shell.connectionProperty(),
            TaskRunner.sameThread(),
            r -> {},
            ZoneId.systemDefault(),
            java.time.Clock.systemDefaultZone());

    assertCollected(
        "/fxml/overview/OverviewView.fxml", () -> new io.paydesk.ui.overview.OverviewView(model));

    assertThat(model.currencies()).isNotEmpty();
    assertThat(model.dailyPayments()).isNotEmpty();
  }

  /** Builds the view BUILDS times in a scene, disposes each, and waits for the GC to take all. */
  @Test
  void payoutAndEntityViewsAreCollectedAfterDisposeWhileTheirModelsLiveOn() throws Exception {
    shell = new ShellViewModel(TaskRunner.sameThread(), dir);
    shell.connect(ConnectionSettings.embedded());
    PayoutsViewModel payouts =
        new PayoutsViewModel(shell.connectionProperty(), TaskRunner.sameThread());
    EntitiesViewModel entities =
        new EntitiesViewModel(shell.connectionProperty(), TaskRunner.sameThread());

    assertCollected(
        "/fxml/payouts/PayoutsView.fxml", () -> new PayoutsView(payouts, new AnsweringDialogs()));
    assertCollected("/fxml/entities/EntitiesView.fxml", () -> new EntitiesView(entities));

    assertThat(payouts.sections()).isNotEmpty();
    assertThat(entities.sections()).isNotEmpty();
  }

  private void assertCollected(String fxml, Supplier<ViewBase> controllers) throws Exception {
    List<WeakReference<Object>> views = new ArrayList<>();
    for (int i = 0; i < BUILDS; i++) {
      WaitForAsyncUtils.asyncFx(
              () -> {
                ViewBase controller = controllers.get();
                FXMLLoader loader =
                    new FXMLLoader(ViewDisposeTest.class.getResource(fxml), Messages.bundle());
                loader.setControllerFactory(
                    type ->
                        type == DisputeSettingsView.class
                            ? disputeSettings()
                            : type == BulkPayoutsView.class
                                ? bulkPayouts()
                                : type == io.paydesk.ui.settings.LooksSettingsView.class
                                    ? looksSettings()
                                    : type == io.paydesk.ui.settings.EventsView.class
                                        ? eventsSettings()
                                        : type == io.paydesk.ui.settings.AuditView.class
                                            ? auditSettings()
                                            : controller);
                Parent root = loader.load();
                new Scene(root, 1024, 700);
                root.applyCss();
                root.layout();
                controller.dispose();
                views.add(new WeakReference<>(controller));
                views.add(new WeakReference<>(root));
                return null;
              })
          .get();
    }
    WaitForAsyncUtils.waitForFxEvents();
    for (int attempt = 0;
        attempt < 20 && views.stream().anyMatch(r -> r.get() != null);
        attempt++) {
      System.gc();
      WaitForAsyncUtils.waitForFxEvents();
    }
    assertThat(views.stream().filter(r -> r.get() != null).count())
        .as("views still reachable after dispose")
        .isZero();
  }

  private BulkPayoutsView bulkPayouts() {
    return new BulkPayoutsView(
        new BulkPayoutsViewModel(shell, TaskRunner.sameThread()), new AnsweringDialogs());
  }
}
