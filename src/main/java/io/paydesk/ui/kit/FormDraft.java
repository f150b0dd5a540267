package io.paydesk.ui.kit;

import io.paydesk.ops.Connection;
import io.paydesk.ui.base.TaskRunner;
import java.util.function.Consumer;
import javafx.beans.value.ObservableValue;

/**
 * One form's draft (a kind and a key), saved, read and dropped through ops off the FX thread. A
 * form keeps its draft from the first field left, so closing the console loses nothing.
 */
public final class FormDraft {
  private final String kind;
  private final String key;
  private final ObservableValue<Connection> connection;
  private final TaskRunner runner;
  private boolean restored;

  public FormDraft(
      String kind, String key, ObservableValue<Connection> connection, TaskRunner runner) {
    this.kind = kind;
    this.key = key;
    this.connection = connection;
    this.runner = runner;
  }

  /** Saves the draft's content (the form's own JSON, with no secret in it). */
  public void save(String content) {
    Connection c = connection.getValue();
    if (c != null) {
      runner.run(
          () -> {
            c.drafts().save(kind, key, content);
            return null;
          },
          x -> {},
          x -> {});
    }
  }

  /** Reads the draft; {@code found} gets its content when there is one. */
  public void load(Consumer<String> found, Consumer<Throwable> failed) {
    Connection c = connection.getValue();
    if (c != null) {
      runner.run(
          () -> c.drafts().load(kind, key),
          (java.util.Optional<String> d) -> d.ifPresent(found),
          failed::accept);
    }
  }

  /**
   * Once, when first connected: fills the form from its draft if nothing was typed yet, hands the
   * draft's key on and runs {@code done} (the screen says the draft came back).
   */
  public void restoreOnce(
      FormModel form, Consumer<String> key, Runnable done, Consumer<Throwable> failed) {
    if (restored || connection.getValue() == null) {
      return;
    }
    restored = true;
    load(
        content -> {
          if (form.isEmpty()) {
            String k = form.fromDraft(content);
            if (k != null) {
              key.accept(k);
            }
            done.run();
          }
        },
        failed);
  }

  public void delete() {
    Connection c = connection.getValue();
    if (c != null) {
      runner.run(
          () -> {
            c.drafts().delete(kind, key);
            return null;
          },
          x -> {},
          x -> {});
    }
  }
}
