package io.paydesk.store;

import java.security.SecureRandom;
import java.sql.Array;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.postgresql.util.PSQLException;
import org.postgresql.util.PasswordUtil;

/**
 * A team store's people, managed through its functions (db/team/05_users.sql) with the signed-in
 * person's own login: the database decides who may do what (only admins manage users; with two
 * admins a change waits for a second one). Passwords leave this computer as SCRAM verifiers only.
 */
public final class TeamUsers {
  /** The roles a person may hold (and the two service logins: inbox, sender). */
  public static final List<String> ROLES =
      List.of("support", "disputes", "finance", "approver", "manager", "admin", "inbox", "sender");

  private static final char[] ALPHABET =
      "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789".toCharArray();
  private static final SecureRandom RANDOM = new SecureRandom();

  private final String url;
  private final String user;
  private final String password;

  /** A person's view of the team store at {@code url}, signed in as {@code user}. */
  public TeamUsers(String url, String user, String password) {
    TeamStoreUrl.requireTlsOffThisMachine(url);
    this.url = url;
    this.user = user;
    this.password = password;
  }

  /** The answer of a change: applied now, or waiting for a second admin (its number). */
  public record Change(boolean pending, Long id, char[] generatedPassword) {
    static Change of(String answer, char[] generated) {
      if (answer.startsWith("pending ")) {
        return new Change(true, Long.parseLong(answer.substring(8)), generated);
      }
      return new Change(false, null, generated);
    }
  }

  /** One person of the team. */
  public record Person(
      String name,
      List<String> roles,
      boolean canSignIn,
      boolean mustChangePassword,
      Instant createdAt,
      Instant disabledAt) {}

  /** A change waiting for a second admin. */
  public record Pending(
      long id, String kind, String person, List<String> roles, String proposedBy, Instant at) {}

  /**
   * Adds a person with {@code roles} and a generated first password (to be changed at first
   * sign-in), answered once in {@link Change#generatedPassword()}.
   */
  public Change add(String name, List<String> roles) {
    char[] generated = generatePassword();
    try (Connection c = connect()) {
      return Change.of(
          call(c, "SELECT paydesk_add_user(?, ?, ?, true)", name, roles, generated), generated);
    } catch (SQLException e) {
      throw refusal("add " + name, e);
    }
  }

  /** Gives {@code name} exactly {@code roles}. */
  public Change setRoles(String name, List<String> roles) {
    try (Connection c = connect()) {
      return Change.of(call(c, "SELECT paydesk_set_roles(?, ?)", name, roles), null);
    } catch (SQLException e) {
      throw refusal("change the roles of " + name, e);
    }
  }

  /** {@code name} can no longer sign in, and their open sessions are ended. */
  public Change disable(String name) {
    try (Connection c = connect()) {
      return Change.of(call(c, "SELECT paydesk_disable_user(?)", name), null);
    } catch (SQLException e) {
      throw refusal("disable " + name, e);
    }
  }

  /** Confirms another admin's pending change. */
  public void confirm(long id) {
    try (Connection c = connect();
        PreparedStatement ps = c.prepareStatement("SELECT paydesk_confirm(?)")) {
      ps.setLong(1, id);
      ps.execute();
    } catch (SQLException e) {
      throw refusal("confirm change " + id, e);
    }
  }

  /** Sets the signed-in person's own password (sent as a SCRAM verifier). */
  public void changePassword(char[] newPassword) {
    try (Connection c = connect()) {
      call(c, "SELECT paydesk_change_password(?)", newPassword);
    } catch (SQLException e) {
      throw refusal("change the password", e);
    }
  }

  /** Everyone of the team (admins only). */
  public List<Person> list() {
    try (Connection c = connect();
        PreparedStatement ps = c.prepareStatement("SELECT * FROM paydesk_users()");
        ResultSet rs = ps.executeQuery()) {
      List<Person> out = new ArrayList<>();
      while (rs.next()) {
        out.add(
            new Person(
                rs.getString(1),
                strings(rs.getArray(2)),
                rs.getBoolean(3),
                rs.getBoolean(4),
                instant(rs, 5),
                instant(rs, 6)));
      }
      return out;
    } catch (SQLException e) {
      throw refusal("list the team", e);
    }
  }

