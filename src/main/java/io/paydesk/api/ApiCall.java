package io.paydesk.api;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One logical operation to send: method, path under /v1, query, JSON body, idempotency and retry
 * rules. Built by the service classes.
 */
record ApiCall(
    String method,
    List<String> pathSegments,
    Map<String, String> query,
    String jsonBody,
    Idempotency idempotency,
    boolean neverRetry,
    String what,
    String idempotencyKey,
    Duration timeout) {

  /** Whether the call carries an X-Idempotency-Key. */
  enum Idempotency {
    /** Sent only when the caller gives one. */
    OPTIONAL,
    /** Always sent: the caller's key or one made for this call. */
    REQUIRED,
    /** Always sent and must be a UUID (entity creation). */
    REQUIRED_UUID
  }

  static Builder get(String what, String... segments) {
    return new Builder("GET", what, segments);
  }

  static Builder post(String what, String... segments) {
    return new Builder("POST", what, segments);
  }

  /** A POST that always carries an idempotency key: the caller's, or one made for the call. */
  static ApiCall keyedPost(String body, RequestOptions options, String what, String... segments) {
    return post(what, segments)
        .body(body)
        .idempotency(Idempotency.REQUIRED)
        .options(options)
        .build();
  }

  static Builder patch(String what, String... segments) {
    return new Builder("PATCH", what, segments).neverRetry();
  }

  static final class Builder {
    private final String method;
    private final String what;
    private final List<String> segments;
    private final Map<String, String> query = new LinkedHashMap<>();
    private String body;
    private Idempotency idempotency = Idempotency.OPTIONAL;
    private boolean neverRetry;
    private RequestOptions options = RequestOptions.NONE;

    private Builder(String method, String what, String... segments) {
      this.method = method;
      this.what = what;
      this.segments = List.of(segments);
    }

    Builder query(String name, String value) {
      if (value != null) {
        query.put(name, value);
      }
      return this;
    }

    Builder body(String json) {
      this.body = json;
      return this;
    }

    Builder idempotency(Idempotency i) {
      this.idempotency = i;
      return this;
    }

    Builder neverRetry() {
      this.neverRetry = true;
      return this;
    }

    Builder options(RequestOptions o) {
      this.options = o == null ? RequestOptions.NONE : o;
      return this;
    }

    ApiCall build() {
      return new ApiCall(
          method,
          segments,
          java.util.Collections.unmodifiableMap(new LinkedHashMap<>(query)),
          body,
          idempotency,
          neverRetry,
          what,
          options.idempotencyKey(),
          options.timeout());
    }
  }
}
