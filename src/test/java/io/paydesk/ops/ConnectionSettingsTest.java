package io.paydesk.ops;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ConnectionSettingsTest {
  private static final String ACCOUNT = "493e9374-510a-4201-9e09-de669d75f256";

  @Test
  void allFourVariablesConnectLive() {
    ConnectionSettings s =
        ConnectionSettings.fromEnvironment(
            Map.of(
                "PAYDESK_BASE_URL", "https://api.y.uno",
                "PAYDESK_ACCOUNT_ID", ACCOUNT,
                "PAYDESK_PUBLIC_API_KEY", "pk",
                "PAYDESK_PRIVATE_SECRET_KEY", "very-secret-key"));

    assertThat(s.embeddedSandbox()).isFalse();
    assertThat(s.baseUrl()).isEqualTo("https://api.y.uno");
    assertThat(s.profileName()).isEqualTo("api.y.uno-" + ACCOUNT);
  }

  @Test
  void aMissingVariableMeansTheEmbeddedSandbox() {
    ConnectionSettings s =
        ConnectionSettings.fromEnvironment(
            Map.of("PAYDESK_BASE_URL", "https://api.y.uno", "PAYDESK_PUBLIC_API_KEY", "pk"));

    assertThat(s.embeddedSandbox()).isTrue();
    assertThat(s.profileName()).isEqualTo("sandbox");
  }

  @Test
  void textOfTheSettingsNeverShowsTheSecretKey() {
    ConnectionSettings s =
        ConnectionSettings.live("https://api.y.uno", ACCOUNT, "pk", "very-secret-key");

    assertThat(s.toString()).doesNotContain("very-secret-key").contains("keys hidden");
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource({
    "https://api.y.uno, true",
    "http://127.0.0.1:8099, true",
    "http://localhost:8099, true",
    "http://api.y.uno, false",
    "api.y.uno, false",
    "'', false"
  })
  void baseUrlMustBeHttpsExceptOnThisComputer(String url, boolean valid) {
    assertThat(ConnectionSettings.validBaseUrl(url)).isEqualTo(valid);
  }
}
