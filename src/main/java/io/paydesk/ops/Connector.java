package io.paydesk.ops;

import io.paydesk.api.ClientConfig;
import io.paydesk.api.PaydeskClient;
import io.paydesk.api.PaydeskException;
import io.paydesk.api.RetryPolicy;
import io.paydesk.store.Store;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;

/**
 * Opens connections for one console. The embedded sandbox is started on the first connection to it
 * and kept until the console closes, so connecting again keeps what was done in it; it keeps its
 * state in {@value #SANDBOX_STATE} beside the store, so a restart keeps it too. Resetting it is its
 * own action ({@link Connection#resetSandbox()}).
 */
public final class Connector implements AutoCloseable {
  /** The embedded sandbox's own state file (without extension) in the data folder. */
  static final String SANDBOX_STATE = "sandbox-service";

  private final Path dataDir;
  private SandboxControl sandbox;
  private boolean closed;

  public Connector(Path dataDir) {
    this.dataDir = dataDir;
  }

  /**
   * Opens the connection; slow (may start a server, migrates a database): call off the FX thread.
   */
  public Connection open(ConnectionSettings settings) throws Exception {
    Path storeFile = dataDir.resolve(settings.profileName() + ".mv.db");
    // Files found readable by other accounts are made private before anything opens them.
    List<Path> madePrivate = Store.makePrivate(dataDir);
    Connection connection = connect(settings, storeFile);
    Store.makePrivate(dataDir); // what this opening created (the sandbox's state file too)
    connection.madePrivate(madePrivate);
    return connection;
  }

  private Connection connect(ConnectionSettings settings, Path storeFile) throws Exception {
    if (settings.embeddedSandbox()) {
      // The store opens (and migrates) while the sandbox builds its demo data: two cores, two jobs.
      FutureTask<Store> opening = new FutureTask<>(() -> Store.openH2(storeFile));
      Thread opener = new Thread(opening, "paydesk-store-open");
      opener.setDaemon(true);
      opener.start();
      SandboxControl s;
      try {
        s = sandbox();
      } catch (RuntimeException | Error e) {
        closeWhenOpened(opening);
        throw e;
      }
      Store store = opened(opening);
      PaydeskClient client =
          new PaydeskClient(
              ClientConfig.builder(s.baseUrl(), s.publicApiKey(), s.privateSecretKey()).build());
      return new Connection("Sandbox", s.accountId(), client, store, s);
    }
    PaydeskClient client =
        new PaydeskClient(
            ClientConfig.builder(
                    settings.baseUrl(), settings.publicApiKey(), settings.privateSecretKey())
                .build());
    try {
      return new Connection(
          settings.baseUrl(), settings.accountId(), client, Store.openH2(storeFile), null);
    } catch (Exception | Error e) {
      client.close();
      throw e;
    }
  }

  /**
   * Tests the settings without opening a connection or touching the current one: one read the
   * service answers quickly (the payments of an order no one has), with a client of its own that
   * never retries, timed. Slow when the service does not answer: call off the FX thread.
   */
  public ConnectionCheck check(ConnectionSettings settings) {
    ClientConfig.Builder config;
    if (settings.embeddedSandbox()) {
      SandboxControl s = sandbox();
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

  private synchronized SandboxControl sandbox() {
    if (closed) {
      throw new IllegalStateException("Connector closed");
    }
    if (sandbox == null) {
      sandbox = EmbeddedSandbox.start(dataDir.resolve(SANDBOX_STATE));
    }
    return sandbox;
  }

  /** Stops the embedded sandbox, if it was started; connections opened before must be closed. */
  @Override
  public synchronized void close() {
    closed = true;
    if (sandbox != null) {
      sandbox.close();
      sandbox = null;
    }
  }
}
