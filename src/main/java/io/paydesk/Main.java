package io.paydesk;

import io.paydesk.ops.AppPaths;
import io.paydesk.sandbox.SandboxCommand;
import io.paydesk.ui.PaydeskApp;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import javafx.application.Application;
import org.slf4j.LoggerFactory;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The one entry point: no subcommand opens the console; subcommands run headless tools. */
@Command(
    name = "paydesk",
    mixinStandardHelpOptions = true,
    versionProvider = Main.Version.class,
    description = {
      "Back-office console for payments, disputes, payouts and subscriptions.",
      "With no command it opens the console: on the embedded sandbox with demo data,",
      "or live when PAYDESK_BASE_URL, PAYDESK_ACCOUNT_ID, PAYDESK_PUBLIC_API_KEY and",
      "PAYDESK_PRIVATE_SECRET_KEY are all set."
    },
    subcommands = {
      SandboxCommand.class,
      EvidenceCommand.class,
      PayoutsCommand.class,
      InboxCommand.class,
      ExportCommand.class,
      TeamCommand.class,
      CommandLine.HelpCommand.class
    })
public final class Main implements Runnable {

  public static void main(String[] args) {
    if (args.length == 0) {
      new Main().run(); // the console: nothing to parse, so no time spent on the command line
      System.exit(0);
    }
    // Standard output in UTF-8 whatever the locale (an export piped from a C-locale shell keeps
    // its accents).
    PrintWriter out =
        new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
    System.exit(commandLine().setOut(out).execute(args));
  }

  static CommandLine commandLine() {
    return new CommandLine(new Main());
  }

  /** The pom's version, filled into io/paydesk/version.properties by the build. */
  static final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() throws IOException {
      Properties p = new Properties();
      try (InputStream in = Main.class.getResourceAsStream("version.properties")) {
        if (in != null) {
          p.load(in);
        }
      }
      return new String[] {"Paydesk " + p.getProperty("version", "(unknown version)")};
    }
  }

  @Override
  public void run() {
    SandboxWiring.install();
    InboxWiring.install();
    // JavaFX copies its native libraries out of its jars to a cache: the platform's, not one under
    // the account's home (user.home).
    if (System.getProperty("javafx.cachedir") == null) {
      System.setProperty(
          "javafx.cachedir", AppPaths.ofThisComputer().cacheFolder().resolve("openjfx").toString());
    }
    // Logging starts (reads its configuration) while JavaFX starts its toolkit, not on the FX
    // thread.
    Thread logging = new Thread(LoggerFactory::getILoggerFactory, "paydesk-logging-start");
    logging.setDaemon(true);
    logging.start();
    Application.launch(PaydeskApp.class);
  }
}
