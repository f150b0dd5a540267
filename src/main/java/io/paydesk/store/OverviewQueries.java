package io.paydesk.store;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.YearMonth;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * The overview's numbers, grouped in the database: payments per local day and status, chargebacks
 * per month, decline reasons, payouts per day and currency, subscriptions by status. Amounts are
 * only ever summed within one currency. The payment charts read the overview index alone (V9).
 */
public final class OverviewQueries {
  /** Statuses that mean the issuer approved the payment (for the approval rate). */
  public static final Set<String> APPROVED = Set.of("SUCCEEDED", "REFUNDED", "IN_DISPUTE");

  public static final String DECLINED = "DECLINED";

  private static final Pattern ZONE_ID = Pattern.compile("[A-Za-z0-9_/+:-]{1,60}");

  private final Db db;

  /** The daily aggregates, or null to group the payments table itself. */
  private final DailyAggregates daily;

  OverviewQueries(Db db, DailyAggregates daily) {
    this.db = db;
    this.daily = daily;
  }

  /**
   * The same queries grouping the payments table itself, never the daily aggregates: what the
   * aggregates are checked and measured against.
   */
  public OverviewQueries plain() {
    return new OverviewQueries(db, null);
  }

  /** The zone of the daily aggregates' days, or null for plain queries. */
  public ZoneId aggregatesZone() {
    return daily == null ? null : daily.zone();
  }

  private boolean aggregated(Range r) {
    return daily != null && daily.zone().equals(r.zone());
  }

  /** One day's payments of one status, in the range's currency. */
  public record DayStatus(LocalDate day, String status, long count, BigDecimal volume) {}

  /** Chargebacks among one month's payments, and how many of them were captured. */
  public record MonthChargebacks(YearMonth month, long chargebacks, long captured) {
    /** Chargebacks as a percentage of captured payments (0 when none was captured). */
    public double percent() {
      return captured == 0 ? 0 : 100.0 * chargebacks / captured;
    }
  }

  /** How many declined payments gave this response code ("" when none was given). */
  public record ReasonCount(String code, long count) {}

  /** One day's payouts in one currency. */
  public record DayCurrency(LocalDate day, String currency, long count, BigDecimal volume) {}

  /** How many subscriptions have this status. */
  public record StatusCount(String status, long count) {}

  /**
   * Local days from {@code first} to {@code last} (inclusive) in one zone, for one currency.
   * Payments count on the day they were created.
   */
  public record Range(LocalDate first, LocalDate last, ZoneId zone, String currency) {
    public Range {
      if (last.isBefore(first)) {
        throw new IllegalArgumentException("The range ends before it starts.");
      }
      check(zone);
    }

    static void check(ZoneId zone) {
      if (!ZONE_ID.matcher(zone.getId()).matches()) {
        throw new IllegalArgumentException("Unsupported time zone id: " + zone.getId());
      }
    }

    /** A checked zone as an SQL literal for AT TIME ZONE (its id holds no quote). */
    static String literal(ZoneId zone) {
      String id = zone.getId();
      return "'" + ("Z".equals(id) ? "UTC" : id) + "'";
    }

    int firstDay() {
      return DailyAggregates.dayNumber(first);
    }

    int lastDay() {
      return DailyAggregates.dayNumber(last);
    }

    public Instant from() {
      return first.atStartOfDay(zone).toInstant();
    }

    public Instant before() {
      return last.plusDays(1).atStartOfDay(zone).toInstant();
    }

    String zoneLiteral() {
      return literal(zone);
    }

    String localDay() {
      return DailyAggregates.localDayOf(zone);
    }
  }

  static LocalDate day(int yyyymmdd) {
    return LocalDate.of(yyyymmdd / 10000, yyyymmdd / 100 % 100, yyyymmdd % 100);
  }

