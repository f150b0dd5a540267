package io.paydesk.store;

import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * Four eyes on payouts (issue 36). Every payout to send is first saved here as a request; on a team
 * store the database (db/team/10_four_eyes.sql) stamps the preparer, decides whether it needs
 * approval and refuses what the rules forbid: a refusal comes back as a {@link StoreException}
 * carrying the database's sentence. The whole request (it holds the beneficiary's document number)
 * is sealed with the team's key (the drafts key) before it reaches the store.
 *
 * <p>On an H2 store (one person) no rule applies ({@link #rulesApply()} is false): {@link #prepare}
 * saves the request as APPROVED with no reason, so it is sent at once; nothing is ever awaiting,
 * and {@link #approve}/{@link #reject} answer false.
 *
 * <p>The flow for ops: {@code prepare} (or {@code prepareBatch}); if {@link
 * Request#needsApproval()} stop there, else {@code claimForSending} and send through the journal;
 * an approver sees {@code awaiting()}, calls {@code approve} (then {@code claimForSending}, send,
 * {@code markSent} or {@code markUnknown}) or {@code reject}.
 */
public final class PayoutApprovals {
  /** Why a payout needs approval. */
  public enum Reason {
    THRESHOLD,
    DAILY_LIMIT,
    BULK
  }

  public enum State {
    AWAITING,
    APPROVED,
    REJECTED,
    EXPIRED,
    SENDING,
    SENT,
    UNKNOWN
  }

  /** What the preparer asks to send; {@code requestJson} is sealed, the rest is shown. */
  public record Draft(
      String merchantReference,
      BigDecimal amount,
      String currency,
      String beneficiaryName,
      String accountMasked,
      String purpose,
      String requestJson,
      String idempotencyKey) {}

  /** A request as the store holds it (without its sealed body: see {@link #requestJson}). */
  public record Request(
      long id,
      String batchId,
      String merchantReference,
      BigDecimal amount,
      String currency,
      String beneficiaryName,
      String accountMasked,
      String purpose,
      String idempotencyKey,
      String preparer,
      Instant preparedAt,
      Set<Reason> reasons,
      State state,
      String approver,
      String note,
      String rejectionReason,
      Instant decidedAt,
      String sentBy,
      String payoutId,
      Instant expiresAt,
      long version) {
    /** False: "sent directly (no approval needed)". */
    public boolean needsApproval() {
      return !reasons.isEmpty();
    }
  }

  private static final String COLUMNS =
      "id, batch_id, merchant_reference, amount, currency, beneficiary_name, account_masked,"
          + " purpose, idempotency_key, preparer, prepared_at, reasons, state, approver, note,"
          + " rejection_reason, decided_at, sent_by, payout_id, expires_at, version";
  private static final int IV_BYTES = 12;
  private static final int TAG_BITS = 128;

  private final Db db;
  private final String person;
  private final byte[] h2Key;
  private final SecureRandom random = new SecureRandom();
  private SecretKeySpec key;

  PayoutApprovals(Db db, String person, byte[] h2Key) {
    this.db = db;
    this.person = person;
    this.h2Key = h2Key;
  }

  /** Whether the four-eyes rules apply (a team store), or not (H2: one person). */
  public boolean rulesApply() {
    return !db.h2;
  }

  /** Saves one payout to send; answers it with its state and why it needs approval (if it does). */
  public Request prepare(Draft draft) {
    return insert(List.of(draft), null).get(0);
  }

  /** Saves a bulk file as one batch (always awaiting approval on a team store), in one go. */
  public List<Request> prepareBatch(List<Draft> drafts) {
    return insert(drafts, "batch-" + UUID.randomUUID());
  }

  private List<Request> insert(List<Draft> drafts, String batchId) {
    List<Long> ids =
        write(
            "prepare the payout",
            c -> {
              List<Long> out = new ArrayList<>();
              String extra = db.h2 ? ", preparer, prepared_at, reasons, state, expires_at" : "";
              String marks = db.h2 ? ", ?, ?, '', 'APPROVED', ?" : "";
              try (PreparedStatement ps =
                  c.prepareStatement(
                      "INSERT INTO payout_requests (batch_id, merchant_reference, amount, currency,"
                          + " beneficiary_name, account_masked, purpose, request_sealed,"
                          + " idempotency_key"
                          + extra
                          + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?"
                          + marks
                          + ")",
                      Statement.RETURN_GENERATED_KEYS)) {
                for (Draft d : drafts) {
                  ps.setString(1, batchId);
                  ps.setString(2, d.merchantReference());
                  ps.setBigDecimal(3, d.amount());
                  ps.setString(4, d.currency());
                  ps.setString(5, d.beneficiaryName());
                  ps.setString(6, d.accountMasked());
                  ps.setString(7, d.purpose());
                  ps.setBytes(8, seal(d.requestJson()));
                  ps.setString(9, d.idempotencyKey());
                  if (db.h2) {
                    Instant now = Instant.now();
                    ps.setString(10, person);
                    ps.setObject(11, PaymentSearchSql.time(now));
                    ps.setObject(12, PaymentSearchSql.time(now.plus(Duration.ofDays(7))));
                  }
                  ps.executeUpdate();
                  try (ResultSet rs = ps.getGeneratedKeys()) {
                    rs.next();
                    out.add(rs.getLong(1));
                  }
                }
              }
              return out;
            });
    List<Request> out = new ArrayList<>();
    for (long id : ids) {
      out.add(get(id).orElseThrow());
    }
    return out;
  }

  public Optional<Request> get(long id) {
    List<Request> r = query("WHERE id = ?", id);
    return r.isEmpty() ? Optional.empty() : Optional.of(r.get(0));
  }

  /** Requests awaiting approval, oldest first (an approver's list; their own are among them). */
  public List<Request> awaiting() {
    return query("WHERE state = 'AWAITING' ORDER BY prepared_at, id");
  }

  /** The signed-in person's own requests, newest first. */
  public List<Request> mine() {
    return query(
        "WHERE preparer = " + (db.h2 ? "?" : "session_user") + " ORDER BY prepared_at DESC, id",
        db.h2 ? new Object[] {person} : new Object[0]);
  }

  public List<Request> batch(String batchId) {
    return query("WHERE batch_id = ? ORDER BY id", batchId);
  }

  /** The whole request as prepared, unsealed (for the review in words, and to send it). */
  public String requestJson(long id) {
    return db.read(
        c -> {
          try (PreparedStatement ps =
              c.prepareStatement("SELECT request_sealed FROM payout_requests WHERE id = ?")) {
            ps.setLong(1, id);
            try (ResultSet rs = ps.executeQuery()) {
              if (!rs.next()) {
                throw new StoreException("No such payout request: " + id);
              }
              return unseal(rs.getBytes(1));
            }
          }
        });
  }

  /** Approves an awaiting request: false when it is no longer awaiting (decided by someone). */
  public boolean approve(long id, String note) {
    return move("approve the payout", "state = 'APPROVED', note = ?", "id = ?", note, id) == 1;
  }

  /** Rejects an awaiting request (a reason is required): false when it is no longer awaiting. */
  public boolean reject(long id, String reason) {
    return move(
            "reject the payout", "state = 'REJECTED', rejection_reason = ?", "id = ?", reason, id)
        == 1;
  }

  /** Approves a batch whole (one transaction): the number of its requests approved. */
  public int approveBatch(String batchId, String note) {
    return move("approve the batch", "state = 'APPROVED', note = ?", "batch_id = ?", note, batchId);
  }

  public int rejectBatch(String batchId, String reason) {
    return move(
        "reject the batch",
        "state = 'REJECTED', rejection_reason = ?",
        "batch_id = ?",
        reason,
        batchId);
  }

  /**
   * Takes an approved payout for sending: only one console wins (the row's lock makes a second wait
   * and then find it SENDING); empty when another has it, or it is not approved.
   */
  public Optional<Request> claimForSending(long id) {
    int n =
        write(
            "claim the payout for sending",
            c -> {
              try (PreparedStatement ps =
                  c.prepareStatement(
                      "UPDATE payout_requests SET state = 'SENDING'"
                          + (db.h2 ? ", sent_by = ?, sending_at = CURRENT_TIMESTAMP" : "")
                          + " WHERE id = ? AND state = 'APPROVED'")) {
                int i = 1;
                if (db.h2) {
                  ps.setString(i++, person);
                }
                ps.setLong(i, id);
                return ps.executeUpdate();
              }
            });
    return n == 1 ? get(id) : Optional.empty();
  }

  public void markSent(long id, String payoutId) {
    finish(id, "SENT", payoutId);
  }

  /** The send's outcome is unknown (the console died, no answer): Check status settles it. */
  public void markUnknown(long id) {
    finish(id, "UNKNOWN", null);
  }

  private void finish(long id, String state, String payoutId) {
    int n =
        write(
            "record how the payout went",
            c -> {
              try (PreparedStatement ps =
                  c.prepareStatement(
                      "UPDATE payout_requests SET state = ?, payout_id = COALESCE(?, payout_id)"
                          + (db.h2 ? ", finished_at = CURRENT_TIMESTAMP" : "")
                          + " WHERE id = ? AND state IN ('SENDING', 'UNKNOWN')")) {
                ps.setString(1, state);
                ps.setString(2, payoutId);
                ps.setLong(3, id);
                return ps.executeUpdate();
              }
            });
    if (n != 1) {
      throw new StoreException("Payout request " + id + " is not being sent.");
    }
  }

  /** Moves every request past its time to EXPIRED; answers how many. */
  public int expire() {
    if (db.h2) {
      return 0;
    }
    return write(
        "expire payout requests",
        c -> {
          try (PreparedStatement ps =
                  c.prepareStatement("SELECT paydesk_expire_payout_requests()");
              ResultSet rs = ps.executeQuery()) {
            rs.next();
            return rs.getInt(1);
          }
        });
  }

  private int move(String what, String set, String where, String text, Object target) {
    if (db.h2) {
      return 0;
    }
    return write(
        what,
        c -> {
          try (PreparedStatement ps =
              c.prepareStatement(
                  "UPDATE payout_requests SET "
                      + set
                      + " WHERE "
                      + where
                      + " AND state = 'AWAITING'")) {
            ps.setString(1, text);
            ps.setObject(2, target);
            return ps.executeUpdate();
          }
        });
  }

  /** A write whose refusal by the database is shown in the database's own words. */
  private <T> T write(String what, Db.Work<T> work) {
    try {
      return db.txRaw(work);
    } catch (SQLException e) {
      if ("42501".equals(e.getSQLState()) || "23514".equals(e.getSQLState())) {
        throw new StoreException(firstLine(e), e);
      }
      if (Db.isKeyClash(e)) {
        throw new StoreException("This merchant reference is already prepared.", e);
      }
      throw Db.failure(what, e);
    }
  }

  private static String firstLine(SQLException e) {
    String m = String.valueOf(e.getMessage());
    m = m.lines().findFirst().orElse(m);
    return m.startsWith("ERROR: ") ? m.substring(7) : m;
  }

  private List<Request> query(String tail, Object... args) {
    return db.read(
        c -> {
          try (PreparedStatement ps =
              c.prepareStatement("SELECT " + COLUMNS + " FROM payout_requests " + tail)) {
            for (int i = 0; i < args.length; i++) {
              ps.setObject(i + 1, args[i]);
            }
            List<Request> out = new ArrayList<>();
            try (ResultSet rs = ps.executeQuery()) {
              while (rs.next()) {
                out.add(read(rs));
              }
            }
            return out;
          }
        });
  }

  private static Request read(ResultSet rs) throws SQLException {
    String reasons = rs.getString(12);
    Set<Reason> why = EnumSet.noneOf(Reason.class);
    if (reasons != null && !reasons.isEmpty()) {
      Arrays.stream(reasons.split(",")).map(Reason::valueOf).forEach(why::add);
    }
    return new Request(
        rs.getLong(1),
        rs.getString(2),
        rs.getString(3),
        rs.getBigDecimal(4),
        rs.getString(5),
        rs.getString(6),
        rs.getString(7),
        rs.getString(8),
        rs.getString(9),
        rs.getString(10),
        instant(rs, 11),
        why,
        State.valueOf(rs.getString(13)),
        rs.getString(14),
        rs.getString(15),
        rs.getString(16),
        instant(rs, 17),
        rs.getString(18),
        rs.getString(19),
        instant(rs, 20),
        rs.getLong(21));
  }

  private static Instant instant(ResultSet rs, int i) throws SQLException {
    OffsetDateTime t = rs.getObject(i, OffsetDateTime.class);
    return t == null ? null : t.toInstant();
  }

  private synchronized SecretKeySpec key() {
    if (key == null) {
      key = new SecretKeySpec(db.h2 ? h2Key : TeamSetup.draftsKey(db), "AES");
    }
    return key;
  }

  private byte[] seal(String plain) {
    try {
      byte[] iv = new byte[IV_BYTES];
      random.nextBytes(iv);
      Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
      cipher.init(Cipher.ENCRYPT_MODE, key(), new GCMParameterSpec(TAG_BITS, iv));
      byte[] sealed = cipher.doFinal(plain.getBytes(StandardCharsets.UTF_8));
      return ByteBuffer.allocate(iv.length + sealed.length).put(iv).put(sealed).array();
    } catch (GeneralSecurityException e) {
      throw new StoreException("Could not seal the payout request.", e);
    }
  }

  private String unseal(byte[] all) {
    try {
      Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
      cipher.init(Cipher.DECRYPT_MODE, key(), new GCMParameterSpec(TAG_BITS, all, 0, IV_BYTES));
      return new String(
          cipher.doFinal(all, IV_BYTES, all.length - IV_BYTES), StandardCharsets.UTF_8);
    } catch (GeneralSecurityException e) {
      throw new StoreException("This payout request cannot be opened with the team's key.", e);
    }
  }
}
