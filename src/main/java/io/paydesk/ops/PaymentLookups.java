package io.paydesk.ops;

import io.paydesk.api.ConnectionException;
import io.paydesk.api.OutcomeUnknownException;
import io.paydesk.api.PaydeskClient;
import io.paydesk.api.PaydeskException;
import io.paydesk.api.RetrieveOptions;
import io.paydesk.api.model.Payment;
import io.paydesk.rules.Rules;
import io.paydesk.store.PaymentQuery;
import io.paydesk.store.PaymentRepository;
import io.paydesk.store.PaymentRow;
import io.paydesk.store.Store;
import io.paydesk.store.TextMatch;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Finds payments for the user: by payment id from the service (kept in the store), from the store
 * when the service does not answer; by merchant order id from the store, then the service; by
 * customer e-mail from the store (the service has no such search).
 */
public final class PaymentLookups {
  /** The most payments one look-up lists. */
  public static final int LIMIT = 50;

  private final PaydeskClient client;
  private final Store store;

  public PaymentLookups(PaydeskClient client, Store store) {
    this.client = client;
    this.store = store;
  }

  /** What a typed text is taken for. */
  public enum Key {
    PAYMENT_ID,
    MERCHANT_ORDER_ID,
    EMAIL
  }

  /** A UUID is a payment id, a text with "@" an e-mail, anything else a merchant order id. */
  public static Key keyOf(String text) {
    String t = text == null ? "" : text.strip();
    if (Rules.isUuid(t)) {
      return Key.PAYMENT_ID;
    }
    return t.indexOf('@') > 0 ? Key.EMAIL : Key.MERCHANT_ORDER_ID;
  }

  /**
   * What a look-up found.
   *
   * @param payments newest first; empty when nothing matched
   * @param refreshedAt when the store copy was last refreshed, for a payment shown from the store
   *     because the service did not answer; null otherwise
   * @param offline the failure that made the store answer; null when the service answered or was
   *     not asked
   */
  public record Found(List<Payment> payments, Instant refreshedAt, PaydeskException offline) {
    public boolean fromStoreOffline() {
      return offline != null;
    }
  }

  /** Finds by payment id, merchant order id or e-mail, as {@link #keyOf} reads the text. */
  public Found find(String text) {
    String t = text.strip();
    return switch (keyOf(t)) {
      case PAYMENT_ID -> byId(t);
      case EMAIL -> byEmail(t);
      case MERCHANT_ORDER_ID -> byMerchantOrderId(t);
    };
  }

  /**
   * The payment from the service, saved in the store; when the service does not answer, the store
   * copy with the time it was last refreshed (the failure is thrown when there is none).
   */
  public Found byId(String id) {
    try {
      Payment payment = client.payments().retrieve(id);
      store.payments().upsert(payment);
      return new Found(List.of(payment), null, null);
    } catch (ConnectionException | OutcomeUnknownException offline) {
      Optional<Payment> cached = store.payments().find(id);
      if (cached.isEmpty()) {
        throw offline;
      }
      Instant refreshed =
          store.payments().findRow(id).map(PaymentRow::lastRefreshedAt).orElse(null);
      return new Found(List.of(cached.get()), refreshed, offline);
    }
  }

  /**
   * A payment's answer with its transactions history and the providers' raw responses, as JSON
   * (card data removed, document numbers masked).
   *
   * @param fetchedAt when the service gave this answer
   * @param offline the failure that made the store answer; null when the service answered
   */
  public record RawAnswer(String json, Instant fetchedAt, PaydeskException offline) {}

  /**
   * Reads a payment with transactions_history and raw_response and keeps the answer in the store;
   * when the service does not answer, the last answer kept (the failure is thrown when there is
   * none).
   */
  public RawAnswer rawAnswer(String id) {
    try {
      Payment payment = client.payments().retrieve(id, RetrieveOptions.ALL);
      PaymentRepository.RawAnswer kept =
          store.payments().saveRawAnswer(id, payment.rawJson(), Instant.now());
      return new RawAnswer(kept.json(), kept.fetchedAt(), null);
    } catch (ConnectionException | OutcomeUnknownException offline) {
      PaymentRepository.RawAnswer kept =
          store.payments().findRawAnswer(id).orElseThrow(() -> offline);
      return new RawAnswer(kept.json(), kept.fetchedAt(), offline);
    }
  }

  /**
   * The payments of one merchant order: from the store when it has them, otherwise from the service
   * (and saved in the store).
   */
  public Found byMerchantOrderId(String merchantOrderId) {
    List<Payment> stored =
        fromStore(PaymentQuery.builder().merchantOrderId(TextMatch.exact(merchantOrderId)));
    if (!stored.isEmpty()) {
      return new Found(stored, null, null);
    }
    List<Payment> answered = client.payments().retrieveByMerchantOrderId(merchantOrderId);
    if (!answered.isEmpty()) {
      store.payments().upsertAll(answered);
    }
    return new Found(answered, null, null);
  }

  /** The payments of one customer e-mail (any case) in the store, newest first. */
  public Found byEmail(String email) {
    return new Found(
        fromStore(PaymentQuery.builder().customerEmail(TextMatch.exact(email))), null, null);
  }

  private List<Payment> fromStore(PaymentQuery.Builder query) {
    return store
        .payments()
        .search(query.sort(PaymentQuery.SortBy.CREATED_AT, true).pageSize(LIMIT).build())
        .items()
        .stream()
        .map(row -> store.payments().find(row.id()))
        .flatMap(Optional::stream)
        .toList();
  }
}
