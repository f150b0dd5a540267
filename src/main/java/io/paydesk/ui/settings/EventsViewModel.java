package io.paydesk.ui.settings;

import io.paydesk.ops.Connection;
import io.paydesk.ops.ConsoleInbox;
import io.paydesk.ops.StoreChanges;
import io.paydesk.ui.base.Busy;
import io.paydesk.ui.base.ErrorText;
import io.paydesk.ui.base.Formats;
import io.paydesk.ui.base.MessageText;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.TaskRunner;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Settings, Events: whether the console receives the service's events itself (the inbox run inside
 * it, on an H2 store), where it listens, and what has arrived: the last event, today's counts,
 * failed events with Retry, the first and last stored, events per day for 30 days, and the payments
 * events referred to that are not read yet. Read only on a team store (its inbox runs beside the
 * database). Everything is read and done through {@link ConsoleInbox}, off the FX thread; the page
 * follows applied events through {@link StoreChanges}.
 */
public final class EventsViewModel {
  /** Events per day are shown for this many days. */
  public static final int DAYS = 30;

  private final ReadOnlyObjectProperty<Connection> connection;
  private final TaskRunner runner;
  private final Busy calls;
  private final ZoneId zone;
  private final Clock clock;

  private final ReadOnlyBooleanWrapper connected = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyBooleanWrapper editable = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyBooleanWrapper onSandbox = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyBooleanWrapper quiet = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyBooleanWrapper hasSecret = new ReadOnlyBooleanWrapper(false);
  private final BooleanProperty receive = new SimpleBooleanProperty(false);
  private final StringProperty port = new SimpleStringProperty("");
  private final StringProperty path = new SimpleStringProperty("");
  private final StringProperty secret = new SimpleStringProperty("");
  private final MessageText portError = new MessageText();
  private final MessageText pathError = new MessageText();
  private final MessageText secretNote = new MessageText();
  private final ReadOnlyStringWrapper address = new ReadOnlyStringWrapper("");
  private final MessageText status = new MessageText();
  private final MessageText result = new MessageText();
  private final MessageText lastEvent = new MessageText();
  private final MessageText quietWarning = new MessageText();
  private final MessageText received = new MessageText();
  private final MessageText duplicates = new MessageText();
  private final MessageText refused = new MessageText();
  private final MessageText applied = new MessageText();
  private final MessageText firstStored = new MessageText();
  private final MessageText lastStored = new MessageText();
  private final MessageText perDayTotal = new MessageText();
  private final ObservableList<Day> perDay = FXCollections.observableArrayList();
  private final ObservableList<Failed> failed = FXCollections.observableArrayList();
  private final ObservableList<UnreadPayment> unread = FXCollections.observableArrayList();
  private final BooleanBinding valid;

  private boolean reading;
  private boolean readAgain;

  public EventsViewModel(
      ReadOnlyObjectProperty<Connection> connection, TaskRunner runner, ZoneId zone, Clock clock) {
    this.connection = connection;
    this.runner = runner;
    this.calls = new Busy(runner, busy, result);
    this.zone = zone;
    this.clock = clock;
    port.addListener((o, a, b) -> checkPort());
    path.addListener((o, a, b) -> checkPath());
    valid =
        Bindings.createBooleanBinding(
            this::isValid, portError, pathError, receive, secret, hasSecret, onSandbox);
    connection.addListener((o, was, now) -> load());
  }

  /** Reads the settings and what has arrived, for the connection open now. */
  public void load() {
    Connection c = connection.get();
    connected.set(c != null);
    result.set("");
    if (c == null) {
      editable.set(false);
      return;
    }
    ConsoleInbox inbox = c.inbox();
    runner.run(
        () -> new Loaded(inbox.settings(), inbox.hasSecret()),
        loaded -> {
          if (c != connection.get()) {
            return;
          }
          editable.set(inbox.editable());
          onSandbox.set(inbox.onSandbox());
          receive.set(loaded.settings().on());
          port.set(Integer.toString(loaded.settings().port()));
          path.set(loaded.settings().path());
          secret.set("");
          hasSecret.set(loaded.hasSecret());
          secretNote.say(
              () ->
                  Messages.get(
                      inbox.onSandbox()
                          ? "events.secret.sandbox"
                          : loaded.hasSecret() ? "events.secret.kept" : "events.secret.none"));
          refresh();
        },
        failure -> result.say(() -> Messages.get("events.readFailed", ErrorText.of(failure))));
  }

  /** Events received on one day. */
  public record Day(LocalDate day, long events) {}

  /** A failed event and why. */
  public record Failed(long id, Instant received, String typeEvent, String reason) {}

  /** A payment an event referred to that is not read yet. */
  public record UnreadPayment(String paymentId, Instant firstEvent, long events, String reason) {}

