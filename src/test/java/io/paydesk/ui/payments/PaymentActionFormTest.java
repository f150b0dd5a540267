package io.paydesk.ui.payments;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.api.RequestOptions;
import io.paydesk.api.model.Amount;
import io.paydesk.api.model.CardData;
import io.paydesk.api.model.CardDetail;
import io.paydesk.api.model.Payment;
import io.paydesk.api.model.PaymentCreateRequest;
import io.paydesk.api.model.PaymentMethod;
import io.paydesk.api.model.PaymentMethodDetail;
import io.paydesk.api.model.RefundRequest;
import io.paydesk.api.model.Workflow;
import io.paydesk.ops.Connection;
import io.paydesk.ops.ConnectionSettings;
import io.paydesk.store.JournalState;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskRunner;
import io.paydesk.ui.kit.FormScreen;
import io.paydesk.ui.payments.PaymentActionForm.Kind;
import java.math.BigDecimal;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.Locale;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Refunds from the payment screen: checked at the fields, sent once through the journal. */
class PaymentActionFormTest {
  @TempDir Path dataDir;
  private ShellViewModel shell;
  private PaymentsViewModel model;

  @BeforeEach
  void connect() {
    shell = new ShellViewModel(TaskRunner.sameThread(), dataDir);
    shell.connect(ConnectionSettings.embedded());
    model = new PaymentsViewModel(shell, TaskRunner.sameThread());
  }

  @AfterEach
  void close() {
    shell.shutdown();
  }

  @Test
  void aPartialRefundIsSentOnceAndThePaymentShownAsItNowStands() {
    open(newPayment("100.00"));
    assertThat(model.canRefundProperty().get()).isTrue();

    model.startAction(Kind.REFUND);
    PaymentActionForm form = model.actionProperty().get();
    assertThat(form.amountProperty().get()).isEqualTo("100.00");
    form.amountProperty().set("40.00");
    assertThat(form.review()).isTrue();
    assertThat(connection().store().journal().recent(5)).isEmpty();
    form.confirm();

    assertThat(model.actionProperty().get()).isNull();
    assertThat(model.detailProperty().get().refunded()).isEqualTo("USD 40.00");
    assertThat(model.noticeProperty().get()).startsWith("Refund sent.");
    assertThat(model.canRefundProperty().get()).isTrue();
    assertThat(connection().store().journal().recent(5))
        .singleElement()
        .satisfies(e -> assertThat(e.state()).isEqualTo(JournalState.SUCCEEDED));
  }

  @Test
  void moreThanTheRefundableAmountIsRefusedAtTheFieldAndNothingIsSent() {
    open(newPayment("100.00"));
    model.startAction(Kind.REFUND);
    PaymentActionForm form = model.actionProperty().get();
    form.amountProperty().set("100.01");

    assertThat(form.validProperty().get()).isFalse();
    assertThat(form.review()).isFalse();

    assertThat(form.amountErrorProperty().get()).isEqualTo("The amount can be at most USD 100.00.");
    assertThat(form.amountProperty().get()).isEqualTo("100.01");
    assertThat(connection().store().journal().recent(5)).isEmpty();
  }

  @Test
  void moreDecimalsThanTheCurrencyHasAreRefusedAtTheField() {
    open(newPayment("100.00"));
    model.startAction(Kind.REFUND);
    PaymentActionForm form = model.actionProperty().get();
    form.amountProperty().set("10.005");
    form.merchantReferenceProperty().set("x");

    assertThat(form.amountErrorProperty().get()).contains("USD takes at most 2 decimals");
    assertThat(form.referenceErrorProperty().get()).contains("3 to 255 characters");
    assertThat(form.summaryProperty().get())
        .isEqualTo("Correct the amount and the merchant reference to go on.");
    assertThat(form.review()).isFalse();
    assertThat(form.stepProperty().get()).isEqualTo(FormScreen.Step.EDIT);
  }

  @Test
  void aLostAnswerOffersToSendAgainWithTheSameKeyAndRefundsOnce() throws Exception {
    open(newPayment("50.00"));
    model.startAction(Kind.REFUND);
    PaymentActionForm form = model.actionProperty().get();
    faults("{\"drop_after_commit_rate\": 1.0}");

    form.review();
    form.confirm();

    assertThat(form.canSendAgainProperty().get()).isTrue();
    assertThat(form.errorProperty().get()).contains("not known whether");
    faults("{}");

    form.sendAgain();

    assertThat(model.actionProperty().get()).isNull();
    assertThat(model.detailProperty().get().refunded()).isEqualTo("USD 50.00");
    assertThat(
            connection()
                .client()
                .payments()
                .retrieve(model.detailProperty().get().id())
                .amount()
                .refunded())
        .isEqualByComparingTo("50.00");
  }

