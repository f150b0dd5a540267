package io.paydesk.contract;

import static io.paydesk.contract.SandboxHarness.unique;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.paydesk.api.DisputesService;
import io.paydesk.api.InvalidStateException;
import io.paydesk.api.RequestOptions;
import io.paydesk.api.model.DisputeRequest;
import io.paydesk.api.model.Evidence;
import io.paydesk.api.model.Payment;
import io.paydesk.api.model.Transaction;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Chargeback dispute evidence (POST, then PATCH) through the client against the sandbox. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class DisputesContractTest {
  static final byte[] PDF =
      "%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n".getBytes(StandardCharsets.ISO_8859_1);

  private SandboxHarness h;
  private DisputesService disputes;

  @BeforeAll
  void start() {
    h = SandboxHarness.start();
    disputes = h.client.disputes();
  }

  @AfterAll
  void stop() {
    h.close();
  }

  /** A succeeded payment with a chargeback opened through the control API. */
  private record Charged(Payment payment, String chargebackId) {}

  private Charged chargedBack(String order) {
    Payment p =
        h.client.payments().create(h.card(order, "300.00", true).build(), RequestOptions.NONE);
    JsonNode cb = h.openChargeback(p.id());
    assertEquals("CHARGEBACK", cb.at("/transaction/type").asText());
    assertEquals("CREATED", cb.at("/transaction/status").asText());
    return new Charged(p, cb.at("/transaction/id").asText());
  }

  private DisputeRequest evidence(String category) {
    return new DisputeRequest(
        h.accountId(), List.of(Evidence.pdf("Receipt_AA001.pdf", category, PDF)));
  }

  @Test
  void evidenceOnAChargebackPutsThePaymentInDisputeWithTheChargebackTransactionCreated() {
    Charged c = chargedBack(unique("dispute"));
    Payment p =
        disputes.submitEvidence(
            c.payment().id(), c.chargebackId(), evidence("RECEIPT"), RequestOptions.NONE);
    assertEquals("IN_DISPUTE", p.status().value());
    assertEquals("PENDING_REVIEW", p.subStatus().value());
    assertEquals(1, p.transactions().size(), "the dispute answer carries one transaction");
    Transaction t = p.firstTransaction();
    assertEquals(c.chargebackId(), t.id());
    assertEquals("CHARGEBACK", t.type().value());
    assertEquals("CREATED", t.status().value());
    assertEquals("IN_DISPUTE", h.client.payments().retrieve(c.payment().id()).status().value());
  }

  @Test
  void evidenceUpdatedWithPatchKeepsThePaymentInDispute() {
    Charged c = chargedBack(unique("dispute-patch"));
    disputes.submitEvidence(
        c.payment().id(), c.chargebackId(), evidence("RECEIPT"), RequestOptions.NONE);
    Payment p =
        disputes.updateEvidence(
            c.payment().id(), c.chargebackId(), evidence("PROOF_OF_DELIVERY"), RequestOptions.NONE);
    assertEquals("IN_DISPUTE", p.status().value());
    assertEquals("PENDING_REVIEW", p.subStatus().value());
    assertEquals("CHARGEBACK", p.firstTransaction().type().value());
  }

  @Test
  void evidenceSentTwiceWithPostInsteadOfPatchIsRefusedAsInvalidState() {
    Charged c = chargedBack(unique("dispute-twice"));
    disputes.submitEvidence(
        c.payment().id(), c.chargebackId(), evidence("RECEIPT"), RequestOptions.NONE);
    InvalidStateException e =
        assertThrows(
            InvalidStateException.class,
            () ->
                disputes.submitEvidence(
                    c.payment().id(), c.chargebackId(), evidence("RECEIPT"), RequestOptions.NONE));
    assertTrue(e.status() == 400, "status " + e.status());
  }

  @Test
  void evidenceOnAPaymentWithoutChargebackIsRefusedAsInvalidState() {
    Payment p =
        h.client
            .payments()
            .create(h.card(unique("no-cb"), "5.00", true).build(), RequestOptions.NONE);
    assertThrows(
        InvalidStateException.class,
        () ->
            disputes.submitEvidence(
                p.id(), p.firstTransaction().id(), evidence("RECEIPT"), RequestOptions.NONE));
  }

  @Test
  void evidenceUpdateBeforeAnyEvidenceWasSentIsRefusedAsInvalidState() {
    Charged c = chargedBack(unique("patch-first"));
    InvalidStateException e =
        assertThrows(
            InvalidStateException.class,
            () ->
                disputes.updateEvidence(
                    c.payment().id(), c.chargebackId(), evidence("RECEIPT"), RequestOptions.NONE));
    assertEquals("INVALID_STATUS", e.code());
  }

  @Test
  void evidenceResentWithTheSameIdempotencyKeyReplaysTheFirstAnswerInsteadOfFailing() {
    Charged c = chargedBack(unique("dispute-replay"));
    RequestOptions key = RequestOptions.idempotencyKey(java.util.UUID.randomUUID().toString());
    Payment first =
        disputes.submitEvidence(c.payment().id(), c.chargebackId(), evidence("RECEIPT"), key);
    Payment again =
        disputes.submitEvidence(c.payment().id(), c.chargebackId(), evidence("RECEIPT"), key);
    assertEquals(first.rawJson(), again.rawJson());
    assertEquals("IN_DISPUTE", again.status().value());
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"WON", "LOST"})
  void decidedDisputeIsReadWithItsOutcomeAsSubStatus(String outcome) {
    Charged c = chargedBack(unique("decided-" + outcome));
    disputes.submitEvidence(
        c.payment().id(), c.chargebackId(), evidence("RECEIPT"), RequestOptions.NONE);
    h.control(
        "POST",
        "/sandbox/payments/" + c.payment().id() + "/dispute-outcome",
        "{\"outcome\":\"" + outcome + "\"}");
    Payment p = h.client.payments().retrieve(c.payment().id());
    assertEquals("IN_DISPUTE", p.status().value());
    assertEquals(outcome, p.subStatus().value());
    assertEquals(List.of(), ShapeCheck.lost(p.rawJson(), p, java.util.Set.of()));
  }
}
