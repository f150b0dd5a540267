package io.paydesk.ops;

import io.paydesk.api.PaydeskClient;
import io.paydesk.store.StartupPhases;
import io.paydesk.store.Store;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.IntConsumer;

/**
 * An open connection: the client for one service and account, the local store for that profile,
 * and, on the Sandbox profile, the embedded sandbox the client talks to (owned by the {@link
 * Connector}, not by the connection).
 */
public final class Connection implements AutoCloseable {
  private final String label;
  private final String accountId;
  private final PaydeskClient client;
  private final Store store;
  private final SandboxControl sandbox;
  private final PaymentRefresh refresh;
  private final ServiceHealth health;
  private final PaymentOperations payments;
  private final PaymentLookups lookups;
  private final SubscriptionOperations subscriptions;
  private final CustomerLookups customers;
  private final PayoutOperations payouts;
  private final EntityOperations entities;
  private final DisputeOperations disputes;
  private final Overview overview;
  private final DraftOperations drafts;
  private final AuditTrail auditTrail;
  private final StoreUpkeep upkeep;
  private final LiveChanges live;
  private final ConsoleInbox inbox;

  Connection(
      String label,
      String accountId,
      PaydeskClient client,
      Store store,
      SandboxControl sandbox,
      String profile,
      InboxSecrets secrets) {
    this.label = label;
    this.accountId = accountId;
    this.client = client;
    this.store = store;
    this.sandbox = sandbox;
    this.refresh = new PaymentRefresh(client, store);
    this.health = new ServiceHealth(client, store);
    this.payments = new PaymentOperations(client, store);
    this.lookups = new PaymentLookups(client, store);
    this.subscriptions = new SubscriptionOperations(client, store);
    this.customers = new CustomerLookups(client, store);
    this.payouts = new PayoutOperations(client, store);
    this.entities = new EntityOperations(client, store);
    this.disputes = new DisputeOperations(client, store, accountId);
    this.overview = new Overview(store);
    this.drafts = new DraftOperations(store);
    this.upkeep = new StoreUpkeep(store);
    this.auditTrail = new AuditTrail(store);
    this.live = new LiveChanges(store);
    this.inbox =
        new ConsoleInbox(
            profile, accountId, client, store, sandbox, secrets, java.time.Clock.systemUTC());
  }

  /**
   * Who uses the console: on a team store the login and its roles (read once from the database), on
   * this computer's store its user, who may do everything.
   */
  public Person person() {
    return Person.of(store.signedIn());
  }

  /**
   * Sets the person's own team store password (a first one given by an admin must be changed) and
   * keeps the new one where the old one was kept; the connection stays open.
   */
  public void changeOwnPassword(TeamLogin login, TeamPasswords passwords, char[] newPassword) {
    store.changeOwnPassword(newPassword);
    passwords.replace(login, new String(newPassword));
  }

