package io.paydesk.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;

/**
 * Opens stores: an H2 file (encrypted with a key, or plain for tests and benchmarks) or a database
 * by JDBC URL, bringing its schema up to date first (a copy of an H2 file kept while it is
 * upgraded). Where the files live and where the key comes from are decided above, in {@code
 * ops.StoreOpener}; what an open store offers is {@link Store}.
 */
public final class Stores {
  static final String H2_SUFFIX = ".mv.db";

  private Stores() {}

  /**
   * Opens (creating when absent) a plain H2 file with its key file beside it and brings its schema
   * up to date. For tests and the benchmarks' baseline: the console opens its stores with {@link
   * #openH2(Path, StoreKey, MigrationProgress)}.
   */
  public static Store openH2(Path file) {
    String base = h2Base(file);
    Path basePath = Path.of(base);
    if (StoreEncryption.isEncrypted(Path.of(base + H2_SUFFIX))) {
      throw new StoreKeyException(
          StoreKeyException.Reason.NO_KEY,
          "The store file "
              + base
              + H2_SUFFIX
              + " is encrypted and cannot be read without its key (from the credential store or"
              + " the passphrase).");
    }
    Path folder = basePath.toAbsolutePath().getParent();
    makePrivate(folder);
    String profile = basePath.getFileName().toString();
    String url = h2Url(basePath);
    Path mvDb = Path.of(base + H2_SUFFIX);
    Path backup = null;
    if (Files.exists(mvDb)) {
      try (java.sql.Connection c = java.sql.DriverManager.getConnection(url, "", "")) {
        if (Migrations.behind(c)) {
          c.close();
          backup = copyBeforeUpgrade(mvDb);
        }
      } catch (java.sql.SQLException e) {
        throw openFailure(mvDb, e);
      }
    }
    Store store = open(url, "", "", profile, Path.of(base + ".key"), backup);
    makePrivate(folder); // the files this open created
    return store;
  }

  /**
   * Opens (creating when absent) an H2 file encrypted with a key derived from {@code key} (H2's
   * CIPHER=AES) and brings its schema up to date. A plain file made before encryption is migrated
   * first (see {@link StoreEncryption}), with {@code progress} told how far it has come; its drafts
   * are encrypted again with the derived drafts key and its old key file is removed. Drafts and the
   * audit anchor's MAC use keys derived from the same master key.
   *
   * @throws StoreKeyException WRONG_KEY when the file was encrypted with another key (the file is
   *     left as it was)
   */
  public static Store openH2(Path file, StoreKey key, MigrationProgress progress) {
    String base = h2Base(file);
    Path basePath = Path.of(base);
    Path mvDb = Path.of(base + H2_SUFFIX);
    Path folder = basePath.toAbsolutePath().getParent();
    makePrivate(folder);
    String profile = basePath.getFileName().toString();
    Path oldKeyFile = Path.of(base + ".key");
    Path anchorFile = StoreFiles.auditAnchorFile(oldKeyFile);
    char[] filePassword = key.filePassword();
    StoreEncryption.prepare(
        mvDb,
        filePassword,
        "",
        "",
        encryptedUrl ->
            auditCheck(StoreEncryption.plainReadOnlyUrl(mvDb), "", anchorFile)
                .equals(auditCheck(encryptedUrl, "", anchorFile)),
        progress);
    // H2's CIPHER=AES format, read and written with the JDK's AES (AesFiles): no password in the
    // URL.
    String url = h2Url(AesFiles.jdbcPath(basePath, filePassword));
    // The first connection stays open until the store's own one is: H2 closes (and compacts) a
    // database when its last connection closes, and would open it again for each step.
    java.sql.Connection holding = requireKeyOpens(url, mvDb, filePassword);
    Db db;
    try {
      StartupPhases.mark("db_opened");
      Path backup = null;
      if (Migrations.behind(holding)) {
        holding.close(); // H2 closes the file with its last connection: copied closed
        backup = copyBeforeUpgrade(mvDb);
        holding = requireKeyOpens(url, mvDb, filePassword);
      }
      makePrivate(folder);
      migrate(url, "", "", backup);
      StartupPhases.mark("db_migrated");
      db = new Db(url, "", "");
    } catch (java.sql.SQLException e) {
      throw Db.failure("open the local store", e);
    } finally {
      try {
        holding.close();
      } catch (java.sql.SQLException e) {
        // the store's own connection keeps the database open
      }
    }
    try {
      Store store =
          new Store(db, profile, anchorFile, key.derive("drafts"), key.derive("audit-anchor"));
      if (Files.exists(oldKeyFile)) {
        Drafts.rekey(db, StoreFiles.readOrCreateKey(oldKeyFile), store.localKey());
        Files.delete(oldKeyFile);
      }
      store.journal().recoverAfterRestart();
      makePrivate(folder); // the files this open created
      return store;
    } catch (IOException e) {
      db.close();
      throw new StoreException("Could not remove the old key file " + oldKeyFile + ".", e);
    } catch (RuntimeException e) {
      db.close();
      throw e;
    }
  }

