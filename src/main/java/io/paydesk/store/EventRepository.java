package io.paydesk.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The service's events as the inbox received them (table webhook_events): each kept once by its
 * de-duplication key, claimed for applying by one worker at a time, and its raw body dropped after
 * the retention time while its key and summary stay.
 */
public final class EventRepository {
  /** The states of an event. */
  public static final String PENDING = "pending";

  public static final String APPLYING = "applying";
  public static final String APPLIED = "applied";
  public static final String RETRY = "retry";
  public static final String FAILED = "failed";
  public static final String UNKNOWN = "unknown";

  /** An event received, before it is stored. */
  public record NewEvent(
      Instant receivedAt,
      String type,
      String typeEvent,
      String dedupKey,
      String signature,
      int retry,
      String resourceId,
      byte[] rawBody) {}

  /** A stored event; {@code rawBody} is null once dropped. */
  public record StoredEvent(
      long id,
      Instant receivedAt,
      String type,
      String typeEvent,
      String dedupKey,
      String signature,
      int retry,
      String state,
      String reason,
      int attempts,
      Instant nextAttemptAt,
      String resourceId,
      byte[] rawBody) {}

  private static final String COLUMNS =
      "id, received_at, type, type_event, dedup_key, signature, retry, state, reason, attempts,"
          + " next_attempt_at, resource_id, raw_body";

  private static final String INSERT_H2 =
      "INSERT INTO webhook_events (received_at, type, type_event, dedup_key, signature, retry,"
          + " state, attempts, next_attempt_at, resource_id, raw_body)"
          + " SELECT ?, ?, ?, ?, ?, ?, 'pending', 0, ?, ?, ? FROM DUAL"
          + " WHERE NOT EXISTS (SELECT 1 FROM webhook_events WHERE dedup_key = ?)";

  private static final String INSERT_PG =
      "INSERT INTO webhook_events (received_at, type, type_event, dedup_key, signature, retry,"
          + " state, attempts, next_attempt_at, resource_id, raw_body)"
          + " VALUES (?, ?, ?, ?, ?, ?, 'pending', 0, ?, ?, ?) ON CONFLICT (dedup_key) DO NOTHING";

  private final Db db;

  EventRepository(Db db) {
    this.db = db;
  }

  /**
   * Stores the events in one transaction, each claiming its key with one insert (an H2 store has
   * one writing process; PostgreSQL's ON CONFLICT makes the claim atomic between processes), and on
   * H2 forces the file to disk before answering: what this answers as stored survives a power
   * failure.
   *
   * @return for each event, true when it was new, false when its key was already stored
   */
  public List<Boolean> insertAll(List<NewEvent> events) {
    List<Boolean> inserted =
        db.tx(
            c -> {
              List<Boolean> out = new ArrayList<>(events.size());
              try (PreparedStatement ps = c.prepareStatement(db.h2 ? INSERT_H2 : INSERT_PG)) {
                for (NewEvent e : events) {
                  ps.setTimestamp(1, Timestamp.from(e.receivedAt()));
                  ps.setString(2, cut(e.type(), 60));
                  ps.setString(3, cut(e.typeEvent(), 120));
                  ps.setString(4, e.dedupKey());
                  ps.setString(5, e.signature());
                  ps.setInt(6, e.retry());
                  ps.setTimestamp(7, Timestamp.from(e.receivedAt()));
                  ps.setString(8, cut(e.resourceId(), 100));
                  ps.setBytes(9, e.rawBody());
                  if (db.h2) {
                    ps.setString(10, e.dedupKey());
                  }
                  out.add(ps.executeUpdate() == 1);
                }
              }
              return out;
            });
    db.syncToDisk();
    return inserted;
  }

