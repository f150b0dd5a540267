package io.paydesk.contract;

import static io.paydesk.contract.SandboxHarness.unique;
import static io.paydesk.contract.SandboxHarness.usd;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.paydesk.api.IdempotencyConflictException;
import io.paydesk.api.OutcomeUnknownException;
import io.paydesk.api.RequestOptions;
import io.paydesk.api.ServerException;
import io.paydesk.api.model.Amount;
import io.paydesk.api.model.CaptureRequest;
import io.paydesk.api.model.Payment;
import io.paydesk.api.model.PaymentCreateRequest;
import io.paydesk.api.model.Payout;
import io.paydesk.api.model.PayoutCreateRequest;
import io.paydesk.api.model.TransactionResult;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Idempotency replay and the sandbox's fault injection as the client lives through them: retries
 * with the same key, no second effect, and outcome-unknown where nothing may be resent.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class FaultsAndIdempotencyContractTest {
  private SandboxHarness h;

  @BeforeAll
  void start() {
    h = SandboxHarness.start();
  }

  @AfterAll
  void stop() {
    h.close();
  }

  @AfterEach
  void noMoreFaults() {
    h.clearFaults();
  }

  /** The next {@code count} /v1 calls suffer {@code fault} (a rate field of /sandbox/faults). */
  private void nextCalls(String fault, int count) {
    ObjectNode f = SandboxHarness.JSON.createObjectNode();
    f.put(fault, 1.0);
    f.put("count", count);
    h.faults(f);
  }

  // ---- idempotency replay ----

  @Test
  void sameIdempotencyKeyTwiceAnswersTheSamePaymentAndCreatesOnlyOne() {
    String order = unique("replay");
    String key = UUID.randomUUID().toString();
    PaymentCreateRequest req = h.card(order, "42.00", true).build();
    Payment first = h.client.payments().create(req, RequestOptions.idempotencyKey(key));
    Payment second = h.client.payments().create(req, RequestOptions.idempotencyKey(key));
    assertEquals(first.id(), second.id());
    assertEquals(first.rawJson(), second.rawJson(), "the first response is replayed as it was");
    assertEquals(1, h.client.payments().retrieveByMerchantOrderId(order).size());
  }

  @Test
  void sameKeyWithAnotherBodyAnswersTheFirstResultAndIgnoresTheNewBody() {
    String order = unique("replay-body");
    String key = UUID.randomUUID().toString();
    Payment first =
        h.client
            .payments()
            .create(h.card(order, "42.00", true).build(), RequestOptions.idempotencyKey(key));
    Payment second =
        h.client
            .payments()
            .create(h.card(order, "99.00", true).build(), RequestOptions.idempotencyKey(key));
    assertEquals(first.id(), second.id());
    assertEquals(0, new BigDecimal("42.00").compareTo(second.amount().value()));
    assertEquals(1, h.client.payments().retrieveByMerchantOrderId(order).size());
  }

  @Test
  void refundReplayedWithTheSameKeyRefundsOnce() {
    Payment p =
        h.client
            .payments()
            .create(h.card(unique("refund-replay"), "60.00", true).build(), RequestOptions.NONE);
    String key = UUID.randomUUID().toString();
    var refund =
        io.paydesk.api.model.RefundRequest.partial(
            "rf-replay", "REQUESTED_BY_CUSTOMER", usd("10.00"));
    h.client
        .payments()
        .refund(p.id(), p.firstTransaction().id(), refund, RequestOptions.idempotencyKey(key));
    h.client
        .payments()
        .refund(p.id(), p.firstTransaction().id(), refund, RequestOptions.idempotencyKey(key));
    assertEquals(
        0,
        new BigDecimal("10.00")
            .compareTo(h.client.payments().retrieve(p.id()).amount().refunded()));
  }

  @Test
  void requestWithTheKeyOfOneStillRunningIsAnsweredRequestInProcess() throws Exception {
    Payment p =
        h.client
            .payments()
            .create(h.card(unique("in-process"), "20.00", false).build(), RequestOptions.NONE);
    String key = UUID.randomUUID().toString();
    // SLOW keeps the provider call open two seconds; the client's retries do not wait here.
    CaptureRequest req = CaptureRequest.of("SLOW-cap", usd("20.00"), "PRODUCT_CONFIRMED");
    CyclicBarrier go = new CyclicBarrier(2);
    // Two threads of their own: on a 2-core machine the common pool has one thread, and on JDK 25
    // both tasks queued on it and never met at the barrier.
    java.util.concurrent.ExecutorService two = java.util.concurrent.Executors.newFixedThreadPool(2);
    List<CompletableFuture<Object>> runs = new ArrayList<>();
    for (int i = 0; i < 2; i++) {
      runs.add(
          CompletableFuture.supplyAsync(
              () -> {
                try {
                  go.await(5, TimeUnit.SECONDS);
                  return h.client
                      .payments()
                      .capture(
                          p.id(),
                          p.firstTransaction().id(),
                          req,
                          RequestOptions.idempotencyKey(key));
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
    List<TransactionResult> done =
        outcomes.stream()
            .filter(TransactionResult.class::isInstance)
            .map(TransactionResult.class::cast)
            .toList();
    List<IdempotencyConflictException> busy =
        outcomes.stream()
            .filter(IdempotencyConflictException.class::isInstance)
            .map(IdempotencyConflictException.class::cast)
            .toList();
    assertEquals(1, done.size(), outcomes.toString());
    assertEquals(1, busy.size(), outcomes.toString());
    assertEquals("REQUEST_IN_PROCESS", busy.get(0).code());
    // Once the first finished, the same key replays its result.
    TransactionResult again =
        h.client
            .payments()
            .capture(p.id(), p.firstTransaction().id(), req, RequestOptions.idempotencyKey(key));
    assertEquals(done.get(0).id(), again.id());
  }

  // ---- faults ----

  @Test
  void paymentCreateWhoseAnswerIsLostAfterCommitIsRetriedWithTheSameKeyAndMadeOnce() {
    String order = unique("drop-commit");
    nextCalls("drop_after_commit_rate", 1);
    Payment p =
        h.client.payments().create(h.card(order, "77.00", true).build(), RequestOptions.NONE);
    assertEquals("SUCCEEDED", p.status().value());
    List<Payment> made = h.client.payments().retrieveByMerchantOrderId(order);
    assertEquals(1, made.size(), "the retry replayed the first result, no second payment");
    assertEquals(p.id(), made.get(0).id());
  }

  @Test
  void captureWhoseAnswerIsLostAfterCommitIsRetriedAndCapturesOnce() {
    Payment p =
        h.client
            .payments()
            .create(h.card(unique("drop-cap"), "31.00", false).build(), RequestOptions.NONE);
    nextCalls("drop_after_commit_rate", 1);
    TransactionResult r =
        h.client
            .payments()
            .capture(
                p.id(),
                p.firstTransaction().id(),
                CaptureRequest.of("cap-drop", usd("31.00"), "PRODUCT_CONFIRMED"),
                RequestOptions.NONE);
    assertEquals("SUCCEEDED", r.status().value());
    Payment after = h.client.payments().retrieve(p.id());
    assertEquals(2, after.transactions().size(), "one authorisation and one capture");
  }

  @Test
  void paymentCreateAnsweredWithAServerErrorIsRetriedAndMadeOnce() {
    String order = unique("error-once");
    nextCalls("error_rate", 1);
    Payment p =
        h.client.payments().create(h.card(order, "12.00", true).build(), RequestOptions.NONE);
    assertEquals("SUCCEEDED", p.status().value());
    assertEquals(1, h.client.payments().retrieveByMerchantOrderId(order).size());
  }

  @Test
  void serverErrorsOnEveryAttemptSurfaceAsServerExceptionAndCreateNothing() {
    String order = unique("error-always");
    nextCalls("error_rate", 3);
    ServerException e =
        assertThrows(
            ServerException.class,
            () ->
                h.client
                    .payments()
                    .create(h.card(order, "12.00", true).build(), RequestOptions.NONE));
    assertEquals(500, e.status());
    assertEquals("INTERNAL_ERROR", e.code());
    h.clearFaults();
    assertThrows(
        io.paydesk.api.NotFoundException.class,
        () -> h.client.payments().retrieveByMerchantOrderId(order));
  }

  @Test
  void retrieveOnADroppedConnectionIsRetried() {
    Payment p =
        h.client
            .payments()
            .create(h.card(unique("drop-get"), "8.00", true).build(), RequestOptions.NONE);
    nextCalls("drop_rate", 2);
    assertEquals(p.id(), h.client.payments().retrieve(p.id()).id());
  }

  @Test
  void payoutWhoseAnswerIsLostAfterCommitIsOutcomeUnknownAndSettledByMerchantReference() {
    String ref = unique("po-lost");
    PayoutCreateRequest req = PayoutsContractTest.payout(h, ref);
    nextCalls("drop_after_commit_rate", 1);
    OutcomeUnknownException e =
        assertThrows(
            OutcomeUnknownException.class,
            () -> h.client.payouts().create(req, RequestOptions.NONE));
    assertEquals("POST", e.method());
    assertEquals("/v1/payouts", e.path());
    assertNotNull(e.redactedBody());
    assertTrue(e.redactedBody().contains(ref), "what was sent is kept to settle it");
    List<Payout> found = h.client.payouts().retrieveByMerchantReference(ref);
    assertEquals(1, found.size(), "it went through once and was not resent");
    assertEquals("SUCCEEDED", found.get(0).status().value());
  }

  @Test
  void payoutDroppedBeforeCommitIsOutcomeUnknownAndTheLookUpShowsNothingWasMade() {
    String ref = unique("po-drop");
    PayoutCreateRequest req = PayoutsContractTest.payout(h, ref);
    nextCalls("drop_rate", 1);
    assertThrows(
        OutcomeUnknownException.class, () -> h.client.payouts().create(req, RequestOptions.NONE));
    assertEquals(
        List.of(),
        h.client.payouts().retrieveByMerchantReference(ref),
        "nothing was made: safe to send again");
    Payout sent = h.client.payouts().create(req, RequestOptions.NONE);
    assertEquals(ref, sent.merchantReference());
    assertEquals(1, h.client.payouts().retrieveByMerchantReference(ref).size());
  }

  @Test
  void subscriptionPatchWhoseAnswerIsLostIsOutcomeUnknownAndNotResent() {
    var c =
        h.client
            .customers()
            .create(CustomersContractTest.customer(unique("f-cust")), RequestOptions.NONE);
    h.client.payments().create(h.vaultingCard(unique("f-vault"), c.id()), RequestOptions.NONE);
    String token = h.client.customers().listPaymentMethods(c.id()).get(0).vaultedToken();
    var sub =
        h.client
            .subscriptions()
            .create(
                io.paydesk.api.model.SubscriptionCreateRequest.builder()
                    .name("Plan F")
                    .accountId(h.accountId())
                    .country("US")
                    .amount(Amount.of(new BigDecimal("5.00"), "USD"))
                    .frequency(new io.paydesk.api.model.Frequency("MONTH", 1))
                    .customerPayer(new io.paydesk.api.model.CustomerRef(c.id()))
                    .paymentMethod(
                        new io.paydesk.api.model.SubscriptionPaymentMethod("CARD", token, null))
                    .build(),
                RequestOptions.NONE);
    nextCalls("drop_after_commit_rate", 1);
    var patch =
        io.paydesk.api.model.SubscriptionUpdateRequest.builder().name("Plan F renamed").build();
    OutcomeUnknownException e =
        assertThrows(
            OutcomeUnknownException.class,
            () -> h.client.subscriptions().update(sub.id(), patch, RequestOptions.NONE));
    assertEquals("PATCH", e.method());
    assertEquals(
        "Plan F renamed",
        h.client.subscriptions().retrieve(sub.id()).name(),
        "the change was made once; looking it up settles the outcome");
  }

  @Test
  void keyReplayedAfter24SimulatedHoursIsForgottenAndMakesASecondPayment() {
    String order = unique("key-expiry");
    String key = UUID.randomUUID().toString();
    PaymentCreateRequest req = h.card(order, "13.00", true).build();
    Payment first = h.client.payments().create(req, RequestOptions.idempotencyKey(key));
    h.advanceClock("PT23H");
    assertEquals(
        first.id(),
        h.client.payments().create(req, RequestOptions.idempotencyKey(key)).id(),
        "still replayed within 24 hours");
    h.advanceClock("PT2H");
    Payment later = h.client.payments().create(req, RequestOptions.idempotencyKey(key));
    assertTrue(
        !first.id().equals(later.id()),
        "keys are kept 24 hours: a journal must not"
            + " resend an operation older than that with its old key");
    assertEquals(2, h.client.payments().retrieveByMerchantOrderId(order).size());
  }

  @Test
  void timeOutOnARetrieveIsAConnectionFailureButOnAPayoutCreateTheOutcomeIsUnknown() {
    Payment p =
        h.client
            .payments()
            .create(h.card(unique("slow"), "4.00", true).build(), RequestOptions.NONE);
    ObjectNode f = SandboxHarness.JSON.createObjectNode();
    // The sandbox applies latency to every call while set (count does not limit it).
    f.put("latency_ms", 3000);
    h.faults(f);
    RequestOptions quick = RequestOptions.NONE.withTimeout(java.time.Duration.ofMillis(300));
    io.paydesk.api.ConnectionException read =
        assertThrows(
            io.paydesk.api.ConnectionException.class,
            () -> h.client.payments().retrieve(p.id(), io.paydesk.api.RetrieveOptions.NONE, quick));
    assertTrue(read.userMessage().contains("timed out"), read.userMessage());
    String ref = unique("po-slow");
    OutcomeUnknownException write =
        assertThrows(
            OutcomeUnknownException.class,
            () -> h.client.payouts().create(PayoutsContractTest.payout(h, ref), quick));
    assertTrue(write.redactedBody().contains(ref));
    assertEquals(null, write.idempotencyKey(), "a payout is sent without a key");
  }

  @Test
  void refundWhoseAnswerIsLostAfterCommitIsRetriedWithTheSameKeyAndRefundsOnce() {
    Payment p =
        h.client
            .payments()
            .create(h.card(unique("drop-refund"), "50.00", true).build(), RequestOptions.NONE);
    nextCalls("drop_after_commit_rate", 1);
    Payment r =
        h.client
            .payments()
            .refund(
                p.id(),
                p.firstTransaction().id(),
                io.paydesk.api.model.RefundRequest.partial(
                    "rf-drop", "REQUESTED_BY_CUSTOMER", usd("20.00")),
                RequestOptions.NONE);
    assertEquals(0, new BigDecimal("20.00").compareTo(r.amount().refunded()));
    assertEquals(
        0,
        new BigDecimal("20.00").compareTo(h.client.payments().retrieve(p.id()).amount().refunded()),
        "refunded once");
  }

  @Test
  void customerCreateWhoseAnswerIsLostIsOutcomeUnknownAndSettledByMerchantCustomerId() {
    String mcid = unique("cust-lost");
    nextCalls("drop_after_commit_rate", 1);
    OutcomeUnknownException e =
        assertThrows(
            OutcomeUnknownException.class,
            () ->
                h.client
                    .customers()
                    .create(CustomersContractTest.customer(mcid), RequestOptions.NONE));
    assertEquals("/v1/customers", e.path());
    var found = h.client.customers().retrieveByMerchantCustomerId(mcid);
    assertEquals(mcid, found.merchantCustomerId(), "it was made once and can be looked up");
  }
}
