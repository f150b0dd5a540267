package io.paydesk.ops;

import io.paydesk.api.PaydeskClient;
import io.paydesk.api.PaydeskException;
import io.paydesk.api.RequestOptions;
import io.paydesk.api.RequestRules;
import io.paydesk.api.ValidationException;
import io.paydesk.api.model.ModelJson;
import io.paydesk.api.model.Payment;
import io.paydesk.api.model.Subscription;
import io.paydesk.api.model.SubscriptionPaymentMethod;
import io.paydesk.api.model.SubscriptionStatus;
import io.paydesk.api.model.SubscriptionUpdateRequest;
import io.paydesk.api.model.Transaction;
import io.paydesk.rules.Cards;
import io.paydesk.rules.FieldError;
import io.paydesk.rules.SubscriptionRules;
import io.paydesk.store.JournalEntry;
import io.paydesk.store.PaymentRow;
import io.paydesk.store.Store;
import java.time.Clock;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Subscriptions on the user's behalf: read from the service into the store, changed by a PATCH that
 * carries only what changed ({@link SubscriptionChanges}), paused, resumed and cancelled. Every
 * change is checked first (the client's request rules, a new card's {@link Cards} rules, the
 * subscription's state) and then goes through {@link JournaledSend}; a new card's number and
 * security code reach the request only, never the journal, the audit log or the store.
 */
public final class SubscriptionOperations {
  public static final String UPDATE = "subscription.update";
  public static final String PAUSE = "subscription.pause";
  public static final String RESUME = "subscription.resume";
  public static final String CANCEL = "subscription.cancel";

  /** The most payments of one subscription read from the service when the store lacks them. */
  static final int PAYMENTS_READ = 24;

  /** What the user can do to a subscription. */
  public enum Action {
    EDIT,
    PAUSE,
    RESUME,
    CANCEL
  }

  private final PaydeskClient client;
  private final Store store;
  private final Clock clock;
  private final JournaledSend journaled;

  /**
   * The requests of this session's changes whose answer was lost, by journal id: the journal keeps
   * a new card only masked, so a resend that carries one takes the request from here.
   */
  private final Map<Long, SubscriptionUpdateRequest> unanswered =
      new java.util.concurrent.ConcurrentHashMap<>();

  public SubscriptionOperations(PaydeskClient client, Store store) {
    this(client, store, Clock.systemUTC());
  }

  SubscriptionOperations(PaydeskClient client, Store store, Clock clock) {
    this.client = client;
    this.store = store;
    this.clock = clock;
    this.journaled = new JournaledSend(store, clock);
  }

  /** The actions a status allows: none once COMPLETED or CANCELED. */
  public static Set<Action> allowed(SubscriptionStatus status) {
    if (status == null || status.isFinal()) {
      return Set.of();
    }
    if (status.equals(SubscriptionStatus.PAUSED)) {
      return Set.of(Action.EDIT, Action.RESUME, Action.CANCEL);
    }
    return Set.of(Action.EDIT, Action.PAUSE, Action.CANCEL);
  }

  /**
   * Reads a subscription from the service and stores it, with those of its payments the store does
   * not hold yet (the newest {@value #PAYMENTS_READ}).
   */
  public Subscription retrieve(String id) {
    Subscription s = client.subscriptions().retrieve(id);
    store.subscriptions().upsert(s);
    storeMissingPayments(s);
    return s;
  }

  /** A declined rebill: the service's code and message, and when it was declined. */
  public record Decline(String code, String message, OffsetDateTime at) {
    /**
     * True when the rebill failed for missing stored-credential data (store_credentials fixes it).
     */
    public boolean missingStoredCredentials() {
      String text = (code + " " + message).toUpperCase(Locale.ROOT);
      return text.contains("STORED_CREDENTIAL") || text.contains("STORED CREDENTIAL");
    }
  }

  /**
   * True when a change sending stored credentials (the repair) succeeded after this decline: the
   * next rebill uses them, so the repair is not offered again. The service does not return them
   * with the subscription; the journal of this store remembers what was sent.
   */
  public boolean repairedAfter(Subscription s, Decline d) {
    return store.journal().forTarget(UPDATE, s.id()).stream()
        .anyMatch(
            e ->
                e.state() == io.paydesk.store.JournalState.SUCCEEDED
                    && e.requestJson() != null
                    && e.requestJson().contains("\"store_credentials\"")
                    && (d.at() == null || e.createdAt().isAfter(d.at().toInstant())));
  }

  /**
   * The decline of the subscription's newest payment in the store, if that payment was declined;
   * empty when it was not or the store does not hold it.
   */
  public Optional<Decline> lastDecline(Subscription s) {
    return lastDecline(store, s);
  }

  /** The subscription as the exports write it: with its last decline when it is past due. */
  public Exports.SubscriptionLine exportLine(Subscription s) {
    return exportLine(store, s);
  }

  static Exports.SubscriptionLine exportLine(Store store, Subscription s) {
    return new Exports.SubscriptionLine(
        s,
        SubscriptionStatus.PAST_DUE.equals(s.status()) ? lastDecline(store, s).orElse(null) : null);
  }

  /** As {@link #lastDecline(Subscription)}, from a store alone. */
  private static Optional<Decline> lastDecline(Store store, Subscription s) {
    List<String> ids = s.payments() == null ? List.of() : s.payments();
    for (int i = ids.size() - 1; i >= 0; i--) {
      Optional<Payment> p = store.payments().find(ids.get(i));
      if (p.isEmpty()) {
        continue;
      }
      List<Transaction> txns = p.get().transactions();
      if (txns == null || txns.isEmpty()) {
        return Optional.empty();
      }
      Transaction t = txns.get(txns.size() - 1);
      if (!"DECLINED".equals(String.valueOf(t.status()))) {
        return Optional.empty();
      }
      return Optional.of(
          new Decline(
              t.responseCode(),
              t.responseMessage(),
              t.updatedAt() != null ? t.updatedAt() : t.createdAt()));
    }
    return Optional.empty();
  }

  /** The subscription's payments the store holds, newest first. */
  public List<PaymentRow> payments(Subscription s) {
    List<String> ids = s.payments() == null ? List.of() : s.payments();
    List<PaymentRow> rows = new ArrayList<>();
    for (int i = ids.size() - 1; i >= 0; i--) {
      store.payments().findRow(ids.get(i)).ifPresent(rows::add);
    }
    return rows;
  }

  /** The stored copy, for reading offline. */
  public Optional<Subscription> stored(String id) {
    return store.subscriptions().find(id);
  }

  /**
   * Reads each subscription again and stores it; one that cannot be read keeps its stored copy.
   *
   * @return how many were read; throws the first failure when none was
   */
  public int refresh(Collection<String> ids) {
    int read = 0;
    PaydeskException first = null;
    for (String id : ids) {
      if (Thread.currentThread().isInterrupted()) {
        break;
      }
      try {
        retrieve(id);
        read++;
      } catch (PaydeskException e) {
        first = first == null ? e : first;
      }
    }
    if (read == 0 && first != null) {
      throw first;
    }
    return read;
  }

  /** The changes an edit makes, for the review; nothing is checked or sent. */
  public static SubscriptionChanges changes(Subscription current, SubscriptionEdit edit) {
    return SubscriptionChanges.between(current, edit);
  }

  /**
   * What the rules say of an edit before anything is sent ({@link SubscriptionRules}, and a new
   * card's {@link Cards}); empty when it may be sent. {@link #update} refuses an edit with any.
   */
  public static List<FieldError> verdict(Subscription current, SubscriptionEdit edit, Clock clock) {
    Set<String> present = new HashSet<>();
    present(present, "name", current.name());
    present(present, "description", current.description());
    present(present, "merchant_reference", current.merchantReference());
    present(present, "account_id", current.accountId());
    present(
        present,
        "customer_payer.id",
        current.customerPayer() == null ? null : current.customerPayer().id());
    List<Map.Entry<String, String>> meta = new ArrayList<>();
    edit.metadata().forEach(m -> meta.add(new AbstractMap.SimpleEntry<>(m.key(), m.value())));
    List<FieldError> errors =
        new ArrayList<>(
            SubscriptionRules.check(
                new SubscriptionRules.After(
                    edit.name(),
                    edit.description(),
                    edit.merchantReference(),
                    edit.accountId(),
                    edit.country(),
                    edit.amount(),
                    edit.frequencyValue(),
                    edit.cyclesTotal(),
                    edit.customerId(),
                    utcDate(edit.startAt()),
                    utcDate(edit.finishAt()),
                    edit.retryAmount(),
                    meta,
                    edit.newCard() == null ? edit.vaultedToken() : null),
                new SubscriptionRules.Before(
                    present,
                    current.billingCycles() == null ? null : current.billingCycles().current())));
    NewCard c = edit.newCard();
    if (c != null) {
      errors.addAll(
          Cards.check(
              c.number(),
              c.expirationMonth(),
              c.expirationYear(),
              c.securityCode(),
              c.holderName(),
              YearMonth.now(clock.withZone(ZoneOffset.UTC))));
    }
    return errors;
  }

  private static void present(Set<String> present, String path, String value) {
    if (value != null) {
      present.add(path);
    }
  }

  private static LocalDate utcDate(OffsetDateTime t) {
    return t == null ? null : t.withOffsetSameInstant(ZoneOffset.UTC).toLocalDate();
  }

  /**
   * Sends the changes (only what changed). Refused before anything is drafted when there is nothing
   * to change, a field breaks a rule ({@link ValidationException}) or the subscription is final
   * ({@link IllegalStateException}).
   */
  public SubscriptionResult update(Subscription current, SubscriptionEdit edit) {
    SubscriptionChanges changes = SubscriptionChanges.between(current, edit);
    if (changes.isEmpty()) {
      throw new IllegalArgumentException("Nothing changed.");
    }
    List<FieldError> errors = new ArrayList<>(verdict(current, edit, clock));
    errors.addAll(RequestRules.check(changes.request()));
    if (!errors.isEmpty()) {
      throw new ValidationException(errors);
    }
    requireAllowed(current, Action.EDIT);
    SubscriptionUpdateRequest request = changes.request();
    JournalEntry entry = journaled.draft(UPDATE, current.id(), changes.redacted());
    SubscriptionResult r =
        send(entry, current.id(), key -> client.subscriptions().update(current.id(), request, key));
    if (r.outcome() == OperationResult.Outcome.OUTCOME_UNKNOWN) {
      unanswered.put(r.journalId(), request);
    }
    return r;
  }

  /**
   * Sends a change whose answer was lost (or that failed) again, found by its journal id, with the
   * same idempotency key: if the first attempt took effect the service answers its result and
   * nothing changes twice. Refused once the key is older than the service remembers ({@link
   * StaleOperationException}), and for a card change sent before a restart (its number was never
   * kept: {@link IllegalStateException}).
   */
  public SubscriptionResult resend(long journalId) {
    JournalEntry entry = journaled.resendable(journalId);
    String id = entry.targetId();
    SubscriptionResult r =
        switch (entry.operation()) {
          case UPDATE -> {
            SubscriptionUpdateRequest request = unanswered.get(journalId);
            if (request == null) {
              request = ModelJson.read(entry.requestJson(), SubscriptionUpdateRequest.class);
              SubscriptionPaymentMethod pm = request.paymentMethod();
              if (pm != null && pm.card() != null && pm.card().cardData() != null) {
                throw new IllegalStateException(
                    "Operation " + journalId + " carried a new card that was not kept");
              }
            }
            SubscriptionUpdateRequest body = request;
            yield send(entry, id, key -> client.subscriptions().update(id, body, key));
          }
          case PAUSE -> send(entry, id, key -> client.subscriptions().pause(id, key));
          case RESUME -> send(entry, id, key -> client.subscriptions().resume(id, key));
          case CANCEL -> send(entry, id, key -> client.subscriptions().cancel(id, key));
          default ->
              throw new IllegalArgumentException(
                  "Not a subscription operation: " + entry.operation());
        };
    if (r.outcome() != OperationResult.Outcome.OUTCOME_UNKNOWN) {
      unanswered.remove(journalId);
    }
    return r;
  }

  public SubscriptionResult pause(Subscription current) {
    return action(current, Action.PAUSE, PAUSE);
  }

  public SubscriptionResult resume(Subscription current) {
    return action(current, Action.RESUME, RESUME);
  }

  /** Cancels for good: CANCELED is final. */
  public SubscriptionResult cancel(Subscription current) {
    return action(current, Action.CANCEL, CANCEL);
  }

  private SubscriptionResult action(Subscription current, Action action, String operation) {
    requireAllowed(current, action);
    // No body is sent; the journal keeps what was asked of which subscription.
    JournalEntry entry =
        journaled.draft(operation, current.id(), Map.of("subscription_id", current.id()));
    String id = current.id();
    return send(
        entry,
        id,
        key ->
            switch (action) {
              case PAUSE -> client.subscriptions().pause(id, key);
              case RESUME -> client.subscriptions().resume(id, key);
              default -> client.subscriptions().cancel(id, key);
            });
  }

  private static void requireAllowed(Subscription s, Action action) {
    if (!allowed(s.status()).contains(action)) {
      throw new IllegalStateException(action + " is not allowed on a subscription " + s.status());
    }
  }

  private SubscriptionResult send(
      JournalEntry entry, String id, Function<RequestOptions, Subscription> call) {
    JournaledSend.Sent<Subscription> sent =
        journaled.send(entry, id, call, Subscription::id, s -> String.valueOf(s.status()));
    if (!sent.outcome().equals(OperationResult.Outcome.SUCCEEDED)) {
      return new SubscriptionResult(sent.outcome(), sent.journalId(), null, sent.failure());
    }
    Subscription answered = sent.value();
    store.subscriptions().upsert(answered);
    return new SubscriptionResult(sent.outcome(), sent.journalId(), answered, null);
  }

  private void storeMissingPayments(Subscription s) {
    List<String> ids = s.payments() == null ? List.of() : s.payments();
    int from = Math.max(0, ids.size() - PAYMENTS_READ);
    for (String pid : ids.subList(from, ids.size())) {
      if (store.payments().findRow(pid).isPresent()) {
        continue;
      }
      try {
        store.payments().upsert(client.payments().retrieve(pid));
      } catch (PaydeskException e) {
        // kept out of the list until the next read; the subscription itself is stored
      }
    }
  }
}
