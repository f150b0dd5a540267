package io.paydesk.ops;

import java.nio.file.Path;
import java.util.function.Function;

/**
 * How the console starts its embedded sandbox: the entry point installs the starter (the console
 * itself knows no simulator). Without one, the Sandbox profile cannot be opened. The starter is
 * given the file (without extension) where the sandbox keeps its state across restarts, beside the
 * console's store, so the two agree after the console is closed and opened again.
 */
public final class EmbeddedSandbox {
  private static volatile Function<Path, SandboxControl> starter;

  private EmbeddedSandbox() {}

  public static void install(Function<Path, SandboxControl> start) {
    starter = start;
  }

  static SandboxControl start(Path stateFile) {
    Function<Path, SandboxControl> s = starter;
    if (s == null) {
      throw new IllegalStateException("No embedded sandbox in this build");
    }
    return s.apply(stateFile);
  }
}
