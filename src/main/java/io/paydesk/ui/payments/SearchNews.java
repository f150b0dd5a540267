package io.paydesk.ui.payments;

import io.paydesk.store.PaymentQuery;
import io.paydesk.store.Store;
import io.paydesk.ui.base.MessageText;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.TaskHandle;
import io.paydesk.ui.base.TaskRunner;
import java.util.LinkedHashSet;
import java.util.Set;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.value.ObservableValue;

/**
 * "3 new payments match": payments events from the service stored since the last search that the
 * search shown would now list and does not show. The results stay as they are under the user's eyes
 * until they ask for them.
 */
final class SearchNews {
  private final ObservableValue<Store> store;
  private final TaskRunner runner;
  private final Set<String> changed = new LinkedHashSet<>();
  private final MessageText text = new MessageText();
  private TaskHandle asking = TaskHandle.done();

  SearchNews(ObservableValue<Store> store, TaskRunner runner) {
    this.store = store;
    this.runner = runner;
  }

  /** Forgets what was new: the search was run again. */
  void reset() {
    asking.cancel();
    changed.clear();
    text.set("");
  }

  /**
   * Payments changed in the store: counts those among every change since the last search that match
   * {@code query} (null: no search yet) and are not among {@code shown}.
   */
  void changed(Set<String> paymentIds, PaymentQuery query, Set<String> shown) {
    Store s = store.getValue();
    if (query == null || s == null || paymentIds.isEmpty()) {
      return;
    }
    changed.addAll(paymentIds);
    Set<String> asked = Set.copyOf(changed);
    Set<String> onScreen = Set.copyOf(shown);
    asking.cancel();
    asking =
        runner.run(
            () -> s.payments().matching(query, asked),
            matching -> {
              long n = matching.stream().filter(id -> !onScreen.contains(id)).count();
              text.say(() -> n == 0 ? "" : Messages.get("search.news", n));
            },
            failure -> {}); // the next change, or a search, asks again
  }

  /** "3 new payments match", or "" when none. */
  ReadOnlyStringProperty textProperty() {
    return text.getReadOnlyProperty();
  }
}
