package io.paydesk.store;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Payments per local day, currency, status and decline reason (table payment_daily, V9), kept up to
 * date by every payment write, so the overview reads a few hundred rows instead of every payment of
 * its range. Days are local days of one zone, the store's (recorded when the table was first
 * filled); the overview asks in another zone only by falling back to the payments table.
 */
final class DailyAggregates {
  static final String ZONE_SETTING = "overview_zone";
  private static final String CODES_FILLED = "overview_response_codes_filled";

  private final ZoneId zone;

  private DailyAggregates(ZoneId zone) {
    this.zone = zone;
  }

  /**
   * The store's aggregates: the first open after version 9 reads the response codes of declined
   * payments stored before it from their JSON, then fills the table from the payments in the given
   * zone (seconds at a million payments, once).
   */
  static DailyAggregates open(Db db, ZoneId preferred) {
    fillResponseCodes(db);
    String recorded = db.read(c -> Store.setting(c, ZONE_SETTING));
    if (recorded != null) {
      return new DailyAggregates(ZoneId.of(recorded));
    }
    OverviewQueries.Range.check(preferred);
    db.tx(
        c -> {
          try (PreparedStatement ps = c.prepareStatement("DELETE FROM payment_daily")) {
            ps.executeUpdate();
          }
          String day = localDayOf(preferred);
          String reason =
              "CASE WHEN status = 'DECLINED' THEN COALESCE(response_code, '') ELSE '' END";
          try (PreparedStatement ps =
              c.prepareStatement(
                  "INSERT INTO payment_daily (currency, local_day, status, reason, payments, volume,"
                      + " captured, chargebacks) SELECT COALESCE(currency, ''), "
                      + day
                      + ", COALESCE(status, ''), "
                      + reason
                      + ", COUNT(*), COALESCE(SUM(amount), 0),"
                      + " SUM(CASE WHEN captured > 0 THEN 1 ELSE 0 END),"
                      + " SUM(CASE WHEN has_chargeback THEN 1 ELSE 0 END) FROM payments"
                      + " GROUP BY COALESCE(currency, ''), "
                      + day
                      + ", COALESCE(status, ''), "
                      + reason)) {
            ps.executeUpdate();
          }
          Store.putSetting(c, ZONE_SETTING, preferred.getId());
          return null;
        });
    return new DailyAggregates(preferred);
  }

  ZoneId zone() {
    return zone;
  }

  /** The local day of created_at in the zone as yyyymmdd, in SQL (same on H2 and PostgreSQL). */
  static String localDayOf(ZoneId zone) {
    String local = "(created_at AT TIME ZONE " + OverviewQueries.Range.literal(zone) + ")";
    return "CAST(EXTRACT(YEAR FROM "
        + local
        + ") * 10000 + EXTRACT(MONTH FROM "
        + local
        + ") * 100 + EXTRACT(DAY FROM "
        + local
        + ") AS INTEGER)";
  }

  static int dayNumber(LocalDate d) {
    return d.getYear() * 10000 + d.getMonthValue() * 100 + d.getDayOfMonth();
  }

  /** What one payment adds to its day's row. */
  record Fact(
      String currency,
      Instant createdAt,
      String status,
      String reason,
      BigDecimal amount,
      boolean captured,
      boolean chargeback) {
    static Fact of(IndexedPayment p) {
      return new Fact(
          p.currency(),
          p.createdAt(),
          p.status(),
          p.responseCode(),
          p.amount(),
          p.captured() != null && p.captured().signum() > 0,
          p.hasChargeback());
    }
  }

  private record Key(String currency, int day, String status, String reason) {}

  private Key key(Fact f) {
    String status = f.status() == null ? "" : f.status();
    String reason = OverviewQueries.DECLINED.equals(status) && f.reason() != null ? f.reason() : "";
    return new Key(
        f.currency() == null ? "" : f.currency(),
        dayNumber(f.createdAt().atZone(zone).toLocalDate()),
        status,
        reason);
  }

  /**
   * The facts of these stored payments (by seq) as they are now (before an update replaces them),
   * by payment id.
   */
  static Map<String, Fact> stored(Connection c, Collection<Long> seqs) throws SQLException {
    Map<String, Fact> out = new HashMap<>();
    if (seqs.isEmpty()) {
      return out;
    }
    try (PreparedStatement ps =
        c.prepareStatement(
            "SELECT id, currency, created_at, status, response_code, amount, captured,"
                + " has_chargeback FROM payments WHERE seq = ANY(?)")) {
      ps.setArray(1, c.createArrayOf("BIGINT", seqs.toArray(new Long[0])));
      try (ResultSet rs = ps.executeQuery()) {
        while (rs.next()) {
          BigDecimal captured = rs.getBigDecimal(7);
          out.put(
              rs.getString(1),
              new Fact(
                  rs.getString(2),
                  rs.getObject(3, OffsetDateTime.class).toInstant(),
                  rs.getString(4),
                  rs.getString(5),
                  rs.getBigDecimal(6),
                  captured != null && captured.signum() > 0,
                  rs.getBoolean(8)));
        }
      }
    }
    return out;
  }

