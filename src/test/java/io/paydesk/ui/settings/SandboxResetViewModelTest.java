package io.paydesk.ui.settings;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ops.ConnectionSettings;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskRunner;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The embedded sandbox's reset: offered on it only, and one store job at a time. */
class SandboxResetViewModelTest {
  @TempDir Path dataDir;
  private ShellViewModel shell;
  private StoreUpkeepViewModel upkeep;
  private SandboxResetViewModel sandbox;
  private Locale before;

  @BeforeEach
  void english() {
    before = Locale.getDefault();
    Locale.setDefault(Locale.ENGLISH);
    shell = new ShellViewModel(TaskRunner.sameThread(), dataDir);
    upkeep = new StoreUpkeepViewModel(shell, TaskRunner.sameThread());
    sandbox = new SandboxResetViewModel(shell, TaskRunner.sameThread(), upkeep);
  }

  @AfterEach
  void close() {
    shell.shutdown();
    Locale.setDefault(before);
  }

  @Test
  void theResetIsOfferedOnlyOnceConnectedToTheEmbeddedSandbox() {
    assertThat(sandbox.onSandboxProperty().get()).isFalse();
    sandbox.resetSandbox();
    assertThat(sandbox.sandboxResultProperty().get()).isEmpty();

    shell.connect(ConnectionSettings.embedded());

    assertThat(sandbox.onSandboxProperty().get()).isTrue();
  }

  @Test
  void theConfirmationSaysHowManyDemoPaymentsComeBack() {
    shell.connect(ConnectionSettings.embedded());
    int demo = shell.connection().demoPaymentIds().size();

    assertThat(sandbox.sandboxResetSentence())
        .contains(String.format(Locale.ENGLISH, "its %,d demo payments", demo));
  }

  @Test
  void theResetWaitsWhileAnotherStoreJobRuns() {
    shell.connect(ConnectionSettings.embedded());
    assertThat(upkeep.begin()).isTrue();
    int updates = shell.storeUpdatesProperty().get();

    sandbox.resetSandbox();

    assertThat(sandbox.sandboxResultProperty().get()).isEmpty();
    assertThat(shell.storeUpdatesProperty().get()).isEqualTo(updates);
    assertThat(sandbox.busyProperty().get()).isTrue();

    upkeep.end();
    sandbox.resetSandbox();

    assertThat(sandbox.sandboxResultProperty().get()).startsWith("The sandbox is back");
    assertThat(sandbox.busyProperty().get()).isFalse();
  }
}
