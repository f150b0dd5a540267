package io.paydesk.store;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.store.PaymentRepository.UpsertCounts;
import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Since store version 20 an H2 store has no unique index on the payment id: its writer keeps the
 * ids the store may hold (StoredIds). A payment stored before, by this writer, an earlier one, or
 * another connection, must be found and updated, never stored twice.
 */
class StoredIdsTest {
  @TempDir Path dir;

  @Test
  void paymentsStoredBeforeAReopenAreFoundNotStoredAgain() {
    List<String> jsons = new ArrayList<>();
    for (int i = 0; i < 1200; i++) {
      jsons.add(TestPayments.card().id("pay-" + i).orderId("ord-" + i).json());
    }
    Path file = dir.resolve("store.mv.db");
    try (Store store = Stores.openH2(file)) {
      assertThat(store.payments().upsertAllJson(jsons).inserted()).isEqualTo(1200);
      assertThat(store.payments().upsertAllJson(jsons).unchanged()).isEqualTo(1200);
    }
    try (Store store = Stores.openH2(file)) {
      UpsertCounts again = store.payments().upsertAllJson(jsons);
      assertThat(again.inserted()).isZero();
      assertThat(again.unchanged()).isEqualTo(1200);
      String newer =
          TestPayments.card()
              .id("pay-7")
              .orderId("ord-7")
              .status("CANCELLED", "BY_MERCHANT")
              .updated("2031-01-01T00:00:00Z")
              .json();
      assertThat(store.payments().upsertJson(newer).updated()).isOne();
      assertThat(count(store, "SELECT COUNT(*) FROM payments")).isEqualTo(1200);
      assertThat(count(store, "SELECT COUNT(DISTINCT id) FROM payments")).isEqualTo(1200);
      assertThat(store.payments().findRow("pay-7").orElseThrow().status()).isEqualTo("CANCELLED");
    }
  }

  @Test
  void aPaymentWrittenByAnotherConnectionIsCaughtUp() {
    try (Store store = Stores.openH2(dir.resolve("store.mv.db"))) {
      store.payments().upsertJson(TestPayments.card().id("pay-1").json());
      // Written past the writer's newest seq, not through it.
      writeBySql(store, rowAt2("pay-2"));
      UpsertCounts counts = store.payments().upsertJson(TestPayments.card().id("pay-2").json());
      assertThat(counts.inserted()).isZero();
      assertThat(counts.updated()).isOne();
      assertThat(count(store, "SELECT COUNT(*) FROM payments WHERE id = 'pay-2'")).isOne();
    }
  }

  /**
   * The row StoredIds gives for an id may hold another id (two ids sharing a hash): the id is then
   * sought period by period. Made here by renaming the row the writer placed the id in.
   */
  @Test
  void anIdWhoseRowHoldsAnotherIdIsSoughtPeriodByPeriod() {
    try (Store store = Stores.openH2(dir.resolve("store.mv.db"))) {
      store.payments().upsertJson(TestPayments.card().id("pay-1").json());
      // Read again: the writer now places pay-1 in row 1.
      assertThat(store.payments().upsertJson(TestPayments.card().id("pay-1").json()).unchanged())
          .isOne();
      writeBySql(store, "UPDATE payments SET id = 'pay-renamed' WHERE seq = 1", rowAt2("pay-1"));
      UpsertCounts counts = store.payments().upsertJson(TestPayments.card().id("pay-1").json());
      assertThat(counts.inserted()).isZero();
      assertThat(counts.updated()).isOne();
      assertThat(count(store, "SELECT COUNT(*) FROM payments WHERE id = 'pay-1'")).isOne();
    }
  }

  @Test
  void hashesAreNeverTheEmptySlot() {
    assertThat(StoredIds.hash("")).isNotZero();
    assertThat(StoredIds.hash("pay-1")).isNotEqualTo(StoredIds.hash("pay-2"));
  }

  /** A payment row at seq 2, written straight by SQL (not through the writer). */
  private static String rowAt2(String id) {
    return "INSERT INTO payments (seq, period, id, created_at, updated_ns, has_chargeback,"
        + " in_dispute, last_refreshed_at) VALUES (2, 0, '"
        + id
        + "', CURRENT_TIMESTAMP, 0, FALSE, FALSE, CURRENT_TIMESTAMP)";
  }

  private static void writeBySql(Store store, String... statements) {
    store
        .db()
        .tx(
            c -> {
              try (var st = c.createStatement()) {
                for (String sql : statements) {
                  st.execute(sql);
                }
              }
              return null;
            });
  }

  private static long count(Store store, String sql) {
    return store
        .db()
        .read(
            c -> {
              try (PreparedStatement ps = c.prepareStatement(sql);
                  ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getLong(1);
              }
            });
  }
}
