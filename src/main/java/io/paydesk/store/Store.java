package io.paydesk.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;

/**
 * The local store of one connection profile: an H2 file in the user's data folder, or a PostgreSQL
 * database shared by a team. Open it once, use its repositories from any thread, close it when the
 * profile closes.
 */
public final class Store implements AutoCloseable {
  private static final String H2_SUFFIX = ".mv.db";

  private final Db db;
  private final String profile;
  private final String osUser;
  private final String owner;
  private final Sensitive sensitive;
  private final byte[] localKey;
  private final PaymentRepository payments;
  private final Journal journal;
  private final AuditLog audit;
  private final Drafts drafts;
  private final TransactionRepository transactions;
  private final SubscriptionRepository subscriptions;
  private final PayoutRepository payouts;
  private final BankingEntityRepository entities;
  private final EnrolledMethodRepository enrolledMethods;
  private final CustomerRepository customers;
  private final OverviewQueries overview;
  private final EventRepository events;

  private Store(Db db, String profile, Path localKeyFile) {
    this(
        db,
        profile,
        StoreFiles.auditAnchorFile(localKeyFile),
        StoreFiles.readOrCreateKey(localKeyFile),
        null);
  }

  /**
   * @param anchorKey the key of the audit anchor's MAC, or null for an anchor without one
   */
  private Store(Db db, String profile, Path anchorFile, byte[] draftsKey, byte[] anchorKey) {
    this.db = db;
    this.profile = profile;
    this.osUser = System.getProperty("user.name", "unknown");
    this.owner = osUser + "@" + StoreFiles.hostName() + "/" + profile;
    this.sensitive = new Sensitive(hashKey(db));
    this.localKey = draftsKey;
    DailyAggregates daily = DailyAggregates.open(db, java.time.ZoneId.systemDefault());
    this.payments = new PaymentRepository(db, sensitive, daily);
    this.audit = new AuditLog(db, osUser, profile, anchorFile, anchorKey);
    this.journal = new Journal(db, owner);
    this.drafts = new Drafts(db, owner, localKey);
    this.transactions = new TransactionRepository(db);
    this.subscriptions = new SubscriptionRepository(db);
    this.payouts = new PayoutRepository(db, sensitive);
    this.entities = new BankingEntityRepository(db);
    this.enrolledMethods = new EnrolledMethodRepository(db);
    this.customers = new CustomerRepository(db, sensitive);
    this.overview = new OverviewQueries(db, daily);
    this.events = new EventRepository(db);
  }

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
        throw Db.failure("open the local store", e);
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
        Drafts.rekey(db, StoreFiles.readOrCreateKey(oldKeyFile), store.localKey);
        Files.delete(oldKeyFile);
      }
      store.journal.recoverAfterRestart();
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
      throw Db.failure("open the local store", e);
    }
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

  /** Opens a store by JDBC URL (PostgreSQL for a team store, or H2). */
  public static Store open(String jdbcUrl, String user, String password) {
    return open(jdbcUrl, user, password, "shared");
  }

  /** Opens a store by JDBC URL, recording {@code profileName} in the audit log. */
  public static Store open(String jdbcUrl, String user, String password, String profileName) {
    Path key =
        dataFolder()
            .resolve("keys")
            .resolve(StoreFiles.sha256Hex(jdbcUrl).substring(0, 16) + ".key");
    return open(jdbcUrl, user, password, profileName, key);
  }

  /**
   * As {@link #open(String, String, String, String)} with the local key file (drafts encryption)
   * given, instead of one under the user's data folder.
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
      store.journal.recoverAfterRestart();
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
        org.slf4j.LoggerFactory.getLogger(Store.class)
            .warn("The copy made before upgrading the store is left at {}.", backup, e);
      }
    }
  }

  private static void migrate(String url, String user, String password) {
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
      var config = Flyway.configure(Store.class.getClassLoader());
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

  /**
   * The H2 file for a connection profile: one per profile under the user's data folder. The name is
   * made file-safe; profiles that differ only in unsafe characters still get distinct files.
   */
  public static Path defaultFile(String profileName) {
    String safe = profileName.replaceAll("[^A-Za-z0-9._-]", "_");
    if (!safe.equals(profileName) || safe.isEmpty() || safe.startsWith(".")) {
      safe = "p_" + safe + "-" + StoreFiles.sha256Hex(profileName).substring(0, 8);
    }
    return dataFolder().resolve("stores").resolve(safe + H2_SUFFIX);
  }

  /**
   * XDG_DATA_HOME/paydesk (or ~/.local/share/paydesk) on Linux, %APPDATA%\Paydesk on Windows,
   * ~/Library/Application Support/Paydesk on macOS.
   */
  public static Path dataFolder() {
    return dataFolder(
        System.getProperty("os.name", ""), System.getenv(), System.getProperty("user.home"));
  }

  static Path dataFolder(String osName, Map<String, String> env, String home) {
    return StoreFiles.dataFolder(osName, env, home);
  }

  public PaymentRepository payments() {
    return payments;
  }

  public Journal journal() {
    return journal;
  }

  public AuditLog audit() {
    return audit;
  }

  public Drafts drafts() {
    return drafts;
  }

  public TransactionRepository transactions() {
    return transactions;
  }

  public SubscriptionRepository subscriptions() {
    return subscriptions;
  }

  /** The service's events received by the inbox. */
  public EventRepository events() {
    return events;
  }

  public PayoutRepository payouts() {
    return payouts;
  }

  public BankingEntityRepository entities() {
    return entities;
  }

  public EnrolledMethodRepository enrolledMethods() {
    return enrolledMethods;
  }

  public CustomerRepository customers() {
    return customers;
  }

  /** The overview's charts, grouped in the database. */
  public OverviewQueries overview() {
    return overview;
  }

  /** The profile name recorded in the audit log. */
  public String profile() {
    return profile;
  }

  /** True for an H2 store, false for PostgreSQL. */
  public boolean isH2() {
    return db.h2;
  }

  Db db() {
    return db;
  }

  /**
   * Gives back the file's free space: H2 rewrites the file (often a fifth or less of its size after
   * years of history are loaded) and opens it again; PostgreSQL runs VACUUM ANALYZE. Takes seconds
   * to a minute or two on a large file. On H2, work under way ends first and new work waits
   * meanwhile; call it from outside any store work.
   */
  public void compact() {
    db.compact();
    Path file = h2File();
    if (file != null) {
      makePrivate(file.toAbsolutePath().getParent()); // the rewritten file is a new file
    }
  }

  /**
   * Where the store lives, for display: the H2 file, or the team store's JDBC URL without its
   * parameters (which may hold a password).
   */
  public String location() {
    Path file = h2File();
    if (file != null) {
      return file.toString();
    }
    int query = db.url.indexOf('?');
    String url = query < 0 ? db.url : db.url.substring(0, query);
    int semi = url.indexOf(';');
    return semi < 0 ? url : url.substring(0, semi);
  }

  /** The store's size on disk in bytes, or -1 when it cannot be told. */
  public long sizeBytes() {
    Path file = h2File();
    if (file != null) {
      try {
        return Files.size(file);
      } catch (IOException e) {
        return -1;
      }
    }
    if (db.h2) {
      return -1;
    }
    return db.read(
        c -> {
          try (PreparedStatement ps =
                  c.prepareStatement("SELECT pg_database_size(current_database())");
              ResultSet rs = ps.executeQuery()) {
            return rs.next() ? rs.getLong(1) : -1L;
          }
        });
  }

  private Path h2File() {
    String prefix = "jdbc:h2:file:";
    if (!db.url.startsWith(prefix)) {
      return null;
    }
    String base = db.url.substring(prefix.length());
    int semi = base.indexOf(';');
    return Path.of(AesFiles.plainPath(semi < 0 ? base : base.substring(0, semi)) + H2_SUFFIX);
  }

  @Override
  public void close() {
    db.close();
  }

  @Override
  public String toString() {
    return "Store[" + profile + "]";
  }

  /** A shared setting of this store (a team sees the same), or null when never saved. */
  public String setting(String name) {
    return db.read(c -> setting(c, name));
  }

  /** Saves a shared setting of this store (at most 1000 characters). */
  public void saveSetting(String name, String value) {
    if (value == null || value.length() > 1000) {
      throw new IllegalArgumentException("A store setting is 0 to 1000 characters.");
    }
    db.tx(
        c -> {
          int n;
          try (PreparedStatement ps =
              c.prepareStatement("UPDATE store_settings SET setting_value = ? WHERE name = ?")) {
            ps.setString(1, value);
            ps.setString(2, name);
            n = ps.executeUpdate();
          }
          if (n == 0) {
            try (PreparedStatement ps =
                c.prepareStatement(
                    "INSERT INTO store_settings (name, setting_value) VALUES (?, ?)")) {
              ps.setString(1, name);
              ps.setString(2, value);
              ps.executeUpdate();
            }
          }
          return null;
        });
  }

  /** The document-hash key lives in the store so every member of a team store matches alike. */
  private static byte[] hashKey(Db db) {
    String name = "document_hash_key";
    String existing = db.read(c -> setting(c, name));
    if (existing == null) {
      byte[] fresh = new byte[32];
      new SecureRandom().nextBytes(fresh);
      try {
        db.txRaw(
            c -> {
              try (PreparedStatement ps =
                  c.prepareStatement(
                      "INSERT INTO store_settings (name, setting_value) VALUES (?, ?)")) {
                ps.setString(1, name);
                ps.setString(2, Base64.getEncoder().encodeToString(fresh));
                return ps.executeUpdate();
              }
            });
      } catch (SQLException e) {
        if (!Db.isKeyClash(e)) {
          throw Db.failure("prepare the local store", e);
        }
      }
      existing = db.read(c -> setting(c, name));
    }
    return Base64.getDecoder().decode(existing);
  }

  static String setting(java.sql.Connection c, String name) throws SQLException {
    try (PreparedStatement ps =
        c.prepareStatement("SELECT setting_value FROM store_settings WHERE name = ?")) {
      ps.setString(1, name);
      try (ResultSet rs = ps.executeQuery()) {
        return rs.next() ? rs.getString(1) : null;
      }
    }
  }

  static void putSetting(java.sql.Connection c, String name, String value) throws SQLException {
    try (PreparedStatement ps =
        c.prepareStatement("UPDATE store_settings SET setting_value = ? WHERE name = ?")) {
      ps.setString(1, value);
      ps.setString(2, name);
      if (ps.executeUpdate() > 0) {
        return;
      }
    }
    try (PreparedStatement ps =
        c.prepareStatement("INSERT INTO store_settings (name, setting_value) VALUES (?, ?)")) {
      ps.setString(1, name);
      ps.setString(2, value);
      ps.executeUpdate();
    }
  }
}
