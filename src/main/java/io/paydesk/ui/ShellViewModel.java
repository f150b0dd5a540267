package io.paydesk.ui;

import io.paydesk.api.AuthenticationException;
import io.paydesk.api.ConnectionException;
import io.paydesk.api.OutcomeUnknownException;
import io.paydesk.api.PaydeskException;
import io.paydesk.api.PermissionException;
import java.nio.file.Path;
import java.util.UUID;
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

  /** A well-formed id no payment has: the service answers it with "not found". */
  static final String PROBE_ID = new UUID(0, 0).toString();

  private final TaskRunner runner;
  private final Path dataDir;
  private final ObjectProperty<Connection> connection = new SimpleObjectProperty<>();
  private final ReadOnlyStringWrapper connectionLabel = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper accountId = new ReadOnlyStringWrapper("");
  private final ReadOnlyObjectWrapper<ServiceState> serviceState =
      new ReadOnlyObjectWrapper<>(ServiceState.CHECKING);
  private final ReadOnlyStringWrapper serviceDetail = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper connectError = new ReadOnlyStringWrapper("");
  private final ReadOnlyIntegerWrapper storeUpdates = new ReadOnlyIntegerWrapper(0);
  private final boolean storeDemoPayments;

  public ShellViewModel(TaskRunner runner, Path dataDir) {
    this(runner, dataDir, false);
  }

  /**
   * @param storeDemoPayments on the Sandbox profile, read the demo payments into the local store
   *     after connecting (the console does; most tests want an empty store)
   */
  public ShellViewModel(TaskRunner runner, Path dataDir, boolean storeDemoPayments) {
    this.runner = runner;
    this.dataDir = dataDir;
    this.storeDemoPayments = storeDemoPayments;
  }

  /** Opens a connection off the FX thread; the previous one stays until the new one is open. */
  public void connect(ConnectionSettings settings) {
    connectError.set("");
    serviceState.set(ServiceState.CHECKING);
    serviceDetail.set(Messages.get("status.connecting"));
    runner.run(
        () -> Connection.open(settings, dataDir),
        opened -> {
          Connection previous = connection.get();
          connection.set(opened);
          connectionLabel.set(opened.label());
          accountId.set(opened.accountId());
          if (previous != null) {
            runner.run(() -> closeQuietly(previous), x -> {}, x -> {});
          }
          checkService();
          if (storeDemoPayments && opened.isSandbox()) {
            runner.run(
                opened::storeDemoPayments,
                n -> {
                  if (opened == connection.get()) {
                    storeChanged();
                  }
                },
                failure -> LOG.warn("Demo payments not stored: {}", ErrorText.of(failure)));
          }
        },
        failure -> {
          serviceState.set(ServiceState.NOT_ANSWERING);
          String why = Messages.get("status.connectFailed", ErrorText.of(failure));
          serviceDetail.set(why);
          connectError.set(why);
        });
  }

  /** Asks the service for a payment no one has: any answer from it means it is up. */
  public void checkService() {
    Connection c = connection.get();
    if (c == null) {
      return;
    }
    runner.run(
        () -> probe(c),
        state -> {
          if (c == connection.get()) {
            serviceState.set(state);
            serviceDetail.set(Messages.get("status.service." + state.name()));
          }
        },
        failure -> {
          serviceState.set(ServiceState.NOT_ANSWERING);
          serviceDetail.set(ErrorText.of(failure));
        });
  }

  /** Screens report each call's outcome so the status bar stays true between checks. */
  public void reportCallOutcome(Throwable failure) {
    ServiceState state = failure == null ? ServiceState.ANSWERING : stateFor(failure);
    serviceState.set(state);
    serviceDetail.set(Messages.get("status.service." + state.name()));
  }

  static ServiceState probe(Connection c) {
    try {
      c.client().payments().retrieve(PROBE_ID);
      return ServiceState.ANSWERING;
    } catch (PaydeskException e) {
      return stateFor(e);
    }
  }

  static ServiceState stateFor(Throwable failure) {
    if (failure instanceof AuthenticationException || failure instanceof PermissionException) {
      return ServiceState.KEYS_REFUSED;
    }
    if (failure instanceof ConnectionException || failure instanceof OutcomeUnknownException) {
      return ServiceState.NOT_ANSWERING;
    }
    if (failure instanceof PaydeskException e && e.status() >= 500) {
      return ServiceState.NOT_ANSWERING;
    }
    return ServiceState.ANSWERING;
  }

  private static Void closeQuietly(Connection c) {
    c.close();
    return null;
  }

  public void shutdown() {
    Connection c = connection.get();
    connection.set(null);
    if (c != null) {
      c.close();
    }
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
  }

  /** Counts the times payments in the store changed (bulk refresh, a money action). */
  public ReadOnlyIntegerProperty storeUpdatesProperty() {
    return storeUpdates.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty connectErrorProperty() {
    return connectError.getReadOnlyProperty();
  }
}
