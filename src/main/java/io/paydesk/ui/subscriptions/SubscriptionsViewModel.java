package io.paydesk.ui.subscriptions;

import io.paydesk.api.model.Subscription;
import io.paydesk.ops.Connection;
import io.paydesk.ops.Exports;
import io.paydesk.rules.Limits;
import io.paydesk.ui.base.Busy;
import io.paydesk.ui.base.ErrorText;
import io.paydesk.ui.base.MessageText;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskHandle;
import io.paydesk.ui.base.TaskRunner;
import io.paydesk.ui.kit.Catalogue;
import io.paydesk.ui.kit.Money;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Consumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The Subscriptions area: the subscriptions the store holds (filtered by status and text), read
 * again from the service on demand, one opened by id, and the one selected shown in a {@link
 * SubscriptionEditor}.
 */
public final class SubscriptionsViewModel {
  /** The status filter's "any status" choice. */
  public static final String ALL = "";

  public static final List<String> STATUSES =
      List.of(ALL, "ACTIVE", "TRIALING", "PAST_DUE", "PAUSED", "COMPLETED", "CANCELED", "CREATED");

  /** The most subscriptions listed (newest first). */
  static final int LIST_LIMIT = 1000;

  /** One subscription of the list. */
  public record Row(
      String id,
      String name,
      String customerId,
      String customerName,
      Money amount,
      String frequency,
      String cycles,
      OffsetDateTime nextAt,
      String status,
      String availability,
      String decline) {
    public boolean pastDue() {
      return "PAST_DUE".equals(status);
    }
  }

  private final ShellViewModel shell;
  private final TaskRunner runner;
  private final Busy calls;
  private final Consumer<String> openPayment;
  private final SubscriptionEditor editor;
  private final ObservableList<Row> all = FXCollections.observableArrayList();
  private final ObservableList<Row> rows = FXCollections.observableArrayList();
  private final ObservableList<Row> rowsView = FXCollections.unmodifiableObservableList(rows);
  private final ObjectProperty<String> statusFilter = new SimpleObjectProperty<>(ALL);
  private final StringProperty textFilter = new SimpleStringProperty("");
  private final StringProperty openId = new SimpleStringProperty("");
  private final MessageText openIdError = new MessageText();
  private final MessageText notice = new MessageText();
  private final MessageText error = new MessageText();
  private final MessageText summary = new MessageText();
  private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
  private TaskHandle loading = TaskHandle.done();
  private boolean demoRead;

  public SubscriptionsViewModel(
      ShellViewModel shell, TaskRunner runner, Consumer<String> openPayment) {
    this.shell = shell;
    this.runner = runner;
    this.calls = new Busy(runner, busy, error);
    this.openPayment = openPayment;
    this.editor =
        new SubscriptionEditor(shell::connection, shell.personProperty(), runner, s -> reload());
    statusFilter.addListener((obs, old, now) -> filter());
    textFilter.addListener((obs, old, now) -> filter());
    openId.addListener((obs, old, now) -> openIdError.set(""));
    shell.connectionProperty().addListener((obs, old, now) -> onConnection(now));
    onConnection(shell.connection());
  }

  private void onConnection(Connection c) {
    loading.cancel();
    all.clear();
    rows.clear();
    editor.clear();
    demoRead = false;
    if (c != null) {
      reload();
    }
  }

  /**
   * Reads the list from the store. On the sandbox, an empty store is first filled with the demo
   * subscriptions read from the service.
   */
  public void reload() {
    Connection c = shell.connection();
    if (c == null) {
      return;
    }
    loading.cancel();
    boolean fillDemo = !demoRead && !c.demoSubscriptionIds().isEmpty();
    demoRead = true;
    loading =
        runner.run(
            () -> {
              if (fillDemo && c.store().subscriptions().list(null, 1).isEmpty()) {
                c.subscriptions().refresh(c.demoSubscriptionIds());
              }
              return read(c);
            },
            list -> {
              all.setAll(list);
              filter();
            },
            failure -> error.say(() -> ErrorText.of(failure)));
  }

  private static List<Row> read(Connection c) {
    List<Row> out = new ArrayList<>();
    List<Subscription> list = c.store().subscriptions().list(null, LIST_LIMIT);
    java.util.Map<String, String> names =
        c.customers()
            .names(
                list.stream().map(SubscriptionsViewModel::customerId).toList(), c.demoCustomers());
    for (Subscription s : list) {
      String decline = "";
      if (s.status() != null && "PAST_DUE".equals(s.status().value())) {
        decline =
            c.subscriptions()
                .lastDecline(s)
                .map(d -> io.paydesk.ui.kit.Catalogue.response(d.code(), d.message()))
                .orElse("");
      }
      out.add(row(s, names.getOrDefault(customerId(s), ""), decline));
    }
    return out;
  }

  private static String customerId(Subscription s) {
    return s.customerPayer() == null || s.customerPayer().id() == null
        ? ""
        : s.customerPayer().id();
  }

  static Row row(Subscription s, String customerName, String decline) {
    return new Row(
        s.id(),
        s.name(),
        customerId(s),
        customerName,
        s.amount() == null ? null : new Money(s.amount().value(), s.amount().currency()),
        s.frequency() == null
            ? ""
            : SubscriptionText.frequency(s.frequency().type(), s.frequency().value()),
        SubscriptionText.cycles(s),
        SubscriptionText.nextBilling(s),
        s.status() == null ? "" : s.status().value(),
        SubscriptionText.availability(s),
        decline);
  }

