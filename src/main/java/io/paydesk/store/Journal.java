package io.paydesk.store;

import io.paydesk.store.JournalEntry.KeyKind;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;

/**
 * The operation journal. A mutating request is written here before it leaves (DRAFT, then SENDING)
 * and its outcome after (SUCCEEDED, FAILED or OUTCOME_UNKNOWN). Resending reuses the same
 * idempotency key. A payout has no idempotency header, so its merchant_reference is the key: a
 * reference that is SENDING, SUCCEEDED or OUTCOME_UNKNOWN cannot be sent again until someone
 * records what happened. Writing the audit row of each outcome is the caller's step ({@link
 * AuditLog#record}).
 */
public final class Journal {
  static final String PAYOUT_OPERATION = "payout.create";
  private static final String COLUMNS =
      "id, operation, target_id, key_kind, op_key, request_json, state, attempts, result_id,"
          + " message, owner, created_at, updated_at";
  private static final int MAX_MESSAGE = 2000;

  private final Db db;
  private final String owner;

  Journal(Db db, String owner) {
    this.db = db;
    this.owner = owner;
  }

  /**
   * Records an operation that carries an idempotency key, before anything is sent. With a null key
   * a new one (a UUID) is made. Drafting again with a key already in the journal returns that entry
   * unchanged, so a retry never makes a second key.
   */
  public JournalEntry draft(
      String operation, String targetId, String idempotencyKey, String requestJson) {
    String key = idempotencyKey == null ? UUID.randomUUID().toString() : idempotencyKey;
    Optional<JournalEntry> existing = findByKey(KeyKind.IDEMPOTENCY_KEY, key);
    if (existing.isPresent()) {
      return existing.get();
    }
    return insert(operation, targetId, KeyKind.IDEMPOTENCY_KEY, key, requestJson);
  }

  /**
   * Records a payout before it is sent, keyed by its merchant_reference. When the reference is
   * already in the journal as a DRAFT or FAILED payout, that entry is reused with the new request;
   * when it is SENDING, SUCCEEDED or OUTCOME_UNKNOWN, {@link DuplicatePayoutException}.
   */
  public JournalEntry draftPayout(String merchantReference, String requestJson) {
    return draftPayout(merchantReference, null, requestJson);
  }

  /**
   * As {@link #draftPayout(String, String)}, also saving the idempotency key the payout is sent
   * with (in target_id: a payout has no target). A draft already in the journal keeps its key.
   */
  public JournalEntry draftPayout(
      String merchantReference, String idempotencyKey, String requestJson) {
    if (merchantReference == null || merchantReference.isBlank()) {
      throw new IllegalArgumentException("A payout needs a merchant reference.");
    }
    for (int attempt = 0; ; attempt++) {
      Optional<JournalEntry> existing = findByKey(KeyKind.PAYOUT_REFERENCE, merchantReference);
      if (existing.isPresent()) {
        JournalEntry e = existing.get();
        if (e.state() == JournalState.DRAFT || e.state() == JournalState.FAILED) {
          return update(
              e.id(),
              EnumSet.of(JournalState.DRAFT, JournalState.FAILED),
              "request_json = ?, state = 'DRAFT', target_id = COALESCE(target_id, ?)",
              redactedRequest(requestJson),
              idempotencyKey);
        }
        throw new DuplicatePayoutException(e);
      }
      try {
        return insertRaw(
            PAYOUT_OPERATION,
            idempotencyKey,
            KeyKind.PAYOUT_REFERENCE,
            merchantReference,
            requestJson);
      } catch (SQLException ex) {
        if (attempt < 2 && Db.isKeyClash(ex)) {
          continue; // drafted meanwhile by someone else: look again
        }
        throw Db.failure("save the payout draft", ex);
      }
    }
  }

