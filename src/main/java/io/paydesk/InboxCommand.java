package io.paydesk;

import io.paydesk.api.PaydeskClient;
import io.paydesk.inbox.InboxServer;
import io.paydesk.inbox.InboxSettings;
import io.paydesk.ops.ConnectionSettings;
import io.paydesk.ops.Connector;
import io.paydesk.ops.EnvironmentSecrets;
import io.paydesk.ops.EventApplier;
import io.paydesk.ops.EventWorker;
import io.paydesk.store.Store;
import java.io.PrintWriter;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code paydesk inbox}: receives the service's events (webhooks) into a store. */
@Command(
    name = "inbox",
    mixinStandardHelpOptions = true,
    description = {
      "Receives the service's events (webhooks) into a store and applies them: payments,",
      "payouts, subscriptions and enrolled methods are read again from the service.",
      "Secrets come from the environment (each also as NAME_FILE, naming a file that holds it):",
      "PAYDESK_WEBHOOK_SECRET (and PAYDESK_WEBHOOK_SECRET_PREVIOUS while rotating it),",
      "PAYDESK_WEBHOOK_API_KEY / PAYDESK_WEBHOOK_API_SECRET (optional static headers),",
      "PAYDESK_BASE_URL, PAYDESK_PUBLIC_API_KEY, PAYDESK_PRIVATE_SECRET_KEY, PAYDESK_ACCOUNT_ID",
      "(the service's keys), PAYDESK_STORE_PASSPHRASE (an H2 store's key), PAYDESK_DB_USER /",
      "PAYDESK_DB_PASSWORD (a PostgreSQL store's login). Put it behind an HTTPS reverse proxy.",
      "Stops on SIGTERM after the deliveries in flight (within 10 s)."
    },
    subcommands = {InboxCommand.Replay.class})
