package io.paydesk.ops;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.api.ConnectionException;
import io.paydesk.api.model.Payment;
import io.paydesk.store.PaymentQuery;
import io.paydesk.store.StoreAccess;
import io.paydesk.store.TextMatch;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PaymentFetchTest {
  @TempDir Path dir;

  @Test
  void pastedTextGivesEachIdOnceWhateverTheSeparators() {
    assertThat(PaymentRefresh.keysIn(" a1b2c\nORD-1, ORD-2;ORD-1\t\"ORD-3\"  |x-9\r\n"))
        .containsExactly("a1b2c", "ORD-1", "ORD-2", "ORD-3", "x-9");
    assertThat(PaymentRefresh.keysIn("  \n ")).isEmpty();
  }

  @Test
  void idsAndOrderIdsAreStoredAndUnknownOnesSaidNotFound() {
    try (SandboxAndStore s = SandboxAndStore.open(dir)) {
      PaymentRefresh refresh = new PaymentRefresh(s.client(), s.store());
      List<String> keys = new ArrayList<>(s.sandbox().demoPaymentIds().subList(0, 300));
      String unknownId = UUID.randomUUID().toString();
      keys.add(100, unknownId);
      keys.add("DEMO-AIRLINE-0001");
      keys.add("ORD-NOBODY-HAS-THIS");
      AtomicInteger lastDone = new AtomicInteger();

      PaymentRefresh.FetchResult r =
          refresh.fetch(keys, 6, (done, total) -> lastDone.set(done), () -> false);

      assertThat(r.requested()).isEqualTo(303);
      assertThat(r.done()).isEqualTo(303);
      assertThat(r.stored()).isEqualTo(301);
      assertThat(lastDone).hasValue(303);
      assertThat(r.failures())
          .extracting(PaymentRefresh.Failure::key, PaymentRefresh.Failure::kind)
          .containsExactly(
              org.assertj.core.groups.Tuple.tuple(unknownId, PaymentRefresh.FailureKind.NOT_FOUND),
              org.assertj.core.groups.Tuple.tuple(
                  "ORD-NOBODY-HAS-THIS", PaymentRefresh.FailureKind.NOT_FOUND));
      assertThat(
              s.store()
                  .payments()
                  .count(
                      PaymentQuery.builder()
                          .merchantOrderId(TextMatch.exact("DEMO-AIRLINE-0001"))
                          .build()))
          .isEqualTo(1);
    }
  }

  @Test
  void fetchingTheSamePaymentsAgainWritesNothingToTheStore() {
    try (SandboxAndStore s = SandboxAndStore.open(dir)) {
      PaymentRefresh refresh = new PaymentRefresh(s.client(), s.store());
      List<String> keys = s.sandbox().demoPaymentIds().subList(0, 200);
      assertThat(refresh.fetch(keys, 4, null, () -> false).stored()).isEqualTo(200);
      long writes = StoreAccess.settledFileWrites(s.store());
      long size = s.store().sizeBytes();

      PaymentRefresh.FetchResult again = refresh.fetch(keys, 4, null, () -> false);

      assertThat(again.stored()).isEqualTo(200);
      assertThat(again.failures()).isEmpty();
      assertThat(StoreAccess.settledFileWrites(s.store())).isEqualTo(writes);
      assertThat(s.store().sizeBytes()).isEqualTo(size);
    }
  }

  @Test
  void aCancelledFetchStopsAndSaysHowFarItGot() {
    try (SandboxAndStore s = SandboxAndStore.open(dir)) {
      PaymentRefresh refresh = new PaymentRefresh(s.client(), s.store());
      List<String> keys = s.sandbox().demoPaymentIds().subList(0, 2000);
      AtomicInteger seen = new AtomicInteger();

      PaymentRefresh.FetchResult r =
          refresh.fetch(keys, 2, (done, total) -> seen.set(done), () -> seen.get() >= 50);

      assertThat(r.cancelled()).isTrue();
      assertThat(r.done()).isBetween(50, 60);
      assertThat(r.stored()).isEqualTo(r.done());
    }
  }

  @Test
  void theAirlineSplitAnd3dsDemoPaymentsReadWithTheirParts() {
    try (SandboxAndStore s = SandboxAndStore.open(dir)) {
      Payment air = s.client().payments().retrieveByMerchantOrderId("DEMO-AIRLINE-0001").get(0);
      Payment full = s.client().payments().retrieve(air.id());
      assertThat(full.additionalData().airline().legs()).hasSize(4);
      assertThat(full.additionalData().airline().passengers()).hasSize(2);
      Payment split =
          s.client()
              .payments()
              .retrieve(
                  s.client().payments().retrieveByMerchantOrderId("DEMO-SPLIT-0001").get(0).id());
      assertThat(split.split()).hasSize(3);
      assertThat(split.metadata()).hasSize(2);
      Payment tds =
          s.client()
              .payments()
              .retrieve(
                  s.client().payments().retrieveByMerchantOrderId("DEMO-3DS-0001").get(0).id());
      assertThat(tds.paymentMethod().anyDetail().card().cardData().threeDSecure().version())
          .isEqualTo("2.2.0");
    }
  }

  @Test
  void theRawAnswerIsKeptMaskedAndReadFromTheStoreWhenTheServiceIsGone() {
    try (SandboxAndStore s = SandboxAndStore.open(dir)) {
      String id = s.client().payments().retrieveByMerchantOrderId("DEMO-AIRLINE-0001").get(0).id();
      PaymentLookups lookups = new PaymentLookups(s.client(), s.store());

      PaymentLookups.RawAnswer live = lookups.rawAnswer(id);

      assertThat(live.offline()).isNull();
      assertThat(live.json()).contains("\"raw_response\":{", "\"transactions_history\":[");
      assertThat(live.json()).doesNotContain("1020304050").contains("****4050");
      s.sandbox().close();
      PaymentLookups.RawAnswer kept = lookups.rawAnswer(id);
      assertThat(kept.offline()).isInstanceOf(ConnectionException.class);
      assertThat(kept.json()).isEqualTo(live.json());
      assertThat(kept.fetchedAt()).isEqualTo(live.fetchedAt());
    }
  }
}
