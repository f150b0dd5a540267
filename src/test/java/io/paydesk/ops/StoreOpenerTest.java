package io.paydesk.ops;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.paydesk.store.MigrationProgress;
import io.paydesk.store.Store;
import io.paydesk.store.StoreEncryption;
import io.paydesk.store.StoreInUseException;
import io.paydesk.store.StoreKeyException;
import io.paydesk.store.Stores;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The one opener of stores, for the console and the headless commands. */
class StoreOpenerTest {
  @TempDir Path dir;

  private StoreOpener withPassphrase(String passphrase) {
    StoreKeys keys =
        new StoreKeys(
            dir,
            Map.of(StoreKeys.PASSPHRASE_ENV, passphrase),
            CredentialStore.NONE,
            (creating, problem) -> {
              throw new AssertionError("asked for a passphrase");
            });
    return new StoreOpener(dir, keys);
  }

  @Test
  void aMissingStoreFileIsMadeEncrypted() {
    Path file = dir.resolve("inbox.mv.db");
    try (Store store = withPassphrase("first passphrase").open(file.toString(), "", "")) {
      store.saveSetting("seen", "yes");
    }
    assertThat(file).exists();
    assertThat(StoreEncryption.isEncrypted(file)).isTrue();
    assertThat(dir.resolve(StoreKeys.PARAMS_FILE)).exists();
  }

  @Test
  void anExistingStoreOpensWithThePassphraseFromTheEnvironment() {
    Path file = dir.resolve("sandbox.mv.db");
    try (Store store = withPassphrase("first passphrase").open(file, MigrationProgress.NONE)) {
      store.saveSetting("seen", "yes");
    }
    try (Store store = withPassphrase("first passphrase").openAsFound(file)) {
      assertThat(store.setting("seen")).isEqualTo("yes");
    }
  }

  @Test
  void aWrongPassphraseIsToldInWordsWithoutTheDriversNames() throws Exception {
    Path file = dir.resolve("sandbox.mv.db");
    withPassphrase("first passphrase").open(file, MigrationProgress.NONE).close();
    // Another folder's key (its own parameters file): the store's key is not the one derived.
    Path other = Files.createDirectories(dir.resolve("other"));
    StoreOpener wrong =
        new StoreOpener(
            other,
            new StoreKeys(
                other,
                Map.of(StoreKeys.PASSPHRASE_ENV, "another passphrase"),
                CredentialStore.NONE,
                null));
    assertThatThrownBy(() -> wrong.openAsFound(file))
        .isInstanceOf(StoreKeyException.class)
        .hasMessageContaining("was encrypted with another key or passphrase")
        .satisfies(e -> assertThat(e.getMessage()).doesNotContain("org.h2", "Jdbc", "Exception"));
    assertThatThrownBy(() -> withPassphrase("not the first one").openAsFound(file))
        .isInstanceOf(StoreKeyException.class)
        .satisfies(e -> assertThat(e.getMessage()).doesNotContain("org.h2", "Jdbc", "Exception"));
  }

  @Test
  void aStoreOpenElsewhereIsToldInWords() throws Exception {
    Path file = dir.resolve("sandbox.mv.db");
    StoreOpener opener = withPassphrase("first passphrase");
    opener.open(file, MigrationProgress.NONE).close();
    // Locked as a console in another process holds it.
    try (FileChannel held =
            FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE);
        FileLock lock = held.lock()) {
      assertThatThrownBy(() -> opener.openAsFound(file))
          .isInstanceOf(StoreInUseException.class)
          .hasMessageContaining("is open in another program")
          .satisfies(e -> assertThat(e.getMessage()).doesNotContain("org.h2", "Jdbc"));
    }
    opener.openAsFound(file).close();
  }

  @Test
  void aPlainStoreMadeBeforeEncryptionIsReadAsFoundAndEncryptedByOpen() {
    Path base = dir.resolve("plain");
    Stores.openH2(base).close();
    Path file = dir.resolve("plain.mv.db");
    try (Store store = withPassphrase("first passphrase").openAsFound(file)) {
      assertThat(store.isH2()).isTrue();
    }
    assertThat(StoreEncryption.isEncrypted(file)).isFalse();
    withPassphrase("first passphrase").open(file, MigrationProgress.NONE).close();
    assertThat(StoreEncryption.isEncrypted(file)).isTrue();
  }

  @Test
  void openAsFoundMakesNoStore() {
    Path file = dir.resolve("none.mv.db");
    assertThatThrownBy(() -> withPassphrase("first passphrase").openAsFound(file))
        .hasMessageContaining("There is no store file");
    assertThat(Files.exists(file)).isFalse();
  }
}
