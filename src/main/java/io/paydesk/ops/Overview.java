package io.paydesk.ops;

import io.paydesk.store.OverviewQueries;
import io.paydesk.store.OverviewQueries.DayCurrency;
import io.paydesk.store.OverviewQueries.DayStatus;
import io.paydesk.store.OverviewQueries.MonthChargebacks;
import io.paydesk.store.OverviewQueries.Range;
import io.paydesk.store.OverviewQueries.ReasonCount;
import io.paydesk.store.OverviewQueries.StatusCount;
import io.paydesk.store.Store;
import java.util.List;

/** The console's home: every chart of the overview, read from the local store in one call. */
public final class Overview {
  /** How many decline reasons the overview lists. */
  public static final int TOP_REASONS = 8;

  private final Store store;

  Overview(Store store) {
    this.store = store;
  }

  /** Everything the overview draws for one range and currency. */
  public record Charts(
      Range range,
      List<DayStatus> payments,
      List<MonthChargebacks> chargebacks,
      List<ReasonCount> declineReasons,
      List<DayCurrency> payouts,
      List<StatusCount> subscriptions) {
    /** True when nothing in the range (and no subscription) is stored. */
    public boolean isEmpty() {
      return payments.isEmpty() && payouts.isEmpty() && subscriptions.isEmpty();
    }
  }

  /** Reads every chart; slow on a large store (tens of milliseconds): call off the FX thread. */
  public Charts charts(Range range) {
    OverviewQueries q = store.overview();
    return new Charts(
        range,
        q.paymentsByDayAndStatus(range),
        q.chargebacksByMonth(range),
        q.topDeclineReasons(range, TOP_REASONS),
        q.payoutsByDayAndCurrency(range),
        q.subscriptionsByStatus());
  }

  /** The currencies of stored payments and payouts, sorted. */
  public List<String> currencies() {
    return store.overview().currencies();
  }

  /** Whether the store holds nothing the overview could draw. */
  public boolean storeIsEmpty() {
    return store.overview().isEmpty();
  }
}
