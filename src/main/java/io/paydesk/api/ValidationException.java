package io.paydesk.api;

import io.paydesk.rules.FieldError;
import java.util.List;

/** Input broke the service's rules; nothing was sent. errors lists every problem at once. */
public class ValidationException extends PaydeskException {
  private static final long serialVersionUID = 1L;
  private final List<FieldError> errors;

  public ValidationException(List<FieldError> errors) {
    super(summary(errors), 0, "VALIDATION", messages(errors), null, null);
    this.errors = List.copyOf(errors);
  }

  public List<FieldError> errors() {
    return errors;
  }

  private static List<String> messages(List<FieldError> errors) {
    return errors.stream().map(FieldError::toString).toList();
  }

  private static String summary(List<FieldError> errors) {
    if (errors.isEmpty()) {
      return "The request is not valid; nothing was sent.";
    }
    FieldError first = errors.get(0);
    String more = errors.size() == 1 ? "" : " (and " + (errors.size() - 1) + " more)";
    return "Nothing was sent: " + first.path() + ": " + first.message() + more + ".";
  }
}
