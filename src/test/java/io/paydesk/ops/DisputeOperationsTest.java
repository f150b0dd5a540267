package io.paydesk.ops;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.paydesk.api.ClientConfig;
import io.paydesk.api.PaydeskClient;
import io.paydesk.api.RetryPolicy;
import io.paydesk.api.model.ModelJson;
import io.paydesk.api.model.Payment;
import io.paydesk.evidence.EvidenceSamples;
import io.paydesk.store.JournalEntry;
import io.paydesk.store.JournalState;
import io.paydesk.store.Store;
import io.paydesk.store.Stores;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Sending dispute evidence: the exact request, the journal, the draft's key, refusals. */
class DisputeOperationsTest {
  static final String ACCOUNT = "64761a45-6e49-4ea5-a6ff-6b52030b92ac";
  static final String PAYMENT = "bc0489ba-80bf-4bb9-98c5-ff8dfbceebf9";
  static final String PURCHASE = "11111111-2943-4fdf-9b3c-426cf44940fb";
  static final String CHARGEBACK = "c718b8e9-2943-4fdf-9b3c-426cf44940fb";

  /** A real two-page PDF: its base64 text would wrap at 76 characters with MIME. */
  static final byte[] PDF = EvidenceSamples.pdf(2);

  @StartStop public final MockWebServer server = new MockWebServer();
  @TempDir Path dir;
  private PaydeskClient client;
  private Store store;
  private DisputeOperations disputes;

  @BeforeEach
  void open() {
    client =
        new PaydeskClient(
            ClientConfig.builder(server.url("/").toString(), "sandbox_pk_1", "sk_secret_1")
                .readTimeout(Duration.ofSeconds(5))
                .callTimeout(Duration.ofSeconds(10))
                .retryPolicy(RetryPolicy.DEFAULT.withJitter(0))
                .sleeper(d -> {})
                .build());
    store = Stores.openH2(dir.resolve("store"));
    disputes = new DisputeOperations(client, store, ACCOUNT);
  }

  @AfterEach
  void close() {
    store.close();
    client.close();
  }

  static Payment payment(String status, String subStatus) {
    return ModelJson.readPayment(paymentJson(status, subStatus));
  }

  static String paymentJson(String status, String subStatus) {
    return "{\"id\":\""
        + PAYMENT
        + "\",\"account_id\":\""
        + ACCOUNT
        + "\",\"status\":\""
        + status
        + "\",\"sub_status\":\""
        + subStatus
        + "\",\"country\":\"BR\",\"created_at\":\"2026-10-01T10:00:00.000000Z\","
        + "\"updated_at\":\"2026-11-01T10:00:00.000000Z\","
        + "\"amount\":{\"value\":150.00,\"currency\":\"BRL\",\"captured\":150.00,\"refunded\":0},"
        + "\"transactions\":[{\"id\":\""
        + PURCHASE
        + "\",\"type\":\"PURCHASE\",\"status\":\"SUCCEEDED\",\"amount\":150.00,"
        + "\"created_at\":\"2026-10-01T10:00:00.000000Z\"},"
        + "{\"id\":\""
        + CHARGEBACK
        + "\",\"type\":\"CHARGEBACK\",\"status\":\"SUCCEEDED\",\"amount\":150.00,"
        + "\"reason\":\"FRAUDULENT\",\"created_at\":\"2026-11-01T10:00:00.000000Z\"}]}";
  }

  private EvidenceDraft draft(boolean update, EvidenceDraft.Item... files) {
    return EvidenceDraft.start(PAYMENT, CHARGEBACK, update).withFiles(List.of(files));
  }

  private void answer(int code, String body) {
    server.enqueue(
        new MockResponse.Builder()
            .code(code)
            .body(body)
            .setHeader("Content-Type", "application/json")
            .build());
  }

  private RecordedRequest take() throws InterruptedException {
    RecordedRequest r = server.takeRequest(5, TimeUnit.SECONDS);
    assertThat(r).as("a request reached the server").isNotNull();
    return r;
  }

