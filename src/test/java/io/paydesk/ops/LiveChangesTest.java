package io.paydesk.ops;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.api.ClientConfig;
import io.paydesk.api.PaydeskClient;
import io.paydesk.api.RetryPolicy;
import io.paydesk.store.EventRepository.NewEvent;
import io.paydesk.store.Store;
import io.paydesk.store.Stores;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The one live path: changes signalled on a store are gathered for a window and told once per
 * burst, on the listener's executor; a listener removed or a closed entry hears nothing.
 */
class LiveChangesTest {
  @TempDir Path dir;
  @StartStop public final MockWebServer server = new MockWebServer();
  private Store store;
  private StoreChanges changes;

  @BeforeEach
  void open() {
    store = Stores.openH2(dir.resolve("store"));
    changes = StoreChanges.of(store);
  }

  @AfterEach
  void close() {
    store.close();
  }

  private static StoreChanges.Change payment(String id) {
    return new StoreChanges.Change(StoreChanges.Kind.PAYMENT, id);
  }

  @Test
  void aBurstOfChangesIsToldOnceWithEveryIdAndTheNextChangeOpensANewBatch() throws Exception {
    try (LiveChanges live = new LiveChanges(changes, Duration.ofMillis(500))) {
      BlockingQueue<LiveChanges.Batch> told = new LinkedBlockingQueue<>();
      live.listen(Runnable::run, told::add);

      for (int i = 0; i < 200; i++) {
        changes.changed(payment("pay-" + i));
      }
      changes.changed(new StoreChanges.Change(StoreChanges.Kind.CHARGEBACK, "pay-7"));
      changes.changed(new StoreChanges.Change(StoreChanges.Kind.PAYOUT, "po-1"));
      changes.changed(payment("pay-3")); // twice in one burst: once in the batch

      LiveChanges.Batch first = told.poll(5, SECONDS);
      assertThat(first).isNotNull();
      assertThat(first.payments()).hasSize(200).contains("pay-0", "pay-199");
      assertThat(first.chargebacks()).containsExactly("pay-7");
      assertThat(first.payouts()).containsExactly("po-1");
      assertThat(first.touchesPayments()).isTrue();
      assertThat(told).isEmpty();

      changes.changed(payment("pay-3"));
      LiveChanges.Batch second = told.poll(5, SECONDS);
      assertThat(second.payments()).containsExactly("pay-3");
      assertThat(second).isNotEqualTo(first);
      assertThat(second.number()).isEqualTo(first.number() + 1);
    }
  }

  @Test
  void aChangeIsToldWithinTheWindowOnTheListenersExecutor() throws Exception {
    try (LiveChanges live = new LiveChanges(store)) {
      BlockingQueue<String> threads = new LinkedBlockingQueue<>();
      java.util.concurrent.ExecutorService ui =
          java.util.concurrent.Executors.newSingleThreadExecutor(r -> new Thread(r, "ui-thread"));
      try {
        live.listen(ui, b -> threads.add(Thread.currentThread().getName()));
        long start = System.nanoTime();
        changes.changed(payment("pay-1"));
        assertThat(threads.poll(5, SECONDS)).isEqualTo("ui-thread");
        long ms = (System.nanoTime() - start) / 1_000_000;
        System.out.println("Live change told after " + ms + " ms");
        assertThat(ms).isGreaterThanOrEqualTo(LiveChanges.WINDOW.toMillis() - 20).isLessThan(1_000);
      } finally {
        ui.shutdownNow();
      }
    }
  }

  @Test
  void aListenerRemovedHearsNothingAndOneThatFailsDoesNotStopTheOthers() throws Exception {
    try (LiveChanges live = new LiveChanges(changes, Duration.ofMillis(50))) {
      List<LiveChanges.Batch> removed = new ArrayList<>();
      AutoCloseable gone = live.listen(Runnable::run, removed::add);
      live.listen(
          Runnable::run,
          b -> {
            throw new IllegalStateException("a screen failed");
          });
      BlockingQueue<LiveChanges.Batch> kept = new LinkedBlockingQueue<>();
      live.listen(Runnable::run, kept::add);
      gone.close();

      changes.changed(payment("pay-1"));

      assertThat(kept.poll(5, SECONDS).payments()).containsExactly("pay-1");
      assertThat(removed).isEmpty();
    }
  }

  @Test
  void closedItStopsListeningToTheStore() throws Exception {
    BlockingQueue<LiveChanges.Batch> told = new LinkedBlockingQueue<>();
    LiveChanges live = new LiveChanges(changes, Duration.ofMillis(50));
    live.listen(Runnable::run, told::add);
    BlockingQueue<StoreChanges.Change> direct = new LinkedBlockingQueue<>();
    try (AutoCloseable other = changes.listen(direct::add)) {
      live.close();
      changes.changed(payment("pay-1"));
      assertThat(direct.poll(5, SECONDS)).isEqualTo(payment("pay-1"));
    }
    // the change reached the store's signal; the closed entry had no listener there any more
    assertThat(told.poll(200, java.util.concurrent.TimeUnit.MILLISECONDS)).isNull();
  }

  @Test
  void aChargebackEventAppliedByTheWorkerIsToldAsPaymentAndChargeback() throws Exception {
    String id = DisputeOperationsTest.PAYMENT;
    server.enqueue(
        new MockResponse.Builder()
            .code(200)
            .body(DisputeOperationsTest.paymentJson("CHARGEBACK", "CREATED"))
            .setHeader("Content-Type", "application/json")
            .build());
    try (PaydeskClient client =
            new PaydeskClient(
                ClientConfig.builder(server.url("/").toString(), "sandbox_pk_1", "sk_secret_1")
                    .retryPolicy(RetryPolicy.NONE)
                    .build());
        LiveChanges live = new LiveChanges(store)) {
      BlockingQueue<LiveChanges.Batch> told = new LinkedBlockingQueue<>();
      live.listen(Runnable::run, told::add);
      byte[] body =
          ("{\"type\":\"payment\",\"type_event\":\"payment.chargeback\",\"retry\":0,\"data\":{"
                  + "\"idempotency_key\":\"k1\",\"payment\":"
                  + DisputeOperationsTest.paymentJson("CHARGEBACK", "CREATED")
                  + "}}")
              .getBytes(StandardCharsets.UTF_8);
      EventEnvelope e = EventEnvelope.parse(body);
      store
          .events()
          .insertAll(
              List.of(
                  new NewEvent(
                      Instant.now(),
                      e.type(),
                      e.typeEvent(),
                      e.dedupKey(),
                      "valid",
                      e.retry(),
                      e.resourceId(),
                      body)));

      assertThat(
              EventWorker.drain(
                  store, new EventApplier(client, store, Clock.systemUTC()), Clock.systemUTC()))
          .isEqualTo(1);

      LiveChanges.Batch batch = told.poll(5, SECONDS);
      assertThat(batch.payments()).containsExactly(id);
      assertThat(batch.chargebacks()).containsExactly(id);
      assertThat(store.payments().find(id).orElseThrow().status().value()).isEqualTo("CHARGEBACK");
    }
  }
}
