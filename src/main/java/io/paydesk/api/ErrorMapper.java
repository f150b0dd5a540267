package io.paydesk.api;

import com.fasterxml.jackson.databind.JsonNode;
import io.paydesk.api.model.ModelJson;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Turns an error answer into the exception family. Reads both body shapes: {@code {code,
 * messages[]}} and {@code {type, code, message, details}}.
 */
final class ErrorMapper {
  private ErrorMapper() {}

  /** The code and messages of an error body; both null/empty when the body is not JSON. */
  record ErrorBody(String code, List<String> messages) {}

  static ErrorBody parse(String body) {
    List<String> messages = new ArrayList<>();
    String code = null;
    if (body == null || body.isBlank()) {
      return new ErrorBody(null, messages);
    }
    JsonNode root;
    try {
      root = ModelJson.mapper().readTree(body);
    } catch (Exception e) {
      return new ErrorBody(null, messages);
    }
    if (root == null || !root.isObject()) {
      return new ErrorBody(null, messages);
    }
    JsonNode err = root.has("error") && root.get("error").isObject() ? root.get("error") : root;
    code = text(err.get("code"));
    if (code == null) {
      code = text(err.get("type"));
    }
    JsonNode ms = err.get("messages");
    if (ms != null && ms.isArray()) {
      for (JsonNode m : ms) {
        String t = text(m);
        if (t != null) {
          messages.add(t);
        }
      }
    } else if (ms != null && ms.isTextual()) {
      messages.add(ms.asText());
    }
    String message = text(err.get("message"));
    if (message != null) {
      messages.add(message);
    }
    JsonNode details = err.get("details");
    if (details != null && details.isArray()) {
      for (JsonNode d : details) {
        String t = d.isTextual() ? d.asText() : text(d.get("message"));
        if (t != null) {
          messages.add(t);
        }
      }
    }
    return new ErrorBody(code, messages);
  }

  private static String text(JsonNode n) {
    if (n == null || n.isNull() || !n.isValueNode()) {
      return null;
    }
    String t = n.asText();
    return t.isBlank() ? null : t;
  }

  /**
   * The exception for an error answer. The body and messages are kept with anything that looks like
   * a card number, code or document masked, in case the service echoes input back.
   */
  static PaydeskException map(int status, String rawBody, String retryAfterHeader) {
    ErrorBody eb = parse(rawBody);
    String body = Redactor.redactJson(rawBody);
    String code = eb.code();
    List<String> ms = eb.messages().stream().map(Redactor::redactText).toList();
    String upper = code == null ? "" : code.toUpperCase(Locale.ROOT);
    String serverSays = ms.isEmpty() ? "" : " " + sentence(ms.get(0));
    String tag = " (" + (code != null ? code : "HTTP " + status) + ")";

    if (upper.equals("REQUEST_IN_PROCESS")) {
      return new IdempotencyConflictException(
          "An earlier request with the same idempotency key is still being processed; try again"
              + " in a few seconds with the same key."
              + tag,
          status,
          code,
          ms,
          body);
    }
    if (upper.equals("IDEMPOTENCY_DUPLICATED")) {
      return new IdempotencyConflictException(
          "An earlier request with this idempotency key failed before anything was created;"
              + " send it again with a new key."
              + tag,
          status,
          code,
          ms,
          body);
    }
    if (status == 404 || upper.endsWith("NOT_FOUND")) {
      return new NotFoundException(notFound(upper) + tag, status, code, ms, body);
    }
    if (upper.equals("INVALID_STATUS") || upper.equals("INVALID_STATE")) {
      return new InvalidStateException(
          "The service refused: the item is not in a state that allows this." + serverSays + tag,
          status,
          code,
          ms,
          body);
    }
    if (status == 401) {
      return new AuthenticationException(
          "The service refused the keys: check the public API key and private secret key for"
              + " this environment."
              + tag,
          status,
          code,
          ms,
          body);
    }
    if (status == 403) {
      return new PermissionException(
          "This account is not allowed to use this operation." + tag, status, code, ms, body);
    }
    if (status == 409) {
      if (upper.startsWith("DUPLICATE")) {
        return new InvalidRequestException(
            "The service refused: this already exists." + serverSays + tag, status, code, ms, body);
      }
      return new IdempotencyConflictException(
          "The service refused a repeated request (idempotency key already used)." + tag,
          status,
          code,
          ms,
          body);
    }
    if (status == 429) {
      return new RateLimitedException(
          "The service is receiving too many requests; try again shortly." + tag,
          status,
          code,
          ms,
          body,
          parseRetryAfter(retryAfterHeader));
    }
    if (status >= 500) {
      String what =
          status == 504 || upper.equals("REQUEST_TIMEOUT")
              ? "The service timed out while processing the request."
              : "The service had an internal problem.";
      return new ServerException(what + " Try again later." + tag, status, code, ms, body);
    }
    return new InvalidRequestException(
        "The service refused the request." + serverSays + tag, status, code, ms, body);
  }

  private static String notFound(String code) {
    if (code.endsWith("_NOT_FOUND") && code.length() > "_NOT_FOUND".length()) {
      String noun =
          code.substring(0, code.length() - "_NOT_FOUND".length())
              .toLowerCase(Locale.ROOT)
              .replace('_', ' ');
      return "No " + noun + " has this id.";
    }
    return "Nothing was found with this id.";
  }

  private static String sentence(String s) {
    String t = s.trim();
    if (t.isEmpty()) {
      return t;
    }
    return t.endsWith(".") || t.endsWith("!") || t.endsWith("?") ? t : t + ".";
  }

  /** Retry-After as seconds or as an HTTP date; null when absent or unreadable. */
  static Duration parseRetryAfter(String header) {
    if (header == null || header.isBlank()) {
      return null;
    }
    String h = header.trim();
    try {
      long seconds = Long.parseLong(h);
      return seconds < 0 ? null : Duration.ofSeconds(seconds);
    } catch (NumberFormatException ignored) {
      // an HTTP date
    }
    try {
      ZonedDateTime at = ZonedDateTime.parse(h, DateTimeFormatter.RFC_1123_DATE_TIME);
      Duration d = Duration.between(ZonedDateTime.now(at.getZone()), at);
      return d.isNegative() ? Duration.ZERO : d;
    } catch (Exception e) {
      return null;
    }
  }
}
