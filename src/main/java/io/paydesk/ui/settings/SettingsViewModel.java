package io.paydesk.ui.settings;

import io.paydesk.api.Environment;
import io.paydesk.ops.ApiKeys;
import io.paydesk.ops.Connection;
import io.paydesk.ops.ConnectionCheck;
import io.paydesk.ops.ConnectionSettings;
import io.paydesk.ops.ServiceHealth;
import io.paydesk.rules.Rules;
import io.paydesk.store.PaymentQuery;
import io.paydesk.store.Store;
import io.paydesk.ui.base.ErrorText;
import io.paydesk.ui.base.MessageText;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.Remember;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskRunner;
import io.paydesk.ui.kit.FormModel;
import java.io.Writer;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The connection form. Keys are typed once per profile (base URL and account id) and kept by {@link
 * ApiKeys}: in the credential store where there is one, else in memory until the console closes;
 * after that only the end of the public key is shown. The profile and its time-outs (never the
 * keys) are remembered in the preferences. Each field's error shows at the field before anything
 * connects.
 */
public final class SettingsViewModel {
  /** The environments a user picks from. */
  public enum Target {
    EMBEDDED(null),
    SANDBOX(Environment.SANDBOX),
    PRODUCTION(Environment.PRODUCTION),
    EU_PRODUCTION(Environment.EU_PRODUCTION),
    CUSTOM(null);

    private final Environment environment;

    Target(Environment environment) {
      this.environment = environment;
    }

    public String baseUrl() {
      return environment == null ? null : environment.baseUrl();
    }

    public String label() {
      return Messages.get(this == EMBEDDED ? "settings.env.embedded" : "settings.env." + name());
    }
  }

  private final ShellViewModel shell;
  private final TaskRunner runner;
  private final ObjectProperty<Target> target = new SimpleObjectProperty<>(Target.EMBEDDED);
  private final StringProperty baseUrl = new SimpleStringProperty("");
  private final StringProperty accountId = new SimpleStringProperty("");
  private final StringProperty publicKey = new SimpleStringProperty("");
  private final StringProperty secretKey = new SimpleStringProperty("");
  private final ReadOnlyStringWrapper baseUrlError = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper accountIdError = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper publicKeyError = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper secretKeyError = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper formSummary = new ReadOnlyStringWrapper("");
  private final ReadOnlyBooleanWrapper valid = new ReadOnlyBooleanWrapper(true);
  private final Set<Field> left = EnumSet.noneOf(Field.class);
  private final ReadOnlyStringWrapper storeLocation = new ReadOnlyStringWrapper("");
  private final MessageText storeContents = new MessageText();
  private final MessageText auditResult = new MessageText();
  private final ReadOnlyObjectWrapper<Boolean> auditIntact = new ReadOnlyObjectWrapper<>();
  private final ReadOnlyBooleanWrapper storeBusy = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyBooleanWrapper onSandbox = new ReadOnlyBooleanWrapper(false);
  private final MessageText sandboxResult = new MessageText();
  private final MessageText testResult = new MessageText();
  private final ReadOnlyObjectWrapper<Boolean> testPassed = new ReadOnlyObjectWrapper<>();
  private final ReadOnlyBooleanWrapper testing = new ReadOnlyBooleanWrapper(false);
  private final ApiKeys apiKeys;
  private final Remember.Memory memory;
  private final StringProperty connectTimeout = new SimpleStringProperty("");
  private final StringProperty readTimeout = new SimpleStringProperty("");
  private final ReadOnlyStringWrapper connectTimeoutError = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper readTimeoutError = new ReadOnlyStringWrapper("");
  private final ReadOnlyBooleanWrapper keysSaved = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyStringWrapper savedKeys = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper keysNote = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper keysResult = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper keysError = new ReadOnlyStringWrapper("");
  private final ReadOnlyBooleanWrapper replacingKeys = new ReadOnlyBooleanWrapper(false);

  /** The keys found for the profile the form shows, or null. */
  private ApiKeys.Pair saved;

  /** The profile {@link #saved} belongs to ("" for none). */
  private String savedFor = "";

  /** A form whose profile and time-outs are remembered nowhere (tests). */
  public SettingsViewModel(ShellViewModel shell, ConnectionSettings initial, TaskRunner runner) {
    this(shell, initial, runner, shell.apiKeys(), new MemoryOnly());
  }

