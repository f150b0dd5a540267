package io.paydesk.rules;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The field-by-field checks of a payout request (POST /payouts), one method per field or group of
 * fields, each adding its errors to a {@link Checks} under the path the service spells (e.g. {@code
 * beneficiary.document.document_number}). A form calls the method of the field the user leaves; the
 * whole request is walked by {@code api.RequestRules.check(PayoutCreateRequest)}, which calls these
 * same methods, and the bulk CSV check runs that walk for every row: one set of rules.
 *
 * <p>Limits are the create-payout reference's. Where an official example contradicts a stated
 * minimum, the example wins: the state "NY" (stated minimum 3) and a wallet code of any length
 * (stated "MAX 3; MIN 250") are accepted.
 */
public final class PayoutRules {
  private PayoutRules() {}

  public static final List<String> NATIONAL_ENTITIES = List.of("INDIVIDUAL", "ENTITY");

  /** first_name, last_name, legal_name. */
  public static final int NAME_MAX = 80;

  public static final int PROVIDER_ID_MAX = 64;
  public static final int BRANCH_MAX = 8;
  public static final int BRANCH_DIGIT_MAX = 2;
  public static final int ACCOUNT_NUMBER_MIN = 3;
  public static final int ACCOUNT_NUMBER_MAX = 250;
  public static final int PHONE_CODE_MAX = 3;
  public static final int PHONE_NUMBER_MAX = 32;
  public static final int ZIP_MIN = 4;
  public static final int ZIP_MAX = 11;

  public static final String BENEFICIARY = "beneficiary";
  public static final String DOCUMENT = "beneficiary.document";
  public static final String WITHDRAWAL = "withdrawal_method";
  public static final String BANK_TRANSFER = "withdrawal_method.detail.bank_transfer";
  public static final String ACCOUNT_NUMBER = BANK_TRANSFER + ".account.number";
  public static final String WALLET = "withdrawal_method.detail.wallet";

  private static final Pattern TYPE = Pattern.compile("^[A-Z][A-Z0-9_]*$");
  private static final Pattern DIGITS = Pattern.compile("^[0-9]+$");

  /** The local currency of each accepted country, to suggest in a form (USD where it is legal). */
  private static final Map<String, String> CURRENCIES =
      Map.ofEntries(
          Map.entry("AR", "ARS"),
          Map.entry("BO", "BOB"),
          Map.entry("BR", "BRL"),
          Map.entry("CL", "CLP"),
          Map.entry("CO", "COP"),
          Map.entry("CR", "CRC"),
          Map.entry("EC", "USD"),
          Map.entry("SV", "USD"),
          Map.entry("GT", "GTQ"),
          Map.entry("HN", "HNL"),
          Map.entry("MX", "MXN"),
          Map.entry("NI", "NIO"),
          Map.entry("PA", "USD"),
          Map.entry("PY", "PYG"),
          Map.entry("PE", "PEN"),
          Map.entry("US", "USD"),
          Map.entry("UY", "UYU"));

  /** The currency to suggest for a payout in {@code country}, or null for another country. */
  public static String suggestedCurrency(String country) {
    return country == null ? null : CURRENCIES.get(country);
  }

  // --- the payout -----------------------------------------------------------------------------

  /** merchant_reference: required, 3 to 255 characters. */
  public static void merchantReference(Checks c, String value) {
    c.requiredLength("merchant_reference", value, Limits.TEXT_MIN, Limits.TEXT_MAX);
  }

  /** A country among the 17 accepted, required. */
  public static void country(Checks c, String path, String value) {
    c.requiredCountry(path, value);
  }

  /** purpose: required, one of the listed purposes. */
  public static void purpose(Checks c, String value) {
    if (c.required("purpose", value)) {
      c.check(
          PayoutPurpose.fromWire(value) != null,
          "purpose",
          "enum",
          "Must be one of the listed payout purposes, e.g. PAYROLL or SUPPLIER.");
    }
  }

