package io.paydesk.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class SandboxPersistenceAndCommandTest {

  @Test
  void state_persisted_to_h2_survives_a_restart(@TempDir Path dir) {
    Path file = dir.resolve("sandbox");
    SandboxOptions o = SandboxOptions.defaults().withDemoPayments(30).withPersistFile(file);
    String created;
    String demo;
    String subscription;
    try (Sandbox s = Sandbox.start(o)) {
      Client c = new Client(s);
      created =
          c.post("/v1/payments", Client.card(s, "persist-1", "10", true)).body().get("id").asText();
      demo =
          s.demoPaymentIds().stream()
              .filter(
                  id ->
                      c.get("/v1/payments/" + id)
                          .body()
                          .get("sub_status")
                          .asText()
                          .equals("APPROVED"))
              .findFirst()
              .orElseThrow();
      assertEquals(200, c.post("/sandbox/payments/" + demo + "/chargeback", null).status());
      subscription =
          c.post(
                  "/v1/customers",
                  Client.M.createObjectNode().put("merchant_customer_id", "persist-c"))
              .body()
              .get("id")
              .asText();
      s.advanceClock(Duration.ofDays(2));
    }
    try (Sandbox s = Sandbox.start(o.withSeed(999))) {
      Client c = new Client(s);
      assertEquals(200, c.get("/v1/payments/" + created).status());
      assertEquals(
          "persist-1", c.get("/v1/payments/" + created).body().get("merchant_order_id").asText());
      assertTrue(s.demoPaymentIds().contains(demo), "the stored seed wins over the option");
      assertEquals("CHARGEBACK", c.get("/v1/payments/" + demo).body().get("status").asText());
      assertEquals(200, c.get("/v1/customers/" + subscription).status());
      assertTrue(c.get("/sandbox/clock").body().get("offset_seconds").asLong() >= 2 * 86400);
    }
  }

  @Test
  void the_command_prints_the_address_and_the_default_key_pair_then_stops() throws Exception {
    Banner buf = new Banner("private-secret-key");
    CountDownLatch stop = new CountDownLatch(1);
    SandboxCommand cmd =
        new SandboxCommand(new PrintStream(buf, true, StandardCharsets.UTF_8), stop);
    new CommandLine(cmd).parseArgs("--port", "0", "--demo-payments", "10", "--seed", "7");
    CompletableFuture<Integer> run = runAsync(cmd);
    String out = buf.await();
    stop.countDown();
    assertEquals(0, run.get());
    assertTrue(out.matches("(?s)Sandbox listening on http://127\\.0\\.0\\.1:\\d+.*"), out);
    assertTrue(out.contains(Sandbox.DEFAULT_PUBLIC_API_KEY));
    assertTrue(out.contains(Sandbox.DEFAULT_PRIVATE_SECRET_KEY));
  }

  @Test
  void a_custom_secret_key_is_never_printed() throws Exception {
    Banner buf = new Banner("private-secret-key");
    CountDownLatch stop = new CountDownLatch(1);
    SandboxCommand cmd =
        new SandboxCommand(new PrintStream(buf, true, StandardCharsets.UTF_8), stop);
    new CommandLine(cmd)
        .parseArgs(
            "--port",
            "0",
            "--demo-payments",
            "5",
            "--public-api-key",
            "pk_custom",
            "--private-secret-key",
            "sk_very_secret_value");
    CompletableFuture<Integer> run = runAsync(cmd);
    String out = buf.await();
    stop.countDown();
    run.get();
    assertFalse(out.contains("sk_very_secret_value"));
    assertTrue(out.contains("(custom)"));
    assertFalse(cmd.options().toString().contains("sk_very_secret_value"));
  }

  /** Collects the command's output and signals once the banner's last line arrived. */
  /** Runs the command on another thread until its stop latch is counted down. */
  static CompletableFuture<Integer> runAsync(SandboxCommand cmd) {
    return CompletableFuture.supplyAsync(
        () -> {
          try {
            return cmd.call();
          } catch (Exception e) {
            throw new IllegalStateException(e);
          }
        });
  }

  static final class Banner extends ByteArrayOutputStream {
    private final String marker;
    private final CountDownLatch seen = new CountDownLatch(1);

    Banner(String marker) {
      this.marker = marker;
    }

    @Override
    public synchronized void write(byte[] b, int off, int len) {
      super.write(b, off, len);
      if (toString(StandardCharsets.UTF_8).contains(marker)) {
        seen.countDown();
      }
    }

    String await() throws InterruptedException {
      if (!seen.await(20, java.util.concurrent.TimeUnit.SECONDS)) {
        throw new AssertionError("no banner: " + toString(StandardCharsets.UTF_8));
      }
      return toString(StandardCharsets.UTF_8);
    }
  }
}
