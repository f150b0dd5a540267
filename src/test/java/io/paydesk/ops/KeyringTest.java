package io.paydesk.ops;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.paydesk.store.StoreKey;
import java.nio.file.Path;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real credential store of this computer (a Secret Service on the D-Bus session bus, such as
 * gnome-keyring): keys saved, read back by a fresh instance, and deleted. Skipped where there is
 * none (CI, a headless box without a session bus); src/site/markdown/keyring.md says how to run it.
 */
class KeyringTest {
  @TempDir Path dataDir;
  private CredentialStore keyring;

  @BeforeEach
  void needsACredentialStore() {
    String bus = System.getenv("DBUS_SESSION_BUS_ADDRESS");
    assumeTrue(bus != null && !bus.isBlank(), "no D-Bus session: no Secret Service to use");
    keyring = OsCredentialStore.open();
    assumeTrue(keyring.available(), "the session bus has no Secret Service");
  }

  @Test
  void liveKeysAreSavedReadBackByAFreshInstanceAndForgotten() {
    String url = "https://api.example.test";
    String account = UUID.randomUUID().toString();
    ApiKeys keys = new ApiKeys(keyring);
    assertThat(keys.persistent()).isTrue();

    keys.keep(url, account, "pk_keyring_test_1234", "sk_keyring_test_secret");

    ApiKeys fresh = new ApiKeys(OsCredentialStore.open());
    ApiKeys.Pair read = fresh.find(url, account).orElseThrow();
    assertThat(read.publicApiKey()).isEqualTo("pk_keyring_test_1234");
    assertThat(read.privateSecretKey()).isEqualTo("sk_keyring_test_secret");
    assertThat(read.source()).isEqualTo(ApiKeys.Source.CREDENTIAL_STORE);

    fresh.forget(url, account);

    assertThat(new ApiKeys(OsCredentialStore.open()).find(url, account)).isEmpty();
    assertThat(keyring.read(ApiKeys.account(url, account))).isEmpty();
  }

  @Test
  void theStoresMasterKeyIsMadeOnceInTheKeyringAndFoundAgainWithoutAPassphrase() {
    StoreKeys never =
        new StoreKeys(
            dataDir,
            Map.of(),
            keyring,
            (creating, problem) -> {
              throw new AssertionError("no passphrase is asked with a credential store");
            });
    StoreKey made = never.key();
    try {
      // The console's way: the credential store opened on a thread of its own while it starts.
      StoreKey again =
          new StoreKeys(dataDir, Map.of(), OsCredentialStore.openAhead(), (c, p) -> null).key();
      assertThat(again.bytes()).isEqualTo(made.bytes());
      assertThat(keyring.read(never.account())).isPresent();
    } finally {
      keyring.delete(never.account());
    }
    assertThat(keyring.read(never.account())).isEmpty();
  }
}