  private record Loaded(ConsoleInbox.Settings settings, boolean hasSecret) {}

  private record Read(
      boolean running,
      String address,
      String problem,
      ConsoleInbox.Today today,
      ConsoleInbox.Summary summary) {}

  /** Reads what has arrived again; a read asked for while one runs is made after it. */
  public void refresh() {
    Connection c = connection.get();
    if (c == null) {
      return;
    }
    if (reading) {
      readAgain = true;
      return;
    }
    reading = true;
    ConsoleInbox inbox = c.inbox();
    runner.run(
        () ->
            new Read(
                inbox.running(),
                inbox.address(),
                inbox.problem(),
                inbox.today(zone),
                inbox.summary(zone, DAYS)),
        read -> {
          reading = false;
          if (c == connection.get()) {
            show(inbox, read);
          }
          if (readAgain) {
            readAgain = false;
            refresh();
          }
        },
        failure -> {
          reading = false;
          result.say(() -> Messages.get("events.readFailed", ErrorText.of(failure)));
        });
  }

  private void show(ConsoleInbox inbox, Read read) {
    running.set(read.running());
    address.set(read.address() == null ? "" : read.address());
    if (read.running()) {
      status.say(() -> Messages.get("events.status.on"));
    } else if (read.problem() != null) {
      status.say(() -> Messages.get(read.problem()));
    } else if (!inbox.editable()) {
      status.say(() -> Messages.get("events.status.team"));
    } else {
      status.say(() -> Messages.get("events.status.off"));
    }
    ConsoleInbox.Summary s = read.summary();
    Instant last = s.last();
    lastEvent.say(
        () ->
            last == null
                ? Messages.get("events.last.none")
                : Messages.get("events.last.at", Formats.dateTime(last), ago(last)));
    boolean isQuiet = s.quiet() && (read.running() || !inbox.editable());
    quiet.set(isQuiet);
    quietWarning.say(
        () -> isQuiet ? Messages.get("events.quiet", ConsoleInbox.QUIET_AFTER.toHours()) : "");
    ConsoleInbox.Today t = read.today();
    received.say(() -> count(t.received()));
    duplicates.say(() -> count(t.duplicates()));
    refused.say(() -> count(t.refused()));
    applied.say(() -> count(t.applied()));
    firstStored.say(
        () -> s.first() == null ? Messages.get("events.none") : Formats.dateTime(s.first()));
    lastStored.say(() -> last == null ? Messages.get("events.none") : Formats.dateTime(last));
    long total = s.perDay().stream().mapToLong(ConsoleInbox.DayCount::events).sum();
    perDayTotal.say(() -> Messages.get("events.perDay.total", total, DAYS));
    perDay.setAll(s.perDay().stream().map(d -> new Day(d.day(), d.events())).toList());
    failed.setAll(
        s.failed().stream()
            .map(e -> new Failed(e.id(), e.receivedAt(), e.typeEvent(), e.reason()))
            .toList());
    unread.setAll(
        s.unread().stream()
            .map(u -> new UnreadPayment(u.paymentId(), u.firstReceived(), u.events(), u.reason()))
            .toList());
  }

  /** A count; "—" where this console cannot know it (duplicates and refusals of a team inbox). */
  private static String count(long n) {
    return n < 0 ? "\u2014" : Messages.get("events.count", n);
  }

  private String ago(Instant when) {
    Duration d = Duration.between(when, clock.instant());
    if (d.toMinutes() < 1) {
      return Messages.get("events.ago.now");
    }
    if (d.toHours() < 1) {
      return Messages.get("events.ago.minutes", d.toMinutes());
    }
    if (d.toDays() < 1) {
      return Messages.get("events.ago.hours", d.toHours());
    }
    return Messages.get("events.ago.days", d.toDays());
  }

  /**
   * Follows applied events while the page shows: each reads the page again (reads asked for
   * together make one). Closing the answer stops it.
   */
  public AutoCloseable follow() {
    Consumer<StoreChanges.Change> changed = ch -> Platform.runLater(this::refresh);
    AutoCloseable[] listening = {listenTo(connection.get(), changed)};
    javafx.beans.value.ChangeListener<Connection> moved =
        (o, was, now) -> {
          close(listening[0]);
          listening[0] = listenTo(now, changed);
        };
    connection.addListener(moved);
    return () -> {
      connection.removeListener(moved);
      close(listening[0]);
    };
  }

  private static AutoCloseable listenTo(Connection c, Consumer<StoreChanges.Change> changed) {
    return c == null ? () -> {} : StoreChanges.of(c.store()).listen(changed);
  }

  private static void close(AutoCloseable c) {
    try {
      c.close();
    } catch (Exception e) {
      // removing a listener does not fail
    }
  }

