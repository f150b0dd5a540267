package io.paydesk;

import io.paydesk.ops.EnvironmentSecrets;
import io.paydesk.store.AuditVerification;
import io.paydesk.store.StoreException;
import io.paydesk.store.TeamSetup;
import io.paydesk.store.TeamUsers;
import java.io.BufferedReader;
import java.io.Console;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code paydesk team}: sets up a team store on PostgreSQL and manages its people. The login comes
 * from PAYDESK_DB_USER and PAYDESK_DB_PASSWORD (or PAYDESK_DB_PASSWORD_FILE), else is asked at a
 * terminal; never from an option. What each role may do is the database's rule (store.TeamSetup).
 */
@Command(
    name = "team",
    mixinStandardHelpOptions = true,
    description = {
      "A team store on PostgreSQL 15 or later: set it up, bring it up to date, manage its people.",
      "The login is PAYDESK_DB_USER with PAYDESK_DB_PASSWORD (or PAYDESK_DB_PASSWORD_FILE, naming"
          + " a file that holds it), else asked at the terminal. init and migrate take the"
          + " database owner's login; the others a person's (add-user, roles, disable, list,"
          + " pending and confirm: an admin's).",
      "Exit status: 0 done (or nothing to do), 1 refused by the store, 2 usage or no login."
    },
    subcommands = {
      TeamCommand.Init.class,
      TeamCommand.Migrate.class,
      TeamCommand.AddUser.class,
      TeamCommand.Roles.class,
      TeamCommand.Disable.class,
      TeamCommand.ListPeople.class,
      TeamCommand.Pending.class,
      TeamCommand.Confirm.class,
      TeamCommand.Passwd.class,
      TeamCommand.CheckAudit.class
    })
public final class TeamCommand implements Runnable {
  @Spec CommandSpec spec;

  /** The environment the login comes from (tests give their own). */
  final Map<String, String> environment;

  /** Where a new password is read from when it is not a terminal. */
  final InputStream in;

  /** The terminal, or null (tests, pipes). */
  final Console console;

  public TeamCommand() {
    this(System.getenv(), System.in, System.console());
  }

  TeamCommand(Map<String, String> environment, InputStream in, Console console) {
    this.environment = environment;
    this.in = in;
    this.console = console;
  }

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  /** No login in the environment and no terminal to ask at. */
  static final class NoLogin extends RuntimeException {
    private static final long serialVersionUID = 1L;

    NoLogin(String message) {
      super(message);
    }
  }

  /** user and password, from the environment or the terminal. */
  String[] login() {
    EnvironmentSecrets env = new EnvironmentSecrets(environment);
    String user = env.get(HeadlessStore.ENV_DB_USER);
    String password = env.get(HeadlessStore.ENV_DB_PASSWORD);
    if (user == null && console != null) {
      user = console.readLine("User: ");
    }
    if (password == null && console != null && user != null) {
      char[] typed = console.readPassword("Password for %s: ", user);
      password = typed == null ? null : new String(typed);
    }
    if (user == null || user.isBlank() || password == null) {
      throw new NoLogin(
          "No login: set PAYDESK_DB_USER and PAYDESK_DB_PASSWORD (or PAYDESK_DB_PASSWORD_FILE),"
              + " or run at a terminal to be asked.");
    }
    return new String[] {user.strip(), password};
  }

  /** The common frame of every subcommand: login, work, the store's refusal in words. */
  abstract static class Step implements Callable<Integer> {
    @Spec CommandSpec spec;
    @ParentCommand TeamCommand team;

    @Option(
        names = "--url",
        required = true,
        paramLabel = "JDBC_URL",
        description =
            "The team store, e.g. jdbc:postgresql://db.example.com/paydesk?sslmode=verify-full"
                + " (TLS is required off this machine). No password in it.")
    String url;

    abstract void run(String user, String password, PrintWriter out);

    @Override
    public Integer call() {
      PrintWriter out = spec.commandLine().getOut();
      PrintWriter err = spec.commandLine().getErr();
      try {
        String[] login = team.login();
        run(login[0], login[1], out);
        return 0;
      } catch (NoLogin | EnvironmentSecrets.UnreadableSecret | IllegalArgumentException e) {
        err.println(e.getMessage());
        return 2;
      } catch (StoreException e) {
        err.println(e.getMessage());
        return 1;
      } finally {
        out.flush();
        err.flush();
      }
    }
  }

