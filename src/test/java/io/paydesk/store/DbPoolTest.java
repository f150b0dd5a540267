package io.paydesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.spi.IThrowableProxy;
import ch.qos.logback.classic.spi.StackTraceElementProxy;
import ch.qos.logback.core.read.ListAppender;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import org.h2.mvstore.MVStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.slf4j.LoggerFactory;

/** The store's connection pool (HikariCP): its bound, compaction behind it, and its logs. */
class DbPoolTest {
  @TempDir Path dir;

  @ParameterizedTest
  @EnumSource(Backend.class)
  void concurrentReadersNeverHoldMoreConnectionsThanThePoolsMaximum(Backend backend)
      throws Exception {
    try (Store store = backend.open(dir)) {
      store.payments().upsertJson(TestPayments.card().json());
      int readers = 3 * Db.MAX_CONNECTIONS;
      AtomicInteger inside = new AtomicInteger();
      AtomicInteger most = new AtomicInteger();
      AtomicInteger mostSessions = new AtomicInteger();
      CountDownLatch full = new CountDownLatch(1);
      ExecutorService threads = Executors.newFixedThreadPool(readers);
      try {
        List<Future<Long>> reads = new ArrayList<>();
        for (int i = 0; i < readers; i++) {
          reads.add(
              threads.submit(
                  () ->
                      store
                          .db()
                          .read(
                              c -> {
                                int now = inside.incrementAndGet();
                                most.accumulateAndGet(now, Math::max);
                                if (now == Db.MAX_CONNECTIONS) {
                                  full.countDown();
                                }
                                // The first readers hold their connections until the pool is
                                // full; the others then wait for one to come back.
                                awaitUninterrupted(full);
                                mostSessions.accumulateAndGet(sessions(c, backend), Math::max);
                                long payments = count(c);
                                inside.decrementAndGet();
                                return payments;
                              })));
        }
        for (Future<Long> read : reads) {
          assertThat(read.get(60, TimeUnit.SECONDS)).isEqualTo(1L);
        }
      } finally {
        full.countDown();
        threads.shutdownNow();
      }
      assertThat(most.get()).isEqualTo(Db.MAX_CONNECTIONS);
      assertThat(store.db().pool().getHikariPoolMXBean().getTotalConnections())
          .isBetween(1, Db.MAX_CONNECTIONS);
      // What the database itself counts: the pool's connections, and on H2 the one that keeps it
      // open.
      assertThat(mostSessions.get())
          .isLessThanOrEqualTo(Db.MAX_CONNECTIONS + (backend == Backend.H2 ? 1 : 0));
    }
  }

