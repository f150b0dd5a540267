package io.paydesk.store;

/** Lets tests outside this package change a store behind its back (tampering tests). */
public final class StoreAccess {
  private StoreAccess() {}

  public static int execute(Store store, String sql) {
    return store.db().tx(c -> c.createStatement().executeUpdate(sql));
  }

  /** The MVStore under an embedded H2 connection, or null (another kind of database). */
  static org.h2.mvstore.MVStore mvStore(java.sql.Connection c) throws java.sql.SQLException {
    if (!c.isWrapperFor(org.h2.jdbc.JdbcConnection.class)) {
      return null;
    }
    org.h2.engine.Session session = c.unwrap(org.h2.jdbc.JdbcConnection.class).getSession();
    if (!(session instanceof org.h2.engine.SessionLocal local)) {
      return null;
    }
    org.h2.mvstore.db.Store store = local.getDatabase().getStore();
    return store == null ? null : store.getMvStore();
  }

  /**
   * H2's count of writes to the store's file, after everything pending is stored and the store's
   * own upkeep has settled (its first sync sets the retention time, which is a write); 0 for a
   * store that is not an H2 file.
   */
  public static long settledFileWrites(Store store) {
    H2Upkeep upkeep = store.db().upkeep();
    if (upkeep == null) {
      return 0;
    }
    upkeep.syncIfWritten();
    return store
        .db()
        .read(
            c -> {
              try (var st = c.createStatement()) {
                st.execute("CHECKPOINT");
              }
              return mvStore(c).getFileStore().getWriteCount();
            });
  }
}
