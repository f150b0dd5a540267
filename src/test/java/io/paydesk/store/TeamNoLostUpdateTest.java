package io.paydesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * No lost update on a team store: the team's shared drafts carry a version every save names, the
 * database moves it on any change and stamps who made it, and a chargeback's claim is its holder's
 * alone to give up (a manager excepted), checked through the console's code and through plain JDBC.
 */
class TeamNoLostUpdateTest {
  private static TeamStoreFixture team;

  @TempDir Path dir;

  @BeforeAll
  static void setUp() {
    team = TeamStoreFixture.start().withEveryRole();
    team.add("disputes2", List.of("disputes"));
  }

  private Store open(String who) {
    String[] p = team.people.get(who);
    return Stores.open(team.db.url(), p[0], p[1], "team", dir.resolve(who + ".key"));
  }

  @Test
  void aSaveOverAnotherPersonsSaveIsRefusedAndNamesThem() throws Exception {
    try (Store ana = open("disputes");
        Store bruno = open("disputes2")) {
      Draft first = ana.sharedDrafts().save("evidence", "pay-conflict", "{\"files\":[1]}", 0);
      assertThat(first.version()).isEqualTo(1);
      Draft read = bruno.sharedDrafts().load("evidence", "pay-conflict").orElseThrow();
      assertThat(read.content()).as("one set for the team").isEqualTo("{\"files\":[1]}");
      assertThat(read.savedBy()).isEqualTo(team.login("disputes"));

      Draft second =
          bruno
              .sharedDrafts()
              .save("evidence", "pay-conflict", "{\"files\":[1,2]}", read.version());
      assertThat(second.version()).isEqualTo(2);

      assertThatThrownBy(
              () -> ana.sharedDrafts().save("evidence", "pay-conflict", "{\"files\":[3]}", 1))
          .isInstanceOfSatisfying(
              DraftConflictException.class,
              e -> {
                assertThat(e.current().savedBy()).isEqualTo(team.login("disputes2"));
                assertThat(e.current().version()).isEqualTo(2);
                assertThat(e.current().content()).isEqualTo("{\"files\":[1,2]}");
                assertThat(e.current().savedAt()).isNotNull();
              });
      assertThatThrownBy(
              () -> ana.sharedDrafts().save("evidence", "pay-conflict", "{\"files\":[3]}", 0))
          .as("a second first save is refused too")
          .isInstanceOf(DraftConflictException.class);
      assertThat(bruno.sharedDrafts().load("evidence", "pay-conflict").orElseThrow().content())
          .isEqualTo("{\"files\":[1,2]}");
    }
    try (Connection owner = team.connectAsOwner();
        Statement st = owner.createStatement();
        ResultSet rs =
            st.executeQuery("SELECT content FROM drafts WHERE draft_key = 'pay-conflict'")) {
      rs.next();
      assertThat(rs.getString(1)).as("sealed with the team's key").doesNotContain("files");
    }
  }

  @Test
  void theDatabaseMovesTheVersionOnAnyChangeAndStampsWhoMadeIt() throws Exception {
    try (Store ana = open("disputes")) {
      ana.sharedDrafts().save("evidence", "pay-psql", "{}", 0);
    }
    try (Connection c = team.connect("disputes2");
        Statement st = c.createStatement()) {
      // A hand-written change with no version check, and a made-up author.
      assertThat(
              st.executeUpdate(
                  "UPDATE drafts SET saved_by = 'someone_else', version = 1"
                      + " WHERE draft_key = 'pay-psql'"))
          .isEqualTo(1);
      try (ResultSet rs =
          st.executeQuery("SELECT version, saved_by FROM drafts WHERE draft_key = 'pay-psql'")) {
        rs.next();
        assertThat(rs.getLong(1)).isEqualTo(2);
        assertThat(rs.getString(2)).isEqualTo(team.login("disputes2"));
      }
    }
    try (Store ana = open("disputes")) {
      assertThatThrownBy(() -> ana.sharedDrafts().save("evidence", "pay-psql", "{}", 1))
          .isInstanceOf(DraftConflictException.class);
    }
  }