  /** Takes the removed facts out of their days and adds the added ones, in the caller's tx. */
  void apply(Connection c, List<Fact> removed, List<Fact> added) throws SQLException {
    Map<Key, long[]> counts = new LinkedHashMap<>();
    Map<Key, BigDecimal> volumes = new HashMap<>();
    for (int sign : new int[] {-1, 1}) {
      for (Fact f : sign < 0 ? removed : added) {
        Key k = key(f);
        long[] n = counts.computeIfAbsent(k, x -> new long[3]);
        n[0] += sign;
        n[1] += f.captured() ? sign : 0;
        n[2] += f.chargeback() ? sign : 0;
        BigDecimal amount = f.amount() == null ? BigDecimal.ZERO : f.amount();
        volumes.merge(k, sign < 0 ? amount.negate() : amount, BigDecimal::add);
      }
    }
    counts.entrySet().removeIf(e -> isZero(e.getValue()) && volumes.get(e.getKey()).signum() == 0);
    if (counts.isEmpty()) {
      return;
    }
    List<Key> keys = new ArrayList<>(counts.keySet());
    List<Key> missing = new ArrayList<>();
    try (PreparedStatement ps =
        c.prepareStatement(
            "UPDATE payment_daily SET payments = payments + ?, volume = volume + ?,"
                + " captured = captured + ?, chargebacks = chargebacks + ?"
                + " WHERE currency = ? AND local_day = ? AND status = ? AND reason = ?")) {
      for (Key k : keys) {
        long[] n = counts.get(k);
        ps.setLong(1, n[0]);
        ps.setBigDecimal(2, volumes.get(k));
        ps.setLong(3, n[1]);
        ps.setLong(4, n[2]);
        bindKey(ps, 5, k);
        ps.addBatch();
      }
      int[] done = ps.executeBatch();
      for (int i = 0; i < done.length; i++) {
        if (done[i] == 0) {
          missing.add(keys.get(i));
        }
      }
    }
    if (missing.isEmpty()) {
      return;
    }
    try (PreparedStatement ps =
        c.prepareStatement(
            "INSERT INTO payment_daily (currency, local_day, status, reason, payments, volume, captured,"
                + " chargebacks) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")) {
      for (Key k : missing) {
        long[] n = counts.get(k);
        bindKey(ps, 1, k);
        ps.setLong(5, n[0]);
        ps.setBigDecimal(6, volumes.get(k));
        ps.setLong(7, n[1]);
        ps.setLong(8, n[2]);
        ps.addBatch();
      }
      ps.executeBatch();
    }
  }

  private static boolean isZero(long[] n) {
    return n[0] == 0 && n[1] == 0 && n[2] == 0;
  }

  private static void bindKey(PreparedStatement ps, int i, Key k) throws SQLException {
    ps.setString(i, k.currency());
    ps.setInt(i + 1, k.day());
    ps.setString(i + 2, k.status());
    ps.setString(i + 3, k.reason());
  }

  /**
   * Once per store: reads the response code of each declined payment stored before version 9 from
   * its JSON. Later payments get it when they are stored.
   */
  static void fillResponseCodes(Db db) {
    if (db.read(c -> Store.setting(c, CODES_FILLED)) != null) {
      return;
    }
    List<String[]> codes =
        db.read(
            c -> {
              List<String[]> out = new ArrayList<>();
              try (PreparedStatement ps =
                  c.prepareStatement(
                      "SELECT p.seq, j.raw_gz, j.raw_json FROM payments p"
                          + " JOIN payment_json j ON j.seq = p.seq"
                          + " WHERE p.status = ? AND p.response_code IS NULL")) {
                ps.setString(1, OverviewQueries.DECLINED);
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
              c.prepareStatement("UPDATE payments SET response_code = ? WHERE seq = ?")) {
            for (String[] seqCode : codes) {
              ps.setString(1, seqCode[1]);
              ps.setLong(2, Long.parseLong(seqCode[0]));
              ps.addBatch();
            }
            ps.executeBatch();
          }
          Store.putSetting(c, CODES_FILLED, "1");
          return null;
        });
  }
}
