package io.paydesk.api;

import java.nio.charset.StandardCharsets;

/** A successful answer: status and body bytes, read once from the wire. */
record ApiResponse(int status, byte[] body) {
  /** The body as text (UTF-8, as JSON is sent). */
  String text() {
    return new String(body, StandardCharsets.UTF_8);
  }
}
