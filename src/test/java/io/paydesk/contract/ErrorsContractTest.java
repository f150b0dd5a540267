package io.paydesk.contract;

import static io.paydesk.contract.SandboxHarness.unique;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paydesk.api.AuthenticationException;
import io.paydesk.api.NotFoundException;
import io.paydesk.api.PaydeskClient;
import io.paydesk.api.PermissionException;
import io.paydesk.api.RequestOptions;
import io.paydesk.api.ValidationException;
import io.paydesk.api.model.CaptureRequest;
import io.paydesk.api.model.CustomerPayer;
import io.paydesk.api.model.DisputeRequest;
import io.paydesk.api.model.EntityDetail;
import io.paydesk.api.model.Evidence;
import io.paydesk.api.model.Metadata;
import io.paydesk.api.model.ModelJson;
import io.paydesk.api.model.NationalEntity;
import io.paydesk.api.model.Payment;
import io.paydesk.api.model.PaymentCreateRequest;
import io.paydesk.api.model.PaymentMethod;
import io.paydesk.api.model.PayoutCreateRequest;
import io.paydesk.rules.FieldError;
import io.paydesk.sandbox.Sandbox;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import java.util.function.UnaryOperator;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each error as the client sees it from the sandbox, and the client's local validation checked
 * against the sandbox's: what the client refuses before sending, the sandbox refuses too when the
 * same JSON (written by the client's own serializer) is sent to it directly, naming the same field;
 * what the client accepts at a boundary, the sandbox accepts.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ErrorsContractTest {
  private SandboxHarness h;

  @BeforeAll
  void start() {
    h = SandboxHarness.start();
  }

  @AfterAll
  void stop() {
    h.close();
  }

  // ---- errors answered by the sandbox ----

  @Test
  void wrongKeysAreRefusedAsAuthenticationWithoutTheSecretInTheMessage() {
    String secret = "sandbox_wrong_secret_9f8e7d";
    try (PaydeskClient wrong = h.clientWithKeys(Sandbox.DEFAULT_PUBLIC_API_KEY, secret)) {
      AuthenticationException e =
          assertThrows(
              AuthenticationException.class,
              () -> wrong.payments().retrieve(UUID.randomUUID().toString()));
      assertEquals(401, e.status());
      assertEquals("INVALID_CREDENTIALS", e.code());
      assertFalse(e.getMessage().contains(secret));
      assertFalse(String.valueOf(e.rawBody()).contains(secret));
    }
    try (PaydeskClient wrong =
        h.clientWithKeys("sandbox_someone_else", Sandbox.DEFAULT_PRIVATE_SECRET_KEY)) {
      assertThrows(
          AuthenticationException.class,
          () ->
              wrong
                  .payments()
                  .create(h.card(unique("auth"), "1.00", true).build(), RequestOptions.NONE));
    }
  }

  @Test
  void unknownPaymentIsNotFound() {
    NotFoundException e =
        assertThrows(
            NotFoundException.class,
            () -> h.client.payments().retrieve(UUID.randomUUID().toString()));
    assertEquals("PAYMENT_NOT_FOUND", e.code());
  }

  @Test
  void unknownTransactionOfAKnownPaymentIsNotFound() {
    Payment p =
        h.client
            .payments()
            .create(h.card(unique("no-txn"), "3.00", false).build(), RequestOptions.NONE);
    NotFoundException e =
        assertThrows(
            NotFoundException.class,
            () ->
                h.client
                    .payments()
                    .capture(
                        p.id(),
                        UUID.randomUUID().toString(),
                        CaptureRequest.of("cap-x", SandboxHarness.usd("3.00"), "PRODUCT_CONFIRMED"),
                        RequestOptions.NONE));
    assertEquals("TRANSACTION_NOT_FOUND", e.code());
  }

  @Test
  void unknownCustomerPayoutAndMerchantOrderAreNotFound() {
    NotFoundException customer =
        assertThrows(
            NotFoundException.class,
            () -> h.client.customers().listPaymentMethods(UUID.randomUUID().toString()));
    assertEquals("CUSTOMER_NOT_FOUND", customer.code());
    assertThrows(
        NotFoundException.class, () -> h.client.payouts().retrieve(UUID.randomUUID().toString()));
    assertThrows(
        NotFoundException.class,
        () -> h.client.payments().retrieveByMerchantOrderId(unique("never-ordered")));
  }

  @Test
  void paymentForAnotherMerchantAccountIsRefusedAsPermission() {
    PaymentCreateRequest req =
        h.card(unique("other-acct"), "2.00", true).accountId(UUID.randomUUID().toString()).build();
    PermissionException e =
        assertThrows(
            PermissionException.class, () -> h.client.payments().create(req, RequestOptions.NONE));
    assertEquals(403, e.status());
    assertEquals("AUTHORIZATION_REQUIRED", e.code());
  }

  // ---- local validation agrees with the sandbox's ----

  private static String chars(int n) {
    return "x".repeat(n);
  }

  private static List<Metadata> metadata(int n) {
    return IntStream.range(0, n).mapToObj(i -> Metadata.of("k" + i, "v")).toList();
  }

  static Stream<Arguments> paymentsBothRefuse() {
    return Stream.of(
        Arguments.of(
            "merchant_order_id of 2",
            "merchant_order_id",
            (UnaryOperator<PaymentCreateRequest.Builder>) b -> b.merchantOrderId("ab")),
        Arguments.of(
            "merchant_order_id of 256",
            "merchant_order_id",
            (UnaryOperator<PaymentCreateRequest.Builder>) b -> b.merchantOrderId(chars(256))),
        Arguments.of(
            "description of 256",
            "description",
            (UnaryOperator<PaymentCreateRequest.Builder>) b -> b.description(chars(256))),
        Arguments.of(
            "merchant_reference of 2",
            "merchant_reference",
            (UnaryOperator<PaymentCreateRequest.Builder>) b -> b.merchantReference("ab")),
        Arguments.of(
            "callback_url of 527",
            "callback_url",
            (UnaryOperator<PaymentCreateRequest.Builder>)
                b -> b.callbackUrl("https://" + chars(519))),
        Arguments.of(
            "country outside the set",
            "country",
            (UnaryOperator<PaymentCreateRequest.Builder>) b -> b.country("ES")),
        Arguments.of(
            "country of 3 letters",
            "country",
            (UnaryOperator<PaymentCreateRequest.Builder>) b -> b.country("USA")),
        Arguments.of(
            "121 metadata items",
            "metadata",
            (UnaryOperator<PaymentCreateRequest.Builder>) b -> b.metadata(metadata(121))),
        Arguments.of(
            "account_id not a UUID",
            "account_id",
            (UnaryOperator<PaymentCreateRequest.Builder>) b -> b.accountId("acct-1")),
        Arguments.of(
            "no description",
            "description",
            (UnaryOperator<PaymentCreateRequest.Builder>) b -> b.description(null)),
        Arguments.of(
            "no amount",
            "amount",
            (UnaryOperator<PaymentCreateRequest.Builder>) b -> b.amount(null)),
        Arguments.of(
            "token of 35",
            "payment_method.token",
            (UnaryOperator<PaymentCreateRequest.Builder>)
                b -> b.paymentMethod(PaymentMethod.token(chars(35)))),
        Arguments.of(
            "vaulted_token of 65",
            "payment_method.vaulted_token",
            (UnaryOperator<PaymentCreateRequest.Builder>)
                b -> b.paymentMethod(PaymentMethod.vaulted("CARD", chars(65)))),
        Arguments.of(
            "SDK_CHECKOUT without a session",
            "checkout.session",
            (UnaryOperator<PaymentCreateRequest.Builder>) b -> b.workflow(null)));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("paymentsBothRefuse")
  void paymentTheClientRefusesBeforeSendingTheSandboxRefusesToo(
      String name, String field, UnaryOperator<PaymentCreateRequest.Builder> breakIt) {
    PaymentCreateRequest req = breakIt.apply(h.card(unique("bad"), "10.00", true)).build();
    ValidationException local =
        assertThrows(
            ValidationException.class, () -> h.client.payments().create(req, RequestOptions.NONE));
    assertNamesField(local, field);
    assertSandboxRefuses("/payments", ModelJson.write(req), field);
  }

  private static PaymentMethod cardToken(String token) {
    return new PaymentMethod("CARD", token, null, null, null, null, null);
  }

  static Stream<Arguments> paymentsBothAccept() {
    return Stream.of(
        Arguments.of(
            "merchant_order_id of 3",
            (UnaryOperator<PaymentCreateRequest.Builder>) b -> b.merchantOrderId("a" + chars(2))),
        Arguments.of(
            "merchant_order_id of 255",
            (UnaryOperator<PaymentCreateRequest.Builder>)
                b -> b.merchantOrderId(UUID.randomUUID() + chars(219))),
        Arguments.of(
            "description of 255",
            (UnaryOperator<PaymentCreateRequest.Builder>) b -> b.description(chars(255))),
        Arguments.of(
            "callback_url of 526",
            (UnaryOperator<PaymentCreateRequest.Builder>)
                b -> b.callbackUrl("https://" + chars(518))),
        Arguments.of(
            "token of 36",
            (UnaryOperator<PaymentCreateRequest.Builder>)
                b -> b.paymentMethod(cardToken(UUID.randomUUID().toString()))),
        Arguments.of(
            "token of 64",
            (UnaryOperator<PaymentCreateRequest.Builder>)
                b -> b.paymentMethod(cardToken(UUID.randomUUID() + chars(28)))),
        Arguments.of(
            "120 metadata items",
            (UnaryOperator<PaymentCreateRequest.Builder>) b -> b.metadata(metadata(120))));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("paymentsBothAccept")
  void paymentAtTheLimitTheClientSendsTheSandboxAccepts(
      String name, UnaryOperator<PaymentCreateRequest.Builder> atLimit) {
    PaymentCreateRequest req = atLimit.apply(h.card(unique("edge"), "10.00", true)).build();
    assertEquals(
        "SUCCEEDED", h.client.payments().create(req, RequestOptions.NONE).status().value());
  }

  static Stream<Arguments> payoutsBothRefuse() {
    return Stream.of(
        Arguments.of(
            "purpose outside the list",
            "purpose",
            (UnaryOperator<PayoutCreateRequest.Builder>) b -> b.purpose("PIZZA")),
        Arguments.of(
            "purpose spelled with the stray space",
            "purpose",
            (UnaryOperator<PayoutCreateRequest.Builder>)
                b -> b.purpose("PURCHASE_OF_ DIGITAL_GOODS")),
        Arguments.of(
            "merchant_reference of 2",
            "merchant_reference",
            (UnaryOperator<PayoutCreateRequest.Builder>) b -> b.merchantReference("ab")),
        Arguments.of(
            "description of 256",
            "description",
            (UnaryOperator<PayoutCreateRequest.Builder>) b -> b.description(chars(256))),
        Arguments.of(
            "51 metadata items",
            "metadata",
            (UnaryOperator<PayoutCreateRequest.Builder>) b -> b.metadata(metadata(51))),
        Arguments.of(
            "country outside the set",
            "country",
            (UnaryOperator<PayoutCreateRequest.Builder>) b -> b.country("DE")),
        Arguments.of(
            "no beneficiary",
            "beneficiary",
            (UnaryOperator<PayoutCreateRequest.Builder>) b -> b.beneficiary(null)));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("payoutsBothRefuse")
  void payoutTheClientRefusesBeforeSendingTheSandboxRefusesToo(
      String name, String field, UnaryOperator<PayoutCreateRequest.Builder> breakIt) {
    PayoutCreateRequest req =
        breakIt.apply(PayoutsContractTest.payout(h, unique("po-bad")).toBuilder()).build();
    ValidationException local =
        assertThrows(
            ValidationException.class, () -> h.client.payouts().create(req, RequestOptions.NONE));
    assertNamesField(local, field);
    assertSandboxRefuses("/payouts", ModelJson.write(req), field);
  }

  @Test
  void payoutWithDigitalGoodsPurposeSpelledWithoutTheSpaceIsAcceptedByBoth() {
    PayoutCreateRequest req =
        PayoutsContractTest.payout(h, unique("po-digital")).toBuilder()
            .purpose("PURCHASE_OF_DIGITAL_GOODS")
            .build();
    assertEquals("SUCCEEDED", h.client.payouts().create(req, RequestOptions.NONE).status().value());
  }

  @Test
  void customerIdOutsideThirtySixToSixtyFourIsRefusedByBoth() {
    for (int len : new int[] {35, 65}) {
      String id = chars(len);
      ValidationException local =
          assertThrows(
              ValidationException.class, () -> h.client.customers().listPaymentMethods(id));
      assertNamesField(local, "customer_id");
      SandboxHarness.Raw raw = h.v1("GET", "/customers/" + id + "/payment-methods", null);
      assertEquals(400, raw.status(), raw.body());
      assertFalse(
          raw.json().get("code").asText().endsWith("NOT_FOUND"),
          "a malformed id is refused as invalid, not looked up: " + raw.body());
    }
  }

  static Stream<Arguments> evidenceBothRefuse() {
    byte[] pdf = DisputesContractTest.PDF;
    byte[] big = new byte[1024 * 1024 + 1];
    System.arraycopy(pdf, 0, big, 0, pdf.length);
    return Stream.of(
        Arguments.of(
            "content_type not PDF",
            "evidence[0].content_type",
            new Evidence(
                "image/png", "r.png", "RECEIPT", Evidence.pdf("r", "RECEIPT", pdf).content())),
        Arguments.of(
            "content over 1 MB", "evidence[0].content", Evidence.pdf("r.pdf", "RECEIPT", big)),
        Arguments.of(
            "content not base64",
            "evidence[0].content",
            new Evidence("application/pdf", "r.pdf", "RECEIPT", "%%% not base64 %%%")),
        Arguments.of(
            "category outside the list",
            "evidence[0].content_category",
            Evidence.pdf("r.pdf", "SELFIE", pdf)));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("evidenceBothRefuse")
  void evidenceTheClientRefusesBeforeSendingTheSandboxRefusesToo(
      String name, String field, Evidence evidence) {
    Payment p =
        h.client
            .payments()
            .create(h.card(unique("ev"), "30.00", true).build(), RequestOptions.NONE);
    String cb = h.openChargeback(p.id()).at("/transaction/id").asText();
    DisputeRequest req = new DisputeRequest(h.accountId(), List.of(evidence));
    ValidationException local =
        assertThrows(
            ValidationException.class,
            () -> h.client.disputes().submitEvidence(p.id(), cb, req, RequestOptions.NONE));
    assertNamesField(local, field);
    assertSandboxRefuses(
        "/payments/" + p.id() + "/transactions/" + cb + "/dispute", ModelJson.write(req), field);
  }

  private static CustomerPayer payerWith(String dateOfBirth, String nationality) {
    return new CustomerPayer(
        null,
        null,
        "Ana",
        "Gomez",
        null,
        dateOfBirth,
        null,
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

  /** customer_payer limits the spec states: the client and the sandbox both check them. */
  static Stream<Arguments> payerLimitsBothRefuse() {
    return Stream.of(
        Arguments.of(
            "date_of_birth not YYYY-MM-DD (spec: YYYY-MM-DD)",
            "customer_payer.date_of_birth",
            (UnaryOperator<PaymentCreateRequest.Builder>)
                b -> b.customerPayer(payerWith("1990/01/31", null))),
        Arguments.of(
            "nationality of 3 letters (spec: country code; openapi: MIN 2 MAX 2)",
            "customer_payer.nationality",
            (UnaryOperator<PaymentCreateRequest.Builder>)
                b -> b.customerPayer(payerWith(null, "USA"))));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("payerLimitsBothRefuse")
  void limitTheSpecStatesIsRefusedByTheSandboxAndExplainedByField(
      String name, String field, UnaryOperator<PaymentCreateRequest.Builder> breakIt) {
    PaymentCreateRequest req = breakIt.apply(h.card(unique("srv-only"), "10.00", true)).build();
    assertSandboxRefuses("/payments", ModelJson.write(req), field);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("payerLimitsBothRefuse")
  void limitTheSpecStatesIsRefusedByTheClientBeforeSending(
      String name, String field, UnaryOperator<PaymentCreateRequest.Builder> breakIt) {
    PaymentCreateRequest req = breakIt.apply(h.card(unique("local"), "10.00", true)).build();
    ValidationException local =
        assertThrows(
            ValidationException.class, () -> h.client.payments().create(req, RequestOptions.NONE));
    assertNamesField(local, field);
  }

  private static final byte[] NOT_A_PDF = "hello, not a pdf".getBytes(StandardCharsets.UTF_8);

  @Test
  void evidenceThatIsNotAPdfIsRefusedByTheClientBeforeSendingAndByTheSandbox() {
    Payment p =
        h.client
            .payments()
            .create(h.card(unique("ev-sig"), "30.00", true).build(), RequestOptions.NONE);
    String cb = h.openChargeback(p.id()).at("/transaction/id").asText();
    DisputeRequest req =
        new DisputeRequest(h.accountId(), List.of(Evidence.pdf("r.pdf", "RECEIPT", NOT_A_PDF)));
    ValidationException local =
        assertThrows(
            ValidationException.class,
            () -> h.client.disputes().submitEvidence(p.id(), cb, req, RequestOptions.NONE));
    assertNamesField(local, "evidence[0].content");
    assertSandboxRefuses(
        "/payments/" + p.id() + "/transactions/" + cb + "/dispute",
        ModelJson.write(req),
        "evidence[0].content");
  }

  @Test
  void entityWhoseDetailDoesNotMatchNationalEntityIsRefusedByBoth() {
    var ok = EntitiesContractTest.individual(h, unique("mismatch"));
    var req =
        new io.paydesk.api.model.BankingEntityCreateRequest(
            ok.accountId(),
            ok.merchantEntityId(),
            NationalEntity.ENTITY,
            ok.phone(),
            ok.address(),
            new EntityDetail(ok.entityDetail().individual(), null));
    ValidationException local =
        assertThrows(
            ValidationException.class, () -> h.client.entities().create(req, RequestOptions.NONE));
    assertNamesField(local, "entity_detail");
    assertSandboxRefuses("/banking/entities", ModelJson.write(req), "entity_detail");
  }

  private static void assertNamesField(ValidationException e, String field) {
    List<String> paths = e.errors().stream().map(FieldError::path).toList();
    assertTrue(
        paths.stream()
            .anyMatch(
                p -> p.equals(field) || p.startsWith(field + ".") || p.startsWith(field + "[")),
        "the client names " + field + ": " + paths);
  }

  private void assertSandboxRefuses(String path, String json, String field) {
    SandboxHarness.Raw raw = h.v1("POST", path, json);
    assertEquals(400, raw.status(), "the sandbox refuses it too: " + raw.body());
    String messages = raw.json().path("messages").toString();
    assertTrue(messages.contains(field), "the sandbox names " + field + ": " + raw.body());
    assertTrue(
        Arrays.asList("INVALID_PARAMETERS", "MISSING_PARAMETERS", "INVALID_REQUEST")
            .contains(raw.json().path("code").asText()),
        raw.body());
  }
}
