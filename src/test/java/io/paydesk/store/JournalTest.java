package io.paydesk.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

@ParameterizedClass
@EnumSource(Backend.class)
class JournalTest {
  private static final String REFUND =
      "{\"merchant_reference\":\"r-1\",\"amount\":{\"value\":10.50,\"currency\":\"BRL\"},"
          + "\"customer_payer\":{\"document\":{\"document_number\":\"12345678909\"}}}";
  private static final String PAYOUT =
      "{\"merchant_reference\":\"po-1\",\"amount\":{\"value\":100,\"currency\":\"COP\"},"
          + "\"beneficiary\":{\"document\":{\"document_type\":\"CC\",\"document_number\":\"1020304050\"}},"
          + "\"withdrawal_method\":{\"type\":\"CARD\",\"detail\":{\"card\":{\"number\":\"4111111111111111\","
          + "\"security_code\":\"123\"}}}}";

  @Parameter Backend backend;
  @TempDir Path dir;
  Store store;
  Journal journal;

  @BeforeEach
  void open() {
    store = backend.open(dir);
    journal = store.journal();
  }

  @AfterEach
  void close() {
    store.close();
  }

  @Test
  void operationGoesFromDraftThroughSendingToSucceeded() {
    JournalEntry e = journal.draft("payment.refund", "pay-1", null, REFUND);
    assertEquals(JournalState.DRAFT, e.state());
    assertEquals(36, e.key().length());
    assertEquals(0, e.attempts());

    e = journal.markSending(e.id());
    assertEquals(JournalState.SENDING, e.state());
    assertEquals(1, e.attempts());

    e = journal.markSucceeded(e.id(), "tx-9");
    assertEquals(JournalState.SUCCEEDED, e.state());
    assertEquals("tx-9", e.resultId());
  }

  @Test
  void aTargetsOperationsOfOneKindAreListedNewestFirst() {
    JournalEntry first = journal.draft("payment.refund", "pay-1", null, REFUND);
    journal.draft("payment.capture", "pay-1", null, REFUND);
    journal.draft("payment.refund", "pay-2", null, REFUND);
    JournalEntry second = journal.draft("payment.refund", "pay-1", null, REFUND);
    assertEquals(
        java.util.List.of(second.id(), first.id()),
        journal.forTarget("payment.refund", "pay-1").stream().map(JournalEntry::id).toList());
  }

  @Test
  void requestIsSavedWithoutDocumentNumbersOrCardData() {
    JournalEntry e = journal.draftPayout("po-1", PAYOUT);
    assertFalse(e.requestJson().contains("1020304050"));
    assertFalse(e.requestJson().contains("4111111111111111"));
    assertFalse(e.requestJson().contains("security_code"));
    assertTrue(e.requestJson().contains("****4050"));
    JournalEntry r = journal.draft("payment.refund", "pay-1", null, REFUND);
    assertFalse(r.requestJson().contains("12345678909"));
  }

  @Test
  void crashBetweenSendingAndAnswerLeavesTheOperationForReconciliation() {
    JournalEntry e = journal.draft("payment.capture", "pay-1", null, REFUND);
    journal.markSending(e.id());
    // The app dies here: no answer is recorded. Next start:
    store = backend.reopen(store, dir);
    journal = store.journal();

    List<JournalEntry> open = journal.needingReconciliation();
    assertEquals(1, open.size());
    assertEquals(e.id(), open.get(0).id());
    assertEquals(JournalState.OUTCOME_UNKNOWN, open.get(0).state());
    assertTrue(open.get(0).message().contains("outcome is unknown"));
  }

  @Test
  void resendingAnUnknownOutcomeReusesTheSameIdempotencyKey() {
    JournalEntry e = journal.draft("payment.refund", "pay-1", null, REFUND);
    journal.markSending(e.id());
    journal.markOutcomeUnknown(e.id(), "The service did not answer in 60 s.");

    JournalEntry again = journal.markSending(e.id());

    assertEquals(e.key(), again.key());
    assertEquals(2, again.attempts());
    // Drafting again with the same key gives back the same entry, not a second one.
    assertEquals(e.id(), journal.draft("payment.refund", "pay-1", e.key(), REFUND).id());
  }

