package io.paydesk.ui;

import io.paydesk.api.ClientConfig;
import io.paydesk.api.PaydeskClient;
import io.paydesk.api.model.Payment;
import io.paydesk.sandbox.Sandbox;
import io.paydesk.sandbox.SandboxOptions;
import io.paydesk.store.Store;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * An open connection: the client for one service and account, the local store for that profile,
 * and, on the Sandbox profile, the embedded simulator the client talks to.
 */
public final class Connection implements AutoCloseable {
  private static final int DEMO_BATCH = 200;

  private final String label;
  private final String accountId;
  private final PaydeskClient client;
  private final Store store;
  private final Sandbox sandbox;

  private Connection(
      String label, String accountId, PaydeskClient client, Store store, Sandbox sandbox) {
    this.label = label;
    this.accountId = accountId;
    this.client = client;
    this.store = store;
    this.sandbox = sandbox;
  }

  /** Opens the connection; slow (starts a server, migrates a database): call off the FX thread. */
  public static Connection open(ConnectionSettings settings, Path dataDir) throws Exception {
    Path storeFile = dataDir.resolve(settings.profileName() + ".mv.db");
    if (settings.embeddedSandbox()) {
      Sandbox sandbox = Sandbox.start(SandboxOptions.defaults());
      try {
        PaydeskClient client =
            new PaydeskClient(
                ClientConfig.builder(
                        sandbox.baseUrl(),
                        Sandbox.DEFAULT_PUBLIC_API_KEY,
                        Sandbox.DEFAULT_PRIVATE_SECRET_KEY)
                    .build());
        Store store = Store.openH2(storeFile);
        return new Connection("Sandbox", sandbox.accountId(), client, store, sandbox);
      } catch (Exception | Error e) {
        sandbox.close();
        throw e;
      }
    }
    PaydeskClient client =
        new PaydeskClient(
            ClientConfig.builder(
                    settings.baseUrl(), settings.publicApiKey(), settings.privateSecretKey())
                .build());
    try {
      Store store = Store.openH2(storeFile);
      return new Connection(settings.baseUrl(), settings.accountId(), client, store, null);
    } catch (Exception | Error e) {
      client.close();
      throw e;
    }
  }

  /** "Sandbox", or the live base URL. */
  public String label() {
    return label;
  }

  public String accountId() {
    return accountId;
  }

  public PaydeskClient client() {
    return client;
  }

  public Store store() {
    return store;
  }

  public boolean isSandbox() {
    return sandbox != null;
  }

  /** The embedded sandbox's base URL (its /sandbox control API hangs off it); null when live. */
  public String sandboxBaseUrl() {
    return sandbox == null ? null : sandbox.baseUrl();
  }

  /** Demo payment ids of the embedded sandbox, newest first; empty on a live connection. */
  public List<String> demoPaymentIds() {
    return sandbox == null ? List.of() : sandbox.demoPaymentIds();
  }

  /**
   * Reads the sandbox's demo payments from the service into the local store, so search has a
   * history from the first start; slow (one call per payment): call off the FX thread.
   *
   * @return how many payments were stored
   */
  public int storeDemoPayments() {
    List<Payment> batch = new ArrayList<>();
    int stored = 0;
    for (String id : demoPaymentIds()) {
      batch.add(client.payments().retrieve(id));
      if (batch.size() == DEMO_BATCH) {
        store.payments().upsertAll(batch);
        stored += batch.size();
        batch.clear();
      }
    }
    store.payments().upsertAll(batch);
    return stored + batch.size();
  }

  @Override
  public void close() {
    try (sandbox;
        store;
        client) {
      // closes all three, last opened first
    } catch (Exception e) {
      // closing is best effort: nothing a user can act on
    }
  }
}
