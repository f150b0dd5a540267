package io.paydesk.store;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.paydesk.api.model.ModelJson;
import io.paydesk.store.OverviewQueries.DayCurrency;
import io.paydesk.store.OverviewQueries.DayStatus;
import io.paydesk.store.OverviewQueries.MonthChargebacks;
import io.paydesk.store.OverviewQueries.Range;
import io.paydesk.store.OverviewQueries.ReasonCount;
import io.paydesk.store.OverviewQueries.StatusCount;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Instant;
import java.time.LocalDate;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Each overview chart's numbers beside a hand-written query on the same data: one plain WHERE per
 * local day or month (bounds computed in Java), so the database's zone arithmetic is checked too.
 */
@ParameterizedClass
@EnumSource(Backend.class)
class OverviewQueriesTest {
  static final ZoneId BOGOTA = ZoneId.of("America/Bogota");
  static final String[] STATUSES = {
    "SUCCEEDED", "DECLINED", "REFUNDED", "PENDING", "IN_DISPUTE", "CANCELED"
  };
  static final String[] CODES = {"DO_NOT_HONOR", "INSUFFICIENT_FUNDS", "EXPIRED_CARD", "FRAUD"};
  static final Instant START = Instant.parse("2026-03-20T00:00:00Z");

  @Parameter Backend backend;
  @TempDir Path dir;
  Store store;

  /** The store's daily aggregates count Bogota's days, as a console there would. */
  @BeforeEach
  void open() {
    java.util.TimeZone before = java.util.TimeZone.getDefault();
    java.util.TimeZone.setDefault(java.util.TimeZone.getTimeZone(BOGOTA));
    try {
      store = backend.open(dir);
    } finally {
      java.util.TimeZone.setDefault(before);
    }
    assertThat(store.overview().aggregatesZone()).isEqualTo(BOGOTA);
    Random r = new Random(5);
    List<String> jsons = new ArrayList<>();
    for (int i = 0; i < 600; i++) {
      String status = STATUSES[r.nextInt(STATUSES.length)];
      // Every hour of the day, so payments fall on both sides of local midnight.
      Instant created = START.plus(r.nextInt(70 * 24), ChronoUnit.HOURS).plusSeconds(r.nextInt(60));
      TestPayments p =
          TestPayments.card()
              .status(status, status)
              .amount(
                  r.nextInt(20000) / 100 + "." + r.nextInt(10), r.nextInt(3) == 0 ? "BRL" : "USD")
              .created(created);
      ObjectNode n = p.node();
      ObjectNode tx = (ObjectNode) ((ArrayNode) n.get("transactions")).get(0);
      tx.put("created_at", created.toString());
      if (status.equals("DECLINED")) {
        tx.put("response_code", CODES[Math.min(r.nextInt(6), CODES.length - 1)]);
      }
      if (!status.equals("DECLINED") && !status.equals("PENDING")) {
        ((ObjectNode) n.get("amount")).put("captured", n.get("amount").get("value").decimalValue());
      }
      if (status.equals("IN_DISPUTE") || r.nextInt(30) == 0) {
        p.withChargeback();
      }
      jsons.add(p.json());
    }
    store.payments().upsertAllJson(jsons);
    for (int i = 0; i < 40; i++) {
      ObjectNode po = (ObjectNode) TestPayments.load("payout.json").deepCopy();
      po.put("id", UUID.randomUUID().toString());
      po.put("merchant_reference", "ref-" + i);
      po.put("created_at", START.plus(r.nextInt(70 * 24), ChronoUnit.HOURS).toString());
      po.put("updated_at", START.plus(80, ChronoUnit.DAYS).toString());
      ((ObjectNode) po.get("amount")).put("currency", i % 4 == 0 ? "MXN" : "USD");
      store.payouts().upsert(ModelJson.readPayout(po.toString()));
    }
    for (int i = 0; i < 9; i++) {
      ObjectNode s = (ObjectNode) TestPayments.load("subscription.json").deepCopy();
      s.put("id", UUID.randomUUID().toString());
      s.put("status", i < 5 ? "ACTIVE" : i < 7 ? "PAUSED" : "CANCELED");
      store.subscriptions().upsert(ModelJson.readSubscription(s.toString()));
    }
  }

  @AfterEach
  void close() {
    store.close();
  }

  /** The overview as the console reads it (daily aggregates) and the plain payments queries. */
  List<OverviewQueries> both() {
    return List.of(store.overview(), store.overview().plain());
  }

  Range range() {
    return new Range(LocalDate.of(2026, 3, 25), LocalDate.of(2026, 5, 20), BOGOTA, "USD");
  }

