package io.paydesk.ui.payments;

import io.paydesk.api.model.Amount;
import io.paydesk.api.model.CancelRequest;
import io.paydesk.api.model.CaptureRequest;
import io.paydesk.api.model.CardData;
import io.paydesk.api.model.Payment;
import io.paydesk.api.model.RefundRequest;
import io.paydesk.ops.ActionNotAllowedException;
import io.paydesk.ops.ActionOffer;
import io.paydesk.ops.OperationResult;
import io.paydesk.ops.PaymentOperations;
import io.paydesk.rules.CancelReason;
import io.paydesk.rules.CaptureReason;
import io.paydesk.rules.FieldError;
import io.paydesk.rules.Limits;
import io.paydesk.rules.MoneyInput;
import io.paydesk.rules.PaymentActions.Action;
import io.paydesk.rules.RefundReason;
import io.paydesk.ui.base.ErrorText;
import io.paydesk.ui.base.Formats;
import io.paydesk.ui.base.MessageText;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.TaskRunner;
import io.paydesk.ui.kit.AmountFields;
import io.paydesk.ui.kit.Catalogue;
import io.paydesk.ui.kit.FormField;
import io.paydesk.ui.kit.FormModel;
import io.paydesk.ui.kit.FormScreen.Step;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.StringProperty;

/**
 * The form of one money action on a payment (refund, capture, cancel, cancel-or-refund): a kit
 * {@link FormModel} (amount, reason, merchant reference) stepped through the kit's {@link Step}s.
 * Fields are checked as they are typed, the amount read once per change and judged by ops ({@link
 * PaymentOperations#verdict}); a valid form goes to a review step that says in words what will
 * happen, and only that step sends. The operation goes through the journal, so a lost answer can be
 * sent again with the same idempotency key. Nothing typed is lost on a refusal or a failure.
 */
public final class PaymentActionForm {
  /** What the form does. */
  public enum Kind {
    REFUND,
    CAPTURE,
    CANCEL,
    CANCEL_OR_REFUND;

    Action action() {
      return Action.valueOf(name());
    }
  }

  static final String AMOUNT = "amount";
  static final String REASON = "reason";
  static final String REFERENCE = "merchant_reference";

  private final Kind kind;
  private final Payment payment;
  private final ActionOffer offer;
  private final Supplier<PaymentOperations> operations;
  private final TaskRunner runner;
  private final Consumer<Payment> onDone;
  private final Runnable onUnsettled;
  private final Fields fields;

  private final MessageText summary = new MessageText();
  private final ReadOnlyObjectWrapper<Step> step = new ReadOnlyObjectWrapper<>(Step.EDIT);
  private final ReadOnlyStringWrapper review = new ReadOnlyStringWrapper("");
  private final MessageText reviewDetails = new MessageText();
  private final MessageText error = new MessageText();
  private final ReadOnlyBooleanWrapper canSendAgain = new ReadOnlyBooleanWrapper(false);
  private long unsettledId = -1;

  PaymentActionForm(
      Kind kind,
      Payment payment,
      ActionOffer offer,
      Supplier<PaymentOperations> operations,
      TaskRunner runner,
      Consumer<Payment> onDone,
      Runnable onUnsettled) {
    this.kind = kind;
    this.payment = payment;
    this.offer = offer;
    this.operations = operations;
    this.runner = runner;
    this.onDone = onDone;
    this.onUnsettled = onUnsettled;
    this.fields = new Fields();
    fields.field(AMOUNT).errorProperty().addListener((o, a, b) -> summarise());
    fields.field(REFERENCE).errorProperty().addListener((o, a, b) -> summarise());
    summarise();
  }

  public Kind kind() {
    return kind;
  }

  public boolean hasAmount() {
    return kind == Kind.REFUND || kind == Kind.CAPTURE;
  }

  /** The form's fields as the kit holds them. */
  public FormModel form() {
    return fields;
  }