public final class InboxCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  // --store and --port are checked in call(), not by the parser: it would ask them of `replay` too.
  @Option(
      names = "--store",
      paramLabel = "STORE",
      description = "An H2 store file (created encrypted when missing) or a PostgreSQL JDBC URL.")
  String store;

  @Option(names = "--port", paramLabel = "PORT", description = "Port to listen on.")
  Integer port;

  @Option(
      names = "--bind",
      paramLabel = "ADDRESS",
      defaultValue = InboxSettings.DEFAULT_BIND,
      description = "Address to listen on (default: ${DEFAULT-VALUE}).")
  String bind;

  @Option(
      names = "--path",
      paramLabel = "PATH",
      defaultValue = InboxSettings.DEFAULT_PATH,
      description = "Path the service posts to (default: ${DEFAULT-VALUE}).")
  String path;

  @Option(
      names = "--no-signature",
      description = "Accept events without an HMAC signature (only on a loopback address).")
  boolean noSignature;

  @Option(
      names = "--quiet-hours",
      paramLabel = "HOURS",
      defaultValue = "6",
      description =
          "/health says so when no event arrived for this long (default: ${DEFAULT-VALUE}).")
  int quietHours;

  @Option(
      names = "--retention-days",
      paramLabel = "DAYS",
      defaultValue = "30",
      description = "Raw bodies are dropped after this many days (default: ${DEFAULT-VALUE}).")
  int retentionDays;

  /** The environment the secrets come from (tests give their own). */
  Map<String, String> environment = System.getenv();

  static final String ENV_SECRET = "PAYDESK_WEBHOOK_SECRET";
  static final String ENV_PREVIOUS = "PAYDESK_WEBHOOK_SECRET_PREVIOUS";
  static final String ENV_API_KEY = "PAYDESK_WEBHOOK_API_KEY";
  static final String ENV_API_SECRET = "PAYDESK_WEBHOOK_API_SECRET";

  @Override
  public Integer call() {
    PrintWriter err = spec.commandLine().getErr();
    if (store == null || port == null) {
      err.println("Missing required options: --store and --port.");
      spec.commandLine().usage(err);
      err.flush();
      return 2;
    }
    EnvironmentSecrets env = new EnvironmentSecrets(environment);
    InboxSettings settings;
    ConnectionSettings service;
    try {
      service = service(env);
      settings =
          new InboxSettings(
              bind,
              port,
              path,
              env.get(ENV_SECRET),
              env.get(ENV_PREVIOUS),
              env.get(ENV_API_KEY),
              env.get(ENV_API_SECRET),
              service.accountId(),
              noSignature,
              Duration.ofHours(quietHours),
              Duration.ofDays(retentionDays));
    } catch (IllegalArgumentException | EnvironmentSecrets.UnreadableSecret e) {
      err.println(e.getMessage());
      err.flush();
      return 2;
    }
    if (settings.problem() != null) {
      err.println(settings.problem());
      err.flush();
      return 2;
    }
    Store s;
    try {
      s = HeadlessStore.open(store, env, "inbox");
    } catch (RuntimeException e) {
      err.println("Cannot open the store " + store + ": " + e.getMessage());
      err.flush();
      return 2;
    }
    PaydeskClient client = Connector.liveClient(service);
    InboxServer inbox;
    try {
      inbox =
          InboxServer.start(
              settings, s, new EventApplier(client, s, Clock.systemUTC()), Clock.systemUTC());
    } catch (Exception e) {
      client.close();
      s.close();
      err.println(e.getMessage());
      err.flush();
      return 2;
    }
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(
                () -> {
                  inbox.close();
                  client.close();
                  s.close();
                  stopped.countDown();
                },
                "paydesk-inbox-stop"));
    try {
      stopped.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return 0;
  }

  /** The service's keys from the environment (each also as _FILE); all four are needed. */
  static ConnectionSettings service(EnvironmentSecrets env) {
    String url = env.get(ConnectionSettings.ENV_BASE_URL);
    String account = env.get(ConnectionSettings.ENV_ACCOUNT_ID);
    String pub = env.get(ConnectionSettings.ENV_PUBLIC_API_KEY);
    String secret = env.get(ConnectionSettings.ENV_PRIVATE_SECRET_KEY);
    if (url == null || account == null || pub == null || secret == null) {
      throw new IllegalArgumentException(
          "The inbox reads events' resources again from the service: set PAYDESK_BASE_URL,"
              + " PAYDESK_ACCOUNT_ID, PAYDESK_PUBLIC_API_KEY and PAYDESK_PRIVATE_SECRET_KEY.");
    }
    return ConnectionSettings.live(url, account, pub, secret);
  }

  /** {@code paydesk inbox replay}: applies stored events again. */
  @Command(
      name = "replay",
      mixinStandardHelpOptions = true,
      description = {
        "Applies again the stored events received since DATE (an ISO date, UTC, on the time",
        "received), of one type_event when --type is given, whose raw body is still kept.",
        "The service's keys come from the environment, as for the inbox."
      })
  static final class Replay implements Callable<Integer> {
    @Spec CommandSpec spec;

    @Option(names = "--store", required = true, paramLabel = "STORE", description = "As for inbox.")
    String store;

    @Option(
        names = "--since",
        required = true,
        paramLabel = "DATE",
        description = "e.g. 2026-11-01")
    String since;

    @Option(
        names = "--type",
        paramLabel = "TYPE",
        description = "A type_event, e.g. payment.chargeback.")
    String type;

    @Override
    public Integer call() {
      PrintWriter out = spec.commandLine().getOut();
      PrintWriter err = spec.commandLine().getErr();
      Instant from;
      try {
        from = LocalDate.parse(since).atStartOfDay(ZoneOffset.UTC).toInstant();
      } catch (DateTimeParseException e) {
        err.println("--since takes an ISO date, e.g. 2026-11-01.");
        err.flush();
        return 2;
      }
      EnvironmentSecrets env = new EnvironmentSecrets(System.getenv());
      ConnectionSettings service;
      try {
        service = service(env);
      } catch (IllegalArgumentException | EnvironmentSecrets.UnreadableSecret e) {
        err.println(e.getMessage());
        err.flush();
        return 2;
      }
      try (Store s = HeadlessStore.open(store, env, "inbox");
          PaydeskClient client = Connector.liveClient(service)) {
        Clock clock = Clock.systemUTC();
        int queued = s.events().requeue(from, type, clock.instant());
        int applied = EventWorker.drain(s, new EventApplier(client, s, clock), clock);
        Map<String, Long> states = s.events().countByState();
        out.println("Events replayed: " + queued + "; attempts made: " + applied + ".");
        out.println("Events by state: " + states + ".");
        out.flush();
        return 0;
      } catch (RuntimeException e) {
        err.println("Cannot replay: " + e.getMessage());
        err.flush();
        return 2;
      }
    }
  }
}
