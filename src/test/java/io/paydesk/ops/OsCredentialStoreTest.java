package io.paydesk.ops;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.paydesk.store.StoreException;
import org.junit.jupiter.api.Test;

/** The credential store opened ahead answers as the one opened in place (KeyringTest: with one). */
class OsCredentialStoreTest {
  @Test
  void withoutASessionBusTheStoreOpenedAheadSaysThereIsNoneAndKeepsNothing() {
    String bus = System.getenv("DBUS_SESSION_BUS_ADDRESS");
    assumeTrue(bus == null || bus.isBlank(), "a D-Bus session: KeyringTest covers it");
    CredentialStore ahead = OsCredentialStore.openAhead();

    assertThat(ahead.available()).isFalse();
    assertThat(ahead.read("store-key:/tmp/x")).isEmpty();
    assertThatThrownBy(() -> ahead.save("store-key:/tmp/x", "secret"))
        .isInstanceOf(StoreException.class)
        .hasMessageNotContaining("secret");
    ahead.delete("store-key:/tmp/x"); // nothing kept, nothing to delete
  }
}
