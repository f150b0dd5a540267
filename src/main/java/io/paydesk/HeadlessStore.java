package io.paydesk;

import io.paydesk.ops.AppPaths;
import io.paydesk.ops.EnvironmentSecrets;
import io.paydesk.ops.StoreOpener;
import io.paydesk.store.MigrationProgress;
import io.paydesk.store.Store;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * How the headless commands open a store: STORE read from the command line, through ops' opener.
 */
final class HeadlessStore {
  static final String ENV_DB_USER = "PAYDESK_DB_USER";
  static final String ENV_DB_PASSWORD = "PAYDESK_DB_PASSWORD";

  private HeadlessStore() {}

  /**
   * Opens STORE: a PostgreSQL JDBC URL (login from PAYDESK_DB_USER and PAYDESK_DB_PASSWORD or its
   * _FILE form) or an H2 file: an encrypted one (or one that does not exist yet, then created
   * encrypted) with its folder's key (PAYDESK_STORE_PASSPHRASE, the credential store, or typed at
   * the terminal); a plain one as it is (the console encrypts it, with a progress bar).
   */
  static Store open(String store, EnvironmentSecrets env, String profile) {
    if (store.startsWith("jdbc:postgresql:")) {
      String user = env.get(ENV_DB_USER);
      String password = env.get(ENV_DB_PASSWORD);
      return StoreOpener.forCommand(AppPaths.ofThisComputer().storesFolder())
          .openTeamStore(
              store, user == null ? "" : user, password == null ? "" : password, profile);
    }
    Path file = Path.of(store.endsWith(".mv.db") ? store : store + ".mv.db");
    StoreOpener opener = StoreOpener.forCommand(file.toAbsolutePath().getParent());
    return Files.exists(file)
        ? opener.openAsFound(file)
        : opener.open(file, MigrationProgress.NONE);
  }
}
