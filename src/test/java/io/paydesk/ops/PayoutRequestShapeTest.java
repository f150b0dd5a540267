package io.paydesk.ops;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.paydesk.api.ClientConfig;
import io.paydesk.api.PaydeskClient;
import io.paydesk.api.model.BankingEntityCreateRequest;
import io.paydesk.api.model.Examples;
import io.paydesk.api.model.ModelJson;
import io.paydesk.store.JournalState;
import io.paydesk.store.Store;
import io.paydesk.store.Stores;
import java.nio.file.Path;
import java.time.Duration;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.SocketEffect;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The exact requests payouts and entities send: path, headers, body; sent once. */
class PayoutRequestShapeTest {
  static final String ACCOUNT = "64761a45-6e49-4ea5-a6ff-6b52030b92ac";

  @StartStop public final MockWebServer server = new MockWebServer();
  @TempDir Path dir;
  private PaydeskClient client;
  private Store store;

  @BeforeEach
  void open() {
    client =
        new PaydeskClient(
            ClientConfig.builder(server.url("/v1").toString(), "sandbox_pk", "sk_secret")
                .readTimeout(Duration.ofSeconds(2))
                .callTimeout(Duration.ofSeconds(5))
                .build());
    store = Stores.openH2(dir.resolve("store"));
  }

  @AfterEach
  void close() {
    store.close();
    client.close();
  }

