package io.paydesk.store;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

/**
 * A private PostgreSQL server for the store tests: initdb into a temporary folder, pg_ctl on a free
 * loopback port, stopped and deleted when the test JVM ends. Binaries are looked for in
 * PAYDESK_PG_BIN or /usr/lib/postgresql/15/bin. initdb refuses to run as root, so as root the
 * server runs as the user "nobody" through runuser. Commits are not synced (fast tests) unless
 * {@value #DURABLE} is true.
 */
final class PostgresServer {
  static final String USER = "paydesk";

  /** With this system property true, commits are synced to disk (benchmarks); tests skip it. */
  static final String DURABLE = "paydesk.pg.durable";

  private static final Path DEFAULT_BIN = Path.of("/usr/lib/postgresql/15/bin");
  private static PostgresServer shared;
  private static String unavailable;

  private final Path bin;
  private final Path root;
  private final Path data;
  private final int port;
  private final boolean asNobody;
  private final AtomicInteger databases = new AtomicInteger();

  private PostgresServer(Path bin) throws IOException, InterruptedException {
    this.bin = bin;
    this.asNobody = "root".equals(System.getProperty("user.name"));
    this.root = Files.createTempDirectory("paydesk-pg");
    Path home = root.resolve("pg");
    Files.createDirectories(home);
    if (asNobody) {
      // nobody must traverse the temp folder and own its own subfolder.
      Files.setPosixFilePermissions(root, PosixFilePermissions.fromString("rwx--x--x"));
      UserPrincipal nobody =
          root.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("nobody");
      Files.setOwner(home, nobody);
    }
    this.data = home.resolve("data");
    this.port = freePort();
    run(
        List.of(
            bin.resolve("initdb").toString(),
            "-D",
            data.toString(),
            "-U",
            USER,
            "--auth=trust",
            "--encoding=UTF8",
            "--locale=C",
            "-N"),
        120);
    // The test owner signs in without a password; every other login (a team store's people)
    // with its SCRAM password, so wrong passwords and disabled logins are refused for real.
    Files.writeString(
        data.resolve("pg_hba.conf"),
        "local all "
            + USER
            + " trust\nhost all "
            + USER
            + " 127.0.0.1/32 trust\nlocal all all scram-sha-256\n"
            + "host all all 127.0.0.1/32 scram-sha-256\n");
    run(
        List.of(
            bin.resolve("pg_ctl").toString(),
            "-D",
            data.toString(),
            "-l",
            home.resolve("server.log").toString(),
            "-w",
            "-t",
            "60",
            "-o",
            "-p "
                + port
                + " -k "
                + home
                + " -c listen_addresses=127.0.0.1 -c max_connections=150"
                + (Boolean.getBoolean(DURABLE)
                    ? ""
                    : " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"),
            "start"),
        90);
  }

  /** The shared server, started on first use; null (with {@link #whyUnavailable()}) if none. */
  static synchronized PostgresServer shared() {
    if (shared != null || unavailable != null) {
      return shared;
    }
    String binEnv = System.getenv("PAYDESK_PG_BIN");
    Path bin = binEnv != null && !binEnv.isBlank() ? Path.of(binEnv) : DEFAULT_BIN;
    if (!Files.isExecutable(bin.resolve("initdb")) || !Files.isExecutable(bin.resolve("pg_ctl"))) {
      unavailable = "PostgreSQL server binaries not found in " + bin + " (set PAYDESK_PG_BIN)";
      return null;
    }
    try {
      shared = new PostgresServer(bin);
      Runtime.getRuntime().addShutdownHook(new Thread(shared::stop, "stop-test-postgres"));
    } catch (IOException | RuntimeException e) {
      unavailable = "Could not start a private PostgreSQL server: " + e.getMessage();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      unavailable = "Interrupted while starting PostgreSQL";
    }
    return shared;
  }

  static synchronized String whyUnavailable() {
    return unavailable;
  }

  /** A new empty database; its JDBC URL. */
  String createDatabase() {
    String name = "paydesk_" + databases.incrementAndGet();
    try (Connection c = DriverManager.getConnection(url("postgres"), USER, "");
        Statement s = c.createStatement()) {
      s.execute("CREATE DATABASE " + name);
    } catch (SQLException e) {
      throw new IllegalStateException("Could not create a test database", e);
    }
    return url(name);
  }

  /** A database owned by a login that is not a superuser, as a team store's owner is. */
  record Owned(String url, String owner, String password) {}

  /**
   * A new empty database with {@code collation}, owned by a new login holding CREATEROLE and
   * pg_signal_backend (what {@code team init} asks of a team store's owner).
   */
  Owned createOwnedDatabase(String collation) {
    String name = "paydesk_" + databases.incrementAndGet();
    String owner = "owner_" + name;
    String password = "owner-" + Long.toHexString(System.nanoTime());
    try (Connection c = DriverManager.getConnection(url("postgres"), USER, "");
        Statement s = c.createStatement()) {
      s.execute("CREATE ROLE " + owner + " LOGIN CREATEROLE PASSWORD '" + password + "'");
      s.execute("GRANT pg_signal_backend TO " + owner);
      s.execute(
          "CREATE DATABASE "
              + name
              + " OWNER "
              + owner
              + " TEMPLATE template0 LC_COLLATE '"
              + collation
              + "' LC_CTYPE '"
              + collation
              + "'");
    } catch (SQLException e) {
      throw new IllegalStateException("Could not create a test database", e);
    }
    return new Owned(url(name), owner, password);
  }

  String url(String database) {
    return "jdbc:postgresql://127.0.0.1:" + port + "/" + database;
  }

  private void stop() {
    try {
      run(
          List.of(
              bin.resolve("pg_ctl").toString(),
              "-D",
              data.toString(),
              "-m",
              "immediate",
              "-w",
              "stop"),
          60);
    } catch (IOException | RuntimeException e) {
      // the server may be gone already
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    try (Stream<Path> files = Files.walk(root)) {
      files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException e) {
      // temp folder left behind
    }
  }

  private void run(List<String> command, int timeoutSeconds)
      throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>();
    if (asNobody) {
      cmd.addAll(List.of("runuser", "-u", "nobody", "--"));
    }
    cmd.addAll(command);
    Path out = Files.createTempFile(root, "cmd", ".out");
    if (asNobody) {
      Files.setPosixFilePermissions(out, PosixFilePermissions.fromString("rw-rw-rw-"));
    }
    Process p =
        new ProcessBuilder(cmd)
            .directory(root.toFile())
            .redirectErrorStream(true)
            .redirectOutput(out.toFile())
            .start();
    if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      throw new IOException(command.get(0) + " did not finish in " + timeoutSeconds + " s");
    }
    if (p.exitValue() != 0) {
      String text = Files.readString(out);
      throw new IOException(
          Path.of(command.get(0)).getFileName()
              + " failed ("
              + p.exitValue()
              + "): "
              + text.substring(Math.max(0, text.length() - 600)));
    }
  }

  private static int freePort() throws IOException {
    try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return s.getLocalPort();
    }
  }
}
