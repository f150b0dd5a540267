package io.paydesk.ops;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.paydesk.api.OutcomeUnknownException;
import io.paydesk.api.PaydeskClient;
import io.paydesk.api.PaydeskException;
import io.paydesk.api.RequestOptions;
import io.paydesk.api.ValidationException;
import io.paydesk.api.model.Amount;
import io.paydesk.api.model.CancelRequest;
import io.paydesk.api.model.CaptureRequest;
import io.paydesk.api.model.Payment;
import io.paydesk.api.model.PaymentCreateRequest;
import io.paydesk.api.model.PaymentMethod;
import io.paydesk.api.model.RefundRequest;
import io.paydesk.api.model.Transaction;
import io.paydesk.rules.PaymentActions;
import io.paydesk.rules.PaymentActions.Action;
import io.paydesk.sandbox.Sandbox;
import io.paydesk.store.AuditEntry;
import io.paydesk.store.JournalEntry;
import io.paydesk.store.JournalState;
import io.paydesk.store.Store;
import java.math.BigDecimal;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Money changes through the journal, against the sandbox and a real store file. */
class PaymentOperationsTest {
  @TempDir Path dir;
  private SandboxAndStore bed;
  private Sandbox sandbox;
  private PaydeskClient client;
  private Store store;
  private PaymentOperations operations;

  @BeforeEach
  void start() {
    bed = SandboxAndStore.open(dir);
    sandbox = bed.sandbox();
    client = bed.client();
    store = bed.store();
    operations = new PaymentOperations(client, store);
  }

  @AfterEach
  void stop() {
    bed.close();
  }

  @Test
  void aRefundIsJournaledWithItsKeyAuditedAndKeptInTheStore() {
    Payment paid = cardPayment("120.00");
    Transaction purchase = paid.transactions().get(0);

    OperationResult result =
        operations.refund(
            paid, purchase.id(), RefundRequest.full("REF-" + shortId(), "REQUESTED_BY_CUSTOMER"));

    assertThat(result.succeeded()).isTrue();
    assertThat(result.payment().amount().refunded()).isEqualByComparingTo("120.00");
    JournalEntry entry = only(store.journal().recent(10));
    assertThat(result.journalId()).isEqualTo(entry.id());
    assertThat(entry.operation()).isEqualTo(PaymentOperations.REFUND);
    assertThat(entry.state()).isEqualTo(JournalState.SUCCEEDED);
    assertThat(entry.key()).hasSize(36);
    assertThat(entry.targetId()).isEqualTo(paid.id() + "/" + purchase.id());
    Payment stored = store.payments().find(paid.id()).orElseThrow();
    assertThat(stored.amount().refunded()).isEqualByComparingTo("120.00");
    assertThat(stored.transactions())
        .extracting(t -> t.type().toString())
        .containsExactly("PURCHASE", "REFUND");
    AuditEntry audit = only(store.audit().list(Instant.EPOCH, Instant.now().plusSeconds(60), 10));
    assertThat(audit.action()).isEqualTo(PaymentOperations.REFUND);
    assertThat(audit.result()).isEqualTo("SUCCEEDED");
    assertThat(store.audit().verify().intact()).isTrue();
  }

  @Test
  void aRefundSentRightAfterCreationReplacesTheStoredCreation() {
    Payment paid = cardPayment("45.00");
    store.payments().upsert(paid);

    OperationResult result =
        operations.refund(
            paid,
            paid.transactions().get(0).id(),
            RefundRequest.full("REF-" + shortId(), "REQUESTED_BY_CUSTOMER"));

    assertThat(result.succeeded()).isTrue();
    assertThat(result.payment().updatedAt()).isAfterOrEqualTo(paid.updatedAt());
    Payment stored = store.payments().find(paid.id()).orElseThrow();
    assertThat(stored.status().toString()).isEqualTo("REFUNDED");
    assertThat(stored.amount().refunded()).isEqualByComparingTo("45.00");
  }

  @Test
  void aRefundIsKeptEvenWhenTheStoredCopyClaimsALaterUpdate() {
    Payment paid = cardPayment("46.00");
    String ahead =
        paid.rawJson()
            .replaceFirst(
                "\"updated_at\"\\s*:\\s*\"[^\"]*\"", "\"updated_at\":\"2099-01-01T00:00:00Z\"");
    assertThat(ahead).contains("2099-01-01");
    store.payments().upsertJson(ahead);

    operations.refund(
        paid,
        paid.transactions().get(0).id(),
        RefundRequest.full("REF-" + shortId(), "REQUESTED_BY_CUSTOMER"));

    assertThat(store.payments().find(paid.id()).orElseThrow().status().toString())
        .isEqualTo("REFUNDED");
  }