  /**
   * Claims up to {@code limit} events due at {@code now} (pending, to retry, or claimed by a worker
   * whose claim ran out) for {@code leaseSeconds}: rows another worker is claiming are skipped (FOR
   * UPDATE SKIP LOCKED), so several processes on one PostgreSQL store apply each event once.
   */
  public List<StoredEvent> claimDue(Instant now, int leaseSeconds, int limit) {
    return db.tx(
        c -> {
          List<Long> ids = new ArrayList<>();
          try (PreparedStatement ps =
              c.prepareStatement(
                  "SELECT id FROM webhook_events WHERE state IN ('pending', 'retry', 'applying')"
                      + " AND next_attempt_at <= ? ORDER BY next_attempt_at, id"
                      + " FETCH FIRST ? ROWS ONLY FOR UPDATE SKIP LOCKED")) {
            ps.setTimestamp(1, Timestamp.from(now));
            ps.setInt(2, limit);
            try (ResultSet rs = ps.executeQuery()) {
              while (rs.next()) {
                ids.add(rs.getLong(1));
              }
            }
          }
          if (ids.isEmpty()) {
            return List.of();
          }
          try (PreparedStatement ps =
              c.prepareStatement(
                  "UPDATE webhook_events SET state = 'applying', attempts = attempts + 1,"
                      + " next_attempt_at = ? WHERE id = ?")) {
            for (long id : ids) {
              ps.setTimestamp(1, Timestamp.from(now.plusSeconds(leaseSeconds)));
              ps.setLong(2, id);
              ps.addBatch();
            }
            ps.executeBatch();
          }
          return select(c, "WHERE id IN (" + "?,".repeat(ids.size() - 1) + "?) ORDER BY id", ids);
        });
  }

  /**
   * How applying a claimed event ended: the claim (the event's id and the attempt it was claimed
   * for), a state, a reason (null when none), the next attempt (null when none), and what applying
   * it writes (null for nothing).
   */
  public record Finish(
      long id,
      int attempt,
      String state,
      String reason,
      Instant nextAttemptAt,
      EventWrites writes) {}

  /**
   * Records how applying these claimed events ended, and makes their writes, in one transaction: an
   * event's copies and its state are stored together or not at all. An event is finished only while
   * its claim holds (still applying, at the attempt it was claimed for; its row locked until the
   * commit): one whose lease ran out and that another worker claimed since is left to that worker,
   * its writes not made.
   *
   * @return the ids of the events finished
   */
  public Set<Long> finish(List<Finish> done) {
    if (done.isEmpty()) {
      return Set.of();
    }
    for (int attempt = 1; ; attempt++) {
      try {
        return db.txRaw(c -> finishIn(c, done));
      } catch (SQLException e) {
        // Another writer of a shared store inserted a payment written here meanwhile: again.
        if (attempt < 3 && Db.isKeyClash(e)) {
          continue;
        }
        throw Db.failure("record applied events", e);
      }
    }
  }

  private static Set<Long> finishIn(Connection c, List<Finish> done) throws SQLException {
    Map<Long, Integer> claims = new HashMap<>();
    try (PreparedStatement ps =
        c.prepareStatement(
            "SELECT id, attempts FROM webhook_events WHERE id IN ("
                + "?,".repeat(done.size() - 1)
                + "?) AND state = 'applying' ORDER BY id FOR UPDATE")) {
      for (int i = 0; i < done.size(); i++) {
        ps.setLong(i + 1, done.get(i).id());
      }
      try (ResultSet rs = ps.executeQuery()) {
        while (rs.next()) {
          claims.put(rs.getLong(1), rs.getInt(2));
        }
      }
    }
    Set<Long> finished = new LinkedHashSet<>();
    try (PreparedStatement ps =
        c.prepareStatement(
            "UPDATE webhook_events SET state = ?, reason = ?, next_attempt_at = ? WHERE id = ?")) {
      for (Finish f : done) {
        Integer claimed = claims.get(f.id());
        if (claimed == null || claimed != f.attempt() || !finished.add(f.id())) {
          continue;
        }
        if (f.writes() != null) {
          f.writes().writeIn(c);
        }
        bindFinish(ps, f.id(), f.state(), f.reason(), f.nextAttemptAt());
        ps.addBatch();
      }
      if (!finished.isEmpty()) {
        ps.executeBatch();
      }
    }
    return finished;
  }

  private static void bindFinish(
      PreparedStatement ps, long id, String state, String reason, Instant nextAttemptAt)
      throws SQLException {
    ps.setString(1, state);
    ps.setString(2, cut(reason, 500));
    if (nextAttemptAt == null) {
      ps.setNull(3, Types.TIMESTAMP_WITH_TIMEZONE);
    } else {
      ps.setTimestamp(3, Timestamp.from(nextAttemptAt));
    }
    ps.setLong(4, id);
  }

  /** Records how applying an event ended: a state, a reason (null when none), a next attempt. */
  public void finish(long id, String state, String reason, Instant nextAttemptAt) {
    db.tx(
        c -> {
          try (PreparedStatement ps =
              c.prepareStatement(
                  "UPDATE webhook_events SET state = ?, reason = ?, next_attempt_at = ?"
                      + " WHERE id = ?")) {
            bindFinish(ps, id, state, reason, nextAttemptAt);
            return ps.executeUpdate();
          }
        });
  }

