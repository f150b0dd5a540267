package io.paydesk.store;

import static io.paydesk.store.JsonTable.text;
import static io.paydesk.store.JsonTable.time;

import com.fasterxml.jackson.databind.JsonNode;
import io.paydesk.api.model.BankingEntity;
import io.paydesk.api.model.ModelJson;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Banking entities created or seen; the service already masks their tax and document numbers. */
public final class BankingEntityRepository {
  static final JsonTable TABLE =
      new JsonTable(
          "banking_entities",
          List.of(
              text("merchant_entity_id"),
              text("national_entity"),
              text("name"),
              text("email"),
              text("country"),
              time("created_at")));

  private final Db db;

  BankingEntityRepository(Db db) {
    this.db = db;
  }

  public void upsert(BankingEntity e) {
    JsonNode n = JsonFields.parse(e.rawJson() != null ? e.rawJson() : ModelJson.write(e));
    String id = JsonFields.text(n, "id");
    if (id == null) {
      throw new StoreException("A banking entity without an id cannot be stored.");
    }
    JsonNode ind = JsonFields.at(n, "entity_detail", "individual");
    JsonNode org = JsonFields.at(n, "entity_detail", "entity");
    String first = JsonFields.text(ind, "first_name");
    String last = JsonFields.text(ind, "last_name");
    String name = first == null ? last : last == null ? first : first + " " + last;
    if (name == null) {
      name = JsonFields.text(org, "legal_name");
      if (name == null) {
        name = JsonFields.text(org, "name");
      }
    }
    String email = JsonFields.text(ind, "email");
    if (email == null) {
      email = JsonFields.text(org, "email");
    }
    List<Object> v = new ArrayList<>();
    v.add(IndexedPayment.cut(JsonFields.text(n, "merchant_entity_id"), 255));
    v.add(IndexedPayment.cut(JsonFields.text(n, "national_entity"), 30));
    v.add(IndexedPayment.cut(name, 520));
    v.add(IndexedPayment.cut(email, 320));
    v.add(IndexedPayment.cut(JsonFields.text(n, "address", "country"), 10));
    v.add(JsonFields.instant(n, "created_at"));
    JsonTable.Row row =
        new JsonTable.Row(
            IndexedPayment.cut(id, 100),
            JsonTable.version(
                JsonFields.instant(n, "updated_at"), JsonFields.instant(n, "created_at")),
            v,
            JsonFields.write(Sensitive.redact(n)));
    db.tx(c -> TABLE.upsert(c, List.of(row)));
  }

  public Optional<BankingEntity> find(String id) {
    return db.read(c -> TABLE.findJson(c, id)).map(ModelJson::readBankingEntity);
  }

  public List<BankingEntity> findByMerchantEntityId(String merchantEntityId) {
    return read(
        db.read(
            c ->
                TABLE.jsonWhere(
                    c,
                    "merchant_entity_id = ? ORDER BY created_at DESC, id DESC",
                    merchantEntityId)));
  }

  public List<BankingEntity> recent(int limit) {
    return read(
        db.read(
            c ->
                TABLE.jsonWhere(
                    c,
                    "1 = 1 ORDER BY created_at DESC, id DESC FETCH FIRST "
                        + TransactionRepository.clamp(limit)
                        + " ROWS ONLY")));
  }

  private static List<BankingEntity> read(List<String> jsons) {
    List<BankingEntity> out = new ArrayList<>(jsons.size());
    jsons.forEach(j -> out.add(ModelJson.readBankingEntity(j)));
    return out;
  }
}
