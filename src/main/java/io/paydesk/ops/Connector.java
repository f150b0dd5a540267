package io.paydesk.ops;

import io.paydesk.api.ClientConfig;
import io.paydesk.api.PaydeskClient;
import io.paydesk.api.PaydeskException;
import io.paydesk.api.RetryPolicy;
import io.paydesk.store.MigrationProgress;
import io.paydesk.store.StartupPhases;
import io.paydesk.store.Store;
import io.paydesk.store.StoreEncryption;
import io.paydesk.store.StoreKey;
import io.paydesk.store.Stores;
import io.paydesk.store.TeamLogins;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.function.DoubleConsumer;

/**
 * Opens connections for one console. The embedded sandbox is started on the first connection to it
 * and kept until the console closes, so connecting again keeps what was done in it; it keeps its
 * state in {@value #SANDBOX_STATE} beside the store, so a restart keeps it too. The stores and that
 * file are encrypted with keys derived from one master key ({@link StoreKeys}). Resetting it is its
 * own action ({@link Connection#resetSandbox()}). A profile's store is the file {@link AppPaths}
 * names in the data folder, opened by the same {@link StoreOpener} the headless commands use.
 */
public final class Connector implements AutoCloseable {
  /** The embedded sandbox's own state file (without extension) in the data folder. */
  static final String SANDBOX_STATE = "sandbox-service";

  private final Path dataDir;
  private final StoreKeys keys;
  private final StoreOpener opener;
  private final InboxSecrets secrets;
  private final TeamPasswords teamPasswords;
  private SandboxControl sandbox;
  private ConsoleInbox inbox;
  private boolean closed;

  /** Stores keyed from the environment's passphrase or the credential store; nobody is asked. */
  public Connector(Path dataDir) {
    this(dataDir, StoreKeys.standard(dataDir, null));
  }

  /** Stores (and the sandbox's state file) encrypted with the master key {@code keys} finds. */
  public Connector(Path dataDir, StoreKeys keys) {
    this(dataDir, keys, CredentialStore.NONE);
  }

  /**
   * As {@link #Connector(Path, StoreKeys)}, keeping the console inbox's secrets in {@code
   * credentials}.
   */
  public Connector(Path dataDir, StoreKeys keys, CredentialStore credentials) {
    this.dataDir = dataDir;
    this.keys = keys;
    this.opener = new StoreOpener(dataDir, keys);
    this.secrets = new InboxSecrets(credentials);
    this.teamPasswords = new TeamPasswords(credentials);
  }

  /** People's team store passwords, for this session or kept in the credential store. */
  public TeamPasswords teamPasswords() {
    return teamPasswords;
  }

  /**
   * Signs in to a team store once with {@code password} and says what was found (unreachable, TLS,
   * wrong password, disabled, not a Paydesk store, a newer store...), opening nothing. Slow when
   * the server does not answer: call off the FX thread.
   */
  public TeamLogins.Probe checkTeam(TeamLogin login, String password) {
    return TeamLogins.probe(login.jdbcUrl(), login.user(), password, CHECK_TIMEOUT);
  }

  /** Derives the stores' key ahead of the first {@link #open}, when that asks nobody. */
  public void prepareKey() {
    keys.prepare();
  }

  /**
   * Opens the connection; slow (may start a server, migrates a database): call off the FX thread.
   */
  public Connection open(ConnectionSettings settings) throws Exception {
    return open(settings, fraction -> {});
  }

  /**
   * As {@link #open(ConnectionSettings)}, telling {@code encrypting} how far (0 to 1) the
   * encryption of a store made before encryption has come, when there is one to encrypt.
   */
  public Connection open(ConnectionSettings settings, DoubleConsumer encrypting) throws Exception {
    Path storeFile = AppPaths.storeFile(dataDir, settings.profileName());
    // Files found readable by other accounts are made private before anything opens them.
    List<Path> madePrivate = Stores.makePrivate(dataDir);
    StartupPhases.mark("connect");
    StoreKey key = keys.key();
    StartupPhases.mark("key_derived");
    MigrationProgress progress = (step, fraction) -> encrypting.accept(fraction);
    Connection connection = connect(settings, storeFile, key, progress);
    Stores.makePrivate(dataDir); // what this opening created (the sandbox's state file too)
    connection.madePrivate(madePrivate);
    startInbox(connection);
    return connection;
  }

  private Connection connect(
      ConnectionSettings settings, Path storeFile, StoreKey key, MigrationProgress progress)
      throws Exception {
    if (settings.embeddedSandbox()) {
      // The store opens (and migrates) while the sandbox builds its demo data: two cores, two jobs.
      FutureTask<Store> opening = new FutureTask<>(() -> openStore(settings, storeFile, progress));
      Thread openingThread = new Thread(opening, "paydesk-store-open");
      openingThread.setDaemon(true);
      openingThread.start();
      SandboxControl s;
      PaydeskClient client;
      try {
        s = sandbox(key);
        StartupPhases.mark("sandbox_started");
        // The client too is made while the store may still be migrating.
        client =
            new PaydeskClient(
                ClientConfig.builder(s.baseUrl(), s.publicApiKey(), s.privateSecretKey()).build());
      } catch (RuntimeException | Error e) {
        closeWhenOpened(opening);
        throw e;
      }
      Store store;
      try {
        store = opened(opening);
      } catch (Exception | Error e) {
        client.close();
        throw e;
      }
      StartupPhases.mark("store_ready");
      return new Connection(
          "Sandbox", s.accountId(), client, store, s, settings.profileName(), secrets);
    }
    PaydeskClient client = new PaydeskClient(liveConfig(settings).build());
    try {
      return new Connection(
          settings.baseUrl(),
          settings.accountId(),
          client,
          openStore(settings, storeFile, progress),
          null,
          settings.profileName(),
          secrets);
    } catch (Exception | Error e) {
      client.close();
      throw e;
    }
  }