  @Test
  void evidenceIsPostedToTheChargebackWithTheDraftsKeyAsStandardBase64AndThePaymentIsReadAgain()
      throws Exception {
    EvidenceDraft d =
        draft(
            false,
            new EvidenceDraft.Item("Recibo de entrega ñ.pdf", "PROOF_OF_DELIVERY", PDF),
            new EvidenceDraft.Item("receipt.pdf", "RECEIPT", EvidenceSamples.pdf(1)));
    disputes.saveDraft(d);
    answer(200, paymentJson("IN_DISPUTE", "PENDING_REVIEW"));
    answer(200, paymentJson("IN_DISPUTE", "PENDING_REVIEW"));

    OperationResult result = disputes.send(payment("CHARGEBACK", "CREATED"), d);

    RecordedRequest r = take();
    assertThat(r.getMethod()).isEqualTo("POST");
    assertThat(r.getUrl().encodedPath())
        .isEqualTo("/v1/payments/" + PAYMENT + "/transactions/" + CHARGEBACK + "/dispute");
    assertThat(r.getHeaders().get("X-Idempotency-Key")).isEqualTo(d.idempotencyKey());
    JsonNode b = ModelJson.tree(r.getBody().utf8());
    assertThat(b.get("account_id").asText()).isEqualTo(ACCOUNT);
    assertThat(b.get("evidence")).hasSize(2);
    JsonNode e = b.get("evidence").get(0);
    assertThat(e.fieldNames())
        .toIterable()
        .containsExactlyInAnyOrder("content_type", "file_name", "content_category", "content");
    assertThat(e.get("content_type").asText()).isEqualTo("application/pdf");
    assertThat(e.get("file_name").asText()).isEqualTo("Recibo de entrega ñ.pdf");
    assertThat(e.get("content_category").asText()).isEqualTo("PROOF_OF_DELIVERY");
    String content = e.get("content").asText();
    assertThat(content).isEqualTo(Base64.getEncoder().encodeToString(PDF)).doesNotContain("\n");
    assertThat(content.length()).isGreaterThan(76);
    assertThat(Base64.getDecoder().decode(content)).isEqualTo(PDF);
    assertThat(take().getMethod()).isEqualTo("GET");

    assertThat(result.succeeded()).isTrue();
    assertThat(result.payment().subStatus().value()).isEqualTo("PENDING_REVIEW");
    assertThat(store.payments().find(PAYMENT).orElseThrow().status().value())
        .isEqualTo("IN_DISPUTE");
    JournalEntry entry = store.journal().recent(5).get(0);
    assertThat(entry.operation()).isEqualTo(DisputeOperations.SUBMIT);
    assertThat(entry.key()).isEqualTo(d.idempotencyKey());
    assertThat(entry.state()).isEqualTo(JournalState.SUCCEEDED);
    assertThat(entry.requestJson()).doesNotContain(content.substring(0, 40));
    assertThat(store.audit().list(Instant.EPOCH, Instant.now().plusSeconds(60), 5))
        .extracting(a -> a.action())
        .containsExactly(DisputeOperations.SUBMIT);
    assertThat(disputes.draft(PAYMENT)).isEmpty();
  }

  @Test
  void aSecondSubmissionForOneChargebackSaysWhoSentTheFirstAndWhenAndSendsNothing()
      throws Exception {
    EvidenceDraft first = draft(false, new EvidenceDraft.Item("receipt.pdf", "RECEIPT", PDF));
    answer(200, paymentJson("IN_DISPUTE", "PENDING_REVIEW"));
    answer(200, paymentJson("IN_DISPUTE", "PENDING_REVIEW"));
    assertThat(disputes.send(payment("CHARGEBACK", "CREATED"), first).succeeded()).isTrue();
    take();
    int requests = server.getRequestCount();

    // Another agent's draft of the same chargeback, with its own key.
    EvidenceDraft second = draft(false, new EvidenceDraft.Item("other.pdf", "RECEIPT", PDF));
    assertThat(second.idempotencyKey()).isNotEqualTo(first.idempotencyKey());
    assertThatThrownBy(() -> disputes.send(payment("CHARGEBACK", "CREATED"), second))
        .isInstanceOfSatisfying(
            DisputeRefusedException.class,
            e -> {
              assertThat(e.reason()).isEqualTo(DisputeRefusedException.Reason.ALREADY_SENT);
              assertThat(e.sentBy()).contains(System.getProperty("user.name"));
              assertThat(e.sentAt()).isNotNull();
            });
    assertThat(server.getRequestCount()).isEqualTo(requests);
    assertThat(store.journal().recent(5)).hasSize(1);
  }

