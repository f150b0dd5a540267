package io.paydesk.ui.settings;

import io.paydesk.api.Environment;
import io.paydesk.ops.ApiKeys;
import io.paydesk.ops.ConnectionCheck;
import io.paydesk.ops.ConnectionSettings;
import io.paydesk.ops.ServiceHealth;
import io.paydesk.ui.base.Busy;
import io.paydesk.ui.base.ErrorText;
import io.paydesk.ui.base.MessageText;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.Remember;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskRunner;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.StringProperty;

/**
 * The connection: which environment, its {@link ConnectionForm} (each field's error shown at the
 * field before anything connects), Connect and Test connection. The profile and its time-outs
 * (never the keys) are remembered in the preferences; the keys are {@link ApiKeysViewModel}'s.
 */
public final class ConnectionViewModel {
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
  private final Remember.Memory memory;
  private final ObjectProperty<Target> target = new SimpleObjectProperty<>(Target.EMBEDDED);
  private final ApiKeysViewModel keys;
  private final ConnectionForm form;
  private final MessageText testResult = new MessageText();
  private final ReadOnlyObjectWrapper<Boolean> testPassed = new ReadOnlyObjectWrapper<>();
  private final ReadOnlyBooleanWrapper testing = new ReadOnlyBooleanWrapper(false);
  private String lookedUp = "";

  /**
   * @param apiKeys where the profiles' keys are kept
   * @param memory where the last live profile and each profile's time-outs are remembered
   */
  public ConnectionViewModel(
      ShellViewModel shell,
      ConnectionSettings initial,
      TaskRunner runner,
      ApiKeys apiKeys,
      Remember.Memory memory) {
    this.shell = shell;
    this.runner = runner;
    this.memory = memory;
    keys = new ApiKeysViewModel(apiKeys, runner);
    form = new ConnectionForm(() -> target.get() != Target.EMBEDDED, keys::kept);
    keys.attach(form);
    connectTimeoutProperty().set(String.valueOf(initial.connectTimeout().toSeconds()));
    readTimeoutProperty().set(String.valueOf(initial.readTimeout().toSeconds()));
    if (!initial.embeddedSandbox()) {
      target.set(targetFor(initial.baseUrl()));
      baseUrlProperty().set(initial.baseUrl());
      accountIdProperty().set(initial.accountId());
    } else {
      memory.get(StartConnection.LAST_URL).ifPresent(baseUrlProperty()::set);
      memory.get(StartConnection.LAST_ACCOUNT).ifPresent(accountIdProperty()::set);
      memory
          .get(StartConnection.LAST_TARGET)
          .flatMap(StartConnection::target)
          .filter(t -> t != Target.EMBEDDED && !baseUrlProperty().get().isEmpty())
          .ifPresent(target::set);
      rememberedTimeouts();
    }
    target.addListener(
        (obs, old, now) -> {
          form.untouch();
          if (now.baseUrl() != null) {
            baseUrlProperty().set(now.baseUrl());
          }
          profileChanged();
          form.check();
        });
    baseUrlProperty().addListener((o, a, b) -> profileChanged());
    accountIdProperty().addListener((o, a, b) -> profileChanged());
    profileChanged();
    form.check();
    // The field errors and the summary are said again in a newly chosen language.
    Messages.languageProperty().addListener((o, a, b) -> form.check());
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
    if (settings.embeddedSandbox() || keys.kept() != null) {
      shell.connect(settings);
    } else {
      // Typed keys are kept first (credential store or memory), then shown masked only.
      keys.keep(settings, () -> shell.connect(settings));
    }
    return true;
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
    testPassed.set(null);
    testResult.say(() -> Messages.get("keys.test.running"));
    new Busy(runner, testing, testResult)
        .runKeepingError(
            () -> shell.checkConnection(settings),
            check -> {
              testResult.set(sentence(check));
              testPassed.set(check.answer() == ServiceHealth.Answer.ANSWERING);
            },
            failure -> {
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

  /** The settings the form describes, or null (with messages at every field) when not valid. */
  private ConnectionSettings checkedSettings() {
    if (target.get() == Target.EMBEDDED) {
      return ConnectionSettings.embedded();
    }
    form.touchAll();
    return form.validProperty().get() ? form.settings() : null;
  }

  /** The form's profile changed: its saved keys and remembered time-outs are looked up. */
  private void profileChanged() {
    String profile = form.profile();
    if (!profile.isEmpty() && !profile.equals(lookedUp)) {
      lookedUp = profile;
      rememberedTimeouts();
    }
    keys.profileChanged();
  }

  /** Fills the time-outs remembered with the form's profile, if any. */
  private void rememberedTimeouts() {
    String profile = form.profile();
    if (profile.isEmpty()) {
      return;
    }
    memory
        .get(StartConnection.TIMEOUTS + profile)
        .map(v -> v.split(","))
        .filter(v -> v.length == 2)
        .ifPresent(
            v -> {
              connectTimeoutProperty().set(v[0]);
              readTimeoutProperty().set(v[1]);
            });
  }

  /** Remembers the profile connected to and its time-outs (never its keys). */
  private void remember(ConnectionSettings settings) {
    memory.put(StartConnection.LAST_TARGET, target.get().name());
    if (!settings.embeddedSandbox()) {
      memory.put(StartConnection.LAST_URL, settings.baseUrl());
      memory.put(StartConnection.LAST_ACCOUNT, settings.accountId());
      memory.put(
          StartConnection.TIMEOUTS + form.profile(),
          settings.connectTimeout().toSeconds() + "," + settings.readTimeout().toSeconds());
    }
  }

  /** The form's fields, their errors, validity and summary. */
  public ConnectionForm form() {
    return form;
  }

  /** The keys of the form's profile. */
  public ApiKeysViewModel keys() {
    return keys;
  }

  public ObjectProperty<Target> targetProperty() {
    return target;
  }

  public StringProperty baseUrlProperty() {
    return value(ConnectionForm.BASE_URL);
  }

  public StringProperty accountIdProperty() {
    return value(ConnectionForm.ACCOUNT_ID);
  }

  public StringProperty publicKeyProperty() {
    return value(ConnectionForm.PUBLIC_KEY);
  }

  public StringProperty secretKeyProperty() {
    return value(ConnectionForm.SECRET_KEY);
  }

  public StringProperty connectTimeoutProperty() {
    return value(ConnectionForm.CONNECT_TIMEOUT);
  }

  public StringProperty readTimeoutProperty() {
    return value(ConnectionForm.READ_TIMEOUT);
  }

  private StringProperty value(String id) {
    return form.field(id).valueProperty();
  }

  /** A field's error, shown once the user has left it ("" when none). */
  public ReadOnlyStringProperty errorProperty(String id) {
    return form.field(id).errorProperty();
  }

  /** True when every field of the form is right (always, for the embedded sandbox). */
  public ReadOnlyBooleanProperty validProperty() {
    return form.validProperty();
  }

  /** Which fields still need attention before connecting ("" when none). */
  public ReadOnlyStringProperty formSummaryProperty() {
    return form.summaryProperty();
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

  public ReadOnlyStringProperty connectErrorProperty() {
    return shell.connectErrorProperty();
  }

  public ReadOnlyStringProperty connectionLabelProperty() {
    return shell.connectionLabelProperty();
  }
}
