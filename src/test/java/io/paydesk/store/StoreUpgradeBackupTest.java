package io.paydesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.flywaydb.core.Flyway;
import org.h2.jdbcx.JdbcDataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An H2 store from an older version is copied before Flyway upgrades it (each statement of a
 * migration commits by itself on H2): the copy is gone after a successful upgrade, and kept, named
 * and owner-only after a failed one.
 */
class StoreUpgradeBackupTest {
  @TempDir Path dir;

  @Test
  void aPlainStoreFromVersion17IsUpgradedAndItsCopyRemoved() throws Exception {
    Path file = storeAtVersion17("plain");
    try (Store store = Stores.openH2(file)) {
      assertThat(store.payments().findRow("pay-old")).isPresent();
    }
    assertThat(backupOf(file)).doesNotExist();
  }

  @Test
  void anEncryptedStoreFromVersion17IsUpgradedAndItsCopyRemoved() throws Exception {
    Path file = storeAtVersion17("enc");
    StoreKey key =
        StoreKey.fromPassphrase("correct horse".toCharArray(), dir.resolve("key.params"));
    // First encrypted (the plain file's own migration), then upgraded by Flyway.
    try (Store store = Stores.openH2(file, key, MigrationProgress.NONE)) {
      assertThat(store.payments().findRow("pay-old")).isPresent();
    }
    assertThat(StoreEncryption.isEncrypted(file)).isTrue();
    assertThat(backupOf(file)).doesNotExist();
  }

  @Test
  void aFailedUpgradeKeepsTheStoreAsItWasAndSaysWhere() throws Exception {
    Path file = storeAtVersion17("failing");
    try (Connection c = DriverManager.getConnection(url(file), "", "");
        Statement st = c.createStatement()) {
      // Version 18 creates this table: the upgrade fails after nothing of it is done.
      st.execute("CREATE TABLE payments_v18 (x INT)");
    }
    Path backup = backupOf(file);
    assertThatThrownBy(() -> Stores.openH2(file))
        .isInstanceOf(StoreException.class)
        .hasMessageContaining(backup.toString())
        .hasMessageContaining("put it in place of the store file");
    assertThat(backup).exists();
    assertThat(Files.getPosixFilePermissions(backup))
        .isEqualTo(PosixFilePermissions.fromString("rw-------"));
    // The copy is the store as it was: version 17 with its payment.
    Path restored = dir.resolve("restored.mv.db");
    Files.copy(backup, restored);
    try (Connection c = DriverManager.getConnection(url(restored), "", "");
        Statement st = c.createStatement();
        ResultSet rs = st.executeQuery("SELECT id FROM payments")) {
      assertThat(rs.next()).isTrue();
      assertThat(rs.getString(1)).isEqualTo("pay-old");
    }
  }

  /** A store file made by version 17's migrations, holding one payment. */
  private Path storeAtVersion17(String name) throws SQLException {
    Path file = dir.resolve(name + ".mv.db");
    JdbcDataSource ds = new JdbcDataSource();
    ds.setURL(url(file));
    ds.setUser("");
    ds.setPassword("");
    Flyway.configure(getClass().getClassLoader())
        .dataSource(ds)
        .locations("classpath:db/migration")
        .placeholders(Stores.placeholders(true))
        .target("17")
        .load()
        .migrate();
    try (Connection c = ds.getConnection();
        Statement st = c.createStatement()) {
      st.execute(
          "INSERT INTO payments (id, status, created_at, updated_ns, has_chargeback, in_dispute,"
              + " last_refreshed_at) VALUES ('pay-old', 'SUCCEEDED', CURRENT_TIMESTAMP, 1, FALSE,"
              + " FALSE, CURRENT_TIMESTAMP)");
      st.execute(
          "INSERT INTO payment_json (id, raw_json) VALUES ('pay-old', '{\"id\":\"pay-old\"}')");
    }
    return file;
  }

  private static String url(Path mvDb) {
    String name = mvDb.toString();
    return "jdbc:h2:file:" + name.substring(0, name.length() - ".mv.db".length());
  }

  private static Path backupOf(Path mvDb) {
    return mvDb.resolveSibling(mvDb.getFileName() + Stores.BEFORE_UPGRADE);
  }
}
