package io.paydesk.ui.payments;

import io.paydesk.api.OutcomeUnknownException;
import io.paydesk.api.model.Amount;
import io.paydesk.api.model.CancelRequest;
import io.paydesk.api.model.CaptureRequest;
import io.paydesk.api.model.Payment;
import io.paydesk.api.model.RefundRequest;
import io.paydesk.ops.PaymentOperations;
import io.paydesk.rules.CancelReason;
import io.paydesk.rules.CaptureReason;
import io.paydesk.rules.Currencies;
import io.paydesk.rules.Limits;
import io.paydesk.rules.RefundReason;
import io.paydesk.store.JournalEntry;
import io.paydesk.store.JournalState;
import io.paydesk.ui.ErrorText;
import io.paydesk.ui.Formats;
import io.paydesk.ui.Messages;
import io.paydesk.ui.TaskRunner;
import java.math.BigDecimal;
import java.text.DecimalFormat;
import java.text.NumberFormat;
import java.text.ParsePosition;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The form of one money action on a payment (refund, capture or cancel). Input is checked at the
 * fields before anything is sent; the operation goes through the journal, so a lost answer can be
 * sent again with the same idempotency key.
 */
public final class PaymentActionForm {
  /** What the form does. */
  public enum Kind {
    REFUND,
    CAPTURE,
    CANCEL
  }

  private final Kind kind;
  private final Payment payment;
  private final String transactionId;
  private final BigDecimal maximum;
  private final String currency;
  private final Supplier<PaymentOperations> operations;
  private final TaskRunner runner;
  private final Consumer<Payment> onDone;
  private final Runnable onFailure;

  private final StringProperty amount = new SimpleStringProperty("");
  private final StringProperty reason = new SimpleStringProperty("");
  private final StringProperty merchantReference = new SimpleStringProperty("");
  private final ReadOnlyStringWrapper amountError = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper referenceError = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");
  private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyBooleanWrapper canSendAgain = new ReadOnlyBooleanWrapper(false);
  private JournalEntry unsettled;

  PaymentActionForm(
      Kind kind,
      Payment payment,
      String transactionId,
      BigDecimal maximum,
      Supplier<PaymentOperations> operations,
      TaskRunner runner,
      Consumer<Payment> onDone,
      Runnable onFailure) {
    this.kind = kind;
    this.payment = payment;
    this.transactionId = transactionId;
    this.maximum = maximum;
    this.currency = payment.amount().currency();
    this.operations = operations;
    this.runner = runner;
    this.onDone = onDone;
    this.onFailure = onFailure;
    if (kind != Kind.CANCEL) {
      amount.set(format(maximum));
    }
    List<String> reasons = reasons();
    reason.set(
        reasons.contains("REQUESTED_BY_CUSTOMER") ? "REQUESTED_BY_CUSTOMER" : reasons.get(0));
    merchantReference.set(
        "PD-" + UUID.randomUUID().toString().substring(0, 8).toUpperCase(Locale.ROOT));
    amount.addListener((o, a, b) -> amountError.set(""));
    merchantReference.addListener((o, a, b) -> referenceError.set(""));
  }

  public Kind kind() {
    return kind;
  }

