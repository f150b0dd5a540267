package io.paydesk.ui.base;

import io.paydesk.ops.ApiKeys;
import io.paydesk.ops.Connection;
import io.paydesk.ops.ConnectionCheck;
import io.paydesk.ops.ConnectionSettings;
import io.paydesk.ops.Connector;
import io.paydesk.ops.CredentialStore;
import io.paydesk.ops.LiveChanges;
import io.paydesk.ops.OsCredentialStore;
import io.paydesk.ops.Person;
import io.paydesk.ops.ServiceHealth;
import io.paydesk.ops.StoreKeys;
import io.paydesk.ops.TeamLogin;
import io.paydesk.ops.TeamPasswords;
import io.paydesk.store.TeamLogins;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import javafx.application.Platform;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The console's session: the active connection and what the status bar shows about it (connection,
 * account, whether the service answers).
 */
public final class ShellViewModel {
  private static final Logger LOG = LoggerFactory.getLogger(ShellViewModel.class);

  /** The newest demo payments stored before the first screen is shown; the rest follow. */
  public static final int DEMO_FIRST = 100;

  private final TaskRunner runner;
  private final Connector connector;
  private final ApiKeys apiKeys;
  private final ObjectProperty<Connection> connection = new SimpleObjectProperty<>();
  private final ReadOnlyStringWrapper connectionLabel = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper accountId = new ReadOnlyStringWrapper("");
  private final ReadOnlyObjectWrapper<Person> person =
      new ReadOnlyObjectWrapper<>(Person.alone(System.getProperty("user.name", "")));
  private final ReadOnlyObjectWrapper<ServiceState> serviceState =
      new ReadOnlyObjectWrapper<>(ServiceState.CHECKING);
  private final MessageText serviceDetail = new MessageText();
  private final MessageText connectError = new MessageText();
  private final ReadOnlyIntegerWrapper storeUpdates = new ReadOnlyIntegerWrapper(0);
  private final MessageText privacyNotice = new MessageText();
  private final ReadOnlyIntegerWrapper openChargebacks = new ReadOnlyIntegerWrapper(0);
  private final ReadOnlyIntegerWrapper demoStored = new ReadOnlyIntegerWrapper(0);
  private final boolean storeDemoPayments;
  private final ReadOnlyObjectWrapper<LiveChanges.Batch> liveChanges =
      new ReadOnlyObjectWrapper<>();
  private final ReadOnlyObjectWrapper<NewChargeback> newChargeback = new ReadOnlyObjectWrapper<>();
  private AutoCloseable liveListening = () -> {};

  /** Asks the person things while connecting (a new password); null: nobody is asked. */
  private DialogService dialogs;

  public ShellViewModel(TaskRunner runner, Path dataDir) {
    this(runner, dataDir, false);
  }

  /**
   * @param storeDemoPayments on the Sandbox profile, read the demo payments into the local store
   *     after connecting (the console does; most tests want an empty store)
   */
  public ShellViewModel(TaskRunner runner, Path dataDir, boolean storeDemoPayments) {
    this(runner, dataDir, storeDemoPayments, OsCredentialStore.open(), null);
  }

  /**
   * As {@link #ShellViewModel(TaskRunner, Path, boolean)}, asking the stores' passphrase through
   * {@code dialogs} when neither the environment nor a credential store gives the key.
   */
  public ShellViewModel(
      TaskRunner runner, Path dataDir, boolean storeDemoPayments, DialogService dialogs) {
    this(runner, dataDir, storeDemoPayments, OsCredentialStore.openAhead(), passphrase(dialogs));
    this.dialogs = dialogs;
  }

  /** The stores' master key and the live keys share one credential store. */
  private ShellViewModel(
      TaskRunner runner,
      Path dataDir,
      boolean storeDemoPayments,
      CredentialStore credentials,
      StoreKeys.PassphrasePrompt prompt) {
    this.runner = runner;
    this.connector =
        new Connector(
            dataDir, new StoreKeys(dataDir, System.getenv(), credentials, prompt), credentials);
    this.apiKeys = new ApiKeys(credentials);
    this.storeDemoPayments = storeDemoPayments;
  }

  /** The live connection's keys, kept in the same credential store as the stores' key. */
  public ApiKeys apiKeys() {
    return apiKeys;
  }

