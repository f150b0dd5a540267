package io.paydesk.api.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.List;
import java.util.Objects;

/** Subscription status; COMPLETED and CANCELED are final. Unknown values are kept. */
public record SubscriptionStatus(String value) {
  public static final SubscriptionStatus CREATED = new SubscriptionStatus("CREATED");
  public static final SubscriptionStatus ACTIVE = new SubscriptionStatus("ACTIVE");
  public static final SubscriptionStatus TRIALING = new SubscriptionStatus("TRIALING");
  public static final SubscriptionStatus PAST_DUE = new SubscriptionStatus("PAST_DUE");
  public static final SubscriptionStatus PAUSED = new SubscriptionStatus("PAUSED");
  public static final SubscriptionStatus COMPLETED = new SubscriptionStatus("COMPLETED");
  public static final SubscriptionStatus CANCELED = new SubscriptionStatus("CANCELED");

  private static final OpenValues<SubscriptionStatus> VALUES =
      new OpenValues<>(
          SubscriptionStatus::new,
          SubscriptionStatus::value,
          List.of(CREATED, ACTIVE, TRIALING, PAST_DUE, PAUSED, COMPLETED, CANCELED));

  public SubscriptionStatus {
    Objects.requireNonNull(value, "value");
  }

  /**
   * The known constant for this wire value, or a new value kept as text; null for null or blank.
   */
  @JsonCreator
  public static SubscriptionStatus of(String value) {
    return VALUES.of(value);
  }

  /** The known values, for pick lists. */
  public static List<SubscriptionStatus> known() {
    return VALUES.known();
  }

  /** True when this value is one of the constants above. */
  public boolean isKnown() {
    return VALUES.isKnown(value);
  }

  /** True for COMPLETED and CANCELED, after which nothing changes. */
  public boolean isFinal() {
    return equals(COMPLETED) || equals(CANCELED);
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
