package io.paydesk.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paydesk.api.model.ModelJson;
import io.paydesk.api.model.Payment;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

@ParameterizedClass
@EnumSource(Backend.class)
class PaymentRepositoryTest {
  @Parameter Backend backend;
  @TempDir Path dir;
  Store store;
  PaymentRepository payments;

  @BeforeEach
  void open() {
    store = backend.open(dir);
    payments = store.payments();
  }

  @AfterEach
  void close() {
    store.close();
  }

  @Test
  void storedPaymentComesBackWithItsColumnsAndJson() {
    TestPayments p =
        TestPayments.card()
            .status("SUCCEEDED", "APPROVED")
            .amount("1234.56", "BRL")
            .country("BR")
            .orderId("order-77")
            .customer("Maria", "Silva", "Maria.Silva@Example.com")
            .card("MASTERCARD", "55554444", "4444");
    payments.upsertJson(p.json());

    PaymentRow row = payments.findRow(p.id()).orElseThrow();
    assertEquals("SUCCEEDED", row.status());
    assertEquals("APPROVED", row.subStatus());
    assertEquals(new BigDecimal("1234.56"), row.amount());
    assertEquals("BRL", row.currency());
    assertEquals("BR", row.country());
    assertEquals("order-77", row.merchantOrderId());
    assertEquals("Maria Silva", row.customerName());
    assertEquals("maria.silva@example.com", row.customerEmail());
    assertEquals("MASTERCARD", row.cardBrand());
    assertEquals("55554444", row.cardIin());
    assertEquals("4444", row.cardLastFour());
    assertEquals("CARD", row.methodType());
    assertEquals(Instant.parse(p.node().get("created_at").asText()), row.createdAt());
    assertTrue(payments.findJson(p.id()).orElseThrow().contains("\"order-77\""));
  }

  @Test
  void paymentFromTheClientModelRoundTripsThroughTheStore() {
    String json =
        TestPayments.card().status("SUCCEEDED", "APPROVED").document("CPF", "12345678909").json();
    Payment payment = ModelJson.readPayment(json);

    payments.upsert(payment);
    Payment back = payments.find(payment.id()).orElseThrow();

    assertEquals(payment.id(), back.id());
    assertEquals(payment.status(), back.status());
    assertEquals(0, payment.amount().value().compareTo(back.amount().value()));
    assertEquals("****8909", back.customerPayer().document().documentNumber());
    assertEquals(payment.transactions().size(), back.transactions().size());
    assertTrue(payments.find("missing").isEmpty());
  }

  @Test
  void paymentBuiltInCodeWithoutRawJsonIsStoredToo() {
    Payment payment = ModelJson.readPayment(TestPayments.card().json()).withRawJson(null);
    payments.upsertAll(List.of(payment));
    assertEquals(
        payment.merchantOrderId(), payments.find(payment.id()).orElseThrow().merchantOrderId());
  }

  @Test
  void amountsKeepEveryDigitAsBigDecimal() {
    TestPayments p = TestPayments.card().amount("0.000123", "BTC");
    payments.upsertJson(p.json());
    assertEquals(new BigDecimal("0.000123"), payments.findRow(p.id()).orElseThrow().amount());
  }

  @Test
  void anOlderResponseNeverOverwritesANewerOne() {
    TestPayments p =
        TestPayments.card()
            .status("SUCCEEDED", "APPROVED")
            .updated("2024-05-01T10:00:00.000000002Z");
    payments.upsertJson(p.json());
    p.status("PENDING", "RETRY_IN_PROCESS").updated("2024-05-01T10:00:00.000000001Z");

    PaymentRepository.UpsertCounts c = payments.upsertJson(p.json());

    assertEquals(new PaymentRepository.UpsertCounts(0, 0, 1), c);
    assertEquals("SUCCEEDED", payments.findRow(p.id()).orElseThrow().status());
    assertTrue(payments.findJson(p.id()).orElseThrow().contains("SUCCEEDED"));
  }

  @Test
  void aNewerResponseReplacesTheRowTheJsonAndTheSearchTerms() {
    TestPayments p = TestPayments.card().description("blue widget").updated("2024-05-01T10:00:00Z");
    payments.upsertJson(p.json());
    p.status("REFUNDED", "REFUNDED").description("green gadget").updated("2024-05-02T10:00:00.5Z");

    assertEquals(new PaymentRepository.UpsertCounts(0, 1, 0), payments.upsertJson(p.json()));

    assertEquals("REFUNDED", payments.findRow(p.id()).orElseThrow().status());
    assertEquals(1, payments.count(PaymentQuery.builder().text("gadget").build()));
    assertEquals(0, payments.count(PaymentQuery.builder().text("widget").build()));
  }