  @Test
  void paymentsPerLocalDayAndStatusMatchAPlainQueryPerDay() {
    Range r = range();
    List<DayStatus> expected = new ArrayList<>();
    for (LocalDate d = r.first(); !d.isAfter(r.last()); d = d.plusDays(1)) {
      LocalDate day = d;
      expected.addAll(
          rows(
              "SELECT status, COUNT(*), SUM(amount) FROM payments WHERE currency = 'USD'"
                  + " AND created_at >= ? AND created_at < ? GROUP BY status ORDER BY status",
              day.atStartOfDay(BOGOTA).toInstant(),
              day.plusDays(1).atStartOfDay(BOGOTA).toInstant(),
              rs -> new DayStatus(day, rs.getString(1), rs.getLong(2), rs.getBigDecimal(3))));
    }
    assertThat(expected).hasSizeGreaterThan(100);
    for (OverviewQueries q : both()) {
      List<DayStatus> got = q.paymentsByDayAndStatus(r);
      assertThat(normal(got)).containsExactlyElementsOf(normal(expected));
      assertThat(got.stream().mapToLong(DayStatus::count).sum())
          .isEqualTo(
              rows(
                      "SELECT COUNT(*) FROM payments WHERE currency = 'USD' AND created_at >= ?"
                          + " AND created_at < ?",
                      r.from(),
                      r.before(),
                      rs -> rs.getLong(1))
                  .get(0));
    }
  }

  @Test
  void chargebacksPerMonthAreAShareOfCapturedPaymentsAsAPlainQueryCountsThem() {
    Range r = range();
    List<MonthChargebacks> expected = new ArrayList<>();
    for (YearMonth m = YearMonth.from(r.first());
        !m.isAfter(YearMonth.from(r.last()));
        m = m.plusMonths(1)) {
      YearMonth month = m;
      Instant from = max(m.atDay(1).atStartOfDay(BOGOTA).toInstant(), r.from());
      Instant before = min(m.plusMonths(1).atDay(1).atStartOfDay(BOGOTA).toInstant(), r.before());
      long chargebacks = count("AND has_chargeback = TRUE", from, before);
      long captured = count("AND captured > 0", from, before);
      expected.add(new MonthChargebacks(month, chargebacks, captured));
    }
    for (OverviewQueries q : both()) {
      assertThat(q.chargebacksByMonth(r)).containsExactlyElementsOf(expected);
    }
    assertThat(expected).allSatisfy(m -> assertThat(m.chargebacks()).isPositive());
    MonthChargebacks april = expected.get(1);
    assertThat(april.percent()).isEqualTo(100.0 * april.chargebacks() / april.captured());
  }

  @Test
  void declineReasonsAreTheResponseCodesOfDeclinedPaymentsMostFrequentFirst() {
    Range r = range();
    List<ReasonCount> expected =
        rows(
            "SELECT response_code, COUNT(*) FROM payments WHERE currency = 'USD'"
                + " AND status = 'DECLINED' AND created_at >= ? AND created_at < ?"
                + " GROUP BY response_code",
            r.from(),
            r.before(),
            rs -> new ReasonCount(rs.getString(1), rs.getLong(2)));
    expected.sort(
        Comparator.comparingLong(ReasonCount::count).reversed().thenComparing(ReasonCount::code));
    for (OverviewQueries q : both()) {
      assertThat(q.topDeclineReasons(r, 3)).containsExactlyElementsOf(expected.subList(0, 3));
    }
    assertThat(expected.get(0).code()).isEqualTo("FRAUD");
  }

  @Test
  void payoutsPerLocalDayAndCurrencyMatchAPlainQueryPerDay() {
    Range r = range();
    List<DayCurrency> got = store.overview().payoutsByDayAndCurrency(r);
    List<DayCurrency> expected = new ArrayList<>();
    for (LocalDate d = r.first(); !d.isAfter(r.last()); d = d.plusDays(1)) {
      LocalDate day = d;
      expected.addAll(
          rows(
              "SELECT currency, COUNT(*), SUM(amount) FROM payouts"
                  + " WHERE created_at >= ? AND created_at < ? GROUP BY currency ORDER BY currency",
              day.atStartOfDay(BOGOTA).toInstant(),
              day.plusDays(1).atStartOfDay(BOGOTA).toInstant(),
              rs -> new DayCurrency(day, rs.getString(1), rs.getLong(2), rs.getBigDecimal(3))));
    }
    assertThat(expected).extracting(DayCurrency::currency).contains("MXN", "USD");
    assertThat(got.stream().map(OverviewQueriesTest::plain).toList())
        .containsExactlyElementsOf(expected.stream().map(OverviewQueriesTest::plain).toList());
  }

  @Test
  void subscriptionsAreCountedByStatusAndCurrenciesListedFromPaymentsAndPayouts() {
    assertThat(store.overview().subscriptionsByStatus())
        .containsExactly(
            new StatusCount("ACTIVE", 5),
            new StatusCount("CANCELED", 2),
            new StatusCount("PAUSED", 2));
    assertThat(store.overview().currencies()).containsExactly("BRL", "MXN", "USD");
    assertThat(store.overview().isEmpty()).isFalse();
  }

  @Test
  void anEmptyStoreHasNoChartsAndNoCurrencies() {
    Store empty = backend.open(dir.resolve("empty"));
    try {
      assertThat(empty.overview().isEmpty()).isTrue();
      assertThat(empty.overview().currencies()).isEmpty();
      assertThat(empty.overview().paymentsByDayAndStatus(range())).isEmpty();
    } finally {
      empty.close();
    }
  }

