package io.paydesk.ops;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.paydesk.api.InvalidStateException;
import io.paydesk.api.RequestOptions;
import io.paydesk.api.ValidationException;
import io.paydesk.api.model.Metadata;
import io.paydesk.api.model.Subscription;
import io.paydesk.api.model.SubscriptionStatus;
import io.paydesk.store.JournalEntry;
import io.paydesk.store.JournalState;
import io.paydesk.store.Store;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.Year;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Subscription changes through the journal, against the sandbox and a real store file. */
class SubscriptionOperationsTest {
  static final String GOOD_CARD = "4111111111111111";

  @TempDir Path dir;
  private SandboxAndStore bed;
  private Store store;
  private SubscriptionOperations operations;

  @BeforeEach
  void start() {
    bed = SandboxAndStore.open(dir);
    store = bed.store();
    operations = new SubscriptionOperations(bed.client(), store);
  }

  @AfterEach
  void stop() {
    bed.close();
  }

  private Subscription withStatus(String status) {
    for (String id : bed.sandbox().demoSubscriptionIds()) {
      Subscription s = operations.retrieve(id);
      if (s.status().value().equals(status)) {
        return s;
      }
    }
    throw new AssertionError("no demo subscription " + status);
  }

  private static SubscriptionEdit amountAndMetadata(
      SubscriptionEdit e, BigDecimal amount, List<Metadata> metadata) {
    return new SubscriptionEdit(
        e.name(),
        e.description(),
        e.merchantReference(),
        e.accountId(),
        e.country(),
        amount,
        e.currency(),
        e.frequencyType(),
        e.frequencyValue(),
        e.cyclesTotal(),
        e.customerId(),
        e.startAt(),
        e.finishAt(),
        e.retryOnDecline(),
        e.retryAmount(),
        metadata,
        e.vaultedToken(),
        null,
        false);
  }

  private static SubscriptionEdit card(SubscriptionEdit e, NewCard card, boolean credentials) {
    return new SubscriptionEdit(
        e.name(),
        e.description(),
        e.merchantReference(),
        e.accountId(),
        e.country(),
        e.amount(),
        e.currency(),
        e.frequencyType(),
        e.frequencyValue(),
        e.cyclesTotal(),
        e.customerId(),
        e.startAt(),
        e.finishAt(),
        e.retryOnDecline(),
        e.retryAmount(),
        e.metadata(),
        e.vaultedToken(),
        card,
        credentials);
  }

  @Test
  void anAmountChangeAndARemovedKeyAreSentAloneJournaledAndStored() {
    Subscription s = withStatus("PAST_DUE");
    BigDecimal doubled = s.amount().value().multiply(BigDecimal.valueOf(2));
    List<Metadata> kept = new ArrayList<>(s.metadata());
    kept.removeIf(m -> m.key().equals("channel"));

    SubscriptionEdit edit = amountAndMetadata(SubscriptionEdit.of(s), doubled, kept);
    SubscriptionChanges changes = SubscriptionOperations.changes(s, edit);
    assertThat(changes.changes())
        .extracting(SubscriptionChanges.Change::field)
        .containsExactly("amount", "metadata.channel");
    SubscriptionResult result = operations.update(s, edit);

    assertThat(result.succeeded()).isTrue();
    assertThat(result.subscription().amount().value()).isEqualByComparingTo(doubled);
    assertThat(result.subscription().metadata()).extracting(Metadata::key).containsExactly("plan");
    assertThat(store.subscriptions().find(s.id()).orElseThrow().amount().value())
        .isEqualByComparingTo(doubled);
    JournalEntry entry = store.journal().recent(1).get(0);
    assertThat(entry.operation()).isEqualTo(SubscriptionOperations.UPDATE);
    assertThat(entry.state()).isEqualTo(JournalState.SUCCEEDED);
    assertThat(entry.requestJson()).contains("\"channel\"").doesNotContain("\"name\"");
    assertThat(store.audit().verify().intact()).isTrue();
  }

  @Test
  void removingEveryKeySendsAnEmptyMetadata() {
    Subscription s = withStatus("PAST_DUE");
    SubscriptionEdit edit = amountAndMetadata(SubscriptionEdit.of(s), null, List.of());

    assertThat(SubscriptionOperations.changes(s, edit).request().metadata()).isEmpty();
    SubscriptionResult result = operations.update(s, edit);

    assertThat(result.succeeded()).isTrue();
    assertThat(result.subscription().metadata()).isEmpty();
  }

  @Test
  void aCardFailingLuhnIsRefusedBeforeAnythingIsDrafted() {
    Subscription s = withStatus("ACTIVE");
    NewCard bad = new NewCard("4111111111111112", 12, Year.now().getValue() + 2, "123", "Ana Diaz");

    assertThatThrownBy(() -> operations.update(s, card(SubscriptionEdit.of(s), bad, false)))
        .isInstanceOf(ValidationException.class)
        .hasMessageContaining("check digit")
        .hasMessageNotContaining("4111111111111112");
    assertThat(store.journal().recent(10)).isEmpty();
  }

