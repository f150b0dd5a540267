package io.paydesk.ops;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.paydesk.store.StoreEncryption;
import io.paydesk.store.StoreKeyException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StoreKeysTest {
  @TempDir Path dir;

  @Test
  void withACredentialStoreARandomKeyIsKeptThereAndNoPassphraseIsAsked() throws Exception {
    MemoryCredentialStore credentials = new MemoryCredentialStore();
    StoreKeys.PassphrasePrompt never =
        (creating, problem) -> {
          throw new AssertionError("asked for a passphrase");
        };
    try (Connector connector =
            new Connector(dir, new StoreKeys(dir, Map.of(), credentials, never));
        Connection c = connector.open(ConnectionSettings.embedded())) {
      assertThat(c.store().audit().verify().intact()).isTrue();
    }
    assertThat(credentials.saved).hasSize(1);
    assertThat(dir.resolve(StoreKeys.PARAMS_FILE)).doesNotExist();
    assertThat(StoreEncryption.isEncrypted(dir.resolve("sandbox.mv.db"))).isTrue();
    assertThat(StoreEncryption.isEncrypted(dir.resolve("sandbox-service.mv.db"))).isTrue();
    // Opened again with the same credential store: the same key opens both files.
    try (Connector connector =
            new Connector(dir, new StoreKeys(dir, Map.of(), credentials, never));
        Connection c = connector.open(ConnectionSettings.embedded())) {
      assertThat(c.store().audit().verify().intact()).isTrue();
    }
  }

  @Test
  void withoutACredentialStoreThePassphraseIsAskedAgainWhenWrongAndCancelSaysWhy()
      throws Exception {
    List<String> asked = new ArrayList<>();
    StoreKeys first =
        new StoreKeys(
            dir,
            Map.of(),
            CredentialStore.NONE,
            (creating, problem) -> {
              asked.add(creating + "/" + problem);
              return "correct horse".toCharArray();
            });
    first.key();
    assertThat(asked).containsExactly("true/null");

    List<String> again = new ArrayList<>();
    StoreKeys second =
        new StoreKeys(
            dir,
            Map.of(),
            CredentialStore.NONE,
            (creating, problem) -> {
              again.add(creating + "/" + problem);
              return again.size() == 1 ? "wrong".toCharArray() : "correct horse".toCharArray();
            });
    assertThat(second.key().bytes()).isEqualTo(first.key().bytes());
    assertThat(again).containsExactly("false/null", "false/WRONG_PASSPHRASE");

    StoreKeys cancelled =
        new StoreKeys(dir, Map.of(), CredentialStore.NONE, (creating, problem) -> null);
    assertThatThrownBy(cancelled::key)
        .isInstanceOf(StoreKeyException.class)
        .hasMessage("No passphrase was given: the local store stays closed.");
  }

  @Test
  void theEnvironmentsPassphraseWinsAndNoPromptMeansAClearFailure() {
    StoreKeys fromEnv =
        new StoreKeys(
            dir,
            Map.of(StoreKeys.PASSPHRASE_ENV, "from the environment"),
            new MemoryCredentialStore(),
            null);
    fromEnv.key();
    assertThat(Files.exists(dir.resolve(StoreKeys.PARAMS_FILE))).isTrue();

    StoreKeys nobody = new StoreKeys(dir.resolve("other"), Map.of(), CredentialStore.NONE, null);
    assertThatThrownBy(nobody::key)
        .isInstanceOf(StoreKeyException.class)
        .hasMessageContaining("set " + StoreKeys.PASSPHRASE_ENV);
  }

  @Test
  void aPlainSandboxStateFileIsEncryptedOnTheFirstConnect() throws Exception {
    Path data = dir.resolve("data");
    // The state as the console wrote it before encryption: a plain H2 file.
    var plain =
        io.paydesk.sandbox.Sandbox.start(
            io.paydesk.sandbox.SandboxOptions.defaults()
                .withDemoPayments(10)
                .withPersistFile(Files.createDirectories(data).resolve("sandbox-service")));
    plain.close();
    assertThat(StoreEncryption.isPlain(data.resolve("sandbox-service.mv.db"))).isTrue();
    try (Connector connector = new Connector(data);
        Connection c = connector.open(ConnectionSettings.embedded())) {
      assertThat(c.demoPaymentIds()).isNotEmpty();
    }
    assertThat(StoreEncryption.isEncrypted(data.resolve("sandbox-service.mv.db"))).isTrue();
  }

  @Test
  void preparingDerivesOnlyTheEnvironmentsPassphraseAndAsksNobody() {
    MemoryCredentialStore credentials = new MemoryCredentialStore();
    StoreKeys.PassphrasePrompt never =
        (creating, problem) -> {
          throw new AssertionError("asked for a passphrase");
        };
    new StoreKeys(dir, Map.of(), credentials, never).prepare();
    assertThat(credentials.saved).as("the credential store is left for key()").isEmpty();
    assertThat(dir.resolve(StoreKeys.PARAMS_FILE)).doesNotExist();

    StoreKeys keys =
        new StoreKeys(
            dir, Map.of(StoreKeys.PASSPHRASE_ENV, "correct horse"), CredentialStore.NONE, never);
    keys.prepare();
    assertThat(dir.resolve(StoreKeys.PARAMS_FILE)).as("derived, its salt kept").exists();
    assertThat(keys.key().bytes())
        .isEqualTo(
            new StoreKeys(
                    dir,
                    Map.of(StoreKeys.PASSPHRASE_ENV, "correct horse"),
                    CredentialStore.NONE,
                    never)
                .key()
                .bytes());
  }

  @Test
  void aWrongPassphraseInTheEnvironmentIsToldByKeyNotByPrepare() {
    new StoreKeys(dir, Map.of(StoreKeys.PASSPHRASE_ENV, "first"), CredentialStore.NONE, null).key();
    StoreKeys wrong =
        new StoreKeys(dir, Map.of(StoreKeys.PASSPHRASE_ENV, "second"), CredentialStore.NONE, null);
    wrong.prepare();
    assertThatThrownBy(wrong::key)
        .isInstanceOfSatisfying(
            StoreKeyException.class,
            e -> assertThat(e.reason()).isEqualTo(StoreKeyException.Reason.WRONG_PASSPHRASE));
  }

  @Test
  void thePassphraseMayComeFromTheFileItsFileVariableNames() throws Exception {
    Path secret = dir.resolve("passphrase.txt");
    Files.writeString(secret, "a passphrase in a file\n");
    MemoryCredentialStore credentials = new MemoryCredentialStore();
    StoreKeys fromFile =
        new StoreKeys(
            dir, Map.of(StoreKeys.PASSPHRASE_ENV + "_FILE", secret.toString()), credentials, null);
    StoreKeys fromVariable =
        new StoreKeys(
            dir, Map.of(StoreKeys.PASSPHRASE_ENV, "a passphrase in a file"), credentials, null);
    assertThat(fromFile.key().bytes()).isEqualTo(fromVariable.key().bytes());
    assertThat(credentials.saved).isEmpty();
  }
}
