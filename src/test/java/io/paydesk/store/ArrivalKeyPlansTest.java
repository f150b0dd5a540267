package io.paydesk.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The trees keyed by period first (store versions 18 and 19) are read period by period: H2 seeks
 * each period listed in payment_periods through the index. Written another way (a list of periods,
 * an array) H2 reads every row, 100 ms a look-up at a million payments (store-size.md), which no
 * test on small data would notice; so the plans are checked here.
 */
class ArrivalKeyPlansTest {
  @TempDir Path dir;
  private Store store;

  /**
   * A store with the row counts of a large one (H2 plans by row counts: on a few rows a scan is the
   * cheapest): 20,000 payments, transactions and terms in 4 periods, written straight by SQL.
   */
  @BeforeEach
  void open() {
    store = Stores.openH2(dir.resolve("store.mv.db"));
    store.payments().upsertJson(TestPayments.card().orderId("ord-1").json());
    store
        .db()
        .tx(
            c -> {
              try (java.sql.Statement st = c.createStatement()) {
                st.execute("INSERT INTO payment_periods (period) SELECT X FROM SYSTEM_RANGE(1, 4)");
                st.execute(
                    "INSERT INTO payments (seq, period, id, created_at, updated_ns,"
                        + " has_chargeback, in_dispute, last_refreshed_at) SELECT X, X / 5000,"
                        + " 'pay-' || X, CURRENT_TIMESTAMP, 0, FALSE, FALSE, CURRENT_TIMESTAMP"
                        + " FROM SYSTEM_RANGE(5000, 24999)");
                st.execute(
                    "INSERT INTO transactions (payment_seq, period, id, payment_id, updated_ns,"
                        + " last_refreshed_at) SELECT X, X / 5000, 'tx-' || X, 'pay-' || X, 0,"
                        + " CURRENT_TIMESTAMP FROM SYSTEM_RANGE(5000, 24999)");
                st.execute(
                    "INSERT INTO payment_terms (period, term, seq) SELECT X / 5000, 'w' || MOD(X,"
                        + " 997), X FROM SYSTEM_RANGE(5000, 24999)");
              }
              return null;
            });
  }

  @AfterEach
  void close() {
    store.close();
  }

  @Test
  void aTermIsSoughtInEachPeriod() {
    PaymentSearchSql.Sql count = PaymentSearchSql.termCount("visa");
    assertThat(plan(count.text(), count.params()))
        .containsIgnoringCase("TERM >= 'visa'")
        .containsIgnoringCase("PERIOD = R.PERIOD")
        .doesNotContainIgnoringCase("PAYMENT_TERMS.tableScan");
  }

  @Test
  void aFreeTextWordSeeksTermsAndTransactionIdsInEachPeriod() {
    PaymentSearchSql.Sql words = PaymentSearchSql.wordCandidates("ord", 10);
    String plan = plan(words.text(), words.params());
    assertThat(plan)
        .containsIgnoringCase("TRANSACTIONS_ID:")
        .containsIgnoringCase("PERIOD = XR.PERIOD")
        .containsIgnoringCase("PERIOD = R.PERIOD")
        .doesNotContainIgnoringCase("TRANSACTIONS.tableScan")
        .doesNotContainIgnoringCase("PAYMENT_TERMS.tableScan");
  }

  @Test
  void aTransactionIsFoundByItsIdInEachPeriod() {
    String plan =
        plan(
            "SELECT t.id FROM " + TransactionRepository.BY_PERIOD + " WHERE t.id = ?",
            List.of("tx-1"));
    assertThat(plan)
        .containsIgnoringCase("TRANSACTIONS_ID:")
        .containsIgnoringCase("PERIOD = R.PERIOD")
        .doesNotContainIgnoringCase("TRANSACTIONS.tableScan");
  }

  @Test
  void aPaymentIsFoundByItsIdInEachPeriodThenByItsSeq() {
    String plan =
        plan(
            "SELECT p.status FROM payments p WHERE p.seq IN ("
                + PaymentSearchSql.seqsWhere("q.id = ?")
                + ")",
            List.of("pay-7"));
    assertThat(plan)
        .containsIgnoringCase("PAYMENTS_ID:")
        .containsIgnoringCase("PERIOD = QR.PERIOD")
        .containsIgnoringCase("PRIMARY_KEY")
        .doesNotContainIgnoringCase("PAYMENTS.tableScan");
  }

  @Test
  void lookUpsAreSoughtInEachPeriod() {
    PaymentQuery q =
        PaymentQuery.builder()
            .merchantOrderId(TextMatch.prefix("ord-1"))
            .customerEmail(TextMatch.exact("a@b.co"))
            .build();
    PaymentSearchSql.Sql page = PaymentSearchSql.page(q, new Sensitive(new byte[32]));
    String plan = plan(page.text(), page.params());
    assertThat(plan)
        .containsIgnoringCase("PAYMENTS_ORDER_ID:")
        .containsIgnoringCase("PAYMENTS_EMAIL:")
        .containsIgnoringCase("PERIOD = QR.PERIOD")
        .doesNotContainIgnoringCase("PAYMENTS.tableScan");
  }

