package io.paydesk.ops;

import io.paydesk.api.RequestRules;
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
import io.paydesk.ops.PayoutCsv.Row;
import io.paydesk.ops.PayoutCsv.Separator;
import io.paydesk.ops.PayoutCsv.Sheet;
import io.paydesk.rules.DocumentNumbers;
import io.paydesk.rules.FieldError;
import io.paydesk.rules.MoneyInput;
import io.paydesk.rules.NumberCheck;
import io.paydesk.rules.PayoutRules;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;

/**
 * The dry run of a bulk payout file: each row is turned into the payout request it stands for and
 * checked exactly as the payout form checks it ({@link RequestRules#check(PayoutCreateRequest)},
 * made of {@link PayoutRules}); the amount is read with {@link MoneyInput} in the file's decimal
 * convention. A merchant_reference already on an earlier row, or already known (sent or of unknown
 * outcome, as the caller's journal says), is refused. Sends nothing.
 *
 * <p>Errors name the file's column where the field has one (e.g. {@code document_number}), else the
 * request path. Codes, country, purpose and type cells are read in capitals ("br" is BR); document
 * and account numbers are sent normalised.
 */
public final class PayoutCsvCheck {
  /** A request path and the column that fills it. */
  /** The rule of a row whose merchant_reference was already sent or is of unknown outcome. */
  public static final String ALREADY_SENT = "already_sent";

  private static final Map<String, String> COLUMN_OF_PATH =
      Map.ofEntries(
          Map.entry("merchant_reference", "merchant_reference"),
          Map.entry("country", "country"),
          Map.entry("purpose", "purpose"),
          Map.entry("amount", "amount"),
          Map.entry("amount.value", "amount"),
          Map.entry("amount.currency", "currency"),
          Map.entry("description", "description"),
          Map.entry("beneficiary.merchant_beneficiary_id", "beneficiary_id"),
          Map.entry("beneficiary.country", "beneficiary_country"),
          Map.entry("beneficiary.national_entity", "beneficiary_type"),
          Map.entry("beneficiary.first_name", "first_name"),
          Map.entry("beneficiary.last_name", "last_name"),
          Map.entry("beneficiary.legal_name", "legal_name"),
          Map.entry("beneficiary.email", "email"),
          Map.entry("beneficiary.date_of_birth", "date_of_birth"),
          Map.entry("beneficiary.document.document_type", "document_type"),
          Map.entry("beneficiary.document.document_number", "document_number"),
          Map.entry("beneficiary.phone.country_code", "phone_country_code"),
          Map.entry("beneficiary.phone.number", "phone_number"),
          Map.entry("withdrawal_method.type", "withdrawal_type"),
          Map.entry("withdrawal_method.provider_id", "provider_id"),
          Map.entry(PayoutRules.BANK_TRANSFER + ".code", "bank_code"),
          Map.entry(PayoutRules.BANK_TRANSFER + ".branch", "branch"),
          Map.entry(PayoutRules.BANK_TRANSFER + ".branch_digit", "branch_digit"),
          Map.entry(PayoutRules.ACCOUNT_NUMBER, "account_number"),
          Map.entry(PayoutRules.BANK_TRANSFER + ".account.digit", "account_digit"),
          Map.entry(PayoutRules.BANK_TRANSFER + ".account.type", "account_type"),
          Map.entry(PayoutRules.WALLET + ".code", "wallet_code"));

  private PayoutCsvCheck() {}

  /**
   * One row's verdict: the request to send when acceptable (document and account numbers
   * normalised), or its errors (field = column name or request path, rule = reason code).
   */
  public record Verdict(
      int row, String merchantReference, PayoutCreateRequest request, List<FieldError> errors) {
    public boolean ok() {
      return errors.isEmpty();
    }

    /** Secret-safe: no request body (it holds document numbers). */
    @Override
    public String toString() {
      return "row " + row + (ok() ? ": OK" : ": " + errors);
    }
  }

  /** The acceptable rows of one currency: how many, and their sum. */
  public record Total(String currency, int rows, BigDecimal amount) {}

  /** The dry run of a file. */
  public record Report(Separator separator, List<Verdict> rows, List<Total> totals) {
    public long accepted() {
      return rows.stream().filter(Verdict::ok).count();
    }

