package io.paydesk;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.core.ConsoleAppender;
import org.junit.jupiter.api.Test;

class LogConfigTest {

  @Test
  void consoleLogsInfoToStderrWithFlywayAndPdfboxQuieter() {
    LoggerContext context = new LoggerContext();

    LogConfig.configureConsole(context);

    ch.qos.logback.classic.Logger root = context.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
    assertThat(root.getLevel()).isEqualTo(Level.INFO);
    assertThat(root.getAppender("STDERR"))
        .isInstanceOfSatisfying(
            ConsoleAppender.class, a -> assertThat(a.getTarget()).isEqualTo("System.err"));
    assertThat(context.getLogger("org.flywaydb.core.Flyway").getEffectiveLevel())
        .isEqualTo(Level.WARN);
    assertThat(context.getLogger("org.apache.pdfbox.pdmodel").getEffectiveLevel())
        .isEqualTo(Level.ERROR);
    assertThat(context.getLogger("io.paydesk.ops").isInfoEnabled()).isTrue();
  }
}
