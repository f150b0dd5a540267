package io.paydesk.ui.payouts;

import io.paydesk.api.model.Address;
import io.paydesk.api.model.Amount;
import io.paydesk.api.model.BankAccount;
import io.paydesk.api.model.BankTransferWithdrawal;
import io.paydesk.api.model.Beneficiary;
import io.paydesk.api.model.Document;
import io.paydesk.api.model.Metadata;
import io.paydesk.api.model.NationalEntity;
import io.paydesk.api.model.PayoutCreateRequest;
import io.paydesk.api.model.Phone;
import io.paydesk.api.model.WalletWithdrawal;
import io.paydesk.api.model.WithdrawalDetail;
import io.paydesk.api.model.WithdrawalMethod;
import io.paydesk.rules.DocumentNumbers;
import io.paydesk.rules.Emails;
import io.paydesk.rules.FieldError;
import io.paydesk.rules.Limits;
import io.paydesk.rules.PayoutPurpose;
import io.paydesk.rules.PayoutRules;
import io.paydesk.rules.Rules;
import io.paydesk.rules.WithdrawalMethodTypes;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.kit.AmountFields;
import io.paydesk.ui.kit.FormField;
import io.paydesk.ui.kit.FormField.Choice;
import io.paydesk.ui.kit.FormModel;
import io.paydesk.ui.kit.FormRows;
import io.paydesk.ui.kit.FormSection;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * Every field of a payout request, as the form shows them. Builds the request from what was typed,
 * asks ops for its verdict (errors shown under the fields the user has left), and writes itself to
 * a draft and back. Document numbers are never written to the draft: after a restart the user types
 * them again.
 *
 * <p>The amount's walk: each change of the amount or its currency is read once ({@link
 * #amountRead}, kept until the text or currency changes); each check builds the request once from
 * that read and asks the verdict once; {@link #checkedRequest} is that request, which the review
 * shows and Confirm sends without reading or checking again.
 */
public final class PayoutForm extends FormModel {
  static final String DESTINATION = "withdrawal_method.destination";
  static final String BANK = "BANK_TRANSFER";
  static final String WALLET = "WALLET";
  static final String TOKEN = "VAULTED_TOKEN";
  static final String ORIGINAL = "ORIGINAL_PAYMENT";
  static final String METADATA = "metadata";
  static final String BT = "withdrawal_method.detail.bank_transfer.";
  static final String WL = "withdrawal_method.detail.wallet.";

  /** Fields whose values never reach a draft. */
  static final Set<String> NOT_IN_DRAFT =
      Set.of("beneficiary.document.document_number", WL + "document.document_number");

  private final Function<PayoutCreateRequest, List<FieldError>> verdict;
  private final BiFunction<String, String, AmountFields.Checked> reader;
  private final FormRows metadata;
  private String accountId = "";

  /** The last read of the amount, with the text and currency it read. */
  private AmountFields.Checked amountRead;

  private String readText;
  private String readCurrency;
  private PayoutCreateRequest checked;

  /** The form row of each metadata item sent (blank rows are not sent). */
  private List<Integer> metadataRows = List.of();

  /**
   * @param verdict ops' verdict on a whole request, errors by field path
   */
  PayoutForm(Function<PayoutCreateRequest, List<FieldError>> verdict) {
    this(verdict, (text, currency) -> AmountFields.check(text, currency, null));
  }

  /**
   * @param verdict ops' verdict on a whole request, errors by field path
   * @param reader reads a typed amount in a currency
   */
  PayoutForm(
      Function<PayoutCreateRequest, List<FieldError>> verdict,
      BiFunction<String, String, AmountFields.Checked> reader) {
    super("payouts");
    this.verdict = verdict;
    this.reader = reader;
    secret(NOT_IN_DRAFT::contains);
    newEachSend("merchant_reference"::equals);
    metadata =
        rows(
            new FormRows(
                METADATA,
                0,
                Limits.PAYOUT_METADATA_MAX,
                (n, column) ->
                    Messages.get(
                        "payouts.metadata.label", n, Messages.get("payouts.metadata." + column)),
                Messages.get("payouts.metadata.add", Limits.PAYOUT_METADATA_MAX),
                Messages.get("forms.rows.remove"),
                List.of(FormRows.Column.text("key"), FormRows.Column.text("value"))));
    FormSection payout =
        section(
            "payout",
            text("merchant_reference", "PO-2026-0001"),
            choice(
                "country",
                FormField.Kind.SEARCHABLE_CHOICE,
                Rules.countries().stream().map(PayoutForm::countryChoice).toList()),
            choice(
                "purpose",
                FormField.Kind.SEARCHABLE_CHOICE,
                java.util.Arrays.stream(PayoutPurpose.values())
                    .map(p -> new Choice(p.name(), purposeLabel(p.name())))
                    .sorted(Comparator.comparing(Choice::label))
                    .toList()),
            choice("amount.currency", FormField.Kind.CHOICE, currencyChoices()),
            text("amount.value", null),
            text("description", null));
    FormSection meta = section(METADATA, metadata);
    FormSection beneficiary =
        section(
            "beneficiary",
            choice(
                "beneficiary.national_entity",
                FormField.Kind.CHOICE,
                List.of(
                    new Choice("INDIVIDUAL", Messages.get("payouts.kind.INDIVIDUAL")),
                    new Choice("ENTITY", Messages.get("payouts.kind.ENTITY")))),
            text("beneficiary.merchant_beneficiary_id", null),
            text("beneficiary.first_name", null),
            text("beneficiary.last_name", null),
            text("beneficiary.legal_name", null),
            text("beneficiary.email", "maria@example.com"),
            date("beneficiary.date_of_birth"),
            choice(
                "beneficiary.document.document_type", FormField.Kind.OPEN_CHOICE, documentTypes()),
            text("beneficiary.document.document_number", null),
            text("beneficiary.phone.country_code", "55"),
            text("beneficiary.phone.number", null));
    FormSection address =
        section(
            "address",
            text("beneficiary.address.address_line_1", null),
            text("beneficiary.address.city", null),
            text("beneficiary.address.state", null),
            text("beneficiary.address.zip_code", null),
            choice(
                "beneficiary.address.country",
                FormField.Kind.SEARCHABLE_CHOICE,
                Rules.countries().stream().map(PayoutForm::countryChoice).toList()));
    FormSection method =
        section(
            "method",
            choice(
                "withdrawal_method.type",
                FormField.Kind.OPEN_CHOICE,
                codes(WithdrawalMethodTypes.KNOWN)),
            text("withdrawal_method.provider_id", null),
            choice(
                DESTINATION,
                FormField.Kind.CHOICE,
                List.of(BANK, WALLET, TOKEN, ORIGINAL).stream()
                    .map(d -> new Choice(d, Messages.get("payouts.destination." + d)))
                    .toList()),
            text(BT + "code", null),
            text(BT + "branch", null),
            text(BT + "branch_digit", null),
            text(BT + "account.number", null),
            text(BT + "account.digit", null),
            choice(
                BT + "account.type",
                FormField.Kind.CHOICE,
                WithdrawalMethodTypes.BANK_ACCOUNT_TYPES.stream()
                    .map(t -> new Choice(t, Messages.get("payouts.accountType." + t)))
                    .toList()),
            text(WL + "code", null),
            text(WL + "email", null),
            text("withdrawal_method.vaulted_token", null),
            text("withdrawal_method.original_payment_id", null));
    sections().setAll(payout, meta, beneficiary, address, method);
    defaultValue("beneficiary.national_entity", "INDIVIDUAL");
    defaultValue(DESTINATION, BANK);
    field("country")
        .valueProperty()
        .addListener(
            (o, old, now) -> {
              String suggested = suggestedCurrency(now);
              String typed = field("amount.currency").text();
              if (suggested != null && (typed.isEmpty() || typed.equals(suggestedCurrency(old)))) {
                field("amount.currency").valueProperty().set(suggested);
              }
              if (field("beneficiary.address.country").text().isEmpty()
                  || field("beneficiary.address.country").text().equals(old)) {
                field("beneficiary.address.country").valueProperty().set(now);
              }
              offerByCountry(now);
            });
    offerByCountry(null);
    field("beneficiary.national_entity").valueProperty().addListener((o, a, b) -> refresh());
    field(DESTINATION).valueProperty().addListener((o, a, b) -> refresh());
    built();
  }

  /** The metadata pairs the user adds and removes (at most 50). */
  FormRows metadata() {
    return metadata;
  }

  @Override
  protected boolean complete() {
    return !accountId.isEmpty();
  }

  void setAccountId(String accountId) {
    this.accountId = accountId == null ? "" : accountId;
    check();
  }

  String accountId() {
    return accountId;
  }

  boolean isIndividual() {
    return !"ENTITY".equals(field("beneficiary.national_entity").text());
  }

  String destination() {
    return field(DESTINATION).text();
  }

  /** The amount typed, read in the currency's digits; null when it cannot be read. */
  BigDecimal amount() {
    AmountFields.Checked c = amountRead();
    return c.ok() ? c.value() : null;
  }

  /** The amount as read: read again only when its text or currency changed since the last read. */
  private AmountFields.Checked amountRead() {
    String text = field("amount.value").text();
    String cur = currency();
    if (amountRead == null || !text.equals(readText) || !cur.equals(readCurrency)) {
      amountRead = reader.apply(text, cur);
      readText = text;
      readCurrency = cur;
    }
    return amountRead;
  }

  /** The request the last check built and judged (what the review shows and Confirm sends). */
  PayoutCreateRequest checkedRequest() {
    return checked == null ? request() : checked;
  }

  String currency() {
    return field("amount.currency").text();
  }

  /** The request the form describes now (fields that do not apply left out). */
  PayoutCreateRequest request() {
    boolean person = isIndividual();
    Document document =
        blank("beneficiary.document.document_type", "beneficiary.document.document_number")
            ? null
            : new Document(
                value("beneficiary.document.document_type"),
                normalisedDocument(),
                null,
                null,
                null,
                null,
                null);
    Phone phone =
        blank("beneficiary.phone.country_code", "beneficiary.phone.number")
            ? null
            : new Phone(value("beneficiary.phone.country_code"), value("beneficiary.phone.number"));
    Address address =
        blank(
                "beneficiary.address.address_line_1",
                "beneficiary.address.city",
                "beneficiary.address.state",
                "beneficiary.address.zip_code")
            ? null
            : new Address(
                value("beneficiary.address.address_line_1"),
                null,
                null,
                null,
                value("beneficiary.address.country"),
                value("beneficiary.address.state"),
                value("beneficiary.address.city"),
                value("beneficiary.address.zip_code"),
                null);
    Beneficiary beneficiary =
        new Beneficiary(
            value("beneficiary.merchant_beneficiary_id"),
            value("country"),
            NationalEntity.of(value("beneficiary.national_entity")),
            person ? value("beneficiary.first_name") : null,
            person ? value("beneficiary.last_name") : null,
            person ? null : value("beneficiary.legal_name"),
            value("beneficiary.email"),
            person ? isoDate("beneficiary.date_of_birth") : null,
            document,
            phone,
            address);
    String d = destination();
    WithdrawalDetail detail = null;
    if (BANK.equals(d)) {
      detail =
          new WithdrawalDetail(
              new BankTransferWithdrawal(
                  value(BT + "code"),
                  value(BT + "branch"),
                  value(BT + "branch_digit"),
                  new BankAccount(
                      value(BT + "account.number"),
                      value(BT + "account.digit"),
                      value(BT + "account.type")),
                  null),
              null);
    } else if (WALLET.equals(d)) {
      detail =
          new WithdrawalDetail(
              null,
              new WalletWithdrawal(value(WL + "code"), value(WL + "email"), null, null, null));
    }
    WithdrawalMethod method =
        new WithdrawalMethod(
            value("withdrawal_method.type"),
            value("withdrawal_method.provider_id"),
            detail,
            TOKEN.equals(d) ? value("withdrawal_method.vaulted_token") : null,
            null,
            ORIGINAL.equals(d) ? value("withdrawal_method.original_payment_id") : null,
            null);
    BigDecimal amount = amount();
    return PayoutCreateRequest.builder()
        .accountId(accountId.isEmpty() ? null : accountId)
        .merchantReference(value("merchant_reference"))
        .country(value("country"))
        .purpose(value("purpose"))
        .amount(amount == null ? null : Amount.of(amount, currency()))
        .description(value("description"))
        .beneficiary(beneficiary)
        .withdrawalMethod(method)
        .metadata(metadataItems())
        .build();
  }

  /** The document number as the service wants it: normalised when its rule reads it. */
  private String normalisedDocument() {
    String typed = value("beneficiary.document.document_number");
    io.paydesk.rules.NumberCheck c =
        DocumentNumbers.check(
            value("country"), field("beneficiary.document.document_type").text(), typed);
    return c.ok() && c.value() != null ? c.value() : typed;
  }

  @Override
  protected List<FieldError> collect() {
    List<FieldError> errors = new ArrayList<>();
    AmountFields.Checked amount = amountRead();
    if (!field("amount.value").text().isEmpty() && !amount.ok()) {
      errors.add(new FieldError("amount.value", LOCAL, amount.error()));
    }
    if (isIndividual()) {
      checkDate(errors, "beneficiary.date_of_birth");
    }
    required(errors);
    PayoutCreateRequest request = request();
    checked = request;
    for (FieldError e : verdict.apply(request)) {
      String id = fieldOf(e.path());
      if (errors.stream().noneMatch(x -> x.path().equals(id))) {
        errors.add(e);
      }
    }
    return errors;
  }

  /** The readable label of a purpose code, in the user's language. */
  static String purposeLabel(String code) {
    if (code == null) {
      return "";
    }
    return PayoutPurpose.fromWire(code) == null ? code : Messages.get("payouts.purpose." + code);
  }

  /** The currency to suggest for a country; null when none. */
  static String suggestedCurrency(String country) {
    return country == null ? null : PayoutRules.suggestedCurrency(country);
  }

  @Override
  protected void refresh() {
    boolean person = isIndividual();
    field("beneficiary.first_name").visibleProperty().set(person);
    field("beneficiary.last_name").visibleProperty().set(person);
    field("beneficiary.date_of_birth").visibleProperty().set(person);
    field("beneficiary.legal_name").visibleProperty().set(!person);
    String d = destination();
    for (FormField f : fields().values()) {
      if (f.id().startsWith(BT)) {
        f.visibleProperty().set(BANK.equals(d));
      } else if (f.id().startsWith(WL)) {
        f.visibleProperty().set(WALLET.equals(d));
      }
    }
    field("withdrawal_method.vaulted_token").visibleProperty().set(TOKEN.equals(d));
    field("withdrawal_method.original_payment_id").visibleProperty().set(ORIGINAL.equals(d));
    check();
  }

  /** What the form needs beyond the request rules: names, the chosen destination's fields. */
  private void required(List<FieldError> errors) {
    List<String> needed = new ArrayList<>(List.of("merchant_reference", "country", "purpose"));
    needed.add("amount.currency");
    needed.add("amount.value");
    needed.add("withdrawal_method.type");
    needed.add("beneficiary.email");
    if (isIndividual()) {
      needed.add("beneficiary.first_name");
      needed.add("beneficiary.last_name");
    } else {
      needed.add("beneficiary.legal_name");
    }
    switch (destination()) {
      case BANK -> {
        needed.add(BT + "code");
        needed.add(BT + "account.number");
        needed.add(BT + "account.type");
      }
      case WALLET -> needed.add(WL + "code");
      case TOKEN -> needed.add("withdrawal_method.vaulted_token");
      case ORIGINAL -> needed.add("withdrawal_method.original_payment_id");
      default -> needed.add(DESTINATION);
    }
    if (!blank("beneficiary.document.document_number")
        && blank("beneficiary.document.document_type")) {
      needed.add("beneficiary.document.document_type");
    }
    if (!blank("beneficiary.document.document_type")
        && blank("beneficiary.document.document_number")) {
      needed.add("beneficiary.document.document_number");
    }
    required(errors, needed);
    String email = field("beneficiary.email").text();
    if (!email.isEmpty() && !Emails.isValid(email)) {
      errors.add(new FieldError("beneficiary.email", LOCAL, Messages.get("payouts.error.email")));
    }
  }

  /** The metadata rows that are not blank, in order; null when there are none. */
  private List<Metadata> metadataItems() {
    List<Metadata> items = new ArrayList<>();
    List<Integer> rowsSent = new ArrayList<>();
    for (int i = 0; i < metadata.count(); i++) {
      if (!metadata.isBlank(i)) {
        items.add(
            Metadata.of(
                field(metadata.fieldId(i, "key")).orNull(),
                field(metadata.fieldId(i, "value")).text()));
        rowsSent.add(i);
      }
    }
    metadataRows = rowsSent;
    return items.isEmpty() ? null : items;
  }

  /**
   * The form field an error path belongs to: "metadata[1].key" to the row it came from, "amount" to
   * the amount typed; an account error is the console's, not the user's (dropped).
   */
  @Override
  protected String fieldOf(String path) {
    if (path == null || path.equals("account_id")) {
      return null;
    }
    java.util.regex.Matcher m =
        java.util.regex.Pattern.compile("^metadata\\[(\\d+)]\\.(key|value)$").matcher(path);
    if (m.matches()) {
      int item = Integer.parseInt(m.group(1));
      return item < metadataRows.size()
          ? metadata.fieldId(metadataRows.get(item), m.group(2))
          : path;
    }
    String p = path.replaceAll("\\[\\d+]", "");
    if (has(p)) {
      return p;
    }
    if (p.equals("beneficiary.country")) {
      return "country";
    }
    if (p.equals("amount")) {
      return "amount.value";
    }
    if (p.equals(BT + "account")) {
      return BT + "account.number";
    }
    if (p.equals("beneficiary.document")) {
      return "beneficiary.document.document_number";
    }
    return p;
  }

  private static Choice countryChoice(String code) {
    String name = new Locale("", code).getDisplayCountry(Locale.getDefault());
    return new Choice(code, name + " (" + code + ")");
  }

  private static List<Choice> currencyChoices() {
    Set<String> codes = new TreeSet<>();
    for (String c : Rules.countries()) {
      String cur = suggestedCurrency(c);
      if (cur != null) {
        codes.add(cur);
      }
    }
    codes.add("USD");
    return codes.stream().map(c -> new Choice(c, c)).toList();
  }

  private static List<Choice> documentTypes() {
    return codes(DocumentNumbers.TYPES);
  }

  private static List<Choice> codes(List<String> codes) {
    return codes.stream().map(t -> new Choice(t, t)).toList();
  }

  /**
   * The document types and withdrawal methods a payout to this country takes, the others on request
   * (every one while no country is chosen).
   */
  private void offerByCountry(String country) {
    field("beneficiary.document.document_type")
        .offer(codes(DocumentNumbers.typesOf(country)), documentTypes());
    field("withdrawal_method.type")
        .offer(
            codes(WithdrawalMethodTypes.forCountry(country)), codes(WithdrawalMethodTypes.KNOWN));
  }
}
