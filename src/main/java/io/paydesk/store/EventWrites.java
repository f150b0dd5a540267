package io.paydesk.store;

import io.paydesk.api.model.EnrolledPaymentMethod;
import io.paydesk.api.model.ModelJson;
import io.paydesk.api.model.Payment;
import io.paydesk.api.model.Payout;
import io.paydesk.api.model.Subscription;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * What applying one event writes to the store, made ready (parsed, indexed, redacted) on the
 * caller's thread and written by {@link EventRepository#finish(List)} in the transaction that marks
 * the event applied: the copies and the mark are stored together or not at all.
 */
public final class EventWrites {
  @FunctionalInterface
  private interface Write {
    void run(Connection c) throws SQLException;
  }

  private final Store store;
  private final List<Write> writes = new ArrayList<>();

  public EventWrites(Store store) {
    this.store = store;
  }

  /**
   * A payment as an event carried it (JSON): stored unless the stored copy is newer.
   *
   * @throws StoreException for a payment that cannot be stored (no id)
   */
  public EventWrites paymentCarried(String json) {
    return payment(store.payments().writer().index(json), false);
  }

  /**
   * A payment read from the service: it replaces the stored copy and its transactions (the read is
   * the truth when read, even when the stored copy says it is newer).
   */
  public EventWrites paymentRead(Payment payment) {
    return payment(store.payments().writer().index(PaymentRepository.jsonOf(payment)), true);
  }

  private EventWrites payment(IndexedPayment indexed, boolean replace) {
    PaymentWriter writer = store.payments().writer();
    writes.add(c -> writer.writeIn(c, List.of(indexed), replace));
    return this;
  }

  /** A payout, stored unless the stored copy is newer. */
  public EventWrites payout(Payout payout) {
    JsonTable.Row row =
        store
            .payouts()
            .row(
                JsonFields.parse(
                    payout.rawJson() != null ? payout.rawJson() : ModelJson.write(payout)));
    writes.add(c -> PayoutRepository.TABLE.upsert(c, List.of(row)));
    return this;
  }

  /** A subscription, stored unless the stored copy is newer. */
  public EventWrites subscription(Subscription s) {
    JsonTable.Row row =
        SubscriptionRepository.row(
            JsonFields.parse(s.rawJson() != null ? s.rawJson() : ModelJson.write(s)));
    writes.add(c -> SubscriptionRepository.TABLE.upsert(c, List.of(row)));
    return this;
  }

  /** A customer's complete list of enrolled methods, replacing the stored one. */
  public EventWrites methods(String customerId, List<EnrolledPaymentMethod> methods) {
    List<JsonTable.Row> rows = EnrolledMethodRepository.rows(customerId, methods);
    writes.add(c -> EnrolledMethodRepository.replaceIn(c, customerId, rows));
    return this;
  }

  void writeIn(Connection c) throws SQLException {
    for (Write w : writes) {
      w.run(c);
    }
  }
}
