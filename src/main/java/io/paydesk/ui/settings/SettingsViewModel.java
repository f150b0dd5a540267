package io.paydesk.ui.settings;

import io.paydesk.ops.ApiKeys;
import io.paydesk.ops.ConnectionSettings;
import io.paydesk.ui.base.Remember;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskRunner;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The Settings screen's view models, one per job: the connection and its form ({@link
 * ConnectionViewModel}), its keys ({@link ApiKeysViewModel}), the local store's upkeep ({@link
 * StoreUpkeepViewModel}) and the sandbox's reset ({@link SandboxResetViewModel}). The start-up
 * decision is {@link StartConnection}'s.
 */
public final class SettingsViewModel {
  private final ConnectionViewModel connection;
  private final StoreUpkeepViewModel upkeep;
  private final SandboxResetViewModel sandbox;

  /** A screen whose profile and time-outs are remembered nowhere (tests). */
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
    connection = new ConnectionViewModel(shell, initial, runner, apiKeys, memory);
    upkeep = new StoreUpkeepViewModel(shell, runner);
    sandbox = new SandboxResetViewModel(shell, runner, upkeep);
  }

  public ConnectionViewModel connection() {
    return connection;
  }

  public ApiKeysViewModel keys() {
    return connection.keys();
  }

  public StoreUpkeepViewModel upkeep() {
    return upkeep;
  }

  public SandboxResetViewModel sandbox() {
    return sandbox;
  }

  /** Remembers in memory only (a screen made without the console's preferences). */
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
}
