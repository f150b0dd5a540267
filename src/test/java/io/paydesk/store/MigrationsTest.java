package io.paydesk.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.flywaydb.core.Flyway;
import org.h2.jdbcx.JdbcDataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MigrationsTest {
  @TempDir Path dir;

  @Test
  void theIndexListsEveryMigrationFileInVersionOrder() throws Exception {
    List<String> files;
    try (Stream<Path> s = Files.list(Path.of("src/main/resources/db/migration"))) {
      files =
          s.map(p -> p.getFileName().toString())
              .filter(n -> n.startsWith("V") && n.endsWith(".sql"))
              .sorted(
                  java.util.Comparator.comparingInt(
                      n -> Integer.parseInt(n.substring(1, n.indexOf("__")))))
              .toList();
    }
    assertThat(Migrations.all())
        .extracting(Migrations.Migration::script)
        .containsExactlyElementsOf(files);
  }

  @Test
  void aNewStoreMadeWithoutFlywayHasTheSchemaFlywayMakes() throws Exception {
    String byFlyway = url("flyway");
    flyway(byFlyway).migrate();
    String byUs = url("direct");
    try (Connection c = DriverManager.getConnection(byUs, "", "")) {
      assertThat(Migrations.applyWithoutFlyway(c, Stores.placeholders(true))).isTrue();
    }
    assertThat(schema(byUs)).isEqualTo(schema(byFlyway)).isNotEmpty();
    assertThat(history(byUs)).isEqualTo(history(byFlyway));
  }

  @Test
  void flywayTakesAStoreMadeWithoutItAsItsOwn() throws Exception {
    String u = url("direct");
    try (Connection c = DriverManager.getConnection(u, "", "")) {
      Migrations.applyWithoutFlyway(c, Stores.placeholders(true));
    }
    Flyway flyway = flyway(u);
    flyway.validate(); // throws on a checksum, description or type it does not agree with
    assertThat(flyway.info().pending()).isEmpty();
    assertThat(flyway.migrate().migrationsExecuted).isZero();
  }

  @Test
  void aStoreBehindIsLeftToFlywayWhichBringsItUpToDate() throws Exception {
    String u = url("behind");
    flyway(u, "9").migrate();
    try (Connection c = DriverManager.getConnection(u, "", "")) {
      assertThat(Migrations.applyWithoutFlyway(c, Stores.placeholders(true))).isFalse();
    }
    try (Store store = Stores.open(u, "", "", "behind", dir.resolve("behind.key"))) {
      assertThat(store.payments().count(PaymentQuery.builder().build())).isZero();
    }
    try (Connection c = DriverManager.getConnection(u, "", "")) {
      assertThat(Migrations.applyWithoutFlyway(c, Stores.placeholders(true))).isTrue();
    }
    assertThat(schema(u)).isEqualTo(schema(flywayMade()));
  }

  @Test
  void aStoreUpToDateIsNotMigratedAgain() throws Exception {
    String u = url("current");
    flyway(u).migrate();
    try (Connection c = DriverManager.getConnection(u, "", "")) {
      assertThat(Migrations.applyWithoutFlyway(c, Stores.placeholders(true))).isTrue();
      assertThat(history(u)).hasSize(Migrations.all().size() + 1);
    }
  }

  @Test
  void aChangedMigrationIsLeftToFlywayToRefuse() throws Exception {
    String u = url("changed");
    flyway(u).migrate();
    try (Connection c = DriverManager.getConnection(u, "", "");
        Statement st = c.createStatement()) {
      st.execute("UPDATE \"flyway_schema_history\" SET \"checksum\" = 1 WHERE \"version\" = '4'");
      assertThat(Migrations.applyWithoutFlyway(c, Stores.placeholders(true))).isFalse();
    }
  }

  @Test
  void tablesWithoutAHistoryAreLeftToFlyway() throws Exception {
    String u = url("foreign");
    try (Connection c = DriverManager.getConnection(u, "", "");
        Statement st = c.createStatement()) {
      st.execute("CREATE TABLE someone_elses (id INT)");
      assertThat(Migrations.applyWithoutFlyway(c, Stores.placeholders(true))).isFalse();
    }
  }

  @Test
  void statementsSplitAtSemicolonsOutsideQuotesAndWithoutComments() {
    assertThat(
            Migrations.split(
                "-- a comment; not a statement\n"
                    + "CREATE TABLE a (x VARCHAR(9) DEFAULT 'a;b'); -- after\n"
                    + "COMMENT ON TABLE a IS 'it''s -- fine';\n"
                    + "CREATE INDEX \"odd;name\" ON a (x)"))
        .containsExactly(
            "CREATE TABLE a (x VARCHAR(9) DEFAULT 'a;b')",
            "COMMENT ON TABLE a IS 'it''s -- fine'",
            "CREATE INDEX \"odd;name\" ON a (x)");
  }

  @Test
  void checksumsAreFlywaysCrcOfTheLines() {
    Migrations.Migration m = new Migrations.Migration("1", "x", "V1__x.sql", "a\r\nb\nc");
    Migrations.Migration same = new Migrations.Migration("1", "x", "V1__x.sql", "\uFEFFa\nb\r\nc");
    assertThat(m.checksum()).isEqualTo(same.checksum());
  }

  private String flywayMade() {
    String u = url("reference");
    flyway(u).migrate();
    return u;
  }

  private String url(String name) {
    return "jdbc:h2:file:" + dir.resolve(name) + ";DB_CLOSE_ON_EXIT=FALSE";
  }

  private static Flyway flyway(String url) {
    return flyway(url, null);
  }

  private static Flyway flyway(String url, String target) {
    JdbcDataSource ds = new JdbcDataSource();
    ds.setURL(url);
    ds.setUser("");
    ds.setPassword("");
    var config =
        Flyway.configure(MigrationsTest.class.getClassLoader())
            .dataSource(ds)
            .locations("classpath:db/migration")
            .placeholders(Stores.placeholders(true));
    if (target != null) {
      config.target(target);
    }
    return config.load();
  }

  /** The schema as H2 scripts it, without users and row counts. */
  private static List<String> schema(String url) throws SQLException {
    List<String> lines = new ArrayList<>();
    try (Connection c = DriverManager.getConnection(url, "", "");
        Statement st = c.createStatement();
        ResultSet rs = st.executeQuery("SCRIPT NODATA")) {
      while (rs.next()) {
        String line = rs.getString(1);
        if (!line.startsWith("CREATE USER") && !line.startsWith("-- ")) {
          lines.add(line);
        }
      }
    }
    return lines;
  }

  private static List<String> history(String url) throws SQLException {
    List<String> rows = new ArrayList<>();
    try (Connection c = DriverManager.getConnection(url, "", "");
        Statement st = c.createStatement();
        ResultSet rs =
            st.executeQuery(
                "SELECT \"installed_rank\", \"version\", \"description\", \"type\", \"script\","
                    + " \"checksum\", \"installed_by\", \"success\" FROM \"flyway_schema_history\""
                    + " ORDER BY 1")) {
      while (rs.next()) {
        StringBuilder row = new StringBuilder();
        for (int i = 1; i <= 8; i++) {
          row.append(rs.getString(i)).append('|');
        }
        rows.add(row.toString());
      }
    }
    return rows;
  }
}