  /**
   * amount.value and amount.currency: a positive value of at most 4 decimals, a known ISO 4217
   * currency. The currency's own digits are enforced where the amount is typed: a form or a file
   * reads it with {@link MoneyInput}, which refuses more decimals than the currency has.
   */
  public static void amount(Checks c, BigDecimal value, String currency) {
    c.amount("amount", value, currency, true);
    if (currency != null
        && currency.length() == 3
        && currency.chars().allMatch(Character::isUpperCase)
        && !Currencies.isKnown(currency)) {
      c.add("amount.currency", "currency", "Must be a 3-letter currency code such as USD.");
    }
  }

  /** description: optional, 3 to 255 characters. */
  public static void description(Checks c, String value) {
    c.length("description", value, Limits.TEXT_MIN, Limits.TEXT_MAX);
  }

  /** metadata: at most 50 items. */
  public static void metadataCount(Checks c, int count) {
    if (count > Limits.PAYOUT_METADATA_MAX) {
      c.add(
          "metadata",
          "max_items",
          "At most " + Limits.PAYOUT_METADATA_MAX + " items (now " + count + ").");
    }
  }

  /** metadata[i]: key required, at most 48 characters; value at most 512. */
  public static void metadataItem(Checks c, int index, String key, String value) {
    String path = "metadata[" + index + "]";
    c.requiredLength(path + ".key", key, 1, Limits.METADATA_KEY_MAX);
    c.length(path + ".value", value, 0, Limits.METADATA_VALUE_MAX);
  }

  // --- the beneficiary ------------------------------------------------------------------------

  /** beneficiary.merchant_beneficiary_id: required, 1 to 255 characters. */
  public static void beneficiaryId(Checks c, String value) {
    c.requiredLength(BENEFICIARY + ".merchant_beneficiary_id", value, 1, Limits.TEXT_MAX);
  }

  /** beneficiary.national_entity: INDIVIDUAL (the default when absent) or ENTITY. */
  public static void nationalEntity(Checks c, String value) {
    c.oneOf(BENEFICIARY + ".national_entity", value, NATIONAL_ENTITIES);
  }

  /**
   * The names: each at most 80 characters; an ENTITY needs its legal_name, an INDIVIDUAL (given
   * explicitly) its first_name and last_name. A beneficiary without national_entity needs no name.
   */
  public static void names(
      Checks c, String nationalEntity, String firstName, String lastName, String legalName) {
    String p = BENEFICIARY + ".";
    if ("ENTITY".equals(nationalEntity)) {
      c.required(p + "legal_name", legalName);
    } else if ("INDIVIDUAL".equals(nationalEntity)) {
      c.required(p + "first_name", firstName);
      c.required(p + "last_name", lastName);
    }
    c.length(p + "first_name", firstName, 1, NAME_MAX);
    c.length(p + "last_name", lastName, 1, NAME_MAX);
    c.length(p + "legal_name", legalName, 1, NAME_MAX);
  }

  /** An e-mail, when present: 3 to 255 characters of the shape name@domain.tld. */
  public static void email(Checks c, String path, String value) {
    if (value == null) {
      return;
    }
    if (value.length() < 3 || value.length() > Limits.EMAIL_MAX) {
      c.add(path, "length", "Must be 3 to 255 characters (now " + value.length() + ").");
    } else if (!Emails.isValid(value)) {
      c.add(path, "email", "Must be an e-mail address such as maria@example.com.");
    }
  }

  /** A date of birth, when present: a real date written YYYY-MM-DD, not in the future. */
  public static void dateOfBirth(Checks c, String path, String value) {
    if (value == null) {
      return;
    }
    if (!Rules.isIsoDate(value)) {
      c.add(path, "date", "Must be a date written YYYY-MM-DD.");
    } else if (LocalDate.parse(value).isAfter(LocalDate.now())) {
      c.add(path, "past_date", "Must not be in the future.");
    }
  }

