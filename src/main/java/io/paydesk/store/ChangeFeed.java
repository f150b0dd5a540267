package io.paydesk.store;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.function.BiConsumer;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What other people's consoles and the inbox change in a team store, as the database announces it
 * on the channel {@value #CHANNEL} (db/team/07_live.sql): one connection of its own listens there
 * and tells {@code listener} each change another login made as (kind, id), on its own thread, from
 * the moment it is started; a lost connection is opened again after a pause.
 */
final class ChangeFeed implements AutoCloseable {
  static final String CHANNEL = "paydesk_changes";
  private static final Logger LOG = LoggerFactory.getLogger(ChangeFeed.class);
  private static final int WAIT_MS = 500;
  private static final long RETRY_MS = 2_000;

  private final String url;
  private final String user;
  private final String password;
  private final BiConsumer<String, String> listener;
  private final Thread thread;
  private volatile boolean closed;
  private volatile Connection connection;

  private ChangeFeed(
      String url, String user, String password, BiConsumer<String, String> listener) {
    this.url = url;
    this.user = user;
    this.password = password;
    this.listener = listener;
    this.thread = new Thread(this::run, "paydesk-team-changes");
    thread.setDaemon(true);
  }

  /** Listens until closed; the first LISTEN is in place when this returns (or has failed). */
  static ChangeFeed start(
      String url, String user, String password, BiConsumer<String, String> listener) {
    ChangeFeed feed = new ChangeFeed(url, user, password, listener);
    try {
      feed.connection = feed.listen();
    } catch (SQLException e) {
      LOG.warn("Not listening to the team store's changes yet: {}", e.getSQLState());
    }
    feed.thread.start();
    return feed;
  }

  private Connection listen() throws SQLException {
    Connection c = DriverManager.getConnection(url, user, password);
    try (Statement s = c.createStatement()) {
      s.execute("LISTEN " + CHANNEL);
    } catch (SQLException e) {
      c.close();
      throw e;
    }
    return c;
  }

  private void run() {
    while (!closed) {
      try {
        if (connection == null) {
          connection = listen();
        }
        PGNotification[] got = connection.unwrap(PGConnection.class).getNotifications(WAIT_MS);
        if (got != null) {
          for (PGNotification n : got) {
            tell(n.getParameter());
          }
        }
      } catch (SQLException e) {
        if (closed) {
          return;
        }
        LOG.warn("Team store changes not heard ({}); listening again shortly", e.getSQLState());
        closeConnection();
        try {
          Thread.sleep(RETRY_MS); // a pause before opening again, not a poll of any table
        } catch (InterruptedException i) {
          return;
        }
      }
    }
  }

  /** KIND:login:id; what this login changed itself is not told (its own screens know it). */
  private void tell(String payload) {
    String[] parts = payload == null ? new String[0] : payload.split(":", 3);
    if (parts.length != 3 || parts[1].equals(user)) {
      return;
    }
    try {
      listener.accept(parts[0], parts[2]);
    } catch (RuntimeException e) {
      LOG.warn("A listener of team store changes failed: {}", e.getClass().getSimpleName());
    }
  }

  private void closeConnection() {
    Connection c = connection;
    connection = null;
    if (c != null) {
      try {
        c.close();
      } catch (SQLException e) {
        // gone already
      }
    }
  }

  @Override
  public void close() {
    closed = true;
    thread.interrupt();
    closeConnection();
  }
}
