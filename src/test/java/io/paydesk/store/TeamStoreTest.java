package io.paydesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** A team store's rules that are not one table's writes: users, the audit, the journal. */
class TeamStoreTest {
  private static TeamStoreFixture team;

  @BeforeAll
  static void setUp() {
    team = TeamStoreFixture.start().withEveryRole();
  }

  @Test
  void initTwiceChangesNothingTheSecondTime() throws SQLException {
    assertThat(team.init.changed()).isTrue();
    assertThat(team.init.firstPassword()).hasSize(20);
    String before = schemaState();
    TeamSetup.Init again =
        TeamSetup.init(team.db.url(), team.db.owner(), team.db.password(), "someone_else");
    assertThat(again.changed()).isFalse();
    assertThat(again.firstPassword()).isNull();
    assertThat(again.message()).contains("nothing changed");
    assertThat(schemaState()).isEqualTo(before);
    assertThat(TeamSetup.migrate(team.db.url(), team.db.owner(), team.db.password()))
        .contains("at this version already");
  }

  @Test
  void aDatabaseNotCollatedCIsRefusedWithTheReason() {
    PostgresServer.Owned other = team.pg.createOwnedDatabase("C.UTF-8");
    assertThatThrownBy(
            () -> TeamSetup.init(other.url(), other.owner(), other.password(), "nobody_here"))
        .isInstanceOf(StoreException.class)
        .hasMessageContaining("collated C.UTF-8")
        .hasMessageContaining("needs C");
  }

  @Test
  void theFirstAdminMustChangeTheGeneratedPasswordAndDoesSoWithAVerifier() throws SQLException {
    String name = team.addWithFirstPassword("newcomer", List.of("support"));
    TeamUsers newcomer = team.as("newcomer");
    assertThat(newcomer.me().mustChangePassword()).isTrue();
    assertThat(validUntil(name)).as("a first password expires").isNotEqualTo("infinity");
    assertThat(newcomer.me().roles()).containsExactly("support");
    newcomer.changePassword("a much better secret".toCharArray());
    TeamUsers signedInAgain = new TeamUsers(team.db.url(), name, "a much better secret");
    assertThat(signedInAgain.me().mustChangePassword()).isFalse();
    assertThat(validUntil(name)).isEqualTo("infinity");
    assertThatThrownBy(newcomer::me).hasMessageContaining("password is wrong");
    // The server keeps a SCRAM verifier, never the password.
    try (Connection c = DriverManager.getConnection(team.pg.url("postgres"), "paydesk", "");
        PreparedStatement ps =
            c.prepareStatement("SELECT rolpassword FROM pg_authid WHERE rolname = ?")) {
      ps.setString(1, name);
      try (ResultSet rs = ps.executeQuery()) {
        rs.next();
        assertThat(rs.getString(1)).startsWith("SCRAM-SHA-256$").doesNotContain("better");
      }
    }
  }

  @Test
  void aWrongPasswordIsRefused() {
    assertThatThrownBy(
            () ->
                DriverManager.getConnection(team.db.url(), team.login("support"), "not it").close())
        .isInstanceOf(SQLException.class)
        .satisfies(e -> assertThat(((SQLException) e).getSQLState()).isEqualTo("28P01"));
  }

  @Test
  void noPersonHoldsCreateRoleCreateDbOrSuperuser() throws SQLException {
    try (Connection c = team.connectAsOwner();
        Statement st = c.createStatement();
        ResultSet rs =
            st.executeQuery(
                "SELECT r.rolname FROM pg_roles r WHERE (r.rolcreaterole OR r.rolcreatedb OR"
                    + " r.rolsuper OR r.rolbypassrls OR r.rolreplication) AND (r.rolname LIKE"
                    + " 'paydesk\\_%' AND r.rolname <> session_user OR r.oid IN (SELECT m.member"
                    + " FROM pg_auth_members m JOIN pg_roles g ON g.oid = m.roleid"
                    + " WHERE g.rolname LIKE 'paydesk\\_%'))")) {
      List<String> holders = new ArrayList<>();
      while (rs.next()) {
        holders.add(rs.getString(1));
      }
      assertThat(holders).isEmpty();
    }
    assertThat(team.as("admin").list())
        .extracting(TeamUsers.Person::name)
        .contains(team.login("admin"), team.login("finance"));
  }

