package io.paydesk.ops;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.paydesk.api.model.Payment;
import io.paydesk.store.EventRepository;
import io.paydesk.store.EventRepository.StoredEvent;
import java.io.IOException;
import java.net.ConnectException;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneId;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The inbox inside the console, on a real H2 store and the embedded sandbox. */
class ConsoleInboxTest {
  @TempDir Path dir;

  private final MemoryCredentialStore credentials = new MemoryCredentialStore();

  private Connector connector() {
    StoreKeys.PassphrasePrompt never =
        (creating, problem) -> {
          throw new AssertionError("asked for a passphrase");
        };
    return new Connector(dir, new StoreKeys(dir, Map.of(), credentials, never), credentials);
  }

  @Test
  void onTheSandboxAChargebackOpenedThroughTheControlApiReachesTheStoreWithNoClick()
      throws Exception {
    try (Connector connector = connector();
        Connection c = connector.open(ConnectionSettings.embedded())) {
      ConsoleInbox inbox = c.inbox();
      assertThat(inbox.running()).isTrue();
      assertThat(inbox.address()).startsWith("http://127.0.0.1:").endsWith("/webhooks");
      assertThat(inbox.editable()).isTrue();

      Payment paid = paidAndApplied(c);
      CountDownLatch charged = new CountDownLatch(1);
      try (AutoCloseable l =
          StoreChanges.of(c.store())
              .listen(
                  ch -> {
                    if (ch.kind() == StoreChanges.Kind.CHARGEBACK && ch.id().equals(paid.id())) {
                      charged.countDown();
                    }
                  })) {
        control(c, "/payments/" + paid.id() + "/chargeback");
        assertThat(charged.await(10, TimeUnit.SECONDS)).isTrue();
      }
      assertThat(c.store().payments().find(paid.id()).orElseThrow().status())
          .hasToString("CHARGEBACK");

      ConsoleInbox.Today today = inbox.today(ZoneId.systemDefault());
      assertThat(today.received()).isEqualTo(2); // the purchase and the chargeback
      assertThat(today.applied()).isEqualTo(2);
      assertThat(today.duplicates()).isZero();
      assertThat(today.refused()).isZero();
      ConsoleInbox.Summary summary = inbox.summary(ZoneId.systemDefault(), 30);
      assertThat(summary.first()).isNotNull();
      assertThat(summary.last()).isAfterOrEqualTo(summary.first());
      assertThat(summary.quiet()).isFalse();
      assertThat(summary.failed()).isEmpty();
      assertThat(summary.unread()).isEmpty();
      assertThat(summary.perDay()).hasSize(30);
      assertThat(summary.perDay().get(29).events()).isEqualTo(2);
    }
  }

  @Test
  void theSandboxSecretIsKeptInTheCredentialStoreAndNowhereInTheDataFolder() throws Exception {
    try (Connector connector = connector();
        Connection c = connector.open(ConnectionSettings.embedded())) {
      assertThat(c.inbox().running()).isTrue();
    }
    String secret = credentials.read(InboxSecrets.ACCOUNT + "sandbox").orElseThrow();
    assertThat(secret).hasSizeGreaterThanOrEqualTo(32);
    try (Stream<Path> files = Files.walk(dir)) {
      for (Path f : files.filter(Files::isRegularFile).toList()) {
        assertThat(new String(Files.readAllBytes(f), java.nio.charset.StandardCharsets.ISO_8859_1))
            .as(f.toString())
            .doesNotContain(secret);
      }
    }
  }

  @Test
  void turnedOffItStopsListeningAndStaysOffAfterReopening() throws Exception {
    int port;
    try (Connector connector = connector();
        Connection c = connector.open(ConnectionSettings.embedded())) {
      port = c.inbox().port();
      assertThat(listening(port)).isTrue();
      assertThat(c.inbox().apply(new ConsoleInbox.Settings(false, 0, "/webhooks"))).isFalse();
      assertThat(c.inbox().running()).isFalse();
      assertThat(c.inbox().address()).isNull();
      assertThat(listening(port)).isFalse();
    }
    try (Connector connector = connector();
        Connection c = connector.open(ConnectionSettings.embedded())) {
      assertThat(c.inbox().settings().on()).isFalse();
      assertThat(c.inbox().running()).isFalse();
      assertThat(c.inbox().apply(new ConsoleInbox.Settings(true, 0, "/events"))).isTrue();
      assertThat(c.inbox().address()).endsWith("/events");
      Payment paid = paidAndApplied(c);
    }
  }

  @Test
  void closingTheConnectionStopsTheInboxAndReconnectingStartsOneAgain() throws Exception {
    try (Connector connector = connector()) {
      Connection first = connector.open(ConnectionSettings.embedded());
      int port = first.inbox().port();
      Connection second = connector.open(ConnectionSettings.embedded());
      // One inbox per console: the first connection's stopped before the second's started.
      assertThat(first.inbox().running()).isFalse();
      assertThat(second.inbox().running()).isTrue();
      if (second.inbox().port() != port) {
        assertThat(listening(port)).isFalse();
      }
      first.close();
      assertThat(second.inbox().running()).isTrue();
      Payment paid = paidAndApplied(second);
      int secondPort = second.inbox().port();
      second.close();
      assertThat(listening(secondPort)).isFalse();
    }
  }