  /**
   * Makes every claimed event due now: for an H2 store at start, whose one process was stopped
   * (killed) while applying them, so they wait for no lease to run out. Answers how many.
   */
  public int releaseClaims(Instant now) {
    return db.tx(
        c -> {
          try (PreparedStatement ps =
              c.prepareStatement(
                  "UPDATE webhook_events SET state = 'retry', next_attempt_at = ?"
                      + " WHERE state = 'applying'")) {
            ps.setTimestamp(1, Timestamp.from(now));
            return ps.executeUpdate();
          }
        });
  }

  /**
   * Makes the events received since {@code since} (of {@code typeEvent} when not null) whose raw
   * body is still kept due again now, whatever their state; answers how many.
   */
  public int requeue(Instant since, String typeEvent, Instant now) {
    return db.tx(
        c -> {
          try (PreparedStatement ps =
              c.prepareStatement(
                  "UPDATE webhook_events SET state = 'pending', reason = NULL, next_attempt_at = ?"
                      + " WHERE received_at >= ? AND raw_body IS NOT NULL"
                      + (typeEvent == null ? "" : " AND type_event = ?"))) {
            ps.setTimestamp(1, Timestamp.from(now));
            ps.setTimestamp(2, Timestamp.from(since));
            if (typeEvent != null) {
              ps.setString(3, typeEvent);
            }
            return ps.executeUpdate();
          }
        });
  }

  /** Drops the raw bodies of events received before {@code before}; answers how many. */
  public int dropRawBodiesBefore(Instant before) {
    return db.tx(
        c -> {
          try (PreparedStatement ps =
              c.prepareStatement(
                  "UPDATE webhook_events SET raw_body = NULL"
                      + " WHERE received_at < ? AND raw_body IS NOT NULL"
                      + " AND state NOT IN ('pending', 'applying', 'retry')")) {
            ps.setTimestamp(1, Timestamp.from(before));
            return ps.executeUpdate();
          }
        });
  }

  /**
   * Makes one event due again now (a Retry from the console), whatever its state, when its raw body
   * is still kept.
   *
   * @return false when there is no such event or its raw body was dropped
   */
  public boolean requeueOne(long id, Instant now) {
    return db.tx(
        c -> {
          try (PreparedStatement ps =
              c.prepareStatement(
                  "UPDATE webhook_events SET state = 'pending', reason = NULL, next_attempt_at = ?,"
                      + " attempts = 0 WHERE id = ? AND raw_body IS NOT NULL")) {
            ps.setTimestamp(1, Timestamp.from(now));
            ps.setLong(2, id);
            return ps.executeUpdate() == 1;
          }
        });
  }

  /** The time the oldest event kept was received, if any. */
  public Optional<Instant> firstReceived() {
    return db.read(
        c -> {
          try (Statement st = c.createStatement();
              ResultSet rs = st.executeQuery("SELECT MIN(received_at) FROM webhook_events")) {
            Timestamp t = rs.next() ? rs.getTimestamp(1) : null;
            return Optional.ofNullable(t).map(Timestamp::toInstant);
          }
        });
  }

  /** Events received since a time: how many, and how many of them are applied. */
  public record DayCounts(long received, long applied) {}

  /** The events received since {@code since}, and how many of them are applied. */
  public DayCounts countsSince(Instant since) {
    return db.read(
        c -> {
          try (PreparedStatement ps =
              c.prepareStatement(
                  "SELECT COUNT(*), COUNT(CASE WHEN state = 'applied' THEN 1 END)"
                      + " FROM webhook_events WHERE received_at >= ?")) {
            ps.setTimestamp(1, Timestamp.from(since));
            try (ResultSet rs = ps.executeQuery()) {
              rs.next();
              return new DayCounts(rs.getLong(1), rs.getLong(2));
            }
          }
        });
  }

