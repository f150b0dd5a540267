package io.paydesk.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Search by when a payment was last refreshed, and how reading it again unchanged moves that. */
class PaymentsByRefreshTimeTest {
  @TempDir Path dir;
  Store store;
  final List<TestPayments> payments = new ArrayList<>();

  @BeforeEach
  void fill() {
    store = Stores.openH2(dir.resolve("store.mv.db"));
    for (int i = 0; i < 12; i++) {
      payments.add(TestPayments.card().status("SUCCEEDED", "APPROVED"));
    }
    store.payments().upsertAllJson(payments.stream().map(TestPayments::json).toList());
  }

  @AfterEach
  void close() {
    store.close();
  }

  private void refreshedAt(Instant when, List<TestPayments> which) {
    StoreAccess.execute(
        store,
        "UPDATE payments SET last_refreshed_at = TIMESTAMP WITH TIME ZONE '"
            + when
            + "' WHERE id IN ('"
            + String.join("','", which.stream().map(TestPayments::id).toList())
            + "')");
  }

  @Test
  void onlyPaymentsLastRefreshedBeforeTheTimeAreFoundAndCounted() {
    Instant now = Instant.now();
    refreshedAt(now.minus(3, ChronoUnit.DAYS), payments.subList(0, 4));
    PaymentQuery q =
        PaymentQuery.builder()
            .status("SUCCEEDED")
            .refreshedBefore(now.minus(1, ChronoUnit.DAYS))
            .build();

    assertThat(store.payments().search(q).items())
        .extracting(PaymentRow::id)
        .containsExactlyInAnyOrderElementsOf(
            payments.subList(0, 4).stream().map(TestPayments::id).toList());
    assertThat(store.payments().count(q)).isEqualTo(4);
    assertThat(store.payments().count(q.toBuilder().status("DECLINED").build())).isEqualTo(4);
    assertThat(
            store
                .payments()
                .count(
                    PaymentQuery.builder().refreshedBefore(now.minus(4, ChronoUnit.DAYS)).build()))
        .isZero();
  }

  @Test
  void anUnchangedPaymentReadAgainGetsANewRefreshTimeOnlyOnceItsTimeIsOld() {
    Instant longAgo = Instant.now().minus(2, ChronoUnit.HOURS);
    refreshedAt(longAgo, payments.subList(0, 1));
    Instant recent = store.payments().findRow(payments.get(1).id()).orElseThrow().lastRefreshedAt();

    PaymentRepository.UpsertCounts again =
        store.payments().upsertAllJson(List.of(payments.get(0).json(), payments.get(1).json()));

    assertThat(again.unchanged()).isEqualTo(2);
    assertThat(store.payments().findRow(payments.get(0).id()).orElseThrow().lastRefreshedAt())
        .isAfter(Instant.now().minus(1, ChronoUnit.MINUTES));
    assertThat(store.payments().findRow(payments.get(1).id()).orElseThrow().lastRefreshedAt())
        .isEqualTo(recent);
  }
}
