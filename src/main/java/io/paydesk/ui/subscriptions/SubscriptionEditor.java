package io.paydesk.ui.subscriptions;

import io.paydesk.api.model.Metadata;
import io.paydesk.api.model.Subscription;
import io.paydesk.ops.Connection;
import io.paydesk.ops.NewCard;
import io.paydesk.ops.OperationResult;
import io.paydesk.ops.SubscriptionChanges;
import io.paydesk.ops.SubscriptionEdit;
import io.paydesk.ops.SubscriptionOperations;
import io.paydesk.ops.SubscriptionOperations.Action;
import io.paydesk.ops.SubscriptionResult;
import io.paydesk.rules.Cards;
import io.paydesk.rules.FieldError;
import io.paydesk.rules.Limits;
import io.paydesk.store.PaymentRow;
import io.paydesk.ui.base.ErrorText;
import io.paydesk.ui.base.MessageText;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.TaskRunner;
import io.paydesk.ui.kit.AmountFields;
import io.paydesk.ui.kit.Catalogue;
import io.paydesk.ui.kit.DateInput;
import io.paydesk.ui.kit.FormModel;
import io.paydesk.ui.kit.Money;
import io.paydesk.ui.kit.PaymentLine;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.beans.value.ChangeListener;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * One subscription shown and edited: every field the PATCH accepts, checked as typed; a review of
 * what will change (field, before, after); sending through {@code ops}; pause, resume and cancel;
 * the subscription's payments from the store. A new card's number is masked once typed and kept
 * only in memory until sent.
 */
public final class SubscriptionEditor {
  /** Frequency units offered. */
  public static final List<String> UNITS = List.of("DAY", "WEEK", "MONTH", "YEAR");

  /** The fields with an error slot under them. */
  public static final List<String> FIELDS =
      List.of(
          "name",
          "description",
          "merchant_reference",
          "account_id",
          "country",
          "amount",
          "frequency",
          "billing_cycles.total",
          "customer_payer.id",
          "availability.start_at",
          "availability.finish_at",
          "retries.amount",
          "metadata",
          "payment_method.vaulted_token",
          "card.number",
          "card.expiry",
          "card.security_code",
          "card.holder_name");

  /** The bundle key of each field's label (as the form shows it), for the summary. */
  private static final Map<String, String> LABELS =
      Map.ofEntries(
          Map.entry("name", "subscriptions.field.name"),
          Map.entry("description", "subscriptions.field.description"),
          Map.entry("merchant_reference", "subscriptions.field.merchantReference"),
          Map.entry("account_id", "subscriptions.field.accountId"),
          Map.entry("country", "subscriptions.field.country"),
          Map.entry("amount", "subscriptions.field.amount"),
          Map.entry("frequency", "subscriptions.field.frequency"),
          Map.entry("billing_cycles.total", "subscriptions.field.cyclesTotal"),
          Map.entry("customer_payer.id", "subscriptions.field.customerId"),
          Map.entry("availability.start_at", "subscriptions.field.startAt"),
          Map.entry("availability.finish_at", "subscriptions.field.finishAt"),
          Map.entry("retries.amount", "subscriptions.field.retryAmount"),
          Map.entry("metadata", "subscriptions.metadata.title"),
          Map.entry("payment_method.vaulted_token", "subscriptions.field.vaultedToken"),
          Map.entry("card.number", "subscriptions.card.number"),
          Map.entry("card.expiry", "subscriptions.card.expiry"),
          Map.entry("card.security_code", "subscriptions.card.securityCode"),
          Map.entry("card.holder_name", "subscriptions.card.holder"));

  /** One line of the review: what the field was and what it becomes. */
  public record DiffLine(String field, String before, String after) {}

  /** One metadata key being edited. */
  public static final class MetaRow {
    private final StringProperty key = new SimpleStringProperty("");
    private final StringProperty value = new SimpleStringProperty("");

