package io.paydesk.ui.payouts;

import io.paydesk.api.IdempotencyConflictException;
import io.paydesk.api.PaydeskException;
import io.paydesk.api.ValidationException;
import io.paydesk.api.model.Beneficiary;
import io.paydesk.api.model.Payout;
import io.paydesk.api.model.PayoutCreateRequest;
import io.paydesk.api.model.PayoutProviderData;
import io.paydesk.api.model.PayoutTransaction;
import io.paydesk.ops.Connection;
import io.paydesk.ops.Exports;
import io.paydesk.ops.PayoutOperations;
import io.paydesk.ops.PayoutResult;
import io.paydesk.ops.Permission;
import io.paydesk.rules.FieldError;
import io.paydesk.store.DuplicatePayoutException;
import io.paydesk.store.PayoutQuery;
import io.paydesk.store.PayoutRepository;
import io.paydesk.ui.base.ErrorText;
import io.paydesk.ui.base.Formats;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.PayoutsRequest;
import io.paydesk.ui.base.TaskHandle;
import io.paydesk.ui.base.TaskRunner;
import io.paydesk.ui.kit.Availability;
import io.paydesk.ui.kit.Catalogue;
import io.paydesk.ui.kit.Cells;
import io.paydesk.ui.kit.DraftFormScreen;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Currency;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The Payouts area: the payout form (kept as a draft, checked as each field is left), the review
 * step in words, sending through {@link PayoutOperations} (never twice), the result with Check
 * status for an unknown outcome, and the stored payouts with a look-up and a CSV export.
 */
public final class PayoutsViewModel extends DraftFormScreen<PayoutForm> {
  static final String DRAFT_KIND = "payout";
  static final int LIST_SIZE = 500;

  /** One transaction of the payout shown. */
  public record TransactionLine(
      String id,
      String type,
      String status,
      String amount,
      String responseCode,
      String provider,
      String providerStatus) {}

  /** One stored payout in the list. */
  public record PayoutLine(
      String id,
      String reference,
      String status,
      String country,
      String purpose,
      String currency,
      String amount,
      OffsetDateTime createdAt,
      String beneficiary) {}

  private final ReadOnlyStringWrapper reviewAmount = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper reviewAmountWords = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper reviewBeneficiary = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper reviewAccount = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper reviewPurpose = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper reviewSentence = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper resultStatus = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper resultProvider = new ReadOnlyStringWrapper("");
  private final ReadOnlyBooleanWrapper canCheckStatus = new ReadOnlyBooleanWrapper(false);
  private final ObservableList<TransactionLine> transactions = FXCollections.observableArrayList();
  private final ObservableList<PayoutLine> payouts = FXCollections.observableArrayList();

  /** The payouts listed, as the store holds them (for the export). */
  private List<Payout> listed = List.of();

  private final StringProperty lookup = new SimpleStringProperty("");
  private final ReadOnlyStringWrapper listNotice = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper listCount = new ReadOnlyStringWrapper("");
  private final ReadOnlyLongWrapper listRequests = new ReadOnlyLongWrapper(0);
  private final PayoutFilters filters = new PayoutFilters(this::reload);
  private final ZoneId zone;
  private TaskHandle listing = TaskHandle.done();
  private String resultReference;

  /** The request the review shows, which Confirm sends. */
  private PayoutCreateRequest reviewed;

  public PayoutsViewModel(ObservableValue<Connection> connection, TaskRunner runner) {
    this(connection, runner, new PayoutForm(PayoutOperations::check), ZoneId.systemDefault());
  }

  /**
   * @param form the payout form, which asks ops' verdict as the user types
   */
  PayoutsViewModel(
      ObservableValue<Connection> connection, TaskRunner runner, PayoutForm form, ZoneId zone) {
    super(
        form,
        DRAFT_KIND,
        connection,
        runner,
        PayoutOperations::newKey,
        k -> true,
        "payouts.draft.restored");
    this.zone = zone;
    requires(Availability.personOf(connection), Permission.PAYOUTS);
    keepDraft();
  }

