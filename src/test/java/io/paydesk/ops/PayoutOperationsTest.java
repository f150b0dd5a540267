package io.paydesk.ops;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.paydesk.api.RequestOptions;
import io.paydesk.api.ValidationException;
import io.paydesk.api.model.Payout;
import io.paydesk.api.model.PayoutCreateRequest;
import io.paydesk.sandbox.Sandbox;
import io.paydesk.store.DuplicatePayoutException;
import io.paydesk.store.JournalEntry;
import io.paydesk.store.JournalState;
import io.paydesk.store.PayoutQuery;
import io.paydesk.store.Store;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Payouts through the journal, against the sandbox and a real store file: never twice. */
class PayoutOperationsTest {
  @TempDir Path dir;
  private SandboxAndStore bed;
  private Sandbox sandbox;
  private Store store;
  private PayoutOperations payouts;

  @BeforeEach
  void start() {
    bed = SandboxAndStore.open(dir);
    sandbox = bed.sandbox();
    store = bed.store();
    payouts = new PayoutOperations(bed.client(), store);
  }

  @AfterEach
  void stop() {
    bed.close();
  }

  @Test
  void aPayoutIsJournaledByItsReferenceWithTheDraftKeySentAndStored() {
    String key = PayoutOperations.newKey();
    PayoutResult result = payouts.create(request("PO-" + shortId()), key);

    assertThat(result.succeeded()).isTrue();
    Payout p = result.payout();
    assertThat(p.status().toString()).isEqualTo("SUCCEEDED");
    assertThat(p.transactions()).hasSize(1);
    JournalEntry entry = store.journal().find(result.journalId()).orElseThrow();
    assertThat(entry.state()).isEqualTo(JournalState.SUCCEEDED);
    assertThat(entry.key()).isEqualTo(p.merchantReference());
    assertThat(entry.sendKey()).isEqualTo(key);
    assertThat(entry.resultId()).isEqualTo(p.id());
    assertThat(entry.requestJson()).doesNotContain(TestPayouts.CPF);
    assertThat(store.payouts().find(p.id())).isPresent();
    assertThat(store.audit().verify().intact()).isTrue();
  }

  @Test
  void aReferenceAlreadySentCannotBeSentAgain() {
    String ref = "PO-" + shortId();
    assertThat(payouts.create(request(ref), PayoutOperations.newKey()).succeeded()).isTrue();

    assertThatThrownBy(() -> payouts.create(request(ref), PayoutOperations.newKey()))
        .isInstanceOf(DuplicatePayoutException.class)
        .hasMessageContaining("already sent");
    assertThat(sandboxPayouts(ref)).isEqualTo(1);
  }

  @Test
  void aDroppedAnswerEndsOutcomeUnknownBlocksTheReferenceAndCheckStatusSettlesIt()
      throws Exception {
    String ref = "PO-" + shortId();
    faults("{\"drop_after_commit_rate\": 1.0, \"count\": 1}");

    PayoutResult lost = payouts.create(request(ref), PayoutOperations.newKey());

    assertThat(lost.outcomeUnknown()).isTrue();
    assertThat(payouts.referenceState(ref)).contains(JournalState.OUTCOME_UNKNOWN);
    assertThat(payouts.unsettledReferences()).containsExactly(ref);
    assertThatThrownBy(() -> payouts.create(request(ref), PayoutOperations.newKey()))
        .isInstanceOf(DuplicatePayoutException.class)
        .hasMessageContaining("no answer came");

    PayoutResult checked = payouts.checkStatus(ref);

    assertThat(checked.succeeded()).isTrue();
    assertThat(checked.payout().merchantReference()).isEqualTo(ref);
    assertThat(payouts.referenceState(ref)).contains(JournalState.SUCCEEDED);
    assertThat(store.journal().find(lost.journalId()).orElseThrow().resultId())
        .isEqualTo(checked.payout().id());
    assertThat(store.payouts().findByMerchantReference(ref)).hasSize(1);
    assertThat(payouts.unsettledReferences()).isEmpty();
    assertThat(sandboxPayouts(ref)).isEqualTo(1);
  }

  @Test
  void aPayoutLostBeforeTheServiceMadeItIsSettledAsNotSentAndMaySendAgain() throws Exception {
    String ref = "PO-" + shortId();
    faults("{\"drop_rate\": 1.0, \"count\": 1}");
    PayoutResult lost = payouts.create(request(ref), PayoutOperations.newKey());
    assertThat(lost.outcomeUnknown()).isTrue();

    PayoutResult checked = payouts.checkStatus(ref);

    assertThat(checked.outcome()).isEqualTo(OperationResult.Outcome.FAILED);
    assertThat(payouts.referenceState(ref)).contains(JournalState.FAILED);
    PayoutResult again = payouts.create(request(ref), PayoutOperations.newKey());
    assertThat(again.succeeded()).isTrue();
    assertThat(again.journalId()).isEqualTo(lost.journalId());
    assertThat(sandboxPayouts(ref)).isEqualTo(1);
  }

  @Test
  void theSandboxHonoursTheIdempotencyKeyOfAPayout() {
    String ref = "PO-" + shortId();
    io.paydesk.api.RequestOptions key =
        io.paydesk.api.RequestOptions.idempotencyKey(PayoutOperations.newKey());

    Payout first = bed.client().payouts().create(request(ref), key);
    Payout again = bed.client().payouts().create(request(ref), key);

    assertThat(again.id()).isEqualTo(first.id());
    assertThat(sandboxPayouts(ref)).isEqualTo(1);
  }

  @Test
  void aReferenceKnownToTheStoreFromElsewhereCannotBeSent() {
    String ref = "PO-" + shortId();
    bed.client().payouts().create(request(ref), RequestOptions.NONE); // sent by another console
    assertThat(payouts.lookup(ref)).isPresent();

    assertThatThrownBy(() -> payouts.create(request(ref), PayoutOperations.newKey()))
        .isInstanceOf(DuplicatePayoutException.class)
        .hasMessageContaining("already known");
    assertThat(store.journal().findPayout(ref)).isEmpty();
    assertThat(sandboxPayouts(ref)).isEqualTo(1);
  }

  @Test
  void aRefusedRequestLeavesNoJournalRow() {
    PayoutCreateRequest bad =
        request("PO-" + shortId()).toBuilder().merchantReference("x").country("ZZ").build();

    assertThatThrownBy(() -> payouts.create(bad, PayoutOperations.newKey()))
        .isInstanceOf(ValidationException.class);
    assertThat(store.journal().recent(10)).isEmpty();
  }

  @Test
  void aPayoutIsLookedUpByIdOrReferenceAndStored() {
    String ref = "PO-" + shortId();
    Payout sent = payouts.create(request(ref), PayoutOperations.newKey()).payout();

    assertThat(payouts.lookup(sent.id())).get().extracting(Payout::id).isEqualTo(sent.id());
    assertThat(payouts.lookup(ref)).get().extracting(Payout::id).isEqualTo(sent.id());
    assertThat(payouts.lookup("PO-nothing-" + shortId())).isEmpty();
    assertThat(payouts.search(PayoutQuery.ALL, 10).payouts())
        .extracting(Payout::id)
        .contains(sent.id());
  }

  private PayoutCreateRequest request(String ref) {
    return TestPayouts.bankTransfer(sandbox.accountId(), ref, "150.00");
  }

  private int sandboxPayouts(String ref) {
    return bed.client().payouts().retrieveByMerchantReference(ref).size();
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

  private static String shortId() {
    return UUID.randomUUID().toString().substring(0, 8);
  }
}
