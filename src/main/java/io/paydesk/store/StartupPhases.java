package io.paydesk.store;

import java.util.function.Consumer;

/**
 * Named moments of the console's start below the UI (the store's key, opening, migration, the
 * sandbox, the first payments stored), told to the one listener the UI installs when it traces
 * start time ({@code -Dpaydesk.startupTrace=true}); without a listener, marking does nothing.
 */
public final class StartupPhases {
  private static volatile Consumer<String> listener;

  private StartupPhases() {}

  /** Tells {@code phases} every mark from now on (null: nobody). */
  public static void listen(Consumer<String> phases) {
    listener = phases;
  }

  /** Marks that {@code phase} was reached now. */
  public static void mark(String phase) {
    Consumer<String> l = listener;
    if (l != null) {
      l.accept(phase);
    }
  }
}