  @Test
  void aRefusedSendKeepsTheDraftAndTheResendCarriesTheSameKey() throws Exception {
    EvidenceDraft d =
        disputes.saveDraft(draft(false, new EvidenceDraft.Item("receipt.pdf", "RECEIPT", PDF)));
    answer(400, "{\"code\":\"INVALID_PARAMETERS\",\"messages\":[\"evidence: rejected\"]}");

    OperationResult failed = disputes.send(payment("CHARGEBACK", "CREATED"), d);

    assertThat(failed.outcome()).isEqualTo(OperationResult.Outcome.FAILED);
    assertThat(failed.failure().code()).isEqualTo("INVALID_PARAMETERS");
    EvidenceDraft kept = disputes.draft(PAYMENT).orElseThrow();
    assertThat(kept).isEqualTo(d);
    String firstKey = take().getHeaders().get("X-Idempotency-Key");

    answer(200, paymentJson("IN_DISPUTE", "PENDING_REVIEW"));
    answer(200, paymentJson("IN_DISPUTE", "PENDING_REVIEW"));
    assertThat(disputes.send(payment("CHARGEBACK", "CREATED"), kept).succeeded()).isTrue();
    assertThat(take().getHeaders().get("X-Idempotency-Key")).isEqualTo(firstKey);
    assertThat(firstKey).isEqualTo(d.idempotencyKey());
    assertThat(store.journal().recent(5)).hasSize(1);
  }

  @Test
  void evidenceAlreadySentIsUpdatedWithPatchOnTheSamePath() throws Exception {
    EvidenceDraft d = draft(true, new EvidenceDraft.Item("policy.pdf", "REFUND_POLICY", PDF));
    answer(200, paymentJson("IN_DISPUTE", "PENDING_REVIEW"));
    answer(200, paymentJson("IN_DISPUTE", "PENDING_REVIEW"));

    assertThat(disputes.send(payment("IN_DISPUTE", "PENDING_REVIEW"), d).succeeded()).isTrue();

    RecordedRequest r = take();
    assertThat(r.getMethod()).isEqualTo("PATCH");
    assertThat(r.getUrl().encodedPath())
        .isEqualTo("/v1/payments/" + PAYMENT + "/transactions/" + CHARGEBACK + "/dispute");
    assertThat(r.getHeaders().get("X-Idempotency-Key")).isEqualTo(d.idempotencyKey());
    assertThat(store.journal().recent(5).get(0).operation()).isEqualTo(DisputeOperations.UPDATE);
  }

  @Test
  void refusedEvidenceLeavesNoJournalRowNoAuditRowAndSendsNothing() {
    EvidenceDraft.Item good = new EvidenceDraft.Item("receipt.pdf", "RECEIPT", PDF);
    assertRefused(
        payment("SUCCEEDED", "APPROVED"),
        draft(false, good),
        DisputeRefusedException.Reason.NO_OPEN_CHARGEBACK);
    assertRefused(
        payment("IN_DISPUTE", "WON"),
        draft(true, good),
        DisputeRefusedException.Reason.NO_OPEN_CHARGEBACK);
    assertRefused(
        payment("IN_DISPUTE", "PENDING_REVIEW"),
        draft(false, good),
        DisputeRefusedException.Reason.NO_OPEN_CHARGEBACK);
    assertRefused(
        payment("CHARGEBACK", "CREATED"),
        EvidenceDraft.start(PAYMENT, PURCHASE, false).withFiles(List.of(good)),
        DisputeRefusedException.Reason.NOT_THE_CHARGEBACK);
    assertRefused(
        payment("CHARGEBACK", "CREATED"), draft(false), DisputeRefusedException.Reason.NO_FILES);
    assertRefused(
        payment("CHARGEBACK", "CREATED"),
        draft(false, new EvidenceDraft.Item("cut.pdf", "RECEIPT", EvidenceSamples.truncatedPdf())),
        DisputeRefusedException.Reason.FILE_REFUSED);
    assertRefused(
        payment("CHARGEBACK", "CREATED"),
        draft(
            false,
            good,
            new EvidenceDraft.Item("photo.pdf", "RECEIPT", new byte[] {(byte) 0x89, 'P', 'N'})),
        DisputeRefusedException.Reason.FILE_REFUSED);
    assertRefused(
        payment("CHARGEBACK", "CREATED"),
        draft(
            false,
            new EvidenceDraft.Item(
                "big.pdf", "RECEIPT", EvidenceSamples.pdfOfSize(1024 * 1024 + 1))),
        DisputeRefusedException.Reason.FILE_REFUSED);
    assertThat(server.getRequestCount()).isZero();
    assertThat(store.journal().recent(10)).isEmpty();
    assertThat(store.audit().list(Instant.EPOCH, Instant.now().plusSeconds(60), 10)).isEmpty();
  }

