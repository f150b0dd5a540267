package io.paydesk.contract;

import static io.paydesk.contract.SandboxHarness.unique;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.paydesk.api.RequestOptions;
import io.paydesk.api.model.CancelRequest;
import io.paydesk.api.model.DisputeRequest;
import io.paydesk.api.model.Evidence;
import io.paydesk.api.model.Payment;
import io.paydesk.api.model.Payout;
import io.paydesk.api.model.RefundRequest;
import io.paydesk.api.model.ResponseAdditionalData;
import io.paydesk.api.model.WithdrawalMethod;
import io.paydesk.api.model.Workflow;
import io.paydesk.rules.CancelReason;
import io.paydesk.rules.EvidenceCategory;
import io.paydesk.rules.PayoutPurpose;
import io.paydesk.rules.ReceiptLanguage;
import io.paydesk.rules.RefundReason;
import io.paydesk.rules.Rules;
import io.paydesk.rules.WithdrawalMethodTypes;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every value of the client's enumerations (rules/) is accepted by the sandbox: the two sides hold
 * the same lists of countries, workflows, payout purposes and withdrawal method types, evidence
 * categories, refund and cancel reasons, and receipt languages.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class EnumerationsContractTest {
  private SandboxHarness h;

  @BeforeAll
  void start() {
    h = SandboxHarness.start();
  }

  @AfterAll
  void stop() {
    h.close();
  }

  static List<String> countries() {
    return Rules.countries();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("countries")
  void everyAcceptedCountryIsAcceptedForPaymentsAndPayouts(String country) {
    Payment p =
        h.client
            .payments()
            .create(
                h.card(unique("c-" + country), "10.00", true).country(country).build(),
                RequestOptions.NONE);
    assertEquals(country, p.country());
    Payout po =
        h.client
            .payouts()
            .create(
                PayoutsContractTest.payout(h, unique("po-" + country)).toBuilder()
                    .country(country)
                    .build(),
                RequestOptions.NONE);
    assertEquals(country, po.country());
  }

  static Stream<Workflow> workflows() {
    return Workflow.known().stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("workflows")
  void everyWorkflowIsAccepted(Workflow workflow) {
    Payment p =
        h.client
            .payments()
            .create(
                h.card(unique("wf"), "10.00", true)
                    .workflow(workflow)
                    .checkoutSession("9e1c3a56-1f0a-4f5e-9d51-0f8f1a2b3c4d")
                    .build(),
                RequestOptions.NONE);
    assertEquals(workflow, p.workflow());
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(PayoutPurpose.class)
  void everyPayoutPurposeIsAccepted(PayoutPurpose purpose) {
    Payout po =
        h.client
            .payouts()
            .create(
                PayoutsContractTest.payout(h, unique("pp")).toBuilder()
                    .purpose(purpose.name())
                    .build(),
                RequestOptions.NONE);
    assertEquals(purpose.name(), po.purpose());
  }

  static List<String> withdrawalTypes() {
    return WithdrawalMethodTypes.KNOWN;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("withdrawalTypes")
  void everyKnownWithdrawalMethodTypeIsAccepted(String type) {
    var base = PayoutsContractTest.payout(h, unique("wm"));
    WithdrawalMethod wm = base.withdrawalMethod();
    Payout po =
        h.client
            .payouts()
            .create(
                base.toBuilder()
                    .withdrawalMethod(
                        new WithdrawalMethod(
                            type,
                            wm.providerId(),
                            wm.detail(),
                            wm.vaultedToken(),
                            wm.originalTransactionId(),
                            wm.originalPaymentId(),
                            wm.onHold()))
                    .build(),
                RequestOptions.NONE);
    assertEquals(type, po.transactions().get(0).withdrawalMethod().type());
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(EvidenceCategory.class)
  void everyEvidenceCategoryIsAccepted(EvidenceCategory category) {
    Payment p =
        h.client
            .payments()
            .create(h.card(unique("cat"), "10.00", true).build(), RequestOptions.NONE);
    String cb = h.openChargeback(p.id()).at("/transaction/id").asText();
    Payment d =
        h.client
            .disputes()
            .submitEvidence(
                p.id(),
                cb,
                new DisputeRequest(
                    h.accountId(),
                    List.of(Evidence.pdf("e.pdf", category.name(), DisputesContractTest.PDF))),
                RequestOptions.NONE);
    assertEquals("IN_DISPUTE", d.status().value());
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(RefundReason.class)
  void everyRefundReasonIsAccepted(RefundReason reason) {
    Payment p =
        h.client
            .payments()
            .create(h.card(unique("rr"), "10.00", true).build(), RequestOptions.NONE);
    Payment r =
        h.client
            .payments()
            .refund(
                p.id(),
                p.firstTransaction().id(),
                RefundRequest.full("rf-" + reason, reason.name()),
                RequestOptions.NONE);
    assertEquals(reason.name(), r.firstTransaction().reason());
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(CancelReason.class)
  void everyCancelReasonIsAccepted(CancelReason reason) {
    Payment p =
        h.client
            .payments()
            .create(h.card(unique("cr"), "10.00", false).build(), RequestOptions.NONE);
    var r =
        h.client
            .payments()
            .cancel(
                p.id(),
                p.firstTransaction().id(),
                CancelRequest.of("cn-" + reason, reason.name()),
                RequestOptions.NONE);
    assertEquals(reason.name(), r.reason());
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(ReceiptLanguage.class)
  void everyReceiptLanguageIsAcceptedAndAReceiptUrlAnswered(ReceiptLanguage language) {
    Payment p =
        h.client
            .payments()
            .create(h.card(unique("rl"), "10.00", false).build(), RequestOptions.NONE);
    var r =
        h.client
            .payments()
            .cancel(
                p.id(),
                p.firstTransaction().id(),
                new CancelRequest(
                    "cn-receipt",
                    null,
                    "DUPLICATE",
                    new ResponseAdditionalData(true, language.name(), null, null)),
                RequestOptions.NONE);
    assertNotNull(r.receiptUrl(), "a receipt was asked for");
  }
}
