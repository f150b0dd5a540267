package io.paydesk.store;

import java.nio.file.Path;

/** The store tests' backends (H2 file, private PostgreSQL), for tests of other packages. */
public final class StoreBackends {
  private StoreBackends() {}

  /** A fresh, migrated store on "H2" or "POSTGRES"; PostgreSQL skipped when unavailable. */
  public static Store open(String backend, Path dir) {
    return Backend.valueOf(backend).open(dir);
  }

  /** A second store on the same database as {@code first} (another process's view of it). */
  public static Store openAnother(Store first, Path dir) {
    if (first.db().h2) {
      throw new IllegalArgumentException("An H2 store takes one process.");
    }
    return Stores.open(first.db().url, PostgresServer.USER, "", "other", dir.resolve("other.key"));
  }
}