  @Test
  void anAdminCannotAlsoBeFinanceOrApprover() {
    TeamUsers admin = team.as("admin");
    assertThatThrownBy(() -> admin.add(team.prefix + "_both", List.of("admin", "finance")))
        .hasMessageContaining("An admin cannot also be finance or approver");
    assertThatThrownBy(() -> admin.setRoles(team.login("approver"), List.of("approver", "admin")))
        .hasMessageContaining("An admin cannot also be finance or approver");
  }

  @Test
  void onlyAdminsCallTheManagementFunctions() throws SQLException {
    for (String role : List.of("support", "finance", "manager", "inbox")) {
      assertThatThrownBy(() -> team.as(role).add(team.prefix + "_x", List.of("support")))
          .hasMessageContaining("permission denied for function paydesk_add_user");
      assertThatThrownBy(() -> team.as(role).list())
          .hasMessageContaining("permission denied for function paydesk_users");
    }
    // Nor around the functions: no person creates a role or grants a group.
    try (Connection c = team.connect("admin");
        Statement st = c.createStatement()) {
      assertThatThrownBy(() -> st.execute("CREATE ROLE " + team.prefix + "_sneak LOGIN"))
          .hasMessageContaining("permission denied");
      assertThatThrownBy(
              () -> st.execute("GRANT paydesk_finance TO \"" + team.login("admin") + "\""))
          .hasMessageContaining("must have admin option");
      assertThatThrownBy(() -> st.execute("SELECT * FROM paydesk_private.people"))
          .hasMessageContaining("permission denied");
    }
  }

  @Test
  void aDisabledPersonsOpenSessionIsEndedAndTheyCannotSignIn() throws SQLException {
    team.add("leaving", List.of("disputes"));
    try (Connection open = team.connect("leaving")) {
      assertThat(query(open, "SELECT count(*) FROM payments")).isEqualTo("0");
      TeamUsers.Change change = team.as("admin").disable(team.login("leaving"));
      assertThat(change.pending()).isFalse();
      assertThatThrownBy(() -> query(open, "SELECT count(*) FROM payments"))
          .isInstanceOf(SQLException.class);
    }
    assertThatThrownBy(() -> team.connect("leaving").close())
        .hasMessageContaining("not permitted to log in");
    assertThat(team.as("admin").list())
        .filteredOn(p -> p.name().equals(team.login("leaving")))
        .singleElement()
        .satisfies(p -> assertThat(p.canSignIn()).isFalse());
  }

  @Test
  void withTwoAdminsAChangeWaitsForTheSecondAdmin() throws SQLException {
    TeamStoreFixture two = TeamStoreFixture.start();
    two.add("second", List.of("admin"));
    TeamUsers first = two.as("admin");
    TeamUsers second = two.as("second");
    String name = two.prefix + "_agent";
    TeamUsers.Change proposed = first.add(name, List.of("support"));
    assertThat(proposed.pending()).isTrue();
    assertThat(first.list()).extracting(TeamUsers.Person::name).doesNotContain(name);
    assertThat(second.pending())
        .singleElement()
        .satisfies(
            p -> {
              assertThat(p.person()).isEqualTo(name);
              assertThat(p.proposedBy()).isEqualTo(two.login("admin"));
            });
    assertThatThrownBy(() -> first.confirm(proposed.id()))
        .hasMessageContaining("another admin than the one who proposed it");
    second.confirm(proposed.id());
    assertThat(second.pending()).isEmpty();
    TeamUsers agent = new TeamUsers(two.db.url(), name, new String(proposed.generatedPassword()));
    assertThat(agent.me().roles()).containsExactly("support");
    assertThat(agent.me().mustChangePassword()).isTrue();
    // Audited: proposed by the first admin, confirmed by the second, each stamped by the database.
    try (Connection c = two.connectAsOwner();
        Statement st = c.createStatement();
        ResultSet rs =
            st.executeQuery(
                "SELECT person, result FROM audit_log WHERE action = 'team.user.add'"
                    + " AND target_id = '"
                    + name
                    + "' ORDER BY seq")) {
      List<String> rows = new ArrayList<>();
      while (rs.next()) {
        rows.add(rs.getString(1) + " " + rs.getString(2));
      }
      assertThat(rows)
          .containsExactly(two.login("admin") + " PENDING", two.login("second") + " CONFIRMED");
    }
  }

