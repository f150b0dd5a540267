package io.paydesk.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Base64;

/**
 * The local store of one connection profile (an H2 file in the user's data folder, or a PostgreSQL
 * database shared by a team): the front of its repositories. Opened by {@link Stores} once, used
 * from any thread, closed when the profile closes.
 */
public final class Store implements AutoCloseable {
  private final Db db;
  private final String profile;
  private final String osUser;
  private final String owner;
  private final Sensitive sensitive;
  private final byte[] localKey;
  private final PaymentRepository payments;
  private final Journal journal;
  private final AuditLog audit;
  private Drafts drafts;
  private final Claims claims;
  private Drafts teamDrafts;
  private final TransactionRepository transactions;
  private final SubscriptionRepository subscriptions;
  private final PayoutRepository payouts;
  private final BankingEntityRepository entities;
  private final EnrolledMethodRepository enrolledMethods;
  private final CustomerRepository customers;
  private final OverviewQueries overview;
  private final EventRepository events;
  private SignedIn signedIn;

  /**
   * Starts a feed of others' changes (a team store), or null for a store only this console uses.
   */
  private java.util.function.Function<java.util.function.BiConsumer<String, String>, AutoCloseable>
      othersFeed;

  Store(Db db, String profile, Path localKeyFile) {
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
  Store(Db db, String profile, Path anchorFile, byte[] draftsKey, byte[] anchorKey) {
    this.db = db;
    this.profile = profile;
    this.osUser = System.getProperty("user.name", "unknown");
    this.owner = osUser + "@" + StoreFiles.hostName() + "/" + profile;
    this.sensitive =
        TeamSetup.isTeamStore(db)
            ? new Sensitive(TeamSetup.documentHasher(db))
            : new Sensitive(hashKey(db));
    this.localKey = draftsKey;
    DailyAggregates daily = DailyAggregates.open(db, java.time.ZoneId.systemDefault());
    this.payments = new PaymentRepository(db, sensitive, daily);
    this.audit = new AuditLog(db, osUser, profile, anchorFile, anchorKey);
    this.journal = new Journal(db, owner);
    this.drafts = db.h2 ? new Drafts(db, owner, osUser, localKey) : null; // team: at first use
    this.claims = new Claims(db, osUser);
    this.transactions = new TransactionRepository(db);
    this.subscriptions = new SubscriptionRepository(db);
    this.payouts = new PayoutRepository(db, sensitive);
    this.entities = new BankingEntityRepository(db);
    this.enrolledMethods = new EnrolledMethodRepository(db);
    this.customers = new CustomerRepository(db, sensitive);
    this.overview = new OverviewQueries(db, daily);
    this.events = new EventRepository(db);
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

  /** The key drafts are encrypted with. */
  byte[] localKey() {
    return localKey;
  }

  /**
   * This person's own drafts: on a team store those of the signed-in login on this computer's
   * profile (two people sharing one computer account keep theirs apart).
   */
  public synchronized Drafts drafts() {
    if (drafts == null) {
      String login = signedIn().name();
      drafts = new Drafts(db, login + "@" + StoreFiles.hostName() + "/" + profile, login, localKey);
    }
    return drafts;
  }

  /**
   * Drafts the team shares (a chargeback's evidence set): on a team store one per chargeback for
   * everyone, sealed with the team's key; on this computer's store they are this console's own.
   */
  public synchronized Drafts sharedDrafts() {
    if (db.h2) {
      return drafts;
    }
    if (teamDrafts == null) {
      teamDrafts = new Drafts(db, TEAM_OWNER, signedIn().name(), TeamSetup.draftsKey(db));
    }
    return teamDrafts;
  }

  /** The owner of the team's shared drafts on a team store. */
  static final String TEAM_OWNER = "team";

  private PayoutApprovals payoutApprovals;

  /** Payouts to send, four-eyes on a team store (db/team/10_four_eyes.sql). */
  public synchronized PayoutApprovals payoutApprovals() {
    if (payoutApprovals == null) {
      payoutApprovals = new PayoutApprovals(db, osUser, localKey);
    }
    return payoutApprovals;
  }

  /** Who is working on which chargeback. */
  public Claims claims() {
    return claims;
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

  /**
   * Who is signed in: on a team store the login ({@code session_user}) and its Paydesk group roles,
   * read from the database once; on an H2 store the operating system's user.
   */
  public synchronized SignedIn signedIn() {
    if (signedIn == null) {
      signedIn =
          db.h2
              ? new SignedIn(osUser, java.util.Set.of(), false, false)
              : db.read(TeamLogins::signedIn);
    }
    return signedIn;
  }

  /**
   * Sets the signed-in person's own password on a team store (sent as a SCRAM verifier, never in
   * clear); the connections already open stay signed in.
   */
  public void changeOwnPassword(char[] newPassword) {
    db.tx(
        c -> {
          TeamUsers.call(c, "SELECT paydesk_change_password(?)", (Object) newPassword);
          return null;
        });
    synchronized (this) {
      signedIn = null; // read again: the must-change flag is gone
    }
  }

  /** Where others' changes come from: a team store's announcements (see {@link ChangeFeed}). */
  void othersFeed(String url, String user, String password) {
    othersFeed = listener -> ChangeFeed.start(url, user, password, listener);
  }

  /**
   * Tells {@code listener} (kind, id) for each change another console or the inbox makes to a team
   * store (PAYMENT, CHARGEBACK, PAYOUT, SUBSCRIPTION, DRAFT, OPERATION), on a thread of its own,
   * until the answer is closed. An H2 store has no others: nothing is told.
   */
  public AutoCloseable listenToOthers(java.util.function.BiConsumer<String, String> listener) {
    return othersFeed == null ? () -> {} : othersFeed.apply(listener);
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
      Stores.makePrivate(file.toAbsolutePath().getParent()); // the rewritten file is a new file
    }
  }

  /**
   * Where the store lives, for display: the H2 file, or the team store's JDBC URL without its
   * parameters (which may hold a password).
   */
  public String location() {
    Path file = h2File();
    return file != null ? file.toString() : db.address();
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
    return Path.of(
        AesFiles.plainPath(semi < 0 ? base : base.substring(0, semi)) + Stores.H2_SUFFIX);
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
