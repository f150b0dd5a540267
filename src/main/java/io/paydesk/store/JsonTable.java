package io.paydesk.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A table of one resource kind: id, search columns, updated_ns (the version), last_refreshed_at and
 * raw_json. Upserts in batches where the later version wins.
 */
final class JsonTable {
  /** A column and its JDBC type (for nulls). */
  record Col(String name, int sqlType) {}

  /** One resource to write: its id, version (epoch nanos of updated_at), column values, JSON. */
  record Row(String id, long versionNs, List<Object> values, String json) {}

  private final String table;
  private final List<Col> cols;
  private final String insertSql;
  private final String updateSql;

  JsonTable(String table, List<Col> cols) {
    this.table = table;
    this.cols = List.copyOf(cols);
    StringBuilder ins = new StringBuilder("INSERT INTO " + table + " (id");
    StringBuilder vals = new StringBuilder(") VALUES (?");
    StringBuilder upd = new StringBuilder("UPDATE " + table + " SET ");
    for (Col c : cols) {
      ins.append(", ").append(c.name);
      vals.append(", ?");
      upd.append(c.name).append(" = ?, ");
    }
    ins.append(", updated_ns, last_refreshed_at, raw_json");
    vals.append(", ?, ?, ?");
    insertSql = ins.append(vals).append(')').toString();
    updateSql =
        upd.append(
                "updated_ns = ?, last_refreshed_at = ?, raw_json = ? WHERE id = ? AND updated_ns <="
                    + " ?")
            .toString();
  }

  String name() {
    return table;
  }

  /** Writes rows; returns the ids actually written (new, or not older than the stored row). */
  List<String> upsert(Connection c, List<Row> rows) throws SQLException {
    Map<String, Row> byId = new LinkedHashMap<>();
    for (Row r : rows) {
      Row prev = byId.get(r.id);
      if (prev == null || prev.versionNs <= r.versionNs) {
        byId.put(r.id, r);
      }
    }
    List<String> written = new ArrayList<>();
    List<Row> all = new ArrayList<>(byId.values());
    for (int from = 0; from < all.size(); from += PaymentRepository.BATCH) {
      List<Row> chunk = all.subList(from, Math.min(all.size(), from + PaymentRepository.BATCH));
      Map<String, Long> existing = versions(c, chunk);
      List<Row> inserts = new ArrayList<>();
      List<Row> updates = new ArrayList<>();
      for (Row r : chunk) {
        Long v = existing.get(r.id);
        if (v == null) {
          inserts.add(r);
        } else if (v <= r.versionNs) {
          updates.add(r);
        }
      }
      OffsetDateTime now = PaymentSearchSql.time(Instant.now());
      if (!inserts.isEmpty()) {
        try (PreparedStatement ps = c.prepareStatement(insertSql)) {
          for (Row r : inserts) {
            ps.setString(1, r.id);
            bind(ps, 2, r, now);
            ps.addBatch();
          }
          ps.executeBatch();
        }
        inserts.forEach(r -> written.add(r.id));
      }
      if (!updates.isEmpty()) {
        try (PreparedStatement ps = c.prepareStatement(updateSql)) {
          for (Row r : updates) {
            int i = bind(ps, 1, r, now);
            ps.setString(i++, r.id);
            ps.setLong(i, r.versionNs);
            ps.addBatch();
          }
          int[] counts = ps.executeBatch();
          for (int i = 0; i < counts.length; i++) {
            if (counts[i] != 0) {
              written.add(updates.get(i).id);
            }
          }
        }
      }
    }
    return written;
  }

  /**
   * Binds a row's columns, version, refresh time and JSON from {@code start} on; answers the next
   * parameter index.
   */
  int bind(PreparedStatement ps, int start, Row r, OffsetDateTime now) throws SQLException {
    int i = start;
    for (int k = 0; k < cols.size(); k++) {
      Object v = r.values.get(k);
      if (v == null) {
        ps.setNull(i++, cols.get(k).sqlType);
      } else if (v instanceof Instant t) {
        ps.setObject(i++, PaymentSearchSql.time(t));
      } else {
        ps.setObject(i++, v);
      }
    }
    ps.setLong(i++, r.versionNs);
    ps.setObject(i++, now);
    ps.setString(i++, r.json);
    return i;
  }

