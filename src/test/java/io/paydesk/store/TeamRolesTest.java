package io.paydesk.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What each role may write on every table of a team store, tried through plain JDBC with each
 * person's own login: every INSERT, UPDATE, DELETE and TRUNCATE the role must not make is refused
 * by the database, and each it may make succeeds. The tables come from the database: a new table
 * without a rule here fails the test.
 */
class TeamRolesTest {
  enum Action {
    INSERT,
    UPDATE,
    DELETE,
    TRUNCATE
  }

  private static final Set<String> ALL = Set.copyOf(TeamUsers.ROLES);
  private static final Set<String> PEOPLE =
      Set.of("support", "disputes", "finance", "approver", "manager", "admin");
  private static final Set<String> NONE = Set.of();

  /** Roles that may INSERT, UPDATE, DELETE (TRUNCATE: none, ever). */
  record Rule(Set<String> insert, Set<String> update, Set<String> delete) {
    Set<String> may(Action a) {
      return switch (a) {
        case INSERT -> insert;
        case UPDATE -> update;
        case DELETE -> delete;
        case TRUNCATE -> NONE;
      };
    }
  }

  private static final Rule COPY = new Rule(ALL, ALL, NONE);
  private static final Rule REBUILT = new Rule(ALL, ALL, ALL);

  /** The README's table, per table of the schema. */
  static final Map<String, Rule> RULES =
      Map.ofEntries(
          Map.entry("payments", COPY),
          Map.entry("payment_json", COPY),
          Map.entry("payment_periods", COPY),
          Map.entry("transactions", REBUILT),
          Map.entry("subscriptions", COPY),
          Map.entry("payouts", COPY),
          Map.entry("customers", COPY),
          Map.entry("customer_lookups", COPY),
          Map.entry("banking_entities", COPY),
          Map.entry("payment_terms", REBUILT),
          Map.entry("payment_daily", REBUILT),
          Map.entry("payment_raw_answers", REBUILT),
          Map.entry("enrolled_methods", REBUILT),
          Map.entry(
              "operations",
              new Rule(
                  Set.of("support", "disputes", "finance", "manager"),
                  Set.of("support", "disputes", "finance", "manager", "approver", "sender"),
                  NONE)),
          Map.entry("audit_log", new Rule(ALL, NONE, NONE)),
          Map.entry("webhook_events", new Rule(Set.of("inbox"), Set.of("inbox"), NONE)),
          Map.entry("drafts", new Rule(PEOPLE, PEOPLE, PEOPLE)),
          Map.entry(
              "claims",
              new Rule(Set.of("disputes", "manager"), NONE, Set.of("disputes", "manager"))),
          Map.entry("store_settings", new Rule(Set.of("admin"), Set.of("admin"), NONE)),
          Map.entry(
              "payout_requests",
              new Rule(Set.of("finance"), Set.of("finance", "approver", "sender"), NONE)),
          Map.entry(
              "payout_approval_rules", new Rule(Set.of("admin"), Set.of("admin"), Set.of("admin"))),
          Map.entry("payout_approval_settings", new Rule(NONE, Set.of("admin"), NONE)),
          Map.entry("flyway_schema_history", new Rule(NONE, NONE, NONE)));

  /** The journal row each role may start (approver and sender start none: they send payouts). */
  private static final Map<String, String> OPERATION =
      Map.of(
          "support", "payment.refund",
          "disputes", "dispute.submit",
          "finance", "entity.create",
          "manager", "subscription.pause");

  /** Left out of a made-up payout request: what the database fills (and refuses), and batch_id. */
  private static final Set<String> COMPUTED_BY_THE_DATABASE =
      Set.of(
          "batch_id",
          "preparer",
          "prepared_at",
          "reasons",
          "state",
          "approver",
          "note",
          "rejection_reason",
          "decided_at",
          "sent_by",
          "sending_at",
          "finished_at",
          "payout_id",
          "expires_at");

