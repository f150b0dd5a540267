package io.paydesk.api.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.List;
import java.util.Objects;

/** Kind of party: a person or an organisation. Unknown values are kept. */
public record NationalEntity(String value) {
  public static final NationalEntity INDIVIDUAL = new NationalEntity("INDIVIDUAL");
  public static final NationalEntity ENTITY = new NationalEntity("ENTITY");

  private static final OpenValues<NationalEntity> VALUES =
      new OpenValues<>(NationalEntity::new, NationalEntity::value, List.of(INDIVIDUAL, ENTITY));

  public NationalEntity {
    Objects.requireNonNull(value, "value");
  }

  /**
   * The known constant for this wire value, or a new value kept as text; null for null or blank.
   */
  @JsonCreator
  public static NationalEntity of(String value) {
    return VALUES.of(value);
  }

  /** The known values, for pick lists. */
  public static List<NationalEntity> known() {
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
