package io.paydesk.ui.settings;

import io.paydesk.ops.ApiKeys;
import io.paydesk.ops.ConnectionSettings;
import io.paydesk.ops.TeamLogin;
import io.paydesk.ui.base.Remember;
import io.paydesk.ui.settings.ConnectionViewModel.Target;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;

/**
 * The start-up decision: what the console connects to when it starts, and whether a live profile's
 * keys must be asked in Settings. Also the preference names the connection form remembers under.
 */
public final class StartConnection {
  /** Preference names: the last profile connected to and each profile's time-outs. */
  static final String LAST_TARGET = "connection.target";

  static final String LAST_URL = "connection.baseUrl";
  static final String LAST_ACCOUNT = "connection.accountId";
  static final String TIMEOUTS = "connection.timeouts.";

  /** The team store last signed in to: host, port, database, TLS, CA file, user (no password). */
  static final String TEAM = "connection.team";

  private StartConnection() {}

  /** What the console connects to when it starts, and whether the keys must be asked. */
  public record Start(ConnectionSettings settings, boolean keysWanted) {}

  /**
   * The environment's live connection when it names one (its keys used, never saved); else the last
   * live profile connected to, when its keys are kept on this computer; else the embedded sandbox,
   * saying whether a live profile's keys must be typed (no credential store). The history is kept
   * where it was last kept: this computer, or the team store last signed in to (its password kept,
   * or asked).
   */
  public static Start atStart(Map<String, String> env, Remember.Memory memory, ApiKeys keys) {
    Start service = serviceAtStart(env, memory, keys);
    TeamLogin team = team(memory);
    return team == null
        ? service
        : new Start(service.settings().withTeam(team), service.keysWanted());
  }

  /** The service part of {@link #atStart}: where the console connects, and its keys. */
  private static Start serviceAtStart(
      Map<String, String> env, Remember.Memory memory, ApiKeys keys) {
    ConnectionSettings fromEnv = ConnectionSettings.fromEnvironment(env);
    if (!fromEnv.embeddedSandbox()) {
      keys.useFromEnvironment(fromEnv);
      return new Start(withRemembered(fromEnv, memory), false);
    }
    Optional<Target> last = memory.get(LAST_TARGET).flatMap(StartConnection::target);
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

  /** Remembers the team store connected to (never its password), or that none was. */
  static void rememberTeam(Remember.Memory memory, TeamLogin team) {
    memory.put(
        TEAM,
        team == null
            ? ""
            : String.join(
                "\n",
                team.host(),
                String.valueOf(team.port()),
                team.database(),
                team.tls().name(),
                team.caFile(),
                team.user()));
  }

  /** The team store last connected to, or null when it was this computer's store. */
  static TeamLogin team(Remember.Memory memory) {
    String[] v = memory.get(TEAM).orElse("").split("\n", -1);
    if (v.length != 6 || TeamLogin.port(v[1]) == 0) {
      return null;
    }
    try {
      return new TeamLogin(
          v[0], TeamLogin.port(v[1]), v[2], TeamLogin.Tls.valueOf(v[3]), v[4], v[5]);
    } catch (IllegalArgumentException e) {
      return null;
    }
  }

  /** The target a remembered name stands for, if it still names one. */
  static Optional<Target> target(String name) {
    try {
      return Optional.of(Target.valueOf(name));
    } catch (IllegalArgumentException e) {
      return Optional.empty();
    }
  }
}