  private static TeamStoreFixture team;
  private static final AtomicLong UNIQUE = new AtomicLong(1_000_000);

  @BeforeAll
  static void setUp() throws SQLException {
    team = TeamStoreFixture.start().withEveryRole().ownPassword("admin");
    try (Connection c = team.connectAsOwner()) {
      for (String table : tables(c)) {
        if (table.equals("payout_approval_settings")) {
          continue; // the team's one row, there from the migration
        }
        insert(c, table, "payout.create"); // one row each for the refused UPDATE and DELETE
      }
    }
  }

  @Test
  void everyTableHasARule() throws SQLException {
    try (Connection c = team.connectAsOwner()) {
      assertThat(tables(c))
          .as("each table of the schema needs a rule in RULES (and in db/team/06_grants.sql)")
          .containsExactlyInAnyOrderElementsOf(RULES.keySet());
    }
  }

  @Test
  void eachRoleMakesExactlyTheWritesItsRuleAllows() throws SQLException {
    List<String> wrong = new ArrayList<>();
    int tried = 0;
    List<String> tables;
    try (Connection c = team.connectAsOwner()) {
      tables = tables(c);
    }
    for (String role : TeamUsers.ROLES) {
      try (Connection c = team.connect(role)) {
        c.setAutoCommit(false);
        for (String table : tables) {
          Rule rule = RULES.getOrDefault(table, new Rule(NONE, NONE, NONE));
          for (Action action : Action.values()) {
            boolean may = rule.may(action).contains(role);
            String outcome = attempt(c, role, table, action, may);
            tried++;
            boolean succeeded = outcome == null;
            if (succeeded != may) {
              wrong.add(
                  role
                      + " "
                      + action
                      + " "
                      + table
                      + ": "
                      + (may ? "refused (" + outcome + ")" : "succeeded"));
            }
          }
        }
      }
    }
    System.out.printf(
        "Team store roles: %d writes tried (%d roles x %d tables x 4), %d wrong%n",
        tried, TeamUsers.ROLES.size(), tables.size(), wrong.size());
    assertThat(wrong).isEmpty();
  }

  /**
   * Tries one write in its own transaction (rolled back): null when it succeeded on one row, else
   * why not. A write the role may make is tried on a row it inserted itself (or, for sending a
   * payout, on one the owner drafted); one it must not, on every row.
   */
  private static String attempt(
      Connection c, String role, String table, Action action, boolean may) {
    try {
      String operation = OPERATION.getOrDefault(role, "payout.create");
      return switch (action) {
        case INSERT -> {
          insert(c, table, operation);
          yield null;
        }
        case UPDATE -> {
          String set = updateSet(c, table);
          if (!may) {
            execute(c, "UPDATE " + table + " SET " + set);
            yield null;
          }
          String where =
              RULES.get(table).insert().contains(role)
                  ? "ctid = '" + insert(c, table, operation) + "'::tid"
                  : switch (table) {
                    // a payout that needed no approval (the owner's), sent by approver or sender
                    case "payout_requests" -> "state = 'APPROVED'";
                    case "payout_approval_settings" -> "id = 1";
                    default -> "operation = 'payout.create' AND state = 'DRAFT'";
                  };
          yield oneRow(execute(c, "UPDATE " + table + " SET " + set + " WHERE " + where));
        }
        case DELETE -> {
          if (!may) {
            execute(c, "DELETE FROM " + table);
            yield null;
          }
          String ctid = insert(c, table, operation);
          yield oneRow(execute(c, "DELETE FROM " + table + " WHERE ctid = '" + ctid + "'::tid"));
        }
        case TRUNCATE -> {
          execute(c, "TRUNCATE " + table);
          yield null;
        }
      };
    } catch (SQLException e) {
      return e.getSQLState() + " " + e.getMessage().lines().findFirst().orElse("");
    } finally {
      try {
        c.rollback();
      } catch (SQLException e) {
        throw new IllegalStateException(e);
      }
    }
  }

  private static String oneRow(int n) {
    return n == 1 ? null : n + " rows";
  }

