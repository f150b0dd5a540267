package io.paydesk.ui.settings;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ops.ApiKeys;
import io.paydesk.ops.ConnectionSettings;
import io.paydesk.ops.MemoryCredentialStore;
import io.paydesk.ui.base.Remember;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskRunner;
import io.paydesk.ui.settings.ConnectionViewModel.Target;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The connection: environment, form, what is remembered, Connect. */
class ConnectionViewModelTest {
  static final String ACCOUNT = "493e9374-510a-4201-9e09-de669d75f256";

  @TempDir Path dataDir;
  private final Map<String, String> prefs = new HashMap<>();
  private final Remember.Memory memory =
      new Remember.Memory() {
        @Override
        public Optional<String> get(String key) {
          return Optional.ofNullable(prefs.get(key));
        }

        @Override
        public void put(String key, String value) {
          prefs.put(key, value);
        }
      };
  private ShellViewModel shell;

  @BeforeEach
  void shell() {
    shell = new ShellViewModel(TaskRunner.sameThread(), dataDir);
  }

  @AfterEach
  void close() {
    shell.shutdown();
  }

  private ConnectionViewModel connection() {
    return new ConnectionViewModel(
        shell,
        ConnectionSettings.embedded(),
        TaskRunner.sameThread(),
        new ApiKeys(new MemoryCredentialStore()),
        memory);
  }

  @Test
  void anotherEnvironmentHidesTheErrorsShownUntilItsFieldsAreLeft() {
    ConnectionViewModel c = connection();
    c.targetProperty().set(Target.CUSTOM);
    assertThat(c.connect()).isFalse();
    assertThat(c.errorProperty(ConnectionForm.ACCOUNT_ID).get()).isNotEmpty();

    c.targetProperty().set(Target.SANDBOX);

    assertThat(c.baseUrlProperty().get()).isEqualTo("https://api-sandbox.y.uno");
    assertThat(c.errorProperty(ConnectionForm.ACCOUNT_ID).get()).isEmpty();
    assertThat(c.validProperty().get()).isFalse();
  }

  @Test
  void theEmbeddedSandboxConnectsAtOnceAndIsRemembered() {
    ConnectionViewModel c = connection();

    assertThat(c.connect()).isTrue();

    assertThat(shell.connection()).isNotNull();
    assertThat(shell.connection().isSandbox()).isTrue();
    assertThat(prefs).containsEntry(StartConnection.LAST_TARGET, "EMBEDDED");
  }

  @Test
  void aProfilesTimeOutsComeBackWhenItIsTypedAgain() {
    prefs.put(StartConnection.TIMEOUTS + "https://pay.example.com#" + ACCOUNT, "7,120");
    ConnectionViewModel c = connection();
    c.targetProperty().set(Target.CUSTOM);

    c.baseUrlProperty().set("https://pay.example.com");
    c.accountIdProperty().set(ACCOUNT);

    assertThat(c.connectTimeoutProperty().get()).isEqualTo("7");
    assertThat(c.readTimeoutProperty().get()).isEqualTo("120");
  }

  @Test
  void aTestOfAFormNotValidSaysNothingAndConnectsNothing() {
    ConnectionViewModel c = connection();
    c.targetProperty().set(Target.CUSTOM);
    c.baseUrlProperty().set("http://api.example.com");

    assertThat(c.testConnection()).isFalse();

    assertThat(c.errorProperty(ConnectionForm.BASE_URL).get()).isNotEmpty();
    assertThat(c.testResultProperty().get()).isEmpty();
    assertThat(c.testPassedProperty().get()).isNull();
    assertThat(shell.connection()).isNull();
  }
}
