package io.paydesk.ui.settings;

import io.paydesk.ops.Connection;
import io.paydesk.ui.base.ErrorText;
import io.paydesk.ui.base.MessageText;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskRunner;
import java.nio.file.Path;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The local store's section: where the store is, what it holds and its size, the audit log's check
 * and export, and compaction, each through the connection's {@code ops} upkeep. One store job runs
 * at a time ({@link #storeBusyProperty()}), the sandbox's reset included.
 */
public final class StoreUpkeepViewModel {
  private final ShellViewModel shell;
  private final TaskRunner runner;
  private final ReadOnlyStringWrapper storeLocation = new ReadOnlyStringWrapper("");
  private final MessageText storeContents = new MessageText();
  private final MessageText auditResult = new MessageText();
  private final ReadOnlyObjectWrapper<Boolean> auditIntact = new ReadOnlyObjectWrapper<>();
  private final ReadOnlyBooleanWrapper storeBusy = new ReadOnlyBooleanWrapper(false);

  public StoreUpkeepViewModel(ShellViewModel shell, TaskRunner runner) {
    this.shell = shell;
    this.runner = runner;
    shell
        .connectionProperty()
        .addListener(
            (obs, old, now) -> {
              auditResult.set("");
              auditIntact.set(null);
              refreshStore();
            });
    shell.storeUpdatesProperty().addListener((obs, old, now) -> refreshStore());
  }

  /** Reads where the local store is, what it holds and its size (off the FX thread). */
  public void refreshStore() {
    Connection c = shell.connection();
    if (c == null) {
      storeLocation.set("");
      storeContents.set("");
      return;
    }
    runner.run(
        () -> c.upkeep().facts(),
        facts -> {
          if (c == shell.connection()) {
            storeLocation.set(facts.location());
            storeContents.say(
                () ->
                    facts.bytes() < 0
                        ? Messages.get("settings.store.contents", facts.payments())
                        : facts.bytes() < 1024 * 1024
                            ? Messages.get("settings.store.contentsUnderOneMb", facts.payments())
                            : Messages.get(
                                "settings.store.contentsAndSize",
                                facts.payments(),
                                megabytes(facts.bytes())));
          }
        },
        failure -> storeContents.say(() -> ErrorText.of(failure)));
  }

  /** Re-computes the audit log's hash chain and says whether it is intact. */
  public void checkAudit() {
    Connection c = shell.connection();
    if (c == null || !begin()) {
      return;
    }
    runner.run(
        () -> c.upkeep().verifyAudit(),
        v -> {
          end();
          auditIntact.set(v.intact());
          auditResult.say(
              () ->
                  v.intact()
                      ? Messages.get("settings.store.auditIntact", v.rowsChecked())
                      : Messages.get(
                          "settings.store.audit." + v.kind().name(),
                          v.firstBadSeq(),
                          v.otherSeq()));
        },
        failure -> {
          end();
          auditIntact.set(null);
          auditResult.say(() -> ErrorText.of(failure));
        });
  }

  /**
   * Gives the store file's free space back (searches and operations wait meanwhile), then says how
   * big the file was and is.
   */
  public void compactStore() {
    Connection c = shell.connection();
    if (c == null || !begin()) {
      return;
    }
    auditIntact.set(null);
    auditResult.say(() -> Messages.get("settings.store.compacting"));
    runner.run(
        () -> c.upkeep().compact(),
        sizes -> {
          end();
          auditResult.say(
              () ->
                  sizes.bytesBefore() < 0 || sizes.bytesAfter() < 0
                      ? Messages.get("settings.store.compactedNoSize")
                      : Messages.get(
                          "settings.store.compacted",
                          megabytes(sizes.bytesBefore()),
                          megabytes(sizes.bytesAfter())));
          refreshStore();
        },
        failure -> {
          end();
          auditResult.say(
              () -> Messages.get("settings.store.compactFailed", ErrorText.of(failure)));
        });
  }

  /** Writes the whole audit log to a CSV file. */
  public void exportAudit(Path file) {
    Connection c = shell.connection();
    if (c == null || !begin()) {
      return;
    }
    runner.run(
        () -> c.upkeep().exportAudit(file),
        rows -> {
          end();
          auditIntact.set(null);
          auditResult.say(() -> Messages.get("settings.store.exported", rows, file.toString()));
        },
        failure -> {
          end();
          auditIntact.set(null);
          auditResult.say(() -> Messages.get("settings.store.exportFailed", ErrorText.of(failure)));
        });
  }

  /** Starts a store job: false (nothing started) while another runs. */
  boolean begin() {
    if (storeBusy.get()) {
      return false;
    }
    storeBusy.set(true);
    return true;
  }

  /** The store job started by {@link #begin()} ended. */
  void end() {
    storeBusy.set(false);
  }

  private static double megabytes(long bytes) {
    return bytes / (1024.0 * 1024.0);
  }

  public ReadOnlyStringProperty storeLocationProperty() {
    return storeLocation.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty storeContentsProperty() {
    return storeContents.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty auditResultProperty() {
    return auditResult.getReadOnlyProperty();
  }

  /** True or false after a check; null before one, or after an export. */
  public ReadOnlyObjectProperty<Boolean> auditIntactProperty() {
    return auditIntact.getReadOnlyProperty();
  }

  /** True while a store job (audit check or export, compaction, the sandbox's reset) runs. */
  public ReadOnlyBooleanProperty storeBusyProperty() {
    return storeBusy.getReadOnlyProperty();
  }
}
