package io.paydesk.store.bench;

import io.paydesk.store.Store;
import io.paydesk.store.Stores;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Where a store benchmark keeps its payments: an H2 file under the benchmark's folder, or, when
 * {@code paydesk.bench.url} names a PostgreSQL database (team-store.sh starts one), that database,
 * signed in with {@code PAYDESK_DB_USER} and {@code PAYDESK_DB_PASSWORD} from the environment.
 */
record BenchDatabase(String url, String user, String password, Path folder, String name) {
  /** The database of a benchmark that would otherwise make {@code folder/name.mv.db}. */
  static BenchDatabase of(Path folder, String name) {
    String pg = System.getProperty("paydesk.bench.url");
    if (pg != null && !pg.isBlank()) {
      return new BenchDatabase(
          pg,
          System.getenv().getOrDefault("PAYDESK_DB_USER", ""),
          System.getenv().getOrDefault("PAYDESK_DB_PASSWORD", ""),
          folder,
          name);
    }
    return new BenchDatabase(Stores.h2Url(folder.resolve(name)), "", "", folder, name);
  }

  boolean h2() {
    return url.startsWith("jdbc:h2:");
  }

  Store open() {
    return Stores.open(url, user, password, name, folder.resolve(name + ".key"));
  }

  Connection raw() throws SQLException {
    return DriverManager.getConnection(url, user, password);
  }

  /** Empties a PostgreSQL database (an H2 file is deleted with its folder by the benchmark). */
  void reset() throws SQLException {
    if (h2()) {
      return;
    }
    try (Connection c = raw();
        Statement st = c.createStatement()) {
      st.execute("DROP SCHEMA public CASCADE");
      st.execute("CREATE SCHEMA public");
    }
  }

  /** Statistics fresh, and nothing measured from a result cache. */
  void readyForQueries(Statement st) throws SQLException {
    if (h2()) {
      // Repeated identical queries must measure the index, not H2's result cache.
      st.execute("SET OPTIMIZE_REUSE_RESULTS 0");
    }
    st.execute(h2() ? "ANALYZE" : "VACUUM ANALYZE");
  }

  /** The database's size on disk, in MB. */
  long sizeMb() throws IOException, SQLException {
    if (h2()) {
      return Files.size(folder.resolve(name + ".mv.db")) >> 20;
    }
    try (Connection c = raw();
        Statement st = c.createStatement();
        ResultSet rs = st.executeQuery("SELECT pg_database_size(current_database())")) {
      rs.next();
      return rs.getLong(1) >> 20;
    }
  }

  /** "h2" or "postgresql", for the report. */
  String kind() {
    return h2() ? "h2" : "postgresql";
  }
}
