package io.paydesk.ui.settings;

import io.paydesk.ops.AuditTrail;
import io.paydesk.ops.Connection;
import io.paydesk.store.AuditEntry;
import io.paydesk.store.AuditLog;
import io.paydesk.ui.base.Busy;
import io.paydesk.ui.base.ErrorText;
import io.paydesk.ui.base.MessageText;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.TaskRunner;
import io.paydesk.ui.kit.DateRange;
import io.paydesk.ui.kit.Money;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The audit view in Settings: who did what and when, filtered by person, action and dates, newest
 * first, a page at a time, and the rows shown written to a CSV file.
 */
public final class AuditViewModel {
  /** One row as the table shows it (amount null when the action moved no money). */
  public record Row(
      long seq,
      Instant at,
      String person,
      String action,
      String target,
      String result,
      Money amount,
      String detail) {}

  private final ObservableValue<Connection> connection;
  private final TaskRunner runner;
  private final ZoneId zone;
  private final BooleanProperty busy = new SimpleBooleanProperty(false);
  private final MessageText error = new MessageText();
  private final MessageText notice = new MessageText();
  private final MessageText summary = new MessageText();
  private final Busy calls;
  private final ObservableList<Row> rows = FXCollections.observableArrayList();
  private final ObservableList<String> people = FXCollections.observableArrayList();
  private final ObservableList<String> actions = FXCollections.observableArrayList();
  private final ObjectProperty<String> person = new SimpleObjectProperty<>(ALL);
  private final ObjectProperty<String> action = new SimpleObjectProperty<>(ALL);

  /** The first choice of each filter: everyone, every action. */
  public static final String ALL = "";

  private final DateRange dates =
      DateRange.optional("audit.filter.badDate", "audit.filter.dateOrder");
  private final ReadOnlyBooleanWrapper more = new ReadOnlyBooleanWrapper(false);
  private AuditLog.Filter shown = AuditLog.Filter.ALL;

  public AuditViewModel(ObservableValue<Connection> connection, TaskRunner runner, ZoneId zone) {
    this.connection = connection;
    this.runner = runner;
    this.zone = zone;
    this.calls = new Busy(runner, busy, error);
    connection.addListener((o, a, b) -> show());
  }

  /** Reads the first page the filters keep (and the people and actions to choose from). */
  public void show() {
    Connection c = connection.getValue();
    notice.set("");
    if (c == null || !dates.check()) {
      return;
    }
    AuditLog.Filter filter =
        new AuditLog.Filter(
            chosen(person.get()), chosen(action.get()), dates.start(zone), dates.end(zone));
    AuditTrail trail = c.auditTrail();
    calls.run(
        () -> new Read(trail.page(filter, null), trail.people(), trail.actions()),
        read -> {
          shown = filter;
          keepChoice(people, read.people(), person);
          keepChoice(actions, read.actions(), action);
          rows.setAll(read.rows().stream().map(AuditViewModel::row).toList());
          more.set(read.rows().size() == AuditTrail.PAGE);
          count();
        });
  }

  private record Read(List<AuditEntry> rows, List<String> people, List<String> actions) {}

  private static String chosen(String choice) {
    return choice == null || choice.equals(ALL) ? null : choice;
  }

  /** The choices: "all" first, then those the log holds (and the one chosen, kept). */
  private static void keepChoice(
      ObservableList<String> choices, List<String> now, ObjectProperty<String> chosen) {
    String was = chosen.get();
    List<String> all = new java.util.ArrayList<>();
    all.add(ALL);
    all.addAll(now);
    if (was != null && !all.contains(was)) {
      all.add(was);
    }
    choices.setAll(all);
    chosen.set(was == null ? ALL : was);
  }

  /** The next page of the same filter, below the last row shown. */
  public void showMore() {
    Connection c = connection.getValue();
    if (c == null || rows.isEmpty() || !more.get()) {
      return;
    }
    AuditLog.Filter filter = shown;
    long below = rows.get(rows.size() - 1).seq();
    calls.run(
        () -> c.auditTrail().page(filter, below),
        page -> {
          rows.addAll(page.stream().map(AuditViewModel::row).toList());
          more.set(page.size() == AuditTrail.PAGE);
          count();
        });
  }

  private void count() {
    int n = rows.size();
    boolean all = !more.get();
    summary.say(() -> Messages.get(all ? "audit.count" : "audit.countMore", n));
  }

  /** Writes every row the shown filter keeps (not only the pages read) to {@code file}. */
  public void export(Path file) {
    Connection c = connection.getValue();
    if (c == null) {
      return;
    }
    AuditLog.Filter filter = shown;
    notice.set("");
    calls.run(
        () -> c.auditTrail().export(filter, file),
        n -> notice.say(() -> Messages.get("audit.exported", n, file.getFileName().toString())),
        failure -> error.say(() -> Messages.get("audit.exportFailed", ErrorText.of(failure))));
  }

  static Row row(AuditEntry e) {
    return new Row(
        e.seq(),
        e.at(),
        e.person() != null ? e.person() : e.osUser(),
        e.action(),
        e.targetId(),
        e.result(),
        e.amount() == null ? null : new Money(e.amount(), e.currency()),
        e.detail());
  }

  /** An action in words where the catalogue names it ("Refund"), else its code. */
  public static String actionLabel(String code) {
    if (code == null || code.equals(ALL)) {
      return Messages.get("audit.filter.allActions");
    }
    String key = "audit.action." + code;
    return Messages.bundle().containsKey(key) ? Messages.get(key) : code;
  }

  /**
   * What was done, in words, with its result when it did not simply succeed ("Refund (failed)").
   */
  public static String what(Row r) {
    String label = actionLabel(r.action());
    String result = r.result();
    if (result == null || result.equals("SUCCEEDED") || result.equals("OK")) {
      return label;
    }
    String key = "audit.result." + result;
    return Messages.get(
        "audit.withResult", label, Messages.bundle().containsKey(key) ? Messages.get(key) : result);
  }

  /** A person as the filter shows them ("" is everyone). */
  public static String personLabel(String name) {
    return name == null || name.equals(ALL) ? Messages.get("audit.filter.everyone") : name;
  }

  public ObservableList<Row> rows() {
    return rows;
  }

  public ObservableList<String> people() {
    return people;
  }

  public ObservableList<String> actions() {
    return actions;
  }

  public ObjectProperty<String> personProperty() {
    return person;
  }

  public ObjectProperty<String> actionProperty() {
    return action;
  }

  public DateRange dates() {
    return dates;
  }

  public ReadOnlyBooleanProperty moreProperty() {
    return more.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty busyProperty() {
    return busy;
  }

  public ReadOnlyStringProperty errorProperty() {
    return error.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty noticeProperty() {
    return notice.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty summaryProperty() {
    return summary.getReadOnlyProperty();
  }
}
