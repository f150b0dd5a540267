package io.paydesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.paydesk.api.model.Transaction;
import io.paydesk.api.model.TransactionStatus;
import io.paydesk.api.model.TransactionType;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.zip.GZIPOutputStream;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.MigrationVersion;
import org.h2.jdbcx.JdbcDataSource;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * V18 (payments keyed by arrival order) and V19 (transactions keyed by their payment's arrival
 * order): a store at version 17 with payments, their JSON, terms and transactions keeps every value
 * when migrated, with seq given in (created_at, id) order and each transaction under its payment's
 * seq and period (one whose payment is not stored is dropped), on H2 and on PostgreSQL.
 */
class PaymentsByArrivalMigrationTest {
  @TempDir Path dir;

  /** A payment as inserted into the version 17 tables. */
  private record OldPayment(
      String id,
      OffsetDateTime createdAt,
      Map<String, Object> columns,
      String rawJson,
      byte[] rawGz,
      List<String> terms) {}

  // ---------------------------------------------------------------------------------------------
  // Tests

  @ParameterizedTest
  @EnumSource(Backend.class)
  void paymentsTheirJsonAndTermsAreKeptAndKeyedByArrivalOrder(Backend backend) throws Exception {
    String url = databaseAtVersion17(backend, "data");
    List<OldPayment> payments = oldPayments();
    Snapshot before;
    try (Connection c = connect(backend, url)) {
      insert(c, payments);
      insertTransactions(c);
      before = Snapshot.of(c, false);
    }
    assertThat(before.payments).hasSize(payments.size());

    flyway(backend, url, null).migrate();

    try (Connection c = connect(backend, url)) {
      Snapshot after = Snapshot.of(c, true);

      // Every payment with the same values in every column it had; seq and period are new.
      assertThat(after.paymentColumns)
          .containsExactlyInAnyOrderElementsOf(with(before.paymentColumns, "seq", "period"));
      Map<String, Map<String, Object>> withoutKeys = new TreeMap<>();
      after.payments.forEach(
          (id, row) -> {
            Map<String, Object> copy = new TreeMap<>(row);
            copy.remove("seq");
            copy.remove("period");
            withoutKeys.put(id, copy);
          });
      assertThat(withoutKeys).isEqualTo(before.payments);

      // seq 1..n in (created_at, id) order, period = seq / 5000.
      List<String> expectedOrder =
          payments.stream()
              .sorted(
                  Comparator.comparing((OldPayment p) -> p.createdAt().toInstant())
                      .thenComparing(OldPayment::id))
              .map(OldPayment::id)
              .toList();
      assertThat(expectedOrder)
          .as("by created_at as an instant, then id on a tie")
          .containsExactly("pay-0f", "pay-0d", "pay-0g", "pay-0c", "pay-0b", "pay-0e", "pay-0a");
      assertThat(before.payments.get("pay-0c"))
          .containsEntry("created_at", Instant.parse("2026-01-01T22:30:00Z"))
          .containsEntry("amount", "103.25")
          .containsEntry("response_code", "DO_NOT_HONOR")
          .containsEntry("updated_ns", 1_700_000_000_000_000_003L);
      List<String> bySeq = new ArrayList<>();
      try (Statement st = c.createStatement();
          ResultSet rs = st.executeQuery("SELECT seq, period, id FROM payments ORDER BY seq")) {
        long expectedSeq = 1;
        while (rs.next()) {
          assertThat(rs.getLong("seq")).isEqualTo(expectedSeq);
          assertThat(rs.getLong("period")).isEqualTo(expectedSeq / 5000).isZero();
          bySeq.add(rs.getString("id"));
          expectedSeq++;
        }
      }
      assertThat(bySeq).isEqualTo(expectedOrder);
      assertThat(longs(c, "SELECT period FROM payment_periods ORDER BY period"))
          .containsExactly(0L);

      // The JSON of each payment, found by its seq.
      assertThat(count(c, "SELECT COUNT(*) FROM payment_json")).isEqualTo(payments.size());
      assertThat(after.json).isEqualTo(before.json);
      for (OldPayment p : payments) {
        assertThat(after.json.get(p.id()))
            .isEqualTo(
                Objects.toString(p.rawJson()) + "|" + (p.rawGz() == null ? null : hex(p.rawGz())));
      }

      // The terms of each payment: (period, term, seq) with the payment's own period and seq.
      assertThat(
              count(
                  c,
                  "SELECT COUNT(*) FROM payment_terms t JOIN payments p"
                      + " ON p.seq = t.seq AND p.period = t.period"))
          .isEqualTo(count(c, "SELECT COUNT(*) FROM payment_terms"))
          .isEqualTo(payments.stream().mapToLong(p -> p.terms().size()).sum());
      assertThat(after.terms).isEqualTo(before.terms);
      Set<String> expectedTerms = new HashSet<>();
      payments.forEach(p -> p.terms().forEach(t -> expectedTerms.add(t + "|" + p.id())));
      assertThat(after.terms).isEqualTo(expectedTerms);

      // V19: each transaction whose payment is stored keeps every value it had, now under its
      // payment's seq (payment_seq) and period; one whose payment is not stored is gone.
      assertThat(before.transactions).containsOnlyKeys("tx-1", "tx-2", "tx-3");
      assertThat(after.transactions).containsOnlyKeys("tx-1", "tx-2");
      for (Map.Entry<String, Map<String, Object>> e : after.transactions.entrySet()) {
        Map<String, Object> row = new TreeMap<>(e.getValue());
        Map<String, Object> payment = after.payments.get((String) row.get("payment_id"));
        assertThat(payment).as("the payment of %s", e.getKey()).isNotNull();
        assertThat(row.remove("payment_seq")).as(e.getKey()).isEqualTo(payment.get("seq"));
        assertThat(row.remove("period")).as(e.getKey()).isEqualTo(payment.get("period"));
        assertThat(row).as(e.getKey()).isEqualTo(before.transactions.get(e.getKey()));
      }
      assertThat(after.transactions.get("tx-1"))
          .containsEntry("payment_id", "pay-0a")
          .containsEntry("payment_seq", 7L)
          .containsEntry("period", 0L)
          .containsEntry("type", "PURCHASE")
          .containsEntry("status", "SUCCEEDED")
          .containsEntry("category", "CARD")
          .containsEntry("amount", "103.25")
          .containsEntry("merchant_reference", "ref-1")
          .containsEntry("created_at", Instant.parse("2026-01-03T00:00:01Z"))
          .containsEntry("updated_ns", 7L)
          .containsEntry("last_refreshed_at", Instant.parse("2026-01-03T01:00:00Z"))
          .containsEntry("raw_json", "<null>");
      assertThat(after.transactions.get("tx-2"))
          .containsEntry("payment_id", "pay-0f")
          .containsEntry("payment_seq", 1L)
          .containsEntry("period", 0L)
          .containsEntry("created_at", "<null>")
          .containsEntry("updated_ns", 8L)
          .containsEntry("last_refreshed_at", Instant.parse("2025-01-01T00:00:00Z"))
          .containsEntry("raw_json", "{\"id\":\"tx-2\"}");
      assertThat(count(c, "SELECT COUNT(*) FROM transactions WHERE id = 'tx-3'")).isZero();
      assertThat(count(c, "SELECT COUNT(*) FROM transactions WHERE payment_id = 'pay-zz'"))
          .isZero();

      // (payment_seq, id) is the primary key: the same id under another payment is another row.
      assertThat(primaryKey(c, "transactions")).containsExactly("payment_seq", "id");
      assertThatThrownBy(
              () -> {
                try (Statement st = c.createStatement()) {
                  st.executeUpdate(newTransaction(7, 0, "tx-1", "pay-0a"));
                }
              })
          .isInstanceOf(SQLException.class)
          .satisfies(e -> assertThat(((SQLException) e).getSQLState()).isEqualTo("23505"));
      try (Statement st = c.createStatement()) {
        st.executeUpdate(newTransaction(1, 0, "tx-1", "pay-0f"));
      }
      assertThat(count(c, "SELECT COUNT(*) FROM transactions WHERE id = 'tx-1'")).isEqualTo(2);

      // transactions_id finds a transaction by (period, id); transactions_type is kept; the index
      // by payment id went with the old table.
      Map<String, List<String>> indexes = indexes(c, "transactions");
      assertThat(indexes)
          .containsEntry("transactions_id", List.of("period", "id"))
          .containsEntry("transactions_type", List.of("type", "status"))
          .doesNotContainKey("transactions_payment");

      assertThat(count(c, "SELECT COUNT(*) FROM payments WHERE id = 'pay-0a'")).isOne();
      Map<String, List<String>> lookups = indexes(c, "payments");
      if (backend == Backend.H2) {
        // Since V20, H2 keys the id and the look-ups by period (the writer finds stored ids:
        // StoredIds); PostgreSQL keeps them plain.
        assertThat(lookups)
            .containsEntry("payments_id", List.of("period", "id"))
            .containsEntry("payments_email", List.of("period", "customer_email"))
            .containsEntry("payments_last4", List.of("period", "card_last4"))
            .containsEntry(
                "payments_customer", List.of("period", "customer_id", "created_at", "seq"));
      } else {
        assertThat(lookups)
            .containsEntry("payments_email", List.of("customer_email"))
            .containsEntry("payments_customer", List.of("customer_id", "created_at", "seq"));
        // payments_id on PostgreSQL: one row per payment id.
        try (Statement st = c.createStatement()) {
          st.executeUpdate(newRow(100, "pay-new"));
        }
        assertThatThrownBy(
                () -> {
                  try (Statement st = c.createStatement()) {
                    st.executeUpdate(newRow(101, "pay-0a"));
                  }
                })
            .isInstanceOf(SQLException.class)
            .satisfies(e -> assertThat(((SQLException) e).getSQLState()).isEqualTo("23505"));
      }
    }
    assertThat(flyway(backend, url, null).info().current().getVersion()).isEqualTo(latestVersion());
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void theSeqAfter4999StartsTheSecondPeriod(Backend backend) throws Exception {
    String url = databaseAtVersion17(backend, "periods");
    OffsetDateTime start = OffsetDateTime.of(2026, 1, 1, 0, 0, 0, 0, ZoneOffset.UTC);
    try (Connection c = connect(backend, url)) {
      c.setAutoCommit(false);
      try (PreparedStatement ps =
              c.prepareStatement(
                  "INSERT INTO payments (id, created_at, updated_ns, has_chargeback, in_dispute,"
                      + " last_refreshed_at) VALUES (?, ?, 1, FALSE, FALSE, ?)");
          PreparedStatement terms =
              c.prepareStatement("INSERT INTO payment_terms (term, payment_id) VALUES (?, ?)")) {
        for (int i = 1; i <= 5001; i++) {
          // ids in the reverse order of created_at: the order comes from created_at.
          String id = String.format("p%05d", 6000 - i);
          ps.setString(1, id);
          ps.setObject(2, start.plusSeconds(i));
          ps.setObject(3, start);
          ps.addBatch();
          terms.setString(1, "t" + i);
          terms.setString(2, id);
          terms.addBatch();
        }
        ps.executeBatch();
        terms.executeBatch();
      }
      c.commit();
    }

    flyway(backend, url, null).migrate();

    try (Connection c = connect(backend, url)) {
      assertThat(longs(c, "SELECT period FROM payment_periods ORDER BY period"))
          .containsExactly(0L, 1L);
      assertThat(strings(c, "SELECT id FROM payments WHERE seq IN (4999, 5000, 5001) ORDER BY seq"))
          .containsExactly("p01001", "p01000", "p00999");
      assertThat(
              longs(c, "SELECT period FROM payments WHERE seq IN (4999, 5000, 5001) ORDER BY seq"))
          .containsExactly(0L, 1L, 1L);
      assertThat(count(c, "SELECT COUNT(*) FROM payments WHERE period = 0")).isEqualTo(4999);
      assertThat(longs(c, "SELECT period FROM payment_terms WHERE term = 't5000'"))
          .containsExactly(1L);
      assertThat(longs(c, "SELECT seq FROM payment_terms WHERE term = 't5000'"))
          .containsExactly(5000L);
      assertThat(
              count(
                  c,
                  "SELECT COUNT(*) FROM payment_terms t JOIN payments p ON p.seq = t.seq"
                      + " AND p.period = t.period"))
          .isEqualTo(5001);
    }
  }

  @ParameterizedTest
  @EnumSource(Backend.class)
  void anEmptyStoreAtVersion17MigratesAndOpensAsUsual(Backend backend) throws Exception {
    String url = databaseAtVersion17(backend, "empty");

    TestPayments p = TestPayments.card();
    try (Store store = open(backend, url)) {
      assertThat(store.payments().count(PaymentQuery.builder().build())).isZero();
      store.payments().upsertJson(p.json());
      assertThat(store.payments().findRow(p.id())).isPresent();
      assertThat(store.payments().findJson(p.id())).isPresent();
    }
    assertThat(flyway(backend, url, null).info().current().getVersion()).isEqualTo(latestVersion());
    try (Connection c = connect(backend, url)) {
      assertThat(longs(c, "SELECT seq FROM payments")).containsExactly(1L);
      assertThat(longs(c, "SELECT period FROM payment_periods")).containsExactly(0L);
    }
  }

  /**
   * The migrated rows are what the store's code reads: each payment's row and JSON (gz or text),
   * and its transactions (their own JSON, or the one inside the payment's JSON).
   */
  @ParameterizedTest
  @EnumSource(Backend.class)
  void aMigratedStoreReadsItsOldPayments(Backend backend) throws Exception {
    String url = databaseAtVersion17(backend, "read");
    List<OldPayment> payments = oldPayments();
    String txB1 =
        "{\"id\":\"tx-b1\",\"type\":\"AUTHORIZE\",\"status\":\"SUCCEEDED\","
            + "\"amount\":104.25,\"created_at\":\"2026-01-02T00:00:01Z\"}";
    String txB2 =
        "{\"id\":\"tx-b2\",\"type\":\"CAPTURE\",\"status\":\"PENDING\","
            + "\"amount\":104.25,\"created_at\":\"2026-01-02T00:00:02Z\"}";
    String txF1 =
        "{\"id\":\"tx-f1\",\"type\":\"PURCHASE\",\"status\":\"SUCCEEDED\","
            + "\"amount\":106.25,\"created_at\":\"2024-11-27T00:00:01Z\"}";
    String txX =
        "{\"id\":\"tx-x\",\"type\":\"REFUND\",\"status\":\"SUCCEEDED\","
            + "\"created_at\":\"2026-01-05T00:00:00Z\"}";
    // pay-0b's JSON carries tx-b1, whose row has no JSON of its own.
    String pay0bJson = "{\"id\":\"pay-0b\",\"amount\":1,\"transactions\":[" + txB1 + "]}";
    try (Connection c = connect(backend, url)) {
      insert(c, payments);
      try (PreparedStatement ps =
          c.prepareStatement("UPDATE payment_json SET raw_gz = ? WHERE id = 'pay-0b'")) {
        ps.setBytes(1, gzip(pay0bJson));
        assertThat(ps.executeUpdate()).isOne();
      }
      // Inserted newest first: forPayment orders by created_at.
      insertTransaction(c, "tx-b2", "pay-0b", "CAPTURE", "2026-01-02T00:00:02Z", txB2);
      insertTransaction(c, "tx-b1", "pay-0b", "AUTHORIZE", "2026-01-02T00:00:01Z", null);
      insertTransaction(c, "tx-f1", "pay-0f", "PURCHASE", "2024-11-27T00:00:01Z", txF1);
      insertTransaction(c, "tx-x", "pay-zz", "REFUND", "2026-01-05T00:00:00Z", txX);
    }
    try (Store store = open(backend, url)) {
      assertThat(store.payments().count(PaymentQuery.builder().build())).isEqualTo(payments.size());
      for (OldPayment p : payments) {
        assertThat(store.payments().findRow(p.id()))
            .hasValueSatisfying(
                row -> {
                  assertThat(row.createdAt()).isEqualTo(p.createdAt().toInstant());
                  assertThat(row.description()).isEqualTo(p.columns().get("description"));
                });
        String json =
            p.rawJson() != null
                ? p.rawJson()
                : p.id().equals("pay-0b") ? pay0bJson : jsonOf(p.id());
        assertThat(store.payments().findJson(p.id())).contains(json);
      }

      List<Transaction> ofB = store.transactions().forPayment("pay-0b");
      assertThat(ofB).extracting(Transaction::id).containsExactly("tx-b1", "tx-b2");
      assertThat(ofB.get(0).type()).isEqualTo(TransactionType.AUTHORIZE);
      assertThat(ofB.get(0).status()).isEqualTo(TransactionStatus.SUCCEEDED);
      assertThat(ofB.get(0).amount()).isEqualByComparingTo("104.25");
      assertThat(ofB.get(0).createdAt().toInstant())
          .isEqualTo(Instant.parse("2026-01-02T00:00:01Z"));
      assertThat(ofB.get(1).type()).isEqualTo(TransactionType.CAPTURE);
      assertThat(ofB.get(1).status()).isEqualTo(TransactionStatus.PENDING);
      assertThat(store.transactions().forPayment("pay-0f"))
          .extracting(Transaction::id)
          .containsExactly("tx-f1");
      assertThat(store.transactions().forPayment("pay-0a")).isEmpty();
      // The transaction of a payment that was not stored was dropped by V19.
      assertThat(store.transactions().forPayment("pay-zz")).isEmpty();

      // Found by id (period by period).
      assertThat(store.transactions().find("tx-b1").map(Transaction::type))
          .contains(TransactionType.AUTHORIZE);
      assertThat(store.transactions().findJson("tx-b2")).contains(txB2);
      assertThat(store.transactions().find("tx-f1").map(Transaction::id)).contains("tx-f1");
      assertThat(store.transactions().find("tx-x")).isEmpty();
    }
  }

  // ---------------------------------------------------------------------------------------------
  // The version 17 data

  private static List<OldPayment> oldPayments() {
    List<OldPayment> all = new ArrayList<>();
    OffsetDateTime day = OffsetDateTime.of(2026, 1, 1, 0, 0, 0, 0, ZoneOffset.UTC);
    // The same created_at for pay-0e and pay-0b: pay-0b comes first. pay-0c is in +03:00, at
    // 22:30 UTC on the 1st (before the two at midnight on the 2nd though its local time is later).
    all.add(payment("pay-0g", day.plusHours(10), "coffee beans order", false));
    all.add(payment("pay-0e", day.plusDays(1), "monthly plan order", false));
    all.add(
        payment(
            "pay-0c",
            OffsetDateTime.of(2026, 1, 2, 1, 30, 0, 0, ZoneOffset.ofHours(3)),
            "tea",
            false));
    all.add(payment("pay-0b", day.plusDays(1), "tickets", false));
    all.add(payment("pay-0a", day.plusDays(2).plusNanos(123_456_000), "coffee cups", false));
    all.add(payment("pay-0f", day.minusDays(400), "old order from before v3", true));
    all.add(payment("pay-0d", day.plusHours(9), null, false));
    return all;
  }

  private static OldPayment payment(
      String id, OffsetDateTime createdAt, String description, boolean beforeV3) {
    int n = id.charAt(id.length() - 1) - 'a' + 1;
    Map<String, Object> cols = new LinkedHashMap<>();
    cols.put("id", id);
    cols.put("account_id", "acc-" + n);
    cols.put("status", n % 2 == 0 ? "SUCCEEDED" : "DECLINED");
    cols.put("sub_status", n % 2 == 0 ? "CAPTURED" : "REJECTED");
    cols.put("amount", new BigDecimal("10" + n + ".25"));
    cols.put("captured", n % 2 == 0 ? new BigDecimal("10" + n + ".25") : BigDecimal.ZERO);
    cols.put("refunded", new BigDecimal("0.000001").multiply(BigDecimal.valueOf(n)));
    cols.put("currency", n % 3 == 0 ? "USD" : "BRL");
    cols.put("country", n % 3 == 0 ? "US" : "BR");
    cols.put("merchant_order_id", "order-" + n);
    cols.put("merchant_reference", "ref-" + n);
    if (description != null) {
      cols.put("description", description);
    }
    cols.put("created_at", createdAt);
    if (n != 4) {
      cols.put("updated_at", createdAt.plusMinutes(n));
    }
    cols.put("updated_ns", 1_700_000_000_000_000_000L + n);
    cols.put("customer_id", "cus-" + n);
    cols.put("customer_name", "Ana Souza " + n);
    cols.put("customer_name_lc", "ana souza " + n);
    cols.put("customer_last_lc", "souza " + n);
    cols.put("customer_email", "ana" + n + "@example.com");
    cols.put("document_type", "CPF");
    cols.put("document_masked", "***.***.**" + n + "-00");
    cols.put("document_hash", "hash" + n);
    cols.put("card_brand", n % 2 == 0 ? "VISA" : "MASTERCARD");
    cols.put("card_iin", "41111" + n);
    cols.put("card_last4", "000" + n);
    cols.put("method_type", "CARD");
    cols.put("has_chargeback", n == 2);
    cols.put("in_dispute", n == 3);
    cols.put("last_refreshed_at", createdAt.plusHours(1).plusSeconds(n));
    if (n % 2 == 1) {
      cols.put("response_code", "DO_NOT_HONOR");
    }
    List<String> terms = new ArrayList<>();
    terms.add(id);
    if (description != null) {
      for (String word : description.split(" ")) {
        if (!terms.contains(word)) {
          terms.add(word);
        }
      }
    }
    String json = jsonOf(id);
    return beforeV3
        ? new OldPayment(id, createdAt, cols, json, null, terms)
        : new OldPayment(id, createdAt, cols, null, gzip(json), terms);
  }

  private static String jsonOf(String id) {
    return "{\"id\":\"" + id + "\",\"amount\":1}";
  }

  private static void insert(Connection c, List<OldPayment> payments) throws SQLException {
    for (OldPayment p : payments) {
      List<String> names = new ArrayList<>(p.columns().keySet());
      String sql =
          "INSERT INTO payments ("
              + String.join(", ", names)
              + ") VALUES ("
              + String.join(", ", names.stream().map(n -> "?").toList())
              + ")";
      try (PreparedStatement ps = c.prepareStatement(sql)) {
        int i = 1;
        for (String name : names) {
          ps.setObject(i++, p.columns().get(name));
        }
        ps.executeUpdate();
      }
      String json =
          p.rawJson() != null
              ? "INSERT INTO payment_json (id, raw_json) VALUES (?, ?)"
              : "INSERT INTO payment_json (id, raw_gz) VALUES (?, ?)";
      try (PreparedStatement ps = c.prepareStatement(json)) {
        ps.setString(1, p.id());
        if (p.rawJson() != null) {
          ps.setString(2, p.rawJson());
        } else {
          ps.setBytes(2, p.rawGz());
        }
        ps.executeUpdate();
      }
      try (PreparedStatement ps =
          c.prepareStatement("INSERT INTO payment_terms (term, payment_id) VALUES (?, ?)")) {
        for (String term : p.terms()) {
          ps.setString(1, term);
          ps.setString(2, p.id());
          ps.executeUpdate();
        }
      }
    }
  }

  private static void insertTransactions(Connection c) throws SQLException {
    try (Statement st = c.createStatement()) {
      st.executeUpdate(
          "INSERT INTO transactions (id, payment_id, type, status, category, amount,"
              + " merchant_reference, created_at, updated_ns, last_refreshed_at, raw_json)"
              + " VALUES ('tx-1', 'pay-0a', 'PURCHASE', 'SUCCEEDED', 'CARD', 103.250000,"
              + " 'ref-1', TIMESTAMP WITH TIME ZONE '2026-01-03 00:00:01+00', 7,"
              + " TIMESTAMP WITH TIME ZONE '2026-01-03 01:00:00+00', NULL)");
      st.executeUpdate(
          "INSERT INTO transactions (id, payment_id, updated_ns, last_refreshed_at, raw_json)"
              + " VALUES ('tx-2', 'pay-0f', 8, TIMESTAMP WITH TIME ZONE '2025-01-01 00:00:00+00',"
              + " '{\"id\":\"tx-2\"}')");
      // Its payment is not stored: V19 does not keep it.
      st.executeUpdate(
          "INSERT INTO transactions (id, payment_id, type, updated_ns, last_refreshed_at, raw_json)"
              + " VALUES ('tx-3', 'pay-zz', 'REFUND', 9,"
              + " TIMESTAMP WITH TIME ZONE '2026-01-04 00:00:00+00', '{\"id\":\"tx-3\"}')");
    }
  }

  private static void insertTransaction(
      Connection c, String id, String paymentId, String type, String createdAt, String rawJson)
      throws SQLException {
    try (PreparedStatement ps =
        c.prepareStatement(
            "INSERT INTO transactions (id, payment_id, type, created_at, updated_ns,"
                + " last_refreshed_at, raw_json) VALUES (?, ?, ?, ?, 1, ?, ?)")) {
      OffsetDateTime at = OffsetDateTime.parse(createdAt);
      ps.setString(1, id);
      ps.setString(2, paymentId);
      ps.setString(3, type);
      ps.setObject(4, at);
      ps.setObject(5, at.plusHours(1));
      ps.setString(6, rawJson);
      ps.executeUpdate();
    }
  }

  private static String newTransaction(long paymentSeq, long period, String id, String paymentId) {
    return "INSERT INTO transactions (payment_seq, period, id, payment_id, updated_ns,"
        + " last_refreshed_at) VALUES ("
        + paymentSeq
        + ", "
        + period
        + ", '"
        + id
        + "', '"
        + paymentId
        + "', 1, TIMESTAMP WITH TIME ZONE '2026-02-01 00:00:00+00')";
  }

  private static String newRow(long seq, String id) {
    return "INSERT INTO payments (seq, period, id, created_at, updated_ns, has_chargeback,"
        + " in_dispute, last_refreshed_at) VALUES ("
        + seq
        + ", 0, '"
        + id
        + "', TIMESTAMP WITH TIME ZONE '2026-02-01 00:00:00+00', 1, FALSE, FALSE,"
        + " TIMESTAMP WITH TIME ZONE '2026-02-01 00:00:00+00')";
  }

  // ---------------------------------------------------------------------------------------------
  // What the tables hold, comparable across versions

  /** Payments by id (column name to value), JSON and terms by payment id, transactions by id. */
  private record Snapshot(
      List<String> paymentColumns,
      Map<String, Map<String, Object>> payments,
      Map<String, String> json,
      Set<String> terms,
      Map<String, Map<String, Object>> transactions) {

    static Snapshot of(Connection c, boolean v18) throws SQLException {
      List<String> columns = new ArrayList<>();
      Map<String, Map<String, Object>> payments = rows(c, "SELECT * FROM payments", columns);
      Map<String, String> json = new TreeMap<>();
      String jsonSql =
          v18
              ? "SELECT p.id, j.raw_json, j.raw_gz FROM payment_json j"
                  + " JOIN payments p ON p.seq = j.seq"
              : "SELECT id, raw_json, raw_gz FROM payment_json";
      try (Statement st = c.createStatement();
          ResultSet rs = st.executeQuery(jsonSql)) {
        while (rs.next()) {
          byte[] gz = rs.getBytes(3);
          String previous =
              json.put(rs.getString(1), rs.getString(2) + "|" + (gz == null ? null : hex(gz)));
          assertThat(previous).as("one JSON row per payment").isNull();
        }
      }
      Set<String> terms = new HashSet<>();
      String termsSql =
          v18
              ? "SELECT t.term, p.id FROM payment_terms t JOIN payments p ON p.seq = t.seq"
              : "SELECT term, payment_id FROM payment_terms";
      try (Statement st = c.createStatement();
          ResultSet rs = st.executeQuery(termsSql)) {
        while (rs.next()) {
          terms.add(rs.getString(1) + "|" + rs.getString(2));
        }
      }
      Map<String, Map<String, Object>> transactions =
          rows(c, "SELECT * FROM transactions", new ArrayList<>());
      return new Snapshot(columns, payments, json, terms, transactions);
    }

    private static Map<String, Map<String, Object>> rows(
        Connection c, String sql, List<String> columns) throws SQLException {
      Map<String, Map<String, Object>> rows = new TreeMap<>();
      try (Statement st = c.createStatement();
          ResultSet rs = st.executeQuery(sql)) {
        ResultSetMetaData md = rs.getMetaData();
        for (int i = 1; i <= md.getColumnCount(); i++) {
          columns.add(md.getColumnLabel(i).toLowerCase(java.util.Locale.ROOT));
        }
        while (rs.next()) {
          Map<String, Object> row = new TreeMap<>();
          for (int i = 1; i <= md.getColumnCount(); i++) {
            row.put(columns.get(i - 1), comparable(rs, i));
          }
          rows.put((String) row.get("id"), row);
        }
      }
      return rows;
    }

    /** Timestamps as instants, decimals without trailing zeros, text and bytes as strings. */
    private static Object comparable(ResultSet rs, int i) throws SQLException {
      Object v = rs.getObject(i);
      if (v == null) {
        return "<null>";
      }
      if (v instanceof java.sql.Timestamp || v instanceof java.time.temporal.Temporal) {
        return rs.getObject(i, OffsetDateTime.class).toInstant();
      }
      if (v instanceof BigDecimal d) {
        return d.stripTrailingZeros().toPlainString();
      }
      if (v instanceof java.sql.Clob || v instanceof String) {
        return rs.getString(i);
      }
      if (v instanceof byte[] b) {
        return hex(b);
      }
      if (v instanceof Number n) {
        return n.longValue();
      }
      return v;
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Databases

  /** A new database on the backend, migrated by Flyway to version 17; its JDBC URL. */
  private String databaseAtVersion17(Backend backend, String name) {
    String url;
    if (backend == Backend.H2) {
      url = h2Url(name);
    } else {
      PostgresServer pg = PostgresServer.shared();
      assumeTrue(
          pg != null,
          () -> "Skipping PostgreSQL migration tests: " + PostgresServer.whyUnavailable());
      url = pg.createDatabase();
    }
    flyway(backend, url, "17").migrate();
    assertThat(flyway(backend, url, null).info().current().getVersion())
        .isEqualTo(MigrationVersion.fromVersion("17"));
    return url;
  }

  private String h2Url(String name) {
    return "jdbc:h2:file:" + dir.resolve(name) + ";DB_CLOSE_ON_EXIT=FALSE";
  }

  private Store open(Backend backend, String url) {
    if (backend == Backend.H2) {
      // The same file as url: openH2 finds it behind and leaves it to Flyway.
      return Stores.openH2(
          dir.resolve(url.substring("jdbc:h2:file:".length(), url.indexOf(';')) + ".mv.db"));
    }
    return Stores.open(url, PostgresServer.USER, "", "test", dir.resolve("local.key"));
  }

  private static Connection connect(Backend backend, String url) throws SQLException {
    return DriverManager.getConnection(url, backend == Backend.H2 ? "" : PostgresServer.USER, "");
  }

  private static Flyway flyway(Backend backend, String url, String target) {
    var config =
        Flyway.configure(PaymentsByArrivalMigrationTest.class.getClassLoader())
            .locations("classpath:db/migration")
            .placeholders(Stores.placeholders(backend == Backend.H2));
    if (backend == Backend.H2) {
      JdbcDataSource ds = new JdbcDataSource();
      ds.setURL(url);
      ds.setUser("");
      ds.setPassword("");
      config.dataSource(ds);
    } else {
      config.dataSource(url, PostgresServer.USER, "");
    }
    if (target != null) {
      config.target(target);
    }
    return config.load();
  }

  private static MigrationVersion latestVersion() {
    List<Migrations.Migration> all = Migrations.all();
    return MigrationVersion.fromVersion(all.get(all.size() - 1).version());
  }

  // ---------------------------------------------------------------------------------------------
  // Small helpers

  private static List<String> with(List<String> list, String... more) {
    List<String> all = new ArrayList<>(list);
    all.addAll(List.of(more));
    return all;
  }

  private static long count(Connection c, String sql) throws SQLException {
    return longs(c, sql).get(0);
  }

  private static List<Long> longs(Connection c, String sql) throws SQLException {
    return firstColumn(c, sql, Long.class);
  }

  private static List<String> strings(Connection c, String sql) throws SQLException {
    return firstColumn(c, sql, String.class);
  }

  private static <T> List<T> firstColumn(Connection c, String sql, Class<T> type)
      throws SQLException {
    List<T> values = new ArrayList<>();
    try (Statement st = c.createStatement();
        ResultSet rs = st.executeQuery(sql)) {
      while (rs.next()) {
        values.add(rs.getObject(1, type));
      }
    }
    return values;
  }

  /** The primary key's columns of a table, in key order, lower case. */
  private static List<String> primaryKey(Connection c, String table) throws SQLException {
    DatabaseMetaData md = c.getMetaData();
    Map<Integer, String> byPosition = new TreeMap<>();
    try (ResultSet rs = md.getPrimaryKeys(null, c.getSchema(), identifier(md, table))) {
      while (rs.next()) {
        byPosition.put(rs.getInt("KEY_SEQ"), rs.getString("COLUMN_NAME").toLowerCase(Locale.ROOT));
      }
    }
    return new ArrayList<>(byPosition.values());
  }

  /** A table's indexes by name (lower case): their columns in index order, lower case. */
  private static Map<String, List<String>> indexes(Connection c, String table) throws SQLException {
    DatabaseMetaData md = c.getMetaData();
    Map<String, Map<Integer, String>> byName = new TreeMap<>();
    try (ResultSet rs = md.getIndexInfo(null, c.getSchema(), identifier(md, table), false, false)) {
      while (rs.next()) {
        String name = rs.getString("INDEX_NAME");
        String column = rs.getString("COLUMN_NAME");
        if (name == null || column == null) {
          continue; // table statistics
        }
        byName
            .computeIfAbsent(name.toLowerCase(Locale.ROOT), n -> new TreeMap<>())
            .put(rs.getInt("ORDINAL_POSITION"), column.toLowerCase(Locale.ROOT));
      }
    }
    Map<String, List<String>> indexes = new TreeMap<>();
    byName.forEach((name, columns) -> indexes.put(name, new ArrayList<>(columns.values())));
    return indexes;
  }

  /** An unquoted name as the database stores it (upper case on H2, lower case on PostgreSQL). */
  private static String identifier(DatabaseMetaData md, String name) throws SQLException {
    if (md.storesUpperCaseIdentifiers()) {
      return name.toUpperCase(Locale.ROOT);
    }
    return md.storesLowerCaseIdentifiers() ? name.toLowerCase(Locale.ROOT) : name;
  }

  private static String hex(byte[] bytes) {
    return HexFormat.of().formatHex(bytes);
  }

  private static byte[] gzip(String text) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (GZIPOutputStream gz = new GZIPOutputStream(out)) {
      gz.write(text.getBytes(StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toByteArray();
  }
}
