package io.paydesk.ui.payments;

import io.paydesk.api.model.Amount;
import io.paydesk.api.model.CancelRequest;
import io.paydesk.api.model.CaptureRequest;
import io.paydesk.api.model.CardData;
import io.paydesk.api.model.Payment;
import io.paydesk.api.model.RefundRequest;
import io.paydesk.ops.ActionNotAllowedException;
import io.paydesk.ops.OperationResult;
import io.paydesk.ops.PaymentOperations;
import io.paydesk.rules.CancelReason;
import io.paydesk.rules.CaptureReason;
import io.paydesk.rules.Limits;
import io.paydesk.rules.RefundReason;
import io.paydesk.ui.base.ErrorText;
import io.paydesk.ui.base.Formats;
import io.paydesk.ui.base.MessageText;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.TaskRunner;
import io.paydesk.ui.kit.AmountFields;
import io.paydesk.ui.kit.Catalogue;
import java.math.BigDecimal;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The form of one money action on a payment (refund, capture, cancel, cancel-or-refund). Fields are
 * checked as they are typed; a valid form goes to a review step that says in words what will
 * happen, and only that step sends. The operation goes through the journal, so a lost answer can be
 * sent again with the same idempotency key. Nothing typed is lost on a refusal or a failure.
 */
public final class PaymentActionForm {
  /** What the form does. */
  public enum Kind {
    REFUND,
    CAPTURE,
    CANCEL,
    CANCEL_OR_REFUND
  }

  /** Where the form stands: filling in, reviewing what will be sent, or sending. */
  public enum Step {
    EDIT,
    REVIEW,
    SENDING
  }

  private final Kind kind;
  private final Payment payment;
  private final String transactionId;
  private final BigDecimal maximum;
  private final String currency;
  private final Supplier<PaymentOperations> operations;
  private final TaskRunner runner;
  private final Consumer<Payment> onDone;
  private final Runnable onUnsettled;

  private final StringProperty amount = new SimpleStringProperty("");
  private final StringProperty reason = new SimpleStringProperty("");
  private final StringProperty merchantReference = new SimpleStringProperty("");
  private final ReadOnlyStringWrapper amountError = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper referenceError = new ReadOnlyStringWrapper("");
  private final MessageText summary = new MessageText();
  private final ReadOnlyBooleanWrapper valid = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyObjectWrapper<Step> step = new ReadOnlyObjectWrapper<>(Step.EDIT);
  private final ReadOnlyStringWrapper review = new ReadOnlyStringWrapper("");
  private final MessageText reviewDetails = new MessageText();
  private final MessageText error = new MessageText();
  private final ReadOnlyBooleanWrapper canSendAgain = new ReadOnlyBooleanWrapper(false);
  private BigDecimal value;
  private long unsettledId = -1;

  PaymentActionForm(
      Kind kind,
      Payment payment,
      String transactionId,
      BigDecimal maximum,
      Supplier<PaymentOperations> operations,
      TaskRunner runner,
      Consumer<Payment> onDone,
      Runnable onUnsettled) {
    this.kind = kind;
    this.payment = payment;
    this.transactionId = transactionId;
    this.maximum = maximum;
    this.currency = payment.amount().currency();
    this.operations = operations;
    this.runner = runner;
    this.onDone = onDone;
    this.onUnsettled = onUnsettled;
    if (hasAmount()) {
      amount.set(AmountFields.prefill(maximum, currency));
    }
    List<String> reasons = reasons();
    reason.set(
        reasons.contains("REQUESTED_BY_CUSTOMER") ? "REQUESTED_BY_CUSTOMER" : reasons.get(0));
    merchantReference.set(
        "PD-" + UUID.randomUUID().toString().substring(0, 8).toUpperCase(Locale.ROOT));
    amount.addListener((o, a, b) -> validate());
    merchantReference.addListener((o, a, b) -> validate());
    validate();
  }

  public Kind kind() {
    return kind;
  }