  @Test
  void theSameUpdatedAtRefreshesTheRow() {
    TestPayments p = TestPayments.card().updated("2024-05-01T10:00:00Z");
    payments.upsertJson(p.json());
    Instant first = payments.findRow(p.id()).orElseThrow().lastRefreshedAt();
    payments.upsertJson(p.json());
    Instant second = payments.findRow(p.id()).orElseThrow().lastRefreshedAt();
    assertFalse(second.isBefore(first));
  }

  @Test
  void storingAnUnchangedPaymentAgainWritesNothing() throws Exception {
    TestPayments p = TestPayments.card().updated("2024-05-01T10:00:00Z");
    TestPayments other = TestPayments.card().updated("2024-05-01T10:00:00Z");
    payments.upsertAllJson(List.of(p.json(), other.json()));
    long writesBefore = fileWrites();

    PaymentRepository.UpsertCounts again = payments.upsertAllJson(List.of(p.json(), other.json()));

    assertEquals(new PaymentRepository.UpsertCounts(0, 0, 0, 2), again);
    assertEquals(writesBefore, fileWrites(), "H2 wrote to the file");
    // The same check sees a real change: the same updated_at with other content is written.
    payments.upsertJson(p.description("changed text").json());
    assertEquals("changed text", payments.findRow(p.id()).orElseThrow().description());
    if (backend == Backend.H2) {
      assertTrue(fileWrites() > writesBefore);
    }
  }

  /** H2's count of writes to the file after storing what is pending; 0 on PostgreSQL. */
  private long fileWrites() {
    return backend == Backend.H2 ? StoreAccess.settledFileWrites(store) : 0;
  }

  @Test
  void batchKeepsTheNewestOfDuplicatesWithinTheBatch() {
    TestPayments p = TestPayments.card();
    String newer = p.status("SUCCEEDED", "APPROVED").updated("2024-06-01T00:00:00Z").json();
    String older = p.status("PENDING", "CREATED").updated("2024-05-01T00:00:00Z").json();
    List<String> batch = new ArrayList<>();
    batch.add(newer);
    batch.add(older);
    for (int i = 0; i < 1200; i++) {
      batch.add(TestPayments.card().json());
    }

    PaymentRepository.UpsertCounts c = payments.upsertAllJson(batch);

    assertEquals(1201, c.inserted());
    assertEquals("SUCCEEDED", payments.findRow(p.id()).orElseThrow().status());
    assertEquals(1201, payments.count(PaymentQuery.builder().build()));
  }

  @Test
  void aDocumentTheServiceSentMaskedKeepsTheFourItShows() throws Exception {
    TestPayments p = TestPayments.card().document("ID", "******2864");
    payments.upsertJson(p.json());

    assertEquals("****2864", payments.findRow(p.id()).orElseThrow().documentMasked());
  }

  @Test
  void documentNumberIsStoredOnlyMaskedAndHashed() throws Exception {
    TestPayments p = TestPayments.card().document("CPF", "123.456.789-09");
    payments.upsertJson(p.json());

    PaymentRow row = payments.findRow(p.id()).orElseThrow();
    assertEquals("****8909", row.documentMasked());
    String json = payments.findJson(p.id()).orElseThrow();
    assertFalse(json.contains("123.456.789-09"));
    assertFalse(json.contains("12345678909"));
    assertTrue(json.contains("****8909"));
    // No column of any table holds the number either.
    String all = dumpPaymentTables();
    assertFalse(all.contains("123.456.789-09"));
    assertFalse(all.contains("12345678909"));
    // Exact match works, with or without punctuation.
    assertEquals(1, payments.count(PaymentQuery.builder().customerDocument("12345678909").build()));
    assertEquals(
        1, payments.count(PaymentQuery.builder().customerDocument("123.456.789-09").build()));
    assertEquals(0, payments.count(PaymentQuery.builder().customerDocument("12345678900").build()));
  }

  @Test
  void cardNumbersAndSecurityCodesAreNeverStored() {
    TestPayments p = TestPayments.card();
    var cardData =
        (com.fasterxml.jackson.databind.node.ObjectNode)
            p.node().at("/payment_method/payment_method_detail/card/card_data");
    cardData.put("number", "4111111111111111");
    cardData.put("security_code", "737");
    payments.upsertJson(p.json());

    String json = payments.findJson(p.id()).orElseThrow();
    assertFalse(json.contains("4111111111111111"));
    assertFalse(json.contains("737\""));
    assertFalse(json.contains("security_code\""));
    // The customer's phone "number" is not card data and stays.
    assertTrue(json.contains("\"phone\""));
  }

  @Test
  void bankTransferBeneficiaryDocumentIsMaskedToo() {
    TestPayments p = TestPayments.bankTransfer();
    payments.upsertJson(p.json());
    String json = payments.findJson(p.id()).orElseThrow();
    assertFalse(json.contains("123-45-6789"));
    assertEquals("BANK_TRANSFER", payments.findRow(p.id()).orElseThrow().methodType());
  }