  @Test
  void aFailedOperationCanGetANewKeyWhenTheServiceRefusesTheOldOne() {
    JournalEntry e = journal.draft("payment.create", null, null, "{}");
    journal.markSending(e.id());
    journal.markFailed(e.id(), "IDEMPOTENCY_DUPLICATED");
    JournalEntry renewed = journal.renewKey(e.id());
    assertNotEquals(e.key(), renewed.key());
  }

  @Test
  void payoutReferenceCannotBeSentTwiceWhileSendingSucceededOrUnknown() {
    JournalEntry first = journal.draftPayout("po-1", PAYOUT);
    journal.markSending(first.id());

    DuplicatePayoutException sending =
        assertThrows(DuplicatePayoutException.class, () -> journal.draftPayout("po-1", PAYOUT));
    assertTrue(sending.getMessage().contains("being sent right now"));
    assertThrows(DuplicatePayoutException.class, () -> journal.markSending(first.id()));

    journal.markOutcomeUnknown(first.id(), "time-out");
    DuplicatePayoutException unknown =
        assertThrows(DuplicatePayoutException.class, () -> journal.draftPayout("po-1", PAYOUT));
    assertTrue(unknown.getMessage().contains("Look it up by its merchant reference"));
    assertThrows(DuplicatePayoutException.class, () -> journal.markSending(first.id()));

    journal.resolve(first.id(), true, "payout-77", "found by merchant_reference");
    DuplicatePayoutException done =
        assertThrows(DuplicatePayoutException.class, () -> journal.draftPayout("po-1", PAYOUT));
    assertTrue(done.getMessage().contains("already sent"));
    assertEquals("payout-77", journal.findPayout("po-1").orElseThrow().resultId());
  }

  @Test
  void payoutFoundNotToHaveHappenedMayBeSentAgainUnderTheSameReference() {
    JournalEntry e = journal.draftPayout("po-2", PAYOUT);
    journal.markSending(e.id());
    journal.markOutcomeUnknown(e.id(), "connection dropped");
    journal.resolve(e.id(), false, null, "no payout with this reference");

    JournalEntry again = journal.draftPayout("po-2", PAYOUT);
    assertEquals(e.id(), again.id());
    assertEquals(JournalState.DRAFT, again.state());
    assertEquals(JournalState.SENDING, journal.markSending(again.id()).state());
  }

  @Test
  void payoutThatFailedWithAnAnswerMayBeSentAgain() {
    JournalEntry e = journal.draftPayout("po-3", PAYOUT);
    journal.markSending(e.id());
    journal.markFailed(e.id(), "INVALID_PARAMETERS");
    assertEquals(JournalState.SENDING, journal.markSending(e.id()).state());
  }

  @Test
  void twoPayoutsWithTheSameReferenceRaceAndOnlyOneIsSent() throws Exception {
    JournalEntry e = journal.draftPayout("po-4", PAYOUT);
    var pool = java.util.concurrent.Executors.newFixedThreadPool(2);
    try {
      var start = new java.util.concurrent.CountDownLatch(1);
      java.util.concurrent.Callable<Boolean> send =
          () -> {
            start.await();
            try {
              journal.markSending(e.id());
              return true;
            } catch (DuplicatePayoutException | JournalStateException lost) {
              return false;
            }
          };
      var a = pool.submit(send);
      var b = pool.submit(send);
      start.countDown();
      assertEquals(1, (a.get() ? 1 : 0) + (b.get() ? 1 : 0));
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void wrongStepsAreRefusedInPlainWords() {
    JournalEntry e = journal.draft("payment.refund", "pay-1", null, REFUND);
    JournalStateException ex =
        assertThrows(JournalStateException.class, () -> journal.markSucceeded(e.id(), "x"));
    assertTrue(ex.getMessage().contains("it is DRAFT"));
    assertThrows(JournalStateException.class, () -> journal.markSending(424242));
  }

  @Test
  void restartLeavesOtherUsersSendingOperationsAlone() {
    JournalEntry e = journal.draft("payment.refund", "pay-1", null, REFUND);
    journal.markSending(e.id());
    store
        .db()
        .tx(
            c ->
                c.createStatement()
                    .executeUpdate("UPDATE operations SET owner = 'someone@else/x'"));
    assertTrue(journal.recoverAfterRestart().isEmpty());
    assertEquals(JournalState.SENDING, journal.find(e.id()).orElseThrow().state());
  }
}