    /** Rows refused only because their merchant_reference was already sent (or is unsettled). */
    public long alreadySent() {
      return rows.stream()
          .filter(v -> !v.ok() && v.errors().stream().allMatch(e -> ALREADY_SENT.equals(e.rule())))
          .count();
    }

    /** Rows refused for what they hold (apart from those already sent). */
    public long refused() {
      return rows.size() - accepted() - alreadySent();
    }

    public boolean allAcceptable() {
      return accepted() == rows.size();
    }
  }

  /**
   * Checks every row of {@code sheet}.
   *
   * @param accountId the account the payouts would be sent from (put in each request); null when no
   *     account is chosen yet, then account_id is not checked
   * @param alreadyKnown true for a merchant_reference that must not be sent again (the journal)
   */
  public static Report check(Sheet sheet, String accountId, Predicate<String> alreadyKnown) {
    List<Verdict> verdicts = new ArrayList<>(sheet.rows().size());
    Map<String, Integer> firstRowOf = new HashMap<>();
    Map<String, BigDecimal> sums = new TreeMap<>();
    Map<String, Integer> counts = new HashMap<>();
    List<String> metadataColumns = sheet.header().stream().filter(PayoutCsv::isMetadata).toList();
    for (Row row : sheet.rows()) {
      List<FieldError> errors = new ArrayList<>();
      PayoutCreateRequest request =
          request(row, sheet.separator(), metadataColumns, accountId, errors);
      boolean amountRefused = errors.stream().anyMatch(e -> e.path().equals("amount"));
      for (FieldError e : RequestRules.check(request)) {
        if (accountId == null && e.path().equals("account_id")) {
          continue;
        }
        if (amountRefused && (e.path().equals("amount") || e.path().equals("amount.value"))) {
          continue; // the amount cell was already refused as typed
        }
        errors.add(named(e));
      }
      if (row.width() > sheet.header().size()) {
        errors.add(
            new FieldError(
                "row",
                "columns",
                "The row has "
                    + row.width()
                    + " cells; the header names "
                    + sheet.header().size()
                    + "."));
      }
      String ref = request.merchantReference();
      if (ref != null) {
        Integer first = firstRowOf.putIfAbsent(ref, row.number());
        if (first != null) {
          errors.add(
              new FieldError(
                  "merchant_reference",
                  "duplicate_reference",
                  "The same merchant_reference is on row " + first + "."));
        } else if (alreadyKnown != null && alreadyKnown.test(ref)) {
          errors.add(
              new FieldError(
                  "merchant_reference",
                  ALREADY_SENT,
                  "A payout with this merchant_reference was already sent or its outcome is not"
                      + " yet known."));
        }
      }
      boolean ok = errors.isEmpty();
      if (ok) {
        String currency = request.amount().currency();
        sums.merge(currency, request.amount().value(), BigDecimal::add);
        counts.merge(currency, 1, Integer::sum);
      }
      verdicts.add(new Verdict(row.number(), ref, ok ? request : null, List.copyOf(errors)));
    }
    List<Total> totals =
        sums.entrySet().stream()
            .map(e -> new Total(e.getKey(), counts.get(e.getKey()), e.getValue()))
            .toList();
    return new Report(sheet.separator(), List.copyOf(verdicts), totals);
  }

  private static FieldError named(FieldError e) {
    String path = e.path();
    String column = COLUMN_OF_PATH.get(path);
    if (column == null && path.startsWith("metadata[")) {
      column = "metadata";
    }
    return column == null ? e : new FieldError(column, e.rule(), e.message());
  }