  @Test
  void unknownStatusesAndBrandsAreKeptAsSent() {
    TestPayments p =
        TestPayments.card().status("SOMETHING_NEW", "weird_sub").card("NEWNET", "999999", "0001");
    payments.upsertJson(p.json());
    PaymentRow row = payments.findRow(p.id()).orElseThrow();
    assertEquals("SOMETHING_NEW", row.status());
    assertEquals("weird_sub", row.subStatus());
    assertEquals("NEWNET", row.cardBrand());
  }

  @Test
  void recentListsTheLastRefreshedFirst() {
    TestPayments a = TestPayments.card();
    TestPayments b = TestPayments.card();
    payments.upsertJson(a.json());
    payments.upsertJson(b.json());
    payments.upsertJson(a.updated("2030-01-01T00:00:00Z").json());
    List<PaymentRow> recent = payments.recent(10);
    assertEquals(a.id(), recent.get(0).id());
    assertEquals(2, recent.size());
  }

  @Test
  void compactingGivesBackSpaceAndKeepsEveryPaymentSearchable() throws Exception {
    List<TestPayments> all = new ArrayList<>();
    for (int i = 0; i < 300; i++) {
      all.add(TestPayments.card().description("compact me " + i).updated("2024-05-01T10:00:00Z"));
    }
    payments.upsertAllJson(all.stream().map(TestPayments::json).toList());
    for (int round = 2; round <= 9; round++) {
      for (TestPayments p : all) {
        p.updated("2024-05-0" + round + "T10:00:00Z");
      }
      payments.upsertAllJson(all.stream().map(TestPayments::json).toList());
      checkpoint();
    }
    Path file = dir.resolve("test.mv.db");
    long before = backend == Backend.H2 ? Files.size(file) : 0;

    store.compact();

    if (backend == Backend.H2) {
      assertTrue(Files.size(file) < before, () -> "file did not shrink from " + before + " bytes");
    }
    assertEquals(300, payments.count(PaymentQuery.builder().text("compact").build()));
    TestPayments later = TestPayments.card().description("after compacting");
    payments.upsertJson(later.json());
    assertEquals(
        later.id(),
        payments.search(PaymentQuery.builder().text("after").build()).items().get(0).id());
  }

  /**
   * H2 writes a commit to its file when its buffer fills or a second later; written here, each
   * round's pages are in the file, as after a day of work.
   */
  private void checkpoint() {
    if (backend == Backend.H2) {
      store.db().tx(c -> c.createStatement().execute("CHECKPOINT"));
    }
  }

  @Test
  void chargebackTransactionMarksThePayment() {
    TestPayments p = TestPayments.card().withChargeback().status("IN_DISPUTE", "PENDING_REVIEW");
    payments.upsertJson(p.json());
    PaymentRow row = payments.findRow(p.id()).orElseThrow();
    assertTrue(row.hasChargeback());
    assertTrue(row.inDispute());
  }

  @Test
  void missingAndMalformedJsonIsRefusedInPlainWords() {
    StoreException e =
        assertThrows(StoreException.class, () -> payments.upsertJson("{\"status\":\"X\"}"));
    assertEquals("A payment without an id cannot be stored.", e.getMessage());
    e =
        assertThrows(
            StoreException.class, () -> payments.upsertJson("{\"id\": \"secret-4111111111111111"));
    assertFalse(e.getMessage().contains("4111"));
  }

  @Test
  void jsonStoredBeforeCompressionIsStillRead() {
    TestPayments p = TestPayments.card().orderId("old-row");
    payments.upsertJson(p.json());
    store
        .db()
        .tx(
            c -> {
              try (PreparedStatement ps =
                  c.prepareStatement(
                      "UPDATE payment_json SET raw_json = ?, raw_gz = NULL"
                          + " WHERE seq = (SELECT seq FROM payments WHERE id = ?)")) {
                ps.setString(1, p.json());
                ps.setString(2, p.id());
                return ps.executeUpdate();
              }
            });
    assertEquals("old-row", payments.find(p.id()).orElseThrow().merchantOrderId());
    assertEquals(1, store.transactions().forPayment(p.id()).size());
  }

  @Test
  void findOfAnUnknownIdIsEmpty() {
    assertTrue(payments.findRow("nope").isEmpty());
    assertTrue(payments.findJson("nope").isEmpty());
  }

  private String dumpPaymentTables() {
    return store
        .db()
        .read(
            c -> {
              StringBuilder b = new StringBuilder();
              for (String table : new String[] {"payments", "payment_json", "payment_terms"}) {
                try (PreparedStatement ps = c.prepareStatement("SELECT * FROM " + table);
                    ResultSet rs = ps.executeQuery()) {
                  int n = rs.getMetaData().getColumnCount();
                  while (rs.next()) {
                    for (int i = 1; i <= n; i++) {
                      b.append(rs.getString(i)).append('|');
                    }
                  }
                }
              }
              return b.toString();
            });
  }
}
