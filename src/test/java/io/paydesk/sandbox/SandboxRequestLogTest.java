package io.paydesk.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;
import picocli.CommandLine;

/** HEAD answers and the one DEBUG line per request, shown by the command's --verbose. */
class SandboxRequestLogTest {
  static Sandbox sandbox;
  static Client c;
  private final Logger logger = (Logger) LoggerFactory.getLogger(SandboxHttp.REQUEST_LOGGER);
  private final ListAppender<ILoggingEvent> lines = new ListAppender<>();

  @BeforeAll
  static void start() {
    sandbox = Sandbox.start(SandboxOptions.defaults().withDemoPayments(20));
    c = new Client(sandbox);
  }

  @AfterAll
  static void stop() {
    sandbox.close();
  }

  @BeforeEach
  void listen() {
    lines.start();
    logger.addAppender(lines);
  }

  @AfterEach
  void stopListening() {
    logger.detachAppender(lines);
    logger.setLevel(null);
  }

  private List<String> debugLines() {
    return lines.list.stream()
        .filter(e -> e.getLevel() == Level.DEBUG)
        .map(ILoggingEvent::getFormattedMessage)
        .toList();
  }

  @Test
  void head_answers_the_status_of_get_without_a_body() {
    String path = "/v1/payments/" + sandbox.demoPaymentIds().get(0);
    Client.Res get = c.get(path);
    Client.Res head = c.send("HEAD", path, null, null);
    assertThat(get.status()).isEqualTo(200);
    assertThat(head.status()).isEqualTo(200);
    assertThat(head.raw()).isEmpty();
    String unknown = "/v1/payments/00000000-0000-4000-8000-000000000000";
    assertThat(c.send("HEAD", unknown, null, null).status()).isEqualTo(c.get(unknown).status());
    assertThat(c.send("HEAD", unknown, null, null).raw()).isEmpty();
    c.secretKey = null;
    try {
      assertThat(c.send("HEAD", path, null, null).status()).isEqualTo(401);
    } finally {
      c.secretKey = Sandbox.DEFAULT_PRIVATE_SECRET_KEY;
    }
    assertThat(c.send("HEAD", "/sandbox/clock", null, null).status()).isEqualTo(200);
  }

  @Test
  void a_request_writes_one_debug_line_with_method_path_status_and_time_but_no_query() {
    logger.setLevel(Level.DEBUG);
    String id = sandbox.demoPaymentIds().get(0);
    c.get("/v1/payments/" + id + "?raw_response=true");
    assertThat(debugLines()).hasSize(1);
    assertThat(debugLines().get(0)).matches("GET /v1/payments/" + id + " 200 \\d+ ms");
  }

  @Test
  void the_line_of_a_created_payment_holds_no_part_of_the_body_nor_the_keys() {
    logger.setLevel(Level.DEBUG);
    c.post("/v1/payments", Client.card(sandbox, "log-1", "10", true));
    assertThat(debugLines()).hasSize(1);
    String line = debugLines().get(0);
    assertThat(line).matches("POST /v1/payments 201 \\d+ ms");
    assertThat(line)
        .doesNotContain("4111")
        .doesNotContain(Sandbox.DEFAULT_PRIVATE_SECRET_KEY)
        .doesNotContain("log-1");
  }

  @Test
  void no_line_is_written_at_the_default_level() {
    c.get("/v1/payments/" + sandbox.demoPaymentIds().get(0));
    assertThat(debugLines()).isEmpty();
  }

  @Test
  void the_command_shows_request_lines_only_with_verbose() throws Exception {
    assertThat(logger.isDebugEnabled()).isFalse();
    SandboxPersistenceAndCommandTest.Banner out =
        new SandboxPersistenceAndCommandTest.Banner("private-secret-key");
    CountDownLatch stop = new CountDownLatch(1);
    SandboxCommand cmd =
        new SandboxCommand(new PrintStream(out, true, StandardCharsets.UTF_8), stop);
    new CommandLine(cmd).parseArgs("--port", "0", "--demo-payments", "5", "--verbose");
    CompletableFuture<Integer> run = SandboxPersistenceAndCommandTest.runAsync(cmd);
    out.await();
    assertThat(logger.isDebugEnabled()).isTrue();
    stop.countDown();
    assertThat(run.get()).isZero();
  }
}
