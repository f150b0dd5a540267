package io.paydesk.ui.payments;

import io.paydesk.ops.Connection;
import io.paydesk.ops.PaymentLookups;
import io.paydesk.store.Page;
import io.paydesk.store.PaymentQuery;
import io.paydesk.store.PaymentRow;
import io.paydesk.store.TextMatch;
import io.paydesk.ui.base.ErrorText;
import io.paydesk.ui.base.Formats;
import io.paydesk.ui.base.MessageText;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskHandle;
import io.paydesk.ui.base.TaskRunner;
import io.paydesk.ui.kit.Catalogue;
import java.util.List;
import java.util.function.LongConsumer;
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
 * The local history of payments kept in the store: a free text or e-mail and a status, newest
 * first, a page at a time, with how many match.
 */
public final class HistoryViewModel {
  /** The status filter's "any status" choice. */
  public static final String ALL = "";

  /** Statuses offered in the history filter; others are still found by free text. */
  public static final List<String> STATUSES =
      List.of(
          ALL,
          "SUCCEEDED",
          "PENDING",
          "READY_TO_PAY",
          "IN_DISPUTE",
          "REFUNDED",
          "CANCELED",
          "DECLINED",
          "REJECTED",
          "EXPIRED");

  private static final int PAGE = 50;

  private final ShellViewModel shell;
  private final TaskRunner runner;
  private final ObservableList<RecentPayment> rows = FXCollections.observableArrayList();
  private final ObservableList<RecentPayment> rowsView =
      FXCollections.unmodifiableObservableList(rows);
  private final StringProperty text = new SimpleStringProperty("");
  private final ObjectProperty<String> status = new SimpleObjectProperty<>(ALL);
  private final MessageText summary = new MessageText();
  private final ReadOnlyBooleanWrapper hasMore = new ReadOnlyBooleanWrapper(false);
  private String cursor;
  private TaskHandle task = TaskHandle.done();
  private LongConsumer onCount;

  HistoryViewModel(ShellViewModel shell, TaskRunner runner) {
    this.shell = shell;
    this.runner = runner;
    status.addListener((obs, old, now) -> search());
  }

  /** Searches with the panel's filters: newest payments first. */
  public void search() {
    Connection c = shell.connection();
    if (c == null) {
      return;
    }
    PaymentQuery query;
    try {
      query = query();
    } catch (IllegalArgumentException tooManyWords) {
      summary.set(tooManyWords.getMessage());
      return;
    }
    task.cancel();
    task =
        runner.run(
            () -> new Found(c.store().payments().search(query), c.store().payments().count(query)),
            page -> {
              if (c == shell.connection()) {
                rows.setAll(page.rows());
                cursor = page.next();
                hasMore.set(page.next() != null);
                summary.say(() -> Messages.get("payments.history.count", page.total()));
                LongConsumer counted = onCount;
                onCount = null;
                if (counted != null) {
                  counted.accept(page.total());
                }
              }
            },
            failure -> summary.say(() -> ErrorText.of(failure)));
  }

  /**
   * Searches for {@code what} (the look-up's text that matched several payments); {@code counted}
   * hears how many the history found, the number the look-up then says.
   */
  void searchFor(String what, LongConsumer counted) {
    text.set(what);
    onCount = counted;
    search();
  }

  /** Appends the next page of the current search. */
  public void loadMore() {
    Connection c = shell.connection();
    String after = cursor;
    if (c == null || after == null) {
      return;
    }
    PaymentQuery query = query().after(after);
    task.cancel();
    task =
        runner.run(
            () -> new Found(c.store().payments().search(query), -1),
            page -> {
              if (c == shell.connection()) {
                rows.addAll(page.rows());
                cursor = page.next();
                hasMore.set(page.next() != null);
              }
            },
            failure -> summary.say(() -> ErrorText.of(failure)));
  }

  /** Empties the list (another connection), then searches again when there is one. */
  void reset(Connection c) {
    task.cancel();
    rows.clear();
    summary.set("");
    hasMore.set(false);
    if (c != null) {
      search();
    }
  }

  private PaymentQuery query() {
    PaymentQuery.Builder q =
        PaymentQuery.builder().sort(PaymentQuery.SortBy.CREATED_AT, true).pageSize(PAGE);
    String t = text.get() == null ? "" : text.get().strip();
    if (PaymentLookups.keyOf(t) == PaymentLookups.Key.EMAIL && !t.contains(" ")) {
      q.customerEmail(TextMatch.exact(t));
    } else {
      q.text(t);
    }
    String s = status.get();
    if (s != null && !s.isEmpty()) {
      q.status(s);
    }
    return q.build();
  }

  private record Found(List<RecentPayment> rows, String next, long total) {
    Found(Page<PaymentRow> page, long total) {
      this(page.items().stream().map(RecentPayment::of).toList(), page.nextCursor(), total);
    }
  }

  public ObservableList<RecentPayment> rows() {
    return rowsView;
  }

  public StringProperty textProperty() {
    return text;
  }

  public ObjectProperty<String> statusProperty() {
    return status;
  }

  public ReadOnlyStringProperty summaryProperty() {
    return summary.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty hasMoreProperty() {
    return hasMore.getReadOnlyProperty();
  }

  /** A line of the history list. */
  public record RecentPayment(
      String id, String status, String amount, String merchantOrderId, String createdAt) {
    static RecentPayment of(PaymentRow r) {
      return new RecentPayment(
          r.id(),
          Catalogue.Kind.PAYMENT_STATUS.label(r.status()),
          Formats.money(r.amount(), r.currency()),
          Formats.text(r.merchantOrderId()),
          Formats.dateTime(r.createdAt()));
    }
  }
}
