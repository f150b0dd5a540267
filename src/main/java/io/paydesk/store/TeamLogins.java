package io.paydesk.store;

import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import javax.net.ssl.SSLException;

/**
 * A person's login to a team store: who they are there (their Paydesk group roles), and a test of
 * the login that says in one word what failed, before the console opens the store with it.
 */
public final class TeamLogins {
  /** What a test of a team store login found. */
  public enum Outcome {
    /** Signed in; the store is a Paydesk store of this console's version. */
    SIGNED_IN,
    /** No server answered at that address and port (or not in time). */
    UNREACHABLE,
    /** The server's certificate was not trusted, or TLS could not be agreed. */
    TLS,
    /** The user name or the password is wrong. */
    WRONG_PASSWORD,
    /** The login exists but may not sign in (disabled by an admin). */
    DISABLED,
    /** The database answered but is no Paydesk team store (never set up with {@code team init}). */
    NOT_PAYDESK,
    /** The store was brought to a newer version of Paydesk than this console. */
    NEWER_STORE,
    /** The store is behind this console: its owner must run {@code team migrate}. */
    OLDER_STORE,
    /** Anything else; the database's own words are in {@link Probe#detail()}. */
    OTHER
  }

  /**
   * @param outcome what failed, or {@link Outcome#SIGNED_IN}
   * @param person who signed in, or null
   * @param detail the database's words for {@link Outcome#OTHER}, "" otherwise (never a password)
   */
  public record Probe(Outcome outcome, SignedIn person, String detail) {}

  private TeamLogins() {}

  /** The signed-in login and its paydesk_* group roles. */
  static SignedIn signedIn(Connection c) throws SQLException {
    String name;
    Set<String> roles = new HashSet<>();
    try (PreparedStatement ps =
            c.prepareStatement(
                "SELECT session_user, r.rolname FROM pg_roles r"
                    + " WHERE r.rolname LIKE 'paydesk\\_%'"
                    + " AND pg_has_role(session_user, r.oid, 'member')");
        ResultSet rs = ps.executeQuery()) {
      name = null;
      while (rs.next()) {
        name = rs.getString(1);
        roles.add(rs.getString(2));
      }
    }
    if (name == null) {
      try (PreparedStatement ps = c.prepareStatement("SELECT session_user");
          ResultSet rs = ps.executeQuery()) {
        rs.next();
        name = rs.getString(1);
      }
    }
    boolean mustChange = false;
    boolean teamSetUp;
    try (PreparedStatement ps =
            c.prepareStatement("SELECT to_regprocedure('paydesk_me()') IS NOT NULL");
        ResultSet rs = ps.executeQuery()) {
      teamSetUp = rs.next() && rs.getBoolean(1);
    }
    if (teamSetUp) {
      try (PreparedStatement ps =
              c.prepareStatement("SELECT must_change_password FROM paydesk_me()");
          ResultSet rs = ps.executeQuery()) {
        mustChange = rs.next() && rs.getBoolean(1);
      }
    }
    return new SignedIn(name, roles, true, mustChange);
  }

  /**
   * Signs in to {@code url} as {@code user} once, within {@code timeout}, and says what was found;
   * opens nothing else. Slow when the server does not answer: call off the FX thread.
   */
  public static Probe probe(String url, String user, String password, Duration timeout) {
    TeamStoreUrl.requireTlsOffThisMachine(url);
    Properties p = new Properties();
    p.setProperty("user", user);
    p.setProperty("password", password);
    String seconds = String.valueOf(Math.max(1, timeout.toSeconds()));
    p.setProperty("connectTimeout", seconds);
    p.setProperty("loginTimeout", seconds);
    p.setProperty("socketTimeout", seconds);
    try (Connection c = DriverManager.getConnection(url, p)) {
      Outcome schema = schema(c);
      return new Probe(schema, schema == Outcome.SIGNED_IN ? signedIn(c) : null, "");
    } catch (SQLException e) {
      Outcome o = classify(e);
      return new Probe(o, null, o == Outcome.OTHER ? firstLine(e.getMessage()) : "");
    }
  }

  /** Whether the database is a Paydesk team store of this console's version. */
  private static Outcome schema(Connection c) throws SQLException {
    try (PreparedStatement ps =
            c.prepareStatement(
                "SELECT to_regclass('flyway_schema_history') IS NOT NULL,"
                    + " EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'paydesk_admin')");
        ResultSet rs = ps.executeQuery()) {
      rs.next();
      if (!rs.getBoolean(1) || !rs.getBoolean(2)) {
        return Outcome.NOT_PAYDESK;
      }
    }
    Set<String> applied = new HashSet<>();
    try (PreparedStatement ps =
            c.prepareStatement(
                "SELECT version FROM flyway_schema_history WHERE success AND version IS NOT NULL");
        ResultSet rs = ps.executeQuery()) {
      while (rs.next()) {
        applied.add(rs.getString(1));
      }
    }
    List<String> known = Migrations.all().stream().map(Migrations.Migration::version).toList();
    if (!known.containsAll(applied)) {
      return Outcome.NEWER_STORE;
    }
    return applied.containsAll(known) ? Outcome.SIGNED_IN : Outcome.OLDER_STORE;
  }

  /** What a failed sign-in means, from the SQL state and the cause the driver gives. */
  static Outcome classify(SQLException e) {
    String state = e.getSQLState() == null ? "" : e.getSQLState();
    String message = e.getMessage() == null ? "" : e.getMessage();
    if ("28P01".equals(state)) {
      return Outcome.WRONG_PASSWORD;
    }
    if ("28000".equals(state)) {
      // "role ... is not permitted to log in" (NOLOGIN) or no pg_hba entry for this address.
      return message.contains("not permitted to log in") ? Outcome.DISABLED : Outcome.OTHER;
    }
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof SSLException || t instanceof java.security.cert.CertificateException) {
        return Outcome.TLS;
      }
      if (t instanceof ConnectException
          || t instanceof UnknownHostException
          || t instanceof NoRouteToHostException
          || t instanceof SocketTimeoutException) {
        return Outcome.UNREACHABLE;
      }
    }
    if (message.contains("SSL") || message.contains("certificate")) {
      return Outcome.TLS;
    }
    if (state.startsWith("08")) {
      return Outcome.UNREACHABLE;
    }
    return Outcome.OTHER;
  }

  private static String firstLine(String s) {
    if (s == null) {
      return "";
    }
    int nl = s.indexOf('\n');
    return nl < 0 ? s : s.substring(0, nl);
  }
}