  /** Asks on the FX thread and waits for the answer off it (the connection opens off it). */
  public static StoreKeys.PassphrasePrompt passphrase(DialogService dialogs) {
    return (creating, problem) -> {
      FutureTask<Optional<char[]>> ask =
          new FutureTask<>(
              () ->
                  dialogs.askPassphrase(
                      Messages.get("store.passphrase.title"),
                      Messages.get(creating ? "store.passphrase.choose" : "store.passphrase.enter"),
                      problem == null ? "" : Messages.get("store.passphrase.wrong"),
                      creating,
                      Messages.get("store.passphrase.open")));
      if (Platform.isFxApplicationThread()) {
        ask.run();
      } else {
        Platform.runLater(ask);
      }
      try {
        return ask.get().orElse(null);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return null;
      } catch (ExecutionException e) {
        return null;
      }
    };
  }

  /**
   * Starts deriving the stores' key on a thread of its own (when that asks nobody), so that it is
   * ready, or nearly, when the connection opens after the window's first frame.
   */
  public void prepareKey() {
    Thread t = new Thread(connector::prepareKey, "paydesk-store-key");
    t.setDaemon(true);
    t.start();
  }

  /** Opens a connection off the FX thread; the previous one stays until the new one is open. */
  public void connect(ConnectionSettings settings) {
    connectError.set("");
    serviceState.set(ServiceState.CHECKING);
    serviceDetail.say(() -> Messages.get("status.connecting"));
    TaskHandle opening =
        runner.runWithProgress(
            progress -> {
              Connection c =
                  connector.open(
                      settings,
                      fraction ->
                          progress.message(
                              Messages.get("store.encrypting", (int) Math.round(fraction * 100))));
              c.person(); // who signed in, read from a team store here, off the FX thread
              // The newest demo payments are stored before the screens first read the store.
              return new Opened(c, storeDemoPayments && c.isSandbox() ? firstDemoFill(c) : null);
            },
            done -> {
              StartupTrace.mark("connected");
              Connection opened = done.connection();
              Connection previous = connection.get();
              person.set(opened.person());
              connection.set(opened);
              followLive(opened);
              connectionLabel.set(opened.label());
              accountId.set(opened.accountId());
              int madePrivate = opened.madePrivate().size();
              privacyNotice.say(
                  () -> madePrivate == 0 ? "" : Messages.get("status.madePrivate", madePrivate));
              if (!opened.madePrivate().isEmpty()) {
                LOG.warn(
                    "Made {} files in the data folder readable by this user only: {}",
                    opened.madePrivate().size(),
                    opened.madePrivate());
              }
              if (previous != null) {
                runner.run(() -> closeQuietly(previous), x -> {}, x -> {});
              }
              countOpenChargebacks();
              if (opened.person().mustChangePassword()) {
                askNewPassword(opened, settings);
              }
              if (done.demo() != null) {
                storeRestOfDemo(opened, done.demo());
              } else {
                checkService();
              }
            },
            failure -> {
              serviceState.set(ServiceState.NOT_ANSWERING);
              serviceDetail.say(() -> Messages.get("status.connectFailed", ErrorText.of(failure)));
              connectError.say(() -> Messages.get("status.connectFailed", ErrorText.of(failure)));
            });
    // A store made before encryption is encrypted while connecting: the status bar says how far.
    opening
        .messageProperty()
        .addListener(
            (obs, was, now) -> {
              if (!now.isEmpty()) {
                serviceDetail.set(now);
              }
            });
  }

  /**
   * A first password given by an admin is changed before work: the person chooses a new one (typed
   * twice); it replaces the old one where that was kept. Cancelled, the console stays signed in
   * until the first password expires, and asks again at the next sign-in.
   */
  private void askNewPassword(Connection opened, ConnectionSettings settings) {
    if (dialogs == null || settings.team() == null) {
      return;
    }
    Optional<char[]> chosen =
        dialogs.askPassphrase(
            Messages.get("team.newPassword.title"),
            Messages.get("team.newPassword.sentence", opened.person().name()),
            "",
            true,
            Messages.get("team.newPassword.save"));
    chosen.ifPresent(
        pw ->
            runner.run(
                () -> {
                  try {
                    opened.changeOwnPassword(settings.team(), connector.teamPasswords(), pw);
                  } finally {
                    java.util.Arrays.fill(pw, '\0');
                  }
                  return true;
                },
                ok -> privacyNotice.say(() -> Messages.get("team.newPassword.done")),
                failure ->
                    connectError.say(
                        () -> Messages.get("team.newPassword.failed", ErrorText.of(failure)))));
  }

