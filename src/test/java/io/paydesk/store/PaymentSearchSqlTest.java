package io.paydesk.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The SQL shape that keeps H2 on an index: ORDER BY starts with the driving equality column. */
class PaymentSearchSqlTest {
  private static final Sensitive SENSITIVE = new Sensitive(new byte[32]);

  static Stream<Arguments> orders() {
    return Stream.of(
        Arguments.of(
            "no filter",
            (UnaryOperator<PaymentQuery.Builder>) b -> b,
            " ORDER BY p.created_at DESC, p.seq DESC"),
        Arguments.of(
            "status",
            (UnaryOperator<PaymentQuery.Builder>) b -> b.status("SUCCEEDED"),
            " ORDER BY p.status, p.created_at DESC, p.seq DESC"),
        Arguments.of(
            "two statuses are not an equality",
            (UnaryOperator<PaymentQuery.Builder>) b -> b.status("A", "B"),
            " ORDER BY p.created_at DESC, p.seq DESC"),
        Arguments.of(
            "country leads status",
            (UnaryOperator<PaymentQuery.Builder>) b -> b.status("SUCCEEDED").country("BR"),
            " ORDER BY p.country, p.created_at DESC, p.seq DESC"),
        Arguments.of(
            "in dispute leads",
            (UnaryOperator<PaymentQuery.Builder>) b -> b.country("BR").inDispute(true),
            " ORDER BY p.in_dispute, p.created_at DESC, p.seq DESC"),
        Arguments.of(
            "false flag does not lead",
            (UnaryOperator<PaymentQuery.Builder>) b -> b.country("BR").hasChargeback(false),
            " ORDER BY p.country, p.created_at DESC, p.seq DESC"),
        Arguments.of(
            "selective filter uses its own index",
            (UnaryOperator<PaymentQuery.Builder>) b -> b.status("SUCCEEDED").cardLastFour("1234"),
            " ORDER BY p.created_at DESC, p.seq DESC"),
        Arguments.of(
            "amount sort",
            (UnaryOperator<PaymentQuery.Builder>)
                b -> b.status("SUCCEEDED").sort(PaymentQuery.SortBy.AMOUNT, false),
            " ORDER BY p.amount ASC, p.seq ASC"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("orders")
  void orderByStartsWithTheDrivingEqualityColumn(
      String name, UnaryOperator<PaymentQuery.Builder> q, String orderBy) {
    String sql = PaymentSearchSql.page(q.apply(PaymentQuery.builder()).build(), SENSITIVE).text();
    assertTrue(sql.contains(orderBy + " FETCH FIRST 51 ROWS ONLY"), sql);
  }

  @Test
  void nextPageIsAKeysetConditionNotAnOffset() {
    PaymentRow last =
        new PaymentRow(
            "id-9",
            null,
            null,
            java.math.BigDecimal.ONE,
            null,
            null,
            null,
            null,
            null,
            java.time.Instant.parse("2025-01-01T00:00:00Z"),
            null,
            null,
            null,
            null,
            null,
            null,
            null,
            false,
            false,
            null);
    String cursor = PaymentSearchSql.Cursor.encode(PaymentQuery.SortBy.CREATED_AT, last, 9);
    PaymentSearchSql.Sql sql =
        PaymentSearchSql.page(PaymentQuery.builder().after(cursor).build(), SENSITIVE);
    assertTrue(sql.text().contains("(p.created_at, p.seq) < (?, ?)"));
    assertFalse(sql.text().contains("OFFSET"));
    assertEquals(9L, sql.params().get(1));
  }

  @Test
  void likePatternsEscapeWildcards() {
    assertEquals("a\\%b\\_c\\\\d%", PaymentSearchSql.likePrefix("a%b_c\\d"));
  }

  @Test
  void theDocumentNumberNeverAppearsInTheSqlOrItsParameters() {
    PaymentSearchSql.Sql sql =
        PaymentSearchSql.page(
            PaymentQuery.builder().customerDocument("12345678909").build(), SENSITIVE);
    assertFalse(sql.text().contains("12345678909"));
    assertFalse(sql.params().toString().contains("12345678909"));
    assertFalse(
        PaymentQuery.builder()
            .customerDocument("12345678909")
            .build()
            .toString()
            .contains("12345678909"));
  }

  @Test
  void aNarrowAmountRangeIsListedPeriodByPeriodFromItsIndex() {
    PaymentQuery q =
        PaymentQuery.builder()
            .status("SUCCEEDED")
            .amountBetween(new java.math.BigDecimal("10"), new java.math.BigDecimal("11"))
            .build();
    PaymentSearchSql.Sql seqs = PaymentSearchSql.rangeSeqs(q, "payments_amount");
    assertEquals(
        "SELECT q.seq FROM payment_periods qr JOIN payments q ON q.period = qr.period"
            + " WHERE q.amount >= ? AND q.amount <= ?",
        seqs.text());
    assertEquals(
        java.util.List.of(new java.math.BigDecimal("10"), new java.math.BigDecimal("11")),
        seqs.params());
    String page =
        PaymentSearchSql.page(
                q,
                SENSITIVE,
                new PaymentSearchSql.Candidates(
                    java.util.Set.of(3L, 9L), java.util.Map.of(), false, null))
            .text();
    assertTrue(page.contains(" AND p.seq = ANY(?)"), page);
    assertTrue(page.contains(" ORDER BY p.created_at DESC, p.seq DESC "), page);
  }

  @Test
  void aListedLookUpIsLeftToTheCandidatesACommonOneIsCheckedOnEachRow() {
    PaymentQuery q =
        PaymentQuery.builder()
            .customerEmail(TextMatch.exact("Ana@Mail.test"))
            .cardLastFour("4242")
            .build();
    PaymentSearchSql.Sql listed =
        PaymentSearchSql.page(
            q,
            SENSITIVE,
            new PaymentSearchSql.Candidates(
                java.util.Set.of(7L),
                java.util.Map.of(),
                false,
                null,
                java.util.Set.of("card_last4")));
    String where = listed.text().substring(listed.text().indexOf(" WHERE "));
    assertEquals(
        " WHERE p.card_last4 = ? AND p.seq = ANY(?) ORDER BY p.created_at DESC, p.seq DESC FETCH"
            + " FIRST 51 ROWS ONLY",
        where);
    assertEquals(java.util.List.of("4242"), listed.params().subList(0, 1));
    assertEquals(
        "ana@mail.test", PaymentSearchSql.lookUps(q, SENSITIVE).get(0).seqs(10).params().get(0));
    // Not listed (the candidates were not asked): each look-up is a sub-query.
    String sub = PaymentSearchSql.page(q, SENSITIVE).text();
    assertTrue(sub.contains("p.seq IN (SELECT q.seq FROM payment_periods qr"), sub);
  }

  @Test
  void aWideRangeWalksTheDateOrderOfTheDrivingEquality() {
    PaymentQuery q = PaymentQuery.builder().status("SUCCEEDED").cardIin("4").build();
    String sql =
        PaymentSearchSql.page(
                q,
                SENSITIVE,
                new PaymentSearchSql.Candidates(
                    null, java.util.Map.of(), false, PaymentSearchSql.WALK_DATE))
            .text();
    assertTrue(sql.contains(" FROM payments p USE INDEX (payments_status) WHERE "), sql);
    assertTrue(sql.contains(" ORDER BY p.status, p.created_at DESC, p.seq DESC "), sql);
  }

  @Test
  void aCommonWordWithFewIdMatchesIsNotTestedAgainstTheIdColumnsOnEachRow() {
    PaymentQuery q = PaymentQuery.builder().text("order").build();
    PaymentSearchSql.Sql sql =
        PaymentSearchSql.page(
            q,
            SENSITIVE,
            new PaymentSearchSql.Candidates(
                null, java.util.Map.of("order", java.util.Set.of(7L)), false, null));
    assertFalse(sql.text().contains("merchant_order_id LIKE"), sql.text());
    assertTrue(sql.text().contains(" OR p.seq = ANY(?))"), sql.text());
  }
}