  @Test
  void fewerCyclesThanBilledAreRefusedBeforeAnythingIsDrafted() {
    Subscription s =
        bed.sandbox().demoSubscriptionIds().stream()
            .map(operations::retrieve)
            .filter(
                x ->
                    SubscriptionOperations.allowed(x.status())
                        .contains(SubscriptionOperations.Action.EDIT))
            .filter(x -> x.billingCycles() != null && x.billingCycles().current() != null)
            .filter(x -> x.billingCycles().current() >= 2)
            .findFirst()
            .orElseThrow();
    SubscriptionEdit e = SubscriptionEdit.of(s);
    int done = s.billingCycles().current();
    SubscriptionEdit fewer =
        new SubscriptionEdit(
            e.name(),
            e.description(),
            e.merchantReference(),
            e.accountId(),
            e.country(),
            e.amount(),
            e.currency(),
            e.frequencyType(),
            e.frequencyValue(),
            done - 1,
            e.customerId(),
            e.startAt(),
            e.finishAt(),
            e.retryOnDecline(),
            e.retryAmount(),
            e.metadata(),
            e.vaultedToken(),
            null,
            false);

    assertThat(SubscriptionOperations.verdict(s, fewer, java.time.Clock.systemUTC()))
        .extracting(f -> f.path() + " " + f.rule())
        .containsExactly("billing_cycles.total below_current");
    assertThatThrownBy(() -> operations.update(s, fewer)).isInstanceOf(ValidationException.class);
    assertThat(store.journal().recent(10)).isEmpty();
  }

  @Test
  void anExpiredCardIsRefusedBeforeAnythingIsDrafted() {
    Subscription s = withStatus("ACTIVE");
    NewCard old = new NewCard(GOOD_CARD, 1, Year.now().getValue() - 1, "123", "Ana Diaz");

    assertThatThrownBy(() -> operations.update(s, card(SubscriptionEdit.of(s), old, false)))
        .isInstanceOf(ValidationException.class)
        .hasMessageContaining("expired");
    assertThat(store.journal().recent(10)).isEmpty();
  }

  @Test
  void aNewCardIsSentButItsNumberReachesNoStoreFile() throws IOException {
    Subscription s = withStatus("ACTIVE");
    NewCard c = new NewCard(GOOD_CARD, 12, Year.now().getValue() + 2, "737", "Ana Diaz");

    SubscriptionResult result = operations.update(s, card(SubscriptionEdit.of(s), c, true));

    assertThat(result.succeeded()).isTrue();
    assertThat(result.subscription().paymentMethod().vaultedToken())
        .isNotEqualTo(s.paymentMethod().vaultedToken());
    JournalEntry entry = store.journal().recent(1).get(0);
    assertThat(entry.requestJson()).doesNotContain(GOOD_CARD).doesNotContain("737");
    assertThat(store.audit().list(Instant.EPOCH, Instant.now().plusSeconds(60), 10).toString())
        .doesNotContain(GOOD_CARD);
    store.close();
    try (Stream<Path> files = Files.walk(dir)) {
      for (Path f : files.filter(Files::isRegularFile).toList()) {
        String text = new String(Files.readAllBytes(f), StandardCharsets.ISO_8859_1);
        assertThat(text).as(f.toString()).doesNotContain(GOOD_CARD);
      }
    }
  }

  @Test
  void pauseThenResumeAreJournaledAndTheWrongOneIsRefusedBeforeSending() {
    Subscription s = withStatus("ACTIVE");

    SubscriptionResult paused = operations.pause(s);
    assertThat(paused.subscription().status()).isEqualTo(SubscriptionStatus.PAUSED);
    assertThatThrownBy(() -> operations.pause(paused.subscription()))
        .isInstanceOf(IllegalStateException.class);
    SubscriptionResult resumed = operations.resume(paused.subscription());

    assertThat(resumed.subscription().status()).isEqualTo(SubscriptionStatus.ACTIVE);
    assertThat(store.journal().recent(10))
        .extracting(JournalEntry::operation)
        .contains(SubscriptionOperations.PAUSE, SubscriptionOperations.RESUME);
  }

  @Test
  void aStateTheServiceRefusesComesBackAsAFailedInvalidState() {
    Subscription s = withStatus("ACTIVE");
    bed.client().subscriptions().cancel(s.id(), RequestOptions.NONE);

    SubscriptionResult result = operations.pause(s); // the copy still says ACTIVE

    assertThat(result.succeeded()).isFalse();
    assertThat(result.failure()).isInstanceOf(InvalidStateException.class);
    assertThat(store.journal().find(result.journalId()).orElseThrow().state())
        .isEqualTo(JournalState.FAILED);
  }