  @Test
  void anOperationWithoutAnAnswerIsListedOnTheScreenUntilSentAgain() throws Exception {
    Payment paid = newPayment("70.00");
    open(paid);
    model.startAction(Kind.REFUND);
    faults("{\"drop_after_commit_rate\": 1.0}");
    model.actionProperty().get().review();
    model.actionProperty().get().confirm();
    faults("{}");
    assertThat(model.unsettled().lines()).hasSize(1);

    PaymentsViewModel reopened = new PaymentsViewModel(shell, TaskRunner.sameThread());
    assertThat(reopened.unsettled().lines())
        .singleElement()
        .satisfies(line -> assertThat(line.text()).startsWith("Refund on payment " + paid.id()));

    reopened.sendAgain(reopened.unsettled().lines().get(0));

    assertThat(reopened.unsettled().lines()).isEmpty();
    assertThat(reopened.detailProperty().get().refunded()).isEqualTo("USD 70.00");
    assertThat(reopened.noticeProperty().get()).startsWith("Sent again and settled");
    assertThat(connection().client().payments().retrieve(paid.id()).amount().refunded())
        .isEqualByComparingTo("70.00");
  }

  @Test
  void anAuthorisedPaymentCanBeCapturedInPartAndNoLongerCancelled() {
    open(authorisedPayment("80.00"));
    assertThat(model.canCaptureProperty().get()).isTrue();
    assertThat(model.canCancelProperty().get()).isTrue();
    assertThat(model.canRefundProperty().get()).isFalse();

    model.startAction(Kind.CAPTURE);
    PaymentActionForm form = model.actionProperty().get();
    form.amountProperty().set("60.00");
    assertThat(form.review()).isTrue();
    form.confirm();

    assertThat(model.errorProperty().get()).isEmpty();
    assertThat(model.detailProperty().get().captured()).isEqualTo("USD 60.00");
    assertThat(model.canCaptureProperty().get()).isFalse();
    assertThat(model.canCancelProperty().get()).isFalse();
    assertThat(model.canRefundProperty().get()).isTrue();
  }

  @Test
  void anAuthorisedPaymentCanBeCancelledWithoutAnAmount() {
    open(authorisedPayment("30.00"));

    model.startAction(Kind.CANCEL);
    PaymentActionForm form = model.actionProperty().get();
    assertThat(form.hasAmount()).isFalse();
    assertThat(form.review()).isTrue();
    form.confirm();

    assertThat(model.detailProperty().get().statusCode()).isEqualTo("CANCELED");
    assertThat(model.detailProperty().get().status()).isEqualTo("Canceled");
    assertThat(model.noticeProperty().get()).startsWith("Cancel sent.");
  }

  private Payment authorisedPayment(String value) {
    return cardPayment(value, false);
  }

  @Test
  void oneCommaFiveInEnglishIsRefusedAtTheFieldWithHowToTypeIt() {
    Locale saved = Locale.getDefault();
    Locale.setDefault(Locale.US);
    try {
      open(newPayment("100.00"));
      model.startAction(Kind.REFUND);
      PaymentActionForm form = model.actionProperty().get();

      form.amountProperty().set("1,5");

      assertThat(form.amountErrorProperty().get())
          .isEqualTo("This amount can be read two ways. Type it as 1.5.");
      assertThat(form.validProperty().get()).isFalse();
      assertThat(form.review()).isFalse();
      assertThat(form.amountProperty().get()).isEqualTo("1,5");
      assertThat(connection().store().journal().recent(5)).isEmpty();

      form.amountProperty().set("1.50");

      assertThat(form.amountErrorProperty().get()).isEmpty();
      assertThat(form.review()).isTrue();
      assertThat(form.reviewProperty().get()).startsWith("Refund USD 1.50 of USD 100.00 to ");
    } finally {
      Locale.setDefault(saved);
    }
  }