  /** A connection just opened, with the first part of its demo payments stored (or null). */
  private record Opened(Connection connection, Connection.DemoFill demo) {}

  /** Stores the newest demo payments, so the first screen has data at once; null on failure. */
  private static Connection.DemoFill firstDemoFill(Connection c) {
    try {
      return c.storeDemoPayments(DEMO_FIRST);
    } catch (RuntimeException e) {
      LOG.warn("Demo payments not stored: {}", ErrorText.of(e));
      return null;
    }
  }

  /**
   * The screens read the newest demo payments (stored while connecting); the rest are stored after
   * them, and the screens told again.
   */
  private void storeRestOfDemo(Connection opened, Connection.DemoFill fill) {
    StartupTrace.mark("demo_first_told");
    storeChanged();
    demoStored.set(fill.firstStored());
    // The probe and the rest wait for the screens' first reads: on two cores they would delay the
    // first screen's data (src/site/markdown/benchmarks.md, session 17).
    runner.whenIdle(
        () -> {
          if (opened != connection.get()) {
            return;
          }
          checkService();
          TaskHandle rest =
              runner.runWithProgress(
                  progress -> fill.storeRest(n -> progress.update(n, -1)),
                  n -> {
                    if (opened == connection.get()) {
                      storeChanged();
                    }
                  },
                  failure -> LOG.warn("Demo payments not stored: {}", ErrorText.of(failure)));
          rest.doneProperty()
              .addListener(
                  (obs, was, now) -> {
                    if (opened == connection.get()) {
                      demoStored.set(now.intValue());
                    }
                  });
        });
  }

  /**
   * Hands the connection's live changes (events from the service applied to the store, gathered in
   * bursts by ops) to the screens, on the FX thread through the runner: the one path by which they
   * learn of them. The previous connection's listener is removed.
   */
  private void followLive(Connection c) {
    closeListening();
    liveListening =
        c.live()
            .listen(
                runner::onFxThread,
                batch -> {
                  if (c == connection.get()) {
                    onLive(c, batch);
                  }
                });
  }

  private void onLive(Connection c, LiveChanges.Batch batch) {
    liveChanges.set(batch);
    if (batch.touchesPayments()) {
      countOpenChargebacks();
    }
    if (batch.chargebacks().isEmpty()) {
      return;
    }
    runner.run(
        () ->
            c.disputes().worklist().stream()
                .filter(x -> batch.chargebacks().contains(x.paymentId()))
                .filter(x -> x.state().awaitsEvidence())
                .map(
                    x ->
                        new NewChargeback(
                            x.paymentId(),
                            x.cardBrand(),
                            x.cardLastFour(),
                            x.amount(),
                            x.currency(),
                            x.daysLeft()))
                .toList(),
        cases -> {
          if (c == connection.get()) {
            cases.forEach(newChargeback::set);
          }
        },
        failure -> LOG.warn("New chargebacks not read: {}", ErrorText.forLog(failure)));
  }

  private void closeListening() {
    try {
      liveListening.close();
    } catch (Exception e) {
      // removing a listener does not fail
    }
    liveListening = () -> {};
  }

  /**
   * Each batch of changes events from the service made in the store, on the FX thread (null before
   * the first): screens showing what changed read it again, or say what is new.
   */
  public ReadOnlyObjectProperty<LiveChanges.Batch> liveChangesProperty() {
    return liveChanges.getReadOnlyProperty();
  }

  /**
   * The newest chargeback an event brought that awaits evidence (null before the first): the
   * console raises a notice for each.
   */
  public ReadOnlyObjectProperty<NewChargeback> newChargebackProperty() {
    return newChargeback.getReadOnlyProperty();
  }

  /**
   * Tests settings without connecting to them: the current connection stays as it is. Slow when the
   * service does not answer: call off the FX thread.
   */
  public ConnectionCheck checkConnection(ConnectionSettings settings) {
    return connector.check(settings);
  }

