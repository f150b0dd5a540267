package io.paydesk.ui.overview;

import io.paydesk.ops.Connection;
import io.paydesk.ops.Overview;
import io.paydesk.store.OverviewQueries.Range;
import io.paydesk.ui.base.TaskHandle;
import io.paydesk.ui.base.TaskRunner;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;

/**
 * Reads the overview off the FX thread through ops: the stored currencies, then the charts of a
 * range in the currency wanted (or the default one). One read at a time: a new one cancels the one
 * under way, whose result is then never shown.
 */
final class OverviewLoader {
  /** What one read found: the currencies, the charts (null: no currency) and an empty store. */
  record Loaded(List<String> currencies, Overview.Charts charts, boolean storeEmpty) {}

  private final TaskRunner runner;
  private final ZoneId zone;
  private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
  private TaskHandle loading = TaskHandle.done();

  OverviewLoader(TaskRunner runner, ZoneId zone) {
    this.runner = runner;
    this.zone = zone;
  }

  /** Reads the days first to last (zone's days) in wanted, else the default currency. */
  void load(
      Connection c,
      LocalDate first,
      LocalDate last,
      String wanted,
      Consumer<Loaded> shown,
      Consumer<Throwable> failed) {
    loading.cancel();
    busy.set(true);
    loading =
        runner.run(
            () -> {
              List<String> all = c.overview().currencies();
              String pick = wanted != null && all.contains(wanted) ? wanted : defaultCurrency(all);
              if (pick == null) {
                return new Loaded(all, null, c.overview().storeIsEmpty());
              }
              return new Loaded(
                  all, c.overview().charts(new Range(first, last, zone, pick)), false);
            },
            loaded -> {
              busy.set(false);
              shown.accept(loaded);
            },
            failure -> {
              busy.set(false);
              failed.accept(failure);
            });
  }

  /** Stops the read under way, if any: its result is not shown. */
  void cancel() {
    loading.cancel();
    busy.set(false);
  }

  /** USD when present (the most common settlement currency), else the first. */
  static String defaultCurrency(List<String> all) {
    if (all.isEmpty()) {
      return null;
    }
    return all.contains("USD") ? "USD" : all.get(0);
  }

  ReadOnlyBooleanProperty busyProperty() {
    return busy.getReadOnlyProperty();
  }
}
