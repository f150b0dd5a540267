package io.paydesk.store;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.ZoneId;
import java.util.HexFormat;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * Makes a PostgreSQL database a team store, with the owner's login: the shared migrations, then the
 * team's roles, grants, triggers and functions (src/main/resources/db/team, PostgreSQL only; each
 * file can run again), and the first admin. What each role may do is enforced there, not here: a
 * person may connect with psql using their own login.
 */
public final class TeamSetup {
  /** The team's SQL files, in the order they run. */
  static final List<String> FILES =
      List.of(
          "01_roles_and_private.sql",
          "02_audit.sql",
          "03_journal.sql",
          "04_copy.sql",
          "05_users.sql",
          "06_grants.sql",
          "07_live.sql",
          "08_one_submission.sql",
          "09_versions_and_claims.sql",
          "10_four_eyes.sql");

  /** The first PostgreSQL version a team store runs on. */
  static final int MIN_VERSION = 150000;

  private static final String APPLIED = "team_sql";

  private TeamSetup() {}

  /** What {@link #init} did. */
  public record Init(boolean changed, String admin, char[] firstPassword, String message) {}

  /**
   * Sets up the team store at {@code url} with the owner's login and makes {@code admin} its first
   * admin with a generated password (which must be changed at first sign-in). A store already set
   * up is left as it is ({@link Init#changed()} false).
   *
   * @throws StoreException with the reason when the server or database cannot hold a team store
   */
  public static Init init(String url, String owner, String password, String admin) {
    TeamStoreUrl.requireTlsOffThisMachine(url);
    // The store's own rule (db/team/05_users.sql), checked before anything changes.
    if (admin == null
        || !admin.matches("[a-z][a-z0-9_.]{0,62}")
        || admin.startsWith("pg_")
        || admin.startsWith("paydesk_")) {
      throw new IllegalArgumentException(
          "A user name is a lower-case letter, then letters, digits, \"_\" or \".\" (at most 63),"
              + " not starting with pg_ or paydesk_.");
    }
    try (Connection c = DriverManager.getConnection(url, owner, password)) {
      requireTeamCapable(c);
      if (hasPeople(c)) {
        String applied = applied(c);
        return new Init(
            false,
            null,
            null,
            fingerprint().equals(applied)
                ? "This team store is set up already: nothing changed."
                : "This team store is set up already, by another version: nothing changed. Run"
                    + " `team migrate` to bring it to this version.");
      }
    } catch (SQLException e) {
      throw TeamUsers.refusal("set up the team store", e);
    }
    migrate(url, owner, password);
    char[] first = TeamUsers.generatePassword();
    try (Connection c = DriverManager.getConnection(url, owner, password)) {
      TeamUsers.call(c, "SELECT paydesk_add_user(?, ARRAY['admin'], ?, true)", admin, first);
    } catch (SQLException e) {
      throw TeamUsers.refusal("add the first admin", e);
    }
    return new Init(
        true, admin, first, "The team store is set up; its first admin is " + admin + ".");
  }

  /**
   * Brings a team store to this version with the owner's login: the shared migrations, then the
   * team's SQL again (new tables get their rules). Answers what it did, in words.
   */
  public static String migrate(String url, String owner, String password) {
    TeamStoreUrl.requireTlsOffThisMachine(url);
    try (Connection c = DriverManager.getConnection(url, owner, password)) {
      requireTeamCapable(c);
    } catch (SQLException e) {
      throw TeamUsers.refusal("prepare the team store", e);
    }
    Stores.migrate(url, owner, password);
    String before;
    try (Connection c = DriverManager.getConnection(url, owner, password)) {
      before = applied(c);
      c.setAutoCommit(false);
      try (Statement st = c.createStatement()) {
        for (String file : FILES) {
          st.execute(read(file));
        }
      }
      try (PreparedStatement ps =
          c.prepareStatement(
              "INSERT INTO paydesk_private.setup (name, value) VALUES (?, ?)"
                  + " ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value")) {
        ps.setString(1, APPLIED);
        ps.setString(2, fingerprint());
        ps.executeUpdate();
      }
      c.commit();
    } catch (SQLException e) {
      throw TeamUsers.refusal("apply the team store's rules", e);
    }
    // The overview's day zone is a shared setting people's logins cannot write: chosen now.
    try (Db db = new Db(url, owner, password)) {
      DailyAggregates.open(db, ZoneId.systemDefault());
    }
    return fingerprint().equals(before)
        ? "The team store was at this version already."
        : "The team store is at this version now.";
  }

  /** Checks the team store's audit chain from its first row, with any login that reads it. */
  public static AuditVerification checkAudit(String url, String user, String password) {
    TeamStoreUrl.requireTlsOffThisMachine(url);
    try (Db db = new Db(url, user, password)) {
      return new AuditLog(db, "", "", null).verify();
    }
  }

