package io.paydesk.api.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.List;

/** Subscription status; COMPLETED and CANCELED are final. Unknown values are kept. */
public final class SubscriptionStatus extends OpenValue {
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
          List.of(CREATED, ACTIVE, TRIALING, PAST_DUE, PAUSED, COMPLETED, CANCELED));

  private SubscriptionStatus(String value) {
    super(value);
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

  /** True for COMPLETED and CANCELED, after which nothing changes. */
  public boolean isFinal() {
    return equals(COMPLETED) || equals(CANCELED);
  }
}
