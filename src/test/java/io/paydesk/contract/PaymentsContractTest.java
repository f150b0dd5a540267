package io.paydesk.contract;

import static io.paydesk.contract.SandboxHarness.unique;
import static io.paydesk.contract.SandboxHarness.usd;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paydesk.api.InvalidStateException;
import io.paydesk.api.PaymentsService;
import io.paydesk.api.RequestOptions;
import io.paydesk.api.RetrieveOptions;
import io.paydesk.api.model.BankTransferDetail;
import io.paydesk.api.model.CancelRequest;
import io.paydesk.api.model.CaptureRequest;
import io.paydesk.api.model.Metadata;
import io.paydesk.api.model.Payment;
import io.paydesk.api.model.PaymentCreateRequest;
import io.paydesk.api.model.PaymentMethod;
import io.paydesk.api.model.PaymentMethodDetail;
import io.paydesk.api.model.RefundRequest;
import io.paydesk.api.model.Transaction;
import io.paydesk.api.model.TransactionResult;
import io.paydesk.api.model.WalletDetail;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/** Payments through the console's client against the running sandbox. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PaymentsContractTest {
  private SandboxHarness h;
  private PaymentsService payments;

  @BeforeAll
  void start() {
    h = SandboxHarness.start();
    payments = h.client.payments();
  }

  @AfterAll
  void stop() {
    h.close();
  }

  private static BigDecimal dec(String v) {
    return new BigDecimal(v);
  }

  private static void assertMoney(String expected, BigDecimal actual) {
    assertNotNull(actual, "amount missing");
    assertEquals(0, dec(expected).compareTo(actual), "expected " + expected + " got " + actual);
  }

  private Payment authorised(String order, String value) {
    Payment p = payments.create(h.card(order, value, false).build(), RequestOptions.NONE);
    assertEquals("PENDING", p.status().value());
    assertEquals("AUTHORIZED", p.subStatus().value());
    return p;
  }

  private Payment captured(String order, String value) {
    return payments.create(h.card(order, value, true).build(), RequestOptions.NONE);
  }

  @Test
  void oneStepCardPaymentIsCreatedSucceededAndApprovedWithOnePurchaseTransaction() {
    String order = unique("one-step");
    Payment p =
        payments.create(
            h.card(order, "125.50", true)
                .merchantReference("ref-" + order)
                .metadata(List.of(Metadata.of("channel", "contract")))
                .build(),
            RequestOptions.NONE);
    assertEquals(36, p.id().length());
    assertEquals(h.accountId(), p.accountId());
    assertEquals("SUCCEEDED", p.status().value());
    assertEquals("APPROVED", p.subStatus().value());
    assertEquals(order, p.merchantOrderId());
    assertEquals("ref-" + order, p.merchantReference());
    assertEquals("US", p.country());
    assertEquals("DIRECT", p.workflow().value());
    assertMoney("125.50", p.amount().value());
    assertEquals("USD", p.amount().currency());
    assertMoney("125.50", p.amount().captured());
    assertMoney("0", p.amount().refunded());
    assertNotNull(p.createdAt());
    assertNotNull(p.updatedAt());
    assertEquals(1, p.transactions().size(), "create answers one transaction object");
    Transaction t = p.firstTransaction();
    assertEquals("PURCHASE", t.type().value());
    assertEquals("SUCCEEDED", t.status().value());
    assertEquals("CARD", t.category().value());
    assertMoney("125.50", t.amount());
    assertEquals("CARD", p.paymentMethod().type());
    var card = p.paymentMethod().paymentMethodDetail().card();
    assertEquals(Boolean.TRUE, card.capture());
    String iin = card.cardData().iin();
    assertTrue(
        iin.length() >= 6 && iin.length() <= 8 && SandboxHarness.CARD_NUMBER.startsWith(iin),
        "iin is the first digits of the number: " + iin);
    assertEquals("1111", card.cardData().lfd());
    assertNull(card.cardData().number(), "the full card number is never echoed back");
    assertNull(card.cardData().securityCode(), "the security code is never echoed back");
    assertEquals(List.of(Metadata.of("channel", "contract")), p.metadata());
    assertFalse(p.rawJson().contains(SandboxHarness.CARD_NUMBER));
  }

  @Test
  void twoStepCardPaymentIsAuthorisedThenFullCaptureMakesItSucceeded() {
    String order = unique("two-step");
    Payment p = authorised(order, "80.00");
    assertMoney("0", p.amount().captured());
    Transaction auth = p.firstTransaction();
    assertEquals("AUTHORIZE", auth.type().value());
    TransactionResult r =
        payments.capture(
            p.id(),
            auth.id(),
            CaptureRequest.of("cap-" + order, usd("80.00"), "PRODUCT_CONFIRMED"),
            RequestOptions.NONE);
    assertEquals("CAPTURE", r.type().value());
    assertEquals("SUCCEEDED", r.status().value());
    assertMoney("80.00", r.amount().value());
    assertMoney("80.00", r.amount().captured());
    assertEquals("USD", r.amount().currency());
    assertNotNull(r.payment(), "capture answers the nested payment");
    assertEquals("SUCCEEDED", r.payment().status().value());
    assertEquals("CAPTURED", r.payment().subStatus().value());
    Payment after = payments.retrieve(p.id());
    assertMoney("80.00", after.amount().captured());
    assertEquals("CAPTURED", after.subStatus().value());
  }

  @Test
  void partialCaptureLeavesPaymentPartiallyCapturedWithTheCapturedAmount() {
    String order = unique("partial-cap");
    Payment p = authorised(order, "100.00");
    TransactionResult r =
        payments.capture(
            p.id(),
            p.firstTransaction().id(),
            CaptureRequest.of("cap-" + order, usd("60.00"), "PRODUCT_CONFIRMED"),
            RequestOptions.NONE);
    assertEquals("SUCCEEDED", r.status().value());
    assertEquals("PARTIALLY_CAPTURED", r.payment().subStatus().value());
    assertMoney("60.00", payments.retrieve(p.id()).amount().captured());
  }

  @Test
  void captureOfMoreThanAuthorisedIsRefusedByTheSandbox() {
    Payment p = authorised(unique("over-cap"), "10.00");
    var e =
        assertThrows(
            io.paydesk.api.InvalidRequestException.class,
            () ->
                payments.capture(
                    p.id(),
                    p.firstTransaction().id(),
                    CaptureRequest.of("cap-over", usd("10.01"), "PRODUCT_CONFIRMED"),
                    RequestOptions.NONE));
    assertEquals(400, e.status());
  }

  @Test
  void captureWhileAnotherCaptureOfTheSameTransactionRunsIsRefusedWithInvalidStatus()
      throws Exception {
    Payment p = authorised(unique("race-cap"), "50.00");
    String tid = p.firstTransaction().id();
    // SLOW in merchant_reference keeps the provider call open for two seconds; both captures
    // carry it, so whichever starts first holds the transaction while the other arrives.
    CyclicBarrier start = new CyclicBarrier(2);
    // Two threads of their own: on a 2-core machine the common pool has one thread, and on JDK 25
    // both tasks queued on it and never met at the barrier.
    java.util.concurrent.ExecutorService two = java.util.concurrent.Executors.newFixedThreadPool(2);
    List<CompletableFuture<Object>> runs = new ArrayList<>();
    for (int i = 0; i < 2; i++) {
      String ref = "SLOW-cap-" + i;
      runs.add(
          CompletableFuture.supplyAsync(
              () -> {
                try {
                  start.await(5, TimeUnit.SECONDS);
                  return payments.capture(
                      p.id(),
                      tid,
                      CaptureRequest.of(ref, usd("50.00"), "PRODUCT_CONFIRMED"),
                      RequestOptions.NONE);
                } catch (InvalidStateException e) {
                  return e;
                } catch (Exception e) {
                  return e;
                }
              },
              two));
    }
    List<Object> outcomes = new ArrayList<>();
    for (CompletableFuture<Object> f : runs) {
      outcomes.add(f.get(20, TimeUnit.SECONDS));
    }
    two.shutdown();
    long succeeded = outcomes.stream().filter(o -> o instanceof TransactionResult).count();
    List<InvalidStateException> refused =
        outcomes.stream()
            .filter(o -> o instanceof InvalidStateException)
            .map(o -> (InvalidStateException) o)
            .toList();
    assertEquals(1, succeeded, "one capture goes through: " + outcomes);
    assertEquals(1, refused.size(), "the other is refused: " + outcomes);
    assertEquals("INVALID_STATUS", refused.get(0).code());
    assertTrue(
        String.join(" ", refused.get(0).messages()).contains("already in progress"),
        refused.get(0).messages().toString());
    assertMoney("50.00", payments.retrieve(p.id()).amount().captured());
  }

  @Test
  void simplifiedModeCaptureTheProviderDeclinesIsAnsweredSucceededAtOnce() {
    Payment p = authorised(unique("simple-cap"), "40.00");
    CaptureRequest req =
        new CaptureRequest("DECLINE_ONCE-cap", usd("40.00"), "PRODUCT_CONFIRMED", null, null, true);
    TransactionResult r =
        payments.capture(p.id(), p.firstTransaction().id(), req, RequestOptions.NONE);
    assertEquals("SUCCEEDED", r.status().value());
    assertEquals("CAPTURE", r.type().value());
    // The decline is retried by the service: after an hour of simulated time it went through.
    h.advanceClock("PT2H");
    Payment after = payments.retrieve(p.id());
    assertEquals("SUCCEEDED", after.status().value());
    assertMoney("40.00", after.amount().captured());
  }

  @Test
  void fullRefundMakesThePaymentRefundedWithTheWholeAmountRefunded() {
    String order = unique("refund-full");
    Payment p = captured(order, "70.00");
    Payment r =
        payments.refund(
            p.id(),
            p.firstTransaction().id(),
            RefundRequest.full("rf-" + order, "REQUESTED_BY_CUSTOMER"),
            RequestOptions.NONE);
    assertEquals("REFUNDED", r.status().value());
    assertMoney("70.00", r.amount().refunded());
    Transaction t = r.firstTransaction();
    assertEquals("REFUND", t.type().value());
    assertEquals("SUCCEEDED", t.status().value());
    assertMoney("70.00", t.amount());
  }

  @Test
  void partialRefundLeavesThePaymentPartiallyRefundedAndASecondRefundsTheRest() {
    String order = unique("refund-part");
    Payment p = captured(order, "90.00");
    String tid = p.firstTransaction().id();
    Payment r1 =
        payments.refund(
            p.id(),
            tid,
            RefundRequest.partial("rf1-" + order, "REQUESTED_BY_CUSTOMER", usd("30.00")),
            RequestOptions.NONE);
    assertEquals("SUCCEEDED", r1.status().value());
    assertEquals("PARTIALLY_REFUNDED", r1.subStatus().value());
    assertMoney("30.00", r1.amount().refunded());
    Payment r2 =
        payments.refund(
            p.id(),
            tid,
            RefundRequest.partial("rf2-" + order, "REQUESTED_BY_CUSTOMER", usd("60.00")),
            RequestOptions.NONE);
    assertEquals("REFUNDED", r2.status().value());
    assertMoney("90.00", r2.amount().refunded());
  }

  @Test
  void refundOfMoreThanIsLeftIsRefusedAndChangesNothing() {
    Payment p = captured(unique("refund-over"), "20.00");
    assertThrows(
        io.paydesk.api.InvalidRequestException.class,
        () ->
            payments.refund(
                p.id(),
                p.firstTransaction().id(),
                RefundRequest.partial("rf-over", "REQUESTED_BY_CUSTOMER", usd("20.01")),
                RequestOptions.NONE));
    assertMoney("0", payments.retrieve(p.id()).amount().refunded());
  }

  @Test
  void simplifiedModeRefundTheProviderDeclinesLeavesPaymentRetryingUntilTheClockMoves() {
    String order = unique("refund-simple");
    Payment p = captured(order, "55.00");
    RefundRequest req =
        new RefundRequest(
            "DECLINE_ONCE-" + order, null, "REQUESTED_BY_CUSTOMER", null, null, null, null, true);
    Payment r = payments.refund(p.id(), p.firstTransaction().id(), req, RequestOptions.NONE);
    assertEquals(
        "DECLINED",
        r.firstTransaction().status().value(),
        "the refund transaction in the answer is DECLINED");
    assertEquals("PENDING", r.status().value());
    assertEquals("RETRY_IN_PROCESS", r.subStatus().value());
    Payment waiting = payments.retrieve(p.id());
    assertEquals("RETRY_IN_PROCESS", waiting.subStatus().value());
    assertMoney("0", waiting.amount().refunded());

    h.advanceClock("PT2H");
    Payment after = payments.retrieve(p.id());
    assertEquals("REFUNDED", after.status().value());
    assertMoney("55.00", after.amount().refunded());
  }

  @Test
  void cancelOfAnAuthorisedPaymentAnswersACancelTransactionWithThePaymentCanceled() {
    String order = unique("cancel");
    Payment p = authorised(order, "33.00");
    TransactionResult r =
        payments.cancel(
            p.id(),
            p.firstTransaction().id(),
            CancelRequest.of("cn-" + order, "REQUESTED_BY_CUSTOMER"),
            RequestOptions.NONE);
    assertEquals("CANCEL", r.type().value());
    assertEquals("SUCCEEDED", r.status().value());
    assertEquals("CANCELED", r.payment().status().value());
    assertEquals("CANCELED", payments.retrieve(p.id()).status().value());
  }

  @Test
  void cancelOfACapturedPaymentIsRefusedAsInvalidStatus() {
    Payment p = captured(unique("cancel-late"), "15.00");
    InvalidStateException e =
        assertThrows(
            InvalidStateException.class,
            () ->
                payments.cancel(
                    p.id(),
                    p.firstTransaction().id(),
                    CancelRequest.of("cn-late", "REQUESTED_BY_CUSTOMER"),
                    RequestOptions.NONE));
    assertEquals("INVALID_STATUS", e.code());
  }

  @Test
  void cancelOrRefundCancelsWhatIsNotCapturedAndRefundsWhatIsCaptured() {
    Payment authorised = authorised(unique("cor-a"), "25.00");
    TransactionResult cancel = payments.cancelOrRefund(authorised.id(), null, RequestOptions.NONE);
    assertEquals("CANCEL", cancel.type().value());
    assertEquals("CANCELED", payments.retrieve(authorised.id()).status().value());

    Payment paid = captured(unique("cor-b"), "26.00");
    TransactionResult refund =
        payments.cancelOrRefund(
            paid.id(),
            new RefundRequest(
                "cor-ref", null, "REQUESTED_BY_CUSTOMER", null, null, null, null, null),
            RequestOptions.NONE);
    assertEquals("REFUND", refund.type().value());
    Payment after = payments.retrieve(paid.id());
    assertEquals("REFUNDED", after.status().value());
    assertMoney("26.00", after.amount().refunded());
  }

  @Test
  void bankTransferPaymentIsPendingWithBankTransferDetailAndSettlesWhenTheClockMoves() {
    String order = unique("bank");
    PaymentCreateRequest req =
        h.card(order, "150000", true)
            .amount(dec("150000"), "COP")
            .country("CO")
            .paymentMethod(PaymentMethod.of("BANK_TRANSFER", null))
            .build();
    Payment p = payments.create(req, RequestOptions.NONE);
    assertEquals("PENDING", p.status().value());
    assertEquals("BANK_TRANSFER", p.paymentMethod().type());
    BankTransferDetail bt = p.paymentMethod().paymentMethodDetail().bankTransfer();
    assertNotNull(bt, "a bank transfer payment carries payment_method_detail.bank_transfer");
    assertEquals("BANK_TRANSFER", p.firstTransaction().category().value());
    h.advanceClock("PT2H");
    assertEquals("SUCCEEDED", payments.retrieve(p.id()).status().value());
  }

  @Test
  void walletPaymentIsPendingWithWalletDetailAndAnExpiry() {
    String order = unique("wallet");
    PaymentCreateRequest req =
        h.card(order, "49.90", true)
            .amount(dec("49.90"), "BRL")
            .country("BR")
            .paymentMethod(
                PaymentMethod.of(
                    "MERCADO_PAGO_WALLET",
                    PaymentMethodDetail.wallet(new WalletDetail(null, null, null, null))))
            .build();
    Payment p = payments.create(req, RequestOptions.NONE);
    assertEquals("PENDING", p.status().value());
    WalletDetail w = p.paymentMethod().paymentMethodDetail().wallet();
    assertNotNull(w, "a wallet payment carries payment_method_detail.wallet");
    assertNotNull(w.expiratesAt(), "wallet expirates_at is returned for asynchronous methods");
  }

  @Test
  void retrieveShowsEveryTransactionAndOnlyOnRequestTheRawResponseAndHistory() {
    String order = unique("retrieve");
    Payment p = authorised(order, "64.00");
    payments.capture(
        p.id(),
        p.firstTransaction().id(),
        CaptureRequest.of("cap-" + order, usd("64.00"), "PRODUCT_CONFIRMED"),
        RequestOptions.NONE);

    Payment plain = payments.retrieve(p.id());
    assertEquals(2, plain.transactions().size(), "retrieval answers every transaction");
    assertNull(plain.transactionsHistory(), "history only on request");
    for (Transaction t : plain.transactions()) {
      assertNull(
          t.providerData() == null ? null : t.providerData().rawResponse(),
          "raw_response only on request");
    }

    Payment full = payments.retrieve(p.id(), RetrieveOptions.ALL);
    assertNotNull(full.transactionsHistory());
    assertEquals(2, full.transactionsHistory().size());
    assertTrue(
        full.transactions().stream()
            .anyMatch(t -> t.providerData() != null && t.providerData().rawResponse() != null),
        "raw_response=true adds the provider raw response");
    assertEquals(full.id(), p.id());
    assertTrue(full.rawJson().contains("transactions_history"));
  }

  @Test
  void retrieveByMerchantOrderIdAnswersEveryPaymentOfThatOrder() {
    String order = unique("by-order");
    Payment first = captured(order, "11.00");
    Payment second = captured(order, "12.00");
    List<Payment> found = payments.retrieveByMerchantOrderId(order);
    assertEquals(2, found.size());
    assertTrue(found.stream().anyMatch(x -> x.id().equals(first.id())));
    assertTrue(found.stream().anyMatch(x -> x.id().equals(second.id())));
  }

  @Test
  void declineTriggerInTheOrderIdMakesTheCardPaymentDeclined() {
    Payment p =
        payments.create(h.card(unique("DECLINE"), "9.99", true).build(), RequestOptions.NONE);
    assertEquals("DECLINED", p.status().value());
    assertEquals("DECLINED", p.firstTransaction().status().value());
  }

  @Test
  void simplifiedModeRefundTheProviderAlwaysDeclinesIsRetriedFiveTimesWithin24HoursThenGivenUp() {
    Payment p = captured(unique("refund-giveup"), "45.00");
    RefundRequest req =
        new RefundRequest(
            "DECLINE-always", null, "REQUESTED_BY_CUSTOMER", null, null, null, null, true);
    Payment r = payments.refund(p.id(), p.firstTransaction().id(), req, RequestOptions.NONE);
    assertEquals("RETRY_IN_PROCESS", r.subStatus().value());
    h.advanceClock("P2D");
    Payment after = payments.retrieve(p.id(), RetrieveOptions.ALL);
    assertEquals("SUCCEEDED", after.status().value(), "the payment is left as it was");
    assertMoney("0", after.amount().refunded());
    long refundAttempts =
        after.transactionsHistory().stream().filter(t -> "REFUND".equals(t.type().value())).count();
    assertEquals(6, refundAttempts, "the first attempt and five retries are in the history");
    assertTrue(
        after.transactionsHistory().stream()
            .filter(t -> "REFUND".equals(t.type().value()))
            .allMatch(t -> "DECLINED".equals(t.status().value())));
    assertTrue(
        after.transactionsHistory().size() > after.transactions().size(),
        "transactions_history keeps every attempt");
  }

  @Test
  void pendingTriggerKeepsTheCardPaymentPendingUntilTheClockMoves() {
    Payment p =
        payments.create(h.card(unique("PENDING"), "19.00", true).build(), RequestOptions.NONE);
    assertEquals("PENDING", p.status().value());
    assertEquals("PENDING", p.firstTransaction().status().value());
    assertEquals("PENDING", payments.retrieve(p.id()).status().value());
    h.advanceClock("PT1M");
    Payment after = payments.retrieve(p.id());
    assertEquals("SUCCEEDED", after.status().value());
    assertMoney("19.00", after.amount().captured());
  }

  @Test
  void eachRetrievalFlagAddsOnlyItsOwnPart() {
    Payment p = captured(unique("flags"), "21.00");
    Payment raw = payments.retrieve(p.id(), new RetrieveOptions(true, false));
    assertNull(raw.transactionsHistory(), "raw_response alone adds no history");
    assertTrue(
        raw.transactions().stream()
            .anyMatch(t -> t.providerData() != null && t.providerData().rawResponse() != null));
    Payment history = payments.retrieve(p.id(), new RetrieveOptions(false, true));
    assertNotNull(history.transactionsHistory());
    assertTrue(
        history.transactions().stream()
            .allMatch(t -> t.providerData() == null || t.providerData().rawResponse() == null),
        "history alone adds no raw response");
  }

  @Test
  void pendingBankTransferPaymentCanBeCancelled() {
    Payment p =
        payments.create(
            h.card(unique("bank-cancel"), "150000", true)
                .amount(dec("150000"), "COP")
                .country("CO")
                .paymentMethod(PaymentMethod.of("BANK_TRANSFER", null))
                .build(),
            RequestOptions.NONE);
    assertEquals("PENDING", p.status().value());
    TransactionResult r =
        payments.cancel(
            p.id(),
            p.firstTransaction().id(),
            CancelRequest.of("cn-bank", "REQUESTED_BY_CUSTOMER"),
            RequestOptions.NONE);
    assertEquals("CANCELED", r.payment().status().value());
    h.advanceClock("PT2H");
    assertEquals(
        "CANCELED",
        payments.retrieve(p.id()).status().value(),
        "a cancelled transfer does not settle later");
  }
}