  /**
   * The events received between each bound and the next (by the received-time index): one count
   * fewer than bounds, in their order.
   */
  public List<Long> countsBetween(List<Instant> bounds) {
    return db.read(
        c -> {
          List<Long> out = new ArrayList<>(bounds.size());
          try (PreparedStatement ps =
              c.prepareStatement(
                  "SELECT COUNT(*) FROM webhook_events WHERE received_at >= ? AND received_at < ?")) {
            for (int i = 0; i + 1 < bounds.size(); i++) {
              ps.setTimestamp(1, Timestamp.from(bounds.get(i)));
              ps.setTimestamp(2, Timestamp.from(bounds.get(i + 1)));
              try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                out.add(rs.getLong(1));
              }
            }
          }
          return out;
        });
  }

  /**
   * A payment an event referred to that is not read yet: none of its events is applied (the service
   * not reached, the payment not found yet).
   */
  public record Unread(String paymentId, Instant firstReceived, long events, String reason) {}

  /** The payments referred to by events none of which is applied, oldest first, at most limit. */
  public List<Unread> unreadPayments(int limit) {
    return db.read(
        c -> {
          List<Unread> out = new ArrayList<>();
          try (PreparedStatement ps =
              c.prepareStatement(
                  "SELECT resource_id, MIN(received_at), COUNT(*), MAX(reason) FROM webhook_events e"
                      + " WHERE type = 'payment' AND resource_id IS NOT NULL AND state <> 'applied'"
                      + " AND NOT EXISTS (SELECT 1 FROM webhook_events a WHERE a.type = 'payment'"
                      + " AND a.resource_id = e.resource_id AND a.state = 'applied')"
                      + " GROUP BY resource_id ORDER BY MIN(received_at)"
                      + " FETCH FIRST "
                      + limit
                      + " ROWS ONLY")) {
            try (ResultSet rs = ps.executeQuery()) {
              while (rs.next()) {
                out.add(
                    new Unread(
                        rs.getString(1),
                        rs.getTimestamp(2).toInstant(),
                        rs.getLong(3),
                        rs.getString(4)));
              }
            }
          }
          return out;
        });
  }

  /** The time the newest event was received, if any. */
  public Optional<Instant> lastReceived() {
    return db.read(
        c -> {
          try (Statement st = c.createStatement();
              ResultSet rs = st.executeQuery("SELECT MAX(received_at) FROM webhook_events")) {
            Timestamp t = rs.next() ? rs.getTimestamp(1) : null;
            return Optional.ofNullable(t).map(Timestamp::toInstant);
          }
        });
  }

  /** How many events are in each state. */
  public Map<String, Long> countByState() {
    return db.read(
        c -> {
          Map<String, Long> out = new LinkedHashMap<>();
          try (Statement st = c.createStatement();
              ResultSet rs =
                  st.executeQuery(
                      "SELECT state, COUNT(*) FROM webhook_events GROUP BY state ORDER BY state")) {
            while (rs.next()) {
              out.put(rs.getString(1), rs.getLong(2));
            }
          }
          return out;
        });
  }

  /**
   * The events in {@code state} (unknown types, failed ones), oldest first, at most {@code limit}.
   */
  public List<StoredEvent> inState(String state, int limit) {
    return db.read(
        c -> select(c, "WHERE state = ? ORDER BY id FETCH FIRST " + limit + " ROWS ONLY", state));
  }

  /** Every stored event, oldest first (for tests and small stores). */
  public List<StoredEvent> all() {
    return db.read(c -> select(c, "ORDER BY id"));
  }

  private static List<StoredEvent> select(Connection c, String where, Object... args)
      throws SQLException {
    Object[] flat = args.length == 1 && args[0] instanceof List<?> l ? l.toArray() : args;
    List<StoredEvent> out = new ArrayList<>();
    try (PreparedStatement ps =
        c.prepareStatement("SELECT " + COLUMNS + " FROM webhook_events " + where)) {
      for (int i = 0; i < flat.length; i++) {
        ps.setObject(i + 1, flat[i]);
      }
      try (ResultSet rs = ps.executeQuery()) {
        while (rs.next()) {
          Timestamp next = rs.getTimestamp(11);
          out.add(
              new StoredEvent(
                  rs.getLong(1),
                  rs.getTimestamp(2).toInstant(),
                  rs.getString(3),
                  rs.getString(4),
                  rs.getString(5),
                  rs.getString(6),
                  rs.getInt(7),
                  rs.getString(8),
                  rs.getString(9),
                  rs.getInt(10),
                  next == null ? null : next.toInstant(),
                  rs.getString(12),
                  rs.getBytes(13)));
        }
      }
    }
    return out;
  }

  private static String cut(String s, int max) {
    return s == null || s.length() <= max ? s : s.substring(0, max);
  }
}