  /**
   * A document at {@code path} (e.g. {@code beneficiary.document}): document_number required, 3 to
   * 40 characters, checked by {@link DocumentNumbers} for {@code country} and the type;
   * document_type, when present, one of {@link DocumentNumbers#TYPES}. Returns the number to send
   * (normalised), or null when refused.
   */
  public static String document(Checks c, String path, String country, String type, String number) {
    String typePath = path + ".document_type";
    String numberPath = path + ".document_number";
    boolean typeOk = true;
    if (type != null) {
      typeOk = DocumentNumbers.isKnownType(type);
      c.check(
          typeOk,
          typePath,
          "enum",
          "Must be a document type as the service spells it, e.g. CPF, CNPJ, RUT, CUIT, DNI.");
    }
    if (!c.required(numberPath, number)) {
      return null;
    }
    if (number.length() > DocumentNumbers.MAX) {
      c.add(numberPath, "length", "Must be 3 to 40 characters (now " + number.length() + ").");
      return null;
    }
    NumberCheck n = DocumentNumbers.check(country, typeOk ? type : null, number);
    return n.addTo(c, numberPath) ? n.value() : null;
  }

  /** A phone at {@code path}: country_code 1 to 3 digits (a leading + allowed), number 1 to 32. */
  public static void phone(Checks c, String path, String countryCode, String number) {
    if (countryCode != null) {
      String code = countryCode.startsWith("+") ? countryCode.substring(1) : countryCode;
      c.check(
          DIGITS.matcher(code).matches() && code.length() <= PHONE_CODE_MAX,
          path + ".country_code",
          "phone",
          "Must be the country calling code: 1 to 3 digits, e.g. 55.");
    }
    if (number != null) {
      String digits = number.replaceAll("[ ()\\-.]", "");
      c.check(
          DIGITS.matcher(digits).matches() && digits.length() <= PHONE_NUMBER_MAX,
          path + ".number",
          "phone",
          "Must be the phone number without the country code: digits, e.g. 11912345678.");
    }
  }

  /**
   * An address at {@code path}: address_line_1 3 to 255, address_line_2 1 to 255, city 3 to 255,
   * state 1 to 255, zip_code 4 to 11, country one of the 17, each when present.
   */
  public static void address(
      Checks c,
      String path,
      String line1,
      String line2,
      String city,
      String state,
      String zipCode,
      String country) {
    c.length(path + ".address_line_1", line1, Limits.TEXT_MIN, Limits.TEXT_MAX);
    c.length(path + ".address_line_2", line2, 1, Limits.TEXT_MAX);
    c.length(path + ".city", city, Limits.TEXT_MIN, Limits.TEXT_MAX);
    c.length(path + ".state", state, 1, Limits.TEXT_MAX);
    c.length(path + ".zip_code", zipCode, ZIP_MIN, ZIP_MAX);
    c.country(path + ".country", country);
  }

  // --- the withdrawal method ------------------------------------------------------------------

  /**
   * withdrawal_method.type: required; a known value ({@link WithdrawalMethodTypes#KNOWN}) or
   * another in the same shape (the list grows): capitals, digits and underscores.
   */
  public static void withdrawalType(Checks c, String value) {
    if (c.required(WITHDRAWAL + ".type", value)) {
      c.check(
          TYPE.matcher(value).matches(),
          WITHDRAWAL + ".type",
          "withdrawal_type",
          "Must be a method type in capitals, e.g. PIX_PAYOUT or STP_PAYOUT.");
    }
  }

  /**
   * withdrawal_method.provider_id: at most 64 characters when present. The reference lists it as
   * required, but its own examples and the sandbox take a payout without it (the service then picks
   * the provider), so it is not required here.
   */
  public static void providerId(Checks c, String value) {
    c.length(WITHDRAWAL + ".provider_id", value, 1, PROVIDER_ID_MAX);
  }

