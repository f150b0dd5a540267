package io.paydesk.ops;

import java.util.function.Supplier;

/**
 * How the console starts its embedded sandbox: the entry point installs the starter (the console
 * itself knows no simulator). Without one, the Sandbox profile cannot be opened.
 */
public final class EmbeddedSandbox {
  private static volatile Supplier<SandboxControl> starter;

  private EmbeddedSandbox() {}

  public static void install(Supplier<SandboxControl> start) {
    starter = start;
  }

  static SandboxControl start() {
    Supplier<SandboxControl> s = starter;
    if (s == null) {
      throw new IllegalStateException("No embedded sandbox in this build");
    }
    return s.get();
  }
}
