package io.paydesk.ops;

import io.paydesk.api.OutcomeUnknownException;
import io.paydesk.api.PaydeskException;
import io.paydesk.api.RequestOptions;
import io.paydesk.api.model.Amount;
import io.paydesk.api.model.ModelJson;
import io.paydesk.store.JournalEntry;
import io.paydesk.store.JournalState;
import io.paydesk.store.Store;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Duration;
import java.util.function.Function;

/**
 * The one way a money operation leaves: drafted in the journal with its idempotency key, marked
 * sending, sent, settled (succeeded, failed or outcome unknown) and audited. Callers check the
 * request before drafting, so a refused request leaves no journal row and no audit row.
 */
final class JournaledSend {
  /** How long the service remembers an idempotency key. */
  static final Duration KEY_LIFETIME = Duration.ofHours(24);

  private final Store store;
  private final Clock clock;

  JournaledSend(Store store, Clock clock) {
    this.store = store;
    this.clock = clock;
  }

  /** What one send came to; value is null unless it succeeded. */
  record Sent<T>(
      OperationResult.Outcome outcome, long journalId, T value, PaydeskException failure) {}

  /** Saves the operation with a new idempotency key; nothing is sent yet. */
  JournalEntry draft(String operation, String targetId, Object request) {
    return store.journal().draft(operation, targetId, null, ModelJson.write(request));
  }

  /**
   * Saves the operation with an idempotency key its caller already holds (e.g. in a form draft);
   * drafting again with that key returns the entry already saved. requestJson is what the journal
   * keeps of the request.
   */
  JournalEntry draft(String operation, String targetId, String key, String requestJson) {
    return store.journal().draft(operation, targetId, key, requestJson);
  }

  /**
   * Sends a drafted (or unsettled) entry with its saved key and records the outcome.
   *
   * @param auditTarget what the audit row names (the payment id)
   * @param call the request, given the options that carry the key
   * @param resultId the id the journal keeps for a success
   * @param detail the audit detail of a success
   */
  <T> Sent<T> send(
      JournalEntry entry,
      String auditTarget,
      Function<RequestOptions, T> call,
      Function<T, String> resultId,
      Function<T, String> detail) {
    store.journal().markSending(entry.id());
    Amount money = moneyOf(entry.requestJson());
    BigDecimal amount = money == null ? null : money.value();
    String currency = money == null ? null : money.currency();
    try {
      T value = call.apply(RequestOptions.idempotencyKey(entry.sendKey()));
      store.journal().markSucceeded(entry.id(), resultId.apply(value));
      store
          .audit()
          .record(
              entry.operation(), auditTarget, "SUCCEEDED", detail.apply(value), amount, currency);
      return new Sent<>(OperationResult.Outcome.SUCCEEDED, entry.id(), value, null);
    } catch (OutcomeUnknownException e) {
      store.journal().markOutcomeUnknown(entry.id(), e.userMessage());
      store
          .audit()
          .record(
              entry.operation(), auditTarget, "OUTCOME_UNKNOWN", e.userMessage(), amount, currency);
      return new Sent<>(OperationResult.Outcome.OUTCOME_UNKNOWN, entry.id(), null, e);
    } catch (PaydeskException e) {
      store.journal().markFailed(entry.id(), e.userMessage());
      store
          .audit()
          .record(entry.operation(), auditTarget, "FAILED", e.userMessage(), amount, currency);
      return new Sent<>(OperationResult.Outcome.FAILED, entry.id(), null, e);
    }
  }

  /**
   * The money a request moves, as its JSON says ({@code amount: {value, currency}}), for the audit
   * row; null for one that names none (a full refund, a cancel, evidence).
   */
  static Amount moneyOf(String requestJson) {
    try {
      com.fasterxml.jackson.databind.JsonNode amount =
          ModelJson.mapper().readTree(requestJson == null ? "{}" : requestJson).path("amount");
      if (!amount.path("value").isNumber() || !amount.path("currency").isTextual()) {
        return null;
      }
      return Amount.of(amount.path("value").decimalValue(), amount.path("currency").asText());
    } catch (java.io.IOException | RuntimeException e) {
      return null;
    }
  }

  /**
   * The entry to send again: one whose outcome is unknown or that failed, with a key the service
   * still remembers ({@link StaleOperationException} otherwise: a resend could take effect twice).
   */
  JournalEntry resendable(long journalId) {
    JournalEntry entry =
        store
            .journal()
            .find(journalId)
            .orElseThrow(() -> new IllegalArgumentException("No operation " + journalId));
    if (entry.state() != JournalState.OUTCOME_UNKNOWN && entry.state() != JournalState.FAILED) {
      throw new IllegalStateException("Operation " + journalId + " is " + entry.state());
    }
    if (isStale(entry)) {
      throw new StaleOperationException(entry);
    }
    return entry;
  }

  boolean isStale(JournalEntry entry) {
    return entry.createdAt().plus(KEY_LIFETIME).isBefore(clock.instant());
  }
}
