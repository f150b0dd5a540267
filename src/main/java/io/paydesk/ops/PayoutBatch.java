package io.paydesk.ops;

import io.paydesk.api.PaydeskException;
import io.paydesk.api.ValidationException;
import io.paydesk.api.model.Beneficiary;
import io.paydesk.api.model.Payout;
import io.paydesk.api.model.PayoutCreateRequest;
import io.paydesk.ops.PayoutCsv.Sheet;
import io.paydesk.ops.PayoutCsvCheck.Total;
import io.paydesk.ops.PayoutCsvCheck.Verdict;
import io.paydesk.rules.FieldError;
import io.paydesk.store.DuplicatePayoutException;
import io.paydesk.store.JournalEntry;
import io.paydesk.store.Store;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;

/**
 * Sending a bulk payout file, row by row through {@link PayoutOperations}: each row's reference and
 * idempotency key are journaled before its request leaves. The plan (dry run) sets aside rows
 * already sent (settled in the journal, or a payout in the store with that reference) and rows
 * whose earlier send got no answer: those are looked up by merchant_reference first and sent only
 * when the service has no such payout. So sending the same file again, after a cancel, a closed
 * window or a crash, never sends a row twice.
 */
public final class PayoutBatch {
  /** The most payouts in flight at once. */
  public static final int MAX_CONCURRENCY = 8;

  private final PayoutOperations payouts;
  private final Store store;

  PayoutBatch(PayoutOperations payouts, Store store) {
    this.payouts = payouts;
    this.store = store;
  }

  /** Where a row of the file stands before sending. */
  public enum RowState {
    /** Acceptable, never sent (or refused earlier, so nothing was created): will be sent. */
    TO_SEND,
    /** Refused by the checks; never sent. */
    REFUSED,
    /** Sent earlier (the journal or the store has a payout with its reference): skipped. */
    ALREADY_SENT,
    /** Sent earlier without an answer: looked up by reference first, sent only if not found. */
    TO_CHECK
  }

  /** One row of the plan; payoutId is known for some rows already sent. */
  public record PlannedRow(Verdict verdict, RowState state, String payoutId) {
    public int row() {
      return verdict.row();
    }

    public String reference() {
      return verdict.merchantReference();
    }
  }

  /** The dry run of a file: every row with where it stands; nothing is sent. */
  public record Plan(List<PlannedRow> rows) {
    public long count(RowState state) {
      return rows.stream().filter(r -> r.state() == state).count();
    }

    /** Rows that may leave: to send, and to check first. */
    public List<PlannedRow> sendable() {
      return rows.stream()
          .filter(r -> r.state() == RowState.TO_SEND || r.state() == RowState.TO_CHECK)
          .toList();
    }

    /** Per currency, the rows that may leave and their sum. */
    public List<Total> totals() {
      return PayoutBatch.totals(sendable().stream().map(r -> r.verdict().request()).toList());
    }

    /** How many different beneficiaries the rows that may leave pay. */
    public int beneficiaries() {
      Set<String> seen = new HashSet<>();
      for (PlannedRow r : sendable()) {
        Beneficiary b = r.verdict().request().beneficiary();
        seen.add(b == null ? r.reference() : String.valueOf(b.merchantBeneficiaryId()));
      }
      return seen.size();
    }
  }

  /** Per currency (in code order), how many of these payouts and their sum. */
  public static List<Total> totals(List<PayoutCreateRequest> requests) {
    Map<String, BigDecimal> sums = new TreeMap<>();
    Map<String, Integer> counts = new TreeMap<>();
    for (PayoutCreateRequest q : requests) {
      sums.merge(q.amount().currency(), q.amount().value(), BigDecimal::add);
      counts.merge(q.amount().currency(), 1, Integer::sum);
    }
    return sums.entrySet().stream()
        .map(e -> new Total(e.getKey(), counts.get(e.getKey()), e.getValue()))
        .toList();
  }

  /** What became of one row. */
  public enum Outcome {
    /** Created now: the service answered with the payout. */
    SENT,
    /** Sent earlier (found in the journal, the store, or by reference): not sent again. */
    ALREADY_SENT,
    /** The service refused it: nothing was created; the row may be sent again. */
    FAILED,
    /** No answer came: check it by reference before sending again. */
    OUTCOME_UNKNOWN,
    /** Refused by the checks before anything was sent. */
    INVALID,
    /** Not started: the batch was cancelled first. */
    NOT_STARTED
  }

