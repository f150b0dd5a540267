package io.paydesk.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StoreTest {
  @TempDir Path dir;

  @Test
  void openH2CreatesTheFileAndKeepsDataAcrossReopening() throws Exception {
    Path file = dir.resolve("profiles").resolve("sandbox.mv.db");
    TestPayments p = TestPayments.card();
    try (Store store = Stores.openH2(file)) {
      assertEquals("sandbox", store.profile());
      store.payments().upsertJson(p.json());
    }
    assertTrue(Files.exists(file));
    try (Store store = Stores.openH2(file)) {
      assertTrue(store.payments().findRow(p.id()).isPresent());
    }
  }

  @Test
  void anH2StoreKeepsOldPagesLongEnoughToSurviveAPowerFailureAndHasItsLargeCache() {
    try (Store store = Stores.openH2(dir.resolve("settings.mv.db"))) {
      assertEquals("131072", h2Setting(store, "CACHE_SIZE"));
      int retentionMs = store.db().read(c -> StoreAccess.mvStore(c).getRetentionTime());
      assertEquals(45_000, retentionMs);
    }
  }

  private static String h2Setting(Store store, String name) {
    return store
        .db()
        .read(
            c -> {
              try (PreparedStatement ps =
                  c.prepareStatement(
                      "SELECT SETTING_VALUE FROM INFORMATION_SCHEMA.SETTINGS"
                          + " WHERE SETTING_NAME = ?")) {
                ps.setString(1, name);
                try (ResultSet rs = ps.executeQuery()) {
                  return rs.next() ? rs.getString(1) : null;
                }
              }
            });
  }

  @Test
  void theLocalKeyFileIsReadableByTheUserOnly() throws Exception {
    try (Store store = Stores.openH2(dir.resolve("k.mv.db"))) {
      Path key = dir.resolve("k.key");
      assertTrue(Files.exists(key));
      if (key.getFileSystem().supportedFileAttributeViews().contains("posix")) {
        assertEquals(
            "rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(key)));
      }
    }
  }

  @Test
  void aBadJdbcUrlIsReportedInPlainWords() {
    StoreException e =
        org.junit.jupiter.api.Assertions.assertThrows(
            StoreException.class,
            () ->
                Stores.open(
                    "jdbc:postgresql://127.0.0.1:1/none",
                    "u",
                    "secret-pw",
                    "x",
                    dir.resolve("x.key")));
    assertTrue(e.getMessage().startsWith("Could not prepare the local store"));
    assertTrue(!e.getMessage().contains("secret-pw"));
  }

  @Test
  void compactingWaitsForWorkUnderWayAndWorkAfterItSucceeds() throws Exception {
    try (Store store = Stores.openH2(dir.resolve("compact.mv.db"))) {
      store.payments().upsertJson(TestPayments.card().json());
      CountDownLatch inside = new CountDownLatch(1);
      CountDownLatch letGo = new CountDownLatch(1);
      ExecutorService threads = Executors.newFixedThreadPool(2);
      try {
        Future<Long> reading =
            threads.submit(
                () ->
                    store
                        .db()
                        .read(
                            c -> {
                              inside.countDown();
                              awaitUninterrupted(letGo);
                              try (var rs =
                                  c.createStatement()
                                      .executeQuery("SELECT COUNT(*) FROM payments")) {
                                rs.next();
                                return rs.getLong(1);
                              }
                            }));
        assertTrue(inside.await(10, TimeUnit.SECONDS));
        AtomicReference<Thread> compactor = new AtomicReference<>();
        Future<?> compacting =
            threads.submit(
                () -> {
                  compactor.set(Thread.currentThread());
                  store.compact();
                });
        // The compaction waits on the store's gate while the read is under way.
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (compactor.get() == null || compactor.get().getState() != Thread.State.WAITING) {
          assertTrue(System.nanoTime() < deadline, "the compaction never waited");
          Thread.onSpinWait();
        }
        assertFalse(compacting.isDone());

        letGo.countDown();

        assertEquals(1L, reading.get(10, TimeUnit.SECONDS));
        compacting.get(60, TimeUnit.SECONDS);
        assertEquals(1, store.payments().count(PaymentQuery.builder().build()));
      } finally {
        letGo.countDown();
        threads.shutdownNow();
      }
    }
  }

  private static void awaitUninterrupted(CountDownLatch latch) {
    try {
      latch.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }
}
