package io.paydesk.ui.settings;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ops.Connection;
import io.paydesk.ops.ConnectionSettings;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskRunner;
import io.paydesk.ui.settings.ConnectionViewModel.Target;
import java.nio.file.Path;
import java.util.Locale;
import java.util.UUID;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Settings' Test connection: says in words what the service answered, and connects nothing. */
class TestConnectionTest {
  @StartStop public final MockWebServer server = new MockWebServer();
  @TempDir Path dataDir;
  private Locale before;
  private ShellViewModel shell;
  private SettingsViewModel form;
  private Connection current;

  @BeforeEach
  void connectToTheSandbox() {
    before = Locale.getDefault();
    Locale.setDefault(Locale.ENGLISH);
    shell = new ShellViewModel(TaskRunner.sameThread(), dataDir);
    form = new SettingsViewModel(shell, ConnectionSettings.embedded(), TaskRunner.sameThread());
    shell.connect(ConnectionSettings.embedded());
    current = shell.connection();
  }

  @AfterEach
  void close() {
    shell.shutdown();
    Locale.setDefault(before);
  }

  @Test
  void theEmbeddedSandboxIsReachableAndTakesTheKeys() {
    assertThat(form.connection().testConnection()).isTrue();

    assertThat(form.connection().testResultProperty().get())
        .matches("The service answered in \\d+ ms and accepted the keys\\..*");
    assertThat(form.connection().testPassedProperty().get()).isTrue();
    assertThat(form.connection().testingProperty().get()).isFalse();
    assertThat(shell.connection()).isSameAs(current);
  }

  @Test
  void keysRefusedWith401AreSaidInWordsAndTheCurrentConnectionStays() {
    server.enqueue(
        new MockResponse.Builder()
            .code(401)
            .body("{\"code\":\"INVALID_CREDENTIALS\",\"messages\":[\"Invalid keys.\"]}")
            .addHeader("Content-Type", "application/json")
            .build());
    form.connection().targetProperty().set(Target.CUSTOM);
    form.connection().baseUrlProperty().set(server.url("/").toString());
    form.connection().accountIdProperty().set(UUID.randomUUID().toString());
    form.connection().publicKeyProperty().set("pk_wrong");
    form.connection().secretKeyProperty().set("sk_wrong_secret");

    assertThat(form.connection().testConnection()).isTrue();

    assertThat(form.connection().testResultProperty().get())
        .contains("refused the keys (HTTP 401 \u00b7 INVALID_CREDENTIALS)")
        .doesNotContain("sk_wrong_secret");
    assertThat(form.connection().testPassedProperty().get()).isFalse();
    assertThat(shell.connection()).isSameAs(current);
    assertThat(shell.connectionLabelProperty().get()).isEqualTo("Sandbox");
  }

  @Test
  void anInvalidFormIsRefusedAtItsFieldsAndTestsNothing() {
    form.connection().targetProperty().set(Target.CUSTOM);
    form.connection().baseUrlProperty().set("ftp://example");

    assertThat(form.connection().testConnection()).isFalse();

    assertThat(form.connection().errorProperty(ConnectionForm.BASE_URL).get()).isNotEmpty();
    assertThat(form.connection().testResultProperty().get()).isEmpty();
    assertThat(server.getRequestCount()).isZero();
  }
}
