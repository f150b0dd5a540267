package io.paydesk.store;

import static io.paydesk.store.JsonTable.decimal;
import static io.paydesk.store.JsonTable.text;
import static io.paydesk.store.JsonTable.time;

import com.fasterxml.jackson.databind.JsonNode;
import io.paydesk.api.model.ModelJson;
import io.paydesk.api.model.Payout;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * Payouts seen by the console. The beneficiary's document is kept masked, with a keyed hash for
 * exact matching; the later updated_at wins.
 */
public final class PayoutRepository {
  static final JsonTable TABLE =
      new JsonTable(
          "payouts",
          List.of(
              text("merchant_reference"),
              text("status"),
              text("purpose"),
              text("country"),
              decimal("amount"),
              text("currency"),
              text("beneficiary_name"),
              text("beneficiary_document"),
              text("beneficiary_doc_hash"),
              time("created_at")));

  private final Db db;
  private final Sensitive sensitive;

  PayoutRepository(Db db, Sensitive sensitive) {
    this.db = db;
    this.sensitive = sensitive;
  }

  public void upsert(Payout p) {
    upsertAll(List.of(p));
  }

  public void upsertAll(Collection<Payout> all) {
    List<JsonTable.Row> rows = new ArrayList<>();
    for (Payout p : all) {
      rows.add(row(JsonFields.parse(p.rawJson() != null ? p.rawJson() : ModelJson.write(p))));
    }
    db.tx(c -> TABLE.upsert(c, rows));
  }

  JsonTable.Row row(JsonNode p) {
    String id = JsonFields.text(p, "id");
    if (id == null) {
      throw new StoreException("A payout without an id cannot be stored.");
    }
    JsonNode b = p.get("beneficiary");
    String legal = JsonFields.text(b, "legal_name");
    String first = JsonFields.text(b, "first_name");
    String last = JsonFields.text(b, "last_name");
    String name =
        legal != null ? legal : first == null ? last : last == null ? first : first + " " + last;
    String doc = JsonFields.text(b, "document", "document_number");
    List<Object> v = new ArrayList<>();
    v.add(IndexedPayment.cut(JsonFields.text(p, "merchant_reference"), 255));
    v.add(IndexedPayment.cut(JsonFields.text(p, "status"), 60));
    v.add(IndexedPayment.cut(JsonFields.text(p, "purpose"), 100));
    v.add(IndexedPayment.cut(JsonFields.text(p, "country"), 10));
    v.add(IndexedPayment.money(JsonFields.decimal(p, "amount", "value"), false));
    v.add(IndexedPayment.cut(JsonFields.text(p, "amount", "currency"), 10));
    v.add(IndexedPayment.cut(name, 520));
    v.add(doc == null ? null : Sensitive.mask(doc));
    v.add(doc == null ? null : sensitive.documentHash(doc));
    v.add(JsonFields.instant(p, "created_at"));
    return new JsonTable.Row(
        id,
        JsonTable.version(JsonFields.instant(p, "updated_at"), JsonFields.instant(p, "created_at")),
        v,
        JsonFields.write(Sensitive.redact(p)));
  }

  public Optional<Payout> find(String id) {
    return db.read(c -> TABLE.findJson(c, id)).map(ModelJson::readPayout);
  }

  /** Payouts with this merchant_reference (normally one), newest first. */
  public List<Payout> findByMerchantReference(String merchantReference) {
    return read(
        db.read(
            c ->
                TABLE.jsonWhere(
                    c,
                    "merchant_reference = ? ORDER BY created_at DESC, id DESC",
                    merchantReference)));
  }

  /** Payouts to a beneficiary with this document number (matched by keyed hash). */
  public List<Payout> findByBeneficiaryDocument(String documentNumber) {
    String hash = sensitive.documentHash(documentNumber);
    if (hash == null) {
      return List.of();
    }
    return read(
        db.read(
            c ->
                TABLE.jsonWhere(
                    c, "beneficiary_doc_hash = ? ORDER BY created_at DESC, id DESC", hash)));
  }

  /** Newest first; {@code status} null for every status. */
  public List<Payout> recent(String status, int limit) {
    String page =
        " ORDER BY created_at DESC, id DESC FETCH FIRST "
            + TransactionRepository.clamp(limit)
            + " ROWS ONLY";
    return read(
        status == null
            ? db.read(c -> TABLE.jsonWhere(c, "1 = 1" + page))
            : db.read(c -> TABLE.jsonWhere(c, "status = ?" + page, status)));
  }

  private static List<Payout> read(List<String> jsons) {
    List<Payout> out = new ArrayList<>(jsons.size());
    jsons.forEach(j -> out.add(ModelJson.readPayout(j)));
    return out;
  }
}
