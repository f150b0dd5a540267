package io.paydesk.ui;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ops.AppPaths;
import io.paydesk.ops.ConnectionSettings;
import io.paydesk.ops.StoreKeys;
import io.paydesk.store.MigrationProgress;
import io.paydesk.store.PaymentQuery;
import io.paydesk.store.Store;
import io.paydesk.store.Stores;
import io.paydesk.ui.base.ShellViewModel;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import javafx.application.Platform;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Closing the console while the demo payments are still being stored: the fill stops, the store
 * closes and opens again cleanly with every payment stored before the close.
 */
class CloseDuringDemoFillTest {
  @TempDir Path dataDir;
  private PaydeskApp app;

  @AfterEach
  void forget() throws Exception {
    FxToolkit.cleanupStages();
    System.clearProperty(AppPaths.DATA_DIR_PROPERTY);
  }

  @Test
  void closingWhileDemoPaymentsAreStoredReturnsAndLeavesAStoreThatOpensWithThem() throws Exception {
    System.setProperty(AppPaths.DATA_DIR_PROPERTY, dataDir.toString());
    FxToolkit.registerPrimaryStage();
    app = (PaydeskApp) FxToolkit.setupApplication(PaydeskApp::new);
    // The fill is under way once a batch after the first part is in the store.
    WaitForAsyncUtils.waitFor(
        90, SECONDS, () -> app.shell().demoStoredProperty().get() > ShellViewModel.DEMO_FIRST);
    int storedBeforeClose = app.shell().demoStoredProperty().get();

    CompletableFuture<Void> stopped = new CompletableFuture<>();
    Platform.runLater(
        () -> {
          try {
            app.stop();
            stopped.complete(null);
          } catch (Throwable e) {
            stopped.completeExceptionally(e);
          }
        });
    stopped.get(60, SECONDS);

    String profile = ConnectionSettings.fromEnvironment(java.util.Map.of()).profileName();
    try (Store store =
        Stores.openH2(
            dataDir.resolve(profile + ".mv.db"),
            StoreKeys.standard(dataDir, null).key(),
            MigrationProgress.NONE)) {
      long count = store.payments().count(PaymentQuery.builder().build());
      assertThat(count).isGreaterThanOrEqualTo(storedBeforeClose);
    }
  }
}
