package io.paydesk.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import io.paydesk.api.model.Address;
import io.paydesk.api.model.Amount;
import io.paydesk.api.model.BankAccount;
import io.paydesk.api.model.BankTransferWithdrawal;
import io.paydesk.api.model.BankingEntityCreateRequest;
import io.paydesk.api.model.Beneficiary;
import io.paydesk.api.model.BillingDate;
import io.paydesk.api.model.CaptureRequest;
import io.paydesk.api.model.Checkout;
import io.paydesk.api.model.DisputeRequest;
import io.paydesk.api.model.EntityDetail;
import io.paydesk.api.model.Evidence;
import io.paydesk.api.model.Frequency;
import io.paydesk.api.model.Individual;
import io.paydesk.api.model.Metadata;
import io.paydesk.api.model.NationalEntity;
import io.paydesk.api.model.PaymentCreateRequest;
import io.paydesk.api.model.PaymentMethod;
import io.paydesk.api.model.PayoutCreateRequest;
import io.paydesk.api.model.Phone;
import io.paydesk.api.model.RefundRequest;
import io.paydesk.api.model.SubscriptionPaymentMethod;
import io.paydesk.api.model.SubscriptionUpdateRequest;
import io.paydesk.api.model.WithdrawalDetail;
import io.paydesk.api.model.WithdrawalMethod;
import io.paydesk.api.model.Workflow;
import io.paydesk.rules.EvidenceCategory;
import io.paydesk.rules.FieldError;
import io.paydesk.rules.PayoutPurpose;
import io.paydesk.rules.Rules;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class RequestRulesTest {
  static final String ACCOUNT = "64761a45-6e49-4ea5-a6ff-6b52030b92ac";
  static final String TOKEN = "d4aa3586-def2-4705-b7cd-fe064bb764e6";

  static PaymentCreateRequest.Builder payment() {
    return PaymentCreateRequest.builder()
        .accountId(ACCOUNT)
        .merchantOrderId("order-1")
        .description("A payment")
        .amount(Amount.of(new BigDecimal("10"), "USD"))
        .country("US")
        .checkout(Checkout.of("session-1"))
        .paymentMethod(PaymentMethod.token(TOKEN));
  }

  static PayoutCreateRequest.Builder payout() {
    return PayoutCreateRequest.builder()
        .accountId(ACCOUNT)
        .merchantReference("ref-1")
        .country("BR")
        .purpose("PAYROLL")
        .amount(Amount.of(new BigDecimal("10"), "BRL"))
        .beneficiary(
            new Beneficiary("b-1", "BR", null, null, null, null, null, null, null, null, null))
        .withdrawalMethod(
            new WithdrawalMethod(
                "PIX_PAYOUT",
                "PIX_PROVIDER",
                new WithdrawalDetail(
                    new BankTransferWithdrawal(
                        "001", null, null, new BankAccount("12345-6", null, "CHECKINGS"), null),
                    null),
                null,
                null,
                null,
                null));
  }

  static List<String> paths(List<FieldError> errors) {
    return errors.stream().map(FieldError::path).toList();
  }

  static List<Metadata> metadata(int n) {
    return IntStream.range(0, n).mapToObj(i -> Metadata.of("k" + i, "v")).toList();
  }

  @Test
  void a_valid_payment_has_no_error() {
    assertEquals(List.of(), RequestRules.check(payment().build()));
  }

  @ParameterizedTest(name = "length {0} valid={1}")
  @CsvSource({"2, false", "3, true", "255, true", "256, false"})
  void payment_texts_are_3_to_255_characters(int length, boolean valid) {
    String text = "x".repeat(length);
    List<FieldError> errors =
        RequestRules.check(
            payment().merchantOrderId(text).description(text).merchantReference(text).build());
    if (valid) {
      assertEquals(List.of(), errors);
    } else {
      assertEquals(
          List.of("merchant_order_id", "description", "merchant_reference"), paths(errors));
      assertEquals("length", errors.get(0).rule());
    }
  }

  @ParameterizedTest(name = "callback_url length {0} valid={1}")
  @CsvSource({"2, false", "3, true", "526, true", "527, false"})
  void callback_url_is_3_to_526_characters(int length, boolean valid) {
    List<FieldError> errors = RequestRules.check(payment().callbackUrl("u".repeat(length)).build());
    assertEquals(valid, errors.isEmpty(), errors.toString());
  }

  @ParameterizedTest(name = "{0} metadata items valid={1}")
  @CsvSource({"0, true", "120, true", "121, false"})
  void payment_metadata_holds_at_most_120_items(int count, boolean valid) {
    List<FieldError> errors = RequestRules.check(payment().metadata(metadata(count)).build());
    assertEquals(valid, errors.isEmpty(), errors.toString());
    if (!valid) {
      assertEquals("max_items", errors.get(0).rule());
    }
  }

  @ParameterizedTest(name = "{0} payout metadata items valid={1}")
  @CsvSource({"50, true", "51, false"})
  void payout_metadata_holds_at_most_50_items(int count, boolean valid) {
    List<FieldError> errors = RequestRules.check(payout().metadata(metadata(count)).build());
    assertEquals(valid, errors.isEmpty(), errors.toString());
  }

  static io.paydesk.api.model.SubscriptionCreateRequest.Builder subscription() {
    return io.paydesk.api.model.SubscriptionCreateRequest.builder()
        .name("Gold plan")
        .accountId(ACCOUNT)
        .country("CL")
        .amount(Amount.of(new BigDecimal("15000"), "CLP"))
        .paymentMethod(new SubscriptionPaymentMethod("CARD", TOKEN, null));
  }

  @Test
  void a_subscription_without_frequency_or_billing_date_is_valid() {
    assertEquals(List.of(), RequestRules.check(subscription().build()));
  }

  @ParameterizedTest(name = "{0} subscription metadata items valid={1}")
  @CsvSource({"0, true", "50, true", "51, false"})
  void subscription_metadata_holds_at_most_50_items(int count, boolean valid) {
    List<FieldError> errors = RequestRules.check(subscription().metadata(metadata(count)).build());
    assertEquals(valid, errors.isEmpty(), errors.toString());
    if (!valid) {
      assertEquals(List.of("metadata"), paths(errors));
      assertEquals("max_items", errors.get(0).rule());
    }
  }

  @ParameterizedTest(name = "metadata key length {0} valid={1}")
  @CsvSource({"1, true", "48, true", "49, false"})
  void metadata_key_is_at_most_48_characters(int length, boolean valid) {
    List<Metadata> items = List.of(Metadata.of("k".repeat(length), "v"));
    for (List<FieldError> errors :
        List.of(
            RequestRules.check(payment().metadata(items).build()),
            RequestRules.check(payout().metadata(items).build()),
            RequestRules.check(subscription().metadata(items).build()),
            RequestRules.check(SubscriptionUpdateRequest.builder().metadata(items).build()))) {
      assertEquals(valid ? List.of() : List.of("metadata[0].key"), paths(errors));
    }
  }

  @ParameterizedTest(name = "metadata value length {0} valid={1}")
  @CsvSource({"0, true", "512, true", "513, false"})
  void metadata_value_is_at_most_512_characters(int length, boolean valid) {
    List<Metadata> items = List.of(Metadata.of("k", "v".repeat(length)));
    for (List<FieldError> errors :
        List.of(
            RequestRules.check(payment().metadata(items).build()),
            RequestRules.check(payout().metadata(items).build()),
            RequestRules.check(subscription().metadata(items).build()),
            RequestRules.check(SubscriptionUpdateRequest.builder().metadata(items).build()))) {
      assertEquals(valid ? List.of() : List.of("metadata[0].value"), paths(errors));
    }
  }

  @ParameterizedTest(name = "amount {0} valid={1}")
  @CsvSource({
    "10, true",
    "10.05, true",
    "10.0050, true",
    "0.0001, true",
    "10.00501, false",
    "0.00001, false"
  })
  void amount_value_has_at_most_4_decimals(String value, boolean valid) {
    Amount amount = Amount.of(new BigDecimal(value), "USD");
    for (List<FieldError> errors :
        List.of(
            RequestRules.check(payment().amount(amount).build()),
            RequestRules.check(payout().amount(amount).build()),
            RequestRules.check(subscription().amount(amount).build()))) {
      assertEquals(valid ? List.of() : List.of("amount.value"), paths(errors));
      if (!valid) {
        assertEquals("decimals", errors.get(0).rule());
      }
    }
  }

  static io.paydesk.api.model.CustomerPayer payer(
      String dateOfBirth, String email, String nationality) {
    return new io.paydesk.api.model.CustomerPayer(
        null,
        null,
        "Ana",
        "Gomez",
        null,
        dateOfBirth,
        email,
        nationality,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null);
  }

  @ParameterizedTest(name = "date_of_birth {0} valid={1}")
  @CsvSource({
    "1990-01-31, true",
    "2000-02-29, true",
    "1990/01/31, false",
    "1990-1-31, false",
    "1990-02-30, false",
    "31-01-1990, false",
    "19900131, false"
  })
  void customer_payer_date_of_birth_is_a_real_yyyy_mm_dd_date(String date, boolean valid) {
    List<FieldError> errors =
        RequestRules.check(payment().customerPayer(payer(date, null, null)).build());
    assertEquals(valid ? List.of() : List.of("customer_payer.date_of_birth"), paths(errors));
  }

  @ParameterizedTest(name = "nationality length {0} valid={1}")
  @CsvSource({"1, false", "2, true", "3, false"})
  void customer_payer_nationality_is_2_characters(int length, boolean valid) {
    List<FieldError> errors =
        RequestRules.check(payment().customerPayer(payer(null, null, "U".repeat(length))).build());
    assertEquals(valid ? List.of() : List.of("customer_payer.nationality"), paths(errors));
  }

  @ParameterizedTest(name = "email length {0} valid={1}")
  @CsvSource({"0, false", "1, true", "2, true", "255, true", "256, false"})
  void customer_payer_email_is_1_to_255_characters(int length, boolean valid) {
    List<FieldError> errors =
        RequestRules.check(payment().customerPayer(payer(null, "e".repeat(length), null)).build());
    assertEquals(valid ? List.of() : List.of("customer_payer.email"), paths(errors));
  }

  @ParameterizedTest(name = "country {0} valid={1}")
  @CsvSource({
    "US, true",
    "BR, true",
    "UY, true",
    "SV, true",
    "ES, false",
    "USA, false",
    "U, false",
    "us, false"
  })
  void country_must_be_one_of_the_accepted_set(String country, boolean valid) {
    assertEquals(valid, RequestRules.check(payment().country(country).build()).isEmpty());
    assertEquals(valid, RequestRules.check(payout().country(country).build()).isEmpty());
  }

  @Test
  void the_accepted_countries_are_the_17_of_the_spec() {
    assertEquals(
        List.of(
            "AR", "BO", "BR", "CL", "CO", "CR", "EC", "SV", "GT", "HN", "MX", "NI", "PA", "PY",
            "PE", "US", "UY"),
        Rules.countries());
  }

  @ParameterizedTest(name = "account_id {0}")
  @ValueSource(
      strings = {
        "64761a45-6e49-4ea5-a6ff-6b52030b92a",
        "64761a45-6e49-4ea5-a6ff-6b52030b92acc",
        "64761a45x6e49-4ea5-a6ff-6b52030b92ac",
        "zz761a45-6e49-4ea5-a6ff-6b52030b92ac"
      })
  void account_id_must_be_a_36_character_uuid(String id) {
    assertEquals(List.of("account_id"), paths(RequestRules.check(payment().accountId(id).build())));
  }

  @ParameterizedTest(name = "customer_id length {0} valid={1}")
  @CsvSource({"35, false", "36, true", "64, true", "65, false"})
  void customer_id_is_36_to_64_characters(int length, boolean valid) {
    assertEquals(valid, RequestRules.checkCustomerId("c".repeat(length)).isEmpty());
  }

  @ParameterizedTest(name = "subscription account_id length {0} valid={1}")
  @CsvSource({"35, false", "36, true", "64, true", "65, false"})
  void subscription_account_id_is_36_to_64_characters(int length, boolean valid) {
    SubscriptionUpdateRequest r =
        SubscriptionUpdateRequest.builder().accountId("a".repeat(length)).build();
    assertEquals(valid, RequestRules.check(r).isEmpty());
  }

  @ParameterizedTest(name = "subscription name length {0} valid={1}")
  @CsvSource({"2, false", "3, true", "255, true", "256, false"})
  void subscription_texts_are_3_to_255_characters(int length, boolean valid) {
    String text = "n".repeat(length);
    SubscriptionUpdateRequest r =
        SubscriptionUpdateRequest.builder()
            .name(text)
            .description(text)
            .merchantReference(text)
            .build();
    assertEquals(valid ? 0 : 3, RequestRules.check(r).size());
  }

  @ParameterizedTest(name = "neighborhood length {0} valid={1}")
  @CsvSource({"2, false", "3, true", "255, true", "256, false"})
  void neighborhood_is_3_to_255_characters(int length, boolean valid) {
    Address a =
        new Address("Street 1", null, null, null, "US", null, "City", null, "n".repeat(length));
    BankingEntityCreateRequest r = entity(NationalEntity.INDIVIDUAL, true, false, a);
    assertEquals(valid, RequestRules.check(r).isEmpty(), RequestRules.check(r).toString());
  }

  @Test
  void checkout_session_is_required_for_sdk_checkout_and_when_no_workflow_is_given() {
    assertEquals(
        List.of("checkout.session"), paths(RequestRules.check(payment().checkout(null).build())));
    assertEquals(
        List.of("checkout.session"),
        paths(
            RequestRules.check(payment().checkout(null).workflow(Workflow.SDK_CHECKOUT).build())));
    assertEquals(
        List.of(), RequestRules.check(payment().checkout(null).workflow(Workflow.DIRECT).build()));
    assertEquals(
        List.of(),
        RequestRules.check(payment().checkout(null).workflow(Workflow.REDIRECT).build()));
  }

  @Test
  void an_unknown_workflow_is_refused() {
    assertEquals(
        List.of("workflow"),
        paths(RequestRules.check(payment().workflow(Workflow.of("MAGIC")).build())));
  }

  @Test
  void an_empty_payment_lists_every_required_field_at_once() {
    List<String> p = paths(RequestRules.check(PaymentCreateRequest.builder().build()));
    assertEquals(
        List.of(
            "account_id",
            "merchant_order_id",
            "description",
            "amount",
            "checkout.session",
            "country",
            "payment_method"),
        p);
  }

  @ParameterizedTest(name = "amount {0}")
  @ValueSource(strings = {"0", "-1", "-0.01"})
  void payment_amount_must_be_positive(String value) {
    List<FieldError> errors =
        RequestRules.check(payment().amount(Amount.of(new BigDecimal(value), "USD")).build());
    assertEquals(List.of("amount.value"), paths(errors));
  }

  @Test
  void payout_purposes_are_the_spec_listing_and_digital_goods_has_no_space() {
    // The spec lists 44 names (issue 3 says 43); every listed value must be accepted.
    assertEquals(44, PayoutPurpose.values().length);
    assertTrue(Arrays.stream(PayoutPurpose.values()).noneMatch(p -> p.name().contains(" ")));
    assertEquals(
        PayoutPurpose.PURCHASE_OF_DIGITAL_GOODS,
        PayoutPurpose.fromWire("PURCHASE_OF_DIGITAL_GOODS"));
    assertEquals(null, PayoutPurpose.fromWire("PURCHASE_OF_ DIGITAL_GOODS"));
  }

  @ParameterizedTest(name = "purpose {0} valid={1}")
  @CsvSource({
    "PAYROLL, true",
    "PURCHASE_OF_DIGITAL_GOODS, true",
    "OTHERS, true",
    "'PURCHASE_OF_ DIGITAL_GOODS', false",
    "payroll, false",
    "SALARY, false"
  })
  void payout_purpose_must_be_one_of_the_listed_purposes(String purpose, boolean valid) {
    assertEquals(valid, RequestRules.check(payout().purpose(purpose).build()).isEmpty());
  }

  @Test
  void payout_bank_code_is_at_most_8_characters_and_needs_an_account_number() {
    WithdrawalMethod wm =
        new WithdrawalMethod(
            "PIX_PAYOUT",
            "PIX_PROVIDER",
            new WithdrawalDetail(
                new BankTransferWithdrawal(
                    "123456789", null, null, new BankAccount(null, null, "GOLD"), null),
                null),
            null,
            null,
            null,
            null);
    List<String> p = paths(RequestRules.check(payout().withdrawalMethod(wm).build()));
    assertEquals(
        List.of(
            "withdrawal_method.detail.bank_transfer.code",
            "withdrawal_method.detail.bank_transfer.account.number",
            "withdrawal_method.detail.bank_transfer.account.type"),
        p);
  }

  static final byte[] PDF = "%PDF-1.4\n".getBytes();

  @ParameterizedTest(name = "category {0} valid={1}")
  @CsvSource({
    "RECEIPT, true",
    "PROOF_OF_DELIVERY, true",
    "TERMS_AND_CONDITIONS, true",
    "INVOICE, false",
    "receipt, false"
  })
  void evidence_category_is_one_of_the_eleven(String category, boolean valid) {
    DisputeRequest r = new DisputeRequest(ACCOUNT, List.of(Evidence.pdf("a.pdf", category, PDF)));
    assertEquals(valid, RequestRules.check(r).isEmpty());
    assertEquals(11, EvidenceCategory.values().length);
  }

  @Test
  void evidence_must_be_pdf_base64_and_present() {
    DisputeRequest r =
        new DisputeRequest(
            ACCOUNT,
            List.of(
                new Evidence("image/png", "a.png", "RECEIPT", "iVBORw0KGgo="),
                new Evidence("application/pdf", null, "RECEIPT", "not base64 !!"),
                new Evidence("application/pdf", "c.pdf", "RECEIPT", null)));
    assertEquals(
        List.of(
            "evidence[0].content_type",
            "evidence[0].content",
            "evidence[1].file_name",
            "evidence[1].content",
            "evidence[2].content"),
        paths(RequestRules.check(r)));
    assertEquals(
        List.of("evidence"), paths(RequestRules.check(new DisputeRequest(ACCOUNT, List.of()))));
  }

  @ParameterizedTest(name = "{0} bytes valid={1}")
  @CsvSource({"1048576, true", "1048577, false"})
  void evidence_file_is_at_most_1_mb(int bytes, boolean valid) {
    byte[] pdf = new byte[bytes];
    System.arraycopy(PDF, 0, pdf, 0, PDF.length);
    Evidence e = Evidence.pdf("big.pdf", "RECEIPT", pdf);
    List<FieldError> errors = RequestRules.check(e);
    assertEquals(valid, errors.isEmpty(), errors.toString());
    if (!valid) {
      assertEquals("max_size", errors.get(0).rule());
    }
  }

  static BankingEntityCreateRequest entity(
      NationalEntity kind, boolean individual, boolean organisation, Address address) {
    Individual person = new Individual("Ana", "Diaz", null, null, null, null, null, null);
    return new BankingEntityCreateRequest(
        ACCOUNT,
        "m-1",
        kind,
        new Phone("55", "119999"),
        address,
        new EntityDetail(
            individual ? person : null,
            organisation ? JsonNodeFactory.instance.objectNode().put("name", "ACME") : null));
  }

  static final Address ADDRESS =
      new Address("Street 1", null, null, null, "US", null, "City", null, null);

  @ParameterizedTest(name = "{0} individual={1} entity={2} valid={3}")
  @CsvSource({
    "INDIVIDUAL, true, false, true",
    "INDIVIDUAL, false, true, false",
    "INDIVIDUAL, true, true, false",
    "ENTITY, false, true, true",
    "ENTITY, true, false, false",
    "ENTITY, false, false, false",
  })
  void entity_detail_must_match_national_entity(
      String kind, boolean individual, boolean organisation, boolean valid) {
    List<FieldError> errors =
        RequestRules.check(entity(NationalEntity.of(kind), individual, organisation, ADDRESS));
    assertEquals(valid, errors.isEmpty(), errors.toString());
    errors.forEach(e -> assertTrue(e.path().startsWith("entity_detail."), e.path()));
  }

  @Test
  void frequency_and_billing_date_are_mutually_exclusive_and_both_optional() {
    Frequency monthly = new Frequency("MONTH", 1);
    BillingDate prepaid = new BillingDate("PREPAID", null);
    assertEquals(
        List.of("billing_date"), paths(RequestRules.checkFrequencyOrBillingDate(monthly, prepaid)));
    assertEquals(List.of(), RequestRules.checkFrequencyOrBillingDate(monthly, null));
    assertEquals(List.of(), RequestRules.checkFrequencyOrBillingDate(null, prepaid));
    assertEquals(List.of(), RequestRules.checkFrequencyOrBillingDate(null, null));
  }

  @Test
  void subscription_payment_method_is_a_card_with_a_vaulted_token_or_card_data() {
    SubscriptionUpdateRequest both =
        SubscriptionUpdateRequest.builder()
            .paymentMethod(
                new SubscriptionPaymentMethod(
                    "CARD",
                    TOKEN,
                    new io.paydesk.api.model.SubscriptionCard(
                        null,
                        io.paydesk.api.model.CardData.of("A B", "4111111111111111", 1, 30, "1"),
                        null,
                        null)))
            .build();
    SubscriptionUpdateRequest wallet =
        SubscriptionUpdateRequest.builder()
            .paymentMethod(new SubscriptionPaymentMethod("WALLET", TOKEN, null))
            .build();
    assertEquals(List.of("payment_method"), paths(RequestRules.check(both)));
    assertEquals(List.of("payment_method.type"), paths(RequestRules.check(wallet)));
  }

  @Test
  void refund_reason_and_capture_fields_are_checked() {
    assertEquals(
        List.of("reason"), paths(RequestRules.check(RefundRequest.full("ref-1", "BECAUSE"))));
    assertEquals(List.of(), RequestRules.check(RefundRequest.full("ref-1", "REVERSE")));
    assertEquals(
        List.of("merchant_reference", "amount", "reason"),
        paths(RequestRules.check(new CaptureRequest(null, null, null, null, null, null))));
    assertEquals(
        List.of(),
        RequestRules.checkCancelOrRefund(
            new RefundRequest(null, null, null, null, null, null, null, null)));
  }

  @Test
  void messages_never_repeat_the_value_checked() {
    String secretish = "4111111111111111";
    List<FieldError> errors =
        new ArrayList<>(
            RequestRules.check(
                payment().merchantOrderId(secretish.repeat(20)).country(secretish).build()));
    assertFalse(errors.isEmpty());
    errors.forEach(e -> assertFalse(e.message().contains(secretish), e.message()));
  }

  @Test
  void subscription_creation_refuses_frequency_with_billing_date_and_lists_required_fields() {
    io.paydesk.api.model.SubscriptionCreateRequest both =
        io.paydesk.api.model.SubscriptionCreateRequest.builder()
            .name("Gold plan")
            .accountId(ACCOUNT)
            .country("CL")
            .amount(Amount.of(new BigDecimal("15000"), "CLP"))
            .frequency(new Frequency("MONTH", 1))
            .billingDate(new BillingDate("PREPAID", null))
            .paymentMethod(new SubscriptionPaymentMethod("CARD", TOKEN, null))
            .build();
    assertEquals(List.of("billing_date"), paths(RequestRules.check(both)));
    assertEquals(
        List.of("name", "account_id", "country", "amount", "payment_method"),
        paths(
            RequestRules.check(io.paydesk.api.model.SubscriptionCreateRequest.builder().build())));
  }

  @ParameterizedTest(name = "token length {0} valid={1}")
  @CsvSource({"35, false", "36, true", "64, true", "65, false"})
  void payment_method_tokens_are_36_to_64_characters(int length, boolean valid) {
    String token = "t".repeat(length);
    assertEquals(
        valid ? List.of() : List.of("payment_method.token"),
        paths(RequestRules.check(payment().paymentMethod(PaymentMethod.token(token)).build())));
    assertEquals(
        valid ? List.of() : List.of("payment_method.vaulted_token"),
        paths(
            RequestRules.check(
                payment().paymentMethod(PaymentMethod.vaulted("CARD", token)).build())));
  }

  @Test
  void evidence_that_is_not_a_pdf_is_refused() {
    DisputeRequest r =
        new DisputeRequest(
            ACCOUNT, List.of(Evidence.pdf("r.pdf", "RECEIPT", "hello, not a pdf".getBytes())));
    List<FieldError> errors = RequestRules.check(r);
    assertEquals(List.of("evidence[0].content"), paths(errors));
    assertEquals("pdf", errors.get(0).rule());
  }
}
