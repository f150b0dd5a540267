package io.paydesk.store;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.zip.CRC32;

/**
 * The store's Flyway migrations (src/main/resources/db/migration), applied to an H2 file without
 * Flyway where Flyway would have nothing to decide: a new, empty file gets every migration, and a
 * file whose history already holds every migration (same checksums) is left as it is. Anything else
 * (a file behind, a changed migration, PostgreSQL) goes through Flyway as before. Flyway's own
 * start takes about 0.7 s of a cold start, these steps about 0.1 s; the history table is written as
 * Flyway writes it, so Flyway reads these files as its own (MigrationsTest compares the schemas and
 * validates with Flyway).
 */
final class Migrations {
  /** The migrations in order, one file name a line (MigrationsTest: every V*.sql, no other). */
  static final String INDEX = "/db/migrations.txt";

  static final String HISTORY = "flyway_schema_history";

  private static final String CREATE_HISTORY =
      "CREATE CACHED TABLE \"PUBLIC\".\""
          + HISTORY
          + "\"(\"installed_rank\" INTEGER NOT NULL, \"version\" CHARACTER VARYING(50),"
          + " \"description\" CHARACTER VARYING(200) NOT NULL, \"type\" CHARACTER VARYING(20) NOT"
          + " NULL, \"script\" CHARACTER VARYING(1000) NOT NULL, \"checksum\" INTEGER,"
          + " \"installed_by\" CHARACTER VARYING(100) NOT NULL, \"installed_on\" TIMESTAMP DEFAULT"
          + " CURRENT_TIMESTAMP NOT NULL, \"execution_time\" INTEGER NOT NULL, \"success\" BOOLEAN"
          + " NOT NULL, CONSTRAINT \""
          + HISTORY
          + "_pk\" PRIMARY KEY (\"installed_rank\"))";

  private static final String INSERT_HISTORY =
      "INSERT INTO \""
          + HISTORY
          + "\" (\"installed_rank\", \"version\", \"description\", \"type\", \"script\","
          + " \"checksum\", \"installed_by\", \"execution_time\", \"success\")"
          + " VALUES (?, ?, ?, ?, ?, ?, USER(), ?, TRUE)";

  /** One migration file: V{version}__{description}.sql. */
  record Migration(String version, String description, String script, String text) {
    /** Flyway's checksum: CRC-32 of the file's lines, without their line ends. */
    int checksum() {
      CRC32 crc = new CRC32();
      String body = text.startsWith("\uFEFF") ? text.substring(1) : text;
      for (String line : body.split("\r\n|\r|\n", -1)) {
        crc.update(line.getBytes(StandardCharsets.UTF_8));
      }
      return (int) crc.getValue();
    }

    /** The statements, with {@code ${name}} placeholders replaced and comments left out. */
    List<String> statements(Map<String, String> placeholders) {
      String sql = text;
      for (Map.Entry<String, String> p : placeholders.entrySet()) {
        sql = sql.replace("${" + p.getKey() + "}", p.getValue());
      }
      return split(sql);
    }
  }

  private Migrations() {}

  /** Every migration in the index, in order. */
  static List<Migration> all() {
    List<Migration> all = new ArrayList<>();
    for (String line : read(INDEX).split("\n")) {
      String script = line.trim();
      if (script.isEmpty() || script.startsWith("#")) {
        continue;
      }
      int sep = script.indexOf("__");
      if (!script.startsWith("V") || sep < 0 || !script.endsWith(".sql")) {
        throw new IllegalStateException("Not a migration file name: " + script);
      }
      all.add(
          new Migration(
              script.substring(1, sep),
              script.substring(sep + 2, script.length() - 4).replace('_', ' '),
              script,
              read("/db/migration/" + script)));
    }
    return all;
  }

  /**
   * Brings an H2 store up to date where that needs no decision: an empty file gets every migration;
   * a file with every one already applied is left alone.
   *
   * @return true when the store is up to date; false when Flyway must look at it
   */
  static boolean applyWithoutFlyway(Connection c, Map<String, String> placeholders)
      throws SQLException {
    List<Migration> all = all();
    if (!hasTable(c, HISTORY)) {
      if (hasAnyTable(c)) {
        return false; // tables without a history: Flyway says what is wrong
      }
      create(c, all, placeholders);
      return true;
    }
    return applied(c).equals(expected(all));
  }

  /**
   * Whether Flyway would change this H2 store: it has tables, and its history does not hold every
   * migration as they are now (a new, empty file is not behind: nothing in it to lose).
   */
  static boolean behind(Connection c) throws SQLException {
    if (!hasTable(c, HISTORY)) {
      return hasAnyTable(c);
    }
    return !applied(c).equals(expected(all()));
  }

