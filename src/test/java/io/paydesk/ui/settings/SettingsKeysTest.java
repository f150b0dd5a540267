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
import java.time.Duration;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Settings' keys and time-outs with a credential store in memory: keys typed once per profile,
 * shown masked after, forgotten on demand, read back at the next start; on a computer without a
 * credential store they are kept in memory and asked again at each start.
 */
class SettingsKeysTest {
  static final String PUBLIC = "pk_live_0a1b2c3d4e5f9876";
  static final String SECRET = "sk_live_s3cr3t-value-never-shown";

  @StartStop public final MockWebServer server = new MockWebServer();
  @TempDir Path dataDir;
  private final String account = UUID.randomUUID().toString();
  private final MemoryCredentialStore credentials = new MemoryCredentialStore();
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
  private Locale before;
  private ShellViewModel shell;

  @BeforeEach
  void answerNotFoundToEverything() {
    before = Locale.getDefault();
    Locale.setDefault(Locale.ENGLISH);
    server.setDispatcher(
        new Dispatcher() {
          @Override
          public MockResponse dispatch(RecordedRequest request) {
            return new MockResponse.Builder()
                .code(404)
                .addHeader("Content-Type", "application/json")
                .body("{\"code\":\"PAYMENT_NOT_FOUND\",\"messages\":[\"Not found.\"]}")
                .build();
          }
        });
    shell = new ShellViewModel(TaskRunner.sameThread(), dataDir);
  }

  @AfterEach
  void close() {
    shell.shutdown();
    Locale.setDefault(before);
  }

  private String url() {
    return server.url("/").toString().replaceAll("/$", "");
  }

  private SettingsViewModel form(ApiKeys keys, ConnectionSettings initial) {
    return new SettingsViewModel(shell, initial, TaskRunner.sameThread(), keys, memory);
  }

  private SettingsViewModel typedLiveForm(ApiKeys keys) {
    SettingsViewModel form = form(keys, ConnectionSettings.embedded());
    form.connection().targetProperty().set(Target.CUSTOM);
    form.connection().baseUrlProperty().set(url());
    form.connection().accountIdProperty().set(account);
    form.connection().publicKeyProperty().set(PUBLIC);
    form.connection().secretKeyProperty().set(SECRET);
    return form;
  }

  @Test
  void keysTypedOnceAreKeptInTheCredentialStoreAndShownMaskedAfter() {
    ApiKeys keys = new ApiKeys(credentials);
    SettingsViewModel form = typedLiveForm(keys);
    assertThat(form.keys().keysSavedProperty().get()).isFalse();
    assertThat(form.keys().keysNoteProperty().get())
        .isEqualTo(Messages.get("settings.keys.typeOnce"));

    assertThat(form.connection().connect()).isTrue();

    assertThat(credentials.saved).hasSize(1);
    String entry = credentials.saved.keySet().iterator().next();
    assertThat(entry).contains(account).contains(url());
    assertThat(credentials.saved.get(entry)).contains(PUBLIC).contains(SECRET);
    assertThat(form.keys().keysSavedProperty().get()).isTrue();
    assertThat(form.keys().savedKeysProperty().get())
        .isEqualTo("Public key \u2022\u2022\u2022\u2022 9876")
        .doesNotContain(PUBLIC);
    assertThat(form.connection().publicKeyProperty().get()).isEmpty();
    assertThat(form.connection().secretKeyProperty().get()).isEmpty();
    assertThat(form.keys().keysNoteProperty().get())
        .isEqualTo(Messages.get("settings.keys.inCredentialStore"));
    assertThat(shell.connectionLabelProperty().get()).isEqualTo(url());
    assertThat(prefs.values()).noneMatch(v -> v.contains(PUBLIC) || v.contains(SECRET));
  }

