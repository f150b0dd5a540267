package io.paydesk.store;

import static io.paydesk.store.JsonTable.decimal;
import static io.paydesk.store.JsonTable.text;
import static io.paydesk.store.JsonTable.time;

import com.fasterxml.jackson.databind.JsonNode;
import io.paydesk.api.model.ModelJson;
import io.paydesk.api.model.Subscription;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/** Subscriptions seen by the console; the later updated_at wins. */
public final class SubscriptionRepository {
  static final JsonTable TABLE =
      new JsonTable(
          "subscriptions",
          List.of(
              text("name"),
              text("status"),
              text("merchant_reference"),
              text("customer_id"),
              decimal("amount"),
              text("currency"),
              text("country"),
              time("next_billing_at"),
              time("created_at")));

  private final Db db;

  SubscriptionRepository(Db db) {
    this.db = db;
  }

  public void upsert(Subscription s) {
    upsertAll(List.of(s));
  }

  public void upsertAll(Collection<Subscription> all) {
    List<JsonTable.Row> rows = new ArrayList<>();
    for (Subscription s : all) {
      rows.add(row(JsonFields.parse(s.rawJson() != null ? s.rawJson() : ModelJson.write(s))));
    }
    db.tx(c -> TABLE.upsert(c, rows));
  }

  static JsonTable.Row row(JsonNode s) {
    String id = JsonFields.text(s, "id");
    if (id == null) {
      throw new StoreException("A subscription without an id cannot be stored.");
    }
    List<Object> v = new ArrayList<>();
    v.add(IndexedPayment.cut(JsonFields.text(s, "name"), 255));
    v.add(IndexedPayment.cut(JsonFields.text(s, "status"), 60));
    v.add(IndexedPayment.cut(JsonFields.text(s, "merchant_reference"), 255));
    v.add(IndexedPayment.cut(JsonFields.text(s, "customer_payer", "id"), 64));
    v.add(IndexedPayment.money(JsonFields.decimal(s, "amount", "value"), false));
    v.add(IndexedPayment.cut(JsonFields.text(s, "amount", "currency"), 10));
    v.add(IndexedPayment.cut(JsonFields.text(s, "country"), 10));
    v.add(JsonFields.instant(s, "billing_cycles", "next_at"));
    v.add(JsonFields.instant(s, "created_at"));
    return new JsonTable.Row(
        id,
        JsonTable.version(JsonFields.instant(s, "updated_at"), JsonFields.instant(s, "created_at")),
        v,
        JsonFields.write(Sensitive.redact(s)));
  }

  public Optional<Subscription> find(String id) {
    return db.read(c -> TABLE.findJson(c, id)).map(ModelJson::readSubscription);
  }

  /** Newest first; {@code status} null for every status. */
  public List<Subscription> list(String status, int limit) {
    String page =
        " ORDER BY created_at DESC, id DESC FETCH FIRST "
            + TransactionRepository.clamp(limit)
            + " ROWS ONLY";
    List<String> jsons =
        status == null
            ? db.read(c -> TABLE.jsonWhere(c, "1 = 1" + page))
            : db.read(c -> TABLE.jsonWhere(c, "status = ?" + page, status));
    return read(jsons);
  }

  public List<Subscription> forCustomer(String customerId) {
    return read(
        db.read(
            c ->
                TABLE.jsonWhere(
                    c, "customer_id = ? ORDER BY created_at DESC, id DESC", customerId)));
  }

  private static List<Subscription> read(List<String> jsons) {
    List<Subscription> out = new ArrayList<>(jsons.size());
    jsons.forEach(j -> out.add(ModelJson.readSubscription(j)));
    return out;
  }
}