  @Test
  void nobodyChangesAnAuditRowNotEvenTheAdminOrTheOwner() throws SQLException {
    try (Connection c = team.connect("support")) {
      execute(
          c,
          "INSERT INTO audit_log (os_user, profile, action, result) VALUES ('a', 'p', 'x', 'OK')");
    }
    for (String who : List.of("admin", "support", "owner")) {
      try (Connection c = who.equals("owner") ? team.connectAsOwner() : team.connect(who)) {
        for (String sql :
            List.of(
                "UPDATE audit_log SET result = 'FORGED'",
                "DELETE FROM audit_log",
                "TRUNCATE audit_log")) {
          assertThatThrownBy(() -> execute(c, sql))
              .as(who + ": " + sql)
              .isInstanceOf(SQLException.class);
        }
      }
    }
  }

  @Test
  void aForgedAuditRowIsStampedAndChainedByTheDatabase() throws SQLException {
    try (Connection c = team.connect("support")) {
      execute(
          c,
          "INSERT INTO audit_log (seq, logged_at, os_user, person, profile, action, result,"
              + " prev_hash, hash) VALUES (999999, '2000-01-01', 'x', 'the_ceo', 'p',"
              + " 'payment.refund', 'SUCCEEDED', '"
              + "f".repeat(64)
              + "', '"
              + "0".repeat(64)
              + "')");
      assertThat(
              query(
                  c,
                  "SELECT person || ' ' || (seq < 999999) || ' ' || (logged_at > now() - interval"
                      + " '1 hour') FROM audit_log WHERE action = 'payment.refund' ORDER BY seq"
                      + " DESC LIMIT 1"))
          .isEqualTo(team.login("support") + " true true");
    }
    // A money action through the console's own AuditLog, signed in as finance.
    try (Db db = new Db(team.db.url(), team.login("finance"), team.people.get("finance")[1])) {
      AuditLog audit = new AuditLog(db, "os-user", "team", null);
      AuditEntry e =
          audit.record("payout.create", "REF-1", "SUCCEEDED", null, new BigDecimal("150.5"), "BRL");
      assertThat(e.person()).isEqualTo(team.login("finance"));
      assertThat(e.amount()).isEqualByComparingTo("150.5");
      assertThat(AuditLog.hash(e)).isEqualTo(e.hash());
      AuditVerification v = audit.verify();
      assertThat(v.intact()).as(v.problem()).isTrue();
    }
  }

  @Test
  void concurrentWritersFromSeveralLoginsKeepOneChain() throws Exception {
    List<String> roles = List.of("support", "disputes", "finance", "manager", "inbox", "sender");
    java.util.concurrent.CountDownLatch start = new java.util.concurrent.CountDownLatch(1);
    java.util.concurrent.ExecutorService pool =
        java.util.concurrent.Executors.newFixedThreadPool(roles.size());
    List<java.util.concurrent.Future<Integer>> done = new ArrayList<>();
    for (String role : roles) {
      done.add(
          pool.submit(
              () -> {
                try (Connection c = team.connect(role)) {
                  start.await();
                  for (int i = 0; i < 25; i++) {
                    execute(
                        c,
                        "INSERT INTO audit_log (os_user, profile, action, result, prev_hash)"
                            + " VALUES ('x', 'p', 'race', 'OK', '"
                            + "0".repeat(64)
                            + "')");
                  }
                }
                return 25;
              }));
    }
    start.countDown();
    for (var f : done) {
      assertThat(f.get(60, java.util.concurrent.TimeUnit.SECONDS)).isEqualTo(25);
    }
    pool.shutdown();
    try (Db db = new Db(team.db.url(), team.db.owner(), team.db.password())) {
      AuditVerification v = new AuditLog(db, "", "", null).verify();
      assertThat(v.intact()).as(v.problem()).isTrue();
    }
    try (Connection c = team.connectAsOwner()) {
      assertThat(query(c, "SELECT count(DISTINCT person) FROM audit_log WHERE action = 'race'"))
          .isEqualTo(Integer.toString(roles.size()));
    }
  }