  public boolean hasAmount() {
    return kind == Kind.REFUND || kind == Kind.CAPTURE;
  }

  /** "Refund of payment ORD-1 (up to USD 12.00)", in the user's language. */
  public String title() {
    return Messages.get(
        "action.title." + kind.name(),
        Formats.text(payment.merchantOrderId()),
        Formats.money(maximum, currency));
  }

  public List<String> reasons() {
    Enum<?>[] values =
        switch (kind) {
          case REFUND, CANCEL_OR_REFUND -> RefundReason.values();
          case CAPTURE -> CaptureReason.values();
          case CANCEL -> CancelReason.values();
        };
    return Arrays.stream(values).map(Enum::name).toList();
  }

  /** The catalogue family of this form's reasons, for their labels. */
  public Catalogue.Kind reasonKind() {
    return switch (kind) {
      case REFUND, CANCEL_OR_REFUND -> Catalogue.Kind.REFUND_REASON;
      case CAPTURE -> Catalogue.Kind.CAPTURE_REASON;
      case CANCEL -> Catalogue.Kind.CANCEL_REASON;
    };
  }

  /** Checks every field and says what is left; run as the user types and leaves a field. */
  public boolean validate() {
    String amountProblem = hasAmount() ? amountProblem() : "";
    String ref = reference();
    String referenceProblem =
        ref.length() < Limits.TEXT_MIN || ref.length() > Limits.TEXT_MAX
            ? Messages.get("action.error.reference", Limits.TEXT_MIN, Limits.TEXT_MAX)
            : "";
    amountError.set(amountProblem);
    referenceError.set(referenceProblem);
    boolean ok = amountProblem.isEmpty() && referenceProblem.isEmpty();
    valid.set(ok);
    summary.say(
        () ->
            ok
                ? ""
                : !amountProblem.isEmpty() && !referenceProblem.isEmpty()
                    ? Messages.get("action.left.both")
                    : !amountProblem.isEmpty()
                        ? Messages.get("action.left.amount")
                        : Messages.get("action.left.reference"));
    return ok;
  }

  /**
   * Goes to the review step when every field is right (Enter in a field does this); otherwise the
   * messages say what is missing and the form stays as typed. False when a field is wrong.
   */
  public boolean review() {
    if (step.get() != Step.EDIT || !validate()) {
      return false;
    }
    error.set("");
    review.set(reviewSentence());
    reviewDetails.say(
        () ->
            Messages.get(
                "action.review.details",
                Formats.text(payment.merchantOrderId()),
                reasonKind().label(reason.get()),
                reference()));
    step.set(Step.REVIEW);
    return true;
  }

  /** Back from the review to the fields, as typed. */
  public void back() {
    if (step.get() == Step.REVIEW) {
      step.set(Step.EDIT);
    }
  }

  /** Sends what the review step showed; only the review step sends. */
  public void confirm() {
    if (step.get() != Step.REVIEW) {
      return;
    }
    String ref = reference();
    BigDecimal chosen = value;
    String why = reason.get();
    start(() -> send(ref, chosen, why));
  }

  /** Sends the operation whose answer was lost again, found by its journal id, with its key. */
  public void sendAgain() {
    long id = unsettledId;
    if (id < 0 || step.get() == Step.SENDING) {
      return;
    }
    start(() -> operations.get().resend(id));
  }

  private void start(java.util.concurrent.Callable<OperationResult> work) {
    Step before = step.get();
    error.set("");
    step.set(Step.SENDING);
    runner.run(work, this::settle, failure -> failed(before, failure));
  }

  private OperationResult send(String ref, BigDecimal chosen, String why) {
    PaymentOperations ops = operations.get();
    return switch (kind) {
      case REFUND ->
          ops.refund(
              payment,
              transactionId,
              chosen.compareTo(maximum) == 0 && isZero(payment.amount().refunded())
                  ? RefundRequest.full(ref, why)
                  : RefundRequest.partial(ref, why, Amount.of(chosen, currency)));
      case CAPTURE ->
          ops.capture(
              payment, transactionId, CaptureRequest.of(ref, Amount.of(chosen, currency), why));
      case CANCEL -> ops.cancel(payment, transactionId, CancelRequest.of(ref, why));
      case CANCEL_OR_REFUND -> ops.cancelOrRefund(payment, RefundRequest.full(ref, why));
    };
  }