  @Command(
      name = "init",
      mixinStandardHelpOptions = true,
      description = {
        "Makes a PostgreSQL database a team store, with the database owner's login: the store's"
            + " tables, then the group roles (paydesk_support, paydesk_disputes, paydesk_finance,"
            + " paydesk_approver, paydesk_manager, paydesk_admin, paydesk_inbox,"
            + " paydesk_sender), their grants, triggers and functions, and the first admin.",
        "Prints the first admin's generated password once; it must be changed at first sign-in"
            + " (team passwd).",
        "Refuses PostgreSQL older than 15 and a database not C-collated, with the reason. Run"
            + " again, it changes nothing and says so."
      })
  static final class Init extends Step {
    @Option(
        names = "--admin",
        required = true,
        paramLabel = "NAME",
        description = "The first admin's login name (lower case, digits, _ or .).")
    String admin;

    @Override
    void run(String user, String password, PrintWriter out) {
      TeamSetup.Init done = TeamSetup.init(url, user, password, admin);
      out.println(done.message());
      if (done.changed()) {
        out.println(
            "First password of "
                + done.admin()
                + " (shown only now; it must be changed at first sign-in with `team passwd`): "
                + new String(done.firstPassword()));
        Arrays.fill(done.firstPassword(), '\0');
      }
    }
  }

  @Command(
      name = "migrate",
      mixinStandardHelpOptions = true,
      description =
          "Brings a team store to this version's tables and rules, with the database owner's"
              + " login. People's logins cannot change the schema.")
  static final class Migrate extends Step {
    @Override
    void run(String user, String password, PrintWriter out) {
      out.println(TeamSetup.migrate(url, user, password));
    }
  }

  /** The --role option of add-user and roles. */
  static final class RoleList {
    @Option(
        names = "--role",
        required = true,
        arity = "1..*",
        split = ",",
        paramLabel = "ROLE",
        description =
            "support, disputes, finance, approver, manager or admin (or inbox, sender: the event"
                + " inbox's and the payout sender's logins); repeat or separate with commas. An"
                + " admin cannot also be finance or approver.")
    List<String> roles;
  }

  @Command(
      name = "add-user",
      mixinStandardHelpOptions = true,
      description = {
        "Adds a person with their roles and a generated first password (printed once; it must"
            + " be changed at first sign-in). An admin's login.",
        "With two admins or more the change waits until another admin confirms it (team confirm)."
      })
  static final class AddUser extends Step {
    @Parameters(paramLabel = "NAME", description = "The new login name.")
    String name;

    @picocli.CommandLine.Mixin RoleList roles = new RoleList();

    @Override
    void run(String user, String password, PrintWriter out) {
      TeamUsers.Change change = new TeamUsers(url, user, password).add(name, roles.roles);
      out.println(
          change.pending()
              ? "Change " + change.id() + " waits for another admin: team confirm " + change.id()
              : "Added " + name + " (" + String.join(", ", roles.roles) + ").");
      out.println(
          "First password of "
              + name
              + " (shown only now; it must be changed at first sign-in with `team passwd`): "
              + new String(change.generatedPassword()));
      Arrays.fill(change.generatedPassword(), '\0');
    }
  }

  @Command(
      name = "roles",
      mixinStandardHelpOptions = true,
      description =
          "Gives a person exactly these roles. An admin's login; with two admins or more, another"
              + " admin confirms it.")
  static final class Roles extends Step {
    @Parameters(paramLabel = "NAME")
    String name;

    @picocli.CommandLine.Mixin RoleList roles = new RoleList();

    @Override
    void run(String user, String password, PrintWriter out) {
      TeamUsers.Change change = new TeamUsers(url, user, password).setRoles(name, roles.roles);
      out.println(
          change.pending()
              ? "Change " + change.id() + " waits for another admin: team confirm " + change.id()
              : name + " now holds: " + String.join(", ", roles.roles) + ".");
    }
  }

  @Command(
      name = "disable",
      mixinStandardHelpOptions = true,
      description =
          "A person can no longer sign in and their open sessions are ended; their history stays."
              + " An admin's login; with two admins or more, another admin confirms it.")
  static final class Disable extends Step {
    @Parameters(paramLabel = "NAME")
    String name;

