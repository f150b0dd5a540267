package io.paydesk.ui.payments;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.paydesk.api.PaydeskException;
import io.paydesk.api.model.ModelJson;
import io.paydesk.api.model.Payment;
import io.paydesk.api.model.Transaction;
import io.paydesk.ops.Connection;
import io.paydesk.ops.PaymentLookups;
import io.paydesk.ui.base.Busy;
import io.paydesk.ui.base.ErrorText;
import io.paydesk.ui.base.Formats;
import io.paydesk.ui.base.MessageText;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskHandle;
import io.paydesk.ui.base.TaskRunner;
import java.io.IOException;
import java.util.List;
import java.util.Locale;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The raw answer of the payment shown: its JSON as the service (or the store, when the service does
 * not answer) holds it, pretty-printed and searchable, with the transactions history and the
 * providers' raw responses. Reads through {@code ops}.
 */
public final class RawAnswerViewModel {
  private final ShellViewModel shell;
  private final Busy calls;
  private final ReadOnlyBooleanWrapper open = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyStringWrapper json = new ReadOnlyStringWrapper("");
  private final MessageText info = new MessageText();
  private final MessageText error = new MessageText();
  private final ObservableList<PaymentDetail.TransactionLine> history =
      FXCollections.observableArrayList();
  private final ObservableList<PaymentDetail.TransactionLine> historyView =
      FXCollections.unmodifiableObservableList(history);
  private TaskHandle task = TaskHandle.done();

  RawAnswerViewModel(ShellViewModel shell, TaskRunner runner) {
    this.shell = shell;
    this.calls = new Busy(runner, busy, error);
  }

  /** Opens the panel and reads the raw answer of the payment {@code paymentId}. */
  void show(String paymentId) {
    Connection c = shell.connection();
    if (paymentId == null || c == null) {
      return;
    }
    task.cancel();
    open.set(true);
    info.say(() -> Messages.get("paydetail.raw.reading"));
    task =
        calls.run(
            () -> Shown.of(c.lookups().rawAnswer(paymentId)),
            view -> {
              shell.reportCallOutcome(view.offline());
              json.set(view.json());
              history.setAll(view.history());
              info.set(view.info());
            },
            failure -> {
              shell.reportCallOutcome(failure);
              json.set("");
              history.clear();
              info.set("");
              error.say(() -> ErrorText.of(failure));
            });
  }

  /** Closes the panel (a read under way is cancelled). */
  public void close() {
    task.cancel();
    open.set(false);
    busy.set(false);
    json.set("");
    info.set("");
    error.set("");
    history.clear();
  }

  /**
   * Where the next match of query in text starts at or after from (any case), wrapping to the
   * start; -1 when there is none.
   */
  public static int nextMatch(String text, String query, int from) {
    if (text == null || query == null || query.isEmpty()) {
      return -1;
    }
    String t = text.toLowerCase(Locale.ROOT);
    String q = query.toLowerCase(Locale.ROOT);
    int at = t.indexOf(q, Math.max(0, Math.min(from, t.length())));
    return at >= 0 ? at : t.indexOf(q);
  }

  /** The raw answer as the screen shows it: pretty JSON, the history's rows, where it came from. */
  private record Shown(
      String json,
      List<PaymentDetail.TransactionLine> history,
      String info,
      PaydeskException offline) {
    static Shown of(PaymentLookups.RawAnswer answer) {
      Payment p = ModelJson.readPayment(answer.json());
      String currency = p.amount() == null ? null : p.amount().currency();
      List<Transaction> history =
          p.transactionsHistory() == null ? p.transactions() : p.transactionsHistory();
      String when = Formats.dateTime(answer.fetchedAt());
      return new Shown(
          pretty(answer.json()),
          history.stream().map(t -> PaymentDetail.TransactionLine.of(t, currency)).toList(),
          answer.offline() == null
              ? Messages.get("paydetail.raw.read", when)
              : Messages.get("paydetail.raw.offline", when),
          answer.offline());
    }

    private static String pretty(String json) {
      try {
        ObjectMapper m = new ObjectMapper();
        return m.writerWithDefaultPrettyPrinter().writeValueAsString(m.readTree(json));
      } catch (IOException e) {
        return json;
      }
    }
  }

  public ReadOnlyBooleanProperty openProperty() {
    return open.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty busyProperty() {
    return busy.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty jsonProperty() {
    return json.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty infoProperty() {
    return info.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty errorProperty() {
    return error.getReadOnlyProperty();
  }

  public ObservableList<PaymentDetail.TransactionLine> history() {
    return historyView;
  }
}