  @Test
  void cancelIsFinal() {
    Subscription s = withStatus("ACTIVE");
    Subscription canceled = operations.cancel(s).subscription();

    assertThat(canceled.status()).isEqualTo(SubscriptionStatus.CANCELED);
    assertThat(SubscriptionOperations.allowed(canceled.status())).isEmpty();
  }

  @Test
  void passingTheLastCycleCompletesTheSubscription() {
    Subscription s = withStatus("ACTIVE");
    bed.sandbox().advanceClock(Duration.ofDays(400));

    assertThat(operations.retrieve(s.id()).status()).isEqualTo(SubscriptionStatus.COMPLETED);
    assertThat(store.subscriptions().find(s.id()).orElseThrow().status())
        .isEqualTo(SubscriptionStatus.COMPLETED);
  }

  @Test
  void addingStoredCredentialsRepairsRebillsDeclinedForTheirAbsence() {
    Subscription s = null;
    for (String id : bed.sandbox().demoSubscriptionIds()) {
      Subscription one = operations.retrieve(id);
      if (String.valueOf(one.merchantReference()).contains("NO_STORED_CREDENTIALS")) {
        s = one;
      }
    }
    assertThat(s).isNotNull();
    assertThat(s.status()).isEqualTo(SubscriptionStatus.PAST_DUE);
    SubscriptionEdit repair = card(SubscriptionEdit.of(s), null, true);

    SubscriptionChanges changes = SubscriptionOperations.changes(s, repair);
    assertThat(changes.request().paymentMethod().card().storeCredentials())
        .isEqualTo(SubscriptionChanges.REPAIR);
    assertThat(operations.update(s, repair).succeeded()).isTrue();
    bed.sandbox().advanceClock(Duration.ofDays(32));

    assertThat(operations.retrieve(s.id()).status()).isEqualTo(SubscriptionStatus.ACTIVE);
  }

  @Test
  void readingASubscriptionStoresItsPayments() {
    Subscription s = withStatus("PAST_DUE");

    assertThat(s.payments()).isNotEmpty();
    for (String id : s.payments()) {
      assertThat(store.payments().findRow(id)).isPresent();
    }
  }

  private void dropNextAnswer() throws Exception {
    bed.control("/faults", "{\"drop_after_commit_rate\": 1.0, \"count\": 1}");
  }

  @Test
  void aChangeWhoseAnswerWasLostIsResentByItsJournalIdWithTheSameKeyAlsoAfterARestart()
      throws Exception {
    Subscription s = withStatus("ACTIVE");
    BigDecimal more = s.amount().value().add(BigDecimal.TEN);
    dropNextAnswer();
    SubscriptionResult lost =
        operations.update(s, amountAndMetadata(SubscriptionEdit.of(s), more, s.metadata()));
    assertThat(lost.outcome()).isEqualTo(OperationResult.Outcome.OUTCOME_UNKNOWN);
    JournalEntry before = store.journal().find(lost.journalId()).orElseThrow();
    assertThat(before.state()).isEqualTo(JournalState.OUTCOME_UNKNOWN);

    // A new instance knows nothing of the first request: it is rebuilt from the journal.
    SubscriptionResult again =
        new SubscriptionOperations(bed.client(), store).resend(lost.journalId());

    assertThat(again.succeeded()).as(String.valueOf(again.failure())).isTrue();
    assertThat(again.journalId()).isEqualTo(lost.journalId());
    assertThat(again.subscription().amount().value()).isEqualByComparingTo(more);
    JournalEntry after = store.journal().find(lost.journalId()).orElseThrow();
    assertThat(after.state()).isEqualTo(JournalState.SUCCEEDED);
    assertThat(after.sendKey()).isEqualTo(before.sendKey());
  }

  @Test
  void aLostCardChangeIsResentFromThisSessionAndRefusedOnceTheCardIsGone() throws Exception {
    Subscription s = withStatus("ACTIVE");
    NewCard c = new NewCard(GOOD_CARD, 12, java.time.Year.now().getValue() + 2, "123", "ANA PEREZ");
    dropNextAnswer();
    SubscriptionResult lost = operations.update(s, card(SubscriptionEdit.of(s), c, true));
    assertThat(lost.outcome()).isEqualTo(OperationResult.Outcome.OUTCOME_UNKNOWN);
    assertThat(store.journal().find(lost.journalId()).orElseThrow().requestJson())
        .doesNotContain(GOOD_CARD);

    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> new SubscriptionOperations(bed.client(), store).resend(lost.journalId()))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageNotContaining(GOOD_CARD);
    SubscriptionResult again = operations.resend(lost.journalId());
    assertThat(again.succeeded()).as(String.valueOf(again.failure())).isTrue();
  }
}