    @Override
    void run(String user, String password, PrintWriter out) {
      TeamUsers.Change change = new TeamUsers(url, user, password).disable(name);
      out.println(
          change.pending()
              ? "Change " + change.id() + " waits for another admin: team confirm " + change.id()
              : name + " can no longer sign in; their open sessions were ended.");
    }
  }

  @Command(
      name = "list",
      mixinStandardHelpOptions = true,
      description =
          "The team's people, their roles and whether they can sign in. An admin's login.")
  static final class ListPeople extends Step {
    @Override
    void run(String user, String password, PrintWriter out) {
      out.printf("%-30s %-32s %-9s %s%n", "NAME", "ROLES", "SIGN-IN", "PASSWORD");
      for (TeamUsers.Person p : new TeamUsers(url, user, password).list()) {
        out.printf(
            "%-30s %-32s %-9s %s%n",
            p.name(),
            String.join(",", p.roles()),
            p.canSignIn() ? "yes" : "disabled",
            p.mustChangePassword() ? "must change" : "set");
      }
    }
  }

  @Command(
      name = "pending",
      mixinStandardHelpOptions = true,
      description = "Changes of users or roles waiting for a second admin. An admin's login.")
  static final class Pending extends Step {
    @Override
    void run(String user, String password, PrintWriter out) {
      List<TeamUsers.Pending> all = new TeamUsers(url, user, password).pending();
      if (all.isEmpty()) {
        out.println("No change is waiting.");
      }
      for (TeamUsers.Pending p : all) {
        out.println(
            p.id()
                + ": "
                + p.kind()
                + " "
                + p.person()
                + (p.roles().isEmpty() ? "" : " (" + String.join(", ", p.roles()) + ")")
                + ", proposed by "
                + p.proposedBy()
                + " at "
                + p.at());
      }
    }
  }

  @Command(
      name = "confirm",
      mixinStandardHelpOptions = true,
      description =
          "Confirms another admin's pending change (team pending lists them); it takes effect"
              + " now. The admin who proposed it cannot confirm it.")
  static final class Confirm extends Step {
    @Parameters(paramLabel = "ID")
    long id;

    @Override
    void run(String user, String password, PrintWriter out) {
      new TeamUsers(url, user, password).confirm(id);
      out.println("Change " + id + " is confirmed and in effect.");
    }
  }

  @Command(
      name = "check-audit",
      mixinStandardHelpOptions = true,
      description = {
        "Checks the audit log's hash chain from its first row (any person's login), as after a"
            + " restore drill.",
        "Exit status 1 when a row was changed, removed or does not link to the one before."
      })
  static final class CheckAudit extends Step {
    @Override
    void run(String user, String password, PrintWriter out) {
      AuditVerification v = TeamSetup.checkAudit(url, user, password);
      if (!v.intact()) {
        throw new StoreException("The audit log was tampered with: " + v.problem());
      }
      out.println("The audit log is intact: " + v.rowsChecked() + " rows check out.");
    }
  }

  @Command(
      name = "passwd",
      mixinStandardHelpOptions = true,
      description = {
        "Changes your own password (the login's). The new one is typed twice at a terminal, or"
            + " read from standard input (its first line) when that is not a terminal.",
        "It reaches the server as a SCRAM-SHA-256 verifier, never in clear. At least 12"
            + " characters."
      })
  static final class Passwd extends Step {
    @Override
    void run(String user, String password, PrintWriter out) {
      char[] fresh = newPassword();
      try {
        new TeamUsers(url, user, password).changePassword(fresh);
      } finally {
        Arrays.fill(fresh, '\0');
      }
      out.println("The password of " + user + " is changed.");
    }

    private char[] newPassword() {
      char[] fresh;
      if (team.console != null) {
        fresh = team.console.readPassword("New password: ");
        char[] again = team.console.readPassword("Again: ");
        if (fresh == null || !Arrays.equals(fresh, again)) {
          throw new IllegalArgumentException("The two passwords differ: nothing changed.");
        }
      } else {
        try {
          String line =
              new BufferedReader(new InputStreamReader(team.in, StandardCharsets.UTF_8)).readLine();
          fresh = line == null ? new char[0] : line.toCharArray();
        } catch (IOException e) {
          throw new IllegalArgumentException("Could not read the new password: " + e.getMessage());
        }
      }
      if (fresh.length < 12) {
        throw new IllegalArgumentException("A password has at least 12 characters.");
      }
      return fresh;
    }
  }
}