  @Test
  void eachLookUpIsListedPeriodByPeriod() {
    PaymentQuery q =
        PaymentQuery.builder()
            .merchantOrderId(TextMatch.prefix("ord-1"))
            .merchantReference(TextMatch.exact("ref-1"))
            .customerEmail(TextMatch.exact("a@b.co"))
            .customerDocument("12345678909")
            .cardLastFour("4242")
            .build();
    List<PaymentSearchSql.LookUp> lookUps =
        PaymentSearchSql.lookUps(q, new Sensitive(new byte[32]));
    assertThat(lookUps).hasSize(5);
    for (PaymentSearchSql.LookUp l : lookUps) {
      assertSoughtByPeriod(l.seqs(10));
    }
  }

  /** A look-up too common to list (more than 5,000 matches) is counted period by period. */
  @Test
  void aCommonLookUpIsCountedInEachPeriod() {
    PaymentQuery q =
        PaymentQuery.builder().customerEmail(TextMatch.prefix("a")).status("SUCCEEDED").build();
    PaymentSearchSql.Candidates common =
        new PaymentSearchSql.Candidates(
            null, java.util.Map.of(), false, null, java.util.Set.of("customer_email"));
    PaymentSearchSql.Sql sql =
        PaymentSearchSql.countByPeriod(q, new Sensitive(new byte[32]), common);
    assertThat(plan(sql.text(), sql.params()))
        .containsIgnoringCase("PAYMENTS_EMAIL: PERIOD = QR.PERIOD")
        .doesNotContainIgnoringCase("PAYMENTS.tableScan");
  }

  @Test
  void aNameAndAWordAreSoughtInEachPeriod() {
    for (PaymentSearchSql.Sql sql : PaymentSearchSql.nameCandidates("ana", 10)) {
      assertSoughtByPeriod(sql);
    }
    PaymentSearchSql.Sql words = PaymentSearchSql.wordCandidates("ord", 10);
    String plan = plan(words.text(), words.params());
    assertThat(plan)
        .containsIgnoringCase("PAYMENTS_ORDER_ID:")
        .containsIgnoringCase("PAYMENTS_REFERENCE:")
        .containsIgnoringCase("PAYMENTS_ID:")
        .doesNotContainIgnoringCase("PAYMENTS.tableScan");
  }

  @Test
  void anAmountOrIinRangeIsSoughtInEachPeriod() {
    PaymentQuery amount =
        PaymentQuery.builder()
            .amountBetween(new java.math.BigDecimal("10"), new java.math.BigDecimal("20"))
            .build();
    PaymentQuery iin = PaymentQuery.builder().cardIin("4111").build();
    for (PaymentSearchSql.Sql sql :
        List.of(
            PaymentSearchSql.rangeProbe(amount, "payments_amount", 100),
            PaymentSearchSql.rangeTop(amount, "payments_amount"),
            PaymentSearchSql.rangeProbe(iin, "payments_iin", 100),
            PaymentSearchSql.rangeTop(iin, "payments_iin"))) {
      assertSoughtByPeriod(sql);
    }
  }

  /**
   * Largest first, the usual amount order. (Smallest first, H2 sorts each period's rows: it does
   * not walk an index backwards; so it did before version 20, over the whole table.)
   */
  @Test
  void theAmountOrderWalksEachPeriodsPartOfTheAmountIndex() {
    PaymentQuery q =
        PaymentQuery.builder().sort(PaymentQuery.SortBy.AMOUNT, true).status("SUCCEEDED").build();
    PaymentSearchSql.Sql sql = PaymentSearchSql.periodTop(q, new Sensitive(new byte[32]));
    List<Object> params = new java.util.ArrayList<>();
    params.add(3L);
    params.add(new java.math.BigDecimal("-1e30"));
    params.addAll(sql.params());
    assertThat(plan(sql.text(), params))
        .containsIgnoringCase("PAYMENTS_AMOUNT: PERIOD = ?1")
        .contains("index sorted");
  }

  /** H2 seeks the statement's index in each period listed in payment_periods, scanning none. */
  private void assertSoughtByPeriod(PaymentSearchSql.Sql sql) {
    assertThat(plan(sql.text(), sql.params()))
        .containsIgnoringCase("PERIOD = QR.PERIOD")
        .doesNotContainIgnoringCase("PAYMENTS.tableScan");
  }

  private String plan(String sql, List<Object> params) {
    return store
        .db()
        .read(
            c -> {
              try (PreparedStatement ps = c.prepareStatement("EXPLAIN " + sql)) {
                PaymentRepository.bind(ps, params);
                try (ResultSet rs = ps.executeQuery()) {
                  rs.next();
                  return rs.getString(1);
                }
              }
            });
  }
}
