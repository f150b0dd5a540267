package io.paydesk.ui.settings;

import io.paydesk.ops.ApiKeys;
import io.paydesk.ops.ConnectionSettings;
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

  private StartConnection() {}

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

  /** The target a remembered name stands for, if it still names one. */
  static Optional<Target> target(String name) {
    try {
      return Optional.of(Target.valueOf(name));
    } catch (IllegalArgumentException e) {
      return Optional.empty();
    }
  }
}