  /** Payment count and volume per local day and status. */
  public List<DayStatus> paymentsByDayAndStatus(Range r) {
    if (aggregated(r)) {
      return readDays(
          "SELECT local_day, status, SUM(payments), SUM(volume) FROM payment_daily"
              + " WHERE currency = ? AND local_day >= ? AND local_day <= ? GROUP BY local_day, status"
              + " HAVING SUM(payments) <> 0 ORDER BY local_day, status",
          r,
          true);
    }
    String day = r.localDay();
    String sql =
        "SELECT "
            + day
            + ", status, COUNT(*), SUM(amount) FROM payments"
            + " WHERE currency = ? AND created_at >= ? AND created_at < ?"
            + " GROUP BY "
            + day
            + ", status ORDER BY 1, 2";
    return readDays(sql, r, false);
  }

  private List<DayStatus> readDays(String sql, Range r, boolean byDayNumber) {
    return db.read(
        c -> {
          List<DayStatus> out = new ArrayList<>();
          try (PreparedStatement ps = prepare(c, sql, r, byDayNumber)) {
            try (ResultSet rs = ps.executeQuery()) {
              while (rs.next()) {
                out.add(
                    new DayStatus(
                        day(rs.getInt(1)),
                        statusOf(rs.getString(2)),
                        rs.getLong(3),
                        rs.getBigDecimal(4)));
              }
            }
          }
          return out;
        });
  }

  /** Chargebacks per local month as a share of captured payments, by creation month. */
  public List<MonthChargebacks> chargebacksByMonth(Range r) {
    if (aggregated(r)) {
      return readMonths(
          "SELECT local_day / 10000, local_day / 100 - local_day / 10000 * 100, SUM(chargebacks), SUM(captured)"
              + " FROM payment_daily WHERE currency = ? AND local_day >= ? AND local_day <= ?"
              + " GROUP BY local_day / 10000, local_day / 100 - local_day / 10000 * 100 HAVING SUM(payments) <> 0"
              + " ORDER BY 1, 2",
          r,
          true);
    }
    String local = "(created_at AT TIME ZONE " + r.zoneLiteral() + ")";
    String year = "EXTRACT(YEAR FROM " + local + ")";
    String month = "EXTRACT(MONTH FROM " + local + ")";
    String sql =
        "SELECT "
            + year
            + ", "
            + month
            + ", SUM(CASE WHEN has_chargeback THEN 1 ELSE 0 END),"
            + " SUM(CASE WHEN captured > 0 THEN 1 ELSE 0 END) FROM payments"
            + " WHERE currency = ? AND created_at >= ? AND created_at < ?"
            + " GROUP BY "
            + year
            + ", "
            + month
            + " ORDER BY 1, 2";
    return readMonths(sql, r, false);
  }

  private List<MonthChargebacks> readMonths(String sql, Range r, boolean byDayNumber) {
    return db.read(
        c -> {
          List<MonthChargebacks> out = new ArrayList<>();
          try (PreparedStatement ps = prepare(c, sql, r, byDayNumber)) {
            try (ResultSet rs = ps.executeQuery()) {
              while (rs.next()) {
                out.add(
                    new MonthChargebacks(
                        YearMonth.of(rs.getInt(1), rs.getInt(2)), rs.getLong(3), rs.getLong(4)));
              }
            }
          }
          return out;
        });
  }

  /** The most frequent response codes of declined payments, most frequent first. */
  public List<ReasonCount> topDeclineReasons(Range r, int limit) {
    String first = " FETCH FIRST " + Math.max(1, Math.min(limit, 100)) + " ROWS ONLY";
    boolean agg = aggregated(r);
    String sql =
        agg
            ? "SELECT reason, SUM(payments) FROM payment_daily WHERE currency = ? AND local_day >= ?"
                + " AND local_day <= ? AND status = '"
                + DECLINED
                + "' GROUP BY reason HAVING SUM(payments) > 0 ORDER BY 2 DESC, 1"
                + first
            : "SELECT COALESCE(response_code, ''), COUNT(*) FROM payments"
                + " WHERE currency = ? AND created_at >= ? AND created_at < ? AND status = '"
                + DECLINED
                + "' GROUP BY COALESCE(response_code, '') ORDER BY 2 DESC, 1"
                + first;
    return db.read(
        c -> {
          List<ReasonCount> out = new ArrayList<>();
          try (PreparedStatement ps = prepare(c, sql, r, agg)) {
            try (ResultSet rs = ps.executeQuery()) {
              while (rs.next()) {
                String code = rs.getString(1);
                out.add(new ReasonCount(code == null ? "" : code, rs.getLong(2)));
              }
            }
          }
          return out;
        });
  }

