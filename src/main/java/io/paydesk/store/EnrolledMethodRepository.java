package io.paydesk.store;

import static io.paydesk.store.JsonTable.integer;
import static io.paydesk.store.JsonTable.text;
import static io.paydesk.store.JsonTable.time;

import com.fasterxml.jackson.databind.JsonNode;
import io.paydesk.api.model.EnrolledPaymentMethod;
import io.paydesk.api.model.ModelJson;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.List;

/**
 * A customer's enrolled payment methods, as last listed by the service. Items have no id: the
 * vaulted token (else the idempotency key) names one. Card expiry years are kept with four digits.
 */
public final class EnrolledMethodRepository {
  static final JsonTable TABLE =
      new JsonTable(
          "enrolled_methods",
          List.of(
              text("customer_id"),
              text("type"),
              text("status"),
              text("card_brand"),
              text("card_last4"),
              integer("expiration_month"),
              integer("expiration_year"),
              time("last_used_at"),
              time("created_at")));

  private final Db db;

  EnrolledMethodRepository(Db db) {
    this.db = db;
  }

  /**
   * Stores the complete list the service answered for a customer: methods no longer listed are
   * removed (they are no longer enrolled).
   */
  public void replaceForCustomer(String customerId, List<EnrolledPaymentMethod> methods) {
    List<JsonTable.Row> rows = rows(customerId, methods);
    db.tx(
        c -> {
          replaceIn(c, customerId, rows);
          return null;
        });
  }

  /** The rows of a customer's methods, as {@link #replaceIn} stores them. */
  static List<JsonTable.Row> rows(String customerId, List<EnrolledPaymentMethod> methods) {
    List<JsonTable.Row> rows = new ArrayList<>();
    for (EnrolledPaymentMethod m : methods) {
      JsonNode n = JsonFields.parse(m.rawJson() != null ? m.rawJson() : ModelJson.write(m));
      String id = JsonFields.text(n, "vaulted_token");
      if (id == null) {
        id = JsonFields.text(n, "idempotency_key");
      }
      if (id == null) {
        continue;
      }
      Integer year = integerAt(n, "card_data", "expiration_year");
      if (year != null && year < 100) {
        year += 2000;
      }
      List<Object> v = new ArrayList<>();
      v.add(customerId);
      v.add(IndexedPayment.cut(JsonFields.text(n, "type"), 60));
      v.add(IndexedPayment.cut(JsonFields.text(n, "status"), 60));
      v.add(IndexedPayment.cut(JsonFields.text(n, "card_data", "brand"), 60));
      v.add(IndexedPayment.cut(JsonFields.text(n, "card_data", "lfd"), 4));
      v.add(integerAt(n, "card_data", "expiration_month"));
      v.add(year);
      v.add(JsonFields.instant(n, "last_successfully_used_at"));
      v.add(JsonFields.instant(n, "created_at"));
      rows.add(
          new JsonTable.Row(
              IndexedPayment.cut(id, 255),
              JsonTable.version(
                  JsonFields.instant(n, "updated_at"), JsonFields.instant(n, "created_at")),
              v,
              JsonFields.write(Sensitive.redact(n))));
    }
    return rows;
  }

  /** Stores a customer's rows in the caller's transaction, removing the methods not among them. */
  static void replaceIn(Connection c, String customerId, List<JsonTable.Row> rows)
      throws SQLException {
    TABLE.upsert(c, rows);
    StringBuilder sql = new StringBuilder("DELETE FROM enrolled_methods WHERE customer_id = ?");
    if (!rows.isEmpty()) {
      sql.append(" AND id NOT IN (");
      for (int i = 0; i < rows.size(); i++) {
        sql.append(i == 0 ? "?" : ", ?");
      }
      sql.append(')');
    }
    try (PreparedStatement ps = c.prepareStatement(sql.toString())) {
      ps.setString(1, customerId);
      for (int i = 0; i < rows.size(); i++) {
        ps.setString(i + 2, rows.get(i).id());
      }
      ps.executeUpdate();
    }
  }

  public List<EnrolledPaymentMethod> forCustomer(String customerId) {
    return read(
        db.read(
            c -> TABLE.jsonWhere(c, "customer_id = ? ORDER BY created_at DESC, id", customerId)));
  }

  /** Cards that expire in or before the given month (for expiry warnings), soonest first. */
  public List<EnrolledPaymentMethod> expiringBy(YearMonth month) {
    int key = month.getYear() * 100 + month.getMonthValue();
    return read(
        db.read(
            c ->
                TABLE.jsonWhere(
                    c,
                    "expiration_year IS NOT NULL AND expiration_month IS NOT NULL"
                        + " AND expiration_year * 100 + expiration_month <= ?"
                        + " ORDER BY expiration_year, expiration_month, id",
                    key)));
  }

  private static Integer integerAt(JsonNode n, String... path) {
    JsonNode v = JsonFields.at(n, path);
    if (v == null || v.isNull()) {
      return null;
    }
    if (v.isNumber()) {
      return v.intValue();
    }
    try {
      return Integer.valueOf(v.asText().trim());
    } catch (NumberFormatException e) {
      return null;
    }
  }

  private static List<EnrolledPaymentMethod> read(List<String> jsons) {
    List<EnrolledPaymentMethod> out = new ArrayList<>(jsons.size());
    jsons.forEach(j -> out.add(ModelJson.readEnrolledPaymentMethod(j)));
    return out;
  }
}
