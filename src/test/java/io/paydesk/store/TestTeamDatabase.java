package io.paydesk.store;

/** For tests outside this package: a new empty database on the private PostgreSQL server. */
public final class TestTeamDatabase {
  private TestTeamDatabase() {}

  /**
   * {url, owner, owner's password} of a new database with {@code collation}, owned by a login that
   * is not a superuser; null (see {@link #whyUnavailable()}) when no server can start.
   */
  public static String[] create(String collation) {
    PostgresServer pg = PostgresServer.shared();
    if (pg == null) {
      return null;
    }
    PostgresServer.Owned db = pg.createOwnedDatabase(collation);
    return new String[] {db.url(), db.owner(), db.password()};
  }

  public static String whyUnavailable() {
    return PostgresServer.whyUnavailable();
  }
}
