package io.paydesk.ui.payments;

import io.paydesk.ops.Connection;
import io.paydesk.ops.PaymentRefresh;
import io.paydesk.ops.PaymentRefresh.FetchResult;
import io.paydesk.store.Page;
import io.paydesk.store.PaymentQuery;
import io.paydesk.store.PaymentRow;
import io.paydesk.store.Store;
import io.paydesk.ui.base.ErrorText;
import io.paydesk.ui.base.MessageText;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.TaskHandle;
import io.paydesk.ui.base.TaskRunner;
import io.paydesk.ui.payments.FetchFailures.Report;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Predicate;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;

/**
 * Reads the payments matching a search again from the service, through ops' fetch of many ids (the
 * one the "Fetch from service" panel uses): the matches last refreshed longer ago than a chosen
 * age, at most {@link #CAP} of them, after a confirmation saying how many; with progress, cancel
 * and a summary in words of how many were refreshed, changed and failed, and why (savable as CSV).
 */
final class SearchRefresh {
  /** The most matches refreshed at once. */
  static final int CAP = 1000;

  /** Which matches to read again: by how long ago the store last refreshed them. */
  enum Age {
    ANY(null),
    HOUR(Duration.ofHours(1)),
    DAY(Duration.ofDays(1)),
    WEEK(Duration.ofDays(7));

    private final Duration olderThan;

    Age(Duration olderThan) {
      this.olderThan = olderThan;
    }

    /** The query's matches of this age, as of {@code now}. */
    PaymentQuery of(PaymentQuery query, Instant now) {
      return olderThan == null
          ? query
          : query.toBuilder().refreshedBefore(now.minus(olderThan)).after(null).build();
    }

    /** "Refresh results: last refreshed over 1 day ago", as the menu says it. */
    String label() {
      return Messages.get("search.refresh.age." + name());
    }
  }

  private final TaskRunner runner;
  private final MessageText notice;
  private final MessageText error;
  private final ReadOnlyBooleanWrapper refreshing = new ReadOnlyBooleanWrapper(false);
  private final FetchFailures failures;
  private TaskHandle task = TaskHandle.done();
  private AtomicBoolean stop = new AtomicBoolean();

  SearchRefresh(TaskRunner runner, MessageText notice, MessageText error) {
    this.runner = runner;
    this.notice = notice;
    this.error = error;
    this.failures = new FetchFailures(runner, notice, error);
  }

  /** The matches to refresh: their ids and states before, and whether there were more. */
  private record Plan(Map<String, String> before, boolean capped) {}

  /** What a refresh did: matches asked for, how it ended, and how many now read differently. */
  record Outcome(int asked, boolean capped, Report fetch, int changed) {}

  /**
   * Finds the matches of {@code query} of that age, asks {@code confirm} with a sentence saying how
   * many, and refreshes them when it answers yes; {@code afterwards} runs on success.
   */
  void start(
      Connection c, PaymentQuery query, Age age, Predicate<String> confirm, Runnable afterwards) {
    if (refreshing.get()) {
      return;
    }
    Store s = c.store();
    AtomicBoolean stopFlag = new AtomicBoolean();
    stop = stopFlag;
    refreshing.set(true);
    error.set("");
    notice.set("");
    failures.clear();
    PaymentQuery aged = age.of(query, Instant.now());
    task =
        runner.run(
            () -> matches(s, aged),
            plan -> {
              if (stopFlag.get()) {
                refreshing.set(false);
                return;
              }
              if (plan.before().isEmpty()) {
                refreshing.set(false);
                notice.say(() -> Messages.get("search.refresh.none." + age.name()));
                return;
              }
              if (!confirm.test(question(plan, age))) {
                refreshing.set(false);
                return;
              }
              fetch(c, s, plan, stopFlag, afterwards);
            },
            failure -> {
              refreshing.set(false);
              error.say(() -> ErrorText.of(failure));
            });
  }

  private static String question(Plan plan, Age age) {
    String text =
        Messages.get(
            age == Age.ANY ? "search.refresh.confirm" : "search.refresh.confirm." + age.name(),
            plan.before().size());
    return plan.capped() ? text + " " + Messages.get("search.refresh.confirmCapped", CAP) : text;
  }

  private void fetch(
      Connection c, Store s, Plan plan, AtomicBoolean stopFlag, Runnable afterwards) {
    notice.say(() -> Messages.get("search.refresh.starting"));
    List<String> ids = new ArrayList<>(plan.before().keySet());
    task =
        runner.runWithProgress(
            p -> {
              FetchResult r =
                  c.refresh()
                      .fetch(
                          ids,
                          PaymentRefresh.CONCURRENCY,
                          (done, total) -> p.update(done, total),
                          () -> stopFlag.get() || p.isCancelled());
              int changed = 0;
              for (String id : ids) {
                String now = s.payments().findRow(id).map(SearchRefresh::state).orElse(null);
                if (now != null && !Objects.equals(plan.before().get(id), now)) {
                  changed++;
                }
              }
              return new Outcome(ids.size(), plan.capped(), Report.of(r), changed);
            },
            o -> {
              refreshing.set(false);
              failures.show(o.fetch());
              notice.say(() -> summary(o));
              afterwards.run();
            },
            failure -> {
              refreshing.set(false);
              notice.set("");
              error.say(() -> ErrorText.of(failure));
            });
    TaskHandle shown = task;
    shown
        .doneProperty()
        .addListener(
            (obs, old, now) -> {
              if (refreshing.get()) {
                notice.say(
                    () ->
                        Messages.get("search.refresh.progress", now, shown.totalProperty().get()));
              }
            });
  }

  /** The ids and states of the matches, at most {@link #CAP} (capped when there were more). */
  private static Plan matches(Store s, PaymentQuery query) {
    Map<String, String> found = new LinkedHashMap<>();
    PaymentQuery pages = query.toBuilder().pageSize(PaymentQuery.MAX_PAGE_SIZE).build();
    String cursor = null;
    boolean more = false;
    do {
      Page<PaymentRow> page = s.payments().search(pages.after(cursor));
      for (PaymentRow r : page.items()) {
        if (found.size() == CAP) {
          more = true;
          break;
        }
        found.put(r.id(), state(r));
      }
      cursor = page.nextCursor();
    } while (cursor != null && !more);
    return new Plan(found, more || (cursor != null && found.size() == CAP));
  }

  private static String state(PaymentRow r) {
    return r.status() + "/" + r.subStatus();
  }

  private static String summary(Outcome o) {
    FetchResult r = o.fetch().result();
    String text =
        r.cancelled()
            ? Messages.get("search.refresh.stopped", r.done(), o.asked(), o.changed())
            : Messages.get("search.refresh.done", r.done() - r.failures().size(), o.changed());
    String failed = FetchFailures.sentence(r);
    if (!failed.isEmpty()) {
      text += " " + failed;
    }
    if (o.capped()) {
      text += " " + Messages.get("search.refresh.capped", CAP);
    }
    return text;
  }

  /** Stops a refresh under way; what was read so far is kept and summed up. */
  void cancel() {
    stop.set(true);
  }

  /** Drops a refresh under way without a summary (another store was opened). */
  void drop() {
    task.cancel();
    refreshing.set(false);
    failures.clear();
  }

  /** Writes the last refresh's failures as CSV. */
  void saveFailures(Path file) {
    failures.save(file);
  }

  ReadOnlyBooleanProperty refreshingProperty() {
    return refreshing.getReadOnlyProperty();
  }

  ReadOnlyBooleanProperty hasFailuresProperty() {
    return failures.anyProperty();
  }
}
