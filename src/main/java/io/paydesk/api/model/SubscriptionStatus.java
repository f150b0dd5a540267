package io.paydesk.api.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Collectors;

/** Subscription status; COMPLETED and CANCELED are final. Unknown values are kept. */
public record SubscriptionStatus(String value) {
  public static final SubscriptionStatus CREATED = new SubscriptionStatus("CREATED");
  public static final SubscriptionStatus ACTIVE = new SubscriptionStatus("ACTIVE");
  public static final SubscriptionStatus TRIALING = new SubscriptionStatus("TRIALING");
  public static final SubscriptionStatus PAST_DUE = new SubscriptionStatus("PAST_DUE");
  public static final SubscriptionStatus PAUSED = new SubscriptionStatus("PAUSED");
  public static final SubscriptionStatus COMPLETED = new SubscriptionStatus("COMPLETED");
  public static final SubscriptionStatus CANCELED = new SubscriptionStatus("CANCELED");

  private static final Map<String, SubscriptionStatus> KNOWN =
      List.of(CREATED, ACTIVE, TRIALING, PAST_DUE, PAUSED, COMPLETED, CANCELED).stream()
          .collect(Collectors.toUnmodifiableMap(SubscriptionStatus::value, Function.identity()));

  public SubscriptionStatus {
    Objects.requireNonNull(value, "value");
  }

  /**
   * The known constant for this wire value, or a new value kept as text; null for null or blank.
   */
  @JsonCreator
  public static SubscriptionStatus of(String value) {
    if (value == null || value.isBlank()) {
      return null;
    }
    SubscriptionStatus known = KNOWN.get(value);
    return known != null ? known : new SubscriptionStatus(value);
  }

  /** The known values, for pick lists. */
  public static List<SubscriptionStatus> known() {
    return List.of(CREATED, ACTIVE, TRIALING, PAST_DUE, PAUSED, COMPLETED, CANCELED);
  }

  /** True when this value is one of the constants above. */
  public boolean isKnown() {
    return KNOWN.containsKey(value);
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
