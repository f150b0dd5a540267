package io.paydesk.ops;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.api.ClientConfig;
import io.paydesk.api.PaydeskClient;
import io.paydesk.api.RetryPolicy;
import io.paydesk.store.EventRepository;
import io.paydesk.store.EventRepository.NewEvent;
import io.paydesk.store.EventRepository.StoredEvent;
import io.paydesk.store.Store;
import io.paydesk.store.StoreBackends;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** De-duplication keys, the ordering rule's clock guard, retention, and claims between workers. */
class EventsTest {
  @TempDir Path dir;

  private static byte[] bytes(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  private static String key(String json) throws Exception {
    return EventEnvelope.parse(bytes(json)).dedupKey();
  }

  @Test
  void keysFollowWebhooksMd() throws Exception {
    // data.idempotency_key and data.payment.idempotency_key are both read
    assertThat(
            key(
                "{\"type_event\":\"payment.purchase\",\"data\":{\"idempotency_key\":\"A\",\"payment\":{\"id\":\"p\"}}}"))
        .isEqualTo("payment.purchase|A");
    assertThat(
            key(
                "{\"type_event\":\"payment.refund\",\"data\":{\"payment\":{\"id\":\"p\",\"idempotency_key\":\"A\",\"transactions\":{\"id\":\"t2\"}}}}"))
        .isEqualTo("payment.refund|A|t2");
    // a subscription's key is the same on every event of its life: type_event tells them apart
    String active =
        key(
            "{\"type_event\":\"subscription.active\",\"data\":{\"idempotency_key\":\"S\",\"id\":\"s1\"}}");
    String cancel =
        key(
            "{\"type_event\":\"subscription.cancel\",\"data\":{\"idempotency_key\":\"S\",\"id\":\"s1\"}}");
    assertThat(active).isNotEqualTo(cancel);
    // enrollments: resource id + type_event + the payload's updated_at
    assertThat(
            key(
                "{\"type\":\"enrollment\",\"type_event\":\"enrollment.enroll\",\"data\":{\"id\":\"m1\",\"updated_at\":\"2026-01-01T00:00:00Z\"}}"))
        .isEqualTo("enrollment|enrollment.enroll|m1|2026-01-01T00:00:00Z");
    // no key: the body without retry, so a retry of the same event has the same key
    assertThat(key("{\"type_event\":\"banking.x\",\"retry\":0,\"data\":{\"id\":\"b\"}}"))
        .isEqualTo(key("{\"type_event\":\"banking.x\",\"retry\":3,\"data\":{\"id\":\"b\"}}"));
  }

  @Test
  void aPayloadTimeFarAheadIsOrderedAsNowAndDoesNotHideLaterEvents() throws Exception {
    try (Store store = StoreBackends.open("H2", dir);
        PaydeskClient offline =
            new PaydeskClient(
                ClientConfig.builder("http://127.0.0.1:9", "pk", "sk")
                    .retryPolicy(RetryPolicy.NONE)
                    .build())) {
      Instant now = Instant.now();
      store.events().insertAll(List.of(payment("k1", "PENDING", now.plus(Duration.ofDays(3)))));
      EventWorker.drain(
          store, new EventApplier(offline, store, Clock.systemUTC()), Clock.systemUTC());
      store.events().insertAll(List.of(payment("k2", "SUCCEEDED", now.plus(Duration.ofHours(1)))));
      EventWorker.drain(
          store, new EventApplier(offline, store, Clock.systemUTC()), Clock.systemUTC());

      assertThat(store.payments().find("pay-1").orElseThrow().status().value())
          .isEqualTo("SUCCEEDED");
    }
  }

  private static NewEvent payment(String key, String status, Instant updated) throws Exception {
    byte[] body =
        bytes(
            "{\"type\":\"payment\",\"type_event\":\"payment.purchase\",\"retry\":0,\"data\":{"
                + "\"idempotency_key\":\""
                + key
                + "\",\"payment\":{\"id\":\"pay-1\",\"status\":\""
                + status
                + "\",\"created_at\":\"2026-01-01T00:00:00Z\",\"updated_at\":\""
                + updated
                + "\",\"amount\":{\"value\":10.5,\"currency\":\"USD\"}}}}");
    return newEvent(body, Instant.now());
  }

  private static NewEvent newEvent(byte[] body, Instant received) throws Exception {
    EventEnvelope e = EventEnvelope.parse(body);
    return new NewEvent(
        received, e.type(), e.typeEvent(), e.dedupKey(), "valid", e.retry(), e.resourceId(), body);
  }

  @Test
  void rawBodiesOlderThanTheRetentionAreDroppedKeyAndSummaryKept() throws Exception {
    try (Store store = StoreBackends.open("H2", dir)) {
      Instant old = Instant.now().minus(Duration.ofDays(31));
      store
          .events()
          .insertAll(
              List.of(
                  newEvent(bytes("{\"type_event\":\"banking.a\",\"data\":{\"id\":\"1\"}}"), old),
                  newEvent(
                      bytes("{\"type_event\":\"banking.b\",\"data\":{\"id\":\"2\"}}"),
                      Instant.now())));
      EventWorker.drain(store, new EventApplier(null, store, Clock.systemUTC()), Clock.systemUTC());
      assertThat(store.events().dropRawBodiesBefore(Instant.now().minus(Duration.ofDays(30))))
          .isEqualTo(1);
      List<StoredEvent> all = store.events().all();
      assertThat(all.get(0).rawBody()).isNull();
      assertThat(all.get(0).dedupKey()).startsWith("banking.a|");
      assertThat(all.get(0).typeEvent()).isEqualTo("banking.a");
      assertThat(all.get(1).rawBody()).isNotNull();
      // a kept key still refuses its event again
      assertThat(
              store
                  .events()
                  .insertAll(
                      List.of(
                          newEvent(
                              bytes("{\"type_event\":\"banking.a\",\"data\":{\"id\":\"1\"}}"),
                              Instant.now()))))
          .containsExactly(false);
    }
  }

  @Test
  void twoWorkersOnOnePostgresStoreClaimEveryEventOnce() throws Exception {
    Store first = StoreBackends.open("POSTGRES", dir);
    try (first;
        Store second = StoreBackends.openAnother(first, dir)) {
      List<NewEvent> events = new ArrayList<>();
      for (int i = 0; i < 300; i++) {
        events.add(
            newEvent(
                bytes("{\"type_event\":\"banking.n\",\"data\":{\"id\":\"" + i + "\"}}"),
                Instant.now()));
      }
      assertThat(first.events().insertAll(events)).containsOnly(true);
      Clock clock = Clock.systemUTC();
      CompletableFuture<Integer> a =
          CompletableFuture.supplyAsync(
              () -> EventWorker.drain(first, new EventApplier(null, first, clock), clock));
      CompletableFuture<Integer> b =
          CompletableFuture.supplyAsync(
              () -> EventWorker.drain(second, new EventApplier(null, second, clock), clock));
      assertThat(a.get() + b.get()).isEqualTo(300);
      assertThat(first.events().all())
          .allSatisfy(
              e -> {
                assertThat(e.attempts()).isEqualTo(1);
                assertThat(e.state()).isEqualTo(EventRepository.UNKNOWN);
              });
    }
  }
}
