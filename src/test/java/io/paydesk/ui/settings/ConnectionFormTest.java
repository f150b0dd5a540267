package io.paydesk.ui.settings;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ops.ApiKeys;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The connection's fields as a kit form, checked by the rules of ops and rules. */
class ConnectionFormTest {
  static final String ACCOUNT = "493e9374-510a-4201-9e09-de669d75f256";

  private final AtomicBoolean live = new AtomicBoolean(true);
  private final AtomicReference<ApiKeys.Pair> kept = new AtomicReference<>();
  private final AtomicBoolean team = new AtomicBoolean(false);
  private final AtomicBoolean passwordKept = new AtomicBoolean(false);
  private Locale before;
  private ConnectionForm form;

  @BeforeEach
  void english() {
    before = Locale.getDefault();
    Locale.setDefault(Locale.ENGLISH);
    form =
        new ConnectionForm(
            live::get,
            kept::get,
            team::get,
            () -> io.paydesk.ops.TeamLogin.Tls.VERIFY_FULL,
            login -> passwordKept.get());
  }

  @AfterEach
  void restore() {
    Locale.setDefault(before);
  }

  private void fill(String url, String publicKey) {
    form.field(ConnectionForm.BASE_URL).valueProperty().set(url);
    form.field(ConnectionForm.ACCOUNT_ID).valueProperty().set(ACCOUNT);
    form.field(ConnectionForm.PUBLIC_KEY).valueProperty().set(publicKey);
    form.field(ConnectionForm.SECRET_KEY).valueProperty().set("secret");
    form.field(ConnectionForm.CONNECT_TIMEOUT).valueProperty().set("10");
    form.field(ConnectionForm.READ_TIMEOUT).valueProperty().set("65");
  }

  @Test
  void theEmbeddedSandboxNeedsNoFieldAtAll() {
    live.set(false);
    form.check();

    assertThat(form.validProperty().get()).isTrue();
    assertThat(form.summaryProperty().get()).isEmpty();
    assertThat(form.profile()).isEmpty();
  }

  @Test
  void errorsShowOnlyAtTheFieldsLeftWhileTheSummaryNamesEveryOne() {
    form.field(ConnectionForm.ACCOUNT_ID).valueProperty().set("123");

    assertThat(form.validProperty().get()).isFalse();
    assertThat(form.field(ConnectionForm.ACCOUNT_ID).errorProperty().get()).isEmpty();
    assertThat(form.summaryProperty().get())
        .startsWith("Still to complete before connecting")
        .contains("Base URL")
        .contains("Account id");

    form.field(ConnectionForm.ACCOUNT_ID).left();

    assertThat(form.field(ConnectionForm.ACCOUNT_ID).errorProperty().get()).contains("UUID");
    assertThat(form.field(ConnectionForm.BASE_URL).errorProperty().get()).isEmpty();
  }

  @Test
  void aTimeOutOutsideItsRangeSaysTheRange() {
    fill("https://pay.example.com", "pk");
    form.field(ConnectionForm.READ_TIMEOUT).valueProperty().set("400");

    form.touchAll();

    assertThat(form.field(ConnectionForm.READ_TIMEOUT).errorProperty().get())
        .contains("5")
        .contains("300");
    assertThat(form.validProperty().get()).isFalse();
  }

  @Test
  void aSandboxKeyWithAProductionBaseUrlIsRefusedAtThePublicKey() {
    fill("https://api.y.uno", "sandbox_abc");

    form.touchAll();

    assertThat(form.field(ConnectionForm.PUBLIC_KEY).errorProperty().get()).contains("sandbox key");
    assertThat(form.keptKeysErrorProperty().get()).isEmpty();
  }

  @Test
  void keptKeysStandInForTypedOnesAndTheirProblemIsSaidBesideThem() {
    fill("https://api.y.uno", "");
    form.field(ConnectionForm.SECRET_KEY).valueProperty().set("");
    kept.set(new ApiKeys.Pair("sandbox_kept", "secret", ApiKeys.Source.MEMORY));

    form.check();

    assertThat(form.validProperty().get()).isFalse();
    assertThat(form.keptKeysErrorProperty().get()).contains("sandbox key");

    kept.set(new ApiKeys.Pair("pk_live_kept", "secret", ApiKeys.Source.MEMORY));
    form.check();

    assertThat(form.validProperty().get()).isTrue();
    assertThat(form.keptKeysErrorProperty().get()).isEmpty();
    assertThat(form.settings().publicApiKey()).isEqualTo("pk_live_kept");
  }

  @Test
  void theProfileIsTheBaseUrlWithoutV1AndTheAccount() {
    fill(" https://pay.example.com/v1/ ", "pk");

    assertThat(form.profile()).isEqualTo("https://pay.example.com#" + ACCOUNT);
    assertThat(form.settings().baseUrl()).isEqualTo("https://pay.example.com");
    assertThat(form.settings().readTimeout().toSeconds()).isEqualTo(65);
  }

  @Test
  void theSummaryIsSaidInTheLanguageChosenSince() {
    form.check();
    Locale.setDefault(Locale.forLanguageTag("es"));

    form.check();

    assertThat(form.summaryProperty().get())
        .startsWith("Falta completar antes de conectar")
        .contains("Id de cuenta");
  }

  @Test
  void theKeysNeverReachADraft() {
    fill("https://pay.example.com", "pk_live_never_in_a_draft");

    assertThat(form.toDraft(null)).doesNotContain("pk_live_never_in_a_draft");
    assertThat(form.toDraft(null)).doesNotContain("secret");
  }

  @Test
  void aTeamStoreNeedsItsServerDatabaseUserAndAPasswordUnlessOneIsKept() {
    live.set(false);
    team.set(true);
    form.touchAll();
    assertThat(form.validProperty().get()).isFalse();
    assertThat(form.field(ConnectionForm.TEAM_HOST).errorProperty().get())
        .isEqualTo("Enter the server's name or address.");
    assertThat(form.field(ConnectionForm.TEAM_PORT).errorProperty().get()).isEmpty();

    form.field(ConnectionForm.TEAM_HOST).valueProperty().set("db.example.com");
    form.field(ConnectionForm.TEAM_PORT).valueProperty().set("99999");
    form.field(ConnectionForm.TEAM_DATABASE).valueProperty().set("paydesk");
    form.field(ConnectionForm.TEAM_USER).valueProperty().set("ana");
    assertThat(form.field(ConnectionForm.TEAM_PORT).errorProperty().get())
        .isEqualTo("Enter a port from 1 to 65535.");

    form.field(ConnectionForm.TEAM_PORT).valueProperty().set("5432");
    assertThat(form.field(ConnectionForm.TEAM_PASSWORD).errorProperty().get())
        .isEqualTo("Enter your password.");
    passwordKept.set(true);
    form.check();
    assertThat(form.validProperty().get()).isTrue();
    assertThat(form.teamLogin().jdbcUrl()).contains("db.example.com:5432/paydesk");
    assertThat(form.toDraft("k")).doesNotContain("teamPassword");
  }
}
