package io.paydesk.api.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.List;
import java.util.Objects;

/** Payment workflow; DIRECT and REDIRECT are back-to-back integrations. Unknown values are kept. */
public record Workflow(String value) {
  public static final Workflow SDK_CHECKOUT = new Workflow("SDK_CHECKOUT");
  public static final Workflow CHECKOUT = new Workflow("CHECKOUT");
  public static final Workflow REDIRECT = new Workflow("REDIRECT");
  public static final Workflow DIRECT = new Workflow("DIRECT");
  public static final Workflow SDK_SEAMLESS = new Workflow("SDK_SEAMLESS");

  private static final OpenValues<Workflow> VALUES =
      new OpenValues<>(
          Workflow::new,
          Workflow::value,
          List.of(SDK_CHECKOUT, CHECKOUT, REDIRECT, DIRECT, SDK_SEAMLESS));

  public Workflow {
    Objects.requireNonNull(value, "value");
  }

  /**
   * The known constant for this wire value, or a new value kept as text; null for null or blank.
   */
  @JsonCreator
  public static Workflow of(String value) {
    return VALUES.of(value);
  }

  /** The known values, for pick lists. */
  public static List<Workflow> known() {
    return VALUES.known();
  }

  /** True when this value is one of the constants above. */
  public boolean isKnown() {
    return VALUES.isKnown(value);
  }

  @JsonValue
  @Override
  public String value() {
    return value;
  }

  @Override
  public String toString() {
    return value;
  }
}
