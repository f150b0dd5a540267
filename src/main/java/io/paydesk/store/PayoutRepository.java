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
import java.util.Locale;
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

  /** The newest payouts matching a query, at most {@code limit}, and how many match in all. */
  public record Found(List<Payout> payouts, long total) {
    public Found {
      payouts = List.copyOf(payouts);
    }
  }

  /**
   * The payouts matching {@code q}, newest first, at most {@code limit} of them, and their count.
   * The order starts with the status when it is filtered, so H2 walks the (status, created_at)
   * index; otherwise the created_at one.
   */
  public Found search(PayoutQuery q, int limit) {
    List<Object> params = new ArrayList<>();
    StringBuilder where = new StringBuilder("1 = 1");
    if (q.status() != null) {
      where.append(" AND status = ?");
      params.add(q.status());
    }
    if (q.from() != null) {
      where.append(" AND created_at >= ?");
      params.add(q.from());
    }
    if (q.before() != null) {
      where.append(" AND created_at < ?");
      params.add(q.before());
    }
    if (q.currency() != null) {
      where.append(" AND currency = ?");
      params.add(q.currency());
    }
    if (q.text() != null) {
      where.append(
          " AND (id = ? OR merchant_reference LIKE ? ESCAPE '\\'"
              + " OR LOWER(beneficiary_name) LIKE ? ESCAPE '\\')");
      String prefix = PaymentSearchSql.likePrefix(q.text());
      params.add(q.text());
      params.add(prefix);
      params.add("%" + prefix.toLowerCase(Locale.ROOT));
    }
    String order =
        (q.status() != null
                ? " ORDER BY status, created_at DESC, id DESC"
                : " ORDER BY created_at" + " DESC, id DESC")
            + " FETCH FIRST "
            + TransactionRepository.clamp(limit)
            + " ROWS ONLY";
    Object[] p = params.toArray();
    return db.read(
        c -> {
          List<String> jsons = TABLE.jsonWhere(c, where + order, p);
          long total =
              jsons.size() < TransactionRepository.clamp(limit)
                  ? jsons.size()
                  : TABLE.count(c, where.toString(), p);
          return new Found(read(jsons), total);
        });
  }

  /** The currencies of the stored payouts, sorted. */
  public List<String> currencies() {
    return db.read(c -> TABLE.distinct(c, "currency"));
  }

  private static List<Payout> read(List<String> jsons) {
    List<Payout> out = new ArrayList<>(jsons.size());
    jsons.forEach(j -> out.add(ModelJson.readPayout(j)));
    return out;
  }
}
