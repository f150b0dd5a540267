package io.paydesk.store;

import java.util.Objects;

/** A text filter: the whole value, or values that start with it. */
public record TextMatch(String value, Mode mode) {
  public enum Mode {
    EXACT,
    PREFIX
  }

  public TextMatch {
    Objects.requireNonNull(value, "value");
    Objects.requireNonNull(mode, "mode");
    value = value.trim();
    if (value.isEmpty()) {
      throw new IllegalArgumentException("A text filter needs at least one character.");
    }
  }

  public static TextMatch exact(String value) {
    return new TextMatch(value, Mode.EXACT);
  }

  public static TextMatch prefix(String value) {
    return new TextMatch(value, Mode.PREFIX);
  }
}
