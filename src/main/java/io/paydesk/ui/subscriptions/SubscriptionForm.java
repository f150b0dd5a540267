package io.paydesk.ui.subscriptions;

import io.paydesk.api.model.Metadata;
import io.paydesk.api.model.Subscription;
import io.paydesk.ops.NewCard;
import io.paydesk.ops.SubscriptionChanges;
import io.paydesk.ops.SubscriptionEdit;
import io.paydesk.ops.SubscriptionOperations;
import io.paydesk.rules.Cards;
import io.paydesk.rules.FieldError;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.kit.AmountFields;
import io.paydesk.ui.kit.DateInput;
import io.paydesk.ui.kit.FormModel;
import java.time.Clock;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;

/**
 * The edit form of one subscription: every field the PATCH accepts, checked as typed (the amount
 * read once per change; what may be sent is ops' verdict, {@link SubscriptionOperations#verdict}),
 * the edit built once per check, and the review's lines (field, before, after). A new card's number
 * is masked once typed and kept only in memory until sent.
 */
public final class SubscriptionForm extends FormModel {
  /** Frequency units offered. */
  public static final List<String> UNITS = List.of("DAY", "WEEK", "MONTH", "YEAR");

  /** The fields with an error slot under them, in the form's order. */
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

  private final Clock clock;
  private Subscription current;
  private boolean loading;
  private String sealedNumber;
  private String sealedMask;
  private SubscriptionChanges changes = new SubscriptionChanges(List.of(), null);
  private SubscriptionEdit edit;
  private Runnable onEdited = () -> {};

  private final ReadOnlyStringWrapper currency = new ReadOnlyStringWrapper("");
  private final ObjectProperty<String> frequencyType = new SimpleObjectProperty<>("MONTH");
  private final BooleanProperty retryOnDecline = new SimpleBooleanProperty(false);
  private final ObservableList<MetaRow> metadata = FXCollections.observableArrayList();
  private final BooleanProperty replaceCard = new SimpleBooleanProperty(false);
  private final StringProperty cardYear = new SimpleStringProperty("");
  private final BooleanProperty storeCredentials = new SimpleBooleanProperty(false);
  private final ReadOnlyBooleanWrapper hasChanges = new ReadOnlyBooleanWrapper(false);
  private final BooleanBinding changed;

  public SubscriptionForm() {
    this(Clock.systemUTC());
  }

