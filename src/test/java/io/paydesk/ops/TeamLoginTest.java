package io.paydesk.ops;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.store.SignedIn;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A team store login as typed in Settings, its address, its password kept, the person's roles. */
class TeamLoginTest {
  @ParameterizedTest(name = "{0}:{1}/{2} as {3} -> {4}")
  @CsvSource(
      delimiter = '|',
      value = {
        "db.example.com|5432|paydesk|ana||",
        "10.0.0.7|6543|paydesk_team|ana.maria||",
        "|5432|paydesk|ana||HOST",
        "db example|5432|paydesk|ana||HOST",
        "db.example.com|0|paydesk|ana||PORT",
        "db.example.com|70000|paydesk|ana||PORT",
        "db.example.com|54x|paydesk|ana||PORT",
        "db.example.com|5432||ana||DATABASE",
        "db.example.com|5432|pay desk|ana||DATABASE",
        "db.example.com|5432|paydesk|||USER",
        "db.example.com|5432|paydesk|ana;drop||USER",
        "db.example.com|5432|paydesk|ana|/no/such/root.crt|CA_FILE",
      })
  void eachWrongFieldIsNamed(
      String host, String port, String db, String user, String ca, String wrong) {
    Set<TeamLogin.Field> invalid = TeamLogin.invalid(host, port, db, user, ca);
    assertThat(invalid)
        .isEqualTo(wrong == null ? Set.of() : Set.of(TeamLogin.Field.valueOf(wrong)));
  }

  @Test
  void aServerElsewhereIsReachedOnlyWithItsCertificateChecked(@TempDir Path dir) throws Exception {
    Path ca = Files.writeString(dir.resolve("root ca.crt"), "x");
    TeamLogin remote =
        new TeamLogin(
            "db.example.com", 5432, "paydesk", TeamLogin.Tls.VERIFY_FULL, ca.toString(), "ana");
    assertThat(remote.jdbcUrl())
        .startsWith("jdbc:postgresql://db.example.com:5432/paydesk?")
        .contains("sslmode=verify-full")
        .contains("sslrootcert=" + java.net.URLEncoder.encode(ca.toString(), "UTF-8"));
    assertThat(
            new TeamLogin("db.example.com", 5432, "paydesk", TeamLogin.Tls.VERIFY_CA, "", "ana")
                .jdbcUrl())
        .contains("sslmode=verify-ca")
        .doesNotContain("sslrootcert");
    TeamLogin here =
        new TeamLogin("127.0.0.1", 5432, "paydesk", TeamLogin.Tls.VERIFY_FULL, "", "ana");
    assertThat(here.onThisComputer()).isTrue();
    assertThat(here.jdbcUrl()).contains("sslmode=prefer");
  }

  @Test
  void aPasswordIsKeptForTheSessionAndInTheCredentialStoreOnlyWhenAsked() {
    MemoryCredentialStore credentials = new MemoryCredentialStore();
    TeamPasswords passwords = new TeamPasswords(credentials);
    TeamLogin ana = new TeamLogin("db", 5432, "paydesk", TeamLogin.Tls.VERIFY_FULL, "", "ana");

    assertThat(passwords.keep(ana, "s3cret-pw", false)).isFalse();
    assertThat(passwords.find(ana)).contains("s3cret-pw");
    assertThat(credentials.saved).isEmpty();

    assertThat(passwords.keep(ana, "s3cret-pw", true)).isTrue();
    assertThat(new TeamPasswords(credentials).find(ana)).contains("s3cret-pw");

    passwords.forget(ana);
    assertThat(passwords.find(ana)).isEmpty();
    assertThat(credentials.saved).isEmpty();
    assertThat(ana.toString()).doesNotContain("s3cret");
  }

  @Test
  void aPersonMayWhatTheirRolesAllowAndAloneEverything() {
    Person support =
        Person.of(new SignedIn("ana", Set.of("paydesk_support", "pg_read_all_data"), true, false));
    assertThat(support.roles()).containsExactly(Role.SUPPORT);
    assertThat(support.may(Permission.PAYMENT_ACTIONS)).isTrue();
    assertThat(support.may(Permission.PAYOUTS)).isFalse();
    assertThat(support.may(Permission.EVIDENCE)).isFalse();

    Person none = Person.of(new SignedIn("bob", Set.of(), true, false));
    for (Permission p : Permission.values()) {
      assertThat(none.may(p)).as(p.name()).isFalse();
      assertThat(Person.alone("maria").may(p)).as(p.name()).isTrue();
    }
    assertThat(Person.rolesFor(Permission.SEND_APPROVED))
        .containsExactly(Role.APPROVER, Role.SENDER);
  }
}
