package io.paydesk;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.classic.spi.Configurator;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.ConsoleAppender;
import ch.qos.logback.core.spi.ContextAwareBase;

/**
 * Logback's configuration in code (found through META-INF/services): console at INFO on stderr,
 * Flyway at WARN, HikariCP at WARN (at INFO it names every connection it adds, with an H2 store's
 * path), PDFBox at ERROR (it warns about every odd PDF it reads leniently). Reading the same from
 * XML loaded about 600 more classes while the window starts. {@code
 * -Dlogback.configurationFile=FILE}, or a logback-test.xml on the class path (the tests'), still
 * configures from XML instead.
 */
public final class LogConfig extends ContextAwareBase implements Configurator {

  @Override
  public ExecutionStatus configure(LoggerContext context) {
    if (System.getProperty("logback.configurationFile") != null
        || LogConfig.class.getClassLoader().getResource("logback-test.xml") != null) {
      return ExecutionStatus.INVOKE_NEXT_IF_ANY;
    }
    configureConsole(context);
    return ExecutionStatus.DO_NOT_INVOKE_NEXT_IF_ANY;
  }

  static void configureConsole(LoggerContext context) {
    PatternLayoutEncoder encoder = new PatternLayoutEncoder();
    encoder.setContext(context);
    encoder.setPattern("%d{HH:mm:ss.SSS} %-5level %logger{24} - %msg%n");
    encoder.start();
    ConsoleAppender<ILoggingEvent> stderr = new ConsoleAppender<>();
    stderr.setContext(context);
    stderr.setName("STDERR");
    stderr.setTarget("System.err");
    stderr.setEncoder(encoder);
    stderr.start();
    ch.qos.logback.classic.Logger root = context.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
    root.setLevel(Level.INFO);
    root.addAppender(stderr);
    context.getLogger("org.flywaydb").setLevel(Level.WARN);
    context.getLogger("com.zaxxer").setLevel(Level.WARN);
    context.getLogger("org.apache.pdfbox").setLevel(Level.ERROR);
  }
}