  SubscriptionForm(Clock clock) {
    super("subscriptions");
    this.clock = clock;
    FIELDS.forEach(id -> text(id, null));
    ChangeListener<Object> check = (obs, old, now) -> check();
    for (ObservableValue<?> p :
        List.of(frequencyType, retryOnDecline, replaceCard, cardYear, storeCredentials)) {
      p.addListener(check);
    }
    cardNumberProperty()
        .addListener(
            (obs, old, now) -> {
              if (sealedMask != null && !sealedMask.equals(now)) {
                sealedNumber = null; // edited after masking: what is typed now is the number
                sealedMask = null;
                check();
              }
            });
    metadata.addListener(
        (ListChangeListener<MetaRow>)
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
    changed = Bindings.and(validProperty(), hasChanges);
    built();
  }

  @Override
  protected String label(String id) {
    return SubscriptionErrors.label(id);
  }

  /** What runs after each check of a shown subscription (a change drops the review). */
  void onEdited(Runnable action) {
    this.onEdited = action;
  }

  /** Fills the form from a subscription (as stored or as the service answered). */
  public void load(Subscription s) {
    current = s;
    loading = true;
    try {
      value("name", s.name());
      value("description", s.description());
      value("merchant_reference", s.merchantReference());
      value("account_id", s.accountId());
      value("country", s.country());
      String cur = s.amount() == null ? "" : text(s.amount().currency());
      currency.set(cur);
      value(
          "amount",
          s.amount() == null || s.amount().value() == null
              ? ""
              : AmountFields.prefill(s.amount().value(), cur));
      frequencyType.set(s.frequency() == null ? "MONTH" : s.frequency().type());
      value(
          "frequency",
          s.frequency() == null || s.frequency().value() == null
              ? "1"
              : s.frequency().value().toString());
      Integer total = s.billingCycles() == null ? null : s.billingCycles().total();
      value("billing_cycles.total", total == null ? "" : total.toString());
      value("customer_payer.id", s.customerPayer() == null ? "" : s.customerPayer().id());
      value(
          "availability.start_at",
          s.availability() == null ? "" : SubscriptionText.typedDate(s.availability().startAt()));
      value(
          "availability.finish_at",
          s.availability() == null ? "" : SubscriptionText.typedDate(s.availability().finishAt()));
      retryOnDecline.set(s.retries() != null && Boolean.TRUE.equals(s.retries().retryOnDecline()));
      value(
          "retries.amount",
          s.retries() == null || s.retries().amount() == null
              ? ""
              : s.retries().amount().toString());
      value(
          "payment_method.vaulted_token",
          s.paymentMethod() == null ? "" : s.paymentMethod().vaultedToken());
      metadata.setAll(
          (s.metadata() == null ? List.<Metadata>of() : s.metadata())
              .stream().map(m -> new MetaRow(m.key(), text(m.value()))).toList());
      clearCard();
      storeCredentials.set(false);
    } finally {
      loading = false;
    }
    touchAll();
  }

  /** Forgets the subscription (and any card typed). */
  public void unload() {
    clearCard();
    current = null;
    check();
  }

  private void value(String id, String v) {
    field(id).valueProperty().set(text(v));
  }

  @Override
  protected boolean complete() {
    return current != null;
  }

  // ---- checking as typed ----

  @Override
  protected List<FieldError> collect() {
    if (loading || current == null) {
      edit = null;
      changes = new SubscriptionChanges(List.of(), null);
      hasChanges.set(false);
      return List.of();
    }
    Map<String, String> unread = new LinkedHashMap<>();
    edit = edit(unread);
    Map<String, String> found = new LinkedHashMap<>();
    for (FieldError e : SubscriptionOperations.verdict(current, edit, clock)) {
      String id = fieldOf(e.path());
      found.put(
          id,
          SubscriptionErrors.message(
              id, e, current, metadata)); // the last of a field's problems, as the metadata's count
    }
    found.putAll(unread); // what could not be read is said first
    List<FieldError> errors = new ArrayList<>();
    for (String id : FIELDS) {
      if (found.containsKey(id)) {
        errors.add(new FieldError(id, LOCAL, found.get(id)));
      }
    }
    changes =
        errors.isEmpty()
            ? SubscriptionOperations.changes(current, edit)
            : new SubscriptionChanges(List.of(), null);
    hasChanges.set(!changes.isEmpty());
    onEdited.run();
    return errors;
  }

  @Override
  protected String fieldOf(String path) {
    return SubscriptionErrors.fieldOf(path);
  }

  // ---- the edit ----

  /**
   * The edit as typed, each value read once; what cannot be read is left out (null) and its error
   * put in {@code found}.
   */
  private SubscriptionEdit edit(Map<String, String> found) {
    String typedAmount = field("amount").valueProperty().get();
    java.math.BigDecimal value = null;
    if (!text(typedAmount).isBlank()) {
      AmountFields.Checked a = AmountFields.check(typedAmount, currency.get(), null);
      if (a.ok()) {
        value = a.value();
      } else {
        found.put("amount", a.error());
      }
    } else if (current.amount() != null) {
      found.put("amount", Messages.get("subscriptions.error.required"));
    }
    Integer every = number(found, "frequency", "subscriptions.error.positive");
    if (every == null) {
      found.put("frequency", Messages.get("subscriptions.error.positive"));
    }
    Integer total = number(found, "billing_cycles.total", "subscriptions.error.positive");
    Integer retries = number(found, "retries.amount", "subscriptions.error.retries");
    OffsetDateTime start =
        date(
            found,
            "availability.start_at",
            current.availability() == null ? null : current.availability().startAt());
    OffsetDateTime finish =
        date(
            found,
            "availability.finish_at",
            current.availability() == null ? null : current.availability().finishAt());
    List<Metadata> meta =
        metadata.stream()
            .map(r -> Metadata.of(text(r.keyProperty().get()), text(r.valueProperty().get())))
            .toList();
    NewCard card = null;
    if (replaceCard.get()) {
      Integer month = whole(raw("card.expiry"));
      Integer year = whole(cardYear.get());
      if (month == null || year == null) {
        found.put("card.expiry", Messages.get("subscriptions.error.expiry.required"));
      }
      card =
          new NewCard(
              sealedNumber != null ? sealedNumber : Cards.digits(raw("card.number")),
              month == null ? 0 : month,
              year == null ? 0 : year,
              raw("card.security_code"),
              raw("card.holder_name").strip());
    }
    return new SubscriptionEdit(
        raw("name"),
        raw("description"),
        raw("merchant_reference"),
        raw("account_id"),
        raw("country").strip(),
        value,
        currency.get(),
        frequencyType.get(),
        every,
        total,
        raw("customer_payer.id"),
        start,
        finish,
        retryOnDecline.get(),
        retries,
        meta,
        replaceCard.get() ? null : raw("payment_method.vaulted_token"),
        card,
        storeCredentials.get());
  }

  /** A whole number typed; null when empty, and when unreadable with its error in found. */
  private Integer number(Map<String, String> found, String id, String errorKey) {
    String t = raw(id);
    if (t.isBlank()) {
      return null;
    }
    Integer n = whole(t);
    if (n == null) {
      found.put(id, Messages.get(errorKey));
    }
    return n;
  }

  /**
   * A typed date at 00:00 UTC; the stored time when the date is the same day; null when empty, and
   * when unreadable with its error in found.
   */
  private OffsetDateTime date(Map<String, String> found, String id, OffsetDateTime before) {
    String typed = raw(id);
    Optional<LocalDate> d = DateInput.parse(typed, Locale.getDefault());
    if (d.isEmpty()) {
      if (!typed.isBlank()) {
        found.put(
            id, Messages.get("subscriptions.error.date", DateInput.example(Locale.getDefault())));
      }
      return null;
    }
    if (before != null
        && before.withOffsetSameInstant(ZoneOffset.UTC).toLocalDate().equals(d.get())) {
      return before;
    }
    return d.get().atStartOfDay().atOffset(ZoneOffset.UTC);
  }

  /** The edit of the last check; null while the form has errors or nothing is shown. */
  SubscriptionEdit validEdit() {
    return validProperty().get() ? edit : null;
  }

  /** What the last check found would change (empty while the form has errors). */
  public SubscriptionChanges changes() {
    return changes;
  }

  /** The review's lines: each field that changes, as it is and as it will be. */
  public List<DiffLine> diff() {
    return changes.changes().stream()
        .map(
            ch ->
                new DiffLine(
                    SubscriptionText.field(ch.field()),
                    SubscriptionText.value(ch.before()),
                    ch.after() == null && ch.field().startsWith("metadata")
                        ? Messages.get("subscriptions.diff.removed")
                        : SubscriptionText.value(ch.after())))
        .toList();
  }

  // ---- the card ----

  /**
   * Masks the card number once typed (the field loses focus): a number that passes its checks is
   * kept in memory and the field shows its last four only.
   */
  public void maskCardNumber() {
    String typed = raw("card.number");
    if (sealedMask != null || !Cards.checkNumber(typed).isEmpty()) {
      return;
    }
    sealedNumber = Cards.digits(typed);
    sealedMask =
        "\u2022\u2022\u2022\u2022 \u2022\u2022\u2022\u2022 \u2022\u2022\u2022\u2022 "
            + Cards.lastFour(typed);
    cardNumberProperty().set(sealedMask);
  }

  /** Back in a masked number field: the number is typed again from scratch. */
  public void retypeCardNumber() {
    if (sealedMask != null) {
      cardNumberProperty().set("");
    }
  }

  private void clearCard() {
    sealedNumber = null;
    sealedMask = null;
    replaceCard.set(false);
    cardNumberProperty().set("");
    cardMonthProperty().set("");
    cardYear.set("");
    cardCodeProperty().set("");
    cardHolderProperty().set("");
  }

  // ---- metadata ----

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

  private String raw(String id) {
    return text(field(id).valueProperty().get());
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

  public ReadOnlyStringProperty errorProperty(String id) {
    return field(id).errorProperty();
  }

  /** Valid and different from the subscription: something to review. */
  public BooleanBinding changedProperty() {
    return changed;
  }

  public StringProperty nameProperty() {
    return field("name").valueProperty();
  }

  public StringProperty descriptionProperty() {
    return field("description").valueProperty();
  }

  public StringProperty merchantReferenceProperty() {
    return field("merchant_reference").valueProperty();
  }

  public StringProperty accountIdProperty() {
    return field("account_id").valueProperty();
  }

  public StringProperty countryProperty() {
    return field("country").valueProperty();
  }

  public StringProperty amountProperty() {
    return field("amount").valueProperty();
  }

  public ReadOnlyStringProperty currencyProperty() {
    return currency.getReadOnlyProperty();
  }

  public ObjectProperty<String> frequencyTypeProperty() {
    return frequencyType;
  }

  public StringProperty frequencyValueProperty() {
    return field("frequency").valueProperty();
  }

  public StringProperty cyclesTotalProperty() {
    return field("billing_cycles.total").valueProperty();
  }

  public StringProperty customerIdProperty() {
    return field("customer_payer.id").valueProperty();
  }

  public StringProperty startAtProperty() {
    return field("availability.start_at").valueProperty();
  }

  public StringProperty finishAtProperty() {
    return field("availability.finish_at").valueProperty();
  }

  public BooleanProperty retryOnDeclineProperty() {
    return retryOnDecline;
  }

  public StringProperty retryAmountProperty() {
    return field("retries.amount").valueProperty();
  }

  public StringProperty vaultedTokenProperty() {
    return field("payment_method.vaulted_token").valueProperty();
  }

  public ObservableList<MetaRow> metadata() {
    return metadata;
  }

  public BooleanProperty replaceCardProperty() {
    return replaceCard;
  }

  public StringProperty cardNumberProperty() {
    return field("card.number").valueProperty();
  }

  /** The expiry's month (the expiry's error slot is this field's). */
  public StringProperty cardMonthProperty() {
    return field("card.expiry").valueProperty();
  }

  public StringProperty cardYearProperty() {
    return cardYear;
  }

  public StringProperty cardCodeProperty() {
    return field("card.security_code").valueProperty();
  }

  public StringProperty cardHolderProperty() {
    return field("card.holder_name").valueProperty();
  }

  public BooleanProperty storeCredentialsProperty() {
    return storeCredentials;
  }
}
