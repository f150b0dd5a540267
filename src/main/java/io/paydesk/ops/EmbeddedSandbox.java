package io.paydesk.ops;

import java.nio.file.Path;
import java.util.function.BiFunction;

/**
 * How the console starts its embedded sandbox: the entry point installs the starter (the console
 * itself knows no simulator). Without one, the Sandbox profile cannot be opened. The starter is
 * given the file (without extension) where the sandbox keeps its state across restarts, beside the
 * console's store, so the two agree after the console is closed and opened again, and the password
 * that file is encrypted with (H2's CIPHER=AES, derived from the stores' master key).
 */
public final class EmbeddedSandbox {
  private static volatile BiFunction<Path, String, SandboxControl> starter;

  private EmbeddedSandbox() {}

  public static void install(BiFunction<Path, String, SandboxControl> start) {
    starter = start;
  }

  static SandboxControl start(Path stateFile, String filePassword) {
    BiFunction<Path, String, SandboxControl> s = starter;
    if (s == null) {
      throw new IllegalStateException("No embedded sandbox in this build");
    }
    return s.apply(stateFile, filePassword);
  }
}