  /**
   * Marks an operation as leaving now, and counts the attempt. Allowed from DRAFT and FAILED; also
   * from OUTCOME_UNKNOWN for operations with an idempotency key (a resend with the same key takes
   * effect once). A payout in OUTCOME_UNKNOWN must be resolved first.
   */
  public JournalEntry markSending(long id) {
    JournalEntry e = find(id).orElseThrow(() -> notFound(id));
    Set<JournalState> from =
        e.isPayout()
            ? EnumSet.of(JournalState.DRAFT, JournalState.FAILED)
            : EnumSet.of(JournalState.DRAFT, JournalState.FAILED, JournalState.OUTCOME_UNKNOWN);
    if (!from.contains(e.state())) {
      if (e.isPayout()) {
        throw new DuplicatePayoutException(e);
      }
      throw wrongState(e, "send");
    }
    return update(
        id, from, "state = 'SENDING', attempts = attempts + 1, message = NULL, owner = ?", owner);
  }

  /** The service confirmed the operation; {@code resultId} is the id it answered with. */
  public JournalEntry markSucceeded(long id, String resultId) {
    return update(
        id, EnumSet.of(JournalState.SENDING), "state = 'SUCCEEDED', result_id = ?", resultId);
  }

  /** The service refused the operation; nothing happened. {@code message} is shown to people. */
  public JournalEntry markFailed(long id, String message) {
    return update(
        id, EnumSet.of(JournalState.SENDING), "state = 'FAILED', message = ?", cut(message));
  }

  /** No answer came (time-out, dropped connection): the operation may or may not have happened. */
  public JournalEntry markOutcomeUnknown(long id, String message) {
    return update(
        id,
        EnumSet.of(JournalState.SENDING),
        "state = 'OUTCOME_UNKNOWN', message = ?",
        cut(message));
  }

  /**
   * Records what reconciliation found for an OUTCOME_UNKNOWN operation: it happened (with the id
   * the service knows it by) or it did not (then a payout's reference may be sent again).
   */
  public JournalEntry resolve(long id, boolean happened, String resultId, String message) {
    if (happened) {
      return update(
          id,
          EnumSet.of(JournalState.OUTCOME_UNKNOWN),
          "state = 'SUCCEEDED', result_id = ?, message = ?",
          resultId,
          cut(message));
    }
    return update(
        id,
        EnumSet.of(JournalState.OUTCOME_UNKNOWN),
        "state = 'FAILED', message = ?",
        cut(message));
  }

  /**
   * A new idempotency key for a FAILED operation, for when the service says the old one cannot be
   * used again (IDEMPOTENCY_DUPLICATED).
   */
  public JournalEntry renewKey(long id) {
    JournalEntry e = find(id).orElseThrow(() -> notFound(id));
    if (e.isPayout()) {
      throw new JournalStateException("A payout is keyed by its merchant reference, which stays.");
    }
    return update(id, EnumSet.of(JournalState.FAILED), "op_key = ?", UUID.randomUUID().toString());
  }

  /**
   * A new idempotency key for a FAILED payout whose key the service refused as already used
   * (IDEMPOTENCY_DUPLICATED) once the payout was found not to exist: the reference stays, the next
   * send (which the user starts) carries the new key.
   */
  public JournalEntry renewPayoutKey(long id) {
    JournalEntry e = find(id).orElseThrow(() -> notFound(id));
    if (!e.isPayout()) {
      throw new JournalStateException("Not a payout: " + e.operation());
    }
    return update(
        id, EnumSet.of(JournalState.FAILED), "target_id = ?", UUID.randomUUID().toString());
  }

  /**
   * After a restart: this owner's SENDING operations never got their answer, so they become
   * OUTCOME_UNKNOWN. Returns them. Opening a store (Stores) calls it; other owners of a shared
   * store are left alone (they may still be sending).
   */
  public List<JournalEntry> recoverAfterRestart() {
    return db.tx(
        c -> {
          List<JournalEntry> stuck = new ArrayList<>();
          try (PreparedStatement ps =
              c.prepareStatement(
                  "SELECT " + COLUMNS + " FROM operations WHERE state = 'SENDING' AND owner = ?")) {
            ps.setString(1, owner);
            try (ResultSet rs = ps.executeQuery()) {
              while (rs.next()) {
                stuck.add(entry(rs));
              }
            }
          }
          List<JournalEntry> out = new ArrayList<>();
          for (JournalEntry e : stuck) {
            try (PreparedStatement ps =
                c.prepareStatement(
                    "UPDATE operations SET state = 'OUTCOME_UNKNOWN', message = ?, updated_at ="
                        + " ? WHERE id = ? AND state = 'SENDING'")) {
              ps.setString(
                  1,
                  "Paydesk stopped while this was being sent, so its outcome is unknown."
                      + " Check it with the service before sending again.");
              ps.setObject(2, now());
              ps.setLong(3, e.id());
              ps.executeUpdate();
            }
            out.add(select(c, e.id()).orElseThrow());
          }
          return out;
        });
  }

