package io.paydesk.ops;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.api.PaydeskClient;
import io.paydesk.sandbox.Sandbox;
import io.paydesk.store.PaymentQuery;
import io.paydesk.store.Store;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Many payments read from the service into the store, a few requests at a time. */
class PaymentRefreshTest {
  @TempDir Path dir;
  private SandboxAndStore bed;
  private Sandbox sandbox;
  private PaydeskClient client;
  private Store store;

  @BeforeEach
  void start() {
    bed = SandboxAndStore.open(dir);
    sandbox = bed.sandbox();
    client = bed.client();
    store = bed.store();
  }

  @AfterEach
  void stop() {
    bed.close();
  }

  @Test
  void everyKnownIdIsStoredAndUnknownOnesAreCountedNotStored() {
    List<String> ids = new ArrayList<>(sandbox.demoPaymentIds().subList(0, 1200));
    ids.add(UUID.randomUUID().toString());
    List<int[]> progress = new ArrayList<>();

    PaymentRefresh.Result result =
        new PaymentRefresh(client, store)
            .refresh(ids, (done, total) -> progress.add(new int[] {done, total}));

    assertThat(result).isEqualTo(new PaymentRefresh.Result(1200, 1, 0));
    assertThat(store.payments().count(PaymentQuery.builder().build())).isEqualTo(1200);
    assertThat(store.payments().find(ids.get(1199))).isPresent();
    assertThat(progress).hasSize(1201);
    assertThat(progress.get(1200)).containsExactly(1201, 1201);
  }

  @Test
  void theSandboxsDemoPaymentsAreStoredAsItHasThemNow() throws Exception {
    ConnectionSettings settings = ConnectionSettings.embedded();
    try (Connector connector = new Connector(dir.resolve("data"));
        Connection c = connector.open(settings)) {
      Connection.DemoFill fill = c.storeDemoPayments(100);
      assertThat(fill.firstStored()).isEqualTo(100);
      assertThat(c.store().payments().count(PaymentQuery.builder().build())).isEqualTo(100);

      int rest = fill.storeRest();

      assertThat(100 + rest).isEqualTo(c.demoPaymentIds().size());
      assertThat(c.store().payments().count(PaymentQuery.builder().build()))
          .isEqualTo(c.demoPaymentIds().size());
    }
  }
}
