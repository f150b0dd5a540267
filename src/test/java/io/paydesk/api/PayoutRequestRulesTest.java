package io.paydesk.api;

import static org.assertj.core.api.Assertions.assertThat;

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
import io.paydesk.rules.FieldError;
import java.math.BigDecimal;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A payout request walked field by field with the payout rules: paths and rule codes. */
class PayoutRequestRulesTest {
  static final String ACCOUNT = "64761a45-6e49-4ea5-a6ff-6b52030b92ac";

  static Beneficiary person(String country, String type, String number) {
    return new Beneficiary(
        "ben-1",
        country,
        NationalEntity.INDIVIDUAL,
        "Maria",
        "Silva",
        null,
        "maria@example.com",
        "1990-02-28",
        new Document(type, number, null, null, null, null, null),
        new Phone("55", "11912345678"),
        new Address("Rua A, 10", null, null, null, "BR", "SP", "Sao Paulo", "01001-000", null));
  }

  static WithdrawalMethod bank(String code, String number, String type) {
    return new WithdrawalMethod(
        "PIX_PAYOUT",
        null,
        new WithdrawalDetail(
            new BankTransferWithdrawal(
                code, "1234", "5", new BankAccount(number, null, type), null),
            null),
        null,
        null,
        null,
        null);
  }

  static PayoutCreateRequest.Builder payout() {
    return PayoutCreateRequest.builder()
        .accountId(ACCOUNT)
        .merchantReference("po-0001")
        .country("BR")
        .purpose("PAYROLL")
        .amount(Amount.of(new BigDecimal("150.25"), "BRL"))
        .beneficiary(person("BR", "CPF", "123.456.789-09"))
        .withdrawalMethod(bank("001", "maria@example.com", "PIX_EMAIL"));
  }

  static List<String> errors(PayoutCreateRequest r) {
    return RequestRules.check(r).stream().map(e -> e.path() + ":" + e.rule()).toList();
  }

  @Test
  void a_complete_payout_to_a_pix_key_has_no_error() {
    assertThat(errors(payout().build())).isEmpty();
  }

  @Test
  void a_cpf_with_a_wrong_check_digit_is_named_at_the_document_number() {
    List<FieldError> e =
        RequestRules.check(payout().beneficiary(person("BR", "CPF", "123.456.789-00")).build());
    assertThat(e).hasSize(1);
    assertThat(e.get(0).path()).isEqualTo("beneficiary.document.document_number");
    assertThat(e.get(0).rule()).isEqualTo("cpf_check_digit");
    assertThat(e.get(0).message()).doesNotContain("123.456.789-00");
  }

  @Test
  void the_document_rule_follows_the_beneficiarys_country() {
    assertThat(errors(payout().beneficiary(person("UY", "CI", "1.234.567-2")).build())).isEmpty();
    assertThat(errors(payout().beneficiary(person("EC", "CI", "1.234.567-2")).build()))
        .containsExactly("beneficiary.document.document_number:cedula_ec_format");
    assertThat(errors(payout().beneficiary(person("EC", "CI", "1710034065")).build())).isEmpty();
  }

  @Test
  void an_unknown_document_type_is_refused() {
    assertThat(errors(payout().beneficiary(person("BR", "cpf", "123.456.789-09")).build()))
        .containsExactly("beneficiary.document.document_type:enum");
  }

  @ParameterizedTest
  @CsvSource({"PIX_EMAIL, maria@example, pix_email", "PIX_PHONE, +54 11 91234-5678, pix_phone"})
  void a_pix_key_must_match_its_account_type(String type, String key, String rule) {
    assertThat(errors(payout().withdrawalMethod(bank("001", key, type)).build()))
        .containsExactly("withdrawal_method.detail.bank_transfer.account.number:" + rule);
  }

  @Test
  void a_pix_document_key_is_a_valid_cpf_or_cnpj() {
    assertThat(
            errors(
                payout()
                    .withdrawalMethod(bank("001", "11.222.333/0001-81", "PIX_DOCUMENT_ID"))
                    .build()))
        .isEmpty();
    assertThat(
            errors(
                payout()
                    .withdrawalMethod(bank("001", "11.222.333/0001-80", "PIX_DOCUMENT_ID"))
                    .build()))
        .containsExactly("withdrawal_method.detail.bank_transfer.account.number:cnpj_check_digit");
  }

  @Test
  void in_mexico_an_18_digit_account_number_is_a_clabe_whose_check_digit_is_verified() {
    PayoutCreateRequest.Builder mx =
        payout()
            .country("MX")
            .amount(Amount.of(new BigDecimal("100"), "MXN"))
            .beneficiary(person("MX", "RFC", "GODE561231GR8"));
    assertThat(errors(mx.withdrawalMethod(bank("032", "032180000118359719", "CHECKINGS")).build()))
        .isEmpty();
    assertThat(errors(mx.withdrawalMethod(bank("032", "032180000118359710", "CHECKINGS")).build()))
        .containsExactly("withdrawal_method.detail.bank_transfer.account.number:clabe_check_digit");
    // Elsewhere 18 digits are just an account number.
    assertThat(
            errors(
                payout().withdrawalMethod(bank("001", "032180000118359710", "CHECKINGS")).build()))
        .isEmpty();
  }

