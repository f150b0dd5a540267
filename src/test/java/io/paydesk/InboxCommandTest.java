package io.paydesk;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.sandbox.Sandbox;
import io.paydesk.sandbox.SandboxOptions;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class InboxCommandTest {
  @TempDir Path dir;

  private static Map<String, String> serviceKeys() {
    Map<String, String> env = new HashMap<>();
    env.put("PAYDESK_BASE_URL", "http://127.0.0.1:9");
    env.put("PAYDESK_ACCOUNT_ID", "acc");
    env.put("PAYDESK_PUBLIC_API_KEY", "pk");
    env.put("PAYDESK_PRIVATE_SECRET_KEY", "sk");
    return env;
  }

  private record Run(int code, String out, String err) {}

  private static Run run(Map<String, String> env, String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    CommandLine cl = Main.commandLine().setOut(new PrintWriter(out)).setErr(new PrintWriter(err));
    ((InboxCommand) cl.getSubcommands().get("inbox").getCommand()).environment = env;
    int code = cl.execute(args);
    return new Run(code, out.toString(), err.toString());
  }

  @Test
  void helpListsTheOptionsAndTheEnvironment() {
    Run r = run(Map.of(), "inbox", "--help");
    assertThat(r.code()).isZero();
    assertThat(r.out())
        .contains("--store", "--port", "--bind", "--path", "--no-signature", "replay")
        .contains("PAYDESK_WEBHOOK_SECRET", "PAYDESK_DB_USER");
  }

  @Test
  void replayNeedsOnlyItsOwnOptions() {
    Run r =
        run(Map.of(), "inbox", "replay", "--store", dir.resolve("s").toString(), "--since", "soon");
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.err()).contains("--since takes an ISO date");
    Run bare = run(Map.of(), "inbox");
    assertThat(bare.code()).isEqualTo(2);
    assertThat(bare.err()).contains("--store and --port");
  }

  @Test
  void refusesToStartWithoutASecretAndWithoutSignaturesOffLoopback() {
    Path store = dir.resolve("s.mv.db");
    Run none = run(serviceKeys(), "inbox", "--store", store.toString(), "--port", "0");
    assertThat(none.code()).isEqualTo(2);
    assertThat(none.err()).contains("No webhook secret");

    Run open =
        run(
            serviceKeys(),
            "inbox",
            "--store",
            store.toString(),
            "--port",
            "0",
            "--no-signature",
            "--bind",
            "0.0.0.0");
    assertThat(open.code()).isEqualTo(2);
    assertThat(open.err()).contains("loopback");
    assertThat(store).doesNotExist();
  }

  @Test
  void aSecretFileVariableIsRead() throws Exception {
    Path secret = dir.resolve("secret");
    Files.writeString(secret, "from-a-file\n");
    Map<String, String> env = serviceKeys();
    env.put("PAYDESK_WEBHOOK_SECRET_FILE", secret.toString());
    env.put("PAYDESK_WEBHOOK_API_KEY", "only-half");
    Run r = run(env, "inbox", "--store", dir.resolve("s").toString(), "--port", "0");
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.err()).contains("PAYDESK_WEBHOOK_API_SECRET").doesNotContain("No webhook secret");
  }

  /**
   * The real process: a store created encrypted, a delivery in flight when SIGTERM comes is
   * answered 200, and the process ends within 10 s.
   */
  @Test
  void sigtermFinishesTheDeliveryInFlightAndEndsWithinTenSeconds() throws Exception {
    try (Sandbox sandbox = Sandbox.start(SandboxOptions.defaults())) {
      int port;
      try (ServerSocket s = new ServerSocket(0)) {
        port = s.getLocalPort();
      }
      Path store = dir.resolve("inbox.mv.db");
      ProcessBuilder pb =
          new ProcessBuilder(
              Path.of(System.getProperty("java.home"), "bin", "java").toString(),
              "-cp",
              System.getProperty("java.class.path"),
              Main.class.getName(),
              "inbox",
              "--store",
              store.toString(),
              "--port",
              String.valueOf(port));
      Map<String, String> env = pb.environment();
      env.put("PAYDESK_BASE_URL", sandbox.baseUrl());
      env.put("PAYDESK_ACCOUNT_ID", sandbox.accountId());
      env.put("PAYDESK_PUBLIC_API_KEY", Sandbox.DEFAULT_PUBLIC_API_KEY);
      env.put("PAYDESK_PRIVATE_SECRET_KEY", Sandbox.DEFAULT_PRIVATE_SECRET_KEY);
      env.put("PAYDESK_WEBHOOK_SECRET", "process-secret");
      env.put("PAYDESK_STORE_PASSPHRASE", "process test passphrase");
      pb.redirectErrorStream(true).redirectOutput(dir.resolve("inbox.log").toFile());
      Process p = pb.start();
      try {
        awaitHealth(port, p);
        byte[] body =
            ("{\"type\":\"payment\",\"type_event\":\"payment.purchase\",\"account_id\":\""
                    + sandbox.accountId()
                    + "\",\"retry\":0,\"version\":2,\"data\":{\"idempotency_key\":\"k-term\","
                    + "\"payment\":{\"id\":\"not-at-the-service\"}}}")
                .getBytes(StandardCharsets.UTF_8);
        try (Socket s = new Socket("127.0.0.1", port)) {
          s.setSoTimeout(15_000);
          OutputStream out = s.getOutputStream();
          out.write(
              ("POST /webhooks HTTP/1.1\r\nHost: localhost\r\nExpect: 100-continue\r\n"
                      + "x-hmac-signature: "
                      + sign("process-secret", body)
                      + "\r\nContent-Length: "
                      + body.length
                      + "\r\n\r\n")
                  .getBytes(StandardCharsets.US_ASCII));
          out.flush();
          InputStream in = s.getInputStream();
          assertThat(statusLine(in)).contains(" 100 ");
          statusLine(in); // the blank line after 100 Continue
          long start = System.nanoTime();
          p.destroy(); // SIGTERM
          out.write(body);
          out.flush();
          assertThat(statusLine(in)).contains(" 200 ");
          assertThat(p.waitFor(10, TimeUnit.SECONDS)).as("ended within 10 s").isTrue();
          assertThat(TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start)).isLessThan(10);
        }
      } finally {
        p.destroyForcibly();
      }
      String log = Files.readString(dir.resolve("inbox.log"));
      assertThat(log).contains("Delivery payment.purchase stored").contains("Inbox stopped.");
      byte[] file = Files.readAllBytes(store);
      assertThat(new String(file, StandardCharsets.ISO_8859_1)).doesNotContain("k-term");
    }
  }

  private static void awaitHealth(int port, Process p) throws Exception {
    HttpClient http = HttpClient.newHttpClient();
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (System.nanoTime() < deadline && p.isAlive()) {
      try {
        HttpResponse<String> r =
            http.send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/health")).build(),
                HttpResponse.BodyHandlers.ofString());
        if (r.statusCode() == 200) {
          return;
        }
      } catch (java.io.IOException e) {
        // not listening yet: the process is opening its store
        p.waitFor(100, TimeUnit.MILLISECONDS);
      }
    }
    throw new AssertionError("The inbox did not start");
  }

  private static String statusLine(InputStream in) throws Exception {
    StringBuilder line = new StringBuilder();
    int c;
    while ((c = in.read()) >= 0 && c != '\n') {
      line.append((char) c);
    }
    return line.toString();
  }

  private static String sign(String secret, byte[] body) throws Exception {
    Mac mac = Mac.getInstance("HmacSHA256");
    mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
    return Base64.getEncoder().encodeToString(mac.doFinal(body));
  }
}
