package io.paydesk.api.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.List;

/** Payment workflow; DIRECT and REDIRECT are back-to-back integrations. Unknown values are kept. */
public final class Workflow extends OpenValue {
  public static final Workflow SDK_CHECKOUT = new Workflow("SDK_CHECKOUT");
  public static final Workflow CHECKOUT = new Workflow("CHECKOUT");
  public static final Workflow REDIRECT = new Workflow("REDIRECT");
  public static final Workflow DIRECT = new Workflow("DIRECT");
  public static final Workflow SDK_SEAMLESS = new Workflow("SDK_SEAMLESS");

  private static final OpenValues<Workflow> VALUES =
      new OpenValues<>(
          Workflow::new, List.of(SDK_CHECKOUT, CHECKOUT, REDIRECT, DIRECT, SDK_SEAMLESS));

  private Workflow(String value) {
    super(value);
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
}