  @Test
  void bank_code_is_at_most_8_and_the_account_type_is_a_listed_one() {
    assertThat(errors(payout().withdrawalMethod(bank("123456789", "12345", "GOLD")).build()))
        .containsExactly(
            "withdrawal_method.detail.bank_transfer.code:length",
            "withdrawal_method.detail.bank_transfer.account.type:enum");
    assertThat(errors(payout().withdrawalMethod(bank("12345678", "12345", "VISTA")).build()))
        .isEmpty();
  }

  @Test
  void exactly_one_withdrawal_method_is_given() {
    WithdrawalMethod none = new WithdrawalMethod("PIX_PAYOUT", null, null, null, null, null, null);
    assertThat(errors(payout().withdrawalMethod(none).build()))
        .containsExactly("withdrawal_method:one_method");
    WithdrawalMethod two =
        new WithdrawalMethod(
            "NEQUI_PAYOUT",
            "NEQUI",
            new WithdrawalDetail(null, new WalletWithdrawal("3001234567", null, null, null, null)),
            null,
            null,
            "6f1d1a66-5f43-4d8e-9a52-2b0a8b0d7f11",
            null);
    assertThat(errors(payout().withdrawalMethod(two).build()))
        .containsExactly("withdrawal_method:one_method");
  }

  @Test
  void an_entity_needs_its_legal_name_and_an_individual_its_names() {
    Beneficiary b = person("BR", "CNPJ", "11.222.333/0001-81");
    Beneficiary entity =
        new Beneficiary(
            "ben-2",
            "BR",
            NationalEntity.ENTITY,
            null,
            null,
            null,
            null,
            null,
            b.document(),
            null,
            null);
    assertThat(errors(payout().beneficiary(entity).build()))
        .containsExactly("beneficiary.legal_name:required");
    Beneficiary individual =
        new Beneficiary(
            "ben-3",
            "BR",
            NationalEntity.INDIVIDUAL,
            "Maria",
            null,
            null,
            null,
            null,
            null,
            null,
            null);
    assertThat(errors(payout().beneficiary(individual).build()))
        .containsExactly("beneficiary.last_name:required");
  }

  @Test
  void beneficiary_email_date_of_birth_and_country_are_checked() {
    Beneficiary b =
        new Beneficiary(
            "ben-4",
            "DE",
            null,
            "A".repeat(81),
            null,
            null,
            "maria.example.com",
            "1990-02-30",
            null,
            new Phone("+5555", "11 91234"),
            null);
    assertThat(errors(payout().beneficiary(b).build()))
        .containsExactly(
            "beneficiary.country:country",
            "beneficiary.first_name:length",
            "beneficiary.email:email",
            "beneficiary.date_of_birth:date",
            "beneficiary.phone.country_code:phone");
    Beneficiary unborn =
        new Beneficiary(
            "ben-5", "BR", null, null, null, null, null, "2999-01-01", null, null, null);
    assertThat(errors(payout().beneficiary(unborn).build()))
        .containsExactly("beneficiary.date_of_birth:past_date");
  }

  @Test
  void payout_country_purpose_amount_and_metadata_are_checked() {
    List<Metadata> many = IntStream.range(0, 51).mapToObj(i -> Metadata.of("k" + i, "v")).toList();
    assertThat(
            errors(
                payout()
                    .country("ES")
                    .purpose("SALARY")
                    .amount(Amount.of(new BigDecimal("-1"), "XYZ"))
                    .metadata(many)
                    .build()))
        .containsExactly(
            "country:country",
            "purpose:enum",
            "amount.value:positive",
            "amount.currency:currency",
            "metadata:max_items");
  }

  @Test
  void the_suggested_currency_follows_the_country() {
    assertThat(io.paydesk.rules.PayoutRules.suggestedCurrency("BR")).isEqualTo("BRL");
    assertThat(io.paydesk.rules.PayoutRules.suggestedCurrency("EC")).isEqualTo("USD");
    assertThat(io.paydesk.rules.PayoutRules.suggestedCurrency("DE")).isNull();
  }

  @Test
  void the_account_number_to_send_is_normalised() {
    assertThat(
            io.paydesk.rules.PayoutRules.accountNumber("BR", "PIX_PHONE", "(11) 91234-5678")
                .value())
        .isEqualTo("+5511912345678");
    assertThat(
            io.paydesk.rules.PayoutRules.accountNumber("MX", "CHECKINGS", "032 180 000118359719")
                .value())
        .isEqualTo("032180000118359719");
    assertThat(io.paydesk.rules.PayoutRules.accountNumber("CO", "SAVINGS", " 0012345 ").value())
        .isEqualTo("0012345");
  }
}