  private void filter() {
    String status = statusFilter.get() == null ? ALL : statusFilter.get();
    String text = textFilter.get() == null ? "" : textFilter.get().strip().toLowerCase(Locale.ROOT);
    List<Row> shown = new ArrayList<>();
    for (Row r : all) {
      if (!status.isEmpty() && !status.equals(r.status())) {
        continue;
      }
      if (!text.isEmpty()
          && !(lower(r.name()).contains(text)
              || lower(r.customerId()).contains(text)
              || lower(r.customerName()).contains(text)
              || lower(r.id()).contains(text))) {
        continue;
      }
      shown.add(r);
    }
    rows.setAll(shown);
    long pastDue = shown.stream().filter(Row::pastDue).count();
    summary.say(() -> Messages.get("subscriptions.summary", shown.size(), all.size(), pastDue));
  }

  private static String lower(String s) {
    return s == null ? "" : s.toLowerCase(Locale.ROOT);
  }

  /** Reads every listed subscription again from the service (and the demo ones on the sandbox). */
  public void refreshFromService() {
    Connection c = shell.connection();
    if (c == null) {
      return;
    }
    Set<String> ids = new LinkedHashSet<>();
    all.forEach(r -> ids.add(r.id()));
    ids.addAll(c.demoSubscriptionIds());
    notice.say(() -> Messages.get("subscriptions.refreshing", ids.size()));
    calls.run(
        () -> {
          int n = c.subscriptions().refresh(ids);
          return new Refreshed(n, read(c));
        },
        done -> {
          shell.reportCallOutcome(null);
          all.setAll(done.rows());
          filter();
          notice.say(() -> Messages.get("subscriptions.refreshed", done.read()));
          String shown = editor.subscriptionIdProperty().get();
          if (editor.shownProperty().get() && !shown.isEmpty()) {
            c.store().subscriptions().find(shown).ifPresent(editor::show);
          }
        },
        failure -> {
          shell.reportCallOutcome(failure);
          notice.set("");
          error.say(() -> ErrorText.of(failure));
        });
  }

  private record Refreshed(int read, List<Row> rows) {}

  /** Opens the subscription whose id is typed, read from the service (36 to 64 characters). */
  public void open() {
    String id = openId.get() == null ? "" : openId.get().strip();
    if (id.length() < Limits.LONG_ID_MIN || id.length() > Limits.LONG_ID_MAX) {
      openIdError.say(
          () -> Messages.get("subscriptions.open.invalid", Limits.LONG_ID_MIN, Limits.LONG_ID_MAX));
      return;
    }
    Connection c = shell.connection();
    if (c == null) {
      return;
    }
    calls.run(
        () -> c.subscriptions().retrieve(id),
        s -> {
          shell.reportCallOutcome(null);
          editor.show(s);
          reload();
        },
        failure -> {
          shell.reportCallOutcome(failure);
          error.say(() -> ErrorText.of(failure));
        });
  }

  /** Opens a subscription by id (e.g. from a customer's view), read from the service. */
  public void openById(String id) {
    openId.set(id);
    open();
  }

  /** Shows a listed subscription as stored, then reads it again from the service. */
  public void select(Row row) {
    Connection c = shell.connection();
    if (row == null || c == null) {
      return;
    }
    error.set("");
    notice.set("");
    runner.run(
        () -> c.subscriptions().stored(row.id()),
        found ->
            found.ifPresent(
                s -> {
                  editor.show(s);
                  editor.refresh();
                }),
        failure -> error.say(() -> ErrorText.of(failure)));
  }

  /** Opens one of the subscription's payments in the Payments area. */
  public void openPayment(String paymentId) {
    openPayment.accept(paymentId);
  }

  /**
   * Writes the listed subscriptions (as filtered) to a CSV file: each as the store holds it, with
   * ops' subscriptions columns.
   */
  public void exportCsv(Path file) {
    Connection c = shell.connection();
    if (c == null) {
      return;
    }
    List<String> ids = rows.stream().map(Row::id).toList();
    runner.run(
        () -> {
          List<Exports.SubscriptionLine> lines = new ArrayList<>();
          for (String id : ids) {
            c.subscriptions().stored(id).ifPresent(s -> lines.add(c.subscriptions().exportLine(s)));
          }
          return Exports.SUBSCRIPTIONS.write(file, lines);
        },
        n -> notice.say(() -> Messages.get("subscriptions.exported", n, file.getFileName())),
        failure -> error.say(() -> ErrorText.of(failure)));
  }

  /** The status filter's label: "Any status" or the catalogue's. */
  public static String statusLabel(String code) {
    return code == null || code.isEmpty()
        ? Messages.get("subscriptions.filter.any")
        : Catalogue.Kind.SUBSCRIPTION_STATUS.label(code);
  }

  public SubscriptionEditor editor() {
    return editor;
  }

  public ObservableList<Row> rows() {
    return rowsView;
  }

  public ObjectProperty<String> statusFilterProperty() {
    return statusFilter;
  }

  public StringProperty textFilterProperty() {
    return textFilter;
  }

  public StringProperty openIdProperty() {
    return openId;
  }

  public ReadOnlyStringProperty openIdErrorProperty() {
    return openIdError.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty noticeProperty() {
    return notice.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty errorProperty() {
    return error.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty summaryProperty() {
    return summary.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty busyProperty() {
    return busy.getReadOnlyProperty();
  }
}