  /**
   * Exactly one way to pay: a bank transfer, a wallet, a vaulted token, an original transaction id
   * or an original payment id.
   */
  public static void oneMethod(
      Checks c,
      boolean bankTransfer,
      boolean wallet,
      boolean vaultedToken,
      boolean originalTransactionId,
      boolean originalPaymentId) {
    int n =
        (bankTransfer ? 1 : 0)
            + (wallet ? 1 : 0)
            + (vaultedToken ? 1 : 0)
            + (originalTransactionId ? 1 : 0)
            + (originalPaymentId ? 1 : 0);
    if (n != 1) {
      c.add(
          WITHDRAWAL,
          "one_method",
          n == 0
              ? "Give where the money goes: a bank account, a wallet, a vaulted token or an original"
                  + " payment."
              : "Give only one of bank account, wallet, vaulted token and original payment.");
    }
  }

  /** detail.bank_transfer: code required, at most 8; branch at most 8; branch_digit at most 2. */
  public static void bank(Checks c, String code, String branch, String branchDigit) {
    String p = BANK_TRANSFER + ".";
    c.requiredLength(p + "code", code, 1, Limits.BANK_CODE_MAX);
    c.length(p + "branch", branch, 1, BRANCH_MAX);
    c.length(p + "branch_digit", branchDigit, 1, BRANCH_DIGIT_MAX);
  }

  /**
   * detail.bank_transfer.account of a payout in {@code country}: number required (3 to 250) and
   * checked by {@link #accountNumber}; digit at most 250; type one of {@link
   * WithdrawalMethodTypes#BANK_ACCOUNT_TYPES}. Returns the account number to send, or null when
   * refused.
   */
  public static String account(Checks c, String country, String number, String digit, String type) {
    String p = BANK_TRANSFER + ".account.";
    String sent = null;
    if (c.required(ACCOUNT_NUMBER, number)) {
      NumberCheck n = accountNumber(country, type, number);
      sent = n.addTo(c, ACCOUNT_NUMBER) ? n.value() : null;
    }
    c.length(p + "digit", digit, 1, ACCOUNT_NUMBER_MAX);
    c.oneOf(p + "type", type, WithdrawalMethodTypes.BANK_ACCOUNT_TYPES);
    return sent;
  }

  /**
   * An account number as typed, for a payout in {@code country} with {@code accountType}: a PIX key
   * of the type's kind (PIX_EMAIL, PIX_PHONE, PIX_DOCUMENT_ID); in Mexico, 18 digits are a CLABE
   * and its check digit must match; otherwise 3 to 250 characters, sent trimmed.
   */
  public static NumberCheck accountNumber(String country, String accountType, String typed) {
    if (typed == null || typed.isBlank()) {
      return NumberCheck.refused("required", "Required.");
    }
    PixKeys.Kind kind = PixKeys.kindOfAccountType(accountType);
    if (kind != null) {
      return PixKeys.check(kind, typed);
    }
    if ("MX".equals(country) && Clabe.looksLikeClabe(typed)) {
      return Clabe.check(typed);
    }
    String t = typed.strip();
    if (t.length() < ACCOUNT_NUMBER_MIN || t.length() > ACCOUNT_NUMBER_MAX) {
      return NumberCheck.refused("length", "Must be 3 to 250 characters (now " + t.length() + ").");
    }
    return NumberCheck.accepted(t);
  }

  /** detail.wallet: code up to 250, e-mail, country (2 letters), each when present. */
  public static void wallet(Checks c, String code, String email, String country) {
    c.length(WALLET + ".code", code, 1, ACCOUNT_NUMBER_MAX);
    email(c, WALLET + ".email", email);
    c.length(WALLET + ".country", country, Limits.COUNTRY_LENGTH, Limits.COUNTRY_LENGTH);
  }

  /** vaulted_token and original_transaction_id: 36 to 64; original_payment_id: a UUID. */
  public static void methodIds(
      Checks c, String vaultedToken, String originalTransactionId, String originalPaymentId) {
    c.length(WITHDRAWAL + ".vaulted_token", vaultedToken, Limits.LONG_ID_MIN, Limits.LONG_ID_MAX);
    c.length(
        WITHDRAWAL + ".original_transaction_id",
        originalTransactionId,
        Limits.LONG_ID_MIN,
        Limits.LONG_ID_MAX);
    c.uuid(WITHDRAWAL + ".original_payment_id", originalPaymentId);
  }
}