  /**
   * One row's result.
   *
   * @param payout the payout the service answered (or found by reference); null otherwise
   * @param payoutId the payout's id when known (also from the journal for rows sent earlier)
   * @param failure the refusal or lost answer; null otherwise
   * @param errors the check's errors of an invalid row
   */
  public record RowResult(
      int row,
      String reference,
      Outcome outcome,
      Payout payout,
      String payoutId,
      PaydeskException failure,
      List<FieldError> errors) {
    public String status() {
      return payout == null || payout.status() == null ? null : payout.status().toString();
    }
  }

  /** The results of a batch, in file order. */
  public record BatchResult(List<RowResult> rows, boolean cancelled) {
    public long count(Outcome outcome) {
      return rows.stream().filter(r -> r.outcome() == outcome).count();
    }
  }

  /** Counts while sending: rows settled of those to settle, and how each went. */
  public record Progress(int done, int total, int sent, int alreadySent, int failed, int unknown) {}

  /** Told after each row settles (on a sending thread). */
  @FunctionalInterface
  public interface Listener {
    void settled(Progress progress);
  }

  /**
   * The dry run: every row checked as the payout form checks it, then looked up in the journal and
   * the store. Sends nothing.
   */
  public Plan plan(Sheet sheet, String accountId) {
    List<PlannedRow> rows = new ArrayList<>();
    for (Verdict v : PayoutCsvCheck.check(sheet, accountId, ref -> false).rows()) {
      if (!v.ok()) {
        rows.add(new PlannedRow(v, RowState.REFUSED, null));
        continue;
      }
      Standing s = standing(store, v.merchantReference());
      rows.add(new PlannedRow(v, s.state(), s.payoutId()));
    }
    return new Plan(List.copyOf(rows));
  }

  /**
   * True when a payout with this merchant_reference was sent from this store, is being sent, has an
   * unknown outcome, or is stored from elsewhere: such a row must not be sent as new.
   */
  public static boolean alreadyKnown(Store store, String reference) {
    return standing(store, reference).state() != RowState.TO_SEND;
  }

  private record Standing(RowState state, String payoutId) {}

  private static Standing standing(Store store, String reference) {
    Optional<JournalEntry> entry = store.journal().findPayout(reference);
    if (entry.isPresent()) {
      return switch (entry.get().state()) {
        case SUCCEEDED -> new Standing(RowState.ALREADY_SENT, entry.get().resultId());
        case SENDING, OUTCOME_UNKNOWN -> new Standing(RowState.TO_CHECK, null);
        case DRAFT, FAILED -> new Standing(RowState.TO_SEND, null);
      };
    }
    List<Payout> stored = store.payouts().findByMerchantReference(reference);
    return stored.isEmpty()
        ? new Standing(RowState.TO_SEND, null)
        : new Standing(RowState.ALREADY_SENT, stored.get(0).id());
  }