  /** "Refund of payment ORD-1 (up to USD 12.00)", in the user's language. */
  public String title() {
    return Messages.get(
        "action.title." + kind.name(),
        Formats.text(payment.merchantOrderId()),
        Formats.money(offer.ceiling(), offer.currency()));
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

  /** Checks every field and says what is left; true when the form may be reviewed. */
  public boolean validate() {
    fields.check();
    return fields.validProperty().get();
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
    String reason = reasonProperty().get();
    String reference = fields.reference();
    reviewDetails.say(
        () ->
            Messages.get(
                "action.review.details",
                Formats.text(payment.merchantOrderId()),
                reasonKind().label(reason),
                reference));
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
    String ref = fields.reference();
    BigDecimal chosen = fields.amount;
    String why = reasonProperty().get();
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

  private void start(Callable<OperationResult> work) {
    Step before = step.get();
    error.set("");
    step.set(Step.SENDING);
    runner.run(work, this::settle, failure -> failed(before, failure));
  }

  private OperationResult send(String ref, BigDecimal chosen, String why) {
    PaymentOperations ops = operations.get();
    String transactionId = offer.target().transactionId();
    return switch (kind) {
      case REFUND ->
          ops.refund(payment, transactionId, PaymentOperations.refundOf(payment, chosen, ref, why));
      case CAPTURE ->
          ops.capture(
              payment,
              transactionId,
              CaptureRequest.of(ref, Amount.of(chosen, offer.currency()), why));
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

  /** What is left, from the fields' errors: the amount, the reference, both, or nothing. */
  private void summarise() {
    boolean amountWrong = !fields.field(AMOUNT).errorProperty().get().isEmpty();
    boolean referenceWrong = !fields.field(REFERENCE).errorProperty().get().isEmpty();
    summary.say(
        () ->
            amountWrong && referenceWrong
                ? Messages.get("action.left.both")
                : amountWrong
                    ? Messages.get("action.left.amount")
                    : referenceWrong ? Messages.get("action.left.reference") : "");
  }

  /** "Refund USD 1.50 of USD 372.80 to the customer's VISA •••• 5348." */
  private String reviewSentence() {
    String currency = offer.currency();
    String total = Formats.money(payment.amount().value(), currency);
    BigDecimal value = hasAmount() ? fields.amount : null;
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

  /**
   * The fields: the amount (for a refund or capture), the reason and the merchant reference. Every
   * field's error shows as it is typed. The amount's text is read once per change; ops judges the
   * value against what the payment allows.
   */
  private final class Fields extends FormModel {
    private String readText;
    private MoneyInput.Result read;
    private BigDecimal amount;

    Fields() {
      super("action");
      text(AMOUNT, null);
      List<String> codes = reasons();
      choice(
          REASON,
          FormField.Kind.CHOICE,
          codes.stream().map(c -> new FormField.Choice(c, reasonKind().label(c))).toList());
      text(REFERENCE, null);
      field(AMOUNT).visibleProperty().set(hasAmount());
      if (hasAmount()) {
        defaultValue(AMOUNT, AmountFields.prefill(offer.ceiling(), offer.currency()));
      }
      defaultValue(
          REASON, codes.contains("REQUESTED_BY_CUSTOMER") ? "REQUESTED_BY_CUSTOMER" : codes.get(0));
      defaultValue(
          REFERENCE, "PD-" + UUID.randomUUID().toString().substring(0, 8).toUpperCase(Locale.ROOT));
      built();
      touchAll();
    }

    @Override
    protected String label(String id) {
      return Messages.get(
          switch (id) {
            case AMOUNT -> "action.amount";
            case REASON -> "action.reason";
            default -> "action.reference";
          });
    }

    @Override
    protected List<FieldError> collect() {
      List<FieldError> errors = new ArrayList<>();
      amount = null;
      if (hasAmount()) {
        String problem = amountProblem();
        if (problem != null) {
          errors.add(new FieldError(AMOUNT, LOCAL, problem));
        }
      }
      String ref = reference();
      if (ref.length() < Limits.TEXT_MIN || ref.length() > Limits.TEXT_MAX) {
        errors.add(
            new FieldError(
                REFERENCE,
                LOCAL,
                Messages.get("action.error.reference", Limits.TEXT_MIN, Limits.TEXT_MAX)));
      }
      return errors;
    }

    /** Null when the amount may be sent (and {@link #amount} holds it), else the field's error. */
    private String amountProblem() {
      String text = field(AMOUNT).valueProperty().get();
      if (read == null || !Objects.equals(text, readText)) {
        readText = text;
        read = MoneyInput.parse(text, offer.currency(), Locale.getDefault());
      }
      if (!read.ok()) {
        return AmountFields.error(read, offer.currency());
      }
      return switch (PaymentOperations.verdict(payment, kind.action(), read.value())) {
        case ALLOWED -> {
          amount = read.value();
          yield null;
        }
        case ABOVE_CEILING ->
            AmountFields.aboveMaximum(read.value(), offer.ceiling(), offer.currency());
        case NOT_ALLOWED -> Messages.get("action.error.notAllowed");
      };
    }

    String reference() {
      String r = field(REFERENCE).valueProperty().get();
      return r == null ? "" : r.strip();
    }
  }

  public StringProperty amountProperty() {
    return fields.field(AMOUNT).valueProperty();
  }

  public StringProperty reasonProperty() {
    return fields.field(REASON).valueProperty();
  }

  public StringProperty merchantReferenceProperty() {
    return fields.field(REFERENCE).valueProperty();
  }

  public ReadOnlyStringProperty amountErrorProperty() {
    return fields.field(AMOUNT).errorProperty();
  }

  public ReadOnlyStringProperty referenceErrorProperty() {
    return fields.field(REFERENCE).errorProperty();
  }

  /** What is left before the form can be reviewed; empty when it can. */
  public ReadOnlyStringProperty summaryProperty() {
    return summary.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty validProperty() {
    return fields.validProperty();
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
