package io.paydesk.store;

import static io.paydesk.store.JsonTable.text;
import static io.paydesk.store.JsonTable.time;

import com.fasterxml.jackson.databind.JsonNode;
import io.paydesk.api.model.Customer;
import io.paydesk.api.model.ModelJson;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** Customers created or retrieved; documents masked, with a keyed hash for exact matching. */
public final class CustomerRepository {
  static final JsonTable TABLE =
      new JsonTable(
          "customers",
          List.of(
              text("merchant_customer_id"),
              text("name"),
              text("email"),
              text("document_masked"),
              text("document_hash"),
              text("country"),
              time("created_at")));

  private final Db db;
  private final Sensitive sensitive;

  CustomerRepository(Db db, Sensitive sensitive) {
    this.db = db;
    this.sensitive = sensitive;
  }

  public void upsert(Customer customer) {
    JsonNode n =
        JsonFields.parse(
            customer.rawJson() != null ? customer.rawJson() : ModelJson.write(customer));
    String id = JsonFields.text(n, "id");
    if (id == null) {
      throw new StoreException("A customer without an id cannot be stored.");
    }
    String first = JsonFields.text(n, "first_name");
    String last = JsonFields.text(n, "last_name");
    String name = first == null ? last : last == null ? first : first + " " + last;
    String email = JsonFields.text(n, "email");
    String doc = JsonFields.text(n, "document", "document_number");
    List<Object> v = new ArrayList<>();
    v.add(IndexedPayment.cut(JsonFields.text(n, "merchant_customer_id"), 255));
    v.add(IndexedPayment.cut(name, 520));
    v.add(email == null ? null : IndexedPayment.cut(email.toLowerCase(Locale.ROOT), 320));
    v.add(doc == null ? null : Sensitive.mask(doc));
    v.add(doc == null ? null : sensitive.documentHash(doc));
    v.add(IndexedPayment.cut(JsonFields.text(n, "country"), 10));
    v.add(JsonFields.instant(n, "created_at"));
    JsonTable.Row row =
        new JsonTable.Row(
            IndexedPayment.cut(id, 64),
            JsonTable.version(
                JsonFields.instant(n, "updated_at"), JsonFields.instant(n, "created_at")),
            v,
            JsonFields.write(Sensitive.redact(n)));
    db.tx(c -> TABLE.upsert(c, List.of(row)));
  }

  public Optional<Customer> find(String id) {
    return db.read(c -> TABLE.findJson(c, id)).map(ModelJson::readCustomer);
  }

  public List<Customer> findByMerchantCustomerId(String merchantCustomerId) {
    return read(
        db.read(
            c ->
                TABLE.jsonWhere(
                    c, "merchant_customer_id = ? ORDER BY created_at DESC", merchantCustomerId)));
  }

  public List<Customer> findByEmail(String email) {
    return read(
        db.read(
            c ->
                TABLE.jsonWhere(
                    c,
                    "email = ? ORDER BY created_at DESC",
                    email.trim().toLowerCase(Locale.ROOT))));
  }

  /** Exact document number (punctuation and case ignored), matched by keyed hash. */
  public List<Customer> findByDocument(String documentNumber) {
    String hash = sensitive.documentHash(documentNumber);
    return hash == null
        ? List.of()
        : read(
            db.read(c -> TABLE.jsonWhere(c, "document_hash = ? ORDER BY created_at DESC", hash)));
  }

  /** Remembers that a user looked this customer up now. */
  public void rememberLookUp(String customerId) {
    db.tx(
        c -> {
          java.time.OffsetDateTime now = PaymentSearchSql.time(java.time.Instant.now());
          try (java.sql.PreparedStatement up =
              c.prepareStatement(
                  "UPDATE customer_lookups SET looked_up_at = ? WHERE customer_id = ?")) {
            up.setObject(1, now);
            up.setString(2, customerId);
            if (up.executeUpdate() == 0) {
              try (java.sql.PreparedStatement in =
                  c.prepareStatement(
                      "INSERT INTO customer_lookups (customer_id, looked_up_at) VALUES (?, ?)")) {
                in.setString(1, customerId);
                in.setObject(2, now);
                in.executeUpdate();
              }
            }
          }
          return null;
        });
  }

  /** The customer ids looked up most recently, newest first. */
  public List<String> recentLookUps(int limit) {
    return db.read(
        c -> {
          List<String> ids = new ArrayList<>();
          try (java.sql.PreparedStatement ps =
              c.prepareStatement(
                  "SELECT customer_id FROM customer_lookups ORDER BY looked_up_at DESC"
                      + " FETCH FIRST "
                      + Math.max(1, Math.min(limit, 1000))
                      + " ROWS ONLY")) {
            try (java.sql.ResultSet rs = ps.executeQuery()) {
              while (rs.next()) {
                ids.add(rs.getString(1));
              }
            }
          }
          return ids;
        });
  }

  private static List<Customer> read(List<String> jsons) {
    List<Customer> out = new ArrayList<>(jsons.size());
    jsons.forEach(j -> out.add(ModelJson.readCustomer(j)));
    return out;
  }
}
