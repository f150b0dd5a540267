package io.paydesk.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;
import org.h2.mvstore.MVStore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps an H2 store file small without risking it. H2 reuses the space of a chunk whose pages were
 * all rewritten elsewhere; a power failure after that space was overwritten but before the chunks
 * that replaced it reached the disk would leave a file whose newest pages were never written and
 * whose older ones are gone. H2 guards against this with time alone: it keeps a chunk at least its
 * retention time (45 s) after the chunk was written, assuming the operating system has written its
 * buffers by then, which keeps most of a bulk load's rewritten index pages on disk.
 *
 * <p>Here the store makes the replacing chunks durable itself and tells H2 when they are: every
 * {@link #SYNC_PERIOD_MS} after a write it runs {@code CHECKPOINT SYNC} (H2 stores what is pending,
 * waits for its writes and forces the file to disk), and it holds H2's version from just before
 * each sync until the next sync has ended. H2 does not reuse a chunk that died at or after a held
 * version, so a chunk's space is reused only once everything that replaced it has been forced to
 * disk, however long a sync takes (up to a second under a bulk load on this machine;
 * src/site/markdown/store-size.md). The retention then only keeps H2 from rewriting chunks younger
 * than {@link #RETENTION_MS}; it is set once a sync has succeeded, and H2's default is put back
 * when a sync fails and when the store closes.
 */
final class H2Upkeep implements AutoCloseable {
  /** How often pending writes are forced to disk while the store is being written. */
  static final long SYNC_PERIOD_MS = 500;

  /** How long H2 keeps chunks before rewriting or reusing them, once the store syncs itself. */
  static final int RETENTION_MS = 2_500;

  /** A bulk write waits while H2's chunks are less live than this (percent); see awaitRoom. */
  static final int LIVE_PERCENT_WANTED = 55;

  /** The longest a bulk write waits for H2 a batch. */
  static final long ROOM_WAIT_MS = 1_000;

  /** Files smaller than this never make a write wait. */
  static final long ROOM_FILE_BYTES = 64L << 20;

  /** H2's own retention time. */
  static final int H2_DEFAULT_RETENTION_MS = 45_000;

  private static final Logger LOG = LoggerFactory.getLogger(H2Upkeep.class);

  private final Db db;
  private final ScheduledExecutorService timer;
  private volatile long syncedWrites = -1;
  private volatile boolean shortRetention;

  /** H2's version held since just before the last sync that succeeded, and its store. */
  private final AtomicReference<Held> held = new AtomicReference<>();

  private record Held(MVStore store, MVStore.TxCounter version) {}

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

  /**
   * The file is about to be closed (compacted): H2 closes only a store none of whose versions is
   * held. Called while the store is held for the compaction, so no sync is under way.
   */
  void closing() {
    release();
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
   * commits, H2's own delayed stores and its background rewrites alike), holding H2's version from
   * before this sync until the next one ends; then makes sure the shorter retention is in force.
   */
  void syncIfWritten() {
    synchronized (this) {
      long written = fileWrites();
      if (written != syncedWrites || !shortRetention) {
        db.read(
            c -> {
              MVStore store = mvStore(c);
              MVStore.TxCounter version = store.registerVersionUsage();
              try (Statement st = c.createStatement()) {
                st.execute("CHECKPOINT SYNC");
              } catch (SQLException | RuntimeException e) {
                store.deregisterVersionUsage(version);
                throw e;
              }
              // What the previous sync held is on disk now, and so is all it held back.
              release();
              held.set(new Held(store, version));
              return null;
            });
        syncedWrites = fileWrites();
      }
      if (!shortRetention) {
        execute("SET RETENTION_TIME " + RETENTION_MS);
        shortRetention = true;
      }
    }
  }

  /**
   * Makes a bulk write wait (at most {@link #ROOM_WAIT_MS}) while H2's chunks are less than {@link
   * #LIVE_PERCENT_WANTED} percent live, so that a load at full speed goes no faster than H2 moves
   * the live pages out of old chunks: H2 does that at four times the pace while nothing is written
   * (store-size.md). Call between batches, outside any store work.
   */
  void awaitRoom() {
    MVStore store = db.read(H2Upkeep::mvStore);
    long deadline = System.nanoTime() + ROOM_WAIT_MS * 1_000_000;
    while (!store.isClosed()
        && behind(store.getFileStore().size(), store.getFileStore().getChunksFillRate())
        && System.nanoTime() < deadline) {
      try {
        Thread.sleep(50);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
    }
  }

  /** Whether a file of this size whose chunks are this live (percent) makes a bulk write wait. */
  static boolean behind(long fileBytes, int chunksLivePercent) {
    return fileBytes > ROOM_FILE_BYTES && chunksLivePercent < LIVE_PERCENT_WANTED;
  }

  /** H2's version held since the last sync began, or -1. */
  long heldVersion() {
    Held h = held.get();
    return h == null ? -1 : h.version().version;
  }

  /** Lets H2 go past the version held. */
  private void release() {
    Held h = held.getAndSet(null);
    if (h != null && !h.store().isClosed()) {
      h.store().deregisterVersionUsage(h.version());
    }
  }

  private static MVStore mvStore(Connection c) throws SQLException {
    return ((SessionLocal) c.unwrap(JdbcConnection.class).getSession())
        .getDatabase()
        .getStore()
        .getMvStore();
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
    release();
  }
}