  @Test
  void aFailedEventIsListedWithItsReasonAndItsPaymentAsUnreadUntilRetryAppliesIt()
      throws Exception {
    try (Connector connector = connector();
        Connection c = connector.open(ConnectionSettings.embedded())) {
      Payment paid = paidAndApplied(c);
      StoredEvent event = c.store().events().all().get(0);
      c.store().events().finish(event.id(), EventRepository.FAILED, "service unreachable", null);

      ConsoleInbox.Summary summary = c.inbox().summary(ZoneId.systemDefault(), 30);
      assertThat(summary.failed())
          .singleElement()
          .satisfies(
              e -> {
                assertThat(e.id()).isEqualTo(event.id());
                assertThat(e.reason()).isEqualTo("service unreachable");
              });
      assertThat(summary.unread())
          .singleElement()
          .satisfies(u -> assertThat(u.paymentId()).isEqualTo(paid.id()));

      CountDownLatch applied = new CountDownLatch(1);
      try (AutoCloseable l =
          StoreChanges.of(c.store())
              .listen(
                  ch -> {
                    if (ch.id().equals(paid.id())) {
                      applied.countDown();
                    }
                  })) {
        assertThat(c.inbox().retry(event.id())).isTrue();
        assertThat(applied.await(10, TimeUnit.SECONDS)).isTrue();
      }
      ConsoleInbox.Summary after = c.inbox().summary(ZoneId.systemDefault(), 30);
      assertThat(after.failed()).isEmpty();
      assertThat(after.unread()).isEmpty();
    }
  }

  @Test
  void retryWithTheInboxOffAppliesTheEventAtOnce() throws Exception {
    try (Connector connector = connector();
        Connection c = connector.open(ConnectionSettings.embedded())) {
      Payment paid = paidAndApplied(c);
      c.inbox().apply(new ConsoleInbox.Settings(false, 0, "/webhooks"));
      StoredEvent event = c.store().events().all().get(0);
      c.store().events().finish(event.id(), EventRepository.FAILED, "not found", null);

      assertThat(c.inbox().retry(event.id())).isTrue();

      assertThat(c.store().events().all().get(0).state()).isEqualTo(EventRepository.APPLIED);
      assertThat(c.inbox().retry(Long.MAX_VALUE)).isFalse();
    }
  }

  @Test
  void theQuietWarningComesSixHoursAfterTheLastEventAndNeverBeforeAFirstOne() throws Exception {
    try (Connector connector = connector();
        Connection c = connector.open(ConnectionSettings.embedded())) {
      // Not started here: quiet counts from the last event stored.
      ConsoleInbox later =
          new ConsoleInbox(
              "quiet",
              c.accountId(),
              c.client(),
              c.store(),
              null,
              new InboxSecrets(CredentialStore.NONE),
              java.time.Clock.offset(java.time.Clock.systemUTC(), java.time.Duration.ofHours(7)));
      assertThat(later.summary(ZoneId.systemDefault(), 30).quiet()).isFalse();
      assertThat(c.inbox().summary(ZoneId.systemDefault(), 30).quiet()).isFalse();

      paidAndApplied(c);

      assertThat(later.summary(ZoneId.systemDefault(), 30).quiet()).isTrue();
      assertThat(c.inbox().summary(ZoneId.systemDefault(), 30).quiet()).isFalse();
    }
  }

  @Test
  void aPortAnotherProgramHoldsLeavesTheInboxOffWithTheReasonAndAnotherPortWorks()
      throws Exception {
    try (Connector connector = connector();
        Connection c = connector.open(ConnectionSettings.embedded());
        java.net.ServerSocket taken =
            new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
      int port = taken.getLocalPort();

      assertThat(c.inbox().apply(new ConsoleInbox.Settings(true, port, "/webhooks"))).isFalse();

      assertThat(c.inbox().running()).isFalse();
      assertThat(c.inbox().problem()).isEqualTo("events.problem.port");
      assertThat(c.inbox().apply(new ConsoleInbox.Settings(true, 0, "/webhooks"))).isTrue();
      assertThat(c.inbox().problem()).isNull();
      paidAndApplied(c);
    }
  }

  @Test
  void settingsWithABadPortOrPathAreRefusedBeforeAnythingIsSaved() throws Exception {
    try (Connector connector = connector();
        Connection c = connector.open(ConnectionSettings.embedded())) {
      assertThat(new ConsoleInbox.Settings(true, 70_000, "/webhooks").problem())
          .isEqualTo("events.port.invalid");
      assertThat(new ConsoleInbox.Settings(true, 8080, "/health").problem())
          .isEqualTo("events.path.invalid");
      assertThat(new ConsoleInbox.Settings(true, 8080, "hooks").problem())
          .isEqualTo("events.path.invalid");
      assertThatThrownBy(() -> c.inbox().apply(new ConsoleInbox.Settings(false, -1, "/webhooks")))
          .isInstanceOf(IllegalArgumentException.class);
      assertThat(c.inbox().settings().on()).isTrue();
      assertThat(c.inbox().running()).isTrue();
    }
  }

  /** Makes a card payment and waits until its purchase event is applied to the store. */
  private static Payment paidAndApplied(Connection c) throws Exception {
    CountDownLatch seen = new CountDownLatch(1);
    try (AutoCloseable l =
        StoreChanges.of(c.store())
            .listen(
                ch -> {
                  if (ch.kind() == StoreChanges.Kind.PAYMENT) {
                    seen.countDown();
                  }
                })) {
      Payment paid = ConnectorTest.cardPayment(c);
      assertThat(seen.await(10, TimeUnit.SECONDS)).isTrue();
      return paid;
    }
  }

  private static void control(Connection c, String path) throws IOException, InterruptedException {
    HttpResponse<String> r =
        HttpClient.newHttpClient()
            .send(
                HttpRequest.newBuilder(URI.create(c.sandboxBaseUrl() + "/sandbox" + path))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{}"))
                    .build(),
                HttpResponse.BodyHandlers.ofString());
    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
  }

  private static boolean listening(int port) throws IOException {
    try (Socket s = new Socket("127.0.0.1", port)) {
      return true;
    } catch (ConnectException e) {
      return false;
    }
  }
}
