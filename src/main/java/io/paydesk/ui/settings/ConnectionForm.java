package io.paydesk.ui.settings;

import io.paydesk.ops.ApiKeys;
import io.paydesk.ops.ConnectionSettings;
import io.paydesk.ops.TeamLogin;
import io.paydesk.rules.FieldError;
import io.paydesk.rules.Rules;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.kit.FormModel;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The live connection's fields as a kit form: base URL, account id, the key pair (unless kept keys
 * stand in for them) and the time-outs, each checked by the rules of {@code ops} and {@code rules}.
 * The embedded sandbox needs none of them: the form is then always valid.
 */
public final class ConnectionForm extends FormModel {
  public static final String BASE_URL = "baseUrl";
  public static final String ACCOUNT_ID = "accountId";
  public static final String PUBLIC_KEY = "publicKey";
  public static final String SECRET_KEY = "secretKey";
  public static final String CONNECT_TIMEOUT = "connectTimeout";
  public static final String READ_TIMEOUT = "readTimeout";
  public static final String TEAM_HOST = "teamHost";
  public static final String TEAM_PORT = "teamPort";
  public static final String TEAM_DATABASE = "teamDatabase";
  public static final String TEAM_CA = "teamCa";
  public static final String TEAM_USER = "teamUser";
  public static final String TEAM_PASSWORD = "teamPassword";

  /** The time-outs' ranges, in seconds. */
  static final int CONNECT_MIN = 1;

  static final int CONNECT_MAX = 60;
  static final int READ_MIN = 5;
  static final int READ_MAX = 300;

  private final BooleanSupplier live;
  private final BooleanSupplier team;
  private final Supplier<TeamLogin.Tls> tls;
  private final Predicate<TeamLogin> passwordKept;
  private final Supplier<ApiKeys.Pair> kept;
  private final ReadOnlyStringWrapper keptKeysError = new ReadOnlyStringWrapper("");

  /**
   * @param live whether a live environment is chosen (else nothing is checked)
   * @param kept the kept keys standing in for typed ones; null while keys are to be typed
   * @param team whether the history is kept in a team store (else on this computer)
   * @param tls how the team store's certificate is checked
   * @param passwordKept whether a password is kept for a team login (none need be typed)
   */
  ConnectionForm(
      BooleanSupplier live,
      Supplier<ApiKeys.Pair> kept,
      BooleanSupplier team,
      Supplier<TeamLogin.Tls> tls,
      Predicate<TeamLogin> passwordKept) {
    super("settings");
    this.live = live;
    this.kept = kept;
    this.team = team;
    this.tls = tls;
    this.passwordKept = passwordKept;
    text(BASE_URL, null);
    text(ACCOUNT_ID, null);
    text(PUBLIC_KEY, null);
    text(SECRET_KEY, null);
    text(CONNECT_TIMEOUT, null);
    text(READ_TIMEOUT, null);
    text(TEAM_HOST, null);
    text(TEAM_PORT, null);
    text(TEAM_DATABASE, null);
    text(TEAM_CA, null);
    text(TEAM_USER, null);
    text(TEAM_PASSWORD, null);
    defaultValue(TEAM_PORT, String.valueOf(TeamLogin.DEFAULT_PORT));
    // The keys and the password never reach a draft (the form keeps none, but say so).
    secret(id -> id.equals(PUBLIC_KEY) || id.equals(SECRET_KEY) || id.equals(TEAM_PASSWORD));
    built();
  }

  @Override
  protected String label(String id) {
    if (id.startsWith("team")) { // teamHost: settings.team.host
      return Messages.get("settings.team." + id.substring(4).toLowerCase(java.util.Locale.ROOT));
    }
    return Messages.get("settings." + id);
  }

  @Override
  protected String incompleteKey() {
    return "kit.incompleteBeforeConnecting";
  }

  @Override
  protected List<FieldError> collect() {
    List<FieldError> errors = new ArrayList<>();
    if (team.getAsBoolean()) {
      teamErrors(errors);
    }
    if (!live.getAsBoolean()) {
      keptKeysError.set("");
      return errors;
    }
    if (!ConnectionSettings.validBaseUrl(baseUrl())) {
      errors.add(error(BASE_URL, "settings.error.baseUrl"));
    }
    if (!Rules.isUuid(accountId())) {
      errors.add(error(ACCOUNT_ID, "settings.error.accountId"));
    }
    String pub = publicKey();
    FieldError keyError = null;
    if (pub.isEmpty()) {
      keyError = error(PUBLIC_KEY, "settings.error.publicKey");
    } else if (ConnectionSettings.sandboxKeyOnProduction(url(), pub)) {
      keyError = error(PUBLIC_KEY, "settings.error.sandboxKeyOnProduction");
    }
    if (keyError != null) {
      errors.add(keyError);
    }
    if (secretKey().isEmpty()) {
      errors.add(error(SECRET_KEY, "settings.error.secretKey"));
    }
    if (seconds(CONNECT_TIMEOUT, CONNECT_MIN, CONNECT_MAX) == null) {
      errors.add(
          new FieldError(
              CONNECT_TIMEOUT,
              LOCAL,
              Messages.get("settings.error.timeout", CONNECT_MIN, CONNECT_MAX)));
    }
    if (seconds(READ_TIMEOUT, READ_MIN, READ_MAX) == null) {
      errors.add(
          new FieldError(
              READ_TIMEOUT, LOCAL, Messages.get("settings.error.timeout", READ_MIN, READ_MAX)));
    }
    // A kept sandbox key on a production profile is said beside the kept keys.
    keptKeysError.set(kept.get() != null && keyError != null ? keyError.message() : "");
    return errors;
  }

