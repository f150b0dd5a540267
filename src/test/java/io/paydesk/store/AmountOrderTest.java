package io.paydesk.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The amount order on H2 merges each period's first page, each bounded by the best found so far
 * (store version 20): over several periods, with a filter, page after page, it gives the rows SQL
 * gives when it sorts the whole table.
 */
class AmountOrderTest {
  @TempDir Path dir;
  private Store store;

  /** 12,000 payments in three periods, written by SQL; amounts repeat, so ties fall to seq. */
  @BeforeEach
  void open() {
    store = Stores.openH2(dir.resolve("store.mv.db"));
    store
        .db()
        .tx(
            c -> {
              try (java.sql.Statement st = c.createStatement()) {
                st.execute("INSERT INTO payment_periods (period) VALUES (0), (1), (2)");
                st.execute(
                    "INSERT INTO payments (seq, period, id, status, amount, created_at,"
                        + " updated_ns, has_chargeback, in_dispute, last_refreshed_at) SELECT X,"
                        + " X / 5000, 'pay-' || X, CASE MOD(X, 3) WHEN 0 THEN 'SUCCEEDED' ELSE"
                        + " 'DECLINED' END, MOD(X * 7919, 1000) / 4.0, CURRENT_TIMESTAMP, 0, FALSE,"
                        + " FALSE, CURRENT_TIMESTAMP FROM SYSTEM_RANGE(1, 12000)");
              }
              return null;
            });
  }

  @AfterEach
  void close() {
    store.close();
  }

  @ParameterizedTest
  @ValueSource(booleans = {true, false})
  void pagesFollowTheWholeTablesOrder(boolean descending) {
    String dir = descending ? " DESC" : " ASC";
    for (String status : new String[] {null, "SUCCEEDED"}) {
      List<String> expected =
          ids(
              "SELECT id FROM payments"
                  + (status == null ? "" : " WHERE status = '" + status + "'")
                  + " ORDER BY amount"
                  + dir
                  + ", seq"
                  + dir
                  + " FETCH FIRST 150 ROWS ONLY");
      PaymentQuery.Builder b =
          PaymentQuery.builder().sort(PaymentQuery.SortBy.AMOUNT, descending).pageSize(50);
      if (status != null) {
        b.status(status);
      }
      PaymentQuery q = b.build();
      List<String> got = new ArrayList<>();
      Page<PaymentRow> page = store.payments().search(q);
      for (int i = 0; i < 3; i++) {
        page.items().forEach(r -> got.add(r.id()));
        page = store.payments().search(q.after(page.nextCursor()));
      }
      assertThat(got).as("status %s, descending %s", status, descending).isEqualTo(expected);
    }
  }

  private List<String> ids(String sql) {
    return store
        .db()
        .read(
            c -> {
              List<String> out = new ArrayList<>();
              try (PreparedStatement ps = c.prepareStatement(sql);
                  ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                  out.add(rs.getString(1));
                }
              }
              return out;
            });
  }
}