  /** Every OUTCOME_UNKNOWN operation, oldest first: the reconciliation list. */
  public List<JournalEntry> needingReconciliation() {
    return list("state = 'OUTCOME_UNKNOWN' ORDER BY created_at, id");
  }

  public List<JournalEntry> inState(JournalState state) {
    return list("state = ? ORDER BY created_at, id", state.name());
  }

  /** The newest operations first. */
  public List<JournalEntry> recent(int limit) {
    return db.read(
        c -> {
          try (PreparedStatement ps =
              c.prepareStatement(
                  "SELECT "
                      + COLUMNS
                      + " FROM operations ORDER BY id DESC FETCH FIRST "
                      + Math.max(1, Math.min(limit, 10_000))
                      + " ROWS ONLY")) {
            return readAll(ps);
          }
        });
  }

  /** The operations of one kind on one target (e.g. a subscription's updates), newest first. */
  public List<JournalEntry> forTarget(String operation, String targetId) {
    return list("operation = ? AND target_id = ? ORDER BY id DESC", operation, targetId);
  }

  /** Who started an operation, and when. */
  public record Started(String person, Instant at) {}

  /**
   * Who sent (or is sending, or sent without an answer) {@code operation} on {@code targetId} under
   * another key than {@code ownKey}, and when: the first such row. The person is the team store's
   * login that made it (stamped by the database), else the console that did.
   */
  public Optional<Started> sentUnderAnotherKey(String operation, String targetId, String ownKey) {
    return db.read(
        c -> {
          try (PreparedStatement ps =
              c.prepareStatement(
                  "SELECT COALESCE(created_by, owner), updated_at FROM operations"
                      + " WHERE operation = ? AND target_id = ? AND op_key <> ?"
                      + " AND state IN ('SENDING', 'SUCCEEDED', 'OUTCOME_UNKNOWN')"
                      + " ORDER BY id FETCH FIRST 1 ROWS ONLY")) {
            ps.setString(1, operation);
            ps.setString(2, targetId);
            ps.setString(3, ownKey == null ? "" : ownKey);
            try (ResultSet rs = ps.executeQuery()) {
              return rs.next()
                  ? Optional.of(new Started(rs.getString(1), PaymentRepository.instant(rs, 2)))
                  : Optional.empty();
            }
          }
        });
  }

  public Optional<JournalEntry> find(long id) {
    return db.read(c -> select(c, id));
  }

  public Optional<JournalEntry> findByKey(KeyKind kind, String key) {
    return list("key_kind = ? AND op_key = ?", kind.name(), key).stream().findFirst();
  }

  /** The payout journal entry for a merchant_reference, if any. */
  public Optional<JournalEntry> findPayout(String merchantReference) {
    return findByKey(KeyKind.PAYOUT_REFERENCE, merchantReference);
  }

  private List<JournalEntry> list(String condition, String... params) {
    return db.read(
        c -> {
          try (PreparedStatement ps =
              c.prepareStatement("SELECT " + COLUMNS + " FROM operations WHERE " + condition)) {
            for (int k = 0; k < params.length; k++) {
              ps.setString(k + 1, params[k]);
            }
            return readAll(ps);
          }
        });
  }

  private JournalEntry insert(
      String operation, String targetId, KeyKind kind, String key, String requestJson) {
    try {
      return insertRaw(operation, targetId, kind, key, requestJson);
    } catch (SQLException e) {
      if (Db.isKeyClash(e)) {
        return findByKey(kind, key).orElseThrow(() -> Db.failure("save the operation", e));
      }
      throw Db.failure("save the operation", e);
    }
  }

