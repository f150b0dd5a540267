package io.paydesk.api.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import java.util.List;

/** Kind of party: a person or an organisation. Unknown values are kept. */
public final class NationalEntity extends OpenValue {
  public static final NationalEntity INDIVIDUAL = new NationalEntity("INDIVIDUAL");
  public static final NationalEntity ENTITY = new NationalEntity("ENTITY");

  private static final OpenValues<NationalEntity> VALUES =
      new OpenValues<>(NationalEntity::new, List.of(INDIVIDUAL, ENTITY));

  private NationalEntity(String value) {
    super(value);
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
}