  /** The request a row stands for; a refused amount cell adds its error and leaves no amount. */
  static PayoutCreateRequest request(
      Row row,
      Separator separator,
      List<String> metadataColumns,
      String accountId,
      List<FieldError> errors) {
    String reference = row.get("merchant_reference");
    String country = upper(row.get("country"));
    String currency = upper(row.get("currency"));
    BigDecimal value = amount(row.get("amount"), currency, separator, errors);
    String beneficiaryCountry = upper(row.get("beneficiary_country"));
    if (beneficiaryCountry == null) {
      beneficiaryCountry = country;
    }
    String type = upper(row.get("beneficiary_type"));
    if (type == null) {
      errors.add(new FieldError("beneficiary_type", "required", "INDIVIDUAL or ENTITY."));
    }
    String documentType = upper(row.get("document_type"));
    String documentNumber = row.get("document_number");
    Document document = null;
    if (documentType != null || documentNumber != null) {
      if (documentNumber != null) {
        NumberCheck n = DocumentNumbers.check(beneficiaryCountry, documentType, documentNumber);
        documentNumber = n.ok() ? n.value() : documentNumber;
      }
      document = new Document(documentType, documentNumber, null, null, null, null, null);
    }
    Phone phone = null;
    if (row.get("phone_country_code") != null || row.get("phone_number") != null) {
      phone = new Phone(row.get("phone_country_code"), row.get("phone_number"));
    }
    String beneficiaryId = row.get("beneficiary_id");
    Beneficiary beneficiary =
        new Beneficiary(
            beneficiaryId != null ? beneficiaryId : reference,
            beneficiaryCountry,
            type == null ? null : NationalEntity.of(type),
            row.get("first_name"),
            row.get("last_name"),
            row.get("legal_name"),
            row.get("email"),
            row.get("date_of_birth"),
            document,
            phone,
            null);
    BankTransferWithdrawal bank = null;
    String accountType = upper(row.get("account_type"));
    if (row.get("bank_code") != null || row.get("account_number") != null) {
      String number = row.get("account_number");
      if (number != null) {
        NumberCheck n = PayoutRules.accountNumber(country, accountType, number);
        number = n.ok() ? n.value() : number;
      }
      bank =
          new BankTransferWithdrawal(
              row.get("bank_code"),
              row.get("branch"),
              row.get("branch_digit"),
              new BankAccount(number, row.get("account_digit"), accountType),
              null);
    }
    WalletWithdrawal wallet =
        row.get("wallet_code") == null
            ? null
            : new WalletWithdrawal(row.get("wallet_code"), null, null, null, null);
    WithdrawalMethod method =
        new WithdrawalMethod(
            upper(row.get("withdrawal_type")),
            row.get("provider_id"),
            bank == null && wallet == null ? null : new WithdrawalDetail(bank, wallet),
            null,
            null,
            null,
            null);
    List<Metadata> metadata = new ArrayList<>();
    for (String column : metadataColumns) {
      String cell = row.get(column);
      if (cell != null) {
        metadata.add(Metadata.of(column.substring(PayoutCsv.METADATA_PREFIX.length()), cell));
      }
    }
    return PayoutCreateRequest.builder()
        .accountId(accountId)
        .merchantReference(reference)
        .country(country)
        .purpose(upper(row.get("purpose")))
        .amount(Amount.of(value, currency))
        .beneficiary(beneficiary)
        .withdrawalMethod(method)
        .description(row.get("description"))
        .metadata(metadata.isEmpty() ? null : metadata)
        .build();
  }

  private static BigDecimal amount(
      String text, String currency, Separator separator, List<FieldError> errors) {
    MoneyInput.Result r = MoneyInput.parse(text, currency, separator.amounts());
    if (r.ok()) {
      return r.value();
    }
    String example =
        MoneyInput.example(currency, separator.amounts()).replaceAll("[.,](?=\\d{3})", "");
    switch (r.problem()) {
      case EMPTY -> errors.add(new FieldError("amount", "required", "Required."));
      case AMBIGUOUS_SEPARATOR ->
          errors.add(
              new FieldError(
                  "amount",
                  "amount_ambiguous",
                  "The separator can be read two ways; write it like " + example + "."));
      case TOO_MANY_DECIMALS ->
          errors.add(
              new FieldError(
                  "amount",
                  "decimals",
                  (currency == null ? "The currency" : currency)
                      + " takes at most "
                      + r.digits()
                      + " decimals, like "
                      + example
                      + "."));
      case NOT_POSITIVE ->
          errors.add(new FieldError("amount", "positive", "Must be more than zero."));
      default ->
          errors.add(
              new FieldError("amount", "amount_format", "Write the amount like " + example + "."));
    }
    return null;
  }

  private static String upper(String s) {
    return s == null ? null : s.toUpperCase(Locale.ROOT);
  }
}