  private static void create(Connection c, List<Migration> all, Map<String, String> placeholders)
      throws SQLException {
    boolean auto = c.getAutoCommit();
    c.setAutoCommit(true); // as Flyway on H2: each file, then its history row
    try (Statement st = c.createStatement()) {
      st.execute(CREATE_HISTORY);
      st.execute(
          "CREATE INDEX \"PUBLIC\".\""
              + HISTORY
              + "_s_idx\" ON \"PUBLIC\".\""
              + HISTORY
              + "\"(\"success\")");
    }
    try (Statement st = c.createStatement();
        PreparedStatement row = c.prepareStatement(INSERT_HISTORY)) {
      insert(row, -1, null, "<< Flyway Schema History table created >>", "TABLE", "", null, 0);
      int rank = 1;
      for (Migration m : all) {
        long start = System.nanoTime();
        for (String sql : m.statements(placeholders)) {
          st.execute(sql);
        }
        int ms = (int) ((System.nanoTime() - start) / 1_000_000);
        insert(row, rank++, m.version(), m.description(), "SQL", m.script(), m.checksum(), ms);
      }
    } finally {
      c.setAutoCommit(auto);
    }
  }

  private static void insert(
      PreparedStatement row,
      int rank,
      String version,
      String description,
      String type,
      String script,
      Integer checksum,
      int ms)
      throws SQLException {
    row.setInt(1, rank);
    row.setString(2, version);
    row.setString(3, description);
    row.setString(4, type);
    row.setString(5, script);
    if (checksum == null) {
      row.setNull(6, java.sql.Types.INTEGER);
    } else {
      row.setInt(6, checksum);
    }
    row.setInt(7, ms);
    row.executeUpdate();
  }

  /** "version checksum" of each migration, in order. */
  private static List<String> expected(List<Migration> all) {
    List<String> out = new ArrayList<>();
    for (Migration m : all) {
      out.add(m.version() + " " + m.checksum());
    }
    return out;
  }

  /** "version checksum" of each versioned row of the history, in order; a failed one too. */
  private static List<String> applied(Connection c) throws SQLException {
    List<String> out = new ArrayList<>();
    try (Statement st = c.createStatement();
        ResultSet rs =
            st.executeQuery(
                "SELECT \"version\", \"checksum\", \"success\" FROM \""
                    + HISTORY
                    + "\" WHERE \"version\" IS NOT NULL ORDER BY \"installed_rank\"")) {
      while (rs.next()) {
        out.add(rs.getString(1) + " " + rs.getString(2) + (rs.getBoolean(3) ? "" : " failed"));
      }
    }
    return out;
  }

  private static boolean hasTable(Connection c, String name) throws SQLException {
    try (ResultSet rs = c.getMetaData().getTables(null, "PUBLIC", name, new String[] {"TABLE"})) {
      return rs.next();
    }
  }

  private static boolean hasAnyTable(Connection c) throws SQLException {
    DatabaseMetaData meta = c.getMetaData();
    try (ResultSet rs = meta.getTables(null, "PUBLIC", "%", new String[] {"TABLE"})) {
      return rs.next();
    }
  }

  /**
   * The statements of a migration file: split at semicolons outside quotes, {@code --} comments
   * left out.
   */
  static List<String> split(String sql) {
    List<String> out = new ArrayList<>();
    StringBuilder cur = new StringBuilder();
    boolean quoted = false;
    boolean doubleQuoted = false;
    for (int i = 0; i < sql.length(); i++) {
      char ch = sql.charAt(i);
      if (!quoted
          && !doubleQuoted
          && ch == '-'
          && i + 1 < sql.length()
          && sql.charAt(i + 1) == '-') {
        while (i < sql.length() && sql.charAt(i) != '\n') {
          i++;
        }
        cur.append('\n');
        continue;
      }
      if (ch == '\'' && !doubleQuoted) {
        quoted = !quoted;
      } else if (ch == '"' && !quoted) {
        doubleQuoted = !doubleQuoted;
      } else if (ch == ';' && !quoted && !doubleQuoted) {
        add(out, cur);
        continue;
      }
      cur.append(ch);
    }
    add(out, cur);
    return out;
  }

  private static void add(List<String> out, StringBuilder cur) {
    String s = cur.toString().strip();
    if (!s.isEmpty()) {
      out.add(s);
    }
    cur.setLength(0);
  }

  private static String read(String resource) {
    try (InputStream in = Migrations.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("Missing resource " + resource);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