  private Map<String, Long> versions(Connection c, List<Row> rows) throws SQLException {
    Map<String, Long> found = new HashMap<>();
    StringBuilder sql = new StringBuilder("SELECT id, updated_ns FROM " + table + " WHERE id IN (");
    for (int i = 0; i < rows.size(); i++) {
      sql.append(i == 0 ? "?" : ", ?");
    }
    try (PreparedStatement ps = c.prepareStatement(sql.append(')').toString())) {
      for (int i = 0; i < rows.size(); i++) {
        ps.setString(i + 1, rows.get(i).id);
      }
      try (ResultSet rs = ps.executeQuery()) {
        while (rs.next()) {
          found.put(rs.getString(1), rs.getLong(2));
        }
      }
    }
    return found;
  }

  Optional<String> findJson(Connection c, String id) throws SQLException {
    List<String> all = jsonWhere(c, "id = ?", id);
    return all.isEmpty() ? Optional.empty() : Optional.of(all.get(0));
  }

  /** How many rows match a condition written by this package (never user text). */
  long count(Connection c, String condition, Object... params) throws SQLException {
    try (PreparedStatement ps =
        c.prepareStatement("SELECT COUNT(*) FROM " + table + " WHERE " + condition)) {
      bind(ps, params);
      try (ResultSet rs = ps.executeQuery()) {
        rs.next();
        return rs.getLong(1);
      }
    }
  }

  /** The distinct non-null values of one of this table's columns, sorted. */
  List<String> distinct(Connection c, String column) throws SQLException {
    if (cols.stream().noneMatch(col -> col.name.equals(column))) {
      throw new IllegalArgumentException("No column " + column + " in " + table);
    }
    List<String> out = new ArrayList<>();
    try (PreparedStatement ps =
            c.prepareStatement(
                "SELECT DISTINCT "
                    + column
                    + " FROM "
                    + table
                    + " WHERE "
                    + column
                    + " IS NOT NULL ORDER BY 1");
        ResultSet rs = ps.executeQuery()) {
      while (rs.next()) {
        out.add(rs.getString(1));
      }
    }
    return out;
  }

  private static void bind(PreparedStatement ps, Object... params) throws SQLException {
    for (int i = 0; i < params.length; i++) {
      if (params[i] instanceof Instant t) {
        ps.setObject(i + 1, PaymentSearchSql.time(t));
      } else {
        ps.setObject(i + 1, params[i]);
      }
    }
  }

  /** raw_json of rows matching a condition written by this package (never user text). */
  List<String> jsonWhere(Connection c, String conditionAndOrder, Object... params)
      throws SQLException {
    try (PreparedStatement ps =
        c.prepareStatement("SELECT raw_json FROM " + table + " WHERE " + conditionAndOrder)) {
      bind(ps, params);
      List<String> out = new ArrayList<>();
      try (ResultSet rs = ps.executeQuery()) {
        while (rs.next()) {
          out.add(rs.getString(1));
        }
      }
      return out;
    }
  }

  static Col text(String name) {
    return new Col(name, Types.VARCHAR);
  }

  static Col decimal(String name) {
    return new Col(name, Types.DECIMAL);
  }

  static Col time(String name) {
    return new Col(name, Types.TIMESTAMP_WITH_TIMEZONE);
  }

  static Col integer(String name) {
    return new Col(name, Types.INTEGER);
  }

  /** The version of a resource: updated_at, else created_at, else 0 (any later answer wins). */
  static long version(Instant updated, Instant created) {
    Instant v = updated != null ? updated : created;
    return v == null ? 0L : IndexedPayment.epochNanos(v);
  }
}
