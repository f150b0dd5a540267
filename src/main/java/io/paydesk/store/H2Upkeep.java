package io.paydesk.store;

import java.sql.ResultSet;
import java.sql.Statement;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps an H2 store file small without risking it: H2 keeps the space of rewritten pages for 45 s
 * (its retention time) because it assumes the operating system has written its buffers to disk by
 * then; a power failure before that could otherwise leave a file whose newest pages were never
 * written and whose older ones were already overwritten. Here the store forces its writes to disk
 * itself ({@code CHECKPOINT SYNC}) within {@link #SYNC_PERIOD_MS} of any write, so a retention of
 * {@link #RETENTION_MS} keeps the same margin while a bulk load no longer keeps 45 s of rewritten
 * index pages (the file peaked at 36.9 KB a payment at 20,000 payments; see
 * src/site/markdown/store-size.md). The shorter retention is set only once a sync has succeeded,
 * and H2's default is put back when the store closes.
 */
final class H2Upkeep implements AutoCloseable {
  /** How long H2 keeps rewritten pages: several sync periods. */
  static final int RETENTION_MS = 5_000;

  /** How often pending writes are forced to disk while the store is being written. */
  static final long SYNC_PERIOD_MS = 1_000;

  /** H2's own retention time. */
  static final int H2_DEFAULT_RETENTION_MS = 45_000;

  private static final Logger LOG = LoggerFactory.getLogger(H2Upkeep.class);

  private final Db db;
  private final ScheduledExecutorService timer;
  private long syncedWrites = -1;
  private volatile boolean shortRetention;

  private H2Upkeep(Db db) {
    this.db = db;
    this.timer =
        Executors.newSingleThreadScheduledExecutor(
            r -> {
              Thread t = new Thread(r, "paydesk-store-sync");
              t.setDaemon(true);
              return t;
            });
  }

  /** Starts the upkeep of an H2 file store: the first sync comes after one period. */
  static H2Upkeep start(Db db) {
    H2Upkeep upkeep = new H2Upkeep(db);
    upkeep.timer.scheduleWithFixedDelay(
        upkeep::tick, SYNC_PERIOD_MS, SYNC_PERIOD_MS, TimeUnit.MILLISECONDS);
    return upkeep;
  }

  /** True once the store runs with the shorter retention (a sync has succeeded). */
  boolean shortRetention() {
    return shortRetention;
  }

  /** The file was opened again (after a compaction): sync and set the retention afresh. */
  void reopened() {
    syncedWrites = -1;
    shortRetention = false;
  }

  private void tick() {
    try {
      syncIfWritten();
    } catch (StoreException e) {
      // Closed meanwhile: nothing left to sync.
      LOG.debug("Store sync skipped: {}", e.getMessage());
    } catch (RuntimeException e) {
      LOG.warn("Store sync failed; H2's default retention is put back.", e);
      stopShortRetention();
    }
  }

  /**
   * Forces H2's writes to disk when it wrote anything since the last sync (the application's
   * commits, H2's own delayed stores and its background rewrites alike), then makes sure the
   * shorter retention is in force.
   */
  void syncIfWritten() {
    synchronized (this) {
      long written = fileWrites();
      if (written != syncedWrites || !shortRetention) {
        execute("CHECKPOINT SYNC");
        syncedWrites = fileWrites();
      }
      if (!shortRetention) {
        execute("SET RETENTION_TIME " + RETENTION_MS);
        shortRetention = true;
      }
    }
  }

  private long fileWrites() {
    return db.read(
        c -> {
          try (Statement st = c.createStatement();
              ResultSet rs =
                  st.executeQuery(
                      "SELECT SETTING_VALUE FROM INFORMATION_SCHEMA.SETTINGS"
                          + " WHERE SETTING_NAME = 'info.FILE_WRITE'")) {
            return rs.next() ? Long.parseLong(rs.getString(1)) : -1L;
          }
        });
  }

  private void execute(String sql) {
    db.read(
        c -> {
          try (Statement st = c.createStatement()) {
            st.execute(sql);
          }
          return null;
        });
  }

  private void stopShortRetention() {
    synchronized (this) {
      if (shortRetention) {
        shortRetention = false;
        try {
          execute("SET RETENTION_TIME " + H2_DEFAULT_RETENTION_MS);
        } catch (RuntimeException ignored) {
          // the store is closing
        }
      }
    }
  }

  /** Stops syncing and puts H2's retention back; call before the store's connections close. */
  @Override
  public void close() {
    timer.shutdown();
    try {
      timer.awaitTermination(10, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    stopShortRetention();
  }
}
