package io.paydesk.ui.overview;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ops.Overview;
import io.paydesk.store.OverviewQueries.DayCurrency;
import io.paydesk.store.OverviewQueries.DayStatus;
import io.paydesk.store.OverviewQueries.MonthChargebacks;
import io.paydesk.store.OverviewQueries.Range;
import io.paydesk.store.OverviewQueries.ReasonCount;
import io.paydesk.store.OverviewQueries.StatusCount;
import io.paydesk.ui.base.PayoutsRequest;
import io.paydesk.ui.base.SearchRequest;
import io.paydesk.ui.kit.Catalogue;
import io.paydesk.ui.overview.OverviewShapes.Point;
import io.paydesk.ui.overview.OverviewShapes.Series;
import io.paydesk.ui.overview.OverviewShapes.Slice;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.YearMonth;
import java.time.ZoneId;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The overview's charts shaped as plain data from a hand-made read: no store, no JavaFX. */
class OverviewShapesTest {
  static final LocalDate MAY_30 = LocalDate.of(2026, 5, 30);
  static final LocalDate JUNE_1 = LocalDate.of(2026, 6, 1);

  static Overview.Charts charts() {
    return new Overview.Charts(
        new Range(MAY_30, JUNE_1, ZoneId.of("UTC"), "USD"),
        List.of(
            new DayStatus(MAY_30, "DECLINED", 1, new BigDecimal("5.00")),
            new DayStatus(MAY_30, "SUCCEEDED", 3, new BigDecimal("30.00")),
            new DayStatus(JUNE_1, "SUCCEEDED", 2, null),
            new DayStatus(JUNE_1, "ODD", 1, BigDecimal.ONE)),
        List.of(new MonthChargebacks(YearMonth.of(2026, 6), 1, 8)),
        List.of(new ReasonCount("DO_NOT_HONOR", 4), new ReasonCount("", 1)),
        List.of(
            new DayCurrency(JUNE_1, "BRL", 2, BigDecimal.TEN),
            new DayCurrency(MAY_30, "", 1, null)),
        List.of(new StatusCount("ACTIVE", 5), new StatusCount("PAUSED", 1)));
  }

  @Test
  void dailyBarsAreASeriesPerStatusInTheCataloguesOrderWithoutEmptyDays() {
    Overview.Charts c = charts();
    assertThat(OverviewShapes.paymentStatuses(c)).containsExactly("SUCCEEDED", "DECLINED", "ODD");
    assertThat(OverviewShapes.dayLabels(c.range())).hasSize(3);
    List<Series> daily = OverviewShapes.daily(c, false);
    assertThat(daily)
        .extracting(Series::name)
        .containsExactly(
            Catalogue.Kind.PAYMENT_STATUS.label("SUCCEEDED"),
            Catalogue.Kind.PAYMENT_STATUS.label("DECLINED"),
            "ODD");
    Series succeeded = daily.get(0);
    assertThat(succeeded.points()).extracting(Point::value).containsExactly(3.0, 2.0);
    assertThat(succeeded.points().get(1).category()).isEqualTo(OverviewShapes.dayLabel(JUNE_1));
    assertThat(succeeded.points().get(1).opens())
        .isEqualTo(new SearchRequest(Set.of("SUCCEEDED"), "USD", JUNE_1, JUNE_1, false));

    List<Series> volumes = OverviewShapes.daily(c, true);
    assertThat(volumes.get(0).points()).extracting(Point::value).containsExactly(30.0, 0.0);
  }

  @Test
  void approvalIsTheShareOfApprovedAmongDecidedOnDaysWithDecisions() {
    Series approval = OverviewShapes.approval(charts());
    assertThat(approval.points()).extracting(Point::value).containsExactly(75.0, 100.0);
    assertThat(OverviewShapes.approvedAndDecided(charts().payments())).containsExactly(5, 6);
  }

  @Test
  void slicesCountTheRangeAndOpenTheirSearchOrTheirSubscriptionStatus() {
    List<Slice> byStatus = OverviewShapes.byStatus(charts());
    assertThat(byStatus).extracting(Slice::value).containsExactly(5L, 1L, 1L);
    assertThat(byStatus.get(0).opens())
        .isEqualTo(new SearchRequest(Set.of("SUCCEEDED"), "USD", MAY_30, JUNE_1, false));
    assertThat(OverviewShapes.subscriptions(charts()))
        .extracting(Slice::opens)
        .containsExactly("ACTIVE", "PAUSED");
  }

  @Test
  void reasonsListTheMostFrequentLastAndNoCodeSearchesEveryDecline() {
    Series reasons = OverviewShapes.reasons(charts());
    assertThat(reasons.points()).extracting(Point::value).containsExactly(1L, 4L);
    assertThat(((SearchRequest) reasons.points().get(0).opens()).responseCode()).isNull();
    assertThat(((SearchRequest) reasons.points().get(1).opens()).responseCode())
        .isEqualTo("DO_NOT_HONOR");
  }

  @Test
  void chargebacksAreAMonthlyShareBesideTheTwoWarningLines() {
    List<Series> lines = OverviewShapes.chargebacks(charts(), 0.9, 1.5);
    assertThat(lines).hasSize(3);
    assertThat(lines.get(0).points()).extracting(Point::value).containsExactly(0.0, 12.5);
    SearchRequest june = (SearchRequest) lines.get(0).points().get(1).opens();
    assertThat(june.createdFrom()).isEqualTo(JUNE_1);
    assertThat(june.createdTo()).isEqualTo(JUNE_1);
    assertThat(lines.get(1).points()).extracting(Point::value).containsOnly(0.9);
    assertThat(lines.get(2).points()).extracting(Point::value).containsOnly(1.5);
    assertThat(lines.get(2).name()).contains(OverviewShapes.percent(1.5));
  }

  @Test
  void payoutBarsAreASeriesPerCurrencyAndOpenThePayoutsOfTheirDay() {
    List<Series> payouts = OverviewShapes.payouts(charts());
    assertThat(payouts).hasSize(2);
    assertThat(payouts.get(1).name()).isEqualTo("BRL");
    assertThat(payouts.get(1).points().get(0).opens())
        .isEqualTo(new PayoutsRequest(JUNE_1, JUNE_1, "BRL"));
    assertThat(payouts.get(0).points().get(0).opens())
        .isEqualTo(new PayoutsRequest(MAY_30, MAY_30, null));
  }

  @Test
  void aRangeWithOnlySubscriptionsStillHasData() {
    Overview.Charts c = charts();
    Overview.Charts onlySubscriptions =
        new Overview.Charts(
            c.range(), List.of(), List.of(), List.of(), List.of(), c.subscriptions());
    assertThat(OverviewShapes.hasData(onlySubscriptions)).isTrue();
    assertThat(
            OverviewShapes.hasData(
                new Overview.Charts(
                    c.range(), List.of(), List.of(), List.of(), List.of(), List.of())))
        .isFalse();
  }
}