  /** Changes waiting for a second admin (admins only). */
  public List<Pending> pending() {
    try (Connection c = connect();
        PreparedStatement ps = c.prepareStatement("SELECT * FROM paydesk_pending()");
        ResultSet rs = ps.executeQuery()) {
      List<Pending> out = new ArrayList<>();
      while (rs.next()) {
        out.add(
            new Pending(
                rs.getLong(1),
                rs.getString(2),
                rs.getString(3),
                strings(rs.getArray(4)),
                rs.getString(5),
                instant(rs, 6)));
      }
      return out;
    } catch (SQLException e) {
      throw refusal("list the pending changes", e);
    }
  }

  /** The signed-in person's roles, and whether their password must be changed first. */
  public record Me(String name, List<String> roles, boolean mustChangePassword) {}

  public Me me() {
    try (Connection c = connect();
        PreparedStatement ps = c.prepareStatement("SELECT * FROM paydesk_me()");
        ResultSet rs = ps.executeQuery()) {
      rs.next();
      return new Me(rs.getString(1), strings(rs.getArray(2)), rs.getBoolean(3));
    } catch (SQLException e) {
      throw refusal("read who is signed in", e);
    }
  }

  private Connection connect() throws SQLException {
    return DriverManager.getConnection(url, user, password);
  }

  /**
   * Runs a function call whose arguments are strings, a role list ({@code List<String>}) or a
   * password ({@code char[]}, sent as its SCRAM verifier); answers its text.
   */
  static String call(Connection c, String sql, Object... args) throws SQLException {
    try (PreparedStatement ps = c.prepareStatement(sql)) {
      for (int i = 0; i < args.length; i++) {
        Object a = args[i];
        if (a instanceof char[] secret) {
          // The driver wipes the array it encodes: the caller keeps theirs.
          ps.setString(i + 1, PasswordUtil.encodeScramSha256(secret.clone()));
        } else if (a instanceof List<?> list) {
          ps.setArray(i + 1, c.createArrayOf("text", list.toArray()));
        } else {
          ps.setString(i + 1, (String) a);
        }
      }
      try (ResultSet rs = ps.executeQuery()) {
        rs.next();
        return rs.getString(1);
      }
    }
  }

  /** A first password: 20 letters and digits (about 117 bits), none easily confused. */
  static char[] generatePassword() {
    char[] out = new char[20];
    for (int i = 0; i < out.length; i++) {
      out[i] = ALPHABET[RANDOM.nextInt(ALPHABET.length)];
    }
    return out;
  }

  /**
   * The database's refusal in its own words (the team store's functions and triggers say why), or a
   * plain failure; never the statement or its values.
   */
  static StoreException refusal(String what, SQLException e) {
    if (e instanceof PSQLException p && p.getServerErrorMessage() != null) {
      String state = p.getSQLState();
      String message = p.getServerErrorMessage().getMessage();
      if ("28P01".equals(state) || "28000".equals(state)) {
        return new StoreException(
            "Could not "
                + what
                + ": the user name or password is wrong, or the login is"
                + " disabled.");
      }
      return new StoreException("Could not " + what + ": " + message, e);
    }
    return new StoreException("Could not " + what + ": " + e.getMessage(), e);
  }

  private static List<String> strings(Array array) throws SQLException {
    if (array == null) {
      return List.of();
    }
    Object[] values = (Object[]) array.getArray();
    return Arrays.stream(values).map(String::valueOf).toList();
  }

  private static Instant instant(ResultSet rs, int column) throws SQLException {
    java.time.OffsetDateTime t = rs.getObject(column, java.time.OffsetDateTime.class);
    return t == null ? null : t.toInstant();
  }
}
