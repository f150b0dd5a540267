package io.paydesk.store;

import java.nio.file.Path;

/** The store tests' backends (H2 file, private PostgreSQL), for tests of other packages. */
public final class StoreBackends {
  private StoreBackends() {}

  /** A fresh, migrated store on "H2" or "POSTGRES"; PostgreSQL skipped when unavailable. */
  public static Store open(String backend, Path dir) {
    return Backend.valueOf(backend).open(dir);
  }
}
