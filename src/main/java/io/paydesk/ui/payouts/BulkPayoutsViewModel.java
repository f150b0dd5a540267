package io.paydesk.ui.payouts;

import io.paydesk.api.model.Beneficiary;
import io.paydesk.api.model.PayoutCreateRequest;
import io.paydesk.ops.Connection;
import io.paydesk.ops.CsvOut;
import io.paydesk.ops.PayoutBatch;
import io.paydesk.ops.PayoutBatch.BatchResult;
import io.paydesk.ops.PayoutBatch.Outcome;
import io.paydesk.ops.PayoutBatch.Plan;
import io.paydesk.ops.PayoutBatch.PlannedRow;
import io.paydesk.ops.PayoutBatch.RowResult;
import io.paydesk.ops.PayoutBatch.RowState;
import io.paydesk.ops.PayoutCsv;
import io.paydesk.ops.PayoutCsvCheck.Total;
import io.paydesk.rules.FieldError;
import io.paydesk.ui.base.Busy;
import io.paydesk.ui.base.ErrorText;
import io.paydesk.ui.base.Formats;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskHandle;
import io.paydesk.ui.base.TaskRunner;
import io.paydesk.ui.kit.Catalogue;
import io.paydesk.ui.kit.FormModel;
import io.paydesk.ui.kit.FormScreen;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Sending a spreadsheet of payouts: the file is checked row by row (a dry run that sends nothing:
 * each row's verdict in words, totals per currency, rows already sent set aside), then, after a
 * review in words, the good rows are sent through {@code ops} a few at a time with progress and
 * cancel, each journaled before it leaves. The results (payout id and status, or the error) can be
 * saved as CSV. Sending the same file again sends none of the rows already sent. On the kit's
 * steps: EDIT chooses the file (busy while it is checked), REVIEW is the dry run, SENDING, and
 * RESULT the results.
 */
public final class BulkPayoutsViewModel extends FormScreen {
  /** Payouts in flight at once, by default. */
  public static final int DEFAULT_CONCURRENCY = 4;

  public static final int MAX_CONCURRENCY = PayoutBatch.MAX_CONCURRENCY;

  private final ShellViewModel shell;
  private final TaskRunner runner;
  private final Busy calls;
  private final BulkPayoutsForm form = new BulkPayoutsForm();
  private final ReadOnlyStringWrapper fileName = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper counts = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper totals = new ReadOnlyStringWrapper("");
  private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(0);
  private final ReadOnlyStringWrapper progressText = new ReadOnlyStringWrapper("");
  private final ReadOnlyBooleanWrapper stopping = new ReadOnlyBooleanWrapper(false);
  private final IntegerProperty concurrency = new SimpleIntegerProperty(DEFAULT_CONCURRENCY);
  private final ObservableList<Line> lines = FXCollections.observableArrayList();
  private Plan plan;
  private BatchResult result;
  private AtomicBoolean stop = new AtomicBoolean();

  public BulkPayoutsViewModel(ShellViewModel shell, TaskRunner runner) {
    requires(shell.personProperty(), io.paydesk.ops.Permission.PAYOUTS);
    this.shell = shell;
    this.runner = runner;
    this.calls = new Busy(runner, busy, error);
  }

  @Override
  protected FormModel formModel() {
    return form;
  }

  /** One row as the table shows it: the verdict (dry run) or what became of it (results). */
  public record Line(
      int row,
      String reference,
      String beneficiary,
      String amount,
      String state,
      String payoutId,
      String verdict) {}

  /** Reads and checks a file: every row's verdict; nothing is sent. */
  public void open(Path file) {
    Connection c = shell.connection();
    if (c == null || step.get() == Step.SENDING || busy.get()) {
      return;
    }
    notice.set("");
    fileName.set(file.getFileName().toString());
    step.set(Step.EDIT);
    PayoutBatch batch = c.payoutBatch();
    calls.run(
        () -> batch.plan(PayoutCsv.read(file), c.accountId()),
        this::planned,
        failure -> {
          error.set(
              failure instanceof PayoutCsv.FormatException
                  ? Messages.get("bulk.error.format", file.getFileName(), failure.getMessage())
                  : failure instanceof java.io.IOException
                      ? Messages.get("bulk.error.unreadable", file.getFileName())
                      : ErrorText.of(failure));
        });
  }

  private void planned(Plan p) {
    plan = p;
    result = null;
    lines.setAll(p.rows().stream().map(BulkPayoutsViewModel::planLine).toList());
    counts.set(
        countsLine(
            p.rows().size(),
            p.count(RowState.TO_SEND),
            p.count(RowState.REFUSED),
            p.count(RowState.ALREADY_SENT),
            p.count(RowState.TO_CHECK)));
    List<Total> t = p.totals();
    totals.set(
        t.isEmpty()
            ? Messages.get("bulk.dryRun.nothingToSend")
            : Messages.get("bulk.dryRun.totals", totalsText(t)));
    form.rowsToSend(!p.sendable().isEmpty());
    reviewing();
  }

  /** The dry run is the review: it shows once a file is checked ({@link #open(Path)}). */
  @Override
  public void review() {
    if (step.get() == Step.EDIT && plan != null && !busy.get()) {
      reviewing();
    }
  }

  /** The dry run's counts in words, each count agreeing in number with its noun. */
  static String countsLine(long rows, long toSend, long refused, long alreadySent, long toCheck) {
    return Messages.get("bulk.dryRun.counts", rows, toSend, refused, alreadySent, toCheck);
  }

  private static String totalsText(List<Total> totals) {
    return totals.stream()
        .map(t -> Messages.get("bulk.total", Formats.money(t.amount(), t.currency()), t.rows()))
        .collect(Collectors.joining("; "));
  }

  private static Line planLine(PlannedRow r) {
    PayoutCreateRequest q = r.verdict().request();
    String verdict =
        switch (r.state()) {
          case TO_SEND -> Messages.get("bulk.verdict.ok");
          case REFUSED -> errors(r.verdict().errors());
          case ALREADY_SENT -> Messages.get("bulk.verdict.alreadySent");
          case TO_CHECK -> Messages.get("bulk.verdict.toCheck");
        };
    return new Line(
        r.row(),
        r.reference() == null ? "" : r.reference(),
        q == null ? "" : beneficiary(q.beneficiary()),
        q == null ? "" : Formats.money(q.amount().value(), q.amount().currency()),
        Messages.get("bulk.state." + r.state().name()),
        r.payoutId() == null ? "" : r.payoutId(),
        verdict);
  }

  /** Each error in words, naming the file's column as such ("Column document_number: ..."). */
  private static String errors(List<FieldError> errors) {
    return errors == null
        ? ""
        : errors.stream()
            .map(e -> ErrorText.field(e, Messages.get("bulk.column", e.path())))
            .collect(Collectors.joining(" "));
  }

  private static String beneficiary(Beneficiary b) {
    if (b == null) {
      return "";
    }
    if (b.legalName() != null && !b.legalName().isBlank()) {
      return b.legalName();
    }
    return String.join(
            " ",
            b.firstName() == null ? "" : b.firstName(),
            b.lastName() == null ? "" : b.lastName())
        .strip();
  }

  /** The review in words: how many payouts, to how many beneficiaries, the totals per currency. */
  public String reviewSentence() {
    if (plan == null) {
      return "";
    }
    List<PlannedRow> sendable = plan.sendable();
    String sentence =
        Messages.get(
            "bulk.review.sentence",
            sendable.size(),
            plan.beneficiaries(),
            totalsText(plan.totals()));
    long skipped = plan.count(RowState.ALREADY_SENT);
    long toCheck = plan.count(RowState.TO_CHECK);
    long refused = plan.count(RowState.REFUSED);
    StringBuilder b = new StringBuilder(sentence);
    if (refused > 0) {
      b.append(' ').append(Messages.get("bulk.review.refused", refused));
    }
    if (skipped > 0) {
      b.append(' ').append(Messages.get("bulk.review.skipped", skipped));
    }
    if (toCheck > 0) {
      b.append(' ').append(Messages.get("bulk.review.toCheck", toCheck));
    }
    return b.append(' ').append(Messages.get("bulk.review.once")).toString();
  }

  /** Sends the good rows (after the review); progress, then the results. */
  @Override
  public void confirm() {
    Connection c = shell.connection();
    if (c == null || plan == null || step.get() != Step.REVIEW || !form.validProperty().get()) {
      return;
    }
    Plan sending = plan;
    int threads = Math.max(1, Math.min(MAX_CONCURRENCY, concurrency.get()));
    AtomicBoolean stopFlag = new AtomicBoolean();
    stop = stopFlag;
    stopping.set(false);
    error.set("");
    notice.set("");
    progress.set(0);
    int total = sending.sendable().size();
    progressText.set(Messages.get("bulk.progress", 0, total, 0, 0, 0, 0));
    step.set(Step.SENDING);
    PayoutBatch batch = c.payoutBatch();
    TaskHandle task =
        runner.runWithProgress(
            p ->
                batch.send(
                    sending,
                    threads,
                    s -> {
                      p.update(s.done(), s.total());
                      p.message(
                          Messages.get(
                              "bulk.progress",
                              s.done(),
                              s.total(),
                              s.sent(),
                              s.alreadySent(),
                              s.failed(),
                              s.unknown()));
                    },
                    stopFlag::get),
            this::finished,
            failure -> {
              step.set(Step.REVIEW);
              shell.reportCallOutcome(failure);
              error.set(ErrorText.of(failure));
            });
    task.doneProperty()
        .addListener(
            (obs, old, now) -> {
              if (step.get() == Step.SENDING) {
                progress.set(now.doubleValue() / total);
              }
            });
    task.messageProperty()
        .addListener(
            (obs, old, now) -> {
              if (step.get() == Step.SENDING && !now.isEmpty()) {
                progressText.set(now);
              }
            });
  }

  /** Stops starting new rows; rows in flight settle, then the results show. */
  public void cancel() {
    stop.set(true);
    stopping.set(true);
  }

  private void finished(BatchResult r) {
    result = r;
    Map<Integer, Line> before = new HashMap<>();
    for (Line l : lines) {
      before.put(l.row(), l);
    }
    List<Line> out = new ArrayList<>();
    for (RowResult row : r.rows()) {
      Line planned = before.get(row.row());
      out.add(
          new Line(
              row.row(),
              row.reference() == null ? "" : row.reference(),
              planned == null ? "" : planned.beneficiary(),
              planned == null ? "" : planned.amount(),
              Messages.get("bulk.outcome." + row.outcome().name()),
              row.payoutId() == null ? "" : row.payoutId(),
              resultText(row)));
    }
    lines.setAll(out);
    progress.set(1);
    counts.set(
        Messages.get(
            r.cancelled() ? "bulk.done.cancelled" : "bulk.done.counts",
            r.count(Outcome.SENT),
            r.count(Outcome.ALREADY_SENT),
            r.count(Outcome.FAILED) + r.count(Outcome.INVALID),
            r.count(Outcome.OUTCOME_UNKNOWN),
            r.count(Outcome.NOT_STARTED)));
    totals.set(createdTotals(r));
    progressText.set("");
    form.rowsToSend(false);
    step.set(Step.RESULT);
    if (r.count(Outcome.SENT) + r.count(Outcome.ALREADY_SENT) > 0) {
      shell.storeChanged();
    }
  }

  /** Per currency, what was created by this batch. */
  private String createdTotals(BatchResult r) {
    Map<Integer, PayoutCreateRequest> requests = new HashMap<>();
    for (PlannedRow p : plan.rows()) {
      if (p.verdict().request() != null) {
        requests.put(p.row(), p.verdict().request());
      }
    }
    List<Total> created =
        PayoutBatch.totals(
            r.rows().stream()
                .filter(row -> row.outcome() == Outcome.SENT && requests.containsKey(row.row()))
                .map(row -> requests.get(row.row()))
                .toList());
    return created.isEmpty()
        ? Messages.get("bulk.done.nothingCreated")
        : Messages.get("bulk.done.totals", totalsText(created));
  }

  private static String resultText(RowResult r) {
    String status = r.status() == null ? "" : Catalogue.Kind.TRANSACTION_STATUS.label(r.status());
    return switch (r.outcome()) {
      case SENT -> Messages.get("bulk.result.sent", status);
      case ALREADY_SENT ->
          status.isEmpty()
              ? Messages.get("bulk.result.alreadySent")
              : Messages.get("bulk.result.alreadySentStatus", status);
      case FAILED ->
          Messages.get("bulk.result.failed", r.failure() == null ? "" : ErrorText.of(r.failure()));
      case OUTCOME_UNKNOWN -> Messages.get("bulk.result.unknown");
      case INVALID -> errors(r.errors());
      case NOT_STARTED -> Messages.get("bulk.result.notStarted");
    };
  }

  /** Writes one line per row of the file: row, reference, outcome, payout id, status, message. */
  public void exportResults(Path file) {
    BatchResult r = result;
    if (r == null) {
      return;
    }
    Map<Integer, String> words = new HashMap<>();
    for (Line l : lines) {
      words.put(l.row(), l.verdict());
    }
    runner.run(
        () -> {
          try (CsvOut csv =
              CsvOut.create(
                  file, "row", "merchant_reference", "outcome", "payout_id", "status", "message")) {
            for (RowResult row : r.rows()) {
              csv.row(
                  row.row(),
                  row.reference(),
                  row.outcome().name(),
                  row.payoutId(),
                  row.status(),
                  words.get(row.row()));
            }
          }
          return r.rows().size();
        },
        n -> notice.set(Messages.get("bulk.exported", n, file.getFileName())),
        failure -> error.set(ErrorText.of(failure)));
  }

  /** Back to choosing a file (after the results, or instead of sending the dry run). */
  @Override
  public void back() {
    if (step.get() == Step.REVIEW || step.get() == Step.RESULT) {
      plan = null;
      result = null;
      lines.clear();
      counts.set("");
      totals.set("");
      notice.set("");
      error.set("");
      form.rowsToSend(false);
      step.set(Step.EDIT);
    }
  }

  public ReadOnlyStringProperty fileNameProperty() {
    return fileName.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty countsProperty() {
    return counts.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty totalsProperty() {
    return totals.getReadOnlyProperty();
  }

  /** True while the dry run found rows to send and nothing is being sent. */
  public javafx.beans.binding.BooleanBinding canSendProperty() {
    return form.validProperty().and(step.isEqualTo(Step.REVIEW));
  }

  public ReadOnlyDoubleProperty progressProperty() {
    return progress.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty progressTextProperty() {
    return progressText.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty stoppingProperty() {
    return stopping.getReadOnlyProperty();
  }

  public IntegerProperty concurrencyProperty() {
    return concurrency;
  }

  public ObservableList<Line> lines() {
    return lines;
  }
}