  /** Asks whether the service answers, without a request it would refuse. */
  public void checkService() {
    Connection c = connection.get();
    if (c == null) {
      return;
    }
    runner.run(
        () -> stateOf(c.health().probe()),
        state -> {
          if (c == connection.get()) {
            serviceState.set(state);
            serviceDetail.say(() -> Messages.get("status.service." + state.name()));
          }
        },
        failure -> {
          serviceState.set(ServiceState.NOT_ANSWERING);
          serviceDetail.say(() -> ErrorText.of(failure));
        });
  }

  /** Screens report each call's outcome so the status bar stays true between checks. */
  public void reportCallOutcome(Throwable failure) {
    ServiceState state = failure == null ? ServiceState.ANSWERING : stateFor(failure);
    serviceState.set(state);
    serviceDetail.say(() -> Messages.get("status.service." + state.name()));
  }

  static ServiceState stateFor(Throwable failure) {
    return stateOf(ServiceHealth.classify(failure));
  }

  private static ServiceState stateOf(ServiceHealth.Answer answer) {
    return ServiceState.valueOf(answer.name());
  }

  private static Void closeQuietly(Connection c) {
    c.close();
    return null;
  }

  /**
   * Closes the connection (a demo fill still running stops first, see {@link Connection#close()})
   * and stops the embedded sandbox, if one was started.
   */
  public void shutdown() {
    closeListening();
    Connection c = connection.get();
    connection.set(null);
    if (c != null) {
      c.close();
    }
    connector.close();
  }

  public ReadOnlyObjectProperty<Connection> connectionProperty() {
    return connection;
  }

  public Connection connection() {
    return connection.get();
  }

  public ReadOnlyStringProperty connectionLabelProperty() {
    return connectionLabel.getReadOnlyProperty();
  }

  /** People's team store passwords (this session's, or kept in the credential store). */
  public TeamPasswords teamPasswords() {
    return connector.teamPasswords();
  }

  /** Signs in to a team store once and says what was found; slow: call off the FX thread. */
  public TeamLogins.Probe checkTeam(TeamLogin login, String password) {
    return connector.checkTeam(login, password);
  }

  /**
   * Who uses the console: the team store's login and roles, or this computer's user (who may do
   * everything). Set before the connection, so screens that follow the connection read it.
   */
  public ReadOnlyObjectProperty<Person> personProperty() {
    return person.getReadOnlyProperty();
  }

  /** True while the console works on a team store (several people: claims, who saved what). */
  public javafx.beans.binding.BooleanBinding onTeamStore() {
    return javafx.beans.binding.Bindings.createBooleanBinding(
        () -> person.get() != null && person.get().team(), person);
  }

  public ReadOnlyStringProperty accountIdProperty() {
    return accountId.getReadOnlyProperty();
  }

  public ReadOnlyObjectProperty<ServiceState> serviceStateProperty() {
    return serviceState.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty serviceDetailProperty() {
    return serviceDetail.getReadOnlyProperty();
  }

  /** Tells every screen that reads the store that payments in it changed (a refresh, an action). */
  public void storeChanged() {
    storeUpdates.set(storeUpdates.get() + 1);
    countOpenChargebacks();
  }

  /** Counts the stored chargebacks awaiting evidence again (off the FX thread). */
  public void countOpenChargebacks() {
    Connection c = connection.get();
    if (c == null) {
      return;
    }
    runner.run(
        () -> c.disputes().openCount(),
        n -> {
          if (c == connection.get()) {
            openChargebacks.set(n);
          }
        },
        failure -> LOG.warn("Open chargebacks not counted: {}", ErrorText.forLog(failure)));
  }

  /** How many stored chargebacks await evidence (the Disputes item of the sidebar shows it). */
  public ReadOnlyIntegerProperty openChargebacksProperty() {
    return openChargebacks.getReadOnlyProperty();
  }

  /**
   * How many of the sandbox's demo payments this connection stored so far: grows as the fill after
   * connecting goes on (0 when there is none).
   */
  public ReadOnlyIntegerProperty demoStoredProperty() {
    return demoStored.getReadOnlyProperty();
  }

  /** Counts the times payments in the store changed (bulk refresh, a money action). */
  public ReadOnlyIntegerProperty storeUpdatesProperty() {
    return storeUpdates.getReadOnlyProperty();
  }

  /**
   * Says, after connecting, that files other accounts could read were made private; "" when none
   * were.
   */
  public ReadOnlyStringProperty privacyNoticeProperty() {
    return privacyNotice.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty connectErrorProperty() {
    return connectError.getReadOnlyProperty();
  }
}