  private void settle(OperationResult result) {
    switch (result.outcome()) {
      case SUCCEEDED -> {
        unsettledId = -1;
        canSendAgain.set(false);
        step.set(Step.EDIT);
        onDone.accept(result.payment());
      }
      case FAILED -> {
        unsettledId = -1;
        canSendAgain.set(false);
        step.set(Step.EDIT);
        error.say(() -> ErrorText.of(result.failure()));
      }
      case OUTCOME_UNKNOWN -> {
        unsettledId = result.journalId();
        canSendAgain.set(true);
        step.set(Step.REVIEW);
        error.say(() -> ErrorText.of(result.failure()));
        onUnsettled.run();
      }
    }
  }

  private void failed(Step before, Throwable failure) {
    step.set(before == Step.REVIEW && unsettledId >= 0 ? Step.REVIEW : Step.EDIT);
    error.say(
        () ->
            failure instanceof ActionNotAllowedException
                ? Messages.get("action.error.notAllowed")
                : ErrorText.of(failure));
  }

  private String reference() {
    return merchantReference.get() == null ? "" : merchantReference.get().strip();
  }

  private String amountProblem() {
    AmountFields.Checked checked = AmountFields.check(amount.get(), currency, maximum);
    value = checked.value();
    return checked.ok() ? "" : checked.error();
  }

  /** "Refund USD 1.50 of USD 372.80 to the customer's VISA •••• 5348." */
  private String reviewSentence() {
    String total = Formats.money(payment.amount().value(), currency);
    String chosen = value == null ? total : Formats.money(value, currency);
    return Messages.get("action.review." + kind.name(), chosen, total, method());
  }

  private String method() {
    CardData card =
        payment.paymentMethod() == null
                || payment.paymentMethod().anyDetail() == null
                || payment.paymentMethod().anyDetail().card() == null
            ? null
            : payment.paymentMethod().anyDetail().card().cardData();
    if (card != null && card.lfd() != null) {
      return Messages.get(
          "action.review.card",
          card.brand() == null ? "" : card.brand().replace('_', ' '),
          card.lfd());
    }
    if (payment.paymentMethod() != null && payment.paymentMethod().type() != null) {
      return Messages.get("action.review.method", payment.paymentMethod().type());
    }
    return Messages.get("action.review.anyMethod");
  }

  private static boolean isZero(BigDecimal v) {
    return v == null || v.signum() == 0;
  }

  public StringProperty amountProperty() {
    return amount;
  }

  public StringProperty reasonProperty() {
    return reason;
  }

  public StringProperty merchantReferenceProperty() {
    return merchantReference;
  }

  public ReadOnlyStringProperty amountErrorProperty() {
    return amountError.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty referenceErrorProperty() {
    return referenceError.getReadOnlyProperty();
  }

  /** What is left before the form can be reviewed; empty when it can. */
  public ReadOnlyStringProperty summaryProperty() {
    return summary.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty validProperty() {
    return valid.getReadOnlyProperty();
  }

  public ReadOnlyObjectProperty<Step> stepProperty() {
    return step.getReadOnlyProperty();
  }

  /** What will happen, in words, shown by the review step. */
  public ReadOnlyStringProperty reviewProperty() {
    return review.getReadOnlyProperty();
  }

  /** The order, reason and merchant reference, shown under the review sentence. */
  public ReadOnlyStringProperty reviewDetailsProperty() {
    return reviewDetails.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty errorProperty() {
    return error.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty canSendAgainProperty() {
    return canSendAgain.getReadOnlyProperty();
  }
}