  @Test
  void workStartedDuringACompactionWaitsAndRunsOnTheReopenedFileWithEveryPooledConnection()
      throws Exception {
    try (Store store = Stores.openH2(dir.resolve("compact.mv.db"))) {
      store.payments().upsertJson(TestPayments.card().json());
      CountDownLatch inside = new CountDownLatch(1);
      CountDownLatch letGo = new CountDownLatch(1);
      AtomicReference<MVStore> before = new AtomicReference<>();
      ExecutorService threads = Executors.newFixedThreadPool(3);
      try {
        Future<Long> underWay =
            threads.submit(
                () ->
                    store
                        .db()
                        .read(
                            c -> {
                              before.set(StoreAccess.mvStore(c));
                              inside.countDown();
                              awaitUninterrupted(letGo);
                              return count(c);
                            }));
        assertThat(inside.await(10, TimeUnit.SECONDS)).isTrue();
        AtomicReference<Thread> compactor = new AtomicReference<>();
        Future<?> compacting =
            threads.submit(
                () -> {
                  compactor.set(Thread.currentThread());
                  store.compact();
                });
        awaitWaiting(compactor);
        assertThat(compacting.isDone()).isFalse();
        AtomicReference<Thread> lateThread = new AtomicReference<>();
        Future<MVStore> late =
            threads.submit(
                () -> {
                  lateThread.set(Thread.currentThread());
                  return store.db().read(StoreAccess::mvStore);
                });
        awaitWaiting(lateThread);

        letGo.countDown();

        assertThat(underWay.get(10, TimeUnit.SECONDS)).isEqualTo(1L);
        compacting.get(60, TimeUnit.SECONDS);
        // The late work ran once the file was open again: on H2's new store, the old one closed.
        MVStore reopened = late.get(10, TimeUnit.SECONDS);
        assertThat(reopened).isNotSameAs(before.get());
        assertThat(before.get().isClosed()).isTrue();
      } finally {
        letGo.countDown();
        threads.shutdownNow();
      }
      // Every connection the pool hands out now reads the compacted file.
      ExecutorService readers = Executors.newFixedThreadPool(Db.MAX_CONNECTIONS);
      CountDownLatch all = new CountDownLatch(Db.MAX_CONNECTIONS);
      try {
        List<Future<Long>> reads = new ArrayList<>();
        for (int i = 0; i < Db.MAX_CONNECTIONS; i++) {
          reads.add(
              readers.submit(
                  () ->
                      store
                          .db()
                          .read(
                              c -> {
                                all.countDown();
                                awaitUninterrupted(all);
                                return count(c);
                              })));
        }
        for (Future<Long> read : reads) {
          assertThat(read.get(30, TimeUnit.SECONDS)).isEqualTo(1L);
        }
      } finally {
        readers.shutdownNow();
      }
    }
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void closingLetsWorkUnderWayFinishAndRefusesWorkAfter(Backend backend) throws Exception {
    Store store = backend.open(dir);
    store.payments().upsertJson(TestPayments.card().json());
    CountDownLatch inside = new CountDownLatch(1);
    CountDownLatch letGo = new CountDownLatch(1);
    ExecutorService threads = Executors.newFixedThreadPool(2);
    try {
      Future<Long> underWay =
          threads.submit(
              () ->
                  store
                      .db()
                      .read(
                          c -> {
                            inside.countDown();
                            awaitUninterrupted(letGo);
                            return count(c);
                          }));
      assertThat(inside.await(10, TimeUnit.SECONDS)).isTrue();
      AtomicReference<Thread> closer = new AtomicReference<>();
      Future<?> closing =
          threads.submit(
              () -> {
                closer.set(Thread.currentThread());
                store.close();
              });
      awaitWaiting(closer);

      letGo.countDown();

      assertThat(underWay.get(10, TimeUnit.SECONDS)).isEqualTo(1L);
      closing.get(30, TimeUnit.SECONDS);
      assertThat(store.db().pool().isClosed()).isTrue();
      assertThatThrownBy(() -> store.payments().count(PaymentQuery.builder().build()))
          .isInstanceOf(StoreException.class)
          .hasMessage("The local store is closed.");
    } finally {
      letGo.countDown();
      threads.shutdownNow();
      store.close();
    }
  }

  @Test
  void thePoolIsNamedAfterTheStoreWithoutTheUrlsParametersOrUser() {
    assertThat(
            Db.poolName(
                "jdbc:h2:file:pdaes:0123abcd:/home/ana/.paydesk/default;DB_CLOSE_ON_EXIT=FALSE"))
        .isEqualTo("store default");
    assertThat(Db.poolName("jdbc:h2:file:C:\\Users\\ana\\Paydesk\\default;CIPHER=AES"))
        .isEqualTo("store default");
    assertThat(
            Db.poolName(
                "jdbc:postgresql://db.example:5432/paydesk?sslmode=verify-full&password=s3cret"))
        .isEqualTo("store postgresql://db.example:5432/paydesk");
    assertThat(Db.poolName("jdbc:postgresql://ana:s3cret@db.example/paydesk"))
        .isEqualTo("store postgresql://db.example/paydesk");
  }

  @Test
  void noPasswordOrKeyReachesTheLogWhileStoresOpenAndClose() {
    Map<String, String> secrets = new LinkedHashMap<>();
    List<String> lines = new ArrayList<>();
    Logger root = (Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
    ListAppender<ILoggingEvent> captured = new ListAppender<>();
    captured.start();
    Map<Logger, Level> levels = new LinkedHashMap<>();
    // The most a log could say: Hikari and H2 at DEBUG (Hikari then lists its configuration).
    for (String name : List.of("com.zaxxer", "org.h2", "io.paydesk", "org.postgresql")) {
      Logger logger = (Logger) LoggerFactory.getLogger(name);
      levels.put(logger, logger.getLevel());
      logger.setLevel(Level.DEBUG);
    }
    root.addAppender(captured);
    try {
      // The console's store: encrypted with a key from the credential store.
      StoreKey key = StoreKey.random();
      secrets.put("file password", new String(key.filePassword()));
      secrets.put("master key", HexFormat.of().formatHex(key.bytes()));
      try (Store store = Stores.openH2(dir.resolve("console.mv.db"), key, MigrationProgress.NONE)) {
        store.payments().upsertJson(TestPayments.card().json());
        store.compact();
        lines.add(store.db().pool().toString());
        lines.add(store.db().pool().getPoolName());
        lines.add(store.location());
      }
      // An H2 file opened by URL with H2's own encryption: "filePassword userPassword".
      String h2Password = "h2-file-secret-7Q2 h2-user-secret-9K4";
      secrets.put("H2 password", h2Password);
      String url = "jdbc:h2:file:" + dir.resolve("cipher").toAbsolutePath() + ";CIPHER=AES";
      try (Store store = Stores.open(url, "", h2Password, "cipher", dir.resolve("cipher.key"))) {
        store.payments().upsertJson(TestPayments.card().json());
        lines.add(store.db().pool().toString());
        lines.add(store.location());
      }
      // A team store: the person's password (the test server trusts its loopback logins, so the
      // password only passes through the pool's configuration to the driver).
      PostgresServer pg = PostgresServer.shared();
      if (pg != null) {
        String pgPassword = "pg-secret-R8w2";
        secrets.put("PostgreSQL password", pgPassword);
        try (Store store =
            Stores.open(
                pg.createDatabase() + "?password=" + pgPassword,
                PostgresServer.USER,
                pgPassword,
                "team",
                dir.resolve("team.key"))) {
          store.payments().upsertJson(TestPayments.card().json());
          lines.add(store.db().pool().toString());
          lines.add(store.location());
        }
      }
    } finally {
      root.detachAppender(captured);
      levels.forEach(Logger::setLevel);
    }
    for (ILoggingEvent e : captured.list) {
      lines.add(e.getLoggerName() + " " + e.getFormattedMessage());
      for (IThrowableProxy t = e.getThrowableProxy(); t != null; t = t.getCause()) {
        lines.add(t.getClassName() + ": " + t.getMessage());
        for (StackTraceElementProxy frame : t.getStackTraceElementProxyArray()) {
          lines.add(frame.getSTEAsString());
        }
      }
    }
    lines.addAll(threadNames());
    // The capture saw the pool's own lines (its configuration at DEBUG).
    assertThat(captured.list)
        .anySatisfy(e -> assertThat(e.getLoggerName()).startsWith("com.zaxxer.hikari"));
    secrets.forEach(
        (what, secret) ->
            assertThat(lines).as(what).noneMatch(line -> line != null && line.contains(secret)));
    assertThat(String.join("\n", lines)).doesNotContain("pg-secret", "h2-file-secret");
  }

  private static List<String> threadNames() {
    return Thread.getAllStackTraces().keySet().stream().map(Thread::getName).toList();
  }

  private static long count(Connection c) throws SQLException {
    try (Statement st = c.createStatement();
        ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM payments")) {
      rs.next();
      return rs.getLong(1);
    }
  }

  /** The connections the database has open to this store. */
  private static int sessions(Connection c, Backend backend) throws SQLException {
    String sql =
        backend == Backend.H2
            ? "SELECT COUNT(*) FROM INFORMATION_SCHEMA.SESSIONS"
            : "SELECT COUNT(*) FROM pg_stat_activity WHERE datname = current_database()";
    try (Statement st = c.createStatement();
        ResultSet rs = st.executeQuery(sql)) {
      rs.next();
      return rs.getInt(1);
    }
  }

  /** Waits until {@code thread} waits on the store's gate (a read-write lock). */
  private static void awaitWaiting(AtomicReference<Thread> thread) {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (!waitsOnTheGate(thread.get())) {
      assertThat(System.nanoTime()).as("it never waited").isLessThan(deadline);
      Thread.onSpinWait();
    }
  }

  private static boolean waitsOnTheGate(Thread t) {
    if (t == null
        || (t.getState() != Thread.State.WAITING && t.getState() != Thread.State.TIMED_WAITING)) {
      return false;
    }
    for (StackTraceElement frame : t.getStackTrace()) {
      if (frame.getClassName().startsWith(ReentrantReadWriteLock.class.getName())) {
        return true;
      }
    }
    return false;
  }

  private static void awaitUninterrupted(CountDownLatch latch) {
    try {
      assertThat(latch.await(30, TimeUnit.SECONDS)).isTrue();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }
}