  @ParameterizedTest(name = "{1} in {0} reads {2}")
  @CsvSource({"en-US, '1,234.50', 1234.50", "es-CO, '1.234,50', 1234.50", "pt-BR, '12,5', 12.50"})
  void amountsAreReadAsTheUserWritesThem(String locale, String text, BigDecimal expected) {
    Locale saved = Locale.getDefault();
    Locale.setDefault(Locale.forLanguageTag(locale));
    try {
      Payment paid = newPayment("5000.00");
      open(paid);
      model.startAction(Kind.REFUND);
      PaymentActionForm form = model.actionProperty().get();
      form.amountProperty().set(text);
      assertThat(form.review()).isTrue();

      form.confirm();

      assertThat(connection().client().payments().retrieve(paid.id()).amount().refunded())
          .isEqualByComparingTo(expected);
    } finally {
      Locale.setDefault(saved);
    }
  }

  @Test
  void theReviewStepSaysWhatWillHappenAndOnlyItSends() {
    Payment paid = newCardPayment("372.80");
    open(paid);
    model.startAction(Kind.REFUND);
    PaymentActionForm form = model.actionProperty().get();
    form.amountProperty().set("1.50");

    form.confirm();
    assertThat(connection().store().journal().recent(5)).isEmpty();
    assertThat(form.review()).isTrue();

    assertThat(form.stepProperty().get()).isEqualTo(FormScreen.Step.REVIEW);
    assertThat(form.reviewProperty().get())
        .matches("Refund USD 1\\.50 of USD 372\\.80 to the customer's VISA \u2022{4} 1111\\.");
    assertThat(form.reviewDetailsProperty().get())
        .contains(paid.merchantOrderId())
        .contains("reason Customer asked")
        .contains(form.merchantReferenceProperty().get());
    assertThat(connection().store().journal().recent(5)).isEmpty();

    form.back();
    assertThat(form.stepProperty().get()).isEqualTo(FormScreen.Step.EDIT);
    assertThat(form.amountProperty().get()).isEqualTo("1.50");
    assertThat(connection().store().journal().recent(5)).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "es, '1,50', 'Reembolsar USD 1,50 de USD 372,80 a la tarjeta VISA \u2022\u2022\u2022\u2022 1111"
        + " del cliente.'",
    "pt-BR, '1,50', 'Reembolsar USD 1,50 de USD 372,80 para o cart\u00e3o VISA"
        + " \u2022\u2022\u2022\u2022 1111 do cliente.'"
  })
  void theReviewSentenceIsInTheUsersLanguage(String language, String typed, String expected) {
    Locale saved = Locale.getDefault();
    Locale.setDefault(Locale.forLanguageTag(language));
    try {
      open(newCardPayment("372.80"));
      model.startAction(Kind.REFUND);
      PaymentActionForm form = model.actionProperty().get();
      form.amountProperty().set(typed);

      assertThat(form.review()).isTrue();

      assertThat(form.reviewProperty().get()).isEqualTo(expected);
    } finally {
      Locale.setDefault(saved);
    }
  }

  @Test
  void aRefusedSendKeepsWhatWasTypedAndSaysWhyInWords() {
    Payment paid = newPayment("20.00");
    open(paid);
    model.startAction(Kind.REFUND);
    PaymentActionForm form = model.actionProperty().get();
    form.amountProperty().set("7.25");
    form.merchantReferenceProperty().set("KEEP-ME");
    form.review();
    refundedElsewhere(paid, "15.00");

    form.confirm();

    assertThat(model.actionProperty().get()).isSameAs(form);
    assertThat(form.stepProperty().get()).isEqualTo(FormScreen.Step.EDIT);
    assertThat(form.errorProperty().get()).isNotBlank().doesNotContain("Exception");
    assertThat(form.amountProperty().get()).isEqualTo("7.25");
    assertThat(form.merchantReferenceProperty().get()).isEqualTo("KEEP-ME");
  }

  @Test
  void aSuccessfulActionTellsTheOtherScreensThatTheStoreChanged() {
    open(newPayment("40.00"));
    int before = shell.storeUpdatesProperty().get();
    model.startAction(Kind.REFUND);
    PaymentActionForm form = model.actionProperty().get();
    form.amountProperty().set("10.00");
    form.review();

    form.confirm();

    assertThat(shell.storeUpdatesProperty().get()).isEqualTo(before + 1);
    assertThat(model.detailProperty().get().refunded()).isEqualTo("USD 10.00");
    assertThat(model.transactions()).hasSize(2);
  }

  @Test
  void cancelOrRefundIsOfferedAndRefundsACapturedPayment() {
    Payment paid = newPayment("25.00");
    open(paid);
    assertThat(model.canCancelOrRefundProperty().get()).isTrue();

    model.startAction(Kind.CANCEL_OR_REFUND);
    PaymentActionForm form = model.actionProperty().get();
    assertThat(form.hasAmount()).isFalse();
    assertThat(form.review()).isTrue();
    form.confirm();

    assertThat(model.detailProperty().get().refunded()).isEqualTo("USD 25.00");
    assertThat(model.noticeProperty().get()).startsWith("Cancel or refund sent.");
  }

  @Test
  void aCapturedPaymentOffersNoCaptureAndNoCancel() {
    open(newPayment("25.00"));

    assertThat(model.canRefundProperty().get()).isTrue();
    assertThat(model.canCaptureProperty().get()).isFalse();
    assertThat(model.canCancelProperty().get()).isFalse();
  }

  /** Another console refunds part of the payment while this form is open. */
  private void refundedElsewhere(Payment p, String value) {
    connection()
        .client()
        .payments()
        .refund(
            p.id(),
            p.transactions().get(0).id(),
            RefundRequest.partial(
                "ELSEWHERE", "REQUESTED_BY_CUSTOMER", Amount.of(new BigDecimal(value), "USD")),
            RequestOptions.NONE);
  }

  @Test
  void aPaymentUnderAChargebackOrInDisputeOffersNoRefundAndNoCapture() {
    Payment disputed =
        connection().demoPaymentIds().stream()
            .map(id -> connection().client().payments().retrieve(id))
            .filter(
                p ->
                    "CHARGEBACK".equals(String.valueOf(p.status()))
                        || "IN_DISPUTE".equals(String.valueOf(p.status())))
            .findFirst()
            .orElseThrow();

    open(disputed);

    assertThat(model.canRefundProperty().get()).isFalse();
    assertThat(model.canCaptureProperty().get()).isFalse();
    assertThat(model.canCancelOrRefundProperty().get()).isFalse();
    model.startAction(Kind.REFUND);
    assertThat(model.actionProperty().get()).isNull();
  }

  private Payment newCardPayment(String value) {
    return cardPayment(value, true);
  }

  /** A card payment in USD: captured at once, or only authorised. */
  private Payment cardPayment(String value, boolean capture) {
    return connection()
        .client()
        .payments()
        .create(
            PaymentCreateRequest.builder()
                .accountId(connection().accountId())
                .merchantOrderId("ORD-" + UUID.randomUUID().toString().substring(0, 8))
                .description(capture ? "Card refund" : "Two-step card")
                .amount(new BigDecimal(value), "USD")
                .country("US")
                .workflow(Workflow.DIRECT)
                .paymentMethod(
                    PaymentMethod.of(
                        "CARD",
                        PaymentMethodDetail.card(
                            CardDetail.of(
                                capture,
                                CardData.of("Ana Diaz", "4111111111111111", 12, 30, "123")))))
                .build(),
            RequestOptions.NONE);
  }

  private Connection connection() {
    return shell.connection();
  }

  private Payment newPayment(String value) {
    return connection()
        .client()
        .payments()
        .create(
            PaymentCreateRequest.builder()
                .accountId(connection().accountId())
                .merchantOrderId("ORD-" + UUID.randomUUID().toString().substring(0, 8))
                .description("Refund test")
                .amount(new BigDecimal(value), "USD")
                .country("US")
                .checkoutSession(UUID.randomUUID().toString())
                .paymentMethod(PaymentMethod.token(UUID.randomUUID().toString()))
                .build(),
            RequestOptions.NONE);
  }

  private void open(Payment p) {
    model.open(p.id());
    assertThat(model.detailProperty().get().id()).isEqualTo(p.id());
  }

  private void faults(String json) throws Exception {
    HttpResponse<String> r =
        HttpClient.newHttpClient()
            .send(
                HttpRequest.newBuilder(
                        URI.create(connection().sandboxBaseUrl() + "/sandbox/faults"))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(json))
                    .build(),
                HttpResponse.BodyHandlers.ofString());
    assertThat(r.statusCode()).isEqualTo(200);
  }
}