  @Test
  void aLostAnswerIsFoundAgainByItsJournalIdAndSendingAgainRefundsOnce() throws Exception {
    Payment paid = cardPayment("80.00");
    Transaction purchase = paid.transactions().get(0);
    faults("{\"drop_after_commit_rate\": 1.0}");

    OperationResult lost =
        operations.refund(
            paid,
            purchase.id(),
            RefundRequest.partial(
                "REF-" + shortId(), "DUPLICATE", Amount.of(new BigDecimal("80.00"), "USD")));

    assertThat(lost.outcome()).isEqualTo(OperationResult.Outcome.OUTCOME_UNKNOWN);
    assertThat(lost.failure()).isInstanceOf(OutcomeUnknownException.class);
    JournalEntry unknown = only(store.journal().needingReconciliation());
    assertThat(lost.journalId()).isEqualTo(unknown.id());
    UnsettledOperation listed = operations.unsettled(lost.journalId()).orElseThrow();
    assertThat(listed.operation()).isEqualTo(PaymentOperations.REFUND);
    assertThat(listed.paymentId()).isEqualTo(paid.id());
    assertThat(listed.amount()).isEqualByComparingTo("80.00");
    assertThat(listed.currency()).isEqualTo("USD");
    assertThat(listed.canResend()).isTrue();
    assertThat(operations.unsettled())
        .extracting(UnsettledOperation::journalId)
        .containsExactly(lost.journalId());

    faults("{}");
    OperationResult after = operations.resend(lost.journalId());

    assertThat(after.succeeded()).isTrue();
    assertThat(after.journalId()).isEqualTo(lost.journalId());
    assertThat(after.payment().amount().refunded()).isEqualByComparingTo("80.00");
    assertThat(operations.unsettled(lost.journalId())).isEmpty();
    Payment truth = client.payments().retrieve(paid.id());
    assertThat(truth.amount().refunded()).isEqualByComparingTo("80.00");
    assertThat(store.journal().find(unknown.id()).orElseThrow().state())
        .isEqualTo(JournalState.SUCCEEDED);
    assertThat(store.journal().find(unknown.id()).orElseThrow().key()).isEqualTo(unknown.key());
    assertThat(store.audit().list(Instant.EPOCH, Instant.now().plusSeconds(60), 10))
        .extracting(AuditEntry::result)
        .containsExactly("OUTCOME_UNKNOWN", "SUCCEEDED");
    // Each audit row of a money action carries what it moved.
    assertThat(store.audit().list(Instant.EPOCH, Instant.now().plusSeconds(60), 10))
        .allSatisfy(
            row -> {
              assertThat(row.amount()).isEqualByComparingTo("80.00");
              assertThat(row.currency()).isEqualTo("USD");
            });
  }

  @Test
  void anOperationOlderThanTheServiceRemembersItsKeyIsNotSentAgain() throws Exception {
    Payment paid = cardPayment("15.00");
    faults("{\"drop_after_commit_rate\": 1.0}");
    operations.refund(
        paid, paid.transactions().get(0).id(), RefundRequest.full("REF-" + shortId(), "DUPLICATE"));
    faults("{}");
    JournalEntry unknown = only(store.journal().needingReconciliation());
    PaymentOperations dayLater =
        new PaymentOperations(
            client,
            store,
            Clock.fixed(unknown.createdAt().plus(Duration.ofHours(25)), ZoneOffset.UTC));

    assertThat(dayLater.unsettled(unknown.id()).orElseThrow().canResend()).isFalse();
    assertThatThrownBy(() -> dayLater.resend(unknown.id()))
        .isInstanceOf(StaleOperationException.class)
        .hasMessageContaining("more than 24 hours");
    assertThat(store.journal().find(unknown.id()).orElseThrow().state())
        .isEqualTo(JournalState.OUTCOME_UNKNOWN);
  }

  @Test
  void aRefusedRefundIsJournaledAsFailedWithTheServiceReason() {
    Payment paid = cardPayment("10.00");
    Transaction purchase = paid.transactions().get(0);

    // Within the ceiling ops checks, in a currency only the service refuses.
    OperationResult result =
        operations.refund(
            paid,
            purchase.id(),
            RefundRequest.partial(
                "REF-" + shortId(),
                "REQUESTED_BY_CUSTOMER",
                Amount.of(new BigDecimal("5.00"), "EUR")));

    assertThat(result.outcome()).isEqualTo(OperationResult.Outcome.FAILED);
    assertThat(result.failure()).isInstanceOf(PaydeskException.class);
    assertThat(result.payment()).isNull();
    JournalEntry entry = only(store.journal().recent(10));
    assertThat(result.journalId()).isEqualTo(entry.id());
    assertThat(entry.state()).isEqualTo(JournalState.FAILED);
    assertThat(entry.message()).isNotBlank();
    assertThat(client.payments().retrieve(paid.id()).amount().refunded()).isEqualByComparingTo("0");
  }

  @Test
  void aRefundAboveWhatIsRefundableIsRefusedBeforeTheJournal() {
    Payment paid = cardPayment("10.00");

    assertThatThrownBy(
            () ->
                operations.refund(
                    paid,
                    paid.transactions().get(0).id(),
                    PaymentOperations.refundOf(
                        paid, new BigDecimal("25.00"), "REF-" + shortId(), "DUPLICATE")))
        .isInstanceOf(ValidationException.class);

    assertThat(store.journal().recent(10)).isEmpty();
    assertThat(PaymentOperations.verdict(paid, Action.REFUND, new BigDecimal("10.00")))
        .isEqualTo(PaymentActions.Verdict.ALLOWED);
    assertThat(PaymentOperations.verdict(paid, Action.REFUND, new BigDecimal("10.01")))
        .isEqualTo(PaymentActions.Verdict.ABOVE_CEILING);
  }

