package io.paydesk.ui.settings;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ops.ApiKeys;
import io.paydesk.ops.CredentialStore;
import io.paydesk.ops.MemoryCredentialStore;
import io.paydesk.ui.base.Remember;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What the console connects to when it starts. */
class StartConnectionTest {
  static final String ACCOUNT = "493e9374-510a-4201-9e09-de669d75f256";
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

  @Test
  void theFirstStartOpensTheEmbeddedSandboxAndAsksNothing() {
    StartConnection.Start start =
        StartConnection.atStart(Map.of(), memory, new ApiKeys(new MemoryCredentialStore()));

    assertThat(start.settings().embeddedSandbox()).isTrue();
    assertThat(start.keysWanted()).isFalse();
  }

  @Test
  void theEnvironmentsConnectionWinsWithItsRememberedTimeOutsAndItsKeysAreNotSaved() {
    prefs.put(StartConnection.TIMEOUTS + "https://pay.example.com#" + ACCOUNT, "3,30");
    MemoryCredentialStore credentials = new MemoryCredentialStore();
    Map<String, String> env =
        Map.of(
            "PAYDESK_BASE_URL", "https://pay.example.com",
            "PAYDESK_ACCOUNT_ID", ACCOUNT,
            "PAYDESK_PUBLIC_API_KEY", "pk_env",
            "PAYDESK_PRIVATE_SECRET_KEY", "sk_env");

    StartConnection.Start start = StartConnection.atStart(env, memory, new ApiKeys(credentials));

    assertThat(start.settings().embeddedSandbox()).isFalse();
    assertThat(start.settings().connectTimeout()).isEqualTo(Duration.ofSeconds(3));
    assertThat(start.settings().readTimeout()).isEqualTo(Duration.ofSeconds(30));
    assertThat(credentials.saved).isEmpty();
  }

  @Test
  void aRememberedTargetNoLongerKnownStartsOnTheSandbox() {
    prefs.put(StartConnection.LAST_TARGET, "MOON_BASE");
    prefs.put(StartConnection.LAST_URL, "https://pay.example.com");
    prefs.put(StartConnection.LAST_ACCOUNT, ACCOUNT);

    StartConnection.Start start =
        StartConnection.atStart(Map.of(), memory, new ApiKeys(new MemoryCredentialStore()));

    assertThat(start.settings().embeddedSandbox()).isTrue();
    assertThat(start.keysWanted()).isFalse();
  }

  @Test
  void aCredentialStoreThatDoesNotAnswerAsksForTheKeysInSettings() {
    prefs.put(StartConnection.LAST_TARGET, "CUSTOM");
    prefs.put(StartConnection.LAST_URL, "https://pay.example.com");
    prefs.put(StartConnection.LAST_ACCOUNT, ACCOUNT);
    CredentialStore silent =
        new CredentialStore() {
          @Override
          public boolean available() {
            return true;
          }

          @Override
          public Optional<String> read(String account) {
            throw new IllegalStateException("no answer");
          }

          @Override
          public void save(String account, String secret) {}

          @Override
          public void delete(String account) {}
        };

    StartConnection.Start start = StartConnection.atStart(Map.of(), memory, new ApiKeys(silent));

    assertThat(start.settings().embeddedSandbox()).isTrue();
    assertThat(start.keysWanted()).isTrue();
  }
}