  @Test
  void everyTableAndFunctionBelongsToTheOwner() throws SQLException {
    try (Connection c = team.connectAsOwner()) {
      assertThat(
              query(
                  c,
                  "SELECT count(*) FROM pg_class WHERE relnamespace IN ('public'::regnamespace,"
                      + " 'paydesk_private'::regnamespace) AND relkind IN ('r', 'p', 'S', 'v')"
                      + " AND relowner <> (SELECT oid FROM pg_roles WHERE rolname = session_user)"))
          .isEqualTo("0");
      assertThat(
              query(
                  c,
                  "SELECT count(*) FROM pg_proc WHERE pronamespace IN ('public'::regnamespace,"
                      + " 'paydesk_private'::regnamespace)"
                      + " AND proowner <> (SELECT oid FROM pg_roles WHERE rolname = session_user)"))
          .isEqualTo("0");
      // Every function that runs as the owner pins its search path.
      assertThat(
              query(
                  c,
                  "SELECT count(*) FROM pg_proc WHERE pronamespace IN ('public'::regnamespace,"
                      + " 'paydesk_private'::regnamespace) AND prosecdef AND NOT EXISTS (SELECT 1"
                      + " FROM unnest(proconfig) cfg WHERE cfg LIKE 'search_path=%')"))
          .isEqualTo("0");
    }
  }

  @Test
  void aCopyDatedAYearAheadIsRefusedAndADeleteToo() throws SQLException {
    try (Connection c = team.connect("support")) {
      String columns =
          "(id, created_at, updated_at, updated_ns, has_chargeback, in_dispute,"
              + " last_refreshed_at, period, seq)";
      assertThatThrownBy(
              () ->
                  execute(
                      c,
                      "INSERT INTO payments "
                          + columns
                          + " VALUES ('p-ahead', now(), now() + interval '1 year', 1, false,"
                          + " false, now(), 1, 1)"))
          .hasMessageContaining("more than a day ahead");
      execute(
          c,
          "INSERT INTO payments "
              + columns
              + " VALUES ('p-now', now(), now(), 1, false, false, now(), 1, 2)");
      assertThatThrownBy(
              () ->
                  execute(
                      c,
                      "UPDATE payments SET updated_ns = (extract(epoch FROM now() + interval '1"
                          + " year') * 1000000000)::bigint WHERE id = 'p-now'"))
          .hasMessageContaining("more than a day ahead");
      assertThatThrownBy(() -> execute(c, "DELETE FROM payments WHERE id = 'p-now'"))
          .hasMessageContaining("permission denied");
    }
  }

  @Test
  void theJournalMovesOnlyAlongItsStatesAndAsTheRoleAllows() throws SQLException {
    String insert =
        "INSERT INTO operations (operation, key_kind, op_key, state, attempts, owner, created_at,"
            + " updated_at) VALUES (?, ?, ?, 'DRAFT', 0, 'console', now(), now())";
    try (Connection c = team.connect("support")) {
      long id = insertOperation(c, insert, "payment.refund", "IDEMPOTENCY_KEY", "k-1");
      assertThatThrownBy(
              () -> insertOperation(c, insert, "dispute.submit", "IDEMPOTENCY_KEY", "k-2"))
          .hasMessageContaining("may not start a dispute.submit");
      assertThatThrownBy(
              () -> execute(c, "UPDATE operations SET state = 'SUCCEEDED' WHERE id = " + id))
          .hasMessageContaining("cannot go from DRAFT to SUCCEEDED");
      execute(c, "UPDATE operations SET state = 'SENDING' WHERE id = " + id);
      execute(c, "UPDATE operations SET state = 'OUTCOME_UNKNOWN' WHERE id = " + id);
      assertThatThrownBy(() -> execute(c, "UPDATE operations SET state = 'DRAFT' WHERE id = " + id))
          .hasMessageContaining("cannot go from OUTCOME_UNKNOWN to DRAFT");
      execute(c, "UPDATE operations SET state = 'SUCCEEDED' WHERE id = " + id);
    }
    // A payout: finance drafts it; an approver who drafted it cannot send it, another one can.
    team.add("prepares_and_approves", List.of("finance", "approver"));
    long payout;
    try (Connection c = team.connect("prepares_and_approves")) {
      payout = insertOperation(c, insert, "payout.create", "PAYOUT_REFERENCE", "REF-77");
      assertThatThrownBy(
              () -> execute(c, "UPDATE operations SET state = 'SENDING' WHERE id = " + payout))
          .hasMessageContaining("Only an approver (of a payout someone else prepared)");
    }
    try (Connection c = team.connect("finance")) {
      assertThatThrownBy(
              () -> execute(c, "UPDATE operations SET state = 'SENDING' WHERE id = " + payout))
          .hasMessageContaining("Only an approver");
    }
    try (Connection c = team.connect("approver")) {
      execute(c, "UPDATE operations SET state = 'SENDING' WHERE id = " + payout);
      assertThat(query(c, "SELECT created_by FROM operations WHERE id = " + payout))
          .isEqualTo(team.login("prepares_and_approves"));
    }
  }