  /** Saves the settings and starts or stops the inbox with them (off the FX thread). */
  public void save() {
    Connection c = connection.get();
    if (c == null || !editable.get() || !isValid()) {
      return;
    }
    ConsoleInbox inbox = c.inbox();
    ConsoleInbox.Settings settings =
        new ConsoleInbox.Settings(receive.get(), Integer.parseInt(port.get().strip()), path());
    String typed = secret.get() == null ? "" : secret.get().strip();
    secret.set("");
    calls.run(
        () -> {
          boolean persistent = typed.isEmpty() || inbox.keepSecret(typed);
          boolean on = inbox.apply(settings);
          return new Saved(on, persistent, inbox.problem());
        },
        saved -> {
          if (!typed.isEmpty()) {
            hasSecret.set(true);
            secretNote.say(
                () ->
                    Messages.get(
                        saved.persistent() ? "events.secret.kept" : "events.secret.session"));
          }
          result.say(
              () ->
                  saved.on()
                      ? Messages.get("events.saved.on")
                      : saved.problem() != null
                          ? Messages.get(saved.problem())
                          : Messages.get("events.saved.off"));
          refresh();
        },
        failure -> {
          result.say(() -> Messages.get("events.saveFailed", ErrorText.of(failure)));
          refresh();
        });
  }

  private record Saved(boolean on, boolean persistent, String problem) {}

  /** Applies a failed event again (through ops; an H2 store only). */
  public void retry(Failed event) {
    Connection c = connection.get();
    if (c == null || !editable.get()) {
      return;
    }
    calls.runKeepingError(
        () -> c.inbox().retry(event.id()),
        queued -> {
          result.say(
              () ->
                  Messages.get(
                      queued ? "events.retry.queued" : "events.retry.gone", event.typeEvent()));
          refresh();
        },
        failure -> {
          result.say(() -> Messages.get("events.retry.failed", ErrorText.of(failure)));
        });
  }

  private String path() {
    String p = path.get() == null ? "" : path.get().strip();
    return p.isEmpty() ? ConsoleInbox.DEFAULT_PATH : p;
  }

  private void checkPort() {
    String text = port.get() == null ? "" : port.get().strip();
    int p;
    try {
      p = Integer.parseInt(text);
    } catch (NumberFormatException e) {
      p = -1;
    }
    String problem = new ConsoleInbox.Settings(true, p, ConsoleInbox.DEFAULT_PATH).problem();
    portError.say(() -> problem == null ? "" : Messages.get(problem));
  }

  private void checkPath() {
    String problem = new ConsoleInbox.Settings(true, 0, path()).problem();
    pathError.say(() -> problem == null ? "" : Messages.get(problem));
  }

  private boolean isValid() {
    boolean secretMissing =
        receive.get()
            && !onSandbox.get()
            && !hasSecret.get()
            && (secret.get() == null || secret.get().isBlank());
    return portError.get().isEmpty() && pathError.get().isEmpty() && !secretMissing;
  }

  public ReadOnlyBooleanProperty connectedProperty() {
    return connected.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty editableProperty() {
    return editable.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty onSandboxProperty() {
    return onSandbox.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty runningProperty() {
    return running.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty busyProperty() {
    return busy.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty quietProperty() {
    return quiet.getReadOnlyProperty();
  }

  public BooleanBinding validProperty() {
    return valid;
  }

  public BooleanProperty receiveProperty() {
    return receive;
  }

  public StringProperty portProperty() {
    return port;
  }

  public StringProperty pathProperty() {
    return path;
  }

  /** The HMAC secret typed for a live profile; cleared once kept. */
  public StringProperty secretProperty() {
    return secret;
  }

  public ReadOnlyStringProperty portErrorProperty() {
    return portError.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty pathErrorProperty() {
    return pathError.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty secretNoteProperty() {
    return secretNote.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty addressProperty() {
    return address.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty statusProperty() {
    return status.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty resultProperty() {
    return result.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty lastEventProperty() {
    return lastEvent.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty quietWarningProperty() {
    return quietWarning.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty receivedProperty() {
    return received.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty duplicatesProperty() {
    return duplicates.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty refusedProperty() {
    return refused.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty appliedProperty() {
    return applied.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty firstStoredProperty() {
    return firstStored.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty lastStoredProperty() {
    return lastStored.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty perDayTotalProperty() {
    return perDayTotal.getReadOnlyProperty();
  }

  public ObservableList<Day> perDay() {
    return perDay;
  }

  public ObservableList<Failed> failed() {
    return failed;
  }

  public ObservableList<UnreadPayment> unread() {
    return unread;
  }
}
