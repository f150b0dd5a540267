package io.paydesk.ui.payments;

import io.paydesk.ops.Connection;
import io.paydesk.ops.PaymentRefresh;
import io.paydesk.ops.PaymentRefresh.FailureKind;
import io.paydesk.ops.PaymentRefresh.FetchResult;
import io.paydesk.ui.base.ErrorText;
import io.paydesk.ui.base.MessageText;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskHandle;
import io.paydesk.ui.base.TaskRunner;
import io.paydesk.ui.kit.CsvReader;
import io.paydesk.ui.kit.FormScreen.Step;
import io.paydesk.ui.payments.FetchFailures.FailureLine;
import io.paydesk.ui.payments.FetchFailures.Report;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Brings many payments from the service into the store: ids or merchant order ids pasted or read
 * from a CSV column, fetched through {@code ops} a few at a time, with progress, cancel, and a
 * summary of what failed and why (saved as CSV on request). Its steps are the kit's: EDIT, SENDING
 * while fetching, RESULT once done.
 */
public final class FetchViewModel {
  /** The most requests in flight the user may ask for. */
  public static final int MAX_CONCURRENCY = PaymentRefresh.MAX_CONCURRENCY;

  private final ShellViewModel shell;
  private final TaskRunner runner;
  private final StringProperty text = new SimpleStringProperty("");
  private final IntegerProperty concurrency = new SimpleIntegerProperty(8);
  private final ReadOnlyIntegerWrapper keyCount = new ReadOnlyIntegerWrapper(0);
  private final MessageText keysSummary = new MessageText();
  private final ObservableList<String> csvColumns = FXCollections.observableArrayList();
  private final ObjectProperty<String> csvColumn = new SimpleObjectProperty<>();
  private final ReadOnlyStringWrapper csvName = new ReadOnlyStringWrapper("");
  private final ReadOnlyObjectWrapper<Step> step = new ReadOnlyObjectWrapper<>(Step.EDIT);
  private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(0);
  private final MessageText progressText = new MessageText();
  private final MessageText summary = new MessageText();
  private final MessageText error = new MessageText();
  private final MessageText notice = new MessageText();
  private final FetchFailures failures;
  private CsvReader.Table csv;
  private List<String> keys = List.of();
  private TaskHandle task = TaskHandle.done();
  private AtomicBoolean stop = new AtomicBoolean();
  private long startedNanos;

  public FetchViewModel(ShellViewModel shell, TaskRunner runner) {
    this.shell = shell;
    this.runner = runner;
    this.failures = new FetchFailures(runner, notice, error);
    text.addListener((obs, old, now) -> keysChanged());
    csvColumn.addListener((obs, old, now) -> keysChanged());
  }

  private void keysChanged() {
    error.set("");
    if (csv != null && csvColumn.get() != null) {
      int index = csvColumns.indexOf(csvColumn.get());
      keys = List.copyOf(new java.util.LinkedHashSet<>(csv.column(index)));
    } else {
      keys = PaymentRefresh.keysIn(text.get());
    }
    keyCount.set(keys.size());
    keysSummary.say(() -> keys.isEmpty() ? "" : Messages.get("paydetail.fetch.count", keys.size()));
  }

  /** Reads a CSV file's header so the user can pick the column holding the ids. */
  public void openCsv(Path file) {
    error.set("");
    runner.run(
        () -> CsvReader.read(file),
        table -> {
          if (table.header().isEmpty()) {
            error.say(() -> Messages.get("paydetail.fetch.csvEmpty", file.getFileName()));
            return;
          }
          csv = table;
          csvName.set(file.getFileName().toString());
          csvColumns.setAll(table.header());
          csvColumn.set(null);
          csvColumn.set(guessColumn(table.header()));
        },
        failure ->
            error.say(
                () ->
                    Messages.get(
                        "paydetail.fetch.csvUnreadable",
                        file.getFileName(),
                        failure.getMessage())));
  }

  /** The column named like an id (payment id first), else the first. */
  private static String guessColumn(List<String> header) {
    for (String wanted : new String[] {"payment_id", "id", "merchant_order_id"}) {
      for (String h : header) {
        if (h.strip().equalsIgnoreCase(wanted)) {
          return h;
        }
      }
    }
    return header.get(0);
  }

  /** Goes back to pasted text (forgets the CSV file). */
  public void clearCsv() {
    csv = null;
    csvName.set("");
    csvColumns.clear();
    csvColumn.set(null);
    keysChanged();
  }