  /**
   * The connection's store: the team store its settings name (signed in with the password kept for
   * it), else this computer's file for the profile.
   *
   * @throws TeamPasswordWantedException when no password is kept for the team login
   */
  private Store openStore(ConnectionSettings settings, Path storeFile, MigrationProgress progress) {
    TeamLogin team = settings.team();
    if (team == null) {
      return opener.open(storeFile, progress);
    }
    String password =
        teamPasswords.find(team).orElseThrow(() -> new TeamPasswordWantedException(team));
    return opener.openTeamStore(team.jdbcUrl(), team.user(), password, settings.profileName());
  }

  /**
   * Starts the new connection's event inbox when its settings say so, after stopping the previous
   * connection's (one inbox per console: the new one may take the same port).
   */
  private synchronized void startInbox(Connection connection) {
    if (inbox != null) {
      inbox.close();
    }
    inbox = connection.inbox();
    inbox.startIfOn();
  }

  /**
   * The live service's client settings: the keys and the time-outs chosen in Settings; a whole call
   * may take its connect and read time-outs and the time to send the request.
   */
  static ClientConfig.Builder liveConfig(ConnectionSettings settings) {
    Duration call = settings.connectTimeout().plus(settings.readTimeout()).plusSeconds(30);
    return ClientConfig.builder(
            settings.baseUrl(), settings.publicApiKey(), settings.privateSecretKey())
        .connectTimeout(settings.connectTimeout())
        .readTimeout(settings.readTimeout())
        .callTimeout(call.compareTo(MIN_CALL_TIMEOUT) < 0 ? MIN_CALL_TIMEOUT : call);
  }

  private static final Duration MIN_CALL_TIMEOUT = Duration.ofSeconds(90);

  /** A client of the live service with these settings (for the headless commands). */
  public static PaydeskClient liveClient(ConnectionSettings settings) {
    return new PaydeskClient(liveConfig(settings).build());
  }

  /**
   * Tests the settings without opening a connection or touching the current one: one read the
   * service answers quickly (the payments of an order no one has), with a client of its own that
   * never retries, timed. Slow when the service does not answer: call off the FX thread.
   */
  public ConnectionCheck check(ConnectionSettings settings) {
    ClientConfig.Builder config;
    if (settings.embeddedSandbox()) {
      SandboxControl s = sandbox(keys.key());
      config = ClientConfig.builder(s.baseUrl(), s.publicApiKey(), s.privateSecretKey());
    } else {
      config =
          ClientConfig.builder(
              settings.baseUrl(), settings.publicApiKey(), settings.privateSecretKey());
    }
    config
        .retryPolicy(RetryPolicy.NONE)
        .connectTimeout(CHECK_TIMEOUT)
        .readTimeout(CHECK_TIMEOUT)
        .callTimeout(CHECK_TIMEOUT);
    try (PaydeskClient client = new PaydeskClient(config.build())) {
      long start = System.nanoTime();
      ServiceHealth.Answer answer = ServiceHealth.Answer.ANSWERING;
      PaydeskException failure = null;
      try {
        client.payments().retrieveByMerchantOrderId(ServiceHealth.PROBE_ORDER);
      } catch (PaydeskException e) {
        answer = ServiceHealth.classify(e);
        failure = e;
      }
      return ConnectionCheck.of(answer, Duration.ofNanos(System.nanoTime() - start), failure);
    }
  }

  /** How long a connection test waits for an answer. */
  static final Duration CHECK_TIMEOUT = Duration.ofSeconds(15);

  private static Store opened(FutureTask<Store> opening) throws Exception {
    try {
      return opening.get();
    } catch (ExecutionException e) {
      if (e.getCause() instanceof Exception cause) {
        throw cause;
      }
      throw (Error) e.getCause();
    }
  }

  private static void closeWhenOpened(FutureTask<Store> opening) {
    try {
      opened(opening).close();
    } catch (Exception e) {
      // the store did not open either: nothing to close
    }
  }

  private synchronized SandboxControl sandbox(StoreKey key) {
    if (closed) {
      throw new IllegalStateException("Connector closed");
    }
    if (sandbox == null) {
      String password = key.filePasswordFor(SANDBOX_STATE);
      // A state file made before encryption is encrypted first (its rows counted before and after).
      StoreEncryption.prepare(
          dataDir.resolve(SANDBOX_STATE + ".mv.db"),
          password.toCharArray(),
          "sandbox",
          "",
          url -> true,
          MigrationProgress.NONE);
      sandbox = EmbeddedSandbox.start(dataDir.resolve(SANDBOX_STATE), password);
    }
    return sandbox;
  }

  /** Stops the embedded sandbox, if it was started; connections opened before must be closed. */
  @Override
  public synchronized void close() {
    closed = true;
    if (inbox != null) {
      inbox.close();
      inbox = null;
    }
    if (sandbox != null) {
      sandbox.close();
      sandbox = null;
    }
  }
}
