package io.paydesk.ui.payments;

import io.paydesk.ops.Connection;
import io.paydesk.ops.UnsettledOperation;
import io.paydesk.ui.base.Formats;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskRunner;
import java.util.function.Consumer;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The money operations whose outcome is unknown (after a lost answer or a crash), as the banner
 * lists them; read through {@code ops}. Sending one again belongs to the payments screen, which
 * then shows the payment.
 */
public final class UnsettledViewModel {
  private final ShellViewModel shell;
  private final TaskRunner runner;
  private final Consumer<Throwable> onFailure;
  private final ObservableList<UnsettledLine> lines = FXCollections.observableArrayList();
  private final ObservableList<UnsettledLine> linesView =
      FXCollections.unmodifiableObservableList(lines);

  /**
   * @param onFailure what shows a failed read (the screen's error banner)
   */
  UnsettledViewModel(ShellViewModel shell, TaskRunner runner, Consumer<Throwable> onFailure) {
    this.shell = shell;
    this.runner = runner;
    this.onFailure = onFailure;
  }

  /** Reloads the list from the journal of the connection in use. */
  public void refresh() {
    Connection c = shell.connection();
    if (c == null) {
      return;
    }
    runner.run(
        () -> c.payments().unsettled(),
        operations -> {
          if (c == shell.connection()) {
            lines.setAll(operations.stream().map(UnsettledLine::of).toList());
          }
        },
        onFailure::accept);
  }

  /** Empties the list (another connection), then reads it again when there is one. */
  void reset(Connection c) {
    lines.clear();
    if (c != null) {
      refresh();
    }
  }

  public ObservableList<UnsettledLine> lines() {
    return linesView;
  }

  /** A money operation whose outcome is unknown, as the banner lists it. */
  public record UnsettledLine(long journalId, String text, boolean canResend) {
    static UnsettledLine of(UnsettledOperation o) {
      String what = Messages.get("unsettled.op." + o.operation());
      if (o.amount() != null) {
        what = what + " " + Formats.money(o.amount(), o.currency());
      }
      return new UnsettledLine(
          o.journalId(),
          Messages.get("unsettled.line", what, o.paymentId(), Formats.dateTime(o.startedAt())),
          o.canResend());
    }
  }
}