  /**
   * @param apiKeys where the profiles' keys are kept
   * @param memory where the last live profile and each profile's time-outs are remembered
   */
  public SettingsViewModel(
      ShellViewModel shell,
      ConnectionSettings initial,
      TaskRunner runner,
      ApiKeys apiKeys,
      Remember.Memory memory) {
    this.shell = shell;
    this.runner = runner;
    this.apiKeys = apiKeys;
    this.memory = memory;
    connectTimeout.set(String.valueOf(initial.connectTimeout().toSeconds()));
    readTimeout.set(String.valueOf(initial.readTimeout().toSeconds()));
    if (!initial.embeddedSandbox()) {
      target.set(targetFor(initial.baseUrl()));
      baseUrl.set(initial.baseUrl());
      accountId.set(initial.accountId());
    } else {
      memory.get(LAST_URL).ifPresent(baseUrl::set);
      memory.get(LAST_ACCOUNT).ifPresent(accountId::set);
      memory
          .get(LAST_TARGET)
          .flatMap(SettingsViewModel::target)
          .filter(t -> t != Target.EMBEDDED && !baseUrl.get().isEmpty())
          .ifPresent(target::set);
      rememberedTimeouts();
    }
    target.addListener(
        (obs, old, now) -> {
          left.clear();
          if (now.baseUrl() != null) {
            baseUrl.set(now.baseUrl());
          }
          profileChanged();
          check();
        });
    for (StringProperty p : List.of(baseUrl, accountId)) {
      p.addListener(
          (o, a, b) -> {
            profileChanged();
            check();
          });
    }
    for (StringProperty p : List.of(publicKey, secretKey, connectTimeout, readTimeout)) {
      p.addListener((o, a, b) -> check());
    }
    profileChanged();
    check();
    // The field errors and the summary are said again in a newly chosen language.
    Messages.languageProperty().addListener((o, a, b) -> check());
    shell
        .connectionProperty()
        .addListener(
            (obs, old, now) -> {
              auditResult.set("");
              auditIntact.set(null);
              sandboxResult.set("");
              onSandbox.set(now != null && now.isSandbox());
              refreshStore();
            });
    onSandbox.set(shell.connection() != null && shell.connection().isSandbox());
    shell.storeUpdatesProperty().addListener((obs, old, now) -> refreshStore());
  }

  /** Reads where the local store is, what it holds and its size (off the FX thread). */
  public void refreshStore() {
    Store store = store();
    if (store == null) {
      storeLocation.set("");
      storeContents.set("");
      return;
    }
    runner.run(
        () -> new StoreFacts(store.location(), store.payments().count(ALL), store.sizeBytes()),
        facts -> {
          if (store == store()) {
            storeLocation.set(facts.location());
            storeContents.say(
                () ->
                    facts.bytes() < 0
                        ? Messages.get("settings.store.contents", facts.payments())
                        : facts.bytes() < 1024 * 1024
                            ? Messages.get("settings.store.contentsUnderOneMb", facts.payments())
                            : Messages.get(
                                "settings.store.contentsAndSize",
                                facts.payments(),
                                megabytes(facts.bytes())));
          }
        },
        failure -> storeContents.say(() -> ErrorText.of(failure)));
  }

  /** Re-computes the audit log's hash chain and says whether it is intact. */
  public void checkAudit() {
    Store store = store();
    if (store == null || storeBusy.get()) {
      return;
    }
    storeBusy.set(true);
    runner.run(
        () -> store.audit().verify(),
        v -> {
          storeBusy.set(false);
          auditIntact.set(v.intact());
          auditResult.say(
              () ->
                  v.intact()
                      ? Messages.get("settings.store.auditIntact", v.rowsChecked())
                      : Messages.get(
                          "settings.store.audit." + v.kind().name(),
                          v.firstBadSeq(),
                          v.otherSeq()));
        },
        failure -> {
          storeBusy.set(false);
          auditIntact.set(null);
          auditResult.say(() -> ErrorText.of(failure));
        });
  }

