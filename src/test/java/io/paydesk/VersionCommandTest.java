package io.paydesk;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class VersionCommandTest {

  @Test
  void versionPrintsThePomVersion() throws Exception {
    StringWriter out = new StringWriter();
    int code = Main.commandLine().setOut(new PrintWriter(out)).execute("--version");

    assertThat(code).isZero();
    assertThat(out.toString().strip()).isEqualTo("Paydesk " + pomVersion());
  }

  @Test
  void versionExitsZeroInANewJvmWithNoDisplay() throws Exception {
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    ProcessBuilder pb =
        new ProcessBuilder(
                List.of(
                    java.toString(),
                    "-cp",
                    System.getProperty("java.class.path"),
                    "io.paydesk.Main",
                    "--version"))
            .redirectErrorStream(true);
    pb.environment().remove("DISPLAY");
    pb.environment().remove("WAYLAND_DISPLAY");
    Process p = pb.start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(p.exitValue()).as(out).isZero();
    assertThat(out.strip()).isEqualTo("Paydesk " + pomVersion());
  }

  /** The project's own version, read from pom.xml (the tests run in the project's folder). */
  private static String pomVersion() throws Exception {
    String pom = Files.readString(Path.of("pom.xml"));
    Matcher m =
        Pattern.compile("<artifactId>paydesk</artifactId>\\s*<version>([^<]+)</version>")
            .matcher(pom);
    assertThat(m.find()).isTrue();
    return m.group(1);
  }
}
