package io.paydesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The console's own store code, signed in to a team store with a person's login: it opens the
 * store, keeps the copy, searches by document (hashed in the database), journals what its role may
 * do and its audit rows verify.
 */
class TeamConsoleTest {
  private static TeamStoreFixture team;

  @TempDir Path dir;

  @BeforeAll
  static void setUp() {
    team = TeamStoreFixture.start().withEveryRole();
  }

  private Store open(String role) {
    String[] p = team.people.get(role);
    return Stores.open(team.db.url(), p[0], p[1], "team", dir.resolve(role + ".key"));
  }

  @Test
  void supportOpensTheStoreKeepsTheCopyRefundsAndTheAuditVerifies() throws Exception {
    try (Store store = open("support")) {
      TestPayments p = TestPayments.card().document("CPF", "123.456.789-09");
      store.payments().upsertJson(p.json());
      assertThat(
              store
                  .payments()
                  .count(PaymentQuery.builder().customerDocument("12345678909").build()))
          .isEqualTo(1);
      JournalEntry refund = store.journal().draft("payment.refund", p.id(), null, "{}");
      store.journal().markSending(refund.id());
      store.journal().markSucceeded(refund.id(), "r-1");
      // After a refund the console reads the payment again: the read replaces the stored copy.
      store.payments().replaceAllJson(java.util.List.of(p.json()));
      AuditEntry row = store.audit().record("payment.refund", p.id(), "SUCCEEDED", null);
      assertThat(row.person()).isEqualTo(team.login("support"));
      assertThatThrownBy(() -> store.journal().draft("dispute.submit", p.id(), null, "{}"))
          .isInstanceOf(StoreException.class);
      assertThat(store.audit().verify().intact()).isTrue();
    }
    try (Store other = open("disputes")) {
      assertThat(
              other
                  .payments()
                  .count(PaymentQuery.builder().customerDocument("123.456.789-09").build()))
          .as("a second person's console finds the same document")
          .isEqualTo(1);
      assertThat(other.audit().verify().intact()).isTrue();
    }
  }

  @Test
  void aManagerCannotChangeTheTeamsSettingsAnAdminCan() {
    try (Store manager = open("manager")) {
      assertThatThrownBy(() -> manager.saveSetting("disputes.response_windows", "x"))
          .isInstanceOf(StoreException.class);
    }
    try (Store admin = open("admin")) {
      admin.saveSetting("disputes.response_windows", "x");
      assertThat(admin.setting("disputes.response_windows")).isEqualTo("x");
    }
  }

  @Test
  void twoAgentsCannotBothSendEvidenceForOneChargebackAndTheSecondLearnsWhoDid() {
    team.add("disputes2", java.util.List.of("disputes"));
    String target = "pay-1/cb-1";
    try (Store ana = open("disputes");
        Store bruno = open("disputes2")) {
      JournalEntry first = ana.journal().draft("dispute.submit", target, "key-ana", "{}");
      JournalEntry second = bruno.journal().draft("dispute.submit", target, "key-bruno", "{}");
      ana.journal().markSending(first.id());
      assertThatThrownBy(() -> bruno.journal().markSending(second.id()))
          .as("the database lets one submission leave DRAFT")
          .isInstanceOf(StoreException.class);
      ana.journal().markSucceeded(first.id(), "pay-1");
      assertThat(bruno.journal().sentUnderAnotherKey("dispute.submit", target, "key-bruno"))
          .get()
          .extracting(Journal.Started::person)
          .isEqualTo(team.login("disputes"));
      assertThat(ana.journal().sentUnderAnotherKey("dispute.submit", target, "key-ana")).isEmpty();
    }
  }

  /**
   * Searches by document on a team store hash in the database: many at once on one console's pool
   * (at most {@value Db#MAX_CONNECTIONS} connections) each finish, none waiting on a second
   * connection while holding the first.
   */
  @Test
  void manySearchesByDocumentAtOnceAllFinish() throws Exception {
    try (Store store = open("support")) {
      java.util.concurrent.ExecutorService pool =
          java.util.concurrent.Executors.newFixedThreadPool(12);
      try {
        java.util.List<java.util.concurrent.Future<Long>> counts = new java.util.ArrayList<>();
        for (int i = 0; i < 24; i++) {
          String document = "9" + (100_000_000 + i);
          counts.add(
              pool.submit(
                  () ->
                      store
                          .payments()
                          .count(PaymentQuery.builder().customerDocument(document).build())));
        }
        for (java.util.concurrent.Future<Long> f : counts) {
          assertThat(f.get(60, java.util.concurrent.TimeUnit.SECONDS)).isZero();
        }
      } finally {
        pool.shutdownNow();
      }
    }
  }

  @Test
  void theAuditViewFiltersByTheLoginTheDatabaseStamped() throws Exception {
    try (Store support = open("support");
        Store disputes = open("disputes")) {
      support.audit().record("payment.refund", "pay-a1", "SUCCEEDED", null);
      disputes.audit().record("dispute.claim", "pay-a2", "OK", null);
      AuditLog.Filter bySupport = new AuditLog.Filter(team.login("support"), null, null, null);
      assertThat(disputes.audit().search(bySupport, null, 50))
          .isNotEmpty()
          .allMatch(e -> team.login("support").equals(e.person()))
          .anyMatch(e -> e.targetId().equals("pay-a1"));
      assertThat(disputes.audit().people()).contains(team.login("support"), team.login("disputes"));
      assertThat(
              support
                  .audit()
                  .search(new AuditLog.Filter(null, "dispute.claim", null, null), null, 50))
          .extracting(AuditEntry::person)
          .containsOnly(team.login("disputes"));
    }
  }
}
