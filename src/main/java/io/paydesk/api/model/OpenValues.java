package io.paydesk.api.model;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The known constants of an open value type, looked up by wire value, with unknown values kept as
 * text.
 */
final class OpenValues<T extends OpenValue> {
  private final List<T> known;
  private final Map<String, T> byValue;
  private final Function<String, T> create;

  OpenValues(Function<String, T> create, List<T> known) {
    this.create = create;
    this.known = List.copyOf(known);
    this.byValue =
        known.stream().collect(Collectors.toUnmodifiableMap(OpenValue::value, Function.identity()));
    known.forEach(constant -> constant.known = true);
  }

  /**
   * The known constant for this wire value, or a new value kept as text; null for null or blank.
   */
  T of(String value) {
    if (value == null || value.isBlank()) {
      return null;
    }
    T found = byValue.get(value);
    return found != null ? found : create.apply(value);
  }

  List<T> known() {
    return known;
  }
}
