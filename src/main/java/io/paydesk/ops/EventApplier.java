package io.paydesk.ops;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.paydesk.api.ConnectionException;
import io.paydesk.api.NotFoundException;
import io.paydesk.api.OutcomeUnknownException;
import io.paydesk.api.PaydeskClient;
import io.paydesk.api.PaydeskException;
import io.paydesk.api.model.ModelJson;
import io.paydesk.store.EventRepository;
import io.paydesk.store.EventRepository.StoredEvent;
import io.paydesk.store.EventWrites;
import io.paydesk.store.Store;
import io.paydesk.store.StoreException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Makes ready what applying one stored event writes. Payment events read the payment again from the
 * service, whose answer replaces the stored copy (it is the truth when read) with every
 * transaction; payouts and subscriptions store the object as carried, then as read again; an
 * enrollment reads the customer's methods again. When the service cannot be read, what the event
 * carries is stored and the event is tried again later. An event's payload never replaces a stored
 * copy whose {@code updated_at} is newer (the repositories' rule), and a payload time more than a
 * day ahead of the clock is logged and ordered as now. The reads happen here, outside any
 * transaction; {@link EventWorker} stores the outcome's writes with the event's state in one, then
 * tells what changed through {@link StoreChanges}.
 */
public final class EventApplier {
  /** How far ahead of the clock a payload's time may be before it is taken as now. */
  static final Duration AHEAD = Duration.ofHours(24);

  private static final Logger LOG = LoggerFactory.getLogger(EventApplier.class);

  private final PaydeskClient client;
  private final Store store;
  private final Clock clock;

  /**
   * How applying ended: a state of {@link EventRepository}, a reason (null when applied), what to
   * write with that state (null for nothing), and what changed in the store once it is written.
   */
  public record Outcome(
      String state, String reason, EventWrites writes, List<StoreChanges.Change> changes) {
    Outcome(String state, String reason) {
      this(state, reason, null, List.of());
    }

    static Outcome applied(EventWrites writes, StoreChanges.Change... changes) {
      return new Outcome(EventRepository.APPLIED, null, writes, List.of(changes));
    }

    static Outcome retry(String reason, EventWrites writes) {
      return new Outcome(EventRepository.RETRY, reason, writes, List.of());
    }
  }

  public EventApplier(PaydeskClient client, Store store, Clock clock) {
    this.client = client;
    this.store = store;
    this.clock = clock;
  }

  /**
   * Reads what the event asks to read from the service and makes ready what to store; writes
   * nothing (the caller stores the outcome's writes with the event's state, in one transaction).
   * Never throws for what the service answers or for a payload the store cannot take.
   */
  public Outcome apply(StoredEvent event) {
    if (event.rawBody() == null) {
      return new Outcome(EventRepository.FAILED, "raw body dropped (older than the retention)");
    }
    EventEnvelope e;
    try {
      e = EventEnvelope.parse(event.rawBody());
    } catch (EventEnvelope.NotAnEnvelope x) {
      return new Outcome(EventRepository.FAILED, x.getMessage());
    }
    String id = e.resourceId();
    // What the event carries, stored when the service cannot be read (not for a payment read: its
    // read replaces the copy in the same transaction, so the carried copy would never be seen).
    EventWrites carried = new EventWrites(store);
    try {
      switch (e.type()) {
        case "payment" -> {
          if (id == null) {
            return new Outcome(EventRepository.FAILED, "payment event without a payment id");
          }
          carried.paymentCarried(asCarried(e, event.id()));
          EventWrites read = new EventWrites(store).paymentRead(client.payments().retrieve(id));
          StoreChanges.Change payment = new StoreChanges.Change(StoreChanges.Kind.PAYMENT, id);
          return e.typeEvent().equals("payment.chargeback")
              ? Outcome.applied(
                  read, payment, new StoreChanges.Change(StoreChanges.Kind.CHARGEBACK, id))
              : Outcome.applied(read, payment);
        }
        case "payout" -> {
          if (id == null) {
            return new Outcome(EventRepository.FAILED, "payout event without a payout id");
          }
          carried.payout(ModelJson.readPayout(asCarried(e, event.id())));
          return Outcome.applied(
              carried.payout(client.payouts().retrieve(id)),
              new StoreChanges.Change(StoreChanges.Kind.PAYOUT, id));
        }
        case "subscription" -> {
          if (id == null) {
            return new Outcome(EventRepository.FAILED, "subscription event without an id");
          }
          carried.subscription(ModelJson.readSubscription(asCarried(e, event.id())));
          return Outcome.applied(
              carried.subscription(client.subscriptions().retrieve(id)),
              new StoreChanges.Change(StoreChanges.Kind.SUBSCRIPTION, id));
        }
        case "enrollment" -> {
          String customer = customerOf(e.resource());
          if (customer == null) {
            return new Outcome(EventRepository.FAILED, "enrollment event without a customer id");
          }
          return Outcome.applied(
              carried.methods(customer, client.customers().listPaymentMethods(customer)),
              new StoreChanges.Change(StoreChanges.Kind.PAYMENT_METHODS, customer));
        }
        default -> {
          return new Outcome(EventRepository.UNKNOWN, "type not applied: " + e.typeEvent());
        }
      }
    } catch (NotFoundException x) {
      return Outcome.retry("not found at the service yet", carried);
    } catch (ConnectionException | OutcomeUnknownException x) {
      return Outcome.retry("service unreachable", carried);
    } catch (PaydeskException x) {
      return Outcome.retry(
          "service answered " + x.status() + " " + x.getClass().getSimpleName(), carried);
    } catch (StoreException x) {
      return Outcome.retry("store: " + x.getMessage(), null);
    } catch (RuntimeException x) {
      return Outcome.retry("cannot apply: " + x.getClass().getSimpleName(), null);
    }
  }

  /**
   * The carried object as JSON, its {@code updated_at} taken as now when it is more than a day
   * ahead of the clock (a wrong clock must not make a payload win over later reads).
   */
  private String asCarried(EventEnvelope e, long eventId) {
    JsonNode resource = e.resource();
    String updated = EventEnvelope.text(resource, "updated_at");
    if (updated != null && resource instanceof ObjectNode o) {
      Instant now = clock.instant();
      try {
        if (OffsetDateTime.parse(updated).toInstant().isAfter(now.plus(AHEAD))) {
          LOG.warn(
              "Event {} ({}): updated_at is more than 24 h ahead of the clock; ordered as now.",
              eventId,
              e.typeEvent());
          ObjectNode copy = o.deepCopy();
          copy.put("updated_at", now.toString());
          return copy.toString();
        }
      } catch (DateTimeParseException x) {
        // an unreadable time is the store's to order as it orders any
      }
    }
    return resource.toString();
  }

  private static String customerOf(JsonNode method) {
    String id = EventEnvelope.text(method, "customer_id");
    if (id == null) {
      id = EventEnvelope.text(method.path("customer"), "id");
    }
    if (id == null) {
      id = EventEnvelope.text(method.path("customer_payer"), "id");
    }
    return id;
  }
}
