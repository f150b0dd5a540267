package io.paydesk.store;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.util.Credentials;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/**
 * JDBC connections for one store, H2 and PostgreSQL alike: a small HikariCP pool sized for one
 * person's console, and for H2 one more connection kept open outside the pool so the database stays
 * open while the pool retires and adds connections (H2 closes a database with its last connection).
 */
final class Db implements AutoCloseable {
  @FunctionalInterface
  interface Work<T> {
    T run(Connection c) throws SQLException;
  }

  /** At most this many connections: the console's own threads, a fetch and the upkeep at once. */
  static final int MAX_CONNECTIONS = 5;

  /** How long work waits for a free connection (or a new one to open) before it fails. */
  static final long CONNECTION_TIMEOUT_MS = 15_000;

  /** How long a check that a connection is still alive may take. */
  static final long VALIDATION_TIMEOUT_MS = 3_000;

  /** How long closing waits for work under way to end. */
  static final long CLOSE_WAIT_MS = 5_000;

  /** Connections idle this long are closed, down to one. */
  static final long IDLE_TIMEOUT_MS = 60_000;

  final String url;
  final boolean h2;
  private final String user;
  private final String password;

  /**
   * Every piece of work holds the read side; compacting holds the write side, so work waits for a
   * compaction to end (and a compaction for work under way) instead of failing meanwhile.
   */
  private final ReentrantReadWriteLock gate = new ReentrantReadWriteLock();

  /** Replaced only while the gate's write side is held (a compaction). */
  private volatile HikariDataSource pool;

  /** H2 only: keeps the database open; null for other stores. */
  private Connection keeper;

  private volatile boolean closed;

  /** Syncs an H2 file and keeps its retention short (see H2Upkeep); null for other stores. */
  private final H2Upkeep upkeep;

  Db(String url, String user, String password) {
    this.url = url;
    this.user = user;
    this.password = password;
    this.h2 = url.startsWith("jdbc:h2:");
    if (h2) {
      this.keeper = keep("open the local store");
    }
    try {
      this.pool = newPool();
    } catch (StoreException e) {
      closeKeeper();
      throw e;
    }
    this.upkeep = url.startsWith("jdbc:h2:file:") ? H2Upkeep.start(this) : null;
  }

  /**
   * The pool: its name tells which store it serves and holds no parameter of the URL; the password
   * is handed to the driver only (Hikari masks it where it logs its configuration, and no MBean is
   * registered).
   */
  private HikariDataSource newPool() {
    HikariConfig config = new HikariConfig();
    config.setPoolName(poolName(url));
    config.setJdbcUrl(url);
    config.setCredentials(Credentials.of(user, password));
    config.setMaximumPoolSize(MAX_CONNECTIONS);
    config.setMinimumIdle(1);
    config.setConnectionTimeout(CONNECTION_TIMEOUT_MS);
    config.setValidationTimeout(VALIDATION_TIMEOUT_MS);
    config.setIdleTimeout(IDLE_TIMEOUT_MS);
    config.setRegisterMbeans(false);
    try {
      return new HikariDataSource(config);
    } catch (RuntimeException e) {
      // The driver's failure (wrong password, unreachable) is the SQLException in the chain.
      for (Throwable t = e; t != null; t = t.getCause()) {
        if (t instanceof SQLException s) {
          throw failure("open the local store", s);
        }
      }
      throw new StoreException("Could not open the local store.", e);
    }
  }

  /** "store " and the H2 file's or database's name, without the URL's parameters. */
  static String poolName(String url) {
    String where = address(url);
    if (where.startsWith("jdbc:h2:")) {
      int cut = Math.max(where.lastIndexOf(':'), where.lastIndexOf('/'));
      return "store " + where.substring(Math.max(cut, where.lastIndexOf('\\')) + 1);
    }
    return "store " + where.substring("jdbc:".length());
  }

  /** This store's {@link #address(String)}. */
  String address() {
    return address(url);
  }

  /**
   * The URL without its parameters or a user before the host (either may hold a password) and, for
   * an encrypted H2 file, without the handle of its key.
   */
  static String address(String url) {
    int query = url.indexOf('?');
    String bare = query < 0 ? url : url.substring(0, query);
    int semi = bare.indexOf(';');
    bare = semi < 0 ? bare : bare.substring(0, semi);
    int host = bare.indexOf("//");
    int at = bare.indexOf('@');
    if (host >= 0 && at > host) {
      bare = bare.substring(0, host + 2) + bare.substring(at + 1);
    }
    String file = "jdbc:h2:file:";
    return bare.startsWith(file) ? file + AesFiles.plainPath(bare.substring(file.length())) : bare;
  }

  private Connection keep(String what) {
    try {
      return DriverManager.getConnection(url, user, password);
    } catch (SQLException e) {
      throw failure(what, e);
    }
  }

  /** The H2 file's upkeep, or null. */
  H2Upkeep upkeep() {
    return upkeep;
  }

  /** Runs with auto-commit on. */
  <T> T read(Work<T> work) {
    Lock entry = enter();
    try (Connection c = borrow()) {
      return work.run(c);
    } catch (SQLException e) {
      throw failure("read the local store", e);
    } finally {
      entry.unlock();
    }
  }

  /** Runs in one transaction: committed when work returns, rolled back when it throws. */
  <T> T tx(Work<T> work) {
    try {
      return txRaw(work);
    } catch (SQLException e) {
      throw failure("write to the local store", e);
    }
  }

  /** Like tx, but hands SQLException back to the caller (for retry on a key clash). */
  <T> T txRaw(Work<T> work) throws SQLException {
    Lock entry = enter();
    try (Connection c = borrow()) {
      c.setAutoCommit(false);
      try {
        T result = work.run(c);
        c.commit();
        return result;
      } catch (SQLException | RuntimeException e) {
        rollback(c);
        throw e;
      }
      // The pool puts auto-commit back when the connection returns.
    } finally {
      entry.unlock();
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
      // the pool rolls back again, or drops the connection, when it returns
    }
  }

  private Connection borrow() {
    if (closed) {
      throw new StoreException("The local store is closed.");
    }
    try {
      return pool.getConnection();
    } catch (SQLException e) {
      throw failure("connect to the local store", e);
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

  /** Called with the gate's write side held: no work is under way and none starts meanwhile. */
  private void shutdownCompactAndReopen() {
    if (upkeep != null) {
      upkeep.closing();
    }
    pool.close();
    try (java.sql.Statement st = keeper.createStatement()) {
      st.execute("SHUTDOWN COMPACT");
    } catch (SQLException e) {
      StoreException failed = failure("compact the local store", e);
      pool = newPool();
      throw failed;
    }
    keeper = keep("open the local store again after compacting");
    pool = newPool();
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

  /** The pool, for tests that watch its size. */
  HikariDataSource pool() {
    return pool;
  }

  /**
   * Closes the store once the work under way has ended (at most {@link #CLOSE_WAIT_MS}: the pool
   * then aborts what still runs); work not yet started fails as the store is closed.
   */
  @Override
  public void close() {
    if (upkeep != null) {
      upkeep.close();
    }
    closed = true;
    boolean waited = false;
    if (gate.getReadHoldCount() == 0) {
      try {
        waited = gate.writeLock().tryLock(CLOSE_WAIT_MS, TimeUnit.MILLISECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    try {
      pool.close();
      closeKeeper();
    } finally {
      if (waited) {
        gate.writeLock().unlock();
      }
    }
  }

  private void closeKeeper() {
    if (keeper != null) {
      try {
        keeper.close();
      } catch (SQLException ignored) {
        // closing anyway
      }
    }
  }
}