    MetaRow(String key, String value) {
      this.key.set(key);
      this.value.set(value);
    }

    public StringProperty keyProperty() {
      return key;
    }

    public StringProperty valueProperty() {
      return value;
    }
  }

  private final Supplier<Connection> connection;
  private final TaskRunner runner;
  private final Consumer<Subscription> onChanged;

  private Subscription current;
  private boolean loading;
  private String sealedNumber;
  private String sealedMask;

  private final StringProperty name = new SimpleStringProperty("");
  private final StringProperty description = new SimpleStringProperty("");
  private final StringProperty merchantReference = new SimpleStringProperty("");
  private final StringProperty accountId = new SimpleStringProperty("");
  private final StringProperty country = new SimpleStringProperty("");
  private final StringProperty amount = new SimpleStringProperty("");
  private final ReadOnlyStringWrapper currency = new ReadOnlyStringWrapper("");
  private final ObjectProperty<String> frequencyType = new SimpleObjectProperty<>("MONTH");
  private final StringProperty frequencyValue = new SimpleStringProperty("");
  private final StringProperty cyclesTotal = new SimpleStringProperty("");
  private final StringProperty customerId = new SimpleStringProperty("");
  private final StringProperty startAt = new SimpleStringProperty("");
  private final StringProperty finishAt = new SimpleStringProperty("");
  private final BooleanProperty retryOnDecline = new SimpleBooleanProperty(false);
  private final StringProperty retryAmount = new SimpleStringProperty("");
  private final StringProperty vaultedToken = new SimpleStringProperty("");
  private final ObservableList<MetaRow> metadata = FXCollections.observableArrayList();
  private final BooleanProperty replaceCard = new SimpleBooleanProperty(false);
  private final StringProperty cardNumber = new SimpleStringProperty("");
  private final StringProperty cardMonth = new SimpleStringProperty("");
  private final StringProperty cardYear = new SimpleStringProperty("");
  private final StringProperty cardCode = new SimpleStringProperty("");
  private final StringProperty cardHolder = new SimpleStringProperty("");
  private final BooleanProperty storeCredentials = new SimpleBooleanProperty(false);

  private final Map<String, ReadOnlyStringWrapper> errors = new LinkedHashMap<>();
  private final ReadOnlyBooleanWrapper shown = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyBooleanWrapper valid = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyBooleanWrapper changed = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
  private final ReadOnlyBooleanWrapper reviewing = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyBooleanWrapper editable = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyBooleanWrapper canPause = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyBooleanWrapper canResume = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyBooleanWrapper canCancel = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyBooleanWrapper repairOffered = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyBooleanWrapper canSendAgain = new ReadOnlyBooleanWrapper(false);
  private long unansweredId = -1;
  private String unansweredDoneKey;
  private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper subscriptionId = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
  private final MessageText cycles = new MessageText();
  private final MessageText nextBilling = new MessageText();
  private final ReadOnlyStringWrapper currentCard = new ReadOnlyStringWrapper("");
  private final MessageText decline = new MessageText();
  private final MessageText notice = new MessageText();
  private final MessageText error = new MessageText();
  private final ObservableList<DiffLine> diff = FXCollections.observableArrayList();
  private final ObservableList<PaymentLine> payments = FXCollections.observableArrayList();
  private final ObservableList<DiffLine> diffView = FXCollections.unmodifiableObservableList(diff);
  private final ObservableList<PaymentLine> paymentsView =
      FXCollections.unmodifiableObservableList(payments);