  /** Refuses a server older than 15, a database not C-collated, or an owner who cannot manage. */
  static void requireTeamCapable(Connection c) throws SQLException {
    try (Statement st = c.createStatement();
        ResultSet rs =
            st.executeQuery(
                "SELECT current_setting('server_version_num')::int,"
                    + " current_setting('server_version'), d.datcollate, d.datctype,"
                    + " r.rolsuper, r.rolcreaterole,"
                    + " pg_has_role(session_user, 'pg_signal_backend', 'MEMBER'),"
                    + " pg_get_userbyid(d.datdba) = session_user"
                    + " FROM pg_database d, pg_roles r"
                    + " WHERE d.datname = current_database() AND r.rolname = session_user")) {
      rs.next();
      if (rs.getInt(1) < MIN_VERSION) {
        throw new StoreException(
            "PostgreSQL "
                + rs.getString(2)
                + " is too old for a team store: it needs PostgreSQL 15 or later (its"
                + " CREATEROLE and public schema rules are the ones this store relies on).");
      }
      if (!"C".equals(rs.getString(3)) || !"C".equals(rs.getString(4))) {
        throw new StoreException(
            "The database is collated "
                + rs.getString(3)
                + " (ctype "
                + rs.getString(4)
                + "); a team store needs C, so that sorting and searches give the same order as"
                + " on every console and indexes survive an operating system upgrade. Create it"
                + " with: CREATE DATABASE name TEMPLATE template0 LC_COLLATE 'C' LC_CTYPE 'C'"
                + " OWNER owner.");
      }
      boolean superuser = rs.getBoolean(5);
      if (!superuser && !(rs.getBoolean(6) && rs.getBoolean(7) && rs.getBoolean(8))) {
        throw new StoreException(
            "The owner's login must own the database, hold CREATEROLE (to make people's logins"
                + " through the store's functions) and be a member of pg_signal_backend (to end"
                + " a disabled person's sessions).");
      }
    }
  }

  private static boolean hasPeople(Connection c) throws SQLException {
    try (Statement st = c.createStatement();
        ResultSet rs =
            st.executeQuery(
                "SELECT to_regclass('paydesk_private.people') IS NOT NULL AND EXISTS"
                    + " (SELECT 1 FROM pg_roles WHERE rolname = 'paydesk_admin')")) {
      rs.next();
      if (!rs.getBoolean(1)) {
        return false;
      }
    }
    try (Statement st = c.createStatement();
        ResultSet rs = st.executeQuery("SELECT EXISTS (SELECT 1 FROM paydesk_private.people)")) {
      rs.next();
      return rs.getBoolean(1);
    }
  }

  private static String applied(Connection c) throws SQLException {
    try (Statement st = c.createStatement();
        ResultSet rs = st.executeQuery("SELECT to_regclass('paydesk_private.setup') IS NOT NULL")) {
      rs.next();
      if (!rs.getBoolean(1)) {
        return null;
      }
    }
    try (PreparedStatement ps =
        c.prepareStatement("SELECT value FROM paydesk_private.setup WHERE name = ?")) {
      ps.setString(1, APPLIED);
      try (ResultSet rs = ps.executeQuery()) {
        return rs.next() ? rs.getString(1) : null;
      }
    }
  }

  /** SHA-256 of the shared migrations' checksums and the team's SQL: this version's schema. */
  static String fingerprint() {
    try {
      MessageDigest md = MessageDigest.getInstance("SHA-256");
      for (Migrations.Migration m : Migrations.all()) {
        md.update((m.version() + " " + m.checksum() + "\n").getBytes(StandardCharsets.UTF_8));
      }
      for (String file : FILES) {
        md.update(read(file).getBytes(StandardCharsets.UTF_8));
      }
      return HexFormat.of().formatHex(md.digest());
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  /** True for a PostgreSQL store set up by {@link #init}: it hashes document numbers itself. */
  static boolean isTeamStore(Db db) {
    if (db.h2) {
      return false;
    }
    return db.read(
        c -> {
          try (Statement st = c.createStatement();
              ResultSet rs =
                  st.executeQuery(
                      "SELECT to_regprocedure('public.paydesk_document_hash(text)') IS NOT NULL")) {
            return rs.next() && rs.getBoolean(1);
          }
        });
  }

  /** The team store's keyed hash of a normalized document number (the key stays there). */
  static UnaryOperator<String> documentHasher(Db db) {
    return normalized ->
        db.read(
            c -> {
              try (PreparedStatement ps = c.prepareStatement("SELECT paydesk_document_hash(?)")) {
                ps.setString(1, normalized);
                try (ResultSet rs = ps.executeQuery()) {
                  rs.next();
                  return rs.getString(1);
                }
              }
            });
  }

  /** The team's key for shared drafts (db/team/09_versions_and_claims.sql), 32 bytes. */
  static byte[] draftsKey(Db db) {
    return db.read(
        c -> {
          try (PreparedStatement ps = c.prepareStatement("SELECT paydesk_drafts_key()");
              ResultSet rs = ps.executeQuery()) {
            rs.next();
            return java.util.Base64.getDecoder().decode(rs.getString(1));
          }
        });
  }

  private static String read(String file) {
    try (InputStream in = TeamSetup.class.getResourceAsStream("/db/team/" + file)) {
      if (in == null) {
        throw new IllegalStateException("Missing resource /db/team/" + file);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