  @Test
  void aPayoutIsPostedOnceWithTheDraftKeyAsXIdempotencyKey() throws Exception {
    enqueue(201, Examples.text("create-payout/201-payout-succeeded.json"));
    String key = PayoutOperations.newKey();

    new PayoutOperations(client, store)
        .create(TestPayouts.bankTransfer(ACCOUNT, "PO-shape-1", "150.00"), key);

    RecordedRequest r = server.takeRequest(5, TimeUnit.SECONDS);
    assertThat(r.getMethod()).isEqualTo("POST");
    assertThat(r.getUrl().encodedPath()).isEqualTo("/v1/payouts");
    assertThat(r.getHeaders().get("X-Idempotency-Key")).isEqualTo(key);
    JsonNode body = ModelJson.tree(r.getBody().utf8());
    assertThat(body.path("merchant_reference").asText()).isEqualTo("PO-shape-1");
    assertThat(body.path("account_id").asText()).isEqualTo(ACCOUNT);
    assertThat(body.path("amount").path("value").decimalValue()).isEqualByComparingTo("150.00");
    assertThat(body.path("amount").path("currency").asText()).isEqualTo("BRL");
    assertThat(body.at("/beneficiary/document/document_number").asText())
        .isEqualTo(TestPayouts.CPF);
    assertThat(body.at("/withdrawal_method/detail/bank_transfer/account/type").asText())
        .isEqualTo("CHECKINGS");
    assertThat(body.has("withdrawal_method")).isTrue();
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void aPayoutWithNoAnswerIsNotSentAgainAndEndsOutcomeUnknown() throws Exception {
    server.enqueue(
        new MockResponse.Builder()
            .onResponseStart(SocketEffect.ShutdownConnection.INSTANCE)
            .build());
    PayoutOperations ops = new PayoutOperations(client, store);

    PayoutResult r = ops.create(TestPayouts.bankTransfer(ACCOUNT, "PO-shape-2", "10.00"), null);

    assertThat(r.outcomeUnknown()).isTrue();
    assertThat(ops.referenceState("PO-shape-2")).contains(JournalState.OUTCOME_UNKNOWN);
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void aServerErrorOnAPayoutIsAnUnknownOutcomeNotARefusal() {
    enqueue(500, "{\"code\":\"INTERNAL_ERROR\",\"messages\":[\"Internal error.\"]}");
    PayoutOperations ops = new PayoutOperations(client, store);

    PayoutResult r = ops.create(TestPayouts.bankTransfer(ACCOUNT, "PO-shape-3", "10.00"), null);

    assertThat(r.outcomeUnknown()).isTrue();
    assertThat(server.getRequestCount()).isEqualTo(1);
  }

  @Test
  void anEntityIsPostedWithTheDraftKeyAndRetriedWithTheSameKeyAfterALostAnswer() throws Exception {
    server.enqueue(
        new MockResponse.Builder()
            .onResponseStart(SocketEffect.ShutdownConnection.INSTANCE)
            .build());
    enqueue(201, Examples.text("create-entity/201-created-individual.json"));
    BankingEntityCreateRequest request =
        ModelJson.read(
            Examples.text("create-entity/request-create-individual.json"),
            BankingEntityCreateRequest.class);
    String key = UUID.randomUUID().toString();
    EntityOperations ops = new EntityOperations(client, store);

    assertThat(ops.create(request, key).succeeded()).isTrue();

    RecordedRequest first = server.takeRequest(5, TimeUnit.SECONDS);
    RecordedRequest second = server.takeRequest(5, TimeUnit.SECONDS);
    assertThat(first.getUrl().encodedPath()).isEqualTo("/v1/banking/entities");
    assertThat(first.getHeaders().get("X-Idempotency-Key")).isEqualTo(key);
    assertThat(second.getHeaders().get("X-Idempotency-Key")).isEqualTo(key);
    JsonNode body = ModelJson.tree(second.getBody().utf8());
    assertThat(body.path("national_entity").asText()).isEqualTo("INDIVIDUAL");
    assertThat(body.path("entity_detail").has("entity")).isFalse();
    assertThat(store.entities().recent(5)).hasSize(1);
  }

  @Test
  void aKeyRefusedAsAlreadyUsedIsCheckedByReferenceAndAPayoutFoundThereIsTakenAsSent()
      throws Exception {
    enqueue(400, DUPLICATED);
    enqueue(200, Examples.text("retrieve-payout-by-merchant-reference/200-result.json"));
    String key = PayoutOperations.newKey();

    PayoutResult r =
        new PayoutOperations(client, store)
            .create(TestPayouts.bankTransfer(ACCOUNT, "MR-Test-12345", "100.00"), key);

    assertThat(r.succeeded()).isTrue();
    assertThat(r.payout().id()).isEqualTo("565c9733-000d-4066-a4bf-b084908dc74c");
    assertThat(server.takeRequest(5, TimeUnit.SECONDS).getMethod()).isEqualTo("POST");
    RecordedRequest lookup = server.takeRequest(5, TimeUnit.SECONDS);
    assertThat(lookup.getMethod()).isEqualTo("GET");
    assertThat(lookup.getUrl().queryParameter("merchant_reference")).isEqualTo("MR-Test-12345");
    assertThat(server.getRequestCount()).isEqualTo(2);
    assertThat(store.journal().findPayout("MR-Test-12345").orElseThrow().state())
        .isEqualTo(JournalState.SUCCEEDED);
  }

  @Test
  void aKeyRefusedAsAlreadyUsedWithNoPayoutFoundGetsANewKeyUsedOnlyWhenTheUserSendsAgain()
      throws Exception {
    enqueue(400, DUPLICATED);
    enqueue(200, "[]");
    String key = PayoutOperations.newKey();
    PayoutOperations payouts = new PayoutOperations(client, store);

    PayoutResult r = payouts.create(TestPayouts.bankTransfer(ACCOUNT, "PO-dup-1", "150.00"), key);

    assertThat(r.outcome()).isEqualTo(OperationResult.Outcome.FAILED);
    assertThat(r.failure()).isInstanceOf(io.paydesk.api.IdempotencyConflictException.class);
    assertThat(server.takeRequest(5, TimeUnit.SECONDS).getMethod()).isEqualTo("POST");
    assertThat(server.takeRequest(5, TimeUnit.SECONDS).getMethod()).isEqualTo("GET");
    assertThat(server.getRequestCount()).isEqualTo(2);
    var entry = store.journal().findPayout("PO-dup-1").orElseThrow();
    assertThat(entry.state()).isEqualTo(JournalState.FAILED);
    String renewed = entry.sendKey();
    assertThat(renewed).isNotEqualTo(key);

    enqueue(201, Examples.text("create-payout/201-payout-succeeded.json"));
    payouts.create(TestPayouts.bankTransfer(ACCOUNT, "PO-dup-1", "150.00"), key);

    RecordedRequest again = server.takeRequest(5, TimeUnit.SECONDS);
    assertThat(again.getMethod()).isEqualTo("POST");
    assertThat(again.getHeaders().get("X-Idempotency-Key")).isEqualTo(renewed);
    assertThat(server.getRequestCount()).isEqualTo(3);
  }

  @Test
  void aKeyRefusedAsAlreadyUsedWhoseLookUpFailsEndsOutcomeUnknownAndIsNotSentAgain()
      throws Exception {
    enqueue(400, DUPLICATED);
    for (int i = 0; i < 6; i++) {
      server.enqueue(
          new MockResponse.Builder()
              .onResponseStart(SocketEffect.ShutdownConnection.INSTANCE)
              .build());
    }
    PayoutOperations payouts = new PayoutOperations(client, store);

    PayoutResult r =
        payouts.create(
            TestPayouts.bankTransfer(ACCOUNT, "PO-dup-2", "150.00"), PayoutOperations.newKey());

    assertThat(r.outcomeUnknown()).isTrue();
    assertThat(payouts.referenceState("PO-dup-2")).contains(JournalState.OUTCOME_UNKNOWN);
    assertThat(server.takeRequest(5, TimeUnit.SECONDS).getMethod()).isEqualTo("POST");
    for (int i = 1; i < server.getRequestCount(); i++) {
      assertThat(server.takeRequest(5, TimeUnit.SECONDS).getMethod()).isEqualTo("GET");
    }
  }

  private static final String DUPLICATED =
      "{\"code\":\"IDEMPOTENCY_DUPLICATED\",\"messages\":[\"The first request with this key"
          + " failed; use a new key.\"]}";

  private void enqueue(int code, String body) {
    server.enqueue(
        new MockResponse.Builder()
            .code(code)
            .body(body)
            .setHeader("Content-Type", "application/json")
            .build());
  }
}