  @Test
  void aPersonsOwnDraftsAreTheirsAlone() throws Exception {
    try (Store ana = open("disputes")) {
      ana.drafts().save("payout", "own-form", "{\"amount\":\"10\"}");
    }
    try (Connection c = team.connect("disputes2");
        Statement st = c.createStatement()) {
      try (ResultSet rs =
          st.executeQuery("SELECT count(*) FROM drafts WHERE draft_key = 'own-form'")) {
        rs.next();
        assertThat(rs.getInt(1)).as("another login does not see it").isZero();
      }
      assertThat(st.executeUpdate("UPDATE drafts SET content = 'x' WHERE draft_key = 'own-form'"))
          .isZero();
      assertThat(st.executeUpdate("DELETE FROM drafts WHERE draft_key = 'own-form'")).isZero();
    }
    try (Store ana = open("disputes")) {
      assertThat(ana.drafts().load("payout", "own-form")).isPresent();
    }
  }

  @Test
  void aClaimIsItsHoldersToGiveUpOrAManagers() throws Exception {
    try (Store ana = open("disputes");
        Store bruno = open("disputes2")) {
      Claims.Claim held = ana.claims().claim("pay-claim");
      assertThat(held.person()).isEqualTo(team.login("disputes"));
      assertThat(bruno.claims().claim("pay-claim"))
          .as("the second agent reads who holds it")
          .isEqualTo(held);
      assertThatThrownBy(() -> bruno.claims().release("pay-claim"))
          .isInstanceOf(StoreException.class);
      assertThat(bruno.claims().all()).containsKey("pay-claim");
    }
    try (Connection c = team.connect("disputes2")) {
      assertThatThrownBy(
              () -> {
                try (Statement st = c.createStatement()) {
                  st.executeUpdate("DELETE FROM claims WHERE payment_id = 'pay-claim'");
                }
              })
          .isInstanceOf(SQLException.class)
          .hasMessageContaining("Only " + team.login("disputes"));
      try (PreparedStatement ps =
          c.prepareStatement(
              "INSERT INTO claims (payment_id, person, claimed_at) VALUES (?, ?, now())"
                  + " RETURNING person")) {
        ps.setString(1, "pay-forged");
        ps.setString(2, team.login("disputes"));
        try (ResultSet rs = ps.executeQuery()) {
          rs.next();
          assertThat(rs.getString(1))
              .as("stamped from the login")
              .isEqualTo(team.login("disputes2"));
        }
      }
    }
    try (Connection c = team.connect("support")) {
      assertThatThrownBy(
              () -> {
                try (Statement st = c.createStatement()) {
                  st.executeUpdate(
                      "INSERT INTO claims (payment_id, person, claimed_at) VALUES ('p', 'x', now())");
                }
              })
          .as("support does not work on disputes")
          .isInstanceOf(SQLException.class);
    }
    try (Store manager = open("manager")) {
      assertThat(manager.claims().release("pay-claim")).isTrue();
      assertThat(manager.claims().of("pay-claim")).isEmpty();
    }
  }

  @Test
  void anAdminsFirstPasswordChangesNothingThatMatters() throws Exception {
    String name = team.prefix + "_fresh";
    char[] first = team.owner().add(name, List.of("disputes", "support")).generatedPassword();
    try (Connection c =
            java.sql.DriverManager.getConnection(team.db.url(), name, new String(first));
        Statement st = c.createStatement()) {
      for (String sql :
          List.of(
              "INSERT INTO operations (operation, target_id, key_kind, op_key, state, attempts,"
                  + " owner, created_at, updated_at) VALUES ('payment.refund', 'p',"
                  + " 'IDEMPOTENCY_KEY', 'k-fresh', 'DRAFT', 0, 'x', now(), now())",
              "INSERT INTO claims (payment_id, person, claimed_at) VALUES ('p-fresh', 'x', now())",
              "INSERT INTO drafts (owner, kind, draft_key, content, saved_at) VALUES"
                  + " ('team', 'evidence', 'p-fresh', 'x', now())")) {
        assertThatThrownBy(() -> st.executeUpdate(sql))
            .as(sql)
            .isInstanceOf(SQLException.class)
            .hasMessageContaining("Choose your own password first");
      }
    }
    new TeamUsers(team.db.url(), name, new String(first))
        .changePassword("mine-at-last".toCharArray());
    try (Connection c = java.sql.DriverManager.getConnection(team.db.url(), name, "mine-at-last");
        Statement st = c.createStatement()) {
      assertThat(
              st.executeUpdate(
                  "INSERT INTO claims (payment_id, person, claimed_at) VALUES ('p-fresh', 'x',"
                      + " now())"))
          .isEqualTo(1);
    }
  }
}