  @Test
  void aRestartReadsTheKeysBackAndConnectsWithoutTypingThem() {
    typedLiveForm(new ApiKeys(credentials)).connection().connect();
    shell.shutdown();
    shell = new ShellViewModel(TaskRunner.sameThread(), dataDir);

    ApiKeys afterRestart = new ApiKeys(credentials);
    StartConnection.Start start = StartConnection.atStart(Map.of(), memory, afterRestart);

    assertThat(start.keysWanted()).isFalse();
    assertThat(start.settings().embeddedSandbox()).isFalse();
    assertThat(start.settings().publicApiKey()).isEqualTo(PUBLIC);
    assertThat(start.settings().privateSecretKey()).isEqualTo(SECRET);
    SettingsViewModel form = form(afterRestart, start.settings());
    assertThat(form.keys().keysSavedProperty().get()).isTrue();
    assertThat(form.keys().savedKeysProperty().get()).contains("9876");
    assertThat(form.connection().publicKeyProperty().get()).isEmpty();

    assertThat(form.connection().connect()).isTrue();

    assertThat(shell.connection()).isNotNull();
    assertThat(shell.connection().client().config().privateSecretKey()).isEqualTo(SECRET);
  }

  @Test
  void theKeptKeysComeBackWhenTheProfileIsChosenAgain() {
    SettingsViewModel form = typedLiveForm(new ApiKeys(credentials));
    form.connection().connect();

    form.connection().targetProperty().set(Target.EMBEDDED);
    assertThat(form.keys().keysSavedProperty().get()).isFalse();
    form.connection().targetProperty().set(Target.CUSTOM);
    form.connection().baseUrlProperty().set(url());

    assertThat(form.keys().keysSavedProperty().get()).isTrue();
    assertThat(form.keys().savedKeysProperty().get()).contains("9876");
  }

  @Test
  void forgetRemovesTheKeysFromTheCredentialStoreAndTheFieldsComeBack() {
    ApiKeys keys = new ApiKeys(credentials);
    SettingsViewModel form = typedLiveForm(keys);
    form.connection().connect();

    form.keys().forgetKeys();

    assertThat(credentials.saved).isEmpty();
    assertThat(form.keys().keysSavedProperty().get()).isFalse();
    assertThat(form.keys().keysResultProperty().get())
        .isEqualTo(Messages.get("settings.keys.forgotten"));
    assertThat(form.connection().connect()).isFalse();
    assertThat(form.connection().errorProperty(ConnectionForm.PUBLIC_KEY).get()).isNotEmpty();
    assertThat(StartConnection.atStart(Map.of(), memory, new ApiKeys(credentials)).keysWanted())
        .isTrue();
  }

  @Test
  void replaceShowsTheFieldsAndTheNewKeysReplaceTheEntry() {
    SettingsViewModel form = typedLiveForm(new ApiKeys(credentials));
    form.connection().connect();

    form.keys().replaceKeys();
    assertThat(form.keys().keysSavedProperty().get()).isFalse();
    form.connection().publicKeyProperty().set("pk_live_new_key_4321");
    form.connection().secretKeyProperty().set("sk_live_new_secret");
    assertThat(form.connection().connect()).isTrue();

    assertThat(credentials.saved).hasSize(1);
    assertThat(credentials.saved.values().iterator().next())
        .isEqualTo("pk_live_new_key_4321\nsk_live_new_secret");
    assertThat(form.keys().savedKeysProperty().get()).contains("4321");
  }

  @Test
  void withoutACredentialStoreTheKeysStayInMemoryAndAreAskedAtEachStart() {
    SettingsViewModel form = typedLiveForm(new ApiKeys(CredentialStore.NONE));
    assertThat(form.keys().keysNoteProperty().get())
        .isEqualTo(Messages.get("settings.keys.askedEachStart"));

    assertThat(form.connection().connect()).isTrue();
    assertThat(form.keys().keysSavedProperty().get()).isTrue();
    assertThat(form.keys().keysNoteProperty().get())
        .isEqualTo(Messages.get("settings.keys.inMemory"));

    ApiKeys afterRestart = new ApiKeys(CredentialStore.NONE);
    StartConnection.Start start = StartConnection.atStart(Map.of(), memory, afterRestart);
    assertThat(start.keysWanted()).isTrue();
    assertThat(start.settings().embeddedSandbox()).isTrue();
    SettingsViewModel next = form(afterRestart, start.settings());
    assertThat(next.connection().targetProperty().get()).isEqualTo(Target.CUSTOM);
    assertThat(next.connection().baseUrlProperty().get()).isEqualTo(url());
    assertThat(next.connection().accountIdProperty().get()).isEqualTo(account);
    assertThat(next.keys().keysSavedProperty().get()).isFalse();
    assertThat(next.keys().keysNoteProperty().get())
        .isEqualTo(Messages.get("settings.keys.askedEachStart"));
  }

