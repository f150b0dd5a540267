package io.paydesk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.paydesk.store.TeamUsers;
import io.paydesk.store.TestTeamDatabase;
import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * {@code paydesk team}: the commands as an owner and an admin run them, logins from the
 * environment.
 */
class TeamCommandTest {
  private static final Pattern PASSWORD =
      Pattern.compile("first sign-in with `team passwd`\\): (\\S+)");

  record Run(int status, String out, String err) {}

  private static Run run(Map<String, String> env, String stdin, String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    CommandLine cli =
        new CommandLine(
            new TeamCommand(
                env, new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)), null));
    cli.setOut(new PrintWriter(out));
    cli.setErr(new PrintWriter(err));
    int status = cli.execute(args);
    return new Run(status, out.toString(), err.toString());
  }

  private static Map<String, String> login(String user, String password) {
    return Map.of("PAYDESK_DB_USER", user, "PAYDESK_DB_PASSWORD", password);
  }

  @Test
  void everyCommandHasHelp() {
    Run top = run(Map.of(), "", "--help");
    assertThat(top.status()).isZero();
    for (String sub :
        new String[] {
          "init",
          "migrate",
          "add-user",
          "roles",
          "disable",
          "list",
          "pending",
          "confirm",
          "passwd",
          "check-audit"
        }) {
      assertThat(top.out()).contains(sub);
      Run help = run(Map.of(), "", sub, "--help");
      assertThat(help.status()).as(sub).isZero();
      assertThat(help.out()).as(sub).contains("Usage: team " + sub);
    }
  }

  @Test
  void withoutALoginNothingIsTried() {
    Run r = run(Map.of(), "", "list", "--url", "jdbc:postgresql://127.0.0.1:1/x");
    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err()).contains("PAYDESK_DB_USER");
  }

  @Test
  void initTwiceThenAddAUserWhoSetsTheirPasswordFromStandardInput() {
    String[] db = TestTeamDatabase.create("C");
    assumeTrue(db != null, () -> "Skipping: " + TestTeamDatabase.whyUnavailable());
    String url = db[0];
    String admin = "cli_admin_" + Long.toString(System.nanoTime(), 36);
    Map<String, String> owner = login(db[1], db[2]);

    Run first = run(owner, "", "init", "--url", url, "--admin", admin);
    assertThat(first.status()).as(first.err()).isZero();
    Matcher m = PASSWORD.matcher(first.out());
    assertThat(m.find()).as(first.out()).isTrue();
    String adminPassword = m.group(1);

    Run second = run(owner, "", "init", "--url", url, "--admin", admin);
    assertThat(second.status()).isZero();
    assertThat(second.out()).contains("nothing changed").doesNotContain("First password");

    String agent = admin + "_agent";
    Run added =
        run(
            login(admin, adminPassword),
            "",
            "add-user",
            agent,
            "--role",
            "support,disputes",
            "--url",
            url);
    assertThat(added.status()).as(added.err()).isZero();
    Matcher p = PASSWORD.matcher(added.out());
    assertThat(p.find()).isTrue();

    Run passwd = run(login(agent, p.group(1)), "a new long password\n", "passwd", "--url", url);
    assertThat(passwd.status()).as(passwd.err()).isZero();
    assertThat(new TeamUsers(url, agent, "a new long password").me().mustChangePassword())
        .isFalse();

    Run list = run(login(admin, adminPassword), "", "list", "--url", url);
    assertThat(list.out()).contains(agent).contains("disputes,support").contains(admin);

    Run both =
        run(
            login(admin, adminPassword),
            "",
            "roles",
            agent,
            "--role",
            "admin",
            "--role",
            "finance",
            "--url",
            url);
    assertThat(both.status()).isEqualTo(1);
    assertThat(both.err()).contains("An admin cannot also be finance or approver");

    Run audit = run(login(admin, adminPassword), "", "check-audit", "--url", url);
    assertThat(audit.status()).as(audit.err()).isZero();
    assertThat(audit.out()).contains("intact");

    Run disabled = run(login(admin, adminPassword), "", "disable", agent, "--url", url);
    assertThat(disabled.status()).isZero();
    Run refused =
        run(login(agent, "a new long password"), "another long password\n", "passwd", "--url", url);
    assertThat(refused.status()).isEqualTo(1);
    assertThat(refused.err()).contains("disabled");
  }

  @Test
  void aDatabaseNotCollatedCIsRefusedWithTheReason() {
    String[] db = TestTeamDatabase.create("C.UTF-8");
    assumeTrue(db != null, () -> "Skipping: " + TestTeamDatabase.whyUnavailable());
    Run r = run(login(db[1], db[2]), "", "init", "--url", db[0], "--admin", "someone");
    assertThat(r.status()).isEqualTo(1);
    assertThat(r.err()).contains("collated C.UTF-8").contains("needs C");
  }
}
