package io.paydesk.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Signing in to a team store as a person: who they are and what failed, in one word for the console
 * to say; and what one console changes reaching another's feed.
 */
class TeamSignInTest {
  private static final Duration WAIT = Duration.ofSeconds(5);
  private static TeamStoreFixture team;

  @TempDir Path dir;

  @BeforeAll
  static void setUp() {
    team = TeamStoreFixture.start().withEveryRole();
  }

  private TeamLogins.Probe probe(String url, String user, String password) {
    return TeamLogins.probe(url, user, password, WAIT);
  }

  @Test
  void aPersonSignsInWithTheirRoles() {
    String[] support = team.people.get("support");
    TeamLogins.Probe p = probe(team.db.url(), support[0], support[1]);
    assertThat(p.outcome()).isEqualTo(TeamLogins.Outcome.SIGNED_IN);
    assertThat(p.person().name()).isEqualTo(support[0]);
    assertThat(p.person().groupRoles()).containsExactly("paydesk_support");
    assertThat(p.person().team()).isTrue();
  }

  @Test
  void aWrongPasswordADisabledLoginAndNoServerAreSaidApart() {
    String[] finance = team.people.get("finance");
    assertThat(probe(team.db.url(), finance[0], "not-the-password").outcome())
        .isEqualTo(TeamLogins.Outcome.WRONG_PASSWORD);

    String disabled = team.add("leaver", List.of("disputes"));
    String password = team.people.get("leaver")[1];
    assertThat(probe(team.db.url(), disabled, password).outcome())
        .isEqualTo(TeamLogins.Outcome.SIGNED_IN);
    team.owner().disable(disabled);
    assertThat(probe(team.db.url(), disabled, password).outcome())
        .isEqualTo(TeamLogins.Outcome.DISABLED);

    String nowhere = "jdbc:postgresql://127.0.0.1:1/paydesk";
    assertThat(probe(nowhere, finance[0], finance[1]).outcome())
        .isEqualTo(TeamLogins.Outcome.UNREACHABLE);
  }

  @Test
  void aServerWithoutTlsIsRefusedWhenTheCertificateMustBeChecked() {
    String[] support = team.people.get("support");
    String url = team.db.url() + (team.db.url().contains("?") ? "&" : "?") + "sslmode=verify-full";
    assertThat(probe(url, support[0], support[1]).outcome()).isEqualTo(TeamLogins.Outcome.TLS);
  }

  @Test
  void aDatabaseNotSetUpForATeamIsNotAPaydeskStore() {
    String[] plain = TestTeamDatabase.create("C");
    assertThat(probe(plain[0], plain[1], plain[2]).outcome())
        .isEqualTo(TeamLogins.Outcome.NOT_PAYDESK);
  }

  @Test
  void aStoreFromANewerPaydeskIsSaid() throws Exception {
    String[] plain = TestTeamDatabase.create("C");
    TeamSetup.init(plain[0], plain[1], plain[2], team.prefix + "_newer_admin");
    try (Connection c = java.sql.DriverManager.getConnection(plain[0], plain[1], plain[2]);
        Statement s = c.createStatement()) {
      s.execute(
          "INSERT INTO flyway_schema_history (installed_rank, version, description, type, script,"
              + " checksum, installed_by, execution_time, success) VALUES (9999, '999', 'later',"
              + " 'SQL', 'V999__later.sql', 0, current_user, 0, true)");
    }
    assertThat(probe(plain[0], plain[1], plain[2]).outcome())
        .isEqualTo(TeamLogins.Outcome.NEWER_STORE);
  }

  @Test
  void whatOnePersonStoresReachesTheOthersFeedNotTheirOwn() throws Exception {
    String[] support = team.people.get("support");
    String[] disputes = team.people.get("disputes");
    LinkedBlockingQueue<String> heard = new LinkedBlockingQueue<>();
    try (Store watcher =
            Stores.open(team.db.url(), disputes[0], disputes[1], "team", dir.resolve("d.key"));
        AutoCloseable feed = watcher.listenToOthers((kind, id) -> heard.add(kind + ":" + id));
        Store writer =
            Stores.open(team.db.url(), support[0], support[1], "team", dir.resolve("s.key"))) {
      TestPayments own = TestPayments.card();
      watcher.payments().upsertJson(own.json()); // its own change: its screens know it already
      TestPayments p = TestPayments.card();
      writer.payments().upsertJson(p.json());
      String first = heard.poll(2, TimeUnit.SECONDS);
      assertThat(first).as("another's change heard within 2 s").isEqualTo("PAYMENT:" + p.id());
    }
  }
}