  /** Fetches every key; progress and the summary follow. Nothing starts without a key. */
  public void start() {
    Connection c = shell.connection();
    if (c == null || step.get() == Step.SENDING) {
      return;
    }
    if (keys.isEmpty()) {
      error.say(() -> Messages.get("paydetail.fetch.noIds"));
      return;
    }
    List<String> asked = keys;
    int threads = Math.max(1, Math.min(PaymentRefresh.MAX_CONCURRENCY, concurrency.get()));
    AtomicBoolean stopFlag = new AtomicBoolean();
    stop = stopFlag;
    error.set("");
    notice.set("");
    failures.clear();
    summary.set("");
    progress.set(0);
    progressText.say(() -> Messages.get("paydetail.fetch.starting", asked.size()));
    step.set(Step.SENDING);
    startedNanos = System.nanoTime();
    task =
        runner.runWithProgress(
            p ->
                Report.of(
                    c.refresh()
                        .fetch(
                            asked,
                            threads,
                            (done, total) -> p.update(done, total),
                            () -> stopFlag.get() || p.isCancelled())),
            this::finished,
            failure -> {
              step.set(Step.EDIT);
              shell.reportCallOutcome(failure);
              error.say(() -> ErrorText.of(failure));
            });
    task.doneProperty().addListener((obs, old, now) -> showProgress(now.longValue()));
  }

  private void showProgress(long done) {
    long total = task.totalProperty().get();
    if (total <= 0) {
      return;
    }
    double seconds = Math.max(1e-3, (System.nanoTime() - startedNanos) / 1e9);
    double rate = done / seconds;
    long left = rate <= 0 ? -1 : Math.round((total - done) / rate);
    progress.set((double) done / total);
    progressText.say(
        () ->
            left < 0
                ? Messages.get("paydetail.fetch.progressNoRate", done, total)
                : Messages.get("paydetail.fetch.progress", done, total, Math.round(rate), left));
  }

  private void finished(Report report) {
    FetchResult r = report.result();
    step.set(Step.RESULT);
    progress.set(r.requested() == 0 ? 1 : (double) r.done() / r.requested());
    double seconds = Math.max(1e-3, (System.nanoTime() - startedNanos) / 1e9);
    progressText.say(
        () ->
            Messages.get(
                "paydetail.fetch.finished",
                r.done(),
                r.requested(),
                Math.round(r.done() / seconds)));
    failures.show(report);
    summary.say(
        () -> {
          String head =
              r.cancelled()
                  ? Messages.get("paydetail.fetch.stopped", r.done(), r.requested(), r.stored())
                  : Messages.get("paydetail.fetch.done", r.requested(), r.stored());
          String failed = FetchFailures.sentence(r);
          return failed.isEmpty() ? head : head + " " + failed;
        });
    if (r.stored() > 0) {
      shell.storeChanged();
    }
    if (r.count(FailureKind.UNREACHABLE) == 0 && r.done() > r.count(FailureKind.UNREACHABLE)) {
      shell.reportCallOutcome(null);
    }
  }

  /** Stops a fetch under way: what was read so far is kept and summed up. */
  public void cancel() {
    stop.set(true);
  }

  /** Back to the ids, to fetch again. */
  public void again() {
    if (step.get() == Step.RESULT) {
      step.set(Step.EDIT);
    }
  }

  /** Writes the failures as CSV: key, reason, code, message. */
  public void saveFailures(Path file) {
    failures.save(file);
  }

  public StringProperty textProperty() {
    return text;
  }

  public IntegerProperty concurrencyProperty() {
    return concurrency;
  }

  public ReadOnlyIntegerProperty keyCountProperty() {
    return keyCount.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty keysSummaryProperty() {
    return keysSummary.getReadOnlyProperty();
  }

  public ObservableList<String> csvColumns() {
    return csvColumns;
  }

  public ObjectProperty<String> csvColumnProperty() {
    return csvColumn;
  }

  public ReadOnlyStringProperty csvNameProperty() {
    return csvName.getReadOnlyProperty();
  }

  public ReadOnlyObjectProperty<Step> stepProperty() {
    return step.getReadOnlyProperty();
  }

  public ReadOnlyDoubleProperty progressProperty() {
    return progress.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty progressTextProperty() {
    return progressText.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty summaryProperty() {
    return summary.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty errorProperty() {
    return error.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty noticeProperty() {
    return notice.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty hasFailuresProperty() {
    return failures.anyProperty();
  }

  public ObservableList<FailureLine> failures() {
    return failures.lines();
  }
}