  public ReadOnlyStringProperty reviewAmountProperty() {
    return reviewAmount.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty reviewAmountWordsProperty() {
    return reviewAmountWords.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty reviewBeneficiaryProperty() {
    return reviewBeneficiary.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty reviewAccountProperty() {
    return reviewAccount.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty reviewPurposeProperty() {
    return reviewPurpose.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty reviewSentenceProperty() {
    return reviewSentence.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty resultStatusProperty() {
    return resultStatus.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty resultProviderProperty() {
    return resultProvider.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty canCheckStatusProperty() {
    return canCheckStatus.getReadOnlyProperty();
  }

  public ObservableList<TransactionLine> transactions() {
    return transactions;
  }

  public ObservableList<PayoutLine> payouts() {
    return payouts;
  }

  public StringProperty lookupProperty() {
    return lookup;
  }

  public ReadOnlyStringProperty listNoticeProperty() {
    return listNotice.getReadOnlyProperty();
  }

  /** Goes to the review step when the form is valid; otherwise shows every field's error. */
  @Override
  public void review() {
    if (!readyForReview()) {
      return;
    }
    PayoutCreateRequest r = form.checkedRequest();
    reviewed = r;
    BigDecimal value = r.amount().value();
    String currency = r.amount().currency();
    reviewAmount.set(Formats.money(value, currency));
    reviewAmountWords.set(amountInWords(value, currency));
    reviewBeneficiary.set(beneficiary(r.beneficiary()));
    reviewAccount.set(account());
    reviewPurpose.set(PayoutForm.purposeLabel(r.purpose()));
    reviewSentence.set(
        Messages.get(
            "payouts.review.sentence",
            Formats.money(value, currency),
            beneficiaryName(r.beneficiary()),
            r.merchantReference()));
    reviewing();
  }

  /** Sends the reviewed payout, once. */
  @Override
  public void confirm() {
    Connection c = connection.getValue();
    if (step.get() != Step.REVIEW || c == null) {
      return;
    }
    PayoutCreateRequest request = reviewed;
    String key = key();
    step.set(Step.SENDING);
    saveDraft();
    calls.runKeepingError(
        () -> c.payouts().create(request, key),
        result -> {
          sent(request.merchantReference(), result);
        },
        failure -> {
          step.set(Step.EDIT);
          refused(failure);
        });
  }

  /** Looks a payout of unknown outcome up by its merchant reference and settles it. */
  public void checkStatus() {
    Connection c = connection.getValue();
    String ref = resultReference;
    if (c == null || ref == null) {
      return;
    }
    calls.runKeepingError(
        () -> c.payouts().checkStatus(ref),
        result -> {
          if (result.payout() != null) {
            showPayout(result.payout());
            notice.set(Messages.get("payouts.check.found", ref));
            finished();
          } else if (result.outcomeUnknown()) {
            notice.set("");
            error.set(Messages.get("payouts.check.stillUnknown", ref));
          } else {
            canCheckStatus.set(false);
            resultStatus.set("NOT_CREATED");
            resultTitle.set(Messages.get("payouts.check.notFound", ref));
            error.set("");
          }
          reload();
        },
        failure -> {
          error.set(Messages.get("payouts.check.failed", ErrorText.of(failure)));
        });
  }

  /** Starts a new, empty payout form (the draft is dropped). */
  public void newPayout() {
    newForm();
  }

  /** "Showing 30 of 30 payouts": how many are listed of how many match the filters. */
  public ReadOnlyStringProperty listCountProperty() {
    return listCount.getReadOnlyProperty();
  }

  /** Counts the times another screen asked for the list: the view shows the list tab then. */
  public ReadOnlyLongProperty listRequestsProperty() {
    return listRequests.getReadOnlyProperty();
  }

  public PayoutFilters filters() {
    return filters;
  }

  /** Lists the payouts another screen asks for (a payouts bar of the overview). */
  public void show(PayoutsRequest request) {
    filters.show(request);
    listRequests.set(listRequests.get() + 1);
  }

  /** Reads the stored payouts matching the filters again, newest first (a newer read wins). */
  public void reload() {
    Connection c = connection.getValue();
    Optional<PayoutQuery> query = filters.query(zone);
    if (c == null || query.isEmpty()) {
      return;
    }
    listing.cancel();
    listing =
        runner.run(
            () -> new Listing(c.payouts().search(query.get(), LIST_SIZE), c.payouts().currencies()),
            this::listed,
            failure -> listNotice.set(ErrorText.of(failure)));
  }

  private record Listing(PayoutRepository.Found found, List<String> currencies) {}

  private void listed(Listing l) {
    listed = l.found().payouts();
    payouts.setAll(l.found().payouts().stream().map(PayoutsViewModel::line).toList());
    filters.currenciesFound(l.currencies());
    listCount.set(Messages.get("payouts.list.showing", payouts.size(), l.found().total()));
  }

  /** Looks a payout up by id or merchant reference at the service (stored) and shows it. */
  public void lookUp() {
    Connection c = connection.getValue();
    String key = lookup.get() == null ? "" : lookup.get().trim();
    if (c == null || key.isEmpty()) {
      return;
    }
    listNotice.set("");
    calls.runKeepingError(
        () -> c.payouts().lookup(key),
        (Optional<Payout> found) -> {
          if (found.isEmpty()) {
            listNotice.set(Messages.get("payouts.lookup.none", key));
            return;
          }
          showPayout(found.get());
          step.set(Step.RESULT);
          reload();
        },
        failure -> {
          listNotice.set(ErrorText.of(failure));
        });
  }

  /** Shows a stored payout in the result pane. */
  public void open(PayoutLine line) {
    Connection c = connection.getValue();
    if (c == null || line == null) {
      return;
    }
    runner.run(
        () -> c.store().payouts().find(line.id()),
        found ->
            found.ifPresent(
                p -> {
                  showPayout(p);
                  notice.set("");
                  error.set("");
                  step.set(Step.RESULT);
                }),
        failure -> listNotice.set(ErrorText.of(failure)));
  }

  /** Writes the listed payouts to a CSV file (ops' payouts columns). */
  public void export(Path file) {
    List<Payout> rows = listed;
    runner.run(
        () -> Exports.PAYOUTS.write(file, rows),
        n -> listNotice.set(Messages.get("payouts.export.done", n, file.getFileName())),
        failure -> listNotice.set(Messages.get("payouts.export.failed", ErrorText.of(failure))));
  }

  @Override
  protected void onConnected(Connection c) {
    form.setAccountId(c.accountId());
    reload();
  }

  private void sent(String reference, PayoutResult result) {
    resultReference = reference;
    if (result.succeeded()) {
      showPayout(result.payout());
      notice.set(Messages.get("payouts.sent", reference));
      error.set("");
      finished();
    } else if (result.outcomeUnknown()) {
      transactions.clear();
      resultStatus.set("OUTCOME_UNKNOWN");
      resultTitle.set(Messages.get("payouts.unknown.title", reference));
      resultDetails.set(Messages.get("payouts.unknown.details"));
      resultProvider.set("");
      canCheckStatus.set(true);
      error.set("");
      notice.set("");
      step.set(Step.RESULT);
    } else {
      step.set(Step.EDIT);
      refused(result.failure());
    }
    reload();
  }

  /**
   * A sent payout: the form stays as typed for a similar next payout, less its merchant reference,
   * with a new key and no draft.
   */
  private void finished() {
    canCheckStatus.set(false);
    startNext();
    step.set(Step.RESULT);
  }

  private void refused(Throwable failure) {
    if (failure instanceof DuplicatePayoutException d) {
      form.showErrors(
          List.of(new FieldError("merchant_reference", "duplicate_reference", d.getMessage())));
      error.set(Messages.get("payouts.duplicate", form.field("merchant_reference").text()));
      return;
    }
    if (failure instanceof IdempotencyConflictException c && c.needsNewKey()) {
      // Looked up by reference and not found: the journal holds a new key for the next send.
      error.set(Messages.get("payouts.keyRenewed", form.field("merchant_reference").text()));
      return;
    }
    if (failure instanceof ValidationException v) {
      form.showErrors(v.errors());
    }
    error.set(
        failure instanceof PaydeskException || failure instanceof ValidationException
            ? Messages.get("payouts.refused", ErrorText.of(failure))
            : ErrorText.of(failure));
  }

  private void showPayout(Payout p) {
    resultReference = p.merchantReference();
    String status = p.status() == null ? "" : p.status().toString();
    resultStatus.set(status);
    String amount =
        p.amount() == null ? "" : Formats.money(p.amount().value(), p.amount().currency());
    resultTitle.set(
        Messages.get(
            "payouts.result.title",
            amount,
            beneficiaryName(p.beneficiary()),
            p.merchantReference()));
    resultDetails.set(
        Messages.get(
            "payouts.result.details",
            p.id(),
            PayoutForm.purposeLabel(p.purpose()),
            p.country(),
            p.createdAt() == null ? "" : Formats.dateTime(p.createdAt())));
    List<TransactionLine> lines = new ArrayList<>();
    StringBuilder provider = new StringBuilder();
    if (p.transactions() != null) {
      for (PayoutTransaction t : p.transactions()) {
        PayoutProviderData pd = t.providerData();
        lines.add(
            new TransactionLine(
                t.id(),
                String.valueOf(t.type()),
                String.valueOf(t.status()),
                t.amount() == null ? "" : Formats.money(t.amount().value(), t.amount().currency()),
                t.responseCode(),
                pd == null ? "" : pd.id(),
                pd == null ? "" : pd.status()));
        if (pd != null) {
          provider.append(
              Messages.get(
                  "payouts.result.provider",
                  Formats.text(Catalogue.Kind.PROVIDER.label(pd.id())),
                  Formats.text(pd.transactionId()),
                  Formats.text(providerStatus(pd.status())),
                  Formats.text(providerStatus(pd.statusDetail()))));
        }
      }
    }
    transactions.setAll(lines);
    resultProvider.set(provider.toString());
    canCheckStatus.set(false);
  }

  private static PayoutLine line(Payout p) {
    return new PayoutLine(
        p.id(),
        p.merchantReference(),
        p.status() == null ? "" : p.status().toString(),
        p.country(),
        PayoutForm.purposeLabel(p.purpose()),
        p.amount() == null ? "" : p.amount().currency(),
        p.amount() == null || p.amount().value() == null
            ? ""
            : Formats.money(p.amount().value(), p.amount().currency()),
        p.createdAt(),
        beneficiaryName(p.beneficiary()));
  }

  /**
   * A provider's status or its detail in the user's language where the catalogue knows it
   * ("APPROVED", "SUCCEEDED"); the provider's own words as they came.
   */
  public static String providerStatus(String code) {
    return Catalogue.Kind.SUB_STATUS.isKnown(code)
        ? Catalogue.Kind.SUB_STATUS.label(code)
        : Catalogue.Kind.TRANSACTION_STATUS.label(code);
  }

  /** A payout status (or the console's OUTCOME_UNKNOWN, NOT_CREATED) in the user's language. */
  public static String statusLabel(String code) {
    if (code == null || code.isEmpty()) {
      return "";
    }
    return switch (code) {
      case "SUCCEEDED",
          "PENDING",
          "DECLINED",
          "CREATED",
          "REJECTED",
          "CANCELED",
          "FAILED",
          "OUTCOME_UNKNOWN",
          "NOT_CREATED" ->
          Messages.get("payouts.status." + code);
      default -> code;
    };
  }

  static String beneficiaryName(Beneficiary b) {
    if (b == null) {
      return "";
    }
    if (b.legalName() != null && !b.legalName().isBlank()) {
      return b.legalName();
    }
    String first = b.firstName() == null ? "" : b.firstName();
    String last = b.lastName() == null ? "" : b.lastName();
    return (first + " " + last).trim();
  }

  private String beneficiary(Beneficiary b) {
    StringBuilder s = new StringBuilder(beneficiaryName(b));
    if (b.document() != null && b.document().documentNumber() != null) {
      s.append(" \u00b7 ")
          .append(
              Cells.document(
                  b.document().documentType(),
                  Cells.documentLastFour(b.document().documentNumber())));
    }
    if (b.email() != null) {
      s.append(" \u00b7 ").append(b.email());
    }
    return s.toString();
  }

  private String account() {
    String type = form.field("withdrawal_method.type").text();
    String provider = form.field("withdrawal_method.provider_id").text();
    String via = provider.isEmpty() ? type : type + " / " + provider;
    return switch (form.destination()) {
      case PayoutForm.BANK -> {
        String number = form.field(PayoutForm.BT + "account.number").text();
        String last = number.length() <= 4 ? number : number.substring(number.length() - 4);
        yield Messages.get(
            "payouts.review.bank",
            form.field(PayoutForm.BT + "code").text(),
            Messages.get(
                "payouts.accountType." + form.field(PayoutForm.BT + "account.type").text()),
            Cells.mask(last),
            via);
      }
      case PayoutForm.WALLET ->
          Messages.get("payouts.review.wallet", form.field(PayoutForm.WL + "code").text(), via);
      case PayoutForm.TOKEN -> Messages.get("payouts.review.token", via);
      default ->
          Messages.get(
              "payouts.review.original",
              form.field("withdrawal_method.original_payment_id").text(),
              via);
    };
  }

  private static String grouped(BigDecimal value) {
    java.text.NumberFormat f = java.text.NumberFormat.getNumberInstance(Locale.getDefault());
    f.setMinimumFractionDigits(value.scale());
    f.setMaximumFractionDigits(value.scale());
    return f.format(value);
  }

  /** "150.00 Brazilian reais (BRL)": the amount with the currency's name spelled out. */
  static String amountInWords(BigDecimal value, String currency) {
    String name;
    try {
      name = Currency.getInstance(currency).getDisplayName(Locale.getDefault());
    } catch (IllegalArgumentException e) {
      name = currency;
    }
    return Messages.get("payouts.review.amountWords", grouped(value), name, currency);
  }
}
