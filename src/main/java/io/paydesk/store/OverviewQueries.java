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
  private static final String FILLED = "overview_response_codes_filled";

  private final Db db;

  OverviewQueries(Db db) {
    this.db = db;
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
      if (!ZONE_ID.matcher(zone.getId()).matches()) {
        throw new IllegalArgumentException("Unsupported time zone id: " + zone.getId());
      }
    }

    public Instant from() {
      return first.atStartOfDay(zone).toInstant();
    }

    public Instant before() {
      return last.plusDays(1).atStartOfDay(zone).toInstant();
    }

    /** The zone as an SQL literal for AT TIME ZONE; its id was checked to hold no quote. */
    String zoneLiteral() {
      String id = zone.getId();
      return "'" + ("Z".equals(id) ? "UTC" : id) + "'";
    }

    /**
     * The local day as yyyymmdd. EXTRACT reads the shifted value's own fields on H2 and PostgreSQL
     * alike (H2's CAST to DATE would go through the session's zone instead).
     */
    String localDay() {
      String local = "(created_at AT TIME ZONE " + zoneLiteral() + ")";
      return "(EXTRACT(YEAR FROM "
          + local
          + ") * 10000 + EXTRACT(MONTH FROM "
          + local
          + ") * 100 + EXTRACT(DAY FROM "
          + local
          + "))";
    }
  }

  static LocalDate day(int yyyymmdd) {
    return LocalDate.of(yyyymmdd / 10000, yyyymmdd / 100 % 100, yyyymmdd % 100);
  }

  /** Payment count and volume per local day and status. */
  public List<DayStatus> paymentsByDayAndStatus(Range r) {
    String day = r.localDay();
    String sql =
        "SELECT "
            + day
            + ", status, COUNT(*), SUM(amount) FROM payments"
            + " WHERE currency = ? AND created_at >= ? AND created_at < ?"
            + " GROUP BY "
            + day
            + ", status ORDER BY 1, 2";
    return db.read(
        c -> {
          List<DayStatus> out = new ArrayList<>();
          try (PreparedStatement ps = prepare(c, sql, r)) {
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
    return db.read(
        c -> {
          List<MonthChargebacks> out = new ArrayList<>();
          try (PreparedStatement ps = prepare(c, sql, r)) {
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
    String sql =
        "SELECT response_code, COUNT(*) FROM payments"
            + " WHERE currency = ? AND created_at >= ? AND created_at < ? AND status = '"
            + DECLINED
            + "' GROUP BY response_code ORDER BY 2 DESC, 1 FETCH FIRST "
            + Math.max(1, Math.min(limit, 100))
            + " ROWS ONLY";
    return db.read(
        c -> {
          List<ReasonCount> out = new ArrayList<>();
          try (PreparedStatement ps = prepare(c, sql, r)) {
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
   * The currencies of stored payments and payouts, sorted. Payments are read one currency at a time
   * down the currency index (a seek each), not by scanning every row.
   */
  public List<String> currencies() {
    return db.read(
        c -> {
          Set<String> out = new TreeSet<>();
          try (PreparedStatement ps =
              c.prepareStatement(
                  "SELECT currency FROM payments WHERE currency > ? ORDER BY currency"
                      + " FETCH FIRST 1 ROWS ONLY")) {
            String last = "";
            while (true) {
              ps.setString(1, last);
              try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                  break;
                }
                last = rs.getString(1);
                out.add(last);
              }
            }
          }
          try (PreparedStatement ps =
                  c.prepareStatement(
                      "SELECT DISTINCT currency FROM payouts WHERE currency IS NOT NULL");
              ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
              if (!rs.getString(1).isBlank()) {
                out.add(rs.getString(1));
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

  /**
   * Once per store: reads the response code of each declined payment stored before version 9 from
   * its JSON. Later payments get it when they are stored.
   */
  void fillResponseCodes() {
    if (db.read(c -> Store.setting(c, FILLED)) != null) {
      return;
    }
    List<String[]> codes =
        db.read(
            c -> {
              List<String[]> out = new ArrayList<>();
              try (PreparedStatement ps =
                  c.prepareStatement(
                      "SELECT p.id, j.raw_gz, j.raw_json FROM payments p"
                          + " JOIN payment_json j ON j.id = p.id"
                          + " WHERE p.status = ? AND p.response_code IS NULL")) {
                ps.setString(1, DECLINED);
                try (ResultSet rs = ps.executeQuery()) {
                  while (rs.next()) {
                    String code =
                        IndexedPayment.newestResponseCode(
                            JsonFields.parse(PaymentRepository.storedJson(rs, 2)));
                    if (code != null) {
                      out.add(new String[] {rs.getString(1), IndexedPayment.cut(code, 100)});
                    }
                  }
                }
              }
              return out;
            });
    db.tx(
        c -> {
          try (PreparedStatement ps =
              c.prepareStatement("UPDATE payments SET response_code = ? WHERE id = ?")) {
            for (String[] idCode : codes) {
              ps.setString(1, idCode[1]);
              ps.setString(2, idCode[0]);
              ps.addBatch();
            }
            ps.executeBatch();
          }
          Store.putSetting(c, FILLED, "1");
          return null;
        });
  }

  private static PreparedStatement prepare(Connection c, String sql, Range r) throws SQLException {
    PreparedStatement ps = c.prepareStatement(sql);
    ps.setString(1, r.currency());
    ps.setObject(2, PaymentSearchSql.time(r.from()));
    ps.setObject(3, PaymentSearchSql.time(r.before()));
    return ps;
  }

  private static String statusOf(String s) {
    return s == null ? "" : s;
  }
}
