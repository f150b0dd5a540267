package io.paydesk.sandbox;

import ch.qos.logback.classic.Level;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.slf4j.LoggerFactory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code paydesk sandbox}: runs the sandbox standalone until interrupted. */
@Command(
    name = "sandbox",
    mixinStandardHelpOptions = true,
    description = "Runs the stateful local simulator of the payments service on 127.0.0.1.")
public final class SandboxCommand implements Callable<Integer> {
  @Option(
      names = "--port",
      description = "Port on 127.0.0.1 (0 picks a free one). Default: ${DEFAULT-VALUE}")
  int port = 8090;

  @Option(
      names = "--public-api-key",
      description = "Accepted public-api-key. Default: ${DEFAULT-VALUE}")
  String publicApiKey = Sandbox.DEFAULT_PUBLIC_API_KEY;

  @Option(
      names = "--private-secret-key",
      description = "Accepted private-secret-key (default: the documented demo key).")
  String privateSecretKey = Sandbox.DEFAULT_PRIVATE_SECRET_KEY;

  @Option(names = "--seed", description = "Seed of the demo data. Default: ${DEFAULT-VALUE}")
  long seed = SandboxOptions.DEFAULT_SEED;

  @Option(
      names = "--demo-payments",
      description = "Number of demo payments. Default: ${DEFAULT-VALUE}")
  int demoPayments = SandboxOptions.DEFAULT_DEMO_PAYMENTS;

  @Option(
      names = "--persist",
      paramLabel = "FILE",
      description = "Keep state in this H2 file (without .mv.db).")
  Path persist;

  @Option(
      names = "--webhook-url",
      paramLabel = "URL",
      description =
          "Post every event (webhooks, envelope version 2) to URL, signed with the secret in "
              + WEBHOOK_SECRET_ENV
              + " (or in the file named by "
              + WEBHOOK_SECRET_ENV
              + "_FILE).")
  String webhookUrl;

  @Option(
      names = "--verbose",
      description = "Log one line per request (method, path, status, time in ms).")
  boolean verbose;

  /** The HMAC secret of --webhook-url: never a command-line option. */
  static final String WEBHOOK_SECRET_ENV = "PAYDESK_SANDBOX_WEBHOOK_SECRET";

  private final PrintStream out;
  private final CountDownLatch stop;
  private final Map<String, String> env;

  public SandboxCommand() {
    this(System.out, null, System.getenv());
  }

  SandboxCommand(PrintStream out, CountDownLatch stop) {
    this(out, stop, System.getenv());
  }

  SandboxCommand(PrintStream out, CountDownLatch stop, Map<String, String> env) {
    this.out = out;
    this.stop = stop;
    this.env = env;
  }

  /** The webhook secret from the environment (or the file it names), or null when unset. */
  String webhookSecret() throws IOException {
    String v = env.get(WEBHOOK_SECRET_ENV);
    if (v != null && !v.isEmpty()) {
      return v;
    }
    String file = env.get(WEBHOOK_SECRET_ENV + "_FILE");
    if (file == null || file.isEmpty()) {
      return null;
    }
    String s = Files.readString(Path.of(file), StandardCharsets.UTF_8).strip();
    return s.isEmpty() ? null : s;
  }

  /** Runs the sandbox without the console's launcher. */
  public static void main(String[] args) {
    System.exit(new picocli.CommandLine(new SandboxCommand()).execute(args));
  }

  /** Shows the request logger's DEBUG lines (logback; left alone under another SLF4J binding). */
  static void logRequests() {
    if (LoggerFactory.getLogger(SandboxHttp.REQUEST_LOGGER)
        instanceof ch.qos.logback.classic.Logger l) {
      l.setLevel(Level.DEBUG);
    }
  }

  SandboxOptions options() {
    return new SandboxOptions(port, publicApiKey, privateSecretKey, seed, demoPayments, persist);
  }

  @Override
  public Integer call() throws Exception {
    if (verbose) {
      logRequests();
    }
    String webhookSecret = null;
    if (webhookUrl != null) {
      try {
        Webhooks.Settings.url(webhookUrl);
      } catch (ApiException e) {
        System.err.println("--webhook-url: must be an absolute http or https address");
        return 2;
      }
      webhookSecret = webhookSecret();
    }
    Sandbox sandbox = Sandbox.start(options());
    if (webhookUrl != null) {
      sandbox.deliverWebhooks(webhookUrl, webhookSecret, 0, 0, 0);
    }
    Thread hook = new Thread(sandbox::close, "sandbox-shutdown");
    Runtime.getRuntime().addShutdownHook(hook);
    out.println("Sandbox listening on " + sandbox.baseUrl());
    out.println("  account_id:         " + sandbox.accountId());
    out.println("  public-api-key:     " + publicApiKey);
    out.println(
        "  private-secret-key: "
            + (Sandbox.DEFAULT_PRIVATE_SECRET_KEY.equals(privateSecretKey)
                ? privateSecretKey
                : "(custom)"));
    out.println(
        "  demo payments:      " + sandbox.demoPaymentIds().size() + " (seed " + seed + ")");
    out.println(
        "  API base URL:       "
            + sandbox.baseUrl()
            + "/v1   control: "
            + sandbox.baseUrl()
            + "/sandbox");
    if (webhookUrl != null) {
      out.println(
          "  webhooks:           "
              + webhookUrl
              + (webhookSecret == null
                  ? " (unsigned: " + WEBHOOK_SECRET_ENV + " is not set)"
                  : ""));
    }
    out.flush();
    CountDownLatch latch = stop != null ? stop : new CountDownLatch(1);
    try {
      latch.await();
    } finally {
      sandbox.close();
      if (stop != null) {
        Runtime.getRuntime().removeShutdownHook(hook);
      }
    }
    return 0;
  }
}