  public SubscriptionEditor(
      Supplier<Connection> connection, TaskRunner runner, Consumer<Subscription> onChanged) {
    this.connection = connection;
    this.runner = runner;
    this.onChanged = onChanged;
    FIELDS.forEach(f -> errors.put(f, new ReadOnlyStringWrapper("")));
    ChangeListener<Object> check = (obs, old, now) -> check();
    for (javafx.beans.value.ObservableValue<?> p :
        List.of(
            name,
            description,
            merchantReference,
            accountId,
            country,
            amount,
            frequencyType,
            frequencyValue,
            cyclesTotal,
            customerId,
            startAt,
            finishAt,
            retryOnDecline,
            retryAmount,
            vaultedToken,
            replaceCard,
            cardMonth,
            cardYear,
            cardCode,
            cardHolder,
            storeCredentials)) {
      p.addListener(check);
    }
    cardNumber.addListener(
        (obs, old, now) -> {
          if (sealedMask != null && !sealedMask.equals(now)) {
            sealedNumber = null; // edited after masking: what is typed now is the number
            sealedMask = null;
          }
          check();
        });
    metadata.addListener(
        (javafx.collections.ListChangeListener<MetaRow>)
            c -> {
              while (c.next()) {
                c.getAddedSubList()
                    .forEach(
                        r -> {
                          r.keyProperty().addListener(check);
                          r.valueProperty().addListener(check);
                        });
              }
              check();
            });
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
    loading = true;
    try {
      name.set(text(s.name()));
      description.set(text(s.description()));
      merchantReference.set(text(s.merchantReference()));
      accountId.set(text(s.accountId()));
      country.set(text(s.country()));
      String cur = s.amount() == null ? "" : text(s.amount().currency());
      currency.set(cur);
      amount.set(
          s.amount() == null || s.amount().value() == null
              ? ""
              : AmountFields.prefill(s.amount().value(), cur));
      frequencyType.set(s.frequency() == null ? "MONTH" : s.frequency().type());
      frequencyValue.set(
          s.frequency() == null || s.frequency().value() == null
              ? "1"
              : s.frequency().value().toString());
      Integer total = s.billingCycles() == null ? null : s.billingCycles().total();
      cyclesTotal.set(total == null ? "" : total.toString());
      customerId.set(s.customerPayer() == null ? "" : text(s.customerPayer().id()));
      startAt.set(
          s.availability() == null ? "" : SubscriptionText.typedDate(s.availability().startAt()));
      finishAt.set(
          s.availability() == null ? "" : SubscriptionText.typedDate(s.availability().finishAt()));
      retryOnDecline.set(s.retries() != null && Boolean.TRUE.equals(s.retries().retryOnDecline()));
      retryAmount.set(
          s.retries() == null || s.retries().amount() == null
              ? ""
              : s.retries().amount().toString());
      vaultedToken.set(s.paymentMethod() == null ? "" : text(s.paymentMethod().vaultedToken()));
      metadata.setAll(
          (s.metadata() == null ? List.<Metadata>of() : s.metadata())
              .stream().map(m -> new MetaRow(m.key(), text(m.value()))).toList());
      clearCard();
      storeCredentials.set(false);
    } finally {
      loading = false;
    }
    String code = s.status() == null ? "" : s.status().value();
    status.set(code);
    title.set(text(s.name()));
    subscriptionId.set(s.id());
    cycles.say(() -> SubscriptionText.cycles(s));
    nextBilling.say(() -> SubscriptionText.nextBillingText(s));
    currentCard.set(s.paymentMethod() == null ? "" : text(s.paymentMethod().vaultedToken()));
    Set<Action> allowed = SubscriptionOperations.allowed(s.status());
    editable.set(allowed.contains(Action.EDIT));
    canPause.set(allowed.contains(Action.PAUSE));
    canResume.set(allowed.contains(Action.RESUME));
    canCancel.set(allowed.contains(Action.CANCEL));
    reviewing.set(false);
    diff.clear();
    shown.set(true);
    check();
    readPayments(s);
  }

