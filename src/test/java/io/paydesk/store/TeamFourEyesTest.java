package io.paydesk.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Four eyes on payouts (db/team/10_four_eyes.sql), through plain JDBC as each role. */
class TeamFourEyesTest {
  private static TeamStoreFixture team;
  private static final AtomicLong REF = new AtomicLong();

  @BeforeAll
  static void setUp() throws SQLException {
    team = TeamStoreFixture.start().withEveryRole();
    team.add("approver2", List.of("approver"));
    for (int i = 0; i < 10; i++) {
      team.add("fin" + i, List.of("finance"));
    }
    try (Connection c = team.connect("admin");
        Statement s = c.createStatement()) {
      s.execute(
          "INSERT INTO payout_approval_rules (currency, threshold, daily_limit)"
              + " VALUES ('BRL', 1000, 5000)");
    }
  }

  static long prepare(Connection c, String amount, String batch) throws SQLException {
    try (PreparedStatement ps =
        c.prepareStatement(
            "INSERT INTO payout_requests (batch_id, merchant_reference, amount, currency,"
                + " beneficiary_name, account_masked, purpose, request_sealed, idempotency_key)"
                + " VALUES (?, ?, ?, 'BRL', 'Ana', '****1234', 'rent', ?, ?) RETURNING id")) {
      ps.setString(1, batch);
      ps.setString(2, "ref-" + REF.incrementAndGet());
      ps.setBigDecimal(3, new BigDecimal(amount));
      ps.setBytes(4, new byte[] {1, 2, 3});
      ps.setString(5, "idem-" + REF.get());
      try (ResultSet rs = ps.executeQuery()) {
        rs.next();
        return rs.getLong(1);
      }
    }
  }

