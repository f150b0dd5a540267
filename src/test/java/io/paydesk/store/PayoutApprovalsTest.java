package io.paydesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.paydesk.store.PayoutApprovals.Draft;
import io.paydesk.store.PayoutApprovals.Reason;
import io.paydesk.store.PayoutApprovals.Request;
import io.paydesk.store.PayoutApprovals.State;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The store's four-eyes API on a team store (PostgreSQL) and on H2 (no rules). */
class PayoutApprovalsTest {
  private static TeamStoreFixture team;
  private static final AtomicLong REF = new AtomicLong();
  @TempDir static Path dir;

  @BeforeAll
  static void setUp() throws SQLException {
    team = TeamStoreFixture.start().withEveryRole();
    team.add("approver2", List.of("approver"));
    try (Connection c = team.connect("admin");
        Statement s = c.createStatement()) {
      s.execute(
          "INSERT INTO payout_approval_rules (currency, threshold, daily_limit)"
              + " VALUES ('USD', 500, 100000)");
    }
  }

  private static Store open(String who) {
    String[] p = team.people.get(who);
    return Stores.open(team.db.url(), p[0], p[1], "team", dir.resolve(who + ".key"));
  }

  private static Draft draft(String amount) {
    long n = REF.incrementAndGet();
    return new Draft(
        "ref-" + n,
        new BigDecimal(amount),
        "USD",
        "Ana Lima",
        "****4321",
        "invoice " + n,
        "{\"document\":\"12345678909\",\"ref\":\"ref-" + n + "\"}",
        "idem-" + n);
  }

  @Test
  void prepareApproveSendOnce() throws Exception {
    try (Store fin = open("finance");
        Store a1 = open("approver");
        Store a2 = open("approver2")) {
      Request small = fin.payoutApprovals().prepare(draft("10"));
      assertThat(small.needsApproval()).isFalse();
      assertThat(small.state()).isEqualTo(State.APPROVED);
      Request big = fin.payoutApprovals().prepare(draft("800"));
      assertThat(big.reasons()).containsExactly(Reason.THRESHOLD);
      assertThat(big.state()).isEqualTo(State.AWAITING);
      assertThat(big.preparer()).isEqualTo(team.login("finance"));
      assertThat(a1.payoutApprovals().requestJson(big.id())).contains("12345678909");
      // the same reference cannot be prepared again while it awaits
      Draft again = draft("800");
      Draft same =
          new Draft(
              big.merchantReference(),
              again.amount(),
              "USD",
              "x",
              "*",
              null,
              "{}",
              again.idempotencyKey());
      assertThatThrownBy(() -> fin.payoutApprovals().prepare(same))
          .isInstanceOf(StoreException.class);
      // the preparer may not approve (no role, and their own)
      assertThatThrownBy(() -> fin.payoutApprovals().approve(big.id(), null))
          .isInstanceOf(StoreException.class);
      // two approvers race: exactly one approves, exactly one claims
      ExecutorService pool = Executors.newFixedThreadPool(2);
      try {
        CyclicBarrier start = new CyclicBarrier(2);
        Future<Boolean> x =
            pool.submit(
                () -> {
                  start.await();
                  return a1.payoutApprovals().approve(big.id(), "ok");
                });
        Future<Boolean> y =
            pool.submit(
                () -> {
                  start.await();
                  return a2.payoutApprovals().approve(big.id(), "ok too");
                });
        assertThat(List.of(x.get(), y.get())).containsExactlyInAnyOrder(true, false);
        CyclicBarrier claim = new CyclicBarrier(2);
        Future<Optional<Request>> cx =
            pool.submit(
                () -> {
                  claim.await();
                  return a1.payoutApprovals().claimForSending(big.id());
                });
        Future<Optional<Request>> cy =
            pool.submit(
                () -> {
                  claim.await();
                  return a2.payoutApprovals().claimForSending(big.id());
                });
        assertThat(List.of(cx.get().isPresent(), cy.get().isPresent()))
            .containsExactlyInAnyOrder(true, false);
      } finally {
        pool.shutdown();
      }
      a1.payoutApprovals().markSent(big.id(), "po_1");
      Request sent = fin.payoutApprovals().get(big.id()).orElseThrow();
      assertThat(sent.state()).isEqualTo(State.SENT);
      assertThat(sent.payoutId()).isEqualTo("po_1");
      // a rejected one needs a reason, and frees its reference
      Request other = fin.payoutApprovals().prepare(draft("900"));
      assertThatThrownBy(() -> a1.payoutApprovals().reject(other.id(), " "))
          .isInstanceOf(StoreException.class);
      assertThat(a1.payoutApprovals().reject(other.id(), "wrong account")).isTrue();
      assertThat(a2.payoutApprovals().approve(other.id(), null)).isFalse();
      // a batch is approved whole
      List<Request> batch = fin.payoutApprovals().prepareBatch(List.of(draft("1"), draft("2")));
      assertThat(batch).allSatisfy(r -> assertThat(r.reasons()).contains(Reason.BULK));
      assertThat(a2.payoutApprovals().approveBatch(batch.get(0).batchId(), null)).isEqualTo(2);
      assertThat(fin.payoutApprovals().mine()).hasSizeGreaterThanOrEqualTo(5);
      // the rows the four-eyes triggers wrote keep the audit chain whole
      AuditVerification v = a1.audit().verify();
      assertThat(v.intact()).as(v.problem()).isTrue();
    }
  }

  @Test
  void onH2NoRuleApplies() {
    try (Store h2 = Stores.openH2(dir.resolve("one.mv.db"))) {
      PayoutApprovals p = h2.payoutApprovals();
      assertThat(p.rulesApply()).isFalse();
      Request r = p.prepare(draft("1000000"));
      assertThat(r.needsApproval()).isFalse();
      assertThat(r.state()).isEqualTo(State.APPROVED);
      assertThat(p.requestJson(r.id())).contains("12345678909");
      assertThat(p.claimForSending(r.id())).isPresent();
      p.markSent(r.id(), "po_2");
      assertThat(p.get(r.id()).orElseThrow().state()).isEqualTo(State.SENT);
    }
  }
}