  @Test
  void aFileWithoutACategoryIsRefusedByTheRulesBeforeTheJournal() {
    EvidenceDraft d = draft(false, new EvidenceDraft.Item("receipt.pdf", null, PDF));
    assertThatThrownBy(() -> disputes.send(payment("CHARGEBACK", "CREATED"), d))
        .isInstanceOf(io.paydesk.api.ValidationException.class);
    assertThat(store.journal().recent(10)).isEmpty();
    assertThat(server.getRequestCount()).isZero();
  }

  private void assertRefused(Payment p, EvidenceDraft d, DisputeRefusedException.Reason reason) {
    assertThatThrownBy(() -> disputes.send(p, d))
        .isInstanceOfSatisfying(
            DisputeRefusedException.class, e -> assertThat(e.reason()).isEqualTo(reason));
  }

  @Test
  void theDraftKeepsItsFilesCategoriesAndKeyAcrossAReopenedStore() {
    EvidenceDraft d =
        draft(
            false,
            new EvidenceDraft.Item("a b é.pdf", "RECEIPT", PDF),
            new EvidenceDraft.Item("not a pdf.txt", "OTHERS", "hello".getBytes()));
    d = disputes.saveDraft(d);
    assertThat(d.version()).isEqualTo(1);
    store.close();
    store = Stores.openH2(dir.resolve("store"));
    disputes = new DisputeOperations(client, store, ACCOUNT);

    EvidenceDraft back = disputes.draft(PAYMENT).orElseThrow();
    assertThat(back).isEqualTo(d);
    assertThat(back.idempotencyKey()).isEqualTo(d.idempotencyKey());
  }

  @Test
  void responseWindowsDefaultTo20DaysAndAreKeptPerBrand() {
    assertThat(disputes.windows().daysFor("VISA")).isEqualTo(20);
    assertThat(disputes.windows().daysFor("SOME_NEW_BRAND")).isEqualTo(20);
    java.util.Map<String, Integer> m = new java.util.HashMap<>(disputes.windows().byBrand());
    m.put("VISA", 30);
    disputes.saveWindows(new ResponseWindows(m, 15));
    assertThat(disputes.windows().daysFor("VISA")).isEqualTo(30);
    assertThat(disputes.windows().daysFor("MASTERCARD")).isEqualTo(20);
    assertThat(disputes.windows().daysFor("SOME_NEW_BRAND")).isEqualTo(15);
    assertThatThrownBy(() -> new ResponseWindows(m, 0))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void aPhotoBecomesAnAcceptablePdfAndATooLargeScanIsShrunkUnderTheLimit() {
    CheckedFile photo = disputes.importFile("slip.png", EvidenceSamples.png(800, 600));
    assertThat(photo.ok()).isTrue();
    assertThat(photo.pages()).isEqualTo(1);
    assertThat(photo.fileName()).endsWith(".pdf");

    CheckedFile scan = disputes.importFile("scan.pdf", EvidenceSamples.noisyScan4Mb(10));
    assertThat(scan.problem()).isEqualTo(CheckedFile.TOO_LARGE);
    CheckedFile smaller = disputes.shrink(scan, "reducido");
    assertThat(smaller.fileName()).isEqualTo("scan (reducido).pdf");
    assertThat(smaller.ok()).isTrue();
    assertThat(smaller.sizeBytes()).isLessThanOrEqualTo(1024 * 1024);
    assertThat(disputes.pagePng(smaller.bytes(), 0, 120)).isNotNull();
    assertThat(disputes.pagePng(new byte[] {1, 2}, 0, 120)).isNull();
  }
}
