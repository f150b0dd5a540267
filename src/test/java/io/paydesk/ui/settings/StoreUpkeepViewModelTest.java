package io.paydesk.ui.settings;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ops.ConnectionSettings;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskHandle;
import io.paydesk.ui.base.TaskRunner;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The local store's upkeep: one store job at a time, results that belong to the connection. */
class StoreUpkeepViewModelTest {
  @TempDir Path dataDir;
  private ShellViewModel shell;
  private Locale before;

  @BeforeEach
  void english() {
    before = Locale.getDefault();
    Locale.setDefault(Locale.ENGLISH);
    shell = new ShellViewModel(TaskRunner.sameThread(), dataDir);
  }

  @AfterEach
  void close() {
    shell.shutdown();
    Locale.setDefault(before);
  }

  /** Runs nothing until told: a job stays under way meanwhile. */
  static final class HeldRunner implements TaskRunner {
    final List<Runnable> held = new ArrayList<>();

    @Override
    public <T> TaskHandle runWithProgress(
        TaskHandle.ProgressWork<T> work, Consumer<T> onSuccess, Consumer<Throwable> onFailure) {
      TaskHandle handle = new TaskHandle(Runnable::run);
      held.add(
          () -> {
            try {
              onSuccess.accept(work.call(handle.progress()));
            } catch (Exception e) {
              onFailure.accept(e);
            }
          });
      return handle;
    }

    void release() {
      List<Runnable> now = List.copyOf(held);
      held.clear();
      now.forEach(Runnable::run);
    }
  }

  @Test
  void withoutAConnectionTheSectionIsEmptyAndNothingStarts() {
    StoreUpkeepViewModel upkeep = new StoreUpkeepViewModel(shell, TaskRunner.sameThread());

    upkeep.refreshStore();
    upkeep.checkAudit();
    upkeep.compactStore();

    assertThat(upkeep.storeLocationProperty().get()).isEmpty();
    assertThat(upkeep.storeContentsProperty().get()).isEmpty();
    assertThat(upkeep.auditResultProperty().get()).isEmpty();
    assertThat(upkeep.storeBusyProperty().get()).isFalse();
  }

  @Test
  void whileAStoreJobRunsAnotherDoesNotStart() {
    HeldRunner runner = new HeldRunner();
    StoreUpkeepViewModel upkeep = new StoreUpkeepViewModel(shell, runner);
    shell.connect(ConnectionSettings.embedded());
    runner.release(); // the store's facts

    upkeep.compactStore();
    assertThat(upkeep.storeBusyProperty().get()).isTrue();
    assertThat(upkeep.auditResultProperty().get()).isEqualTo("Compacting the local store...");
    upkeep.checkAudit();
    assertThat(runner.held).hasSize(1);

    runner.release();
    runner.release(); // the facts read again after compacting

    assertThat(upkeep.storeBusyProperty().get()).isFalse();
    assertThat(upkeep.auditResultProperty().get()).startsWith("Compacted");
    assertThat(upkeep.auditIntactProperty().get()).isNull();
  }

  @Test
  void aNewConnectionForgetsTheLastAuditResult() {
    StoreUpkeepViewModel upkeep = new StoreUpkeepViewModel(shell, TaskRunner.sameThread());
    shell.connect(ConnectionSettings.embedded());
    upkeep.checkAudit();
    assertThat(upkeep.auditIntactProperty().get()).isTrue();

    shell.connect(ConnectionSettings.embedded());

    assertThat(upkeep.auditResultProperty().get()).isEmpty();
    assertThat(upkeep.auditIntactProperty().get()).isNull();
    assertThat(upkeep.storeLocationProperty().get()).startsWith(dataDir.toString());
  }

  @Test
  void anExportThatCannotWriteSaysWhyInWords() {
    StoreUpkeepViewModel upkeep = new StoreUpkeepViewModel(shell, TaskRunner.sameThread());
    shell.connect(ConnectionSettings.embedded());

    upkeep.exportAudit(dataDir.resolve("no-such-folder").resolve("audit.csv"));

    assertThat(upkeep.auditResultProperty().get()).startsWith("The audit log was not exported");
    assertThat(upkeep.storeBusyProperty().get()).isFalse();
  }
}