  @Test
  void theDocumentHashKeyIsNotReadableByPeopleButTheirHashesMatch() throws Exception {
    String key;
    try (Connection c = team.connectAsOwner()) {
      key = query(c, "SELECT value FROM paydesk_private.secrets WHERE name = 'document_hash_key'");
      assertThat(query(c, "SELECT count(*) FROM store_settings WHERE name = 'document_hash_key'"))
          .isEqualTo("0");
    }
    Mac mac = Mac.getInstance("HmacSHA256");
    mac.init(new SecretKeySpec(Base64.getDecoder().decode(key), "HmacSHA256"));
    String expected =
        HexFormat.of().formatHex(mac.doFinal("12345678".getBytes(StandardCharsets.UTF_8)));
    for (String role : TeamUsers.ROLES) {
      try (Connection c = team.connect(role)) {
        assertThatThrownBy(() -> query(c, "SELECT value FROM paydesk_private.secrets"))
            .hasMessageContaining("permission denied");
        assertThat(query(c, "SELECT paydesk_document_hash('12345678')")).isEqualTo(expected);
      }
    }
    try (Db db = new Db(team.db.url(), team.login("support"), team.people.get("support")[1])) {
      assertThat(TeamSetup.isTeamStore(db)).isTrue();
      assertThat(new Sensitive(TeamSetup.documentHasher(db)).documentHash("12.345.678"))
          .isEqualTo(new Sensitive(Base64.getDecoder().decode(key)).documentHash("12.345.678"));
    }
  }

  private static long insertOperation(
      Connection c, String sql, String operation, String kind, String key) throws SQLException {
    try (PreparedStatement ps = c.prepareStatement(sql, new String[] {"id"})) {
      ps.setString(1, operation);
      ps.setString(2, kind);
      ps.setString(3, key);
      ps.executeUpdate();
      try (ResultSet rs = ps.getGeneratedKeys()) {
        rs.next();
        return rs.getLong(1);
      }
    }
  }

  /** Roles, grants, triggers and functions of the store, as text, to compare before and after. */
  private static String schemaState() throws SQLException {
    try (Connection c = team.connectAsOwner()) {
      return query(
          c,
          "SELECT concat_ws(' | ',"
              + " (SELECT string_agg(rolname, ',' ORDER BY rolname) FROM pg_roles),"
              + " (SELECT string_agg(relname || coalesce(relacl::text, ''), ',' ORDER BY relname)"
              + "  FROM pg_class WHERE relnamespace = 'public'::regnamespace),"
              + " (SELECT string_agg(tgname || tgrelid::regclass::text || tgfoid::text, ','"
              + "  ORDER BY tgname, tgrelid) FROM pg_trigger WHERE NOT tgisinternal),"
              + " (SELECT string_agg(p.oid::text || p.proname || md5(p.prosrc), ',' ORDER BY"
              + "  p.oid) FROM pg_proc p WHERE p.pronamespace IN ('public'::regnamespace,"
              + "  'paydesk_private'::regnamespace)),"
              + " (SELECT count(*) FROM paydesk_private.people),"
              + " (SELECT max(seq) FROM audit_log))");
    }
  }

  private static String validUntil(String login) throws SQLException {
    try (Connection c = team.connectAsOwner()) {
      return query(c, "SELECT rolvaliduntil::text FROM pg_roles WHERE rolname = '" + login + "'");
    }
  }

  private static String query(Connection c, String sql) throws SQLException {
    try (Statement st = c.createStatement();
        ResultSet rs = st.executeQuery(sql)) {
      rs.next();
      return rs.getString(1);
    }
  }

  private static void execute(Connection c, String sql) throws SQLException {
    try (Statement st = c.createStatement()) {
      st.execute(sql);
    }
  }
}
