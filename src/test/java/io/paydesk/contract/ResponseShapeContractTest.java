package io.paydesk.contract;

import static io.paydesk.contract.SandboxHarness.unique;
import static io.paydesk.contract.SandboxHarness.usd;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.paydesk.api.PaymentsService;
import io.paydesk.api.RequestOptions;
import io.paydesk.api.RetrieveOptions;
import io.paydesk.api.model.Amount;
import io.paydesk.api.model.BankingEntity;
import io.paydesk.api.model.CancelRequest;
import io.paydesk.api.model.CaptureRequest;
import io.paydesk.api.model.Customer;
import io.paydesk.api.model.CustomerRef;
import io.paydesk.api.model.DisputeRequest;
import io.paydesk.api.model.EnrolledPaymentMethod;
import io.paydesk.api.model.Evidence;
import io.paydesk.api.model.Frequency;
import io.paydesk.api.model.Metadata;
import io.paydesk.api.model.Payment;
import io.paydesk.api.model.PaymentMethod;
import io.paydesk.api.model.PaymentMethodDetail;
import io.paydesk.api.model.Payout;
import io.paydesk.api.model.RefundRequest;
import io.paydesk.api.model.ResponseAdditionalData;
import io.paydesk.api.model.Subscription;
import io.paydesk.api.model.SubscriptionCreateRequest;
import io.paydesk.api.model.SubscriptionPaymentMethod;
import io.paydesk.api.model.TransactionResult;
import io.paydesk.api.model.WalletDetail;
import java.math.BigDecimal;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Shape agreement: every value the sandbox answers for an operation is read by the client's records
 * (written back with the client's serializer and compared path by path with the raw answer). A
 * field the client drops or reads differently shows up here by its JSON path.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ResponseShapeContractTest {
  /**
   * receipt_language echoed on cancel answers: the sandbox adds it, the spec does not define it
   * (the client rightly ignores unknown fields).
   */
  private static final Set<String> SANDBOX_EXTRAS = Set.of("receipt_language");

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

  private static void assertAllRead(String raw, Object read) {
    assertEquals(
        List.of(),
        ShapeCheck.lost(raw, read, SANDBOX_EXTRAS),
        "fields of the sandbox's answer the client did not read");
  }

  @Test
  void theShapeCheckNoticesAFieldTheClientDoesNotReadOrReadsDifferently() {
    Payment p =
        payments.create(h.card(unique("shape-self"), "10.00", true).build(), RequestOptions.NONE);
    String extra = p.rawJson().replaceFirst("\\{", "{\"unheard_of\":\"x\",");
    assertEquals(List.of("unheard_of (not read)"), ShapeCheck.lost(extra, p, Set.of()));
    String changed = p.rawJson().replace("\"" + p.merchantOrderId() + "\"", "\"other\"");
    assertEquals(
        List.of("merchant_order_id (\"other\" read as \"" + p.merchantOrderId() + "\")"),
        ShapeCheck.lost(changed, p, Set.of()));
  }

  @Test
  void everyFieldOfPaymentCreateAnswersIsRead() {
    Payment card =
        payments.create(
            h.card(unique("shape-card"), "10.00", true)
                .merchantReference("shape-ref")
                .callbackUrl("https://merchant.example/back")
                .metadata(List.of(Metadata.of("k", "v")))
                .build(),
            RequestOptions.NONE);
    assertAllRead(card.rawJson(), card);
    Payment session =
        payments.create(
            h.card(unique("shape-sdk"), "10.00", true)
                .workflow(null)
                .checkoutSession("9e1c3a56-1f0a-4f5e-9d51-0f8f1a2b3c4d")
                .build(),
            RequestOptions.NONE);
    assertEquals("9e1c3a56-1f0a-4f5e-9d51-0f8f1a2b3c4d", session.checkout().session());
    assertAllRead(session.rawJson(), session);
    Payment bank =
        payments.create(
            h.card(unique("shape-bank"), "100", true)
                .amount(new BigDecimal("100"), "COP")
                .country("CO")
                .paymentMethod(PaymentMethod.of("BANK_TRANSFER", null))
                .build(),
            RequestOptions.NONE);
    assertAllRead(bank.rawJson(), bank);
    Payment wallet =
        payments.create(
            h.card(unique("shape-wallet"), "10.00", true)
                .amount(new BigDecimal("10.00"), "BRL")
                .country("BR")
                .paymentMethod(
                    PaymentMethod.of(
                        "MERCADO_PAGO_WALLET",
                        PaymentMethodDetail.wallet(new WalletDetail(null, null, null, null))))
                .build(),
            RequestOptions.NONE);
    assertAllRead(wallet.rawJson(), wallet);
  }

  @Test
  void everyFieldOfRetrievalCaptureRefundCancelAndCancelOrRefundAnswersIsRead() {
    Payment a =
        payments.create(h.card(unique("shape-a"), "10.00", false).build(), RequestOptions.NONE);
    TransactionResult cap =
        payments.capture(
            a.id(),
            a.firstTransaction().id(),
            CaptureRequest.of("cap-shape", usd("10.00"), "PRODUCT_CONFIRMED"),
            RequestOptions.NONE);
    assertAllRead(cap.rawJson(), cap);
    Payment rf =
        payments.refund(
            a.id(),
            a.firstTransaction().id(),
            new RefundRequest(
                "rf-shape",
                null,
                "REQUESTED_BY_CUSTOMER",
                usd("1.00"),
                null,
                null,
                new ResponseAdditionalData(true, "EN", null, null),
                null),
            RequestOptions.NONE);
    assertAllRead(rf.rawJson(), rf);
    Payment full = payments.retrieve(a.id(), RetrieveOptions.ALL);
    assertAllRead(full.rawJson(), full);
    Payment listed = payments.retrieveByMerchantOrderId(a.merchantOrderId()).get(0);
    assertAllRead(listed.rawJson(), listed);

    Payment b =
        payments.create(h.card(unique("shape-b"), "10.00", false).build(), RequestOptions.NONE);
    TransactionResult cn =
        payments.cancel(
            b.id(),
            b.firstTransaction().id(),
            new CancelRequest(
                "cn-shape", null, "DUPLICATE", new ResponseAdditionalData(true, "ES", null, null)),
            RequestOptions.NONE);
    assertAllRead(cn.rawJson(), cn);
    Payment c =
        payments.create(h.card(unique("shape-c"), "10.00", true).build(), RequestOptions.NONE);
    TransactionResult cor = payments.cancelOrRefund(c.id(), null, RequestOptions.NONE);
    assertAllRead(cor.rawJson(), cor);
  }

  @Test
  void everyFieldOfDisputeAnswersIsRead() {
    Payment p =
        payments.create(h.card(unique("shape-d"), "10.00", true).build(), RequestOptions.NONE);
    String cb = h.openChargeback(p.id()).at("/transaction/id").asText();
    DisputeRequest req =
        new DisputeRequest(
            h.accountId(), List.of(Evidence.pdf("a.pdf", "RECEIPT", DisputesContractTest.PDF)));
    Payment d = h.client.disputes().submitEvidence(p.id(), cb, req, RequestOptions.NONE);
    assertAllRead(d.rawJson(), d);
    Payment u = h.client.disputes().updateEvidence(p.id(), cb, req, RequestOptions.NONE);
    assertAllRead(u.rawJson(), u);
  }

  @Test
  void everyFieldOfCustomerEnrolledMethodSubscriptionEntityAndPayoutAnswersIsRead() {
    Customer c =
        h.client
            .customers()
            .create(CustomersContractTest.customer(unique("shape")), RequestOptions.NONE);
    assertAllRead(c.rawJson(), c);
    Payment v = payments.create(h.vaultingCard(unique("shape-v"), c.id()), RequestOptions.NONE);
    assertAllRead(v.rawJson(), v);
    EnrolledPaymentMethod m = h.client.customers().listPaymentMethods(c.id()).get(0);
    assertAllRead(m.rawJson(), m);
    Subscription s =
        h.client
            .subscriptions()
            .create(
                SubscriptionCreateRequest.builder()
                    .name("Plan S")
                    .accountId(h.accountId())
                    .country("US")
                    .amount(Amount.of(new BigDecimal("5.00"), "USD"))
                    .frequency(new Frequency("MONTH", 1))
                    .customerPayer(new CustomerRef(c.id()))
                    .paymentMethod(new SubscriptionPaymentMethod("CARD", m.vaultedToken(), null))
                    .metadata(List.of(Metadata.of("a", "b")))
                    .build(),
                RequestOptions.NONE);
    assertAllRead(s.rawJson(), s);
    Subscription paused = h.client.subscriptions().pause(s.id(), RequestOptions.NONE);
    assertAllRead(paused.rawJson(), paused);
    BankingEntity e =
        h.client
            .entities()
            .create(EntitiesContractTest.individual(h, unique("shape-e")), RequestOptions.NONE);
    assertAllRead(e.rawJson(), e);
    Payout po =
        h.client
            .payouts()
            .create(PayoutsContractTest.payout(h, unique("shape-po")), RequestOptions.NONE);
    assertAllRead(po.rawJson(), po);
    Payout byRef = h.client.payouts().retrieveByMerchantReference(po.merchantReference()).get(0);
    assertAllRead(byRef.rawJson(), byRef);
  }
}
