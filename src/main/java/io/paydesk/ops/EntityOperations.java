package io.paydesk.ops;

import io.paydesk.api.PaydeskClient;
import io.paydesk.api.RequestRules;
import io.paydesk.api.ValidationException;
import io.paydesk.api.model.BankingEntity;
import io.paydesk.api.model.BankingEntityCreateRequest;
import io.paydesk.api.model.ModelJson;
import io.paydesk.rules.FieldError;
import io.paydesk.rules.Rules;
import io.paydesk.store.JournalEntry;
import io.paydesk.store.JournalState;
import io.paydesk.store.Store;
import java.time.Clock;
import java.util.List;

/**
 * Banking entities: created through {@link JournaledSend} with the UUID idempotency key made with
 * the form's draft, so sending the same draft again (after a lost answer) creates one entity. The
 * service's answer, with tax and document numbers masked to their last four, is kept in the store.
 */
public final class EntityOperations {
  public static final String CREATE = "entity.create";

  private final PaydeskClient client;
  private final Store store;
  private final JournaledSend journaled;

  public EntityOperations(PaydeskClient client, Store store) {
    this(client, store, Clock.systemUTC());
  }

  EntityOperations(PaydeskClient client, Store store, Clock clock) {
    this.client = client;
    this.store = store;
    this.journaled = new JournaledSend(store, clock);
  }

  /**
   * The verdict on a banking entity request: every rule it breaks, by field path (none: it may be
   * sent). The entity form asks this as the user types; {@link #create} asks it again before the
   * journal.
   */
  public static List<FieldError> check(BankingEntityCreateRequest request) {
    return RequestRules.check(request);
  }

  /**
   * Creates (or, with a key already journaled and not settled, sends again) a banking entity. The
   * request is checked first: INDIVIDUAL carries only entity_detail.individual, ENTITY only
   * entity_detail.entity.
   *
   * @param idempotencyKey the UUID made with the form's draft
   * @throws ValidationException when the request breaks a rule (nothing journaled)
   */
  public EntityResult create(BankingEntityCreateRequest request, String idempotencyKey) {
    List<FieldError> errors = check(request);
    if (!errors.isEmpty()) {
      throw new ValidationException(errors);
    }
    if (idempotencyKey == null || !Rules.isUuid(idempotencyKey)) {
      throw new IllegalArgumentException("A banking entity's idempotency key is a UUID.");
    }
    JournalEntry entry =
        store
            .journal()
            .draft(CREATE, request.merchantEntityId(), idempotencyKey, ModelJson.write(request));
    if (entry.state() == JournalState.SUCCEEDED) {
      BankingEntity stored =
          entry.resultId() == null ? null : store.entities().find(entry.resultId()).orElse(null);
      return new EntityResult(OperationResult.Outcome.SUCCEEDED, entry.id(), stored, null);
    }
    if (entry.state() != JournalState.DRAFT) {
      entry = journaled.resendable(entry.id());
    }
    JournaledSend.Sent<BankingEntity> sent =
        journaled.send(
            entry,
            request.merchantEntityId(),
            options -> client.entities().create(request, options),
            BankingEntity::id,
            e -> String.valueOf(e.nationalEntity()));
    if (sent.value() != null) {
      store.entities().upsert(sent.value());
    }
    return new EntityResult(sent.outcome(), sent.journalId(), sent.value(), sent.failure());
  }

  /** Stored entities, newest first. */
  public List<BankingEntity> recent(int limit) {
    return store.entities().recent(limit);
  }
}
