package io.paydesk.store;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A team store on the private PostgreSQL server: a database owned by a login that is not a
 * superuser, set up by {@link TeamSetup#init}, with one person per role. Logins are global to the
 * server, so each fixture's names carry its own prefix.
 */
final class TeamStoreFixture {
  private static final AtomicInteger FIXTURES = new AtomicInteger();

  final PostgresServer pg;
  final PostgresServer.Owned db;
  final String prefix;
  final TeamSetup.Init init;

  /** Role ("support", ...) to that person's login name and password. */
  final Map<String, String[]> people = new LinkedHashMap<>();

  private TeamStoreFixture(PostgresServer pg) {
    this.pg = pg;
    this.db = pg.createOwnedDatabase("C");
    this.prefix = "t" + FIXTURES.incrementAndGet() + "_" + Long.toString(System.nanoTime(), 36);
    this.init = TeamSetup.init(db.url(), db.owner(), db.password(), prefix + "_admin");
    people.put("admin", new String[] {prefix + "_admin", new String(init.firstPassword())});
  }

  /** A set-up team store, or the test is skipped when no PostgreSQL server can start. */
  static TeamStoreFixture start() {
    PostgresServer pg = PostgresServer.shared();
    assumeTrue(pg != null, () -> "Skipping team store tests: " + PostgresServer.whyUnavailable());
    return new TeamStoreFixture(pg);
  }

  /** Adds (as the owner) one person for each role but admin, named PREFIX_ROLE. */
  TeamStoreFixture withEveryRole() {
    for (String role : TeamUsers.ROLES) {
      if (!role.equals("admin")) {
        add(role, List.of(role));
      }
    }
    return this;
  }

  /**
   * Adds a person (as the owner, so at once), who then chooses their own password; answers their
   * login name.
   */
  String add(String suffix, List<String> roles) {
    String name = prefix + "_" + suffix;
    addWithFirstPassword(suffix, roles);
    ownPassword(suffix);
    return name;
  }

  /** Adds a person who still has the admin's first password; answers their login name. */
  String addWithFirstPassword(String suffix, List<String> roles) {
    String name = prefix + "_" + suffix;
    TeamUsers.Change change = owner().add(name, roles);
    people.put(suffix, new String[] {name, new String(change.generatedPassword())});
    return name;
  }

  /**
   * The person under {@code suffix} chooses their own password, as at a first sign-in (an admin's
   * first password changes nothing that matters).
   */
  TeamStoreFixture ownPassword(String suffix) {
    String[] p = people.get(suffix);
    String own = p[1] + "-own";
    new TeamUsers(db.url(), p[0], p[1]).changePassword(own.toCharArray());
    p[1] = own;
    return this;
  }

  TeamUsers owner() {
    return new TeamUsers(db.url(), db.owner(), db.password());
  }

  /** The team functions as the person added under {@code suffix} ("support", "admin", ...). */
  TeamUsers as(String suffix) {
    String[] p = people.get(suffix);
    return new TeamUsers(db.url(), p[0], p[1]);
  }

  String login(String suffix) {
    return people.get(suffix)[0];
  }

  /** A plain JDBC connection with that person's own login, as psql would have. */
  Connection connect(String suffix) throws SQLException {
    String[] p = people.get(suffix);
    return DriverManager.getConnection(db.url(), p[0], p[1]);
  }

  Connection connectAsOwner() throws SQLException {
    return DriverManager.getConnection(db.url(), db.owner(), db.password());
  }
}
