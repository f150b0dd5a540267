package io.paydesk.ui.settings;

import io.paydesk.api.Environment;
import io.paydesk.ops.ApiKeys;
import io.paydesk.ops.ConnectionCheck;
import io.paydesk.ops.ConnectionSettings;
import io.paydesk.ops.Person;
import io.paydesk.ops.ServiceHealth;
import io.paydesk.ops.TeamLogin;
import io.paydesk.store.TeamLogins;
import io.paydesk.ui.base.Busy;
import io.paydesk.ui.base.ErrorText;
import io.paydesk.ui.base.MessageText;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.Remember;
import io.paydesk.ui.base.Roles;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskRunner;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleBooleanProperty;
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
  private final BooleanProperty teamStore = new SimpleBooleanProperty(false);
  private final ObjectProperty<Boolean> teamVerifyFull = new SimpleObjectProperty<>(true);
  private final BooleanProperty rememberPassword = new SimpleBooleanProperty(false);
  private final MessageText teamResult = new MessageText();
  private final ReadOnlyObjectWrapper<Boolean> teamPassed = new ReadOnlyObjectWrapper<>();
  private final ReadOnlyBooleanWrapper teamTesting = new ReadOnlyBooleanWrapper(false);
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
    form =
        new ConnectionForm(
            () -> target.get() != Target.EMBEDDED,
            keys::kept,
            teamStore::get,
            () ->
                Boolean.FALSE.equals(teamVerifyFull.get())
                    ? TeamLogin.Tls.VERIFY_CA
                    : TeamLogin.Tls.VERIFY_FULL,
            login -> shell.teamPasswords().find(login).isPresent());
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
    TeamLogin team = initial.team() != null ? initial.team() : StartConnection.team(memory);
    if (team != null) {
      value(ConnectionForm.TEAM_HOST).set(team.host());
      value(ConnectionForm.TEAM_PORT).set(String.valueOf(team.port()));
      value(ConnectionForm.TEAM_DATABASE).set(team.database());
      value(ConnectionForm.TEAM_CA).set(team.caFile());
      value(ConnectionForm.TEAM_USER).set(team.user());
      teamVerifyFull.set(team.tls() == TeamLogin.Tls.VERIFY_FULL);
    }
    teamStore.set(initial.team() != null);
    teamStore.addListener((o, a, b) -> form.check());
    teamVerifyFull.addListener((o, a, b) -> form.check());
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
    if (settings.team() != null && !form.teamPassword().isEmpty()) {
      // The typed password is kept (this session, or the credential store when asked), never shown.
      shell.teamPasswords().keep(settings.team(), form.teamPassword(), rememberPassword.get());
      form.clearTeamPassword();
    }
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

  /**
   * Checks the team store's fields, then signs in to it once with the typed (or kept) password and
   * says in words what was found: signed in with which roles, or what failed. Nothing is opened.
   */
  public boolean testTeamStore() {
    form.touchAll();
    if (!form.team() || !form.validProperty().get()) {
      return false;
    }
    TeamLogin login = form.teamLogin();
    String password =
        form.teamPassword().isEmpty()
            ? shell.teamPasswords().find(login).orElse("")
            : form.teamPassword();
    teamPassed.set(null);
    teamResult.say(() -> Messages.get("settings.team.test.running"));
    new Busy(runner, teamTesting, teamResult)
        .runKeepingError(
            () -> shell.checkTeam(login, password),
            probe -> {
              teamPassed.set(probe.outcome() == TeamLogins.Outcome.SIGNED_IN);
              teamResult.say(() -> teamSentence(login, probe));
            },
            failure -> {
              teamPassed.set(false);
              teamResult.say(() -> Messages.get("settings.team.test.OTHER", ErrorText.of(failure)));
            });
    return true;
  }

  private static String teamSentence(TeamLogin login, TeamLogins.Probe probe) {
    if (probe.outcome() == TeamLogins.Outcome.SIGNED_IN) {
      return Messages.get(
          "settings.team.test.SIGNED_IN", Roles.signedIn(Person.of(probe.person())));
    }
    return Messages.get(
        "settings.team.test." + probe.outcome().name(),
        probe.outcome() == TeamLogins.Outcome.OTHER ? probe.detail() : login.host(),
        login.user());
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
    form.touchAll();
    if (!form.validProperty().get()) {
      return null;
    }
    ConnectionSettings service =
        target.get() == Target.EMBEDDED ? ConnectionSettings.embedded() : form.settings();
    return service.withTeam(form.team() ? form.teamLogin() : null);
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
    StartConnection.rememberTeam(memory, settings.team());
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

  /** True when the history is kept in a team store (else on this computer). */
  public BooleanProperty teamStoreProperty() {
    return teamStore;
  }

  /**
   * How the team store's certificate is checked: true for the authority and the server's name
   * (verify-full), false for the authority only (verify-ca).
   */
  public ObjectProperty<Boolean> teamVerifyFullProperty() {
    return teamVerifyFull;
  }

  /** Whether a typed team password is kept in the credential store (else for this session). */
  public BooleanProperty rememberPasswordProperty() {
    return rememberPassword;
  }

  /** Whether this computer can keep a password (a credential store answers). */
  public boolean canRememberPassword() {
    return shell.teamPasswords().canRemember();
  }

  /** A field's value, by its {@link ConnectionForm} id. */
  public StringProperty fieldProperty(String id) {
    return value(id);
  }

  /** What the last team store test found, in words ("" before one). */
  public ReadOnlyStringProperty teamResultProperty() {
    return teamResult.getReadOnlyProperty();
  }

  /** Whether the last team store test signed in (null before one or while it runs). */
  public ReadOnlyObjectProperty<Boolean> teamPassedProperty() {
    return teamPassed.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty teamTestingProperty() {
    return teamTesting.getReadOnlyProperty();
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