  @Test
  void aPaymentOffersItsActionsWithTheirTargetAndCeiling() {
    Payment paid = cardPayment("10.00");

    Map<Action, ActionOffer> offers = PaymentOperations.offers(paid);

    assertThat(offers).containsOnlyKeys(Action.REFUND, Action.CANCEL_OR_REFUND);
    ActionOffer refund = offers.get(Action.REFUND);
    assertThat(refund.target())
        .isEqualTo(new ActionTarget(paid.id(), paid.transactions().get(0).id()));
    assertThat(refund.ceiling()).isEqualByComparingTo("10.00");
    assertThat(refund.currency()).isEqualTo("USD");
    assertThat(offers.get(Action.CANCEL_OR_REFUND).target())
        .isEqualTo(ActionTarget.payment(paid.id()));
    assertThat(
            PaymentOperations.refundOf(paid, new BigDecimal("10.00"), "R-1", "DUPLICATE").amount())
        .isNull();
    assertThat(
            PaymentOperations.refundOf(paid, new BigDecimal("4.00"), "R-1", "DUPLICATE")
                .amount()
                .value())
        .isEqualByComparingTo("4.00");
  }

  @Test
  void aRequestTheRulesRefuseLeavesNoJournalRowAndNoAuditRow() {
    Payment paid = cardPayment("10.00");

    assertThatThrownBy(
            () ->
                operations.refund(
                    paid,
                    paid.transactions().get(0).id(),
                    RefundRequest.full("R", "REQUESTED_BY_CUSTOMER")))
        .isInstanceOf(ValidationException.class);

    assertThat(store.journal().recent(10)).isEmpty();
    assertThat(store.audit().list(Instant.EPOCH, Instant.now().plusSeconds(60), 10)).isEmpty();
  }

  @Test
  void anActionThePaymentStateRefusesLeavesNoJournalRowAndNoAuditRow() {
    Payment paid = cardPayment("10.00");

    assertThatThrownBy(
            () ->
                operations.capture(
                    paid,
                    paid.transactions().get(0).id(),
                    CaptureRequest.of(
                        "CAP-" + shortId(),
                        Amount.of(new BigDecimal("10.00"), "USD"),
                        "PRODUCT_CONFIRMED")))
        .isInstanceOf(ActionNotAllowedException.class);
    assertThatThrownBy(
            () ->
                operations.cancel(
                    paid,
                    paid.transactions().get(0).id(),
                    CancelRequest.of("CAN-" + shortId(), "REQUESTED_BY_CUSTOMER")))
        .isInstanceOf(ActionNotAllowedException.class);

    assertThat(store.journal().recent(10)).isEmpty();
    assertThat(store.audit().list(Instant.EPOCH, Instant.now().plusSeconds(60), 10)).isEmpty();
  }

  @Test
  void cancelOrRefundRefundsACapturedPaymentThroughTheJournal() {
    Payment paid = cardPayment("33.00");

    OperationResult result =
        operations.cancelOrRefund(paid, RefundRequest.full("COR-" + shortId(), "DUPLICATE"));

    assertThat(result.succeeded()).isTrue();
    assertThat(result.payment().amount().refunded()).isEqualByComparingTo("33.00");
    JournalEntry entry = only(store.journal().recent(10));
    assertThat(entry.operation()).isEqualTo(PaymentOperations.CANCEL_OR_REFUND);
    assertThat(entry.targetId()).isEqualTo(paid.id());
    assertThat(result.journalId()).isEqualTo(entry.id());
  }

  private Payment cardPayment(String value) {
    Payment p =
        client
            .payments()
            .create(
                PaymentCreateRequest.builder()
                    .accountId(sandbox.accountId())
                    .merchantOrderId("ORD-" + shortId())
                    .description("Operations test")
                    .amount(new BigDecimal(value), "USD")
                    .country("US")
                    .checkoutSession(UUID.randomUUID().toString())
                    .paymentMethod(PaymentMethod.token(UUID.randomUUID().toString()))
                    .build(),
                RequestOptions.NONE);
    assertThat(p.status().toString()).isEqualTo("SUCCEEDED");
    return p;
  }

  private void faults(String json) throws Exception {
    HttpResponse<String> r =
        HttpClient.newHttpClient()
            .send(
                HttpRequest.newBuilder(URI.create(sandbox.baseUrl() + "/sandbox/faults"))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(json))
                    .build(),
                HttpResponse.BodyHandlers.ofString());
    assertThat(r.statusCode()).isEqualTo(200);
  }

  private static <T> T only(List<T> list) {
    assertThat(list).hasSize(1);
    return list.get(0);
  }

  private static String shortId() {
    return UUID.randomUUID().toString().substring(0, 8);
  }
}
