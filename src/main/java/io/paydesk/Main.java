package io.paydesk;

import io.paydesk.sandbox.SandboxCommand;
import io.paydesk.ui.PaydeskApp;
import javafx.application.Application;
import org.slf4j.LoggerFactory;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The one entry point: no subcommand opens the console; subcommands run headless tools. */
@Command(
    name = "paydesk",
    mixinStandardHelpOptions = true,
    version = "Paydesk 0.1.0",
    description = {
      "Back-office console for payments, disputes, payouts and subscriptions.",
      "With no command it opens the console: on the embedded sandbox with demo data,",
      "or live when PAYDESK_BASE_URL, PAYDESK_ACCOUNT_ID, PAYDESK_PUBLIC_API_KEY and",
      "PAYDESK_PRIVATE_SECRET_KEY are all set."
    },
    subcommands = {SandboxCommand.class, CommandLine.HelpCommand.class})
public final class Main implements Runnable {

  public static void main(String[] args) {
    if (args.length == 0) {
      new Main().run(); // the console: nothing to parse, so no time spent on the command line
      System.exit(0);
    }
    System.exit(commandLine().execute(args));
  }

  static CommandLine commandLine() {
    return new CommandLine(new Main()).addSubcommand(new PayoutsCommand());
  }

  @Override
  public void run() {
    SandboxWiring.install();
    // Logging starts (reads its configuration) while JavaFX starts its toolkit, not on the FX
    // thread.
    Thread logging = new Thread(LoggerFactory::getILoggerFactory, "paydesk-logging-start");
    logging.setDaemon(true);
    logging.start();
    Application.launch(PaydeskApp.class);
  }
}
