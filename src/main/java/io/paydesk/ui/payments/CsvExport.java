package io.paydesk.ui.payments;

import io.paydesk.ops.Exports;
import io.paydesk.store.PaymentQuery;
import io.paydesk.store.Store;
import io.paydesk.ui.base.ErrorText;
import io.paydesk.ui.base.MessageText;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.TaskHandle;
import io.paydesk.ui.base.TaskHandle.Progress;
import io.paydesk.ui.base.TaskRunner;
import java.io.IOException;
import java.nio.file.Path;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;

/** Writes every payment of a search to a CSV file, page by page, off the FX thread. */
final class CsvExport {
  static final int PAGE_SIZE = PaymentQuery.MAX_PAGE_SIZE;

  private final TaskRunner runner;
  private final MessageText notice;
  private final MessageText error;
  private final ReadOnlyBooleanWrapper exporting = new ReadOnlyBooleanWrapper(false);
  private TaskHandle writing = TaskHandle.done();

  CsvExport(TaskRunner runner, MessageText notice, MessageText error) {
    this.runner = runner;
    this.notice = notice;
    this.error = error;
  }

  /** Starts writing; says in the notice how far it got and when it is done. */
  void start(Store s, PaymentQuery query, Path file) {
    if (exporting.get()) {
      return;
    }
    exporting.set(true);
    error.set("");
    notice.say(() -> Messages.get("search.exporting", file.getFileName()));
    writing =
        runner.runWithProgress(
            progress -> write(s, query, file, PAGE_SIZE, progress),
            n -> {
              exporting.set(false);
              notice.say(() -> Messages.get("search.exported", n, file.getFileName()));
            },
            failure -> {
              exporting.set(false);
              notice.set("");
              error.say(() -> ErrorText.of(failure));
            });
  }

  /** Stops writing at the next page; the file keeps what was written. */
  void cancel() {
    if (exporting.get()) {
      writing.cancel();
      exporting.set(false);
      notice.set("");
    }
  }

  TaskHandle handle() {
    return writing;
  }

  ReadOnlyBooleanProperty exportingProperty() {
    return exporting.getReadOnlyProperty();
  }

  /** Writes the query's matches page by page (ops' payments export), telling the progress. */
  static long write(Store s, PaymentQuery query, Path file, int pageSize, Progress progress)
      throws IOException {
    return Exports.payments(
        s, query, file, pageSize, n -> progress.update(n, -1), progress::isCancelled);
  }
}
