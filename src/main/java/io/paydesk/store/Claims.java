package io.paydesk.store;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Who is working on which chargeback ("Ana is working on it"): one claim per payment, taken by
 * inserting it (the key refuses a second), given up by deleting it. On a team store the database
 * stamps the login and lets only that person or a manager give it up (09_versions_and_claims.sql).
 */
public final class Claims {
  /** A claim: the person working on the payment's chargeback since {@code claimedAt}. */
  public record Claim(String paymentId, String person, Instant claimedAt) {}

  private final Db db;
  private final String person;

  Claims(Db db, String person) {
    this.db = db;
    this.person = person;
  }

  /**
   * Claims the payment's chargeback for the signed-in person unless someone holds it: answers the
   * claim that holds after the call (theirs, or the one just made).
   */
  public Claim claim(String paymentId) {
    try {
      db.txRaw(
          c -> {
            try (PreparedStatement ps =
                c.prepareStatement(
                    "INSERT INTO claims (payment_id, person, claimed_at) SELECT ?, ?, ? WHERE NOT"
                        + " EXISTS (SELECT 1 FROM claims WHERE payment_id = ?)")) {
              ps.setString(1, paymentId);
              ps.setString(2, person);
              ps.setObject(3, PaymentSearchSql.time(Instant.now()));
              ps.setString(4, paymentId);
              return ps.executeUpdate();
            }
          });
    } catch (SQLException e) {
      if (!Db.isKeyClash(e)) {
        throw Db.failure("claim the chargeback", e);
      }
    }
    return of(paymentId).orElseThrow(() -> new StoreException("The claim was given up at once."));
  }

  /** Gives up the claim on the payment's chargeback; true when there was one to give up. */
  public boolean release(String paymentId) {
    return db.tx(
        c -> {
          try (PreparedStatement ps =
              c.prepareStatement("DELETE FROM claims WHERE payment_id = ?")) {
            ps.setString(1, paymentId);
            return ps.executeUpdate() > 0;
          }
        });
  }

  public Optional<Claim> of(String paymentId) {
    return db.read(
        c -> {
          try (PreparedStatement ps =
              c.prepareStatement(
                  "SELECT payment_id, person, claimed_at FROM claims WHERE payment_id = ?")) {
            ps.setString(1, paymentId);
            try (ResultSet rs = ps.executeQuery()) {
              return rs.next() ? Optional.of(read(rs)) : Optional.empty();
            }
          }
        });
  }

  /** Every claim, by payment id (a team works on tens of chargebacks at once, not thousands). */
  public Map<String, Claim> all() {
    return db.read(
        c -> {
          Map<String, Claim> out = new HashMap<>();
          try (PreparedStatement ps =
                  c.prepareStatement("SELECT payment_id, person, claimed_at FROM claims");
              ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
              Claim claim = read(rs);
              out.put(claim.paymentId(), claim);
            }
          }
          return out;
        });
  }

  private static Claim read(ResultSet rs) throws SQLException {
    return new Claim(rs.getString(1), rs.getString(2), PaymentRepository.instant(rs, 3));
  }
}
