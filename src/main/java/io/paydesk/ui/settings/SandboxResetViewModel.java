package io.paydesk.ui.settings;

import io.paydesk.ops.Connection;
import io.paydesk.ui.base.ErrorText;
import io.paydesk.ui.base.MessageText;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskRunner;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;

/**
 * The embedded sandbox's reset to its demo data, offered while connected to it. It is a store job:
 * it waits for, and holds off, the store's upkeep ({@link StoreUpkeepViewModel}).
 */
public final class SandboxResetViewModel {
  private final ShellViewModel shell;
  private final TaskRunner runner;
  private final StoreUpkeepViewModel upkeep;
  private final ReadOnlyBooleanWrapper onSandbox = new ReadOnlyBooleanWrapper(false);
  private final MessageText sandboxResult = new MessageText();

  public SandboxResetViewModel(
      ShellViewModel shell, TaskRunner runner, StoreUpkeepViewModel upkeep) {
    this.shell = shell;
    this.runner = runner;
    this.upkeep = upkeep;
    shell
        .connectionProperty()
        .addListener(
            (obs, old, now) -> {
              sandboxResult.set("");
              onSandbox.set(now != null && now.isSandbox());
            });
    onSandbox.set(shell.connection() != null && shell.connection().isSandbox());
  }

  /** The sentence the reset's confirmation shows: what will be forgotten, in words. */
  public String sandboxResetSentence() {
    Connection c = shell.connection();
    return Messages.get("settings.sandbox.confirm", c == null ? 0 : c.demoPaymentIds().size());
  }

  /**
   * Resets the embedded sandbox to its demo data (after the user confirmed) and replaces the
   * store's copies of the demo payments with the reset ones.
   */
  public void resetSandbox() {
    Connection c = shell.connection();
    if (c == null || !c.isSandbox() || !upkeep.begin()) {
      return;
    }
    sandboxResult.say(() -> Messages.get("settings.sandbox.resetting"));
    runner.run(
        c::resetSandbox,
        n -> {
          upkeep.end();
          sandboxResult.say(() -> Messages.get("settings.sandbox.done", n));
          shell.storeChanged();
        },
        failure -> {
          upkeep.end();
          sandboxResult.say(() -> Messages.get("settings.sandbox.failed", ErrorText.of(failure)));
        });
  }

  /** True while connected to the embedded sandbox: its reset is offered. */
  public ReadOnlyBooleanProperty onSandboxProperty() {
    return onSandbox.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty sandboxResultProperty() {
    return sandboxResult.getReadOnlyProperty();
  }

  /** True while a store job runs: the reset waits. */
  public ReadOnlyBooleanProperty busyProperty() {
    return upkeep.storeBusyProperty();
  }
}
