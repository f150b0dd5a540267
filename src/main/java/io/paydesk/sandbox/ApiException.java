package io.paydesk.sandbox;

import java.util.List;

/** An error answered as {@code {"code": ..., "messages": [...]}} with an HTTP status. */
final class ApiException extends RuntimeException {
  final int status;
  final String code;
  final List<String> messages;

  ApiException(int status, String code, String... messages) {
    super(code + ": " + String.join("; ", messages), null, false, false);
    this.status = status;
    this.code = code;
    this.messages = List.of(messages);
  }

  static ApiException invalid(String field, String message) {
    return new ApiException(400, "INVALID_PARAMETERS", field + ": " + message);
  }

  static ApiException missing(String field) {
    return new ApiException(400, "MISSING_PARAMETERS", field + ": is required");
  }

  static ApiException invalidStatus(String message) {
    return new ApiException(400, "INVALID_STATUS", message);
  }

  byte[] body() {
    return SandboxJson.write(
        g -> {
          g.writeStartObject();
          g.writeStringField("code", code);
          g.writeArrayFieldStart("messages");
          for (String m : messages) {
            g.writeString(m);
          }
          g.writeEndArray();
          g.writeEndObject();
        });
  }
}
