package io.paydesk.ui.settings;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.ops.ApiKeys;
import io.paydesk.ops.ConnectionSettings;
import io.paydesk.ops.CredentialStore;
import io.paydesk.ops.MemoryCredentialStore;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.Remember;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskRunner;
import io.paydesk.ui.settings.ConnectionViewModel.Target;
import java.nio.file.Path;
import java.util.Locale;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The keys of the connection form's profile: kept, masked, replaced, kept again, forgotten. */
class ApiKeysViewModelTest {
  static final String URL = "https://pay.example.com";

  /** Remembers nothing: these tests are about the keys. */
  private static final Remember.Memory NOWHERE =
      new Remember.Memory() {
        @Override
        public java.util.Optional<String> get(String key) {
          return java.util.Optional.empty();
        }

        @Override
        public void put(String key, String value) {}
      };

  @TempDir Path dataDir;
  private final String account = UUID.randomUUID().toString();
  private final MemoryCredentialStore credentials = new MemoryCredentialStore();
  private ShellViewModel shell;
  private Locale before;

  @BeforeEach
  void shell() {
    before = Locale.getDefault();
    Locale.setDefault(Locale.ENGLISH);
    shell = new ShellViewModel(TaskRunner.sameThread(), dataDir);
  }

  @AfterEach
  void close() {
    shell.shutdown();
    Locale.setDefault(before);
  }

  /** A form on a profile whose keys are already kept. */
  private ConnectionViewModel keptProfile(CredentialStore store) {
    ApiKeys keys = new ApiKeys(store);
    keys.keep(URL, account, "pk_live_kept_1234", "sk_live_kept");
    ConnectionViewModel c =
        new ConnectionViewModel(
            shell, ConnectionSettings.embedded(), TaskRunner.sameThread(), keys, NOWHERE);
    c.targetProperty().set(Target.CUSTOM);
    c.baseUrlProperty().set(URL);
    c.accountIdProperty().set(account);
    return c;
  }

  @Test
  void keptKeysAreShownMaskedAndMakeTheFormValidWithoutTyping() {
    ConnectionViewModel c = keptProfile(credentials);
    ApiKeysViewModel keys = c.keys();

    assertThat(keys.keysSavedProperty().get()).isTrue();
    assertThat(keys.savedKeysProperty().get())
        .isEqualTo("Public key \u2022\u2022\u2022\u2022 1234");
    assertThat(keys.keysNoteProperty().get())
        .isEqualTo(Messages.get("settings.keys.inCredentialStore"));
    assertThat(keys.kept()).isNotNull();
    assertThat(c.validProperty().get()).isTrue();
  }

  @Test
  void keepingTheSavedKeysAfterReplaceEmptiesWhatWasTyped() {
    ConnectionViewModel c = keptProfile(credentials);
    ApiKeysViewModel keys = c.keys();

    keys.replaceKeys();
    assertThat(keys.keysSavedProperty().get()).isFalse();
    assertThat(keys.replacingKeysProperty().get()).isTrue();
    assertThat(keys.kept()).isNull();
    assertThat(c.validProperty().get()).isFalse();
    c.publicKeyProperty().set("pk_live_half_typed");

    keys.keepSavedKeys();

    assertThat(c.publicKeyProperty().get()).isEmpty();
    assertThat(keys.keysSavedProperty().get()).isTrue();
    assertThat(keys.replacingKeysProperty().get()).isFalse();
    assertThat(c.validProperty().get()).isTrue();
  }

  @Test
  void onTheEmbeddedSandboxNoKeysAreShownNorAsked() {
    ConnectionViewModel c = keptProfile(credentials);

    c.targetProperty().set(Target.EMBEDDED);

    assertThat(c.keys().keysSavedProperty().get()).isFalse();
    assertThat(c.keys().keysNoteProperty().get()).isEmpty();
    assertThat(c.keys().keysErrorProperty().get()).isEmpty();
  }

  @Test
  void aCredentialStoreThatFailsIsSaidInWordsAtTheKeys() {
    CredentialStore failing =
        new CredentialStore() {
          @Override
          public boolean available() {
            return true;
          }

          @Override
          public java.util.Optional<String> read(String a) {
            return java.util.Optional.empty();
          }

          @Override
          public void save(String a, String secret) {
            throw new io.paydesk.store.StoreException("The credential store is locked.");
          }

          @Override
          public void delete(String a) {}
        };
    ConnectionViewModel c =
        new ConnectionViewModel(
            shell,
            ConnectionSettings.embedded(),
            TaskRunner.sameThread(),
            new ApiKeys(failing),
            NOWHERE);
    c.targetProperty().set(Target.CUSTOM);
    c.baseUrlProperty().set(URL);
    c.accountIdProperty().set(account);
    c.publicKeyProperty().set("pk_live_typed");
    c.secretKeyProperty().set("sk_live_typed");

    c.connect();

    assertThat(c.keys().keysResultProperty().get()).startsWith("The keys could not be kept");
    assertThat(c.keys().keysSavedProperty().get()).isFalse();
    assertThat(shell.connection()).isNull();
  }
}
