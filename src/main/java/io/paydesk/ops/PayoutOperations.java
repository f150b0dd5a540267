package io.paydesk.ops;

import io.paydesk.api.ConnectionException;
import io.paydesk.api.IdempotencyConflictException;
import io.paydesk.api.NotFoundException;
import io.paydesk.api.OutcomeUnknownException;
import io.paydesk.api.PaydeskClient;
import io.paydesk.api.PaydeskException;
import io.paydesk.api.RequestRules;
import io.paydesk.api.ServerException;
import io.paydesk.api.ValidationException;
import io.paydesk.api.model.ModelJson;
import io.paydesk.api.model.Payout;
import io.paydesk.api.model.PayoutCreateRequest;
import io.paydesk.rules.FieldError;
import io.paydesk.rules.Rules;
import io.paydesk.store.DuplicatePayoutException;
import io.paydesk.store.JournalEntry;
import io.paydesk.store.JournalState;
import io.paydesk.store.PayoutQuery;
import io.paydesk.store.PayoutRepository;
import io.paydesk.store.Store;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * Payouts, never sent twice. The service takes two payouts with the same merchant_reference without
 * complaint, so the journal is the guard: the reference is recorded (with the idempotency key made
 * with the form's draft, sent as X-Idempotency-Key) before the request leaves, and a reference
 * already sent, being sent or of unknown outcome is refused ({@link DuplicatePayoutException}). An
 * unknown outcome is never retried automatically: {@link #checkStatus} looks the payout up by its
 * reference and settles the journal either way.
 *
 * <p>A key the service refuses as already used (IDEMPOTENCY_DUPLICATED) is never answered by
 * sending again with a new key on the spot: the payout is looked up by its reference first. Found,
 * it was created and the journal records it; not found, the send fails, the journal gives the
 * reference a new key, and only the user's next confirmation sends it (with that key); the look-up
 * failing leaves the outcome unknown, to be settled with Check status.
 */
public final class PayoutOperations {
  public static final String CREATE = "payout.create";

  private final PaydeskClient client;
  private final Store store;
  private final JournaledSend journaled;

  public PayoutOperations(PaydeskClient client, Store store) {
    this(client, store, Clock.systemUTC());
  }

  PayoutOperations(PaydeskClient client, Store store, Clock clock) {
    this.client = client;
    this.store = store;
    this.journaled = new JournaledSend(store, clock);
  }

  /** A new idempotency key, made when a payout form's draft is started. */
  public static String newKey() {
    return UUID.randomUUID().toString();
  }

  /**
   * The verdict on a payout request: every rule it breaks, by field path (none: it may be sent).
   * The payout form asks this as the user types; {@link #create} asks it again before the journal.
   */
  public static List<FieldError> check(PayoutCreateRequest request) {
    return RequestRules.check(request);
  }

  /**
   * Sends one payout. Checked first (a refused request leaves no journal row); then recorded by its
   * merchant_reference with {@code idempotencyKey}, sent once, and its outcome journaled and
   * audited. The answer is kept in the store.
   *
   * @throws ValidationException when the request breaks a rule (nothing drafted)
   * @throws DuplicatePayoutException when the reference was already sent, is being sent, or its
   *     outcome is unknown (nothing sent)
   */
  public PayoutResult create(PayoutCreateRequest request, String idempotencyKey) {
    List<FieldError> errors = check(request);
    if (!errors.isEmpty()) {
      throw new ValidationException(errors);
    }
    if (idempotencyKey != null && !Rules.isUuid(idempotencyKey)) {
      throw new IllegalArgumentException("A payout's idempotency key is a UUID.");
    }
    String reference = request.merchantReference();
    if (store.journal().findPayout(reference).isEmpty()
        && !store.payouts().findByMerchantReference(reference).isEmpty()) {
      // Seen by this console (e.g. looked up) though never journaled here: still a duplicate.
      throw DuplicatePayoutException.alreadyStored(reference);
    }
    JournalEntry entry =
        store
            .journal()
            .draftPayout(
                reference,
                idempotencyKey == null ? newKey() : idempotencyKey,
                ModelJson.write(request));
    JournaledSend.Sent<Payout> sent =
        journaled.send(
            entry,
            reference,
            options -> {
              try {
                return client.payouts().create(request, options);
              } catch (IdempotencyConflictException e) {
                if (!e.needsNewKey()) {
                  throw e;
                }
                Payout existing = createdBefore(reference, options.idempotencyKey(), e);
                if (existing != null) {
                  return existing;
                }
                throw e;
              } catch (ServerException e) {
                // The service failed while handling it: it may have created the payout.
                throw new OutcomeUnknownException(
                    e.userMessage()
                        + " The payout may have been created: check its status before sending it"
                        + " again.",
                    "OUTCOME_UNKNOWN",
                    "POST",
                    "/v1/payouts",
                    null,
                    options.idempotencyKey(),
                    e);
              }
            },
            Payout::id,
            p -> p.status() + " " + p.amount().currency() + " " + p.amount().value());
    if (sent.value() != null) {
      store.payouts().upsert(sent.value());
    }
    if (sent.failure() instanceof IdempotencyConflictException c && c.needsNewKey()) {
      store.journal().renewPayoutKey(sent.journalId());
    }
    return new PayoutResult(sent.outcome(), sent.journalId(), sent.value(), sent.failure());
  }

  /**
   * After IDEMPOTENCY_DUPLICATED: the payout with this reference if the service has one, null when
   * it has none; when the look-up itself fails, the outcome is unknown.
   */
  private Payout createdBefore(String reference, String key, IdempotencyConflictException refused) {
    try {
      List<Payout> found = client.payouts().retrieveByMerchantReference(reference);
      return found.isEmpty() ? null : found.get(0);
    } catch (NotFoundException none) {
      return null;
    } catch (PaydeskException lookup) {
      throw new OutcomeUnknownException(
          "The service said this payout's key was already used, and the payout could not be"
              + " looked up by its reference: check its status before sending it again.",
          "OUTCOME_UNKNOWN",
          "GET",
          "/v1/payouts",
          null,
          key,
          lookup);
    }
  }

  /**
   * Settles a payout whose outcome is unknown by looking it up by merchant_reference: found, the
   * journal records it as sent (and the payout is stored); not found, the journal records that it
   * did not happen and the reference may be sent again. For a settled reference it just looks the
   * payout up. A failed look-up (service unreachable) leaves the journal as it was and throws.
   */
  public PayoutResult checkStatus(String merchantReference) {
    List<Payout> found = client.payouts().retrieveByMerchantReference(merchantReference);
    if (!found.isEmpty()) {
      store.payouts().upsertAll(found);
    }
    Payout payout = found.isEmpty() ? null : found.get(0);
    Optional<JournalEntry> entry = store.journal().findPayout(merchantReference);
    if (entry.isEmpty()) {
      return new PayoutResult(
          payout == null ? OperationResult.Outcome.FAILED : OperationResult.Outcome.SUCCEEDED,
          0,
          payout,
          null);
    }
    JournalEntry e = entry.get();
    if (e.state() == JournalState.OUTCOME_UNKNOWN) {
      if (payout != null) {
        e = store.journal().resolve(e.id(), true, payout.id(), "Found by merchant reference.");
        store.audit().record(CREATE, merchantReference, "SUCCEEDED", "found by merchant reference");
      } else {
        e =
            store
                .journal()
                .resolve(
                    e.id(),
                    false,
                    null,
                    "The service has no payout with this reference: it was not created.");
        store.audit().record(CREATE, merchantReference, "FAILED", "not found by reference");
      }
    }
    OperationResult.Outcome outcome =
        switch (e.state()) {
          case SUCCEEDED -> OperationResult.Outcome.SUCCEEDED;
          case OUTCOME_UNKNOWN, SENDING -> OperationResult.Outcome.OUTCOME_UNKNOWN;
          default ->
              payout != null ? OperationResult.Outcome.SUCCEEDED : OperationResult.Outcome.FAILED;
        };
    return new PayoutResult(outcome, e.id(), payout, null);
  }

  /**
   * A payout by its id (a UUID) or merchant_reference, read from the service and stored; when the
   * service cannot be reached, the stored copy (empty when there is none).
   */
  public Optional<Payout> lookup(String idOrReference) {
    String key = idOrReference == null ? "" : idOrReference.trim();
    if (key.isEmpty()) {
      return Optional.empty();
    }
    boolean isId = Rules.isUuid(key);
    try {
      if (isId) {
        Payout p = client.payouts().retrieve(key);
        store.payouts().upsert(p);
        return Optional.of(p);
      }
      List<Payout> found = client.payouts().retrieveByMerchantReference(key);
      if (!found.isEmpty()) {
        store.payouts().upsertAll(found);
      }
      return found.stream().findFirst();
    } catch (NotFoundException e) {
      return Optional.empty();
    } catch (ConnectionException e) {
      return isId
          ? store.payouts().find(key)
          : store.payouts().findByMerchantReference(key).stream().findFirst();
    }
  }

  /** Where a merchant_reference stands in the journal: empty when never sent from here. */
  public Optional<JournalState> referenceState(String merchantReference) {
    return store.journal().findPayout(merchantReference).map(JournalEntry::state);
  }

  /** Payouts whose outcome is unknown, oldest first, by merchant_reference. */
  public List<String> unsettledReferences() {
    return store.journal().needingReconciliation().stream()
        .filter(JournalEntry::isPayout)
        .map(JournalEntry::key)
        .toList();
  }

  /** Stored payouts matching the query, newest first, at most {@code limit}, with their count. */
  public PayoutRepository.Found search(PayoutQuery query, int limit) {
    return store.payouts().search(query, limit);
  }

  /** The currencies of the stored payouts, sorted. */
  public List<String> currencies() {
    return store.payouts().currencies();
  }
}