  @Test
  void keysFromTheEnvironmentAreUsedAndNeverSaved() {
    ApiKeys keys = new ApiKeys(credentials);
    Map<String, String> env =
        Map.of(
            ConnectionSettings.ENV_BASE_URL, url(),
            ConnectionSettings.ENV_ACCOUNT_ID, account,
            ConnectionSettings.ENV_PUBLIC_API_KEY, PUBLIC,
            ConnectionSettings.ENV_PRIVATE_SECRET_KEY, SECRET);

    StartConnection.Start start = StartConnection.atStart(env, memory, keys);
    SettingsViewModel form = form(keys, start.settings());

    assertThat(start.settings().privateSecretKey()).isEqualTo(SECRET);
    assertThat(form.keys().keysSavedProperty().get()).isTrue();
    assertThat(form.keys().keysNoteProperty().get())
        .isEqualTo(Messages.get("settings.keys.fromEnvironment"));
    assertThat(form.connection().connect()).isTrue();
    assertThat(credentials.saved).isEmpty();
  }

  @Test
  void timeOutsAreRememberedWithTheProfileAndReachTheClient() {
    SettingsViewModel form = typedLiveForm(new ApiKeys(credentials));
    assertThat(form.connection().connectTimeoutProperty().get()).isEqualTo("10");
    assertThat(form.connection().readTimeoutProperty().get()).isEqualTo("65");
    form.connection().connectTimeoutProperty().set("7");
    form.connection().readTimeoutProperty().set("120");

    assertThat(form.connection().connect()).isTrue();

    assertThat(shell.connection().client().config().connectTimeout())
        .isEqualTo(Duration.ofSeconds(7));
    assertThat(shell.connection().client().config().readTimeout())
        .isEqualTo(Duration.ofSeconds(120));
    StartConnection.Start start =
        StartConnection.atStart(Map.of(), memory, new ApiKeys(credentials));
    assertThat(start.settings().connectTimeout()).isEqualTo(Duration.ofSeconds(7));
    assertThat(start.settings().readTimeout()).isEqualTo(Duration.ofSeconds(120));
    SettingsViewModel next = form(new ApiKeys(credentials), ConnectionSettings.embedded());
    assertThat(next.connection().connectTimeoutProperty().get()).isEqualTo("7");
    assertThat(next.connection().readTimeoutProperty().get()).isEqualTo("120");
  }

  @ParameterizedTest(name = "{0}: connect {1}, read {2}")
  @CsvSource({
    "en, 0, 65, connect, Type whole seconds from 1 to 60.",
    "en, 61, 65, connect, Type whole seconds from 1 to 60.",
    "en, ten, 65, connect, Type whole seconds from 1 to 60.",
    "en, 10, 4, read, Type whole seconds from 5 to 300.",
    "es, 10, 301, read, Escriba segundos enteros de 5 a 300.",
    "pt-BR, 2.5, 65, connect, Digite segundos inteiros de 1 a 60."
  })
  void timeOutsOutOfRangeAreRefusedAtTheirFieldInTheUsersLanguage(
      String language, String connect, String read, String field, String expected) {
    Locale.setDefault(Locale.forLanguageTag(language));
    SettingsViewModel form = typedLiveForm(new ApiKeys(credentials));
    form.connection().connectTimeoutProperty().set(connect);
    form.connection().readTimeoutProperty().set(read);

    assertThat(form.connection().connect()).isFalse();

    String error =
        field.equals("connect")
            ? form.connection().errorProperty(ConnectionForm.CONNECT_TIMEOUT).get()
            : form.connection().errorProperty(ConnectionForm.READ_TIMEOUT).get();
    assertThat(error).isEqualTo(expected);
    assertThat(credentials.saved).isEmpty();
    assertThat(shell.connection()).isNull();
  }
}
