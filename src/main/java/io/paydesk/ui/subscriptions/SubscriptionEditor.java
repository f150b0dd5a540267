package io.paydesk.ui.subscriptions;

import io.paydesk.api.model.Subscription;
import io.paydesk.ops.Connection;
import io.paydesk.ops.OperationResult;
import io.paydesk.ops.Permission;
import io.paydesk.ops.Person;
import io.paydesk.ops.SubscriptionEdit;
import io.paydesk.ops.SubscriptionOperations;
import io.paydesk.ops.SubscriptionOperations.Action;
import io.paydesk.ops.SubscriptionResult;
import io.paydesk.store.PaymentRow;
import io.paydesk.ui.base.Busy;
import io.paydesk.ui.base.ErrorText;
import io.paydesk.ui.base.MessageText;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.TaskRunner;
import io.paydesk.ui.kit.Catalogue;
import io.paydesk.ui.kit.FormModel;
import io.paydesk.ui.kit.FormScreen;
import io.paydesk.ui.kit.Money;
import io.paydesk.ui.kit.PaymentLine;
import io.paydesk.ui.subscriptions.SubscriptionForm.DiffLine;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * One subscription shown and edited: its {@link SubscriptionForm}, the review of what will change
 * (field, before, after), sending through {@code ops} and sending again a change whose answer was
 * lost; pause, resume and cancel; the subscription's payments and last decline from the store.
 */
public final class SubscriptionEditor extends FormScreen {
  private final Supplier<Connection> connection;
  private final TaskRunner runner;
  private final Busy calls;
  private final Consumer<Subscription> onChanged;
  private final SubscriptionForm form;

  private Subscription current;
  private long unansweredId = -1;
  private String unansweredDoneKey;

  private final ReadOnlyBooleanWrapper shown = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyBooleanWrapper reviewing = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyBooleanWrapper editable = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyBooleanWrapper canPause = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyBooleanWrapper canResume = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyBooleanWrapper canCancel = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyBooleanWrapper repairOffered = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyBooleanWrapper canSendAgain = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper subscriptionId = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
  private final MessageText cycles = new MessageText();
  private final MessageText nextBilling = new MessageText();
  private final ReadOnlyStringWrapper currentCard = new ReadOnlyStringWrapper("");
  private final MessageText decline = new MessageText();
  private final ObservableList<DiffLine> diff = FXCollections.observableArrayList();
  private final ObservableList<PaymentLine> payments = FXCollections.observableArrayList();
  private final ObservableList<DiffLine> diffView = FXCollections.unmodifiableObservableList(diff);
  private final ObservableList<PaymentLine> paymentsView =
      FXCollections.unmodifiableObservableList(payments);

  public SubscriptionEditor(
      Supplier<Connection> connection,
      ObservableValue<Person> person,
      TaskRunner runner,
      Consumer<Subscription> onChanged) {
    this.connection = connection;
    this.runner = runner;
    this.calls = new Busy(runner, busy, error);
    this.onChanged = onChanged;
    this.form = new SubscriptionForm();
    requires(person, Permission.SUBSCRIPTIONS);
    reviewing.bind(step.isEqualTo(Step.REVIEW));
    // A change after the review needs a new review.
    form.onEdited(this::backToEdit);
  }

  @Override
  protected FormModel formModel() {
    return form;
  }

  /** The edit form of the subscription shown. */
  public SubscriptionForm form() {
    return form;
  }

  /** Shows a subscription (as stored or as the service answered) and reads its payments. */
  public void show(Subscription s) {
    if (current != null && !current.id().equals(s.id())) {
      // What was said of the other subscription (sent, paused, failed) is not said of this one.
      forgetUnanswered();
      notice.set("");
      error.set("");
    }
    current = s;
    form.load(s);
    String code = s.status() == null ? "" : s.status().value();
    status.set(code);
    title.set(s.name() == null ? "" : s.name());
    subscriptionId.set(s.id());
    cycles.say(() -> SubscriptionText.cycles(s));
    nextBilling.say(() -> SubscriptionText.nextBillingText(s));
    currentCard.set(
        s.paymentMethod() == null || s.paymentMethod().vaultedToken() == null
            ? ""
            : s.paymentMethod().vaultedToken());
    Set<Action> allowed = SubscriptionOperations.allowed(s.status());
    editable.set(allowed.contains(Action.EDIT));
    canPause.set(allowed.contains(Action.PAUSE));
    canResume.set(allowed.contains(Action.RESUME));
    canCancel.set(allowed.contains(Action.CANCEL));
    backToEdit();
    shown.set(true);
    readPayments(s);
  }

  /** Forgets the subscription shown (and any card typed). */
  public void clear() {
    forgetUnanswered();
    current = null;
    subscriptionId.set("");
    form.unload();
    shown.set(false);
    backToEdit();
    payments.clear();
    notice.set("");
    error.set("");
  }

  private void readPayments(Subscription s) {
    Connection c = connection.get();
    if (c == null) {
      return;
    }
    runner.run(
        () -> {
          SubscriptionOperations.Decline d = c.subscriptions().lastDecline(s).orElse(null);
          boolean repaired = d != null && c.subscriptions().repairedAfter(s, d);
          return new Read(c.subscriptions().payments(s), d, repaired);
        },
        read -> {
          if (current == null || !current.id().equals(s.id())) {
            return;
          }
          payments.setAll(read.rows().stream().map(SubscriptionEditor::line).toList());
          SubscriptionOperations.Decline d = read.decline();
          decline.say(
              () ->
                  d == null
                      ? ""
                      : Messages.get(
                              "subscriptions.decline",
                              Catalogue.response(d.code(), d.message()),
                              d.at() == null ? "" : SubscriptionText.date(d.at()))
                          + (read.repaired()
                              ? " " + Messages.get("subscriptions.repair.sent")
                              : ""));
          repairOffered.set(
              d != null && d.missingStoredCredentials() && !read.repaired() && editable.get());
        },
        failure -> error.say(() -> ErrorText.of(failure)));
  }

