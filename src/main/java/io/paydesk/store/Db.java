package io.paydesk.store;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/** JDBC connections for one store: a few idle connections reused, one kept open for H2. */
final class Db implements AutoCloseable {
  @FunctionalInterface
  interface Work<T> {
    T run(Connection c) throws SQLException;
  }

  private static final int MAX_IDLE = 4;

  final String url;
  final boolean h2;
  private final String user;
  private final String password;
  private final LinkedBlockingDeque<Connection> idle = new LinkedBlockingDeque<>();

  /**
   * Every piece of work holds the read side; compacting holds the write side, so work waits for a
   * compaction to end (and a compaction for work under way) instead of failing meanwhile.
   */
  private final ReentrantReadWriteLock gate = new ReentrantReadWriteLock();

  private Connection keeper;
  private volatile boolean closed;

  /** Syncs an H2 file and keeps its retention short (see H2Upkeep); null for other stores. */
  private final H2Upkeep upkeep;

  Db(String url, String user, String password) {
    this.url = url;
    this.user = user;
    this.password = password;
    this.h2 = url.startsWith("jdbc:h2:");
    try {
      this.keeper = DriverManager.getConnection(url, user, password);
    } catch (SQLException e) {
      throw failure("open the local store", e);
    }
    this.upkeep = url.startsWith("jdbc:h2:file:") ? H2Upkeep.start(this) : null;
  }

  /** The H2 file's upkeep, or null. */
  H2Upkeep upkeep() {
    return upkeep;
  }

  /** Runs with auto-commit on. */
  <T> T read(Work<T> work) {
    Lock entry = enter();
    try {
      Connection c = borrow();
      boolean ok = false;
      try {
        T result = work.run(c);
        ok = true;
        return result;
      } catch (SQLException e) {
        throw failure("read the local store", e);
      } finally {
        release(c, ok);
      }
    } finally {
      entry.unlock();
    }
  }

  /** Runs in one transaction: committed when work returns, rolled back when it throws. */
  <T> T tx(Work<T> work) {
    Lock entry = enter();
    try {
      return inTx(work);
    } finally {
      entry.unlock();
    }
  }

  private <T> T inTx(Work<T> work) {
    Connection c = borrow();
    boolean ok = false;
    try {
      c.setAutoCommit(false);
      T result = work.run(c);
      c.commit();
      ok = true;
      return result;
    } catch (SQLException e) {
      rollback(c);
      throw failure("write to the local store", e);
    } catch (RuntimeException e) {
      rollback(c);
      throw e;
    } finally {
      try {
        c.setAutoCommit(true);
      } catch (SQLException e) {
        ok = false;
      }
      release(c, ok);
    }
  }

  /** Like tx, but hands SQLException back to the caller (for retry on a key clash). */
  <T> T txRaw(Work<T> work) throws SQLException {
    Lock entry = enter();
    try {
      return inTxRaw(work);
    } finally {
      entry.unlock();
    }
  }

  private <T> T inTxRaw(Work<T> work) throws SQLException {
    Connection c = borrow();
    boolean ok = false;
    try {
      c.setAutoCommit(false);
      T result = work.run(c);
      c.commit();
      ok = true;
      return result;
    } catch (SQLException | RuntimeException e) {
      rollback(c);
      throw e;
    } finally {
      try {
        c.setAutoCommit(true);
      } catch (SQLException e) {
        ok = false;
      }
      release(c, ok);
    }
  }

  private Lock enter() {
    Lock lock = gate.readLock();
    lock.lock();
    return lock;
  }

  private static void rollback(Connection c) {
    try {
      c.rollback();
    } catch (SQLException ignored) {
      // the connection is dropped by release
    }
  }

  private Connection borrow() {
    if (closed) {
      throw new StoreException("The local store is closed.");
    }
    Connection c = idle.pollFirst();
    if (c != null) {
      return c;
    }
    try {
      return DriverManager.getConnection(url, user, password);
    } catch (SQLException e) {
      throw failure("connect to the local store", e);
    }
  }

  private void release(Connection c, boolean reusable) {
    if (reusable && !closed && idle.size() < MAX_IDLE) {
      idle.offerFirst(c);
      return;
    }
    try {
      c.close();
    } catch (SQLException ignored) {
      // nothing to do
    }
  }

  /**
   * A plain message without the driver's text, which may quote stored values; the SQL state says
   * what kind of failure it was.
   */
  static StoreException failure(String what, SQLException e) {
    // For whoever reads the log: where it failed, without the messages (they may quote values).
    StringBuilder chain = new StringBuilder();
    Throwable deepest = e;
    for (Throwable t = e; t != null; t = t.getCause()) {
      chain.append(chain.length() == 0 ? "" : " < ").append(t.getClass().getName());
      deepest = t;
    }
    StackTraceElement[] at = deepest.getStackTrace();
    org.slf4j.LoggerFactory.getLogger(Db.class)
        .warn(
            "Could not {} (SQL state {}, error {}): {} at {}",
            what,
            e.getSQLState(),
            e.getErrorCode(),
            chain,
            at.length == 0 ? "?" : at[0]);
    return new StoreException(
        "Could not "
            + what
            + " (SQL state "
            + e.getSQLState()
            + ", error "
            + e.getErrorCode()
            + ").");
  }

  static boolean isKeyClash(SQLException e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof SQLException s && "23505".equals(s.getSQLState())) {
        return true;
      }
    }
    return false;
  }

  /**
   * H2: rewrites the file without its free space (SHUTDOWN COMPACT) and opens it again, once the
   * work under way has ended; new work waits until it is done. PostgreSQL: VACUUM ANALYZE of every
   * table (the server lets work go on meanwhile).
   */
  void compact() {
    if (!h2) {
      read(
          c -> {
            try (java.sql.Statement st = c.createStatement()) {
              st.execute("VACUUM ANALYZE");
            }
            return null;
          });
      return;
    }
    if (gate.getReadHoldCount() > 0) {
      throw new IllegalStateException("compact() called from inside store work");
    }
    gate.writeLock().lock();
    try {
      shutdownCompactAndReopen();
    } finally {
      gate.writeLock().unlock();
    }
  }

  private void shutdownCompactAndReopen() {
    if (upkeep != null) {
      upkeep.closing();
    }
    Connection c;
    while ((c = idle.pollFirst()) != null) {
      try {
        c.close();
      } catch (SQLException ignored) {
        // being shut down anyway
      }
    }
    try (java.sql.Statement st = keeper.createStatement()) {
      st.execute("SHUTDOWN COMPACT");
    } catch (SQLException e) {
      throw failure("compact the local store", e);
    }
    try {
      keeper = DriverManager.getConnection(url, user, password);
    } catch (SQLException e) {
      throw failure("open the local store again after compacting", e);
    }
    if (upkeep != null) {
      upkeep.reopened();
    }
  }

  /**
   * Forces what was committed to disk on an H2 file (CHECKPOINT SYNC); a PostgreSQL commit is
   * durable already.
   */
  void syncToDisk() {
    if (upkeep != null) {
      read(
          c -> {
            try (java.sql.Statement st = c.createStatement()) {
              return st.execute("CHECKPOINT SYNC");
            }
          });
    }
  }

  @Override
  public void close() {
    if (upkeep != null) {
      upkeep.close();
    }
    closed = true;
    Connection c;
    while ((c = idle.pollFirst()) != null) {
      try {
        c.close();
      } catch (SQLException ignored) {
        // closing anyway
      }
    }
    try {
      synchronized (this) {
        keeper.close();
      }
    } catch (SQLException ignored) {
      // closing anyway
    }
  }
}
