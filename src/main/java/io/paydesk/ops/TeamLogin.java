package io.paydesk.ops;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Where a person's team store is and who they are there: host, port, database, how the server's
 * certificate is checked, and the user name. The password is never part of it ({@link
 * TeamPasswords} keeps it). A server on this computer may be reached without TLS; any other only
 * with its certificate checked ({@code verify-full}, or {@code verify-ca}).
 *
 * @param caFile the certificate authority that signed the server's certificate, or "" for the
 *     default ({@code ~/.postgresql/root.crt})
 */
public record TeamLogin(
    String host, int port, String database, Tls tls, String caFile, String user) {

  /** How the server's certificate is checked. */
  public enum Tls {
    /** Signed by the trusted authority and issued for this host name. */
    VERIFY_FULL("verify-full"),
    /** Signed by the trusted authority (any host name). */
    VERIFY_CA("verify-ca");

    private final String sslMode;

    Tls(String sslMode) {
      this.sslMode = sslMode;
    }
  }

  /** A field of the login that can be wrong. */
  public enum Field {
    HOST,
    PORT,
    DATABASE,
    USER,
    CA_FILE
  }

  public static final int DEFAULT_PORT = 5432;

  private static final Pattern HOST =
      Pattern.compile("[A-Za-z0-9]([A-Za-z0-9.-]{0,252})|\\[[0-9A-Fa-f:]+]|[0-9A-Fa-f:]+");
  private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_$.-]{0,62}");

  public TeamLogin {
    host = host.strip();
    database = database.strip();
    user = user.strip();
    caFile = caFile == null ? "" : caFile.strip();
  }

  /**
   * The fields of a login as typed that are wrong (empty: it may be used): a host name or address,
   * a port 1 to 65535, database and user names PostgreSQL takes, a certificate file that exists.
   */
  public static Set<Field> invalid(
      String host, String port, String database, String user, String caFile) {
    Set<Field> wrong = EnumSet.noneOf(Field.class);
    if (host == null || !HOST.matcher(host.strip()).matches()) {
      wrong.add(Field.HOST);
    }
    if (port(port) == 0) {
      wrong.add(Field.PORT);
    }
    if (database == null || !NAME.matcher(database.strip()).matches()) {
      wrong.add(Field.DATABASE);
    }
    if (user == null || !NAME.matcher(user.strip()).matches()) {
      wrong.add(Field.USER);
    }
    if (caFile != null && !caFile.isBlank() && !Files.isRegularFile(Path.of(caFile.strip()))) {
      wrong.add(Field.CA_FILE);
    }
    return wrong;
  }

  /** The port typed, or 0 when it is no port. */
  public static int port(String typed) {
    try {
      int p = Integer.parseInt(typed == null ? "" : typed.strip());
      return p >= 1 && p <= 65535 ? p : 0;
    } catch (NumberFormatException e) {
      return 0;
    }
  }

  /** True for a server on this computer (no TLS needed). */
  public boolean onThisComputer() {
    String h = host.toLowerCase(Locale.ROOT);
    return h.equals("localhost") || h.startsWith("127.") || h.equals("::1") || h.equals("[::1]");
  }

  /**
   * The JDBC URL: the certificate checked off this computer; on it, TLS when the server offers it.
   */
  public String jdbcUrl() {
    StringBuilder url =
        new StringBuilder("jdbc:postgresql://")
            .append(host)
            .append(':')
            .append(port)
            .append('/')
            .append(database)
            .append("?ApplicationName=Paydesk&sslmode=")
            // A server on this computer may go without TLS, unless the person named the
            // authority whose certificate it must show.
            .append(onThisComputer() && caFile.isEmpty() ? "prefer" : tls.sslMode);
    if (!caFile.isEmpty()) {
      url.append("&sslrootcert=").append(URLEncoder.encode(caFile, StandardCharsets.UTF_8));
    }
    return url.toString();
  }

  /** The store's name among profiles: user, host and database. */
  public String profileName() {
    return "team-"
        + (user + "@" + host + "-" + port + "-" + database).replaceAll("[^A-Za-z0-9.@-]", "_");
  }

  @Override
  public String toString() {
    return user + "@" + host + ":" + port + "/" + database;
  }
}
