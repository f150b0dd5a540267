package io.paydesk.ui.payments;

import io.paydesk.ops.CsvOut;
import io.paydesk.ops.PaymentRefresh;
import io.paydesk.ops.PaymentRefresh.FailureKind;
import io.paydesk.ops.PaymentRefresh.FetchResult;
import io.paydesk.ui.base.ErrorText;
import io.paydesk.ui.base.MessageText;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.TaskRunner;
import java.nio.file.Path;
import java.util.List;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * What a fetch of many ids left out and why, in words: one line per id, their count by reason in a
 * sentence, and their CSV. Shared by "Fetch from service" and Search's "Refresh results".
 */
public final class FetchFailures {
  private final TaskRunner runner;
  private final MessageText notice;
  private final MessageText error;
  private final ObservableList<FailureLine> lines = FXCollections.observableArrayList();
  private final ReadOnlyBooleanWrapper any = new ReadOnlyBooleanWrapper(false);

  /**
   * @param notice where "n failures written to file" goes
   * @param error where a failed write is said
   */
  FetchFailures(TaskRunner runner, MessageText notice, MessageText error) {
    this.runner = runner;
    this.notice = notice;
    this.error = error;
  }

  /** A fetch's result with its failures already in words (made off the FX thread). */
  record Report(FetchResult result, List<FailureLine> failures) {
    /** Call on the worker thread: the lines cost one message per failed id. */
    static Report of(FetchResult r) {
      return new Report(r, r.failures().stream().map(FailureLine::of).toList());
    }
  }

  /** "3 were not brought in: 3 not found, 0 refused…"; empty when nothing failed. */
  static String sentence(FetchResult r) {
    return r.failures().isEmpty()
        ? ""
        : Messages.get(
            "paydetail.fetch.failed",
            r.failures().size(),
            r.count(FailureKind.NOT_FOUND),
            r.count(FailureKind.REFUSED),
            r.count(FailureKind.UNREACHABLE));
  }

  /** Shows a report's failures (one list change, however many). */
  void show(Report report) {
    lines.setAll(report.failures());
    any.set(!lines.isEmpty());
  }

  void clear() {
    lines.clear();
    any.set(false);
  }

  /** Writes the failures shown as CSV: key, reason, code, message. */
  void save(Path file) {
    List<FailureLine> shown = List.copyOf(lines);
    runner.run(
        () -> {
          try (CsvOut csv = CsvOut.create(file, "key", "reason", "code", "message")) {
            for (FailureLine f : shown) {
              csv.row(f.key(), f.kind(), f.code(), f.reason());
            }
          }
          return shown.size();
        },
        n -> notice.say(() -> Messages.get("paydetail.fetch.saved", n, file.getFileName())),
        failure -> error.say(() -> ErrorText.of(failure)));
  }

  public ObservableList<FailureLine> lines() {
    return lines;
  }

  public ReadOnlyBooleanProperty anyProperty() {
    return any.getReadOnlyProperty();
  }

  /** One key that was not brought in, and why in words. */
  public record FailureLine(String key, String kind, String code, String reason) {
    static FailureLine of(PaymentRefresh.Failure f) {
      String why = Messages.get("paydetail.fetch.reason." + f.kind().name());
      String detail = f.error() == null ? "" : ErrorText.of(f.error());
      String code = f.error() == null || f.error().code() == null ? "" : f.error().code();
      return new FailureLine(
          f.key(), f.kind().name(), code, detail.isEmpty() ? why : why + " \u2014 " + detail);
    }
  }
}
