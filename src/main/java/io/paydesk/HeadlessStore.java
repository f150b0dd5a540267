package io.paydesk;

import io.paydesk.ops.EnvironmentSecrets;
import io.paydesk.ops.StoreKeys;
import io.paydesk.store.MigrationProgress;
import io.paydesk.store.Store;
import io.paydesk.store.StoreEncryption;
import java.nio.file.Files;
import java.nio.file.Path;

/** How the headless commands open a store: one place, until ops has the one opener. */
final class HeadlessStore {
  static final String ENV_DB_USER = "PAYDESK_DB_USER";
  static final String ENV_DB_PASSWORD = "PAYDESK_DB_PASSWORD";

  private HeadlessStore() {}

  /**
   * Opens an H2 store file as the console does: an encrypted one (or one that does not exist yet,
   * then created encrypted) with its folder's key (the passphrase in PAYDESK_STORE_PASSPHRASE, the
   * credential store, or typed at the terminal); a plain one as it is (the console encrypts it,
   * with a progress bar).
   */
  static Store openH2(Path file) {
    if (Files.exists(file) && !StoreEncryption.isEncrypted(file)) {
      return Store.openH2(file);
    }
    StoreKeys keys =
        StoreKeys.standard(
            file.toAbsolutePath().getParent(),
            System.console() == null ? null : PayoutsCommand::askPassphrase);
    return Store.openH2(file, keys.key(), MigrationProgress.NONE);
  }

  /**
   * Opens STORE: a PostgreSQL JDBC URL (login from PAYDESK_DB_USER and PAYDESK_DB_PASSWORD or its
   * _FILE form) or an H2 file ({@link #openH2}).
   */
  static Store open(String store, EnvironmentSecrets env, String profile) {
    if (store.startsWith("jdbc:postgresql:")) {
      String user = env.get(ENV_DB_USER);
      String password = env.get(ENV_DB_PASSWORD);
      return Store.open(store, user == null ? "" : user, password == null ? "" : password, profile);
    }
    Path file = Path.of(store.endsWith(".mv.db") ? store : store + ".mv.db");
    return openH2(file);
  }
}