  private record Read(
      List<PaymentRow> rows, SubscriptionOperations.Decline decline, boolean repaired) {}

  private static PaymentLine line(PaymentRow r) {
    return new PaymentLine(r.id(), r.createdAt(), new Money(r.amount(), r.currency()), r.status());
  }

  // ---- the review, sending ----

  /** Shows what the PATCH will change, field by field; nothing is sent yet. */
  @Override
  public void review() {
    if (current == null || !readyForReview()) {
      return;
    }
    if (form.changes().isEmpty()) {
      notice.say(() -> Messages.get("subscriptions.review.nothing"));
      return;
    }
    diff.setAll(form.diff());
    notice.set("");
    reviewing();
  }

  /** Back from the review to the form, nothing sent. */
  @Override
  public void back() {
    backToEdit();
  }

  private void backToEdit() {
    if (step.get() == Step.REVIEW) {
      step.set(Step.EDIT);
    }
    diff.clear();
  }

  /** Offers the repair: adds store_credentials and shows the review. */
  public void repairStoredCredentials() {
    form.storeCredentialsProperty().set(true);
    review();
  }

  /** Sends the reviewed changes. */
  @Override
  public void confirm() {
    Connection c = connection.get();
    SubscriptionEdit edit = form.validEdit();
    if (c == null || !reviewing.get() || current == null || edit == null) {
      return;
    }
    Subscription before = current;
    run(() -> c.subscriptions().update(before, edit), "subscriptions.sent");
  }

  public void pause() {
    Connection c = connection.get();
    if (c != null && current != null && canPause.get()) {
      Subscription s = current;
      run(() -> c.subscriptions().pause(s), "subscriptions.paused");
    }
  }

  public void resume() {
    Connection c = connection.get();
    if (c != null && current != null && canResume.get()) {
      Subscription s = current;
      run(() -> c.subscriptions().resume(s), "subscriptions.resumed");
    }
  }

  public void cancel() {
    Connection c = connection.get();
    if (c != null && current != null && canCancel.get()) {
      Subscription s = current;
      run(() -> c.subscriptions().cancel(s), "subscriptions.canceled");
    }
  }

  /** Reads the subscription again from the service. */
  public void refresh() {
    Connection c = connection.get();
    if (c == null || current == null) {
      return;
    }
    String id = current.id();
    calls.run(
        () -> c.subscriptions().retrieve(id),
        s -> {
          show(s);
          onChanged.accept(s);
        });
  }

  /**
   * Sends the change whose answer was lost again, with the same idempotency key (found by its
   * journal id): the service makes it at most once.
   */
  public void sendAgain() {
    Connection c = connection.get();
    long id = unansweredId;
    if (c == null || id < 0 || busy.get()) {
      return;
    }
    run(() -> c.subscriptions().resend(id), unansweredDoneKey);
  }

  private void forgetUnanswered() {
    unansweredId = -1;
    unansweredDoneKey = null;
    canSendAgain.set(false);
  }

  private void run(Callable<SubscriptionResult> work, String doneKey) {
    notice.set("");
    calls.run(
        work,
        result -> {
          forgetUnanswered();
          if (result.outcome() == OperationResult.Outcome.OUTCOME_UNKNOWN) {
            unansweredId = result.journalId();
            unansweredDoneKey = doneKey;
            canSendAgain.set(true);
          }
          if (result.succeeded()) {
            show(result.subscription());
            notice.say(
                () ->
                    Messages.get(
                        doneKey,
                        Catalogue.Kind.SUBSCRIPTION_STATUS.label(
                            String.valueOf(result.subscription().status()))));
            onChanged.accept(result.subscription());
          } else {
            error.set(failureText(result));
          }
        });
  }

  private static String failureText(SubscriptionResult r) {
    if (r.outcome() == OperationResult.Outcome.OUTCOME_UNKNOWN) {
      return Messages.get("subscriptions.error.unknownSendAgain");
    }
    if (r.failure() != null && "INVALID_DATE".equals(r.failure().code())) {
      return Messages.get("subscriptions.error.invalidDate");
    }
    return ErrorText.of(r.failure());
  }

  // ---- properties ----

  /** True while a change's answer was lost and it can be sent again with its key. */
  public ReadOnlyBooleanProperty canSendAgainProperty() {
    return canSendAgain.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty shownProperty() {
    return shown.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty reviewingProperty() {
    return reviewing.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty editableProperty() {
    return editable.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty canPauseProperty() {
    return canPause.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty canResumeProperty() {
    return canResume.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty canCancelProperty() {
    return canCancel.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty repairOfferedProperty() {
    return repairOffered.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty titleProperty() {
    return title.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty subscriptionIdProperty() {
    return subscriptionId.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty statusProperty() {
    return status.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty cyclesProperty() {
    return cycles.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty nextBillingProperty() {
    return nextBilling.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty currentCardProperty() {
    return currentCard.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty declineProperty() {
    return decline.getReadOnlyProperty();
  }

  public ObservableList<DiffLine> diff() {
    return diffView;
  }

  public ObservableList<PaymentLine> payments() {
    return paymentsView;
  }

  /** The sentence the pause, resume or cancel confirmation asks. */
  public String confirmSentence(String action) {
    return Messages.get("subscriptions.confirm." + action, title.get(), subscriptionId.get());
  }
}
