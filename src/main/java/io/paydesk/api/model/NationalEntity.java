package io.paydesk.api.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Collectors;

/** Kind of party: a person or an organisation. Unknown values are kept. */
public record NationalEntity(String value) {
  public static final NationalEntity INDIVIDUAL = new NationalEntity("INDIVIDUAL");
  public static final NationalEntity ENTITY = new NationalEntity("ENTITY");

  private static final Map<String, NationalEntity> KNOWN =
      List.of(INDIVIDUAL, ENTITY).stream()
          .collect(Collectors.toUnmodifiableMap(NationalEntity::value, Function.identity()));

  public NationalEntity {
    Objects.requireNonNull(value, "value");
  }

  /**
   * The known constant for this wire value, or a new value kept as text; null for null or blank.
   */
  @JsonCreator
  public static NationalEntity of(String value) {
    if (value == null || value.isBlank()) {
      return null;
    }
    NationalEntity known = KNOWN.get(value);
    return known != null ? known : new NationalEntity(value);
  }

  /** The known values, for pick lists. */
  public static List<NationalEntity> known() {
    return List.of(INDIVIDUAL, ENTITY);
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