  private JournalEntry insertRaw(
      String operation, String targetId, KeyKind kind, String key, String requestJson)
      throws SQLException {
    if (operation == null || operation.isBlank()) {
      throw new IllegalArgumentException("The operation needs a name.");
    }
    String request = redactedRequest(requestJson);
    return db.txRaw(
        c -> {
          long id;
          try (PreparedStatement ps =
              c.prepareStatement(
                  "INSERT INTO operations (operation, target_id, key_kind, op_key, request_json,"
                      + " state, attempts, owner, created_at, updated_at)"
                      + " VALUES (?, ?, ?, ?, ?, 'DRAFT', 0, ?, ?, ?)",
                  Statement.RETURN_GENERATED_KEYS)) {
            OffsetDateTime now = now();
            ps.setString(1, operation);
            ps.setString(2, targetId);
            ps.setString(3, kind.name());
            ps.setString(4, key);
            ps.setString(5, request);
            ps.setString(6, owner);
            ps.setObject(7, now);
            ps.setObject(8, now);
            ps.executeUpdate();
            try (ResultSet keys = ps.getGeneratedKeys()) {
              keys.next();
              id = keys.getLong(1);
            }
          }
          return select(c, id).orElseThrow();
        });
  }

  private static String redactedRequest(String requestJson) {
    if (requestJson == null || requestJson.isBlank()) {
      return null;
    }
    return JsonFields.write(Sensitive.redact(JsonFields.parse(requestJson)));
  }

  /** A state change made only if the row is in one of {@code from}; otherwise explained. */
  private JournalEntry update(long id, Set<JournalState> from, String set, Object... params) {
    String states = from.stream().map(s -> "'" + s.name() + "'").collect(Collectors.joining(", "));
    Optional<JournalEntry> result =
        db.tx(
            c -> {
              try (PreparedStatement ps =
                  c.prepareStatement(
                      "UPDATE operations SET "
                          + set
                          + ", updated_at = ? WHERE id = ? AND state IN ("
                          + states
                          + ")")) {
                int i = 1;
                for (Object p : params) {
                  ps.setObject(i++, p);
                }
                ps.setObject(i++, now());
                ps.setLong(i, id);
                if (ps.executeUpdate() == 0) {
                  return Optional.<JournalEntry>empty();
                }
              }
              return select(c, id);
            });
    if (result.isPresent()) {
      return result.get();
    }
    JournalEntry e = find(id).orElseThrow(() -> notFound(id));
    throw wrongState(e, "change");
  }

  private static JournalStateException wrongState(JournalEntry e, String what) {
    return new JournalStateException(
        "Cannot "
            + what
            + " operation "
            + e.id()
            + " ("
            + e.operation()
            + "): it is "
            + e.state()
            + ".");
  }

  private static JournalStateException notFound(long id) {
    return new JournalStateException("Operation " + id + " is not in the journal.");
  }

  private static Optional<JournalEntry> select(Connection c, long id) throws SQLException {
    try (PreparedStatement ps =
        c.prepareStatement("SELECT " + COLUMNS + " FROM operations WHERE id = ?")) {
      ps.setLong(1, id);
      List<JournalEntry> all = readAll(ps);
      return all.isEmpty() ? Optional.empty() : Optional.of(all.get(0));
    }
  }

  private static List<JournalEntry> readAll(PreparedStatement ps) throws SQLException {
    List<JournalEntry> out = new ArrayList<>();
    try (ResultSet rs = ps.executeQuery()) {
      while (rs.next()) {
        out.add(entry(rs));
      }
    }
    return out;
  }

  private static JournalEntry entry(ResultSet rs) throws SQLException {
    return new JournalEntry(
        rs.getLong(1),
        rs.getString(2),
        rs.getString(3),
        KeyKind.valueOf(rs.getString(4)),
        rs.getString(5),
        rs.getString(6),
        JournalState.valueOf(rs.getString(7)),
        rs.getInt(8),
        rs.getString(9),
        rs.getString(10),
        rs.getString(11),
        PaymentRepository.instant(rs, 12),
        PaymentRepository.instant(rs, 13));
  }

  private static String cut(String s) {
    return IndexedPayment.cut(s, MAX_MESSAGE);
  }

  static OffsetDateTime now() {
    return PaymentSearchSql.time(Instant.now());
  }
}
