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
}