  static String[] row(long id) throws SQLException {
    try (Connection c = team.connectAsOwner();
        PreparedStatement ps =
            c.prepareStatement(
                "SELECT state, reasons, preparer, approver FROM payout_requests WHERE id = ?")) {
      ps.setLong(1, id);
      try (ResultSet rs = ps.executeQuery()) {
        rs.next();
        return new String[] {rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4)};
      }
    }
  }

  static int update(Connection c, String sql, long id) throws SQLException {
    try (PreparedStatement ps = c.prepareStatement(sql)) {
      ps.setLong(1, id);
      return ps.executeUpdate();
    }
  }

  @Test
  void theDatabaseDecidesAndRefuses() throws SQLException {
    try (Connection fin = team.connect("fin0");
        Connection appr = team.connect("approver");
        Connection appr2 = team.connect("approver2");
        Connection support = team.connect("support")) {
      long small = prepare(fin, "10", null);
      assertEquals("APPROVED", row(small)[0]);
      assertEquals("", row(small)[1]);
      assertEquals(team.login("fin0"), row(small)[2]);
      long big = prepare(fin, "1000", null);
      assertEquals("AWAITING", row(big)[0]);
      assertEquals("THRESHOLD", row(big)[1]);
      long bulk = prepare(fin, "1", "batch-1");
      assertEquals("BULK", row(bulk)[1]);
      // forged preparer, forged "no approval needed"
      assertThrows(
          SQLException.class,
          () ->
              fin.createStatement()
                  .execute(
                      "INSERT INTO payout_requests (merchant_reference, amount, currency,"
                          + " beneficiary_name, account_masked, request_sealed, idempotency_key,"
                          + " preparer) VALUES ('x1', 5, 'BRL', 'A', '*', '\\x01', 'k1', '"
                          + team.login("approver")
                          + "')"));
      assertThrows(
          SQLException.class,
          () ->
              fin.createStatement()
                  .execute(
                      "INSERT INTO payout_requests (merchant_reference, amount, currency,"
                          + " beneficiary_name, account_masked, request_sealed, idempotency_key,"
                          + " state, reasons) VALUES ('x2', 5000, 'BRL', 'A', '*', '\\x01', 'k2',"
                          + " 'APPROVED', '')"));
      // editing an awaiting request's amount
      assertThrows(
          SQLException.class,
          () -> update(fin, "UPDATE payout_requests SET amount = 1 WHERE id = ?", big));
      assertThrows(
          SQLException.class,
          () -> update(appr, "UPDATE payout_requests SET account_masked = '*9' WHERE id = ?", big));
      // approval without the approver role (support may not even update)
      assertThrows(
          SQLException.class,
          () -> update(support, "UPDATE payout_requests SET state = 'APPROVED' WHERE id = ?", big));
      // approval by the finance preparer
      assertThrows(
          SQLException.class,
          () -> update(fin, "UPDATE payout_requests SET state = 'APPROVED' WHERE id = ?", big));
      // approved once, never twice
      assertEquals(
          1, update(appr, "UPDATE payout_requests SET state = 'APPROVED' WHERE id = ?", big));
      assertEquals(team.login("approver"), row(big)[3]);
      assertThrows(
          SQLException.class,
          () -> update(appr2, "UPDATE payout_requests SET state = 'APPROVED' WHERE id = ?", big));
      // rejected: needs a reason, then never approved
      assertThrows(
          SQLException.class,
          () -> update(appr, "UPDATE payout_requests SET state = 'REJECTED' WHERE id = ?", bulk));
      assertEquals(
          1,
          update(
              appr,
              "UPDATE payout_requests SET state = 'REJECTED', rejection_reason = 'no' WHERE id = ?",
              bulk));
      assertThrows(
          SQLException.class,
          () -> update(appr2, "UPDATE payout_requests SET state = 'APPROVED' WHERE id = ?", bulk));
      // sent once: claim, then a second claim finds nothing to claim
      assertEquals(
          1,
          update(
              appr,
              "UPDATE payout_requests SET state = 'SENDING' WHERE id = ? AND state = 'APPROVED'",
              big));
      assertEquals(
          0,
          update(
              appr2,
              "UPDATE payout_requests SET state = 'SENDING' WHERE id = ? AND state = 'APPROVED'",
              big));
    }
    // audited, each with the person the database stamped, amount and currency
    try (Connection c = team.connectAsOwner();
        ResultSet rs =
            c.createStatement()
                .executeQuery(
                    "SELECT string_agg(action || '/' || person || '/' || amount::int || currency,"
                        + " ' ' ORDER BY seq) FROM audit_log WHERE action LIKE 'payout.request.%'"
                        + " AND target_id IN (SELECT merchant_reference FROM payout_requests"
                        + " WHERE amount = 1000)")) {
      rs.next();
      assertEquals(
          "payout.request.prepared/"
              + team.login("fin0")
              + "/1000BRL"
              + " payout.request.approved/"
              + team.login("approver")
              + "/1000BRL"
              + " payout.request.sending/"
              + team.login("approver")
              + "/1000BRL",
          rs.getString(1));
    }
  }

  @Test
  void anApproverWhoPreparedCannotApproveTheirOwn() throws SQLException {
    String both = team.add("both", List.of("finance", "approver"));
    try (Connection c = team.connect("both")) {
      long id = prepare(c, "2000", null);
      assertEquals(both, row(id)[2]);
      assertThrows(
          SQLException.class,
          () -> update(c, "UPDATE payout_requests SET state = 'APPROVED' WHERE id = ?", id));
    }
  }

  @Test
  void anExpiredRequestIsNeverApproved() throws SQLException {
    long id;
    try (Connection fin = team.connect("fin1")) {
      id = prepare(fin, "3000", null);
    }
    try (Connection owner = team.connectAsOwner();
        Statement s = owner.createStatement()) {
      // the owner (who alone may) sets this row's expiry in the past, the rules off for one step
      s.execute("ALTER TABLE payout_requests DISABLE TRIGGER paydesk_payout_request_rules");
      s.execute(
          "UPDATE payout_requests SET expires_at = now() - interval '1 minute' WHERE id = " + id);
      s.execute("ALTER TABLE payout_requests ENABLE TRIGGER paydesk_payout_request_rules");
    }
    try (Connection appr = team.connect("approver")) {
      assertThrows(
          SQLException.class,
          () -> update(appr, "UPDATE payout_requests SET state = 'APPROVED' WHERE id = ?", id));
      try (ResultSet rs =
          appr.createStatement().executeQuery("SELECT paydesk_expire_payout_requests()")) {
        rs.next();
      }
    }
    assertEquals("EXPIRED", row(id)[0]);
  }

  @Test
  void tenPreparersRacingPastTheirLimitNeverSlipUnder() throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(10);
    try {
      List<Future<List<Long>>> all = new ArrayList<>();
      for (int p = 2; p < 10; p++) {
        String who = "fin" + p;
        for (int t = 0; t < 2; t++) {
          all.add(
              pool.submit(
                  () -> {
                    List<Long> ids = new ArrayList<>();
                    try (Connection c = team.connect(who)) {
                      for (int i = 0; i < 8; i++) {
                        ids.add(prepare(c, "900", null));
                      }
                    }
                    return ids;
                  }));
        }
      }
      for (Future<List<Long>> f : all) {
        f.get();
      }
    } finally {
      pool.shutdown();
    }
    // Per preparer, the payouts that need no approval never sum past the limit (5000): 900 x 5.
    try (Connection c = team.connectAsOwner();
        ResultSet rs =
            c.createStatement()
                .executeQuery(
                    "SELECT preparer, sum(amount) FILTER (WHERE reasons = ''),"
                        + " count(*) FILTER (WHERE reasons = 'DAILY_LIMIT') FROM payout_requests"
                        + " WHERE preparer LIKE '%fin%' AND preparer NOT LIKE '%fin0'"
                        + " AND preparer NOT LIKE '%fin1' GROUP BY preparer")) {
      int n = 0;
      while (rs.next()) {
        n++;
        assertEquals(0, new BigDecimal("4500").compareTo(rs.getBigDecimal(2)), rs.getString(1));
        assertEquals(11, rs.getInt(3));
      }
      assertEquals(8, n);
    }
  }
}
