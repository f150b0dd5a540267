package io.paydesk.api.model;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Objects;

/**
 * A value of an open type (a status, type or category whose full list the service does not
 * publish): a known constant or a value kept as received. Each type states its constants and an
 * {@link OpenValues} table; this class holds the text, equality and the JSON form.
 */
public abstract class OpenValue {
  private final String value;
  boolean known;

  OpenValue(String value) {
    this.value = Objects.requireNonNull(value, "value");
  }

  /** The wire value. */
  @JsonValue
  public final String value() {
    return value;
  }

  /** True when this value is one of its type's constants. */
  public final boolean isKnown() {
    return known;
  }

  @Override
  public final boolean equals(Object other) {
    return other != null
        && other.getClass() == getClass()
        && value.equals(((OpenValue) other).value);
  }

  @Override
  public final int hashCode() {
    return value.hashCode();
  }

  @Override
  public final String toString() {
    return value;
  }
}