  /** Forgets the subscription shown (and any card typed). */
  public void clear() {
    forgetUnanswered();
    current = null;
    subscriptionId.set("");
    clearCard();
    shown.set(false);
    reviewing.set(false);
    diff.clear();
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
                              io.paydesk.ui.kit.Catalogue.response(d.code(), d.message()),
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

  // ---- checking as typed ----

  private void check() {
    if (loading || current == null) {
      return;
    }
    Map<String, String> found = new LinkedHashMap<>();
    textLength(found, "name", name.get(), Limits.TEXT_MIN, Limits.TEXT_MAX, current.name());
    textLength(
        found,
        "description",
        description.get(),
        Limits.TEXT_MIN,
        Limits.TEXT_MAX,
        current.description());
    textLength(
        found,
        "merchant_reference",
        merchantReference.get(),
        Limits.TEXT_MIN,
        Limits.TEXT_MAX,
        current.merchantReference());
    textLength(
        found,
        "account_id",
        accountId.get(),
        Limits.LONG_ID_MIN,
        Limits.LONG_ID_MAX,
        current.accountId());
    String c = text(country.get()).strip();
    if (!c.isEmpty() && !io.paydesk.rules.Rules.isAcceptedCountry(c)) {
      found.put("country", Messages.get("subscriptions.error.country"));
    }
    if (!text(amount.get()).isBlank()) {
      AmountFields.Checked a = AmountFields.check(amount.get(), currency.get(), null);
      if (!a.ok()) {
        found.put("amount", a.error());
      } else if (a.value().signum() <= 0) {
        found.put("amount", Messages.get("subscriptions.error.positive"));
      }
    } else if (current.amount() != null) {
      found.put("amount", Messages.get("subscriptions.error.required"));
    }
    Integer every = whole(frequencyValue.get());
    if (every == null || every < 1) {
      found.put("frequency", Messages.get("subscriptions.error.positive"));
    }
    if (!text(cyclesTotal.get()).isBlank()) {
      Integer total = whole(cyclesTotal.get());
      Integer done = current.billingCycles() == null ? null : current.billingCycles().current();
      if (total == null || total < 1) {
        found.put("billing_cycles.total", Messages.get("subscriptions.error.positive"));
      } else if (done != null && total < done) {
        found.put("billing_cycles.total", Messages.get("subscriptions.error.belowCurrent", done));
      }
    }
    textLength(
        found,
        "customer_payer.id",
        customerId.get(),
        Limits.LONG_ID_MIN,
        Limits.LONG_ID_MAX,
        current.customerPayer() == null ? null : current.customerPayer().id());
    Optional<LocalDate> start = DateInput.parse(startAt.get(), Locale.getDefault());
    Optional<LocalDate> finish = DateInput.parse(finishAt.get(), Locale.getDefault());
    if (!text(startAt.get()).isBlank() && start.isEmpty()) {
      found.put(
          "availability.start_at",
          Messages.get("subscriptions.error.date", DateInput.example(Locale.getDefault())));
    }
    if (!text(finishAt.get()).isBlank() && finish.isEmpty()) {
      found.put(
          "availability.finish_at",
          Messages.get("subscriptions.error.date", DateInput.example(Locale.getDefault())));
    } else if (start.isPresent() && finish.isPresent() && !finish.get().isAfter(start.get())) {
      found.put("availability.finish_at", Messages.get("subscriptions.error.finishBeforeStart"));
    }
    if (!text(retryAmount.get()).isBlank()) {
      Integer n = whole(retryAmount.get());
      if (n == null || n < 0 || n > 7) {
        found.put("retries.amount", Messages.get("subscriptions.error.retries"));
      }
    }
    List<String> keys = new ArrayList<>();
    for (MetaRow r : metadata) {
      String k = text(r.keyProperty().get()).strip();
      if (k.isEmpty() && !text(r.valueProperty().get()).isEmpty()) {
        found.put("metadata", Messages.get("subscriptions.error.metadataKey"));
      } else if (k.length() > Limits.METADATA_KEY_MAX
          || text(r.valueProperty().get()).length() > Limits.METADATA_VALUE_MAX) {
        found.put(
            "metadata",
            Messages.get(
                "subscriptions.error.metadataLength",
                Limits.METADATA_KEY_MAX,
                Limits.METADATA_VALUE_MAX));
      } else if (!k.isEmpty() && keys.contains(k)) {
        found.put("metadata", Messages.get("subscriptions.error.metadataTwice", k));
      }
      keys.add(k);
    }
    if (keys.size() > Limits.SUBSCRIPTION_METADATA_MAX) {
      found.put(
          "metadata",
          Messages.get("subscriptions.error.metadataMany", Limits.SUBSCRIPTION_METADATA_MAX));
    }
    if (!replaceCard.get()) {
      String t = text(vaultedToken.get()).strip();
      if (t.length() < Limits.LONG_ID_MIN || t.length() > Limits.LONG_ID_MAX) {
        found.put(
            "payment_method.vaulted_token",
            Messages.get("subscriptions.error.length", Limits.LONG_ID_MIN, Limits.LONG_ID_MAX));
      }
    } else {
      checkCard(found);
    }
    errors.forEach((k, v) -> v.set(found.getOrDefault(k, "")));
    summary.set(
        FormModel.stillToComplete(
            FIELDS.stream()
                .filter(found::containsKey)
                .map(f -> Messages.get(LABELS.get(f)))
                .toList()));
    valid.set(found.isEmpty());
    changed.set(found.isEmpty() && !changes().isEmpty());
    if (reviewing.get()) {
      reviewing.set(false); // a change after the review needs a new review
      diff.clear();
    }
  }

  private void checkCard(Map<String, String> found) {
    String number = sealedNumber != null ? sealedNumber : text(cardNumber.get());
    for (FieldError e : Cards.checkNumber(number)) {
      found.put("card.number", Messages.get("subscriptions.error.card." + e.rule()));
    }
    Integer month = whole(cardMonth.get());
    Integer year = whole(cardYear.get());
    for (FieldError e :
        Cards.checkExpiry(month, year, YearMonth.now(java.time.Clock.systemUTC()))) {
      found.put("card.expiry", Messages.get("subscriptions.error.expiry." + e.rule()));
    }
    for (FieldError e : Cards.checkSecurityCode(text(cardCode.get()))) {
      found.put("card.security_code", Messages.get("subscriptions.error.securityCode"));
    }
    for (FieldError e : Cards.checkHolder(text(cardHolder.get()))) {
      found.put(
          "card.holder_name",
          Messages.get("subscriptions.error.length", Cards.HOLDER_MIN, Cards.HOLDER_MAX));
    }
  }

  /**
   * Masks the card number once typed (the field loses focus): a number that passes its checks is
   * kept in memory and the field shows its last four only.
   */
  public void maskCardNumber() {
    String typed = text(cardNumber.get());
    if (sealedMask != null || !Cards.checkNumber(typed).isEmpty()) {
      return;
    }
    sealedNumber = Cards.digits(typed);
    sealedMask =
        "\u2022\u2022\u2022\u2022 \u2022\u2022\u2022\u2022 \u2022\u2022\u2022\u2022 "
            + Cards.lastFour(typed);
    cardNumber.set(sealedMask);
  }

  /** Back in a masked number field: the number is typed again from scratch. */
  public void retypeCardNumber() {
    if (sealedMask != null) {
      cardNumber.set("");
    }
  }

  private void clearCard() {
    sealedNumber = null;
    sealedMask = null;
    replaceCard.set(false);
    cardNumber.set("");
    cardMonth.set("");
    cardYear.set("");
    cardCode.set("");
    cardHolder.set("");
  }

  private static void textLength(
      Map<String, String> found, String field, String value, int min, int max, String before) {
    String t = text(value).strip();
    if (t.isEmpty() && before == null) {
      return;
    }
    if (t.length() < min || t.length() > max) {
      found.put(field, Messages.get("subscriptions.error.length", min, max));
    }
  }

  // ---- the edit, the review, sending ----

  /** The edit as typed; call only when valid. */
  private SubscriptionEdit edit() {
    AmountFields.Checked a =
        text(amount.get()).isBlank()
            ? new AmountFields.Checked(null, null)
            : AmountFields.check(amount.get(), currency.get(), null);
    List<Metadata> meta = new ArrayList<>();
    for (MetaRow r : metadata) {
      String k = text(r.keyProperty().get()).strip();
      if (!k.isEmpty()) {
        meta.add(Metadata.of(k, text(r.valueProperty().get())));
      }
    }
    NewCard card = null;
    if (replaceCard.get()) {
      String number = sealedNumber != null ? sealedNumber : Cards.digits(cardNumber.get());
      card =
          new NewCard(
              number,
              whole(cardMonth.get()),
              whole(cardYear.get()),
              text(cardCode.get()),
              text(cardHolder.get()).strip());
    }
    return new SubscriptionEdit(
        name.get(),
        description.get(),
        merchantReference.get(),
        accountId.get(),
        text(country.get()).strip().toUpperCase(Locale.ROOT),
        a.value(),
        currency.get(),
        frequencyType.get(),
        whole(frequencyValue.get()),
        text(cyclesTotal.get()).isBlank() ? null : whole(cyclesTotal.get()),
        customerId.get(),
        date(
            startAt.get(),
            current.availability() == null ? null : current.availability().startAt()),
        date(
            finishAt.get(),
            current.availability() == null ? null : current.availability().finishAt()),
        retryOnDecline.get(),
        text(retryAmount.get()).isBlank() ? null : whole(retryAmount.get()),
        meta,
        replaceCard.get() ? null : vaultedToken.get(),
        card,
        storeCredentials.get());
  }

  /** A typed date at 00:00 UTC; the stored time when the date is the same day. */
  private static OffsetDateTime date(String typed, OffsetDateTime before) {
    Optional<LocalDate> d = DateInput.parse(typed, Locale.getDefault());
    if (d.isEmpty()) {
      return null;
    }
    if (before != null
        && before.withOffsetSameInstant(ZoneOffset.UTC).toLocalDate().equals(d.get())) {
      return before;
    }
    return d.get().atStartOfDay().atOffset(ZoneOffset.UTC);
  }

  private SubscriptionChanges changes() {
    return current == null || !valid.get()
        ? new SubscriptionChanges(List.of(), null)
        : SubscriptionOperations.changes(current, edit());
  }

  /** Shows what the PATCH will change, field by field; nothing is sent yet. */
  public void review() {
    if (!valid.get() || current == null) {
      return;
    }
    SubscriptionChanges c = changes();
    if (c.isEmpty()) {
      notice.say(() -> Messages.get("subscriptions.review.nothing"));
      return;
    }
    diff.setAll(
        c.changes().stream()
            .map(
                ch ->
                    new DiffLine(
                        SubscriptionText.field(ch.field()),
                        SubscriptionText.value(ch.before()),
                        ch.after() == null && ch.field().startsWith("metadata")
                            ? Messages.get("subscriptions.diff.removed")
                            : SubscriptionText.value(ch.after())))
            .toList());
    error.set("");
    notice.set("");
    reviewing.set(true);
  }

  /** Back from the review to the form, nothing sent. */
  public void backToEdit() {
    reviewing.set(false);
    diff.clear();
  }

  /** Offers the repair: adds store_credentials and shows the review. */
  public void repairStoredCredentials() {
    storeCredentials.set(true);
    review();
  }

  /** Sends the reviewed changes. */
  public void send() {
    Connection c = connection.get();
    if (c == null || !reviewing.get() || current == null) {
      return;
    }
    Subscription before = current;
    SubscriptionEdit edit = edit();
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
    busy.set(true);
    error.set("");
    runner.run(
        () -> c.subscriptions().retrieve(id),
        s -> {
          busy.set(false);
          show(s);
          onChanged.accept(s);
        },
        failure -> {
          busy.set(false);
          error.say(() -> ErrorText.of(failure));
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

  /** True while a change's answer was lost and it can be sent again with its key. */
  public ReadOnlyBooleanProperty canSendAgainProperty() {
    return canSendAgain.getReadOnlyProperty();
  }

  private void run(java.util.concurrent.Callable<SubscriptionResult> work, String doneKey) {
    busy.set(true);
    error.set("");
    notice.set("");
    runner.run(
        work,
        result -> {
          busy.set(false);
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
        },
        failure -> {
          busy.set(false);
          error.say(() -> ErrorText.of(failure));
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

  // ---- metadata editor ----

  public void addMetadataKey() {
    metadata.add(new MetaRow("", ""));
  }

  /** Removes one key: the PATCH sends it with an empty value. */
  public void removeMetadataKey(MetaRow row) {
    metadata.remove(row);
  }

  /** Removes every key: the PATCH sends an empty metadata. */
  public void removeAllMetadata() {
    metadata.clear();
  }

  private static Integer whole(String s) {
    try {
      return Integer.valueOf(text(s).strip());
    } catch (NumberFormatException e) {
      return null;
    }
  }

  private static String text(String s) {
    return s == null ? "" : s;
  }

  // ---- properties ----

  public ReadOnlyStringProperty errorProperty(String field) {
    return errors.get(field).getReadOnlyProperty();
  }

  public StringProperty nameProperty() {
    return name;
  }

  public StringProperty descriptionProperty() {
    return description;
  }

  public StringProperty merchantReferenceProperty() {
    return merchantReference;
  }

  public StringProperty accountIdProperty() {
    return accountId;
  }

  public StringProperty countryProperty() {
    return country;
  }

  public StringProperty amountProperty() {
    return amount;
  }

  public ReadOnlyStringProperty currencyProperty() {
    return currency.getReadOnlyProperty();
  }

  public ObjectProperty<String> frequencyTypeProperty() {
    return frequencyType;
  }

  public StringProperty frequencyValueProperty() {
    return frequencyValue;
  }

  public StringProperty cyclesTotalProperty() {
    return cyclesTotal;
  }

  public StringProperty customerIdProperty() {
    return customerId;
  }

  public StringProperty startAtProperty() {
    return startAt;
  }

  public StringProperty finishAtProperty() {
    return finishAt;
  }

  public BooleanProperty retryOnDeclineProperty() {
    return retryOnDecline;
  }

  public StringProperty retryAmountProperty() {
    return retryAmount;
  }

  public StringProperty vaultedTokenProperty() {
    return vaultedToken;
  }

  public ObservableList<MetaRow> metadata() {
    return metadata;
  }

  public BooleanProperty replaceCardProperty() {
    return replaceCard;
  }

  public StringProperty cardNumberProperty() {
    return cardNumber;
  }

  public StringProperty cardMonthProperty() {
    return cardMonth;
  }

  public StringProperty cardYearProperty() {
    return cardYear;
  }

  public StringProperty cardCodeProperty() {
    return cardCode;
  }

  public StringProperty cardHolderProperty() {
    return cardHolder;
  }

  public BooleanProperty storeCredentialsProperty() {
    return storeCredentials;
  }

  public ReadOnlyBooleanProperty shownProperty() {
    return shown.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty validProperty() {
    return valid.getReadOnlyProperty();
  }

  /** Which fields still need attention before the review ("" when none). */
  public ReadOnlyStringProperty summaryProperty() {
    return summary.getReadOnlyProperty();
  }

  /** Valid and different from the subscription: something to review. */
  public ReadOnlyBooleanProperty changedProperty() {
    return changed.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty reviewingProperty() {
    return reviewing.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty busyProperty() {
    return busy.getReadOnlyProperty();
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

  public ReadOnlyStringProperty noticeProperty() {
    return notice.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty errorProperty() {
    return error.getReadOnlyProperty();
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