  /** Payouts per local day and currency, every currency (counts; volumes per currency). */
  public List<DayCurrency> payoutsByDayAndCurrency(Range r) {
    String day = r.localDay();
    String sql =
        "SELECT "
            + day
            + ", currency, COUNT(*), SUM(amount) FROM payouts"
            + " WHERE created_at >= ? AND created_at < ?"
            + " GROUP BY "
            + day
            + ", currency ORDER BY 1, 2";
    return db.read(
        c -> {
          List<DayCurrency> out = new ArrayList<>();
          try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setObject(1, PaymentSearchSql.time(r.from()));
            ps.setObject(2, PaymentSearchSql.time(r.before()));
            try (ResultSet rs = ps.executeQuery()) {
              while (rs.next()) {
                String currency = rs.getString(2);
                out.add(
                    new DayCurrency(
                        day(rs.getInt(1)),
                        currency == null ? "" : currency,
                        rs.getLong(3),
                        rs.getBigDecimal(4)));
              }
            }
          }
          return out;
        });
  }

  /** Every stored subscription counted by status (as it is now), most frequent first. */
  public List<StatusCount> subscriptionsByStatus() {
    return db.read(
        c -> {
          List<StatusCount> out = new ArrayList<>();
          try (PreparedStatement ps =
                  c.prepareStatement(
                      "SELECT status, COUNT(*) FROM subscriptions GROUP BY status"
                          + " ORDER BY 2 DESC, 1");
              ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
              out.add(new StatusCount(statusOf(rs.getString(1)), rs.getLong(2)));
            }
          }
          return out;
        });
  }

  /**
   * The currencies of stored payments and payouts, sorted. H2 answers a DISTINCT over the currency
   * index by skipping from one currency to the next (1.7 ms at a million payments).
   */
  public List<String> currencies() {
    // No WHERE: a condition would turn the index skip into a scan; nulls are dropped below.
    String payments = "SELECT DISTINCT currency FROM payments";
    return db.read(
        c -> {
          Set<String> out = new TreeSet<>();
          for (String sql :
              new String[] {
                payments, "SELECT DISTINCT currency FROM payouts WHERE currency IS NOT NULL"
              }) {
            try (PreparedStatement ps = c.prepareStatement(sql);
                ResultSet rs = ps.executeQuery()) {
              while (rs.next()) {
                String currency = rs.getString(1);
                if (currency != null && !currency.isBlank()) {
                  out.add(currency);
                }
              }
            }
          }
          return List.copyOf(out);
        });
  }

  /** Whether the store holds any payment, payout or subscription. */
  public boolean isEmpty() {
    return db.read(
        c -> {
          for (String table : new String[] {"payments", "payouts", "subscriptions"}) {
            try (PreparedStatement ps =
                    c.prepareStatement("SELECT 1 FROM " + table + " FETCH FIRST 1 ROWS ONLY");
                ResultSet rs = ps.executeQuery()) {
              if (rs.next()) {
                return false;
              }
            }
          }
          return true;
        });
  }

  private static PreparedStatement prepare(Connection c, String sql, Range r, boolean byDayNumber)
      throws SQLException {
    PreparedStatement ps = c.prepareStatement(sql);
    ps.setString(1, r.currency());
    if (byDayNumber) {
      ps.setInt(2, r.firstDay());
      ps.setInt(3, r.lastDay());
    } else {
      ps.setObject(2, PaymentSearchSql.time(r.from()));
      ps.setObject(3, PaymentSearchSql.time(r.before()));
    }
    return ps;
  }

  private static String statusOf(String s) {
    return s == null ? "" : s;
  }
}
