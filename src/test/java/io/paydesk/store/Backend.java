package io.paydesk.store;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;

/** The databases every store test runs against: an H2 file and a private PostgreSQL server. */
enum Backend {
  H2,
  POSTGRES;

  /** A fresh, migrated store; on PostgreSQL, skipped with a visible reason when unavailable. */
  Store open(Path dir) {
    if (this == H2) {
      return Stores.openH2(dir.resolve("test.mv.db"));
    }
    PostgresServer pg = PostgresServer.shared();
    assumeTrue(
        pg != null, () -> "Skipping PostgreSQL store tests: " + PostgresServer.whyUnavailable());
    return Stores.open(
        pg.createDatabase(), PostgresServer.USER, "", "test", dir.resolve("local.key"));
  }

  /** Opens the same store again (as after a restart). */
  Store reopen(Store previous, Path dir) {
    if (this == H2) {
      previous.close();
      return Stores.openH2(dir.resolve("test.mv.db"));
    }
    String url = previous.db().url;
    previous.close();
    return Stores.open(url, PostgresServer.USER, "", "test", dir.resolve("local.key"));
  }
}
