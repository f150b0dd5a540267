package io.paydesk.store;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A team store off this machine is reached over TLS only. */
class TeamStoreUrlTest {

  @ParameterizedTest
  @ValueSource(
      strings = {
        "jdbc:postgresql://db.example.com/paydesk",
        "jdbc:postgresql://db.example.com:5432/paydesk?sslmode=prefer",
        "jdbc:postgresql://db.example.com/paydesk?sslmode=disable",
        "jdbc:postgresql://10.0.0.5/paydesk?ssl=false",
        "jdbc:postgresql://localhost,db2.example.com/paydesk?targetServerType=primary",
        "jdbc:postgresql://[2001:db8::1]:5432/paydesk"
      })
  void aServerOnAnotherMachineWithoutTlsIsRefusedInWords(String url) {
    assertThatThrownBy(() -> TeamStoreUrl.requireTlsOffThisMachine(url))
        .isInstanceOf(StoreException.class)
        .hasMessageContaining("must be reached over TLS")
        .hasMessageContaining("sslmode=verify-full");
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "jdbc:postgresql://db.example.com/paydesk?sslmode=verify-full",
        "jdbc:postgresql://db.example.com/paydesk?user=a&sslmode=require",
        "jdbc:postgresql://db.example.com/paydesk?sslmode=verify-ca",
        "jdbc:postgresql://db.example.com/paydesk?ssl=true",
        "jdbc:postgresql://localhost:5432/paydesk",
        "jdbc:postgresql://127.0.0.1:15432/paydesk",
        "jdbc:postgresql://[::1]/paydesk",
        "jdbc:postgresql:paydesk",
        "jdbc:h2:file:/tmp/x"
      })
  void tlsOrThisMachineIsAccepted(String url) {
    assertThatCode(() -> TeamStoreUrl.requireTlsOffThisMachine(url)).doesNotThrowAnyException();
  }
}
