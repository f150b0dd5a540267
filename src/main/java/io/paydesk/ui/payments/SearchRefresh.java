package io.paydesk.ui.payments;

import io.paydesk.ops.Connection;
import io.paydesk.ops.PaymentRefresh.FetchResult;
import io.paydesk.store.Page;
import io.paydesk.store.PaymentQuery;
import io.paydesk.store.PaymentRow;
import io.paydesk.store.Store;
import io.paydesk.ui.ErrorText;
import io.paydesk.ui.Messages;
import io.paydesk.ui.TaskRunner;
import io.paydesk.ui.kit.MessageText;
import io.paydesk.ui.kit.TaskHandle;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;

/**
 * Reads the payments matching a search again from the service, through ops' fetch of many ids (the
 * one the "Fetch from service" panel uses): at most {@link #CAP} of them, with progress, cancel and
 * a summary in words of how many were refreshed, changed and failed.
 */
final class SearchRefresh {
  /** The most matches refreshed at once. */
  static final int CAP = 1000;

  private final TaskRunner runner;
  private final MessageText notice;
  private final MessageText error;
  private final ReadOnlyBooleanWrapper refreshing = new ReadOnlyBooleanWrapper(false);
  private TaskHandle task = TaskHandle.done();
  private AtomicBoolean stop = new AtomicBoolean();

  SearchRefresh(TaskRunner runner, MessageText notice, MessageText error) {
    this.runner = runner;
    this.notice = notice;
    this.error = error;
  }

  /** What a refresh did: matches asked for, how it ended, and how many now read differently. */
  record Outcome(int asked, boolean capped, FetchResult fetch, int changed) {}

  /**
   * Refreshes the matches of {@code query}; {@code afterwards} runs on success with what changed.
   */
  void start(Connection c, PaymentQuery query, Runnable afterwards) {
    if (refreshing.get()) {
      return;
    }
    Store s = c.store();
    AtomicBoolean stopFlag = new AtomicBoolean();
    stop = stopFlag;
    refreshing.set(true);
    error.set("");
    notice.say(() -> Messages.get("search.refresh.starting"));
    task =
        runner.runWithProgress(
            p -> {
              Map<String, String> before = matches(s, query);
              boolean capped = before.size() > CAP;
              List<String> ids =
                  new ArrayList<>(before.keySet()).subList(0, Math.min(CAP, before.size()));
              FetchResult r =
                  c.refresh()
                      .fetch(
                          ids,
                          io.paydesk.ops.PaymentRefresh.CONCURRENCY,
                          (done, total) -> p.update(done, total),
                          () -> stopFlag.get() || p.isCancelled());
              int changed = 0;
              for (String id : ids) {
                String now = s.payments().findRow(id).map(SearchRefresh::state).orElse(null);
                if (!Objects.equals(before.get(id), now)) {
                  changed++;
                }
              }
              return new Outcome(ids.size(), capped, r, changed);
            },
            o -> {
              refreshing.set(false);
              notice.say(() -> summary(o));
              afterwards.run();
            },
            failure -> {
              refreshing.set(false);
              notice.set("");
              error.say(() -> ErrorText.of(failure));
            });
    task.doneProperty()
        .addListener(
            (obs, old, now) -> {
              if (refreshing.get()) {
                notice.say(
                    () -> Messages.get("search.refresh.progress", now, task.totalProperty().get()));
              }
            });
  }

  /** The ids and states of the matches, one more than the cap at most (to know it was capped). */
  private static Map<String, String> matches(Store s, PaymentQuery query) {
    Map<String, String> found = new LinkedHashMap<>();
    String cursor = null;
    do {
      Page<PaymentRow> page = s.payments().search(query.after(cursor));
      for (PaymentRow r : page.items()) {
        found.put(r.id(), state(r));
      }
      cursor = page.nextCursor();
    } while (cursor != null && found.size() <= CAP);
    return found;
  }

  private static String state(PaymentRow r) {
    return r.status() + "/" + r.subStatus();
  }

  private static String summary(Outcome o) {
    FetchResult r = o.fetch();
    String text =
        r.cancelled()
            ? Messages.get("search.refresh.stopped", r.done(), o.asked(), o.changed())
            : Messages.get("search.refresh.done", r.done() - r.failures().size(), o.changed());
    if (!r.failures().isEmpty()) {
      text += " " + Messages.get("search.refresh.failed", r.failures().size());
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
  }

  ReadOnlyBooleanProperty refreshingProperty() {
    return refreshing.getReadOnlyProperty();
  }
}