  private static String h2Base(Path file) {
    String base = file.toAbsolutePath().toString();
    if (base.endsWith(H2_SUFFIX)) {
      base = base.substring(0, base.length() - H2_SUFFIX.length());
    }
    return base;
  }

  /** The audit chain's check, compared before and after a migration (the anchor without MAC). */
  private static AuditVerification auditCheck(String url, String password, Path anchorFile) {
    try (Db db = new Db(url, "", password)) {
      return new AuditLog(db, "", "", anchorFile, null).verify();
    }
  }

  /**
   * Opens the file to tell a wrong key in words before anything else touches it (the key is checked
   * on the file's first block, which is only read); answers the open connection.
   */
  private static java.sql.Connection requireKeyOpens(String url, Path mvDb, char[] filePassword) {
    boolean encrypted = StoreEncryption.isEncrypted(mvDb);
    if (encrypted && !AesFiles.keyOpens(mvDb, filePassword)) {
      throw wrongKey(mvDb);
    }
    try {
      return java.sql.DriverManager.getConnection(url, "", "");
    } catch (java.sql.SQLException e) {
      if (encrypted && StoreEncryption.isKeyError(e)) {
        throw wrongKey(mvDb);
      }
      throw openFailure(mvDb, e);
    }
  }

  /**
   * A failure to open an H2 file: in words, and not logged, when another program holds the file
   * (the driver's exception names would only come before the readable line).
   */
  private static StoreException openFailure(Path mvDb, SQLException e) {
    if (StoreInUseException.isInUse(e)) {
      return new StoreInUseException(mvDb);
    }
    return Db.failure("open the local store", e);
  }

  private static StoreKeyException wrongKey(Path mvDb) {
    return new StoreKeyException(
        StoreKeyException.Reason.WRONG_KEY,
        "The store file "
            + mvDb
            + " was encrypted with another key or passphrase and cannot be read with this one."
            + " The file is unchanged.");
  }

  /**
   * Creates a store folder when missing and makes it and the files in it readable and writable by
   * the user only (0700 / 0600, or an owner-only ACL on Windows), as store folders are kept;
   * answers the files that were not.
   */
  public static List<Path> makePrivate(Path folder) {
    try {
      if (!Files.isDirectory(folder)) {
        StoreFiles.ownerOnlyFolder(folder);
      }
      return StoreFiles.tighten(folder);
    } catch (IOException e) {
      throw new StoreException("Could not make the folder " + folder + " private.", e);
    }
  }

  /**
   * The JDBC URL of an H2 store file (given without .mv.db). Its page cache is 128 MB rather than
   * H2's 16 MB: at a million payments the search indexes no longer fit in 16 MB, and every upsert
   * then reads back index pages it has just written. H2's retention of rewritten pages is shortened
   * once the store is open, and only while the store forces its writes to disk every second (see
   * H2Upkeep and src/site/markdown/store-size.md).
   */
  public static String h2Url(Path base) {
    return h2Url(base.toAbsolutePath().toString());
  }

  private static String h2Url(String h2Path) {
    return "jdbc:h2:file:" + h2Path + ";DB_CLOSE_ON_EXIT=FALSE;CACHE_SIZE=131072" + NO_TRACE_FILE;
  }

  /**
   * H2 writes the errors it meets to a {@code .trace.db} file beside the store: in clear, with the
   * default permissions (seen once in CI, rw-r--r--), and it may quote SQL. The store's own
   * exceptions say what failed; H2 keeps no such file.
   */
  static final String NO_TRACE_FILE = ";TRACE_LEVEL_FILE=0";