  /**
   * The team store's fields, as ops' rule for a login judges them; a password unless one is kept.
   */
  private void teamErrors(List<FieldError> errors) {
    Set<TeamLogin.Field> wrong =
        TeamLogin.invalid(
            typed(TEAM_HOST),
            typed(TEAM_PORT),
            typed(TEAM_DATABASE),
            typed(TEAM_USER),
            typed(TEAM_CA));
    for (TeamLogin.Field f : wrong) {
      errors.add(error(TEAM_FIELDS.get(f), "settings.team.error." + f.name()));
    }
    if (wrong.isEmpty() && typed(TEAM_PASSWORD).isEmpty() && !passwordKept.test(teamLogin())) {
      errors.add(error(TEAM_PASSWORD, "settings.team.error.password"));
    }
  }

  private static final java.util.Map<TeamLogin.Field, String> TEAM_FIELDS =
      java.util.Map.of(
          TeamLogin.Field.HOST, TEAM_HOST,
          TeamLogin.Field.PORT, TEAM_PORT,
          TeamLogin.Field.DATABASE, TEAM_DATABASE,
          TeamLogin.Field.USER, TEAM_USER,
          TeamLogin.Field.CA_FILE, TEAM_CA);

  private String typed(String id) {
    return field(id).text();
  }

  /** True when the history is to be kept in a team store. */
  boolean team() {
    return team.getAsBoolean();
  }

  /** The team login the form describes; call only when its fields are valid. */
  TeamLogin teamLogin() {
    return new TeamLogin(
        typed(TEAM_HOST),
        TeamLogin.port(typed(TEAM_PORT)),
        typed(TEAM_DATABASE),
        tls.get(),
        typed(TEAM_CA),
        typed(TEAM_USER));
  }

  /** The typed team password ("" when none: a kept one is used). */
  String teamPassword() {
    return typed(TEAM_PASSWORD);
  }

  /** The typed team password emptied (once kept). */
  void clearTeamPassword() {
    field(TEAM_PASSWORD).valueProperty().set("");
  }

  private static FieldError error(String id, String messageKey) {
    return new FieldError(id, LOCAL, Messages.get(messageKey));
  }

  /** The live settings the form describes; call only when it is valid and live. */
  ConnectionSettings settings() {
    return ConnectionSettings.live(url(), accountId(), publicKey(), secretKey())
        .withTimeouts(
            Duration.ofSeconds(seconds(CONNECT_TIMEOUT, CONNECT_MIN, CONNECT_MAX)),
            Duration.ofSeconds(seconds(READ_TIMEOUT, READ_MIN, READ_MAX)));
  }

  /**
   * The profile the form names: base URL and account id, "" when it names none (the sandbox, or
   * fields not valid yet).
   */
  String profile() {
    if (!live.getAsBoolean() || !ConnectionSettings.validBaseUrl(baseUrl())) {
      return "";
    }
    return Rules.isUuid(accountId()) ? url() + "#" + accountId() : "";
  }

  /** True when a live environment is chosen. */
  boolean live() {
    return live.getAsBoolean();
  }

  /** The base URL without trailing slashes or {@code /v1}. */
  String url() {
    return baseUrl().replaceAll("/+$", "").replaceAll("/v1$", "");
  }

  String accountId() {
    return field(ACCOUNT_ID).text();
  }

  private String baseUrl() {
    return field(BASE_URL).text();
  }

  /** The public key typed, or the kept one standing in for it. */
  private String publicKey() {
    ApiKeys.Pair pair = kept.get();
    return pair == null ? field(PUBLIC_KEY).text() : pair.publicApiKey();
  }

  private String secretKey() {
    ApiKeys.Pair pair = kept.get();
    return pair == null ? field(SECRET_KEY).text() : pair.privateSecretKey();
  }

  /** Whole seconds within [min, max], or null. */
  private Integer seconds(String id, int min, int max) {
    try {
      int n = Integer.parseInt(field(id).text());
      return n >= min && n <= max ? n : null;
    } catch (NumberFormatException e) {
      return null;
    }
  }

  /** The typed keys emptied (once kept, or when kept ones are used again). */
  void clearTypedKeys() {
    field(PUBLIC_KEY).valueProperty().set("");
    field(SECRET_KEY).valueProperty().set("");
  }

  /** Every field's error hidden until it is left again (another environment was chosen). */
  void untouch() {
    fields().values().forEach(f -> f.setTouched(false));
  }

  /** A problem with the kept keys (a sandbox key on production), shown beside them. */
  ReadOnlyStringProperty keptKeysErrorProperty() {
    return keptKeysError.getReadOnlyProperty();
  }
}
