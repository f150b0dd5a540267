package io.paydesk.ops;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.api.model.Payment;
import io.paydesk.sandbox.Sandbox;
import io.paydesk.store.Store;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/** The worklist over the sandbox's demo chargebacks, and evidence sent to one of them. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class DisputeWorklistTest {
  static final byte[] PDF = io.paydesk.evidence.EvidenceSamples.pdf(1);

  @TempDir static Path dir;
  private SandboxAndStore bed;
  private Store store;
  private DisputeOperations disputes;

  @BeforeAll
  void start() {
    bed = SandboxAndStore.open(dir);
    Sandbox sandbox = bed.sandbox();
    store = bed.store();
    store.payments().upsertAllJson(sandbox.demoPaymentJson());
    disputes = new DisputeOperations(bed.client(), store, sandbox.accountId());
  }

  @AfterAll
  void stop() {
    bed.close();
  }

  @Test
  void everyStoredChargebackIsListedMostUrgentFirst() {
    List<ChargebackCase> list = disputes.worklist();

    assertThat(list).hasSizeGreaterThan(100);
    assertThat(list)
        .extracting(ChargebackCase::state)
        .contains(DisputeState.OPEN, DisputeState.SENT, DisputeState.WON, DisputeState.LOST);
    ChargebackCase first = list.get(0);
    assertThat(first.state()).isEqualTo(DisputeState.OPEN);
    assertThat(first.daysLeft()).isBetween(0, 20);
    List<Integer> leftOfOpen =
        list.stream()
            .filter(c -> c.state().awaitsEvidence() && c.daysLeft() >= 0)
            .map(ChargebackCase::daysLeft)
            .toList();
    assertThat(leftOfOpen).hasSizeGreaterThanOrEqualTo(5).isSorted();
    assertThat(list.subList(0, leftOfOpen.size()))
        .allMatch(c -> c.state().awaitsEvidence() && c.daysLeft() >= 0);
    assertThat(list.get(list.size() - 1).state())
        .isIn(DisputeState.WON, DisputeState.LOST, DisputeState.CLOSED);
    assertThat(list)
        .filteredOn(c -> c.state() == DisputeState.SENT)
        .allMatch(c -> c.daysLeft() == null);
    assertThat(first.reason()).isNotBlank();
    assertThat(first.cardBrand()).isNotBlank();
    assertThat(first.daysSince() + first.daysLeft()).isEqualTo(20);
    assertThat(disputes.openCount())
        .isEqualTo((int) list.stream().filter(c -> c.state().awaitsEvidence()).count());
  }

  @Test
  void aLongerWindowForOneBrandGivesItsChargebacksMoreDaysLeft() {
    ChargebackCase elo =
        disputes.worklist().stream()
            .filter(c -> "ELO".equals(c.cardBrand()) && c.state() == DisputeState.OPEN)
            .findFirst()
            .orElseThrow();
    java.util.HashMap<String, Integer> m = new java.util.HashMap<>(disputes.windows().byBrand());
    m.put("ELO", 45);
    disputes.saveWindows(new ResponseWindows(m, 20));

    ChargebackCase after =
        disputes.worklist().stream()
            .filter(c -> c.paymentId().equals(elo.paymentId()))
            .findFirst()
            .orElseThrow();
    assertThat(after.windowDays()).isEqualTo(45);
    assertThat(after.daysLeft()).isEqualTo(elo.daysLeft() + 25);
    disputes.saveWindows(ResponseWindows.defaults());
  }

  @Test
  void aDraftMarksItsChargebackDraftedAndSendingItPutsThePaymentUnderReview() {
    ChargebackCase open =
        disputes.worklist().stream()
            .filter(c -> c.state() == DisputeState.OPEN)
            .findFirst()
            .orElseThrow();
    EvidenceDraft d =
        EvidenceDraft.start(open.paymentId(), open.chargebackId(), false)
            .withFiles(List.of(new EvidenceDraft.Item("receipt.pdf", "RECEIPT", PDF)));
    disputes.saveDraft(d);
    assertThat(stateOf(open.paymentId())).isEqualTo(DisputeState.DRAFTED);

    Payment p = store.payments().find(open.paymentId()).orElseThrow();
    OperationResult r = disputes.send(p, d);

    assertThat(r.succeeded()).as(String.valueOf(r.failure())).isTrue();
    Payment stored = store.payments().find(open.paymentId()).orElseThrow();
    assertThat(stored.status().value()).isEqualTo("IN_DISPUTE");
    assertThat(stored.subStatus().value()).isEqualTo("PENDING_REVIEW");
    assertThat(stateOf(open.paymentId())).isEqualTo(DisputeState.SENT);
    assertThat(disputes.draft(open.paymentId())).isEmpty();
  }

  @Test
  void theOpenCountFollowsANewChargebackBroughtByARefreshAndEvidenceSent() throws Exception {
    int before = disputes.openCount();
    assertThat(before)
        .isEqualTo(
            (int) disputes.worklist().stream().filter(c -> c.state().awaitsEvidence()).count());
    String paymentId =
        store
            .payments()
            .search(
                io.paydesk.store.PaymentQuery.builder()
                    .status("SUCCEEDED")
                    .hasChargeback(false)
                    .pageSize(50)
                    .build())
            .items()
            .stream()
            .filter(r -> r.cardBrand() != null)
            .findFirst()
            .orElseThrow()
            .id();
    bed.control("/payments/" + paymentId + "/chargeback", "{\"reason\":\"FRAUDULENT\"}");
    assertThat(disputes.openCount()).isEqualTo(before);

    new PaymentLookups(bed.client(), store).byId(paymentId);
    assertThat(disputes.openCount()).isEqualTo(before + 1);

    Payment p = store.payments().find(paymentId).orElseThrow();
    EvidenceDraft d =
        EvidenceDraft.start(paymentId, DisputeOperations.chargebackOf(p).orElseThrow().id(), false)
            .withFiles(List.of(new EvidenceDraft.Item("receipt.pdf", "RECEIPT", PDF)));
    disputes.saveDraft(d);
    assertThat(disputes.openCount()).isEqualTo(before + 1);
    assertThat(disputes.send(p, d).succeeded()).isTrue();
    assertThat(disputes.openCount())
        .isEqualTo(before)
        .isEqualTo(
            (int) disputes.worklist().stream().filter(c -> c.state().awaitsEvidence()).count());
  }

  private DisputeState stateOf(String paymentId) {
    return disputes.worklist().stream()
        .filter(c -> c.paymentId().equals(paymentId))
        .findFirst()
        .orElseThrow()
        .state();
  }
}