  private static int execute(Connection c, String sql) throws SQLException {
    try (Statement st = c.createStatement()) {
      return st.executeUpdate(sql);
    }
  }

  /** A change a role that may update makes: a journal row is sent, any other keeps a value. */
  private static String updateSet(Connection c, String table) throws SQLException {
    if (table.equals("operations")) {
      return "state = 'SENDING', attempts = attempts + 1";
    }
    if (table.equals("payout_requests")) {
      return "state = 'SENDING'"; // claimed for sending (10_four_eyes.sql checks who)
    }
    List<String[]> cols = columns(c, table);
    String col = cols.get(cols.size() - 1)[0];
    return col + " = " + col;
  }

  /** Inserts a made-up row (each column a value of its type); answers its ctid. */
  private static String insert(Connection c, String table, String operation) throws SQLException {
    List<String> names = new ArrayList<>();
    List<String> values = new ArrayList<>();
    for (String[] col : columns(c, table)) {
      String name = col[0];
      String value = value(table, name, col[1], col[2], operation);
      if (value != null) {
        names.add(name);
        values.add(value);
      }
    }
    String sql =
        "INSERT INTO "
            + table
            + " ("
            + String.join(", ", names)
            + ") VALUES ("
            + String.join(", ", values)
            + ") RETURNING ctid";
    try (Statement st = c.createStatement();
        ResultSet rs = st.executeQuery(sql)) {
      rs.next();
      return rs.getString(1);
    }
  }

  private static String value(
      String table, String column, String type, String maxLength, String operation) {
    long n = UNIQUE.incrementAndGet();
    if (table.equals("payout_requests") && COMPUTED_BY_THE_DATABASE.contains(column)) {
      return null; // 10_four_eyes.sql refuses a row that names them
    }
    if (table.equals("operations")) {
      switch (column) {
        case "operation":
          return "'" + operation + "'";
        case "key_kind":
          return operation.equals("payout.create") ? "'PAYOUT_REFERENCE'" : "'IDEMPOTENCY_KEY'";
        case "state":
          return "'DRAFT'";
        default:
          break;
      }
    }
    return switch (type) {
      case "character varying", "text", "name" -> {
        String s = "v" + n;
        int max = maxLength == null ? s.length() : Integer.parseInt(maxLength);
        yield "'" + s.substring(Math.max(0, s.length() - max)) + "'";
      }
      case "bigint", "integer", "smallint" -> Long.toString(n % 30_000);
      case "numeric" -> "1";
      case "boolean" -> "false";
      case "timestamp with time zone", "timestamp without time zone" -> "now()";
      case "date" -> "current_date";
      case "bytea" -> "'\\x00'::bytea";
      default -> null;
    };
  }

  /** Name, data type and length limit of each column a row needs (identity columns left out). */
  private static List<String[]> columns(Connection c, String table) throws SQLException {
    Map<String, String[]> out = new LinkedHashMap<>();
    try (PreparedStatement ps =
        c.prepareStatement(
            "SELECT column_name, data_type, character_maximum_length"
                + " FROM information_schema.columns WHERE table_schema = 'public'"
                + " AND table_name = ? AND is_identity = 'NO' ORDER BY ordinal_position")) {
      ps.setString(1, table);
      try (ResultSet rs = ps.executeQuery()) {
        while (rs.next()) {
          out.put(
              rs.getString(1), new String[] {rs.getString(1), rs.getString(2), rs.getString(3)});
        }
      }
    }
    return new ArrayList<>(out.values());
  }

  /** Every table of the store's schema, as the database lists them. */
  static List<String> tables(Connection c) throws SQLException {
    Set<String> out = new TreeSet<>();
    try (Statement st = c.createStatement();
        ResultSet rs =
            st.executeQuery(
                "SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace"
                    + " WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')")) {
      while (rs.next()) {
        out.add(rs.getString(1));
      }
    }
    return new ArrayList<>(out);
  }
}