  /**
   * Opens a store by JDBC URL (PostgreSQL for a team store, or H2), recording {@code profile} in
   * the audit log; its drafts are encrypted with the key in {@code localKeyFile} (made when
   * missing).
   */
  public static Store open(
      String url, String user, String password, String profile, Path localKeyFile) {
    return open(url, user, password, profile, localKeyFile, null);
  }

  private static Store open(
      String url, String user, String password, String profile, Path localKeyFile, Path backup) {
    TeamStoreUrl.requireTlsOffThisMachine(url);
    migrate(url, user, password, backup);
    Db db = new Db(url, user, password);
    try {
      Store store = new Store(db, profile, localKeyFile);
      if (!db.h2) {
        store.othersFeed(url, user, password);
      }
      store.journal().recoverAfterRestart();
      return store;
    } catch (RuntimeException e) {
      db.close();
      throw e;
    }
  }

  /** The suffix of the copy an H2 store file gets before an upgrade changes it. */
  static final String BEFORE_UPGRADE = ".before-upgrade";

  /**
   * A copy of an H2 store file (closed) made before Flyway upgrades it: on H2 each statement of a
   * migration commits by itself, so an upgrade stopped halfway (the console closed meanwhile, a
   * full disk) would leave a store no version opens. Owner-only, like the store; removed once the
   * upgrade has succeeded, named in the message when it failed.
   */
  private static Path copyBeforeUpgrade(Path mvDb) {
    Path backup = mvDb.resolveSibling(mvDb.getFileName() + BEFORE_UPGRADE);
    try {
      StoreEncryption.copyPrivate(
          mvDb, backup, null, MigrationProgress.NONE, MigrationProgress.Step.BACKUP, 0, 1, 1);
      return backup;
    } catch (IOException e) {
      throw new StoreException(
          "Could not copy the store " + mvDb + " before upgrading it: " + e.getMessage(), e);
    }
  }

  private static void migrate(String url, String user, String password, Path backup) {
    try {
      migrate(url, user, password);
    } catch (StoreException e) {
      if (backup == null) {
        throw e;
      }
      throw new StoreException(
          e.getMessage()
              + " The store as it was before this upgrade is kept at "
              + backup
              + "; to go back, put it in place of the store file.",
          e);
    }
    if (backup != null) {
      try {
        Files.deleteIfExists(backup);
      } catch (IOException e) {
        org.slf4j.LoggerFactory.getLogger(Stores.class)
            .warn("The copy made before upgrading the store is left at {}.", backup, e);
      }
    }
  }

  static void migrate(String url, String user, String password) {
    boolean h2 = url.startsWith("jdbc:h2:");
    Map<String, String> placeholders = placeholders(h2);
    if (h2) {
      try (java.sql.Connection c = java.sql.DriverManager.getConnection(url, user, password)) {
        if (Migrations.applyWithoutFlyway(c, placeholders)) {
          return;
        }
      } catch (SQLException e) {
        throw Db.failure("prepare the local store's tables", e);
      }
    }
    try {
      var config = Flyway.configure(Stores.class.getClassLoader());
      if (h2) {
        // H2's own data source keeps an encrypted file's "filePassword userPassword" as it is.
        org.h2.jdbcx.JdbcDataSource ds = new org.h2.jdbcx.JdbcDataSource();
        ds.setURL(url);
        ds.setUser(user);
        ds.setPassword(password);
        config.dataSource(ds);
      } else {
        config.dataSource(url, user, password);
      }
      config.locations("classpath:db/migration").placeholders(placeholders).load().migrate();
    } catch (FlywayException e) {
      throw new StoreException(
          "Could not prepare the local store's tables: " + firstLine(e.getMessage()), e);
    }
  }

  /** The values of the migrations' placeholders on H2 or PostgreSQL. */
  static Map<String, String> placeholders(boolean h2) {
    return Map.of(
        "json_text", h2 ? "CLOB" : "TEXT",
        "json_bytes", h2 ? "VARBINARY(1000000)" : "BYTEA",
        "by_period", h2 ? "period, " : "",
        "id_unique", h2 ? "" : "UNIQUE ",
        "blob", h2 ? "BLOB" : "BYTEA");
  }

  private static String firstLine(String s) {
    if (s == null) {
      return "";
    }
    int nl = s.indexOf('\n');
    return nl < 0 ? s : s.substring(0, nl);
  }
}