  public boolean hasAmount() {
    return kind != Kind.CANCEL;
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
          case REFUND -> RefundReason.values();
          case CAPTURE -> CaptureReason.values();
          case CANCEL -> CancelReason.values();
        };
    return Arrays.stream(values).map(Enum::name).toList();
  }

  /** Checks every field, then sends through the journal; false when a field is wrong. */
  public boolean submit() {
    error.set("");
    BigDecimal value = null;
    boolean ok = true;
    if (hasAmount()) {
      value = parse(amount.get());
      String problem = amountProblem(value);
      if (problem != null) {
        amountError.set(problem);
        ok = false;
      }
    }
    String ref = merchantReference.get() == null ? "" : merchantReference.get().strip();
    if (ref.length() < Limits.TEXT_MIN || ref.length() > Limits.TEXT_MAX) {
      referenceError.set(Messages.get("action.error.reference", Limits.TEXT_MIN, Limits.TEXT_MAX));
      ok = false;
    }
    if (!ok) {
      return false;
    }
    BigDecimal chosen = value;
    String why = reason.get();
    busy.set(true);
    runner.run(() -> attempt(() -> send(ref, chosen, why)), this::settle, this::failed);
    return true;
  }

  /** Sends the unsettled operation again with its saved idempotency key. */
  public void sendAgain() {
    JournalEntry entry = unsettled;
    if (entry == null) {
      return;
    }
    error.set("");
    busy.set(true);
    runner.run(() -> attempt(() -> operations.get().resend(entry)), this::settle, this::failed);
  }

  private Payment send(String ref, BigDecimal value, String why) {
    PaymentOperations ops = operations.get();
    return switch (kind) {
      case REFUND ->
          ops.refund(
              payment.id(),
              transactionId,
              value.compareTo(maximum) == 0 && isZero(payment.amount().refunded())
                  ? RefundRequest.full(ref, why)
                  : RefundRequest.partial(ref, why, Amount.of(value, currency)));
      case CAPTURE ->
          ops.capture(
              payment.id(), transactionId, CaptureRequest.of(ref, Amount.of(value, currency), why));
      case CANCEL -> ops.cancel(payment.id(), transactionId, CancelRequest.of(ref, why));
    };
  }

  /** Runs off the FX thread: the call, and on a lost answer the journal entry to send again. */
  private Outcome attempt(Supplier<Payment> call) {
    try {
      return new Outcome(call.get(), null, null);
    } catch (OutcomeUnknownException e) {
      return new Outcome(null, e, operations.get().lastUnsettled(payment.id()).orElse(null));
    }
  }

  private record Outcome(Payment payment, Throwable failure, JournalEntry unsettled) {}

  private void settle(Outcome outcome) {
    if (outcome.failure() != null) {
      failed(outcome.failure());
      unsettled = outcome.unsettled();
      canSendAgain.set(unsettled != null && unsettled.state() == JournalState.OUTCOME_UNKNOWN);
      return;
    }
    busy.set(false);
    unsettled = null;
    canSendAgain.set(false);
    onDone.accept(outcome.payment());
  }

  private void failed(Throwable failure) {
    busy.set(false);
    onFailure.run();
    error.set(ErrorText.of(failure));
    unsettled = null;
    canSendAgain.set(false);
  }

  private String amountProblem(BigDecimal value) {
    if (value == null) {
      return Messages.get("action.error.amountNumber");
    }
    if (value.signum() <= 0) {
      return Messages.get("action.error.amountPositive");
    }
    if (value.stripTrailingZeros().scale() > Currencies.fractionDigits(currency)) {
      return Messages.get(
          "action.error.amountDigits", currency, Currencies.fractionDigits(currency));
    }
    if (value.compareTo(maximum) > 0) {
      return Messages.get("action.error.amountMax", Formats.money(maximum, currency));
    }
    return null;
  }

  /** Reads an amount as the user writes it in their locale ("1.234,50" in Spanish). */
  static BigDecimal parse(String text) {
    if (text == null || text.isBlank()) {
      return null;
    }
    DecimalFormat f = (DecimalFormat) NumberFormat.getNumberInstance(Locale.getDefault());
    f.setParseBigDecimal(true);
    ParsePosition pos = new ParsePosition(0);
    String trimmed = text.strip();
    Number n = f.parse(trimmed, pos);
    if (n == null || pos.getIndex() != trimmed.length()) {
      return null;
    }
    return (BigDecimal) n;
  }

  private String format(BigDecimal value) {
    DecimalFormat f = (DecimalFormat) NumberFormat.getNumberInstance(Locale.getDefault());
    f.setGroupingUsed(false);
    int digits = Currencies.fractionDigits(currency);
    f.setMinimumFractionDigits(digits);
    f.setMaximumFractionDigits(Math.max(digits, value.stripTrailingZeros().scale()));
    return f.format(value);
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

  public ReadOnlyStringProperty errorProperty() {
    return error.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty busyProperty() {
    return busy.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty canSendAgainProperty() {
    return canSendAgain.getReadOnlyProperty();
  }
}
