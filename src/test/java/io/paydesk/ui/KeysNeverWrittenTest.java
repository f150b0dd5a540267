package io.paydesk.ui;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.spi.ThrowableProxyUtil;
import ch.qos.logback.core.read.ListAppender;
import io.paydesk.ops.ApiKeys;
import io.paydesk.ops.ConnectionSettings;
import io.paydesk.ops.CredentialStore;
import io.paydesk.ops.MemoryCredentialStore;
import io.paydesk.ui.base.Preferences;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskRunner;
import io.paydesk.ui.payments.PaymentsViewModel;
import io.paydesk.ui.settings.ConnectionViewModel.Target;
import io.paydesk.ui.settings.SettingsViewModel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.slf4j.LoggerFactory;

/**
 * The live keys typed in Settings, used for requests the service refuses and then forgotten, never
 * reach a log line (from DEBUG up), the preferences file or any file in the data folder; with or
 * without a credential store.
 */
class KeysNeverWrittenTest {
  static final String PUBLIC = "pk_live_public_7Q2w9Xe4";
  static final String SECRET = "sk_live_secret_Zr81LmQa0";

  @StartStop public final MockWebServer server = new MockWebServer();
  @TempDir Path dataDir;
  private final ListAppender<ILoggingEvent> log = new ListAppender<>();
  private final Logger root = (Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
  private ShellViewModel shell;

  @BeforeEach
  void refuseEveryKey() {
    server.setDispatcher(
        new Dispatcher() {
          @Override
          public MockResponse dispatch(RecordedRequest request) {
            return new MockResponse.Builder()
                .code(401)
                .addHeader("Content-Type", "application/json")
                .body("{\"code\":\"INVALID_CREDENTIALS\",\"messages\":[\"Invalid keys.\"]}")
                .build();
          }
        });
    log.start();
    root.addAppender(log);
  }

  @AfterEach
  void close() {
    root.detachAppender(log);
    if (shell != null) {
      shell.shutdown();
    }
  }

  @ParameterizedTest(name = "credential store: {0}")
  @ValueSource(booleans = {true, false})
  void theKeysAreNeverLoggedNorWrittenToAFile(boolean credentialStore) throws Exception {
    Preferences preferences = new Preferences(dataDir.resolve("preferences.properties"));
    shell = new ShellViewModel(TaskRunner.sameThread(), dataDir);
    ApiKeys keys =
        new ApiKeys(credentialStore ? new MemoryCredentialStore() : CredentialStore.NONE);
    SettingsViewModel form =
        new SettingsViewModel(
            shell, ConnectionSettings.embedded(), TaskRunner.sameThread(), keys, preferences);
    form.connection().targetProperty().set(Target.CUSTOM);
    form.connection().baseUrlProperty().set(server.url("/").toString());
    form.connection().accountIdProperty().set(UUID.randomUUID().toString());
    form.connection().publicKeyProperty().set(PUBLIC);
    form.connection().secretKeyProperty().set(SECRET);

    form.connection().testConnection();
    form.connection().connect();
    new PaymentsViewModel(shell, TaskRunner.sameThread()).open("pay_" + UUID.randomUUID());
    form.keys().forgetKeys();
    form.keys().replaceKeys();
    form.connection().connect(); // refused at the fields: the keys were forgotten
    shell.shutdown();
    preferences.save();

    assertThat(Files.exists(preferences.file())).isTrue();
    List<String> lines = new ArrayList<>();
    for (ILoggingEvent e : log.list) {
      lines.add(e.getFormattedMessage());
      if (e.getThrowableProxy() != null) {
        lines.add(ThrowableProxyUtil.asString(e.getThrowableProxy()));
      }
    }
    assertThat(lines).isNotEmpty();
    assertThat(lines).noneMatch(l -> l.contains(SECRET)).noneMatch(l -> l.contains(PUBLIC));
    assertThat(form.connection().testResultProperty().get())
        .doesNotContain(SECRET)
        .doesNotContain(PUBLIC);
    List<Path> files;
    try (Stream<Path> walk = Files.walk(dataDir)) {
      files = walk.filter(Files::isRegularFile).toList();
    }
    assertThat(files).contains(preferences.file());
    for (Path file : files) {
      String bytes = new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1);
      assertThat(bytes).as(file.toString()).doesNotContain(SECRET).doesNotContain(PUBLIC);
      String utf16 = new String(Files.readAllBytes(file), StandardCharsets.UTF_16BE);
      assertThat(utf16).as(file.toString()).doesNotContain(SECRET);
    }
  }
}
