package io.paydesk.inbox;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.paydesk.api.ClientConfig;
import io.paydesk.api.PaydeskClient;
import io.paydesk.api.model.Amount;
import io.paydesk.api.model.Payment;
import io.paydesk.api.model.Payout;
import io.paydesk.api.model.Subscription;
import io.paydesk.ops.EventApplier;
import io.paydesk.sandbox.Sandbox;
import io.paydesk.sandbox.SandboxOptions;
import io.paydesk.sandbox.ScriptedDay;
import io.paydesk.store.EventRepository;
import io.paydesk.store.Store;
import io.paydesk.store.StoreBackends;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * End to end: the sandbox delivers a scripted day, with duplicates, reordering and failed attempts,
 * to a real inbox on a free port; afterwards the store holds what the sandbox holds and each event
 * once. 1,000 events in {@code mvn verify}; the long run (10,000) is {@code mvn -B test
 * -Dtest=InboxEndToEndTest -Dpaydesk.long=true}.
 */
class InboxEndToEndTest {
  static final String SECRET = "whsec-e2e";
  static final int EVENTS = Boolean.getBoolean("paydesk.long") ? 10_000 : 1_000;

  @TempDir Path dir;

  @ParameterizedTest
  @ValueSource(strings = {"H2", "POSTGRES"})
  void a_scripted_day_ends_with_the_store_equal_to_the_sandbox(String backend) throws Exception {
    try (Sandbox sandbox = Sandbox.start(SandboxOptions.defaults().withDemoPayments(20));
        PaydeskClient client =
            new PaydeskClient(
                ClientConfig.builder(
                        sandbox.baseUrl(),
                        Sandbox.DEFAULT_PUBLIC_API_KEY,
                        Sandbox.DEFAULT_PRIVATE_SECRET_KEY)
                    .build());
        Store store = StoreBackends.open(backend, dir);
        InboxServer inbox =
            InboxServer.start(
                settings(sandbox),
                store,
                new EventApplier(client, store, Clock.systemUTC()),
                Clock.systemUTC())) {
      long started = System.nanoTime();
      sandbox.deliverWebhooks(
          "http://127.0.0.1:" + inbox.port() + "/webhooks", SECRET, 0.2, 0.1, 0.05);
      ScriptedDay day = new ScriptedDay(sandbox);
      day.payouts(EVENTS / 20);
      day.subscriptions(EVENTS / 50);
      day.payments(EVENTS);
      JsonNode w = day.deliverAll(Duration.ofDays(40));

      Set<String> keys = keys(w);
      Map<String, Long> states = awaitApplied(store, keys.size());
      double seconds = (System.nanoTime() - started) / 1e9;
      InboxCounts counts = inbox.counts();
      System.out.printf(
          "inbox e2e (%s): %d events sent, %d attempts, %d distinct keys, %d stored,"
              + " %d refused as duplicates, %d applied, in %.1f s%n",
          backend,
          w.get("events").asInt(),
          w.get("attempts").size(),
          keys.size(),
          counts.storedCount(),
          counts.duplicateCount(),
          states.getOrDefault(EventRepository.APPLIED, 0L),
          seconds);

      assertThat(w.get("events").asInt()).isGreaterThanOrEqualTo(EVENTS);
      assertThat(day.subscriptions).hasSize(EVENTS / 50);
      assertThat(counts.refusedCount()).as("refused").isZero();
      assertThat(states).containsOnlyKeys(EventRepository.APPLIED);
      assertThat(store.events().all()).hasSize(keys.size());
      assertThat(counts.storedCount()).isEqualTo(keys.size());

      assertStoreEqualsSandbox(day, client, store);
    }
  }

  /** The distinct events of the sandbox's attempts: type and key (or event id when none). */
  static Set<String> keys(JsonNode webhooks) {
    Set<String> keys = new HashSet<>();
    for (JsonNode a : webhooks.get("attempts")) {
      String key = a.path("idempotency_key").asText(null);
      keys.add(
          a.get("type_event").asText()
              + "|"
              + (key == null ? "event " + a.get("event_id").asText() : key));
    }
    return keys;
  }

  /** Every payment, payout and subscription the day made equals the store's copy. */
  static void assertStoreEqualsSandbox(ScriptedDay day, PaydeskClient client, Store store) {
    Set<String> payments = new LinkedHashSet<>(day.payments);
    for (String id : day.subscriptions) {
      Subscription s = client.subscriptions().retrieve(id);
      assertThat(summary(store.subscriptions().find(id).orElseThrow()))
          .as("subscription %s", id)
          .isEqualTo(summary(s));
      assertThat(s.payments()).as("renewals of %s", id).hasSize(2);
      payments.addAll(s.payments());
    }
    for (String id : day.payouts) {
      assertThat(summary(store.payouts().find(id).orElseThrow()))
          .as("payout %s", id)
          .isEqualTo(summary(client.payouts().retrieve(id)));
    }
    for (String id : payments) {
      assertThat(summary(store.payments().find(id).orElseThrow()))
          .as("payment %s", id)
          .isEqualTo(summary(client.payments().retrieve(id)));
    }
  }

  private static InboxSettings settings(Sandbox sandbox) {
    return new InboxSettings(
        "127.0.0.1",
        0,
        "/webhooks",
        SECRET,
        null,
        null,
        null,
        sandbox.accountId(),
        false,
        InboxSettings.DEFAULT_QUIET_AFTER,
        InboxSettings.DEFAULT_RETENTION);
  }

  /** The events table polled until it holds {@code rows} events, none waiting (120 s a 1,000). */
  private static Map<String, Long> awaitApplied(Store store, int rows) {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120L * EVENTS / 1000);
    Map<String, Long> states = Map.of();
    while (System.nanoTime() < deadline) {
      states = store.events().countByState();
      long total = states.values().stream().mapToLong(Long::longValue).sum();
      boolean waiting =
          states.containsKey(EventRepository.PENDING)
              || states.containsKey(EventRepository.APPLYING)
              || states.containsKey(EventRepository.RETRY);
      if (total >= rows && !waiting) {
        return states;
      }
      LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(20));
    }
    throw new AssertionError("events never all applied: " + states);
  }

  private static String amount(Amount a) {
    return a == null
        ? "-"
        : a.currency()
            + " "
            + plain(a.value())
            + " "
            + plain(a.captured())
            + " "
            + plain(a.refunded());
  }

  private static String plain(BigDecimal d) {
    return d == null ? "-" : d.stripTrailingZeros().toPlainString();
  }

  static String summary(Payment p) {
    List<String> txs = new ArrayList<>();
    p.transactions().forEach(t -> txs.add(t.id() + " " + t.type() + " " + t.status()));
    return p.status() + " " + p.subStatus() + " " + amount(p.amount()) + " " + txs;
  }

  static String summary(Payout p) {
    List<String> txs = new ArrayList<>();
    p.transactions().forEach(t -> txs.add(t.id() + " " + t.type() + " " + t.status()));
    return p.status() + " " + amount(p.amount()) + " " + txs;
  }

  static String summary(Subscription s) {
    return s.status() + " " + amount(s.amount()) + " " + s.billingCycles() + " " + s.payments();
  }
}
