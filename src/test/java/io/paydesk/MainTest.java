package io.paydesk;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

class MainTest {

  @Test
  void helpListsTheSandboxCommand() {
    StringWriter out = new StringWriter();
    int code = Main.commandLine().setOut(new PrintWriter(out)).execute("--help");

    assertThat(code).isZero();
    assertThat(out.toString()).contains("Usage: paydesk").contains("sandbox");
  }

  @Test
  void sandboxHelpListsItsOptions() {
    StringWriter out = new StringWriter();
    int code = Main.commandLine().setOut(new PrintWriter(out)).execute("sandbox", "--help");

    assertThat(code).isZero();
    assertThat(out.toString())
        .contains("--port")
        .contains("--public-api-key")
        .contains("--private-secret-key");
  }
}
