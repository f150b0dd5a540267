package io.paydesk;

import org.junit.platform.launcher.LauncherSession;
import org.junit.platform.launcher.LauncherSessionListener;

/**
 * Wires the embedded sandbox and the console's inbox for every test, as {@link Main} does for the
 * console.
 */
public final class TestWiring implements LauncherSessionListener {
  @Override
  public void launcherSessionOpened(LauncherSession session) {
    SandboxWiring.install();
    InboxWiring.install();
  }
}