  @Test
  void paymentsStoredBeforeVersion9GetTheirResponseCodeAndTheirDaysWhenTheStoreOpens() {
    List<ReasonCount> reasons = store.overview().topDeclineReasons(range(), 5);
    List<DayStatus> days = store.overview().paymentsByDayAndStatus(range());
    StoreAccess.execute(store, "UPDATE payments SET response_code = NULL");
    StoreAccess.execute(store, "DELETE FROM payment_daily");
    StoreAccess.execute(
        store,
        "DELETE FROM store_settings WHERE name IN ('overview_response_codes_filled',"
            + " 'overview_zone')");
    java.util.TimeZone before = java.util.TimeZone.getDefault();
    java.util.TimeZone.setDefault(java.util.TimeZone.getTimeZone(BOGOTA));
    try {
      store = backend.reopen(store, dir);
    } finally {
      java.util.TimeZone.setDefault(before);
    }
    assertThat(count("AND status = 'DECLINED' AND response_code IS NULL", START, Instant.MAX))
        .isZero();
    assertThat(store.overview().topDeclineReasons(range(), 5)).isEqualTo(reasons);
    assertThat(normal(store.overview().paymentsByDayAndStatus(range()))).isEqualTo(normal(days));
  }

  @Test
  void dailyAggregatesFollowUpdatesOfStatusAmountCaptureAndChargebacks() {
    List<String> ids =
        rows(
            "SELECT id FROM payments WHERE currency = 'USD' AND created_at >= ? AND created_at < ?"
                + " ORDER BY id FETCH FIRST 40 ROWS ONLY",
            range().from(),
            range().before(),
            rs -> rs.getString(1));
    List<String> changed = new ArrayList<>();
    for (int i = 0; i < ids.size(); i++) {
      TestPayments p =
          TestPayments.card()
              .id(ids.get(i))
              .status(i % 2 == 0 ? "DECLINED" : "REFUNDED", "X")
              .amount("12.5", i % 5 == 0 ? "BRL" : "USD")
              .created(START.plus(10 + i, ChronoUnit.DAYS))
              .updated("2027-01-01T00:00:00Z");
      ObjectNode tx = (ObjectNode) ((ArrayNode) p.node().get("transactions")).get(0);
      tx.put("response_code", "CHANGED_" + (i % 3));
      if (i % 3 == 0) {
        p.withChargeback();
      }
      changed.add(p.json());
    }
    store.payments().upsertAllJson(changed);
    Range r = range();
    assertThat(normal(store.overview().paymentsByDayAndStatus(r)))
        .isEqualTo(normal(store.overview().plain().paymentsByDayAndStatus(r)));
    assertThat(store.overview().chargebacksByMonth(r))
        .isEqualTo(store.overview().plain().chargebacksByMonth(r));
    assertThat(store.overview().topDeclineReasons(r, 10))
        .isEqualTo(store.overview().plain().topDeclineReasons(r, 10))
        .extracting(ReasonCount::code)
        .contains("CHANGED_0", "CHANGED_1", "CHANGED_2");
  }

  // ---- helpers

  interface RowReader<T> {
    T read(ResultSet rs) throws java.sql.SQLException;
  }

  <T> List<T> rows(String sql, Instant from, Instant before, RowReader<T> reader) {
    return store
        .db()
        .read(
            c -> {
              List<T> out = new ArrayList<>();
              try (PreparedStatement ps = c.prepareStatement(sql)) {
                ps.setObject(1, PaymentSearchSql.time(from));
                ps.setObject(2, PaymentSearchSql.time(before));
                try (ResultSet rs = ps.executeQuery()) {
                  while (rs.next()) {
                    out.add(reader.read(rs));
                  }
                }
              }
              return out;
            });
  }

  long count(String condition, Instant from, Instant before) {
    Instant end = before.equals(Instant.MAX) ? Instant.parse("9999-01-01T00:00:00Z") : before;
    return rows(
            "SELECT COUNT(*) FROM payments WHERE currency = 'USD' AND created_at >= ?"
                + " AND created_at < ? "
                + condition,
            from,
            end,
            rs -> rs.getLong(1))
        .get(0);
  }

  static List<String> normal(List<DayStatus> rows) {
    return rows.stream()
        .map(d -> d.day() + " " + d.status() + " " + d.count() + " " + plain(d.volume()))
        .toList();
  }

  static String plain(DayCurrency d) {
    return d.day() + " " + d.currency() + " " + d.count() + " " + plain(d.volume());
  }

  static String plain(BigDecimal v) {
    return v == null ? "null" : v.stripTrailingZeros().toPlainString();
  }

  static Instant max(Instant a, Instant b) {
    return a.isAfter(b) ? a : b;
  }

  static Instant min(Instant a, Instant b) {
    return a.isBefore(b) ? a : b;
  }
}
