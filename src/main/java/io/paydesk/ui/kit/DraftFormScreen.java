package io.paydesk.ui.kit;

import io.paydesk.ops.Connection;
import io.paydesk.ui.base.Busy;
import io.paydesk.ui.base.ErrorText;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.TaskRunner;
import java.util.function.Predicate;
import java.util.function.Supplier;
import javafx.beans.value.ObservableValue;

/**
 * A form screen whose form is kept as a {@link FormDraft} with the key it will be sent with: saved
 * each time a field is left (and before sending), filled back once when first connected if nothing
 * was typed yet, dropped when the form starts afresh. A screen states its draft kind, how its keys
 * are made and which draft keys it takes back, and what it does on each connection.
 */
public abstract class DraftFormScreen<F extends FormModel> extends FormScreen {
  /** The key of a screen's one draft (of its kind) in the store. */
  public static final String DRAFT_KEY = "form";

  protected final F form;
  protected final ObservableValue<Connection> connection;
  protected final TaskRunner runner;

  /** Runs the screen's calls with its busy flag and error banner. */
  protected final Busy calls;

  private final FormDraft draft;
  private final Supplier<String> newKey;
  private final Predicate<String> takesKey;
  private final String restoredMessage;
  private String key;

  /**
   * @param form the form the screen fills
   * @param draftKind the draft's kind in the store (one draft of each kind)
   * @param newKey makes the key a new form is sent with
   * @param takesKey whether a key read back from a draft is used (else the new key stays)
   * @param restoredMessage the bundle key of the notice saying the draft came back
   */
  protected DraftFormScreen(
      F form,
      String draftKind,
      ObservableValue<Connection> connection,
      TaskRunner runner,
      Supplier<String> newKey,
      Predicate<String> takesKey,
      String restoredMessage) {
    this.form = form;
    this.connection = connection;
    this.runner = runner;
    this.calls = new Busy(runner, busy, error);
    this.draft = new FormDraft(draftKind, DRAFT_KEY, connection, runner);
    this.newKey = newKey;
    this.takesKey = takesKey;
    this.restoredMessage = restoredMessage;
    this.key = newKey.get();
  }

  /**
   * Starts keeping the draft and following the connection; called at the end of the subclass's
   * constructor, once what {@link #onConnected} uses exists.
   */
  protected final void keepDraft() {
    form.onLeave(this::saveDraft);
    connection.addListener((o, old, now) -> connected(now));
    connected(connection.getValue());
  }

  /** The form the screen fills (tests fill it as a user would). */
  public final F form() {
    return form;
  }

  @Override
  protected final FormModel formModel() {
    return form;
  }

  /** What the screen does on each connection (before its draft is restored, the first time). */
  protected abstract void onConnected(Connection c);

  /** The key the form will be sent with. */
  protected final String key() {
    return key;
  }

  /** Saves the form as it stands, with its key; nothing while a result is shown. */
  protected final void saveDraft() {
    if (step.get() != Step.RESULT) {
      draft.save(form.toDraft(key));
    }
  }

  /** The form empties, gets a new key, and its draft is dropped. */
  protected final void startAfresh() {
    form.clear();
    key = newKey.get();
    draft.delete();
  }

  /**
   * After a send: the form keeps what was typed for a similar next one, less what must be new (see
   * {@link FormModel#clearForNext}); it gets a new key and its draft is dropped.
   */
  protected final void startNext() {
    form.clearForNext();
    key = newKey.get();
    draft.delete();
  }

  /** A new, empty form to fill: new key, no draft, no banner, back at the edit step. */
  protected final void newForm() {
    startAfresh();
    error.set("");
    notice.set("");
    step.set(Step.EDIT);
  }

  private void connected(Connection c) {
    if (c == null) {
      return;
    }
    onConnected(c);
    draft.restoreOnce(
        form,
        k -> {
          if (takesKey.test(k)) {
            key = k;
          }
        },
        () -> notice.set(Messages.get(restoredMessage)),
        failure -> notice.set(ErrorText.of(failure)));
  }
}
