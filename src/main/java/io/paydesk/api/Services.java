package io.paydesk.api;

import io.paydesk.api.model.ModelJson;
import io.paydesk.rules.FieldError;
import io.paydesk.rules.Limits;
import io.paydesk.rules.Rules;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/** Checks shared by the service classes. */
final class Services {
  private Services() {}

  static void throwIfAny(List<FieldError> errors) {
    if (!errors.isEmpty()) {
      throw new ValidationException(errors);
    }
  }

  /**
   * The JSON body of a write request its rules accept; throws {@link ValidationException} with
   * every broken rule otherwise, so nothing is sent.
   */
  static <T> String body(T request, Function<T, List<FieldError>> rules) {
    Objects.requireNonNull(request, "request");
    throwIfAny(rules.apply(request));
    return ModelJson.write(request);
  }

  /** A path id that must be a UUID. */
  static void uuid(String name, String value) {
    if (value == null || value.isBlank()) {
      throw new ValidationException(List.of(new FieldError(name, "required", "Required.")));
    }
    if (!Rules.isUuid(value)) {
      throw new ValidationException(
          List.of(new FieldError(name, "uuid", "Must be a UUID of 36 characters.")));
    }
  }

  /** A path id of 36 to 64 characters (customer, subscription and payout ids). */
  static void longId(String name, String value) {
    if (value == null || value.isBlank()) {
      throw new ValidationException(List.of(new FieldError(name, "required", "Required.")));
    }
    if (value.length() < Limits.LONG_ID_MIN || value.length() > Limits.LONG_ID_MAX) {
      throw new ValidationException(
          List.of(
              new FieldError(
                  name,
                  "length",
                  "Must be "
                      + Limits.LONG_ID_MIN
                      + " to "
                      + Limits.LONG_ID_MAX
                      + " characters (now "
                      + value.length()
                      + ").")));
    }
  }

  /** Any non-blank value (query look-ups by the merchant's own references). */
  static void present(String name, String value) {
    if (value == null || value.isBlank()) {
      throw new ValidationException(List.of(new FieldError(name, "required", "Required.")));
    }
  }
}
