package io.paydesk.ui.payments;

import io.paydesk.store.Page;
import io.paydesk.store.PaymentQuery;
import io.paydesk.store.PaymentRow;
import io.paydesk.store.Store;
import io.paydesk.ui.base.Busy;
import io.paydesk.ui.base.ErrorText;
import io.paydesk.ui.base.MessageText;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.TaskHandle;
import io.paydesk.ui.base.TaskRunner;
import io.paydesk.ui.payments.SearchViewModel.ResultRow;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Keyset pages of a search, forward and back: the cursor each shown page was read after. A newer
 * read cancels the one still running, so a late answer never replaces a newer page.
 */
final class SearchPager {
  private static final List<String> FIRST_PAGE = Collections.singletonList(null);

  private final ObservableValue<Store> store;
  private final Busy calls;
  private final int pageSize;
  private final MessageText error;

  private final ObservableList<ResultRow> rows = FXCollections.observableArrayList();
  private final ObservableList<ResultRow> rowsView = FXCollections.unmodifiableObservableList(rows);
  private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyBooleanWrapper hasNext = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyBooleanWrapper hasPrevious = new ReadOnlyBooleanWrapper(false);
  private final MessageText pageText = new MessageText();

  /** The query the pages are of; null before the first search. */
  private PaymentQuery query;

  /** The cursor each page up to the shown one was read after; the first page's is null. */
  private final List<String> cursors = new ArrayList<>();

  private String nextCursor;
  private TaskHandle reading = TaskHandle.done();

  /**
   * @param error where a failed read is said in words
   */
  SearchPager(ObservableValue<Store> store, TaskRunner runner, int pageSize, MessageText error) {
    this.store = store;
    this.pageSize = pageSize;
    this.error = error;
    this.calls = new Busy(runner, busy, error);
  }

  /** Forgets the pages and the query (e.g. another store was opened). */
  void reset() {
    reading.cancel();
    query = null;
    busy.set(false);
    rows.clear();
    cursors.clear();
    nextCursor = null;
    hasNext.set(false);
    hasPrevious.set(false);
    pageText.set("");
  }

  /** Shows the first page of a query. */
  void show(PaymentQuery q) {
    query = q;
    read(FIRST_PAGE);
  }

  /** The first page of the query shown, again. */
  void reload() {
    read(FIRST_PAGE);
  }

  PaymentQuery query() {
    return query;
  }

  void next() {
    if (nextCursor != null && !busy.get()) {
      List<String> stack = new ArrayList<>(cursors);
      stack.add(nextCursor);
      read(stack);
    }
  }

  void previous() {
    if (cursors.size() > 1 && !busy.get()) {
      read(new ArrayList<>(cursors.subList(0, cursors.size() - 1)));
    }
  }

  /** Reads the page after the last cursor of {@code stack}, which becomes the cursors shown. */
  private void read(List<String> stack) {
    Store s = store.getValue();
    if (s == null || query == null) {
      return;
    }
    PaymentQuery page = query.after(stack.get(stack.size() - 1));
    reading.cancel();
    reading =
        calls.run(
            () -> s.payments().search(page),
            result -> {
              showPage(stack, result);
            },
            failure -> {
              rows.clear();
              hasNext.set(false);
              hasPrevious.set(false);
              pageText.set("");
              error.say(() -> ErrorText.of(failure));
            });
  }

  private void showPage(List<String> stack, Page<PaymentRow> page) {
    cursors.clear();
    cursors.addAll(stack);
    nextCursor = page.nextCursor();
    rows.setAll(page.items().stream().map(ResultRow::of).toList());
    hasNext.set(nextCursor != null);
    hasPrevious.set(cursors.size() > 1);
    int first = (cursors.size() - 1) * pageSize;
    pageText.say(
        () ->
            rows.isEmpty()
                ? ""
                : Messages.get("search.page", cursors.size(), first + 1, first + rows.size()));
  }

  ObservableList<ResultRow> rows() {
    return rowsView;
  }

  ReadOnlyBooleanProperty busyProperty() {
    return busy.getReadOnlyProperty();
  }

  ReadOnlyBooleanProperty hasNextProperty() {
    return hasNext.getReadOnlyProperty();
  }

  ReadOnlyBooleanProperty hasPreviousProperty() {
    return hasPrevious.getReadOnlyProperty();
  }

  ReadOnlyStringProperty pageTextProperty() {
    return pageText.getReadOnlyProperty();
  }
}
