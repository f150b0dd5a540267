package io.paydesk.ops;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.paydesk.api.ClientConfig;
import io.paydesk.api.PaydeskClient;
import io.paydesk.api.model.Examples;
import io.paydesk.api.model.ModelJson;
import io.paydesk.ops.PayoutBatch.BatchResult;
import io.paydesk.ops.PayoutBatch.Outcome;
import io.paydesk.ops.PayoutBatch.Plan;
import io.paydesk.ops.PayoutBatch.RowState;
import io.paydesk.store.JournalEntry;
import io.paydesk.store.JournalState;
import io.paydesk.store.Store;
import io.paydesk.store.Stores;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.SocketEffect;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A bulk payout file sent through the journal: exact requests, resumed without a duplicate. */
class PayoutBatchTest {
  static final String ACCOUNT = "64761a45-6e49-4ea5-a6ff-6b52030b92ac";

  @StartStop public final MockWebServer server = new MockWebServer();
  @TempDir Path dir;
  private PaydeskClient client;
  private Store store;
  private PayoutBatch batch;

  @BeforeEach
  void open() {
    client =
        new PaydeskClient(
            ClientConfig.builder(server.url("/v1").toString(), "sandbox_pk", "sk_secret")
                .readTimeout(Duration.ofSeconds(2))
                .callTimeout(Duration.ofSeconds(5))
                .build());
    store = Stores.openH2(dir.resolve("store"));
    batch = new PayoutBatch(new PayoutOperations(client, store), store);
  }

  @AfterEach
  void close() {
    store.close();
    client.close();
  }

  private Plan plan(String csv) throws Exception {
    return batch.plan(PayoutCsv.read(csv.getBytes(StandardCharsets.UTF_8)), ACCOUNT);
  }

  private static String payout(String reference) {
    JsonNode node = ModelJson.tree(Examples.text("create-payout/201-payout-succeeded.json"));
    ((com.fasterxml.jackson.databind.node.ObjectNode) node)
        .put("id", UUID.randomUUID().toString())
        .put("merchant_reference", reference);
    return node.toString();
  }

  private void enqueue(int code, String body) {
    server.enqueue(
        new MockResponse.Builder()
            .code(code)
            .body(body)
            .setHeader("Content-Type", "application/json")
            .build());
  }

  private void dropAnswer() {
    server.enqueue(
        new MockResponse.Builder()
            .onResponseStart(SocketEffect.ShutdownConnection.INSTANCE)
            .build());
  }

