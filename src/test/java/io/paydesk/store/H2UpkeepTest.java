package io.paydesk.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class H2UpkeepTest {
  @TempDir Path dir;

  @Test
  void aSyncedStoreRunsWithTheShortRetentionAndPutsH2sDefaultBackWhenClosed() throws Exception {
    Path file = dir.resolve("kept.mv.db");
    try (Store store = Stores.openH2(file)) {
      H2Upkeep upkeep = store.db().upkeep();
      assertNotNull(upkeep);
      store.payments().upsertJson(TestPayments.card().json());

      upkeep.syncIfWritten();

      assertTrue(upkeep.shortRetention());
      assertEquals(H2Upkeep.RETENTION_MS, retention(store.db()));
    }
    // Another program opening the file later gets H2's own retention.
    try (Connection c = DriverManager.getConnection(Stores.h2Url(dir.resolve("kept")), "", "");
        Statement st = c.createStatement();
        ResultSet rs = st.executeQuery(RETENTION_SQL)) {
      rs.next();
      assertEquals(H2Upkeep.H2_DEFAULT_RETENTION_MS, rs.getInt(1));
    }
  }

  @Test
  void anIdleStoreIsNotWrittenBySyncing() {
    try (Store store = Stores.openH2(dir.resolve("idle.mv.db"))) {
      H2Upkeep upkeep = store.db().upkeep();
      store.payments().upsertAllJson(List.of(TestPayments.card().json()));
      upkeep.syncIfWritten();
      long writes = fileWrites(store.db());

      upkeep.syncIfWritten();
      upkeep.syncIfWritten();

      assertEquals(writes, fileWrites(store.db()));
    }
  }

  @Test
  void aCompactedStoreGetsTheShortRetentionAgain() {
    try (Store store = Stores.openH2(dir.resolve("compacted.mv.db"))) {
      H2Upkeep upkeep = store.db().upkeep();
      store.payments().upsertJson(TestPayments.card().json());
      upkeep.syncIfWritten();
      assertTrue(upkeep.heldVersion() > 0);

      // H2 closes the file for the compaction only once no version of it is held.
      store.compact();
      assertFalse(upkeep.shortRetention());
      upkeep.syncIfWritten();

      assertTrue(upkeep.shortRetention());
      assertEquals(H2Upkeep.RETENTION_MS, retention(store.db()));
    }
  }

  @Test
  void eachSyncHoldsH2sVersionUntilTheNextSyncHasEnded() {
    try (Store store = Stores.openH2(dir.resolve("held.mv.db"))) {
      H2Upkeep upkeep = store.db().upkeep();
      assertEquals(-1, upkeep.heldVersion());
      store.payments().upsertJson(TestPayments.card().json());

      upkeep.syncIfWritten();
      long first = upkeep.heldVersion();
      assertTrue(first > 0);
      // H2 went on storing versions; none after the version held may have its space reused yet.
      assertTrue(currentVersion(store.db()) > first);

      store.payments().upsertJson(TestPayments.bankTransfer().json());
      store.db().read(c -> StoreAccess.mvStore(c).commit()); // written, as H2 would within 0.5 s
      upkeep.syncIfWritten();

      assertTrue(upkeep.heldVersion() > first);
    }
  }

  @Test
  void onlyALargeFileWhoseChunksAreMostlyDeadMakesABulkWriteWait() {
    long large = 1L << 30;
    assertTrue(H2Upkeep.behind(large, H2Upkeep.LIVE_PERCENT_WANTED - 1));
    assertFalse(H2Upkeep.behind(large, H2Upkeep.LIVE_PERCENT_WANTED));
    // A small store (the demo payments of a first start) never waits.
    assertFalse(H2Upkeep.behind(H2Upkeep.ROOM_FILE_BYTES, 10));
  }

  private static final String RETENTION_SQL =
      "SELECT SETTING_VALUE FROM INFORMATION_SCHEMA.SETTINGS WHERE SETTING_NAME = 'RETENTION_TIME'";

  private static int retention(Db db) {
    return db.read(
        c -> {
          try (Statement st = c.createStatement();
              ResultSet rs = st.executeQuery(RETENTION_SQL)) {
            rs.next();
            return rs.getInt(1);
          }
        });
  }

  private static long currentVersion(Db db) {
    return db.read(c -> StoreAccess.mvStore(c).getCurrentVersion());
  }

  private static long fileWrites(Db db) {
    return db.read(c -> StoreAccess.mvStore(c).getFileStore().getWriteCount());
  }
}
