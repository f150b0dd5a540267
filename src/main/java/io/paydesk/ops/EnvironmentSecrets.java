package io.paydesk.ops;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * Secrets from the environment: {@code NAME} itself, or the file {@code NAME_FILE} names (systemd
 * credentials, container secrets), its content without the trailing line end. Never a command-line
 * option.
 */
public final class EnvironmentSecrets {
  private final Map<String, String> env;

  public EnvironmentSecrets(Map<String, String> env) {
    this.env = env;
  }

  /** A secret that cannot be read from the file its variable names (the message names the file). */
  public static final class UnreadableSecret extends RuntimeException {
    UnreadableSecret(String message) {
      super(message);
    }
  }

  /**
   * The value of {@code name}, or of the file {@code name_FILE} names; null when neither is set or
   * the value is blank.
   *
   * @throws UnreadableSecret when both are set, or the file cannot be read
   */
  public String get(String name) {
    String direct = blankToNull(env.get(name));
    String file = blankToNull(env.get(name + "_FILE"));
    if (direct != null && file != null) {
      throw new UnreadableSecret(name + " and " + name + "_FILE are both set: keep one.");
    }
    if (file == null) {
      return direct;
    }
    try {
      String s = Files.readString(Path.of(file), StandardCharsets.UTF_8);
      return blankToNull(s.replaceAll("[\\r\\n]+$", ""));
    } catch (IOException e) {
      throw new UnreadableSecret(
          "Cannot read " + name + "_FILE (" + file + "): " + e.getClass().getSimpleName() + ".");
    }
  }

  private static String blankToNull(String s) {
    return s == null || s.isBlank() ? null : s;
  }
}
