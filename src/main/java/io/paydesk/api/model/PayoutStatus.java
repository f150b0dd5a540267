package io.paydesk.api.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Collectors;

/** Payout status; unknown values are kept. */
public record PayoutStatus(String value) {
  public static final PayoutStatus PENDING = new PayoutStatus("PENDING");
  public static final PayoutStatus SUCCEEDED = new PayoutStatus("SUCCEEDED");
  public static final PayoutStatus DECLINED = new PayoutStatus("DECLINED");

  private static final Map<String, PayoutStatus> KNOWN =
      List.of(PENDING, SUCCEEDED, DECLINED).stream()
          .collect(Collectors.toUnmodifiableMap(PayoutStatus::value, Function.identity()));

  public PayoutStatus {
    Objects.requireNonNull(value, "value");
  }

  /**
   * The known constant for this wire value, or a new value kept as text; null for null or blank.
   */
  @JsonCreator
  public static PayoutStatus of(String value) {
    if (value == null || value.isBlank()) {
      return null;
    }
    PayoutStatus known = KNOWN.get(value);
    return known != null ? known : new PayoutStatus(value);
  }

  /** The known values, for pick lists. */
  public static List<PayoutStatus> known() {
    return List.of(PENDING, SUCCEEDED, DECLINED);
  }

  /** True when this value is one of the constants above. */
  public boolean isKnown() {
    return KNOWN.containsKey(value);
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