  /** The event inbox run inside the console on this connection's store. */
  public ConsoleInbox inbox() {
    return inbox;
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

  /** Money operations on payments, journaled. */
  public PaymentOperations payments() {
    return payments;
  }

  /** Subscriptions: read, changed with a diff, paused, resumed, cancelled; journaled. */
  public SubscriptionOperations subscriptions() {
    return subscriptions;
  }

  /** Customers by id: enrolled methods read into the store, one view from the store. */
  public CustomerLookups customers() {
    return customers;
  }

  /** Demo subscription ids of the embedded sandbox; empty on a live connection. */
  public List<String> demoSubscriptionIds() {
    return sandbox == null ? List.of() : sandbox.demoSubscriptionIds();
  }

  /** Demo customer ids of the embedded sandbox (each with enrolled cards); empty when live. */
  public List<String> demoCustomerIds() {
    return sandbox == null ? List.of() : sandbox.demoCustomerIds();
  }

  /** The embedded sandbox's demo customers with names and e-mails; empty when live. */
  public List<CustomerSummary> demoCustomers() {
    return sandbox == null ? List.of() : sandbox.demoCustomers();
  }

  /** Chargeback disputes: the worklist, evidence drafts and sending evidence, journaled. */
  public DisputeOperations disputes() {
    return disputes;
  }

  /** Finding payments by id, order id or e-mail: the service, then the store. */
  public PaymentLookups lookups() {
    return lookups;
  }

  /** Payouts, journaled by merchant reference and never sent twice. */
  public PayoutOperations payouts() {
    return payouts;
  }

  /** Banking entities, journaled with the draft's idempotency key. */
  public EntityOperations entities() {
    return entities;
  }

  /** A bulk payout file's check and sending, journaled as single payouts are. */
  public PayoutBatch payoutBatch() {
    return new PayoutBatch(payouts, store);
  }

  /** The forms' drafts, kept in the store. */
  public DraftOperations drafts() {
    return drafts;
  }

  /** Upkeep of the store (compaction). */
  /** Who did what and when, for the audit view. */
  public AuditTrail auditTrail() {
    return auditTrail;
  }

  public StoreUpkeep upkeep() {
    return upkeep;
  }

  /** Bulk reads of payments from the service into the store. */
  public PaymentRefresh refresh() {
    return refresh;
  }

  /** The overview's charts, read from the store. */
  public Overview overview() {
    return overview;
  }

  /**
   * What the service's events change in the store, gathered in bursts: the one path by which open
   * screens learn of them.
   */
  public LiveChanges live() {
    return live;
  }

  /** Whether the service answers, asked without a request it would refuse. */
  public ServiceHealth health() {
    return health;
  }

  /**
   * Stores the sandbox's demo payments as the sandbox has them now, read without HTTP: the newest
   * {@code first} at once (so a screen has data to show), the rest with {@link
   * DemoFill#storeRest()}. Slow: call off the FX thread.
   */
  public DemoFill storeDemoPayments(int first) {
    if (sandbox == null) {
      return DemoFill.NONE;
    }
    List<String> newest = sandbox.demoPaymentJson(first);
    StartupPhases.mark("demo_first_read");
    if (!storeDemoBatch(newest)) {
      return DemoFill.NONE;
    }
    StartupPhases.mark("demo_first_stored");
    return new DemoFill(
        newest.size(),
        stored -> {
          List<String> all = sandbox.demoPaymentJson(Integer.MAX_VALUE);
          return storeJson(
              all.subList(Math.min(newest.size(), all.size()), all.size()), newest.size(), stored);
        });
  }

  private int storeJson(List<String> json, int before, IntConsumer stored) {
    int batch = PaymentRefresh.BATCH;
    for (int i = 0; i < json.size(); i += batch) {
      if (Thread.currentThread().isInterrupted()
          || !storeDemoBatch(json.subList(i, Math.min(json.size(), i + batch)))) {
        return i;
      }
      stored.accept(before + Math.min(json.size(), i + batch));
    }
    return json.size();
  }

  /** Stores one batch of demo payments unless the connection is closing; false when it is. */
  private boolean storeDemoBatch(List<String> json) {
    demoWriting.lock();
    try {
      if (closing) {
        return false;
      }
      store.payments().upsertAllJson(json);
      return true;
    } finally {
      demoWriting.unlock();
    }
  }

  /**
   * Resets the embedded sandbox to its seeded demo data and replaces the store's copies of the demo
   * payments with the reset ones (a reset payment is older than the refund the store kept, so a
   * plain refresh would keep the refund). Slow: call off the FX thread.
   *
   * @return how many demo payments were stored again
   */
  public int resetSandbox() {
    if (sandbox == null) {
      throw new IllegalStateException("Not connected to the embedded sandbox");
    }
    sandbox.reset();
    List<String> all = sandbox.demoPaymentJson(Integer.MAX_VALUE);
    store.payments().replaceAllJson(all);
    return all.size();
  }

  private volatile List<Path> madePrivate = List.of();

  /** How long a close waits for a demo batch being written. */
  static final Duration DEMO_STOP_WAIT = Duration.ofSeconds(20);

  /** Held while a batch of demo payments is written; a close waits for it. */
  private final ReentrantLock demoWriting = new ReentrantLock();

  private volatile boolean closing;

  void madePrivate(List<Path> files) {
    madePrivate = List.copyOf(files);
  }

  /**
   * Files in the data folder that other accounts could read or write when this connection opened,
   * made readable by the user only before anything opened them; empty when all were private.
   */
  public List<Path> madePrivate() {
    return madePrivate;
  }

  /**
   * Stops the event inbox, then closes the client and the store; the embedded sandbox stays for the
   * next connection. A demo fill still running stops first: its batch in progress is written (up to
   * {@link #DEMO_STOP_WAIT}), no other starts, so the store closes with no write under way.
   */
  @Override
  public void close() {
    closing = true;
    inbox.close(); // its worker stops telling changes first
    live.close();
    try {
      if (demoWriting.tryLock(DEMO_STOP_WAIT.toMillis(), TimeUnit.MILLISECONDS)) {
        demoWriting.unlock();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    try (store;
        client) {
      // closes both, last opened first
    } catch (Exception e) {
      // closing is best effort: nothing a user can act on
    }
  }

  /** What is left of a demo fill after its first part: stored with {@link #storeRest()}. */
  public static final class DemoFill {
    static final DemoFill NONE = new DemoFill(0, stored -> 0);

    /** Stores the rest, telling {@code stored} the demo payments stored so far after each batch. */
    interface Rest {
      int store(IntConsumer stored) throws Exception;
    }

    private final int firstStored;
    private final Rest rest;

    DemoFill(int firstStored, Rest rest) {
      this.firstStored = firstStored;
      this.rest = rest;
    }

    public int firstStored() {
      return firstStored;
    }

    /** Stores the rest; slow: off the FX thread. Stops early when the connection closes. */
    public int storeRest() throws Exception {
      return rest.store(n -> {});
    }

    /**
     * As {@link #storeRest()}, telling {@code stored} after each batch how many demo payments are
     * in the store so far (the first part included).
     */
    public int storeRest(IntConsumer stored) throws Exception {
      return rest.store(stored);
    }
  }
}