  /**
   * Gives the store file's free space back (searches and operations wait meanwhile), then says how
   * big the file was and is.
   */
  public void compactStore() {
    Connection c = shell.connectionProperty().get();
    if (c == null || storeBusy.get()) {
      return;
    }
    storeBusy.set(true);
    auditIntact.set(null);
    auditResult.say(() -> Messages.get("settings.store.compacting"));
    runner.run(
        () -> c.upkeep().compact(),
        sizes -> {
          storeBusy.set(false);
          auditResult.say(
              () ->
                  sizes.bytesBefore() < 0 || sizes.bytesAfter() < 0
                      ? Messages.get("settings.store.compactedNoSize")
                      : Messages.get(
                          "settings.store.compacted",
                          megabytes(sizes.bytesBefore()),
                          megabytes(sizes.bytesAfter())));
          refreshStore();
        },
        failure -> {
          storeBusy.set(false);
          auditResult.say(
              () -> Messages.get("settings.store.compactFailed", ErrorText.of(failure)));
        });
  }

  private static double megabytes(long bytes) {
    return bytes / (1024.0 * 1024.0);
  }

  /** Writes the whole audit log to a CSV file. */
  public void exportAudit(Path file) {
    Store store = store();
    if (store == null || storeBusy.get()) {
      return;
    }
    storeBusy.set(true);
    runner.run(
        () -> {
          try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            return store.audit().exportCsv(out, null, null);
          }
        },
        rows -> {
          storeBusy.set(false);
          auditIntact.set(null);
          auditResult.say(() -> Messages.get("settings.store.exported", rows, file.toString()));
        },
        failure -> {
          storeBusy.set(false);
          auditIntact.set(null);
          auditResult.say(() -> Messages.get("settings.store.exportFailed", ErrorText.of(failure)));
        });
  }

  private static final PaymentQuery ALL = PaymentQuery.builder().build();

  private record StoreFacts(String location, long payments, long bytes) {}

  /** The sentence the reset's confirmation shows: what will be forgotten, in words. */
  public String sandboxResetSentence() {
    Connection c = shell.connection();
    return Messages.get("settings.sandbox.confirm", c == null ? 0 : c.demoPaymentIds().size());
  }

  /**
   * Resets the embedded sandbox to its demo data (after the user confirmed) and replaces the
   * store's copies of the demo payments with the reset ones.
   */
  public void resetSandbox() {
    Connection c = shell.connection();
    if (c == null || !c.isSandbox() || storeBusy.get()) {
      return;
    }
    storeBusy.set(true);
    sandboxResult.say(() -> Messages.get("settings.sandbox.resetting"));
    runner.run(
        c::resetSandbox,
        n -> {
          storeBusy.set(false);
          sandboxResult.say(() -> Messages.get("settings.sandbox.done", n));
          shell.storeChanged();
        },
        failure -> {
          storeBusy.set(false);
          sandboxResult.say(() -> Messages.get("settings.sandbox.failed", ErrorText.of(failure)));
        });
  }

  /** True while connected to the embedded sandbox: its reset is offered. */
  public ReadOnlyBooleanProperty onSandboxProperty() {
    return onSandbox.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty sandboxResultProperty() {
    return sandboxResult.getReadOnlyProperty();
  }

  private Store store() {
    Connection c = shell.connectionProperty().get();
    return c == null ? null : c.store();
  }

  private static Target targetFor(String url) {
    for (Target t : Target.values()) {
      if (t.baseUrl() != null && t.baseUrl().equals(url)) {
        return t;
      }
    }
    return Target.CUSTOM;
  }

  /**
   * Checks every field, then connects; returns false (with messages at the fields) when not valid.
   */
  public boolean connect() {
    ConnectionSettings settings = checkedSettings();
    if (settings == null) {
      return false;
    }
    remember(settings);
    if (settings.embeddedSandbox() || !typedKeys()) {
      shell.connect(settings);
      return true;
    }
    // Typed keys are kept first (credential store or memory), then shown masked only.
    String profile = profile();
    keysResult.set("");
    runner.run(
        () ->
            apiKeys.keep(
                settings.baseUrl(),
                settings.accountId(),
                settings.publicApiKey(),
                settings.privateSecretKey()),
        pair -> {
          saved = pair;
          savedFor = profile;
          replacing = false;
          publicKey.set("");
          secretKey.set("");
          showKeys();
          shell.connect(settings);
        },
        failure -> keysResult.set(Messages.get("settings.keys.failed", ErrorText.of(failure))));
    return true;
  }

  /** Shows the key fields again to type new keys; the saved ones stay until those connect. */
  public void replaceKeys() {
    replacing = true;
    keysResult.set("");
    showKeys();
  }

  /** Gives up replacing: the kept keys are used again. */
  public void keepSavedKeys() {
    replacing = false;
    publicKey.set("");
    secretKey.set("");
    showKeys();
  }

  /**
   * Forgets the form's profile keys on this computer (credential store and memory); the open
   * connection keeps working until another one is opened or the console closes.
   */
  public void forgetKeys() {
    String profile = profile();
    if (profile.isEmpty()) {
      return;
    }
    String url = url();
    String account = trim(accountId.get());
    runner.run(
        () -> {
          apiKeys.forget(url, account);
          return profile;
        },
        forgotten -> {
          if (forgotten.equals(savedFor)) {
            saved = null;
          }
          replacing = false;
          keysResult.set(Messages.get("settings.keys.forgotten"));
          showKeys();
        },
        failure -> keysResult.set(Messages.get("settings.keys.failed", ErrorText.of(failure))));
  }

  /** Says again where the keys are, in the language now chosen (a rebuilt view calls it). */
  public void showKeys() {
    boolean live = target.get() != Target.EMBEDDED;
    boolean show = live && saved != null && savedFor.equals(profile()) && !replacing;
    keysSaved.set(show);
    replacingKeys.set(live && saved != null && savedFor.equals(profile()) && replacing);
    savedKeys.set(
        saved == null ? "" : Messages.get("settings.keys.masked", saved.publicKeyEnding()));
    if (!live) {
      keysNote.set("");
    } else if (show) {
      keysNote.set(
          Messages.get(
              switch (saved.source()) {
                case CREDENTIAL_STORE -> "settings.keys.inCredentialStore";
                case MEMORY -> "settings.keys.inMemory";
                case ENVIRONMENT -> "settings.keys.fromEnvironment";
              }));
    } else {
      keysNote.set(
          Messages.get(
              apiKeys.persistent() ? "settings.keys.typeOnce" : "settings.keys.askedEachStart"));
    }
    check();
  }

  /** The form's profile changed: its saved keys and remembered time-outs are looked up. */
  private void profileChanged() {
    String profile = profile();
    if (!profile.equals(savedFor)) {
      saved = null;
      savedFor = "";
      replacing = false;
    }
    showKeys();
    if (profile.isEmpty()) {
      return;
    }
    if (!profile.equals(lookedUp)) {
      lookedUp = profile;
      rememberedTimeouts();
    }
    if (profile.equals(savedFor)) {
      return;
    }
    String url = url();
    String account = trim(accountId.get());
    runner.run(
        () -> apiKeys.find(url, account),
        found -> {
          if (profile.equals(profile())) {
            saved = found.orElse(null);
            savedFor = saved == null ? "" : profile;
            showKeys();
          }
        },
        failure -> keysResult.set(Messages.get("settings.keys.failed", ErrorText.of(failure))));
  }

  /** The profile the form names ("" when it names none: the sandbox, or fields not valid yet). */
  private String profile() {
    if (target.get() == Target.EMBEDDED
        || !validBaseUrl(trim(baseUrl.get()))
        || !Rules.isUuid(trim(accountId.get()))) {
      return "";
    }
    return url() + "#" + trim(accountId.get());
  }

  private String url() {
    return trim(baseUrl.get()).replaceAll("/+$", "").replaceAll("/v1$", "");
  }

  private boolean typedKeys() {
    return saved == null || replacing || !savedFor.equals(profile());
  }

  /** Fills the time-outs remembered with the form's profile, if any. */
  private void rememberedTimeouts() {
    String profile = profile();
    if (profile.isEmpty()) {
      return;
    }
    memory
        .get(TIMEOUTS + profile)
        .map(v -> v.split(","))
        .filter(v -> v.length == 2)
        .ifPresent(
            v -> {
              connectTimeout.set(v[0]);
              readTimeout.set(v[1]);
            });
  }

  /** Remembers the profile connected to and its time-outs (never its keys). */
  private void remember(ConnectionSettings settings) {
    memory.put(LAST_TARGET, target.get().name());
    if (!settings.embeddedSandbox()) {
      memory.put(LAST_URL, settings.baseUrl());
      memory.put(LAST_ACCOUNT, settings.accountId());
      memory.put(
          TIMEOUTS + profile(),
          settings.connectTimeout().toSeconds() + "," + settings.readTimeout().toSeconds());
    }
  }

  /** What the console connects to when it starts, and whether the keys must be asked. */
  public record Start(ConnectionSettings settings, boolean keysWanted) {}

  /**
   * The environment's live connection when it names one (its keys used, never saved); else the last
   * live profile connected to, when its keys are kept on this computer; else the embedded sandbox,
   * saying whether a live profile's keys must be typed (no credential store).
   */
  public static Start atStart(Map<String, String> env, Remember.Memory memory, ApiKeys keys) {
    ConnectionSettings fromEnv = ConnectionSettings.fromEnvironment(env);
    if (!fromEnv.embeddedSandbox()) {
      keys.useFromEnvironment(fromEnv);
      return new Start(withRemembered(fromEnv, memory), false);
    }
    Optional<Target> last = memory.get(LAST_TARGET).flatMap(SettingsViewModel::target);
    Optional<String> url = memory.get(LAST_URL);
    Optional<String> account = memory.get(LAST_ACCOUNT);
    if (last.isEmpty() || last.get() == Target.EMBEDDED || url.isEmpty() || account.isEmpty()) {
      return new Start(ConnectionSettings.embedded(), false);
    }
    Optional<ApiKeys.Pair> pair;
    try {
      pair = keys.find(url.get(), account.get());
    } catch (RuntimeException e) {
      pair = Optional.empty(); // the credential store did not answer: the keys are asked
    }
    return pair.map(
            p ->
                new Start(
                    withRemembered(
                        ConnectionSettings.live(
                            url.get(), account.get(), p.publicApiKey(), p.privateSecretKey()),
                        memory),
                    false))
        .orElseGet(() -> new Start(ConnectionSettings.embedded(), true));
  }

  private static ConnectionSettings withRemembered(
      ConnectionSettings live, Remember.Memory memory) {
    String[] v =
        memory.get(TIMEOUTS + live.baseUrl() + "#" + live.accountId()).orElse("").split(",");
    try {
      return v.length == 2
          ? live.withTimeouts(
              Duration.ofSeconds(Integer.parseInt(v[0])),
              Duration.ofSeconds(Integer.parseInt(v[1])))
          : live;
    } catch (NumberFormatException e) {
      return live;
    }
  }

  private static Optional<Target> target(String name) {
    try {
      return Optional.of(Target.valueOf(name));
    } catch (IllegalArgumentException e) {
      return Optional.empty();
    }
  }

  /** Preference names: the last profile connected to and each profile's time-outs. */
  static final String LAST_TARGET = "connection.target";

  static final String LAST_URL = "connection.baseUrl";
  static final String LAST_ACCOUNT = "connection.accountId";
  static final String TIMEOUTS = "connection.timeouts.";

  /** The time-outs' ranges, in seconds. */
  static final int CONNECT_MIN = 1;

  static final int CONNECT_MAX = 60;
  static final int READ_MIN = 5;
  static final int READ_MAX = 300;

  private boolean replacing;
  private String lookedUp = "";

  /** Remembers in memory only (a form made without the console's preferences). */
  private static final class MemoryOnly implements Remember.Memory {
    private final Map<String, String> values = new HashMap<>();

    @Override
    public Optional<String> get(String key) {
      return Optional.ofNullable(values.get(key));
    }

    @Override
    public void put(String key, String value) {
      values.put(key, Objects.requireNonNull(value));
    }
  }

  /**
   * Checks every field, then tests those settings without connecting: says in words whether the
   * service answered, took the keys, and how long it took. The current connection stays.
   */
  public boolean testConnection() {
    ConnectionSettings settings = checkedSettings();
    if (settings == null) {
      return false;
    }
    testing.set(true);
    testPassed.set(null);
    testResult.say(() -> Messages.get("keys.test.running"));
    runner.run(
        () -> shell.checkConnection(settings),
        check -> {
          testing.set(false);
          testResult.set(sentence(check));
          testPassed.set(check.answer() == ServiceHealth.Answer.ANSWERING);
        },
        failure -> {
          testing.set(false);
          testResult.say(() -> Messages.get("keys.test.failed", ErrorText.of(failure)));
          testPassed.set(false);
        });
    return true;
  }

  private static String sentence(ConnectionCheck check) {
    long ms = check.took().toMillis();
    return switch (check.answer()) {
      case ANSWERING -> Messages.get("keys.test.answering", ms);
      case KEYS_REFUSED ->
          Messages.get(
              "keys.test.refused",
              ms,
              check.status(),
              check.code().isEmpty() ? "" : " \u00b7 " + check.code());
      case NOT_ANSWERING -> Messages.get("keys.test.notAnswering", ms);
    };
  }

  /** A field of the live connection form. */
  public enum Field {
    BASE_URL("settings.baseUrl"),
    ACCOUNT_ID("settings.accountId"),
    PUBLIC_KEY("settings.publicKey"),
    SECRET_KEY("settings.secretKey"),
    CONNECT_TIMEOUT("settings.connectTimeout"),
    READ_TIMEOUT("settings.readTimeout");

    private final String labelKey;

    Field(String labelKey) {
      this.labelKey = labelKey;
    }
  }

  /** The user left a field: its error shows from now on. */
  public void left(Field field) {
    left.add(field);
    check();
  }

  /**
   * Checks every field as typed: errors show at the fields the user has left, the summary names
   * every field still wrong, and the form is valid when none is.
   */
  private void check() {
    Map<Field, String> found = new EnumMap<>(Field.class);
    if (target.get() != Target.EMBEDDED) {
      if (!validBaseUrl(trim(baseUrl.get()))) {
        found.put(Field.BASE_URL, Messages.get("settings.error.baseUrl"));
      }
      if (!Rules.isUuid(trim(accountId.get()))) {
        found.put(Field.ACCOUNT_ID, Messages.get("settings.error.accountId"));
      }
      // Kept keys stand in for typed ones until the user replaces them.
      boolean typed = typedKeys();
      String pub = typed ? trim(publicKey.get()) : saved.publicApiKey();
      if (pub.isEmpty()) {
        found.put(Field.PUBLIC_KEY, Messages.get("settings.error.publicKey"));
      } else if (isProduction() && Environment.isSandboxKey(pub)) {
        found.put(Field.PUBLIC_KEY, Messages.get("settings.error.sandboxKeyOnProduction"));
      }
      if ((typed ? trim(secretKey.get()) : saved.privateSecretKey()).isEmpty()) {
        found.put(Field.SECRET_KEY, Messages.get("settings.error.secretKey"));
      }
      if (seconds(connectTimeout, CONNECT_MIN, CONNECT_MAX) == null) {
        found.put(
            Field.CONNECT_TIMEOUT,
            Messages.get("settings.error.timeout", CONNECT_MIN, CONNECT_MAX));
      }
      if (seconds(readTimeout, READ_MIN, READ_MAX) == null) {
        found.put(Field.READ_TIMEOUT, Messages.get("settings.error.timeout", READ_MIN, READ_MAX));
      }
      // A kept sandbox key on a production profile is said beside the kept keys.
      keysError.set(
          !typed && found.containsKey(Field.PUBLIC_KEY) ? found.get(Field.PUBLIC_KEY) : "");
    } else {
      keysError.set("");
    }
    for (Field f : Field.values()) {
      errorOf(f).set(left.contains(f) ? found.getOrDefault(f, "") : "");
    }
    valid.set(found.isEmpty());
    formSummary.set(
        FormModel.stillToComplete(
            "kit.incompleteBeforeConnecting",
            found.keySet().stream().map(f -> Messages.get(f.labelKey)).toList()));
  }

  private ReadOnlyStringWrapper errorOf(Field f) {
    return switch (f) {
      case BASE_URL -> baseUrlError;
      case ACCOUNT_ID -> accountIdError;
      case PUBLIC_KEY -> publicKeyError;
      case SECRET_KEY -> secretKeyError;
      case CONNECT_TIMEOUT -> connectTimeoutError;
      case READ_TIMEOUT -> readTimeoutError;
    };
  }

  /** The settings the form describes, or null (with messages at every field) when not valid. */
  private ConnectionSettings checkedSettings() {
    if (target.get() == Target.EMBEDDED) {
      return ConnectionSettings.embedded();
    }
    left.addAll(EnumSet.allOf(Field.class));
    check();
    if (!valid.get()) {
      return null;
    }
    boolean typed = typedKeys();
    String pub = typed ? trim(publicKey.get()) : saved.publicApiKey();
    String secret = typed ? trim(secretKey.get()) : saved.privateSecretKey();
    return ConnectionSettings.live(url(), trim(accountId.get()), pub, secret)
        .withTimeouts(
            Duration.ofSeconds(seconds(connectTimeout, CONNECT_MIN, CONNECT_MAX)),
            Duration.ofSeconds(seconds(readTimeout, READ_MIN, READ_MAX)));
  }

  /** Whole seconds within [min, max], or null. */
  private static Integer seconds(StringProperty field, int min, int max) {
    try {
      int n = Integer.parseInt(trim(field.get()));
      return n >= min && n <= max ? n : null;
    } catch (NumberFormatException e) {
      return null;
    }
  }

  /** What the last connection test found, in words ("" before one). */
  public ReadOnlyStringProperty testResultProperty() {
    return testResult.getReadOnlyProperty();
  }

  /**
   * Whether the last connection test found the service answering and taking the keys (null before
   * one or while it runs).
   */
  public ReadOnlyObjectProperty<Boolean> testPassedProperty() {
    return testPassed.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty testingProperty() {
    return testing.getReadOnlyProperty();
  }

  private boolean isProduction() {
    return target.get() == Target.PRODUCTION || target.get() == Target.EU_PRODUCTION;
  }

  static boolean validBaseUrl(String url) {
    try {
      URI uri = URI.create(url);
      if (uri.getHost() == null) {
        return false;
      }
      if ("https".equals(uri.getScheme())) {
        return true;
      }
      boolean local = uri.getHost().equals("127.0.0.1") || uri.getHost().equals("localhost");
      return "http".equals(uri.getScheme()) && local;
    } catch (IllegalArgumentException e) {
      return false;
    }
  }

  private static String trim(String s) {
    return s == null ? "" : s.strip();
  }

  public ObjectProperty<Target> targetProperty() {
    return target;
  }

  public StringProperty baseUrlProperty() {
    return baseUrl;
  }

  public StringProperty accountIdProperty() {
    return accountId;
  }

  public StringProperty publicKeyProperty() {
    return publicKey;
  }

  public StringProperty secretKeyProperty() {
    return secretKey;
  }

  /** True when every field of the form is right (always, for the embedded sandbox). */
  public ReadOnlyBooleanProperty validProperty() {
    return valid.getReadOnlyProperty();
  }

  /** Which fields still need attention before connecting ("" when none). */
  public ReadOnlyStringProperty formSummaryProperty() {
    return formSummary.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty baseUrlErrorProperty() {
    return baseUrlError.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty accountIdErrorProperty() {
    return accountIdError.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty publicKeyErrorProperty() {
    return publicKeyError.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty secretKeyErrorProperty() {
    return secretKeyError.getReadOnlyProperty();
  }

  public StringProperty connectTimeoutProperty() {
    return connectTimeout;
  }

  public StringProperty readTimeoutProperty() {
    return readTimeout;
  }

  public ReadOnlyStringProperty connectTimeoutErrorProperty() {
    return connectTimeoutError.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty readTimeoutErrorProperty() {
    return readTimeoutError.getReadOnlyProperty();
  }

  /** True when the form's profile has keys kept and they are not being replaced: shown masked. */
  public ReadOnlyBooleanProperty keysSavedProperty() {
    return keysSaved.getReadOnlyProperty();
  }

  /** True while new keys are typed over kept ones: they can still be kept instead. */
  public ReadOnlyBooleanProperty replacingKeysProperty() {
    return replacingKeys.getReadOnlyProperty();
  }

  /** The kept keys as the screen may show them: the public key's last four characters. */
  public ReadOnlyStringProperty savedKeysProperty() {
    return savedKeys.getReadOnlyProperty();
  }

  /** Where the keys are kept (or will be), in words ("" on the embedded sandbox). */
  public ReadOnlyStringProperty keysNoteProperty() {
    return keysNote.getReadOnlyProperty();
  }

  /** What Forget or keeping the keys did, in words ("" before). */
  public ReadOnlyStringProperty keysResultProperty() {
    return keysResult.getReadOnlyProperty();
  }

  /** A problem with the kept keys (sandbox keys on production), at the masked keys. */
  public ReadOnlyStringProperty keysErrorProperty() {
    return keysError.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty storeLocationProperty() {
    return storeLocation.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty storeContentsProperty() {
    return storeContents.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty auditResultProperty() {
    return auditResult.getReadOnlyProperty();
  }

  /** True or false after a check; null before one, or after an export. */
  public ReadOnlyObjectProperty<Boolean> auditIntactProperty() {
    return auditIntact.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty storeBusyProperty() {
    return storeBusy.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty connectErrorProperty() {
    return shell.connectErrorProperty();
  }

  public ReadOnlyStringProperty connectionLabelProperty() {
    return shell.connectionLabelProperty();
  }
}