  /**
   * Sends the plan's rows, at most {@code concurrency} at once, in file order. A row is settled
   * again just before it leaves (another window may have sent it meanwhile). Once {@code stop} says
   * so, no new row starts; rows in flight settle. Rows refused or already sent are reported as
   * such.
   */
  public BatchResult send(Plan plan, int concurrency, Listener listener, BooleanSupplier stop) {
    List<PlannedRow> rows = plan.rows();
    RowResult[] results = new RowResult[rows.size()];
    List<Integer> work = new ArrayList<>();
    for (int i = 0; i < rows.size(); i++) {
      PlannedRow r = rows.get(i);
      switch (r.state()) {
        case REFUSED ->
            results[i] =
                new RowResult(
                    r.row(),
                    r.reference(),
                    Outcome.INVALID,
                    null,
                    null,
                    null,
                    r.verdict().errors());
        case ALREADY_SENT ->
            results[i] =
                new RowResult(
                    r.row(), r.reference(), Outcome.ALREADY_SENT, null, r.payoutId(), null, null);
        default -> work.add(i);
      }
    }
    int threads = Math.max(1, Math.min(MAX_CONCURRENCY, Math.min(concurrency, work.size())));
    AtomicInteger next = new AtomicInteger();
    Counter counter = new Counter(work.size(), listener);
    ExecutorService pool = Executors.newFixedThreadPool(threads, PayoutBatch::thread);
    try {
      List<Future<?>> workers = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        workers.add(
            pool.submit(
                () -> {
                  for (int k = next.getAndIncrement();
                      k < work.size() && !stop.getAsBoolean();
                      k = next.getAndIncrement()) {
                    int i = work.get(k);
                    results[i] = sendOne(rows.get(i));
                    counter.settled(results[i].outcome());
                  }
                }));
      }
      for (Future<?> w : workers) {
        w.get();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("Interrupted while sending payouts.", e);
    } catch (java.util.concurrent.ExecutionException e) {
      throw e.getCause() instanceof RuntimeException re
          ? re
          : new IllegalStateException("Sending a payout failed.", e.getCause());
    } finally {
      pool.shutdown();
    }
    boolean cancelled = false;
    for (int i = 0; i < results.length; i++) {
      if (results[i] == null) {
        cancelled = true;
        PlannedRow r = rows.get(i);
        results[i] =
            new RowResult(r.row(), r.reference(), Outcome.NOT_STARTED, null, null, null, null);
      }
    }
    return new BatchResult(List.copyOf(Arrays.asList(results)), cancelled);
  }

  private static Thread thread(Runnable r) {
    Thread t = new Thread(r, "paydesk-payout-batch");
    t.setDaemon(true);
    return t;
  }

  /** Settles one row: skipped if sent meanwhile, looked up by reference if unknown, else sent. */
  private RowResult sendOne(PlannedRow planned) {
    String ref = planned.reference();
    Standing now = standing(store, ref);
    if (now.state() == RowState.ALREADY_SENT) {
      return new RowResult(
          planned.row(), ref, Outcome.ALREADY_SENT, null, now.payoutId(), null, null);
    }
    if (now.state() == RowState.TO_CHECK) {
      PayoutResult checked;
      try {
        checked = payouts.checkStatus(ref);
      } catch (PaydeskException e) {
        return new RowResult(planned.row(), ref, Outcome.OUTCOME_UNKNOWN, null, null, e, null);
      }
      if (checked.succeeded() || checked.outcomeUnknown()) {
        Payout p = checked.payout();
        return new RowResult(
            planned.row(),
            ref,
            checked.succeeded() ? Outcome.ALREADY_SENT : Outcome.OUTCOME_UNKNOWN,
            p,
            p == null ? null : p.id(),
            null,
            null);
      }
      // Not found: it was never created; the journal entry (and its key) is sent now.
    }
    try {
      PayoutResult r = payouts.create(planned.verdict().request(), PayoutOperations.newKey());
      Outcome outcome =
          r.succeeded()
              ? Outcome.SENT
              : r.outcomeUnknown() ? Outcome.OUTCOME_UNKNOWN : Outcome.FAILED;
      Payout p = r.payout();
      return new RowResult(
          planned.row(), ref, outcome, p, p == null ? null : p.id(), r.failure(), null);
    } catch (DuplicatePayoutException e) {
      return new RowResult(planned.row(), ref, Outcome.ALREADY_SENT, null, null, null, null);
    } catch (ValidationException e) {
      return new RowResult(planned.row(), ref, Outcome.INVALID, null, null, e, e.errors());
    }
  }

  /** Counts settled rows and tells the listener. */
  private static final class Counter {
    private final int total;
    private final Listener listener;
    private int done;
    private int sent;
    private int alreadySent;
    private int failed;
    private int unknown;

    Counter(int total, Listener listener) {
      this.total = total;
      this.listener = listener;
    }

    void settled(Outcome outcome) {
      Progress p;
      synchronized (this) {
        done++;
        switch (outcome) {
          case SENT -> sent++;
          case ALREADY_SENT -> alreadySent++;
          case OUTCOME_UNKNOWN -> unknown++;
          default -> failed++;
        }
        p = new Progress(done, total, sent, alreadySent, failed, unknown);
      }
      if (listener != null) {
        listener.settled(p);
      }
    }
  }
}