  private List<RecordedRequest> requests(int n) throws Exception {
    List<RecordedRequest> all = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      all.add(server.takeRequest(5, TimeUnit.SECONDS));
    }
    return all;
  }

  private static String path(RecordedRequest r) {
    return r.getMethod() + " " + r.getUrl().encodedPath();
  }

  @Test
  void eachGoodRowIsPostedOnceWithItsJournaledKeyAndRefusedRowsAreNotSent() throws Exception {
    String csv =
        PayoutFiles.HEADER
            + "\n"
            + PayoutFiles.validRow(1)
            + "\n"
            + PayoutFiles.withBadRows(2, List.of(2)).lines().toList().get(2)
            + "\n"
            + PayoutFiles.validRow(3)
            + "\n";
    Plan plan = plan(csv);
    assertThat(plan.count(RowState.TO_SEND)).isEqualTo(2);
    assertThat(plan.count(RowState.REFUSED)).isEqualTo(1);
    enqueue(201, payout("PO-1"));
    enqueue(201, payout("PO-3"));

    BatchResult result = batch.send(plan, 1, null, () -> false);

    assertThat(result.rows())
        .extracting(PayoutBatch.RowResult::outcome)
        .containsExactly(Outcome.SENT, Outcome.INVALID, Outcome.SENT);
    assertThat(result.rows().get(0).status()).isEqualTo("SUCCEEDED");
    List<RecordedRequest> sent = requests(2);
    assertThat(server.getRequestCount()).isEqualTo(2);
    for (int i = 0; i < 2; i++) {
      RecordedRequest r = sent.get(i);
      String ref = i == 0 ? "PO-1" : "PO-3";
      assertThat(path(r)).isEqualTo("POST /v1/payouts");
      JsonNode body = ModelJson.tree(r.getBody().utf8());
      assertThat(body.path("merchant_reference").asText()).isEqualTo(ref);
      assertThat(body.path("account_id").asText()).isEqualTo(ACCOUNT);
      JournalEntry entry = store.journal().findPayout(ref).orElseThrow();
      assertThat(entry.state()).isEqualTo(JournalState.SUCCEEDED);
      assertThat(r.getHeaders().get("X-Idempotency-Key")).isEqualTo(entry.sendKey()).isNotNull();
    }
    JsonNode first = body(sent.get(0));
    assertThat(first.at("/amount/value").decimalValue()).isEqualByComparingTo("1000.50");
    assertThat(first.at("/amount/currency").asText()).isEqualTo("MXN");
    assertThat(first.at("/beneficiary/legal_name").asText()).isEqualTo("Comercial Sol SA de CV");
    assertThat(first.at("/withdrawal_method/detail/bank_transfer/account/number").asText())
        .isEqualTo("032180000118359719");
  }

  private static JsonNode body(RecordedRequest r) {
    return ModelJson.tree(r.getBody().utf8());
  }

  @Test
  void theSameFileSentAgainSendsNothingAndReportsEveryRowAlreadySent() throws Exception {
    String csv = PayoutFiles.valid(3);
    for (int i = 1; i <= 3; i++) {
      enqueue(201, payout("PO-" + i));
    }
    assertThat(batch.send(plan(csv), 3, null, () -> false).count(Outcome.SENT)).isEqualTo(3);
    requests(3);

    Plan again = plan(csv);

    assertThat(again.count(RowState.ALREADY_SENT)).isEqualTo(3);
    assertThat(again.sendable()).isEmpty();
    BatchResult second = batch.send(again, 3, null, () -> false);
    assertThat(second.count(Outcome.ALREADY_SENT)).isEqualTo(3);
    assertThat(second.rows().get(0).payoutId()).isNotBlank();
    assertThat(server.getRequestCount()).isEqualTo(3);
  }

  @Test
  void anInterruptedBatchResumesCheckingTheLostRowByReferenceAndResendsItWithTheSameKey()
      throws Exception {
    String csv = PayoutFiles.valid(4);
    enqueue(201, payout("PO-1"));
    dropAnswer();
    AtomicInteger settled = new AtomicInteger();

    // The user cancels after two rows: rows 3 and 4 never start.
    BatchResult first =
        batch.send(plan(csv), 1, p -> settled.set(p.done()), () -> settled.get() >= 2);

    assertThat(first.cancelled()).isTrue();
    assertThat(first.rows())
        .extracting(PayoutBatch.RowResult::outcome)
        .containsExactly(
            Outcome.SENT, Outcome.OUTCOME_UNKNOWN, Outcome.NOT_STARTED, Outcome.NOT_STARTED);
    List<RecordedRequest> before = requests(2);
    String lostKey = before.get(1).getHeaders().get("X-Idempotency-Key");
    assertThat(store.journal().findPayout("PO-2").orElseThrow().state())
        .isEqualTo(JournalState.OUTCOME_UNKNOWN);

    Plan resume = plan(csv);
    assertThat(resume.rows())
        .extracting(PayoutBatch.PlannedRow::state)
        .containsExactly(
            RowState.ALREADY_SENT, RowState.TO_CHECK, RowState.TO_SEND, RowState.TO_SEND);
    enqueue(200, "[]"); // the service has no PO-2: it was never created
    enqueue(201, payout("PO-2"));
    enqueue(201, payout("PO-3"));
    enqueue(201, payout("PO-4"));

    BatchResult second = batch.send(resume, 1, null, () -> false);

    assertThat(second.rows())
        .extracting(PayoutBatch.RowResult::outcome)
        .containsExactly(Outcome.ALREADY_SENT, Outcome.SENT, Outcome.SENT, Outcome.SENT);
    List<RecordedRequest> after = requests(4);
    assertThat(after)
        .extracting(PayoutBatchTest::path)
        .containsExactly(
            "GET /v1/payouts", "POST /v1/payouts", "POST /v1/payouts", "POST /v1/payouts");
    assertThat(after.get(0).getUrl().queryParameter("merchant_reference")).isEqualTo("PO-2");
    assertThat(body(after.get(1)).path("merchant_reference").asText()).isEqualTo("PO-2");
    assertThat(after.get(1).getHeaders().get("X-Idempotency-Key")).isEqualTo(lostKey);
    assertThat(server.getRequestCount()).isEqualTo(6);
  }

  @Test
  void aLostRowTheServiceDidCreateIsSettledByReferenceAndNotSentAgain() throws Exception {
    String csv = PayoutFiles.valid(1);
    dropAnswer();
    assertThat(batch.send(plan(csv), 1, null, () -> false).count(Outcome.OUTCOME_UNKNOWN))
        .isEqualTo(1);
    requests(1);
    enqueue(200, "[" + payout("PO-1") + "]");

    BatchResult resumed = batch.send(plan(csv), 1, null, () -> false);

    assertThat(resumed.rows().get(0).outcome()).isEqualTo(Outcome.ALREADY_SENT);
    assertThat(resumed.rows().get(0).payoutId()).isNotBlank();
    assertThat(path(requests(1).get(0))).isEqualTo("GET /v1/payouts");
    assertThat(server.getRequestCount()).isEqualTo(2);
    assertThat(store.journal().findPayout("PO-1").orElseThrow().state())
        .isEqualTo(JournalState.SUCCEEDED);
  }

  @Test
  void aRowLeftSendingByACrashIsCheckedByReferenceAfterTheRestart() throws Exception {
    String csv = PayoutFiles.valid(1);
    JournalEntry e = store.journal().draftPayout("PO-1", PayoutOperations.newKey(), "{}");
    store.journal().markSending(e.id()); // the console stopped here
    store.close();
    store = Stores.openH2(dir.resolve("store"));
    batch = new PayoutBatch(new PayoutOperations(client, store), store);
    enqueue(200, "[" + payout("PO-1") + "]");

    Plan plan = plan(csv);
    assertThat(plan.rows().get(0).state()).isEqualTo(RowState.TO_CHECK);
    BatchResult result = batch.send(plan, 1, null, () -> false);

    assertThat(result.rows().get(0).outcome()).isEqualTo(Outcome.ALREADY_SENT);
    assertThat(path(requests(1).get(0))).isEqualTo("GET /v1/payouts");
    assertThat(server.getRequestCount()).isEqualTo(1);
  }
}
