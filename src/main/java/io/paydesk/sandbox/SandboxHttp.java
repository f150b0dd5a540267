package io.paydesk.sandbox;

import com.fasterxml.jackson.databind.JsonNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import io.paydesk.sandbox.Idempotency.Reply;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Routes /v1 (authenticated, idempotent where required, faults applied) and /sandbox calls. */
final class SandboxHttp implements HttpHandler {
  private static final Logger LOG = LoggerFactory.getLogger(SandboxHttp.class);

  /** One DEBUG line per request: method, path (no query, no body), status, time in ms. */
  static final String REQUEST_LOGGER = "io.paydesk.sandbox.requests";

  private static final Logger REQUESTS = LoggerFactory.getLogger(REQUEST_LOGGER);
  private static final int MAX_LOGGED_PATH = 200;
  private static final int MAX_BODY = 16 * 1024 * 1024;

  private final Sim sim;
  private final byte[] publicKey;
  private final byte[] secretKey;
  private final Runnable reset;
  private final Supplier<java.util.List<String>> demoIds;

  SandboxHttp(
      Sim sim,
      String publicKey,
      String secretKey,
      Runnable reset,
      Supplier<java.util.List<String>> demoIds) {
    this.sim = sim;
    this.demoIds = demoIds;
    this.publicKey = publicKey.getBytes(StandardCharsets.UTF_8);
    this.secretKey = secretKey.getBytes(StandardCharsets.UTF_8);
    this.reset = reset;
  }

  /** Thrown to close the connection without an answer. */
  private static final class Drop extends RuntimeException {
    Drop() {
      super(null, null, false, false);
    }
  }

  @Override
  public void handle(HttpExchange ex) throws IOException {
    long started = System.nanoTime();
    try (ex) {
      String path = ex.getRequestURI().getRawPath();
      Faults.Fate fate = Faults.Fate.NORMAL;
      Reply reply;
      try {
        if (path.startsWith("/v1/")) {
          if (sim.faults.active()) {
            fate = sim.faults.next();
            long latency = sim.faults.latencyMs();
            if (latency > 0) {
              Thread.sleep(latency);
            }
            if (fate == Faults.Fate.ERROR) {
              throw new ApiException(
                  500, "INTERNAL_ERROR", "Simulated internal error (sandbox fault injection).");
            }
            if (fate == Faults.Fate.DROP) {
              throw new Drop();
            }
          }
          authenticate(ex);
          reply = v1(ex, path.substring(3));
        } else if (path.startsWith("/sandbox/")) {
          reply = control(ex, path.substring(8));
        } else {
          throw new ApiException(404, "NOT_FOUND", "Not Found");
        }
        if (fate == Faults.Fate.DROP_AFTER_COMMIT) {
          throw new Drop();
        }
      } catch (ApiException e) {
        reply = Reply.of(e.status, e.body());
      } catch (Drop d) {
        logRequest(ex, path, "dropped", started);
        return;
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      } catch (RuntimeException e) {
        // Class and place only: a message could quote request data (card numbers, documents).
        StackTraceElement at = e.getStackTrace().length > 0 ? e.getStackTrace()[0] : null;
        LOG.warn(
            "sandbox: unexpected {} at {} on {} {}",
            e.getClass().getName(),
            at,
            ex.getRequestMethod(),
            Check.clip(path));
        reply = Reply.of(500, new ApiException(500, "INTERNAL_ERROR", "Internal error.").body());
      }
      // Logged before the answer leaves: whoever reads the answer finds the line written.
      logRequest(ex, path, Integer.toString(reply.status()), started);
      send(ex, reply);
    }
  }

  private static void logRequest(HttpExchange ex, String path, String status, long started) {
    if (REQUESTS.isDebugEnabled()) {
      REQUESTS.debug(
          "{} {} {} {} ms",
          printable(ex.getRequestMethod(), 10),
          printable(path, MAX_LOGGED_PATH),
          status,
          (System.nanoTime() - started) / 1_000_000);
    }
  }

  /** At most max characters, control characters replaced: a path cannot forge log lines. */
  private static String printable(String s, int max) {
    StringBuilder b = new StringBuilder(Math.min(s.length(), max + 3));
    for (int i = 0; i < s.length() && i < max; i++) {
      char c = s.charAt(i);
      b.append(Character.isISOControl(c) ? '?' : c);
    }
    return s.length() > max ? b.append("...").toString() : b.toString();
  }

  /** Renders the body into the thread's buffer and writes it with its length. */
  private static void send(HttpExchange ex, Reply reply) throws IOException {
    if (isHead(ex)) {
      ex.getResponseHeaders().set("Content-Type", "application/json");
      ex.sendResponseHeaders(reply.status(), -1);
      return;
    }
    SandboxJson.Out body = SandboxJson.take();
    try {
      reply.body().writeTo(body);
      ex.getResponseHeaders().set("Content-Type", "application/json");
      ex.sendResponseHeaders(reply.status(), body.size() == 0 ? -1 : body.size());
      if (body.size() > 0) {
        try (OutputStream out = ex.getResponseBody()) {
          body.writeTo(out);
        }
      }
    } finally {
      SandboxJson.give(body);
    }
  }

  private void authenticate(HttpExchange ex) {
    String pub = ex.getRequestHeaders().getFirst("public-api-key");
    String sec = ex.getRequestHeaders().getFirst("private-secret-key");
    if (pub == null
        || sec == null
        || !MessageDigest.isEqual(pub.getBytes(StandardCharsets.UTF_8), publicKey)
        || !MessageDigest.isEqual(sec.getBytes(StandardCharsets.UTF_8), secretKey)) {
      throw new ApiException(401, "INVALID_CREDENTIALS", "Invalid Credentials");
    }
  }

  private static boolean isHead(HttpExchange ex) {
    return "HEAD".equals(ex.getRequestMethod());
  }

  /** The method routed: HEAD is answered as GET, without the body. */
  private static String method(HttpExchange ex) {
    return isHead(ex) ? "GET" : ex.getRequestMethod();
  }

  private Reply v1(HttpExchange ex, String path) throws IOException {
    String m = method(ex);
    String[] s = path.split("/", -1);
    Map<String, String> q = query(ex.getRequestURI().getRawQuery());
    int n = s.length;
    if (n >= 2 && s[1].equals("payments")) {
      if (n == 2) {
        if (m.equals("POST")) {
          return idempotent(ex, true, false, body -> sim.payments.create.handle(body));
        }
        if (m.equals("GET")) {
          return ok(sim.payments.retrieve.byMerchantOrder(q.get("merchant_order_id")));
        }
        throw unsupported(m);
      }
      String pid = s[2];
      if (n == 3) {
        requireMethod(m, "GET");
        return sim.payments.retrieve.get(
            pid, flag(q, "raw_response"), flag(q, "transactions_history"));
      }
      if (n == 4 && s[3].equals("cancel-or-refund")) {
        requireMethod(m, "POST");
        return idempotent(ex, true, false, b -> sim.payments.cancelOrRefund.handle(pid, null, b));
      }
      if (n == 6 && s[3].equals("transactions")) {
        String tid = s[4];
        switch (s[5]) {
          case "capture":
            requireMethod(m, "POST");
            return idempotent(ex, true, false, b -> sim.payments.capture.handle(pid, tid, b));
          case "refund":
            requireMethod(m, "POST");
            return idempotent(ex, true, false, b -> sim.payments.refund.handle(pid, tid, b));
          case "cancel":
            requireMethod(m, "POST");
            return idempotent(ex, true, false, b -> sim.payments.cancel.handle(pid, tid, b));
          case "cancel-or-refund":
            requireMethod(m, "POST");
            return idempotent(
                ex, true, false, b -> sim.payments.cancelOrRefund.handle(pid, tid, b));
          case "dispute":
            if (m.equals("POST")) {
              return idempotent(
                  ex, true, false, b -> sim.payments.disputes.evidence(pid, tid, b, false));
            }
            if (m.equals("PATCH")) {
              return idempotent(
                  ex, false, false, b -> sim.payments.disputes.evidence(pid, tid, b, true));
            }
            throw unsupported(m);
          default:
            break;
        }
      }
    } else if (n >= 2 && s[1].equals("customers")) {
      if (n == 2) {
        if (m.equals("POST")) {
          return idempotent(ex, false, false, b -> sim.customers.create(b));
        }
        if (m.equals("GET")) {
          return ok(sim.customers.byMerchantCustomerId(q.get("merchant_customer_id")));
        }
        throw unsupported(m);
      }
      String cid = decode(s[2]);
      if (n == 3) {
        requireMethod(m, "GET");
        return ok(sim.customers.get(cid));
      }
      if (n == 4 && s[3].equals("payment-methods")) {
        requireMethod(m, "GET");
        return ok(sim.customers.paymentMethods(cid));
      }
      if (n == 6 && s[3].equals("payment-methods") && s[5].equals("unenroll")) {
        requireMethod(m, "POST");
        String token = decode(s[4]);
        return idempotent(ex, false, false, b -> sim.customers.unenroll(cid, token));
      }
    } else if (n == 3 && s[1].equals("banking") && s[2].equals("entities")) {
      requireMethod(m, "POST");
      return idempotent(ex, true, true, b -> sim.entities.create(b));
    } else if (n >= 2 && s[1].equals("subscriptions")) {
      if (n == 2) {
        requireMethod(m, "POST");
        String key = ex.getRequestHeaders().getFirst("X-Idempotency-Key");
        return idempotent(ex, false, false, b -> sim.subscriptions.create(b, key));
      }
      String sid = decode(s[2]);
      if (n == 3) {
        if (m.equals("GET")) {
          return ok(sim.subscriptions.get(sid));
        }
        if (m.equals("PATCH")) {
          return idempotent(ex, false, false, b -> sim.subscriptions.update(sid, b));
        }
        throw unsupported(m);
      }
      if (n == 4) {
        switch (s[3]) {
          case "pause":
            requireMethod(m, "POST");
            return idempotent(ex, false, false, b -> sim.subscriptions.pause(sid));
          case "resume":
            requireMethod(m, "POST");
            return idempotent(ex, false, false, b -> sim.subscriptions.resume(sid));
          case "cancel":
            requireMethod(m, "POST");
            return idempotent(ex, false, false, b -> sim.subscriptions.cancel(sid));
          case "payments":
            requireMethod(m, "GET");
            return ok(sim.subscriptions.payments(sid));
          default:
            break;
        }
      }
    } else if (n >= 2 && s[1].equals("payouts")) {
      if (n == 2) {
        if (m.equals("POST")) {
          return idempotent(ex, false, false, b -> sim.payouts.create(b));
        }
        if (m.equals("GET")) {
          return ok(sim.payouts.byMerchantReference(q.get("merchant_reference")));
        }
        throw unsupported(m);
      }
      if (n == 3) {
        requireMethod(m, "GET");
        return ok(sim.payouts.get(decode(s[2])));
      }
    }
    throw new ApiException(404, "NOT_FOUND", "Not Found");
  }

  private Reply control(HttpExchange ex, String path) throws IOException {
    String m = method(ex);
    String[] s = path.split("/", -1);
    if (s.length == 4 && s[1].equals("payments") && s[3].equals("dispute-outcome")) {
      requireMethod(m, "POST");
      return ok(sim.payments.disputes.decide(s[2], body(ex, false)));
    }
    if (s.length == 4 && s[1].equals("payments") && s[3].equals("chargeback")) {
      requireMethod(m, "POST");
      return ok(sim.payments.disputes.openChargeback(s[2], body(ex, true)));
    }
    if (path.equals("/clock")) {
      if (m.equals("POST")) {
        JsonNode b = body(ex, false);
        String adv = Check.text(b, "advance", "advance", true, 2, 64);
        Duration d;
        try {
          d = Duration.parse(adv);
        } catch (DateTimeParseException e) {
          try {
            java.time.Period p = java.time.Period.parse(adv);
            d = Duration.ofDays(p.toTotalMonths() * 30 + p.getDays());
          } catch (DateTimeParseException e2) {
            throw ApiException.invalid(
                "advance", "must be an ISO-8601 duration such as P30D or PT2H");
          }
        }
        if (d.isNegative()) {
          throw ApiException.invalid("advance", "time only moves forward");
        }
        sim.advance(d);
        return ok(clock());
      }
      requireMethod(m, "GET");
      return ok(clock());
    }
    if (path.equals("/faults")) {
      if (m.equals("POST")) {
        sim.faults.set(body(ex, false));
      } else {
        requireMethod(m, "GET");
      }
      return ok(sim.faults.describe());
    }
    if (path.equals("/demo-payment-ids")) {
      requireMethod(m, "GET");
      String limit = query(ex.getRequestURI().getRawQuery()).getOrDefault("limit", "100");
      int n;
      try {
        n = Integer.parseInt(limit);
      } catch (NumberFormatException e) {
        throw ApiException.invalid("limit", "must be a whole number from 1 to 100000");
      }
      if (n < 1 || n > 100_000) {
        throw ApiException.invalid("limit", "must be a whole number from 1 to 100000");
      }
      java.util.List<String> ids = demoIds.get();
      java.util.List<String> page = ids.subList(0, Math.min(n, ids.size()));
      return ok(
          SandboxJson.write(
              g -> {
                g.writeStartArray();
                for (String id : page) {
                  g.writeString(id);
                }
                g.writeEndArray();
              }));
    }
    if (path.equals("/webhooks")) {
      switch (m) {
        case "POST" -> sim.webhooks.configure(Webhooks.Settings.parse(body(ex, false)));
        case "DELETE" -> sim.webhooks.stop();
        case "GET" -> {}
        default -> throw unsupported(m);
      }
      String since = query(ex.getRequestURI().getRawQuery()).getOrDefault("since", "0");
      long n;
      try {
        n = Long.parseLong(since);
      } catch (NumberFormatException e) {
        throw ApiException.invalid("since", "must be a whole number");
      }
      return ok(sim.webhooks.describe(n));
    }
    if (path.equals("/reset")) {
      requireMethod(m, "POST");
      reset.run();
      return ok(clock());
    }
    throw new ApiException(404, "NOT_FOUND", "Not Found");
  }

  private byte[] clock() {
    return SandboxJson.write(
        g -> {
          g.writeStartObject();
          g.writeStringField("now", SandboxJson.micros(sim.clock.now()));
          g.writeNumberField("offset_seconds", sim.clock.offsetNanos() / 1_000_000_000L);
          g.writeEndObject();
        });
  }

  /** Runs op under the request's idempotency key (required where the spec requires one). */
  private Reply idempotent(HttpExchange ex, boolean required, boolean uuid, Op op)
      throws IOException {
    String key = ex.getRequestHeaders().getFirst("X-Idempotency-Key");
    if (key == null || key.isBlank()) {
      if (required) {
        throw new ApiException(400, "MISSING_PARAMETERS", "X-Idempotency-Key: header is required");
      }
      return op.run(body(ex, true));
    }
    if (key.length() > 255 || (uuid && !Check.isUuid(key))) {
      throw ApiException.invalid(
          "X-Idempotency-Key", uuid ? "must be a UUID" : "at most 255 characters");
    }
    JsonNode b = body(ex, true);
    String scope = ex.getRequestMethod() + ' ' + ex.getRequestURI().getRawPath();
    return sim.idempotency.run(scope, key, () -> op.run(b));
  }

  @FunctionalInterface
  private interface Op {
    Reply run(JsonNode body);
  }

  private static JsonNode body(HttpExchange ex, boolean emptyAllowed) throws IOException {
    byte[] bytes;
    long length = contentLength(ex);
    try (InputStream in = ex.getRequestBody()) {
      bytes = in.readNBytes(length >= 0 && length <= MAX_BODY ? (int) length : MAX_BODY + 1);
    }
    if (bytes.length > MAX_BODY) {
      throw new ApiException(400, "INVALID_REQUEST", "body: larger than 16 MB");
    }
    if (bytes.length == 0 || isBlank(bytes)) {
      if (emptyAllowed) {
        return SandboxJson.object();
      }
      throw new ApiException(400, "INVALID_REQUEST", "body: a JSON object is required");
    }
    JsonNode n;
    try {
      n = SandboxJson.parse(bytes);
    } catch (IOException e) {
      throw new ApiException(400, "INVALID_REQUEST", "body: not valid JSON");
    }
    if (n == null || !n.isObject()) {
      throw new ApiException(400, "INVALID_REQUEST", "body: must be a JSON object");
    }
    return n;
  }

  /** The request's Content-Length, or -1 when absent or not a number. */
  private static long contentLength(HttpExchange ex) {
    String v = ex.getRequestHeaders().getFirst("Content-Length");
    if (v == null) {
      return -1;
    }
    try {
      return Long.parseLong(v.trim());
    } catch (NumberFormatException e) {
      return -1;
    }
  }

  private static boolean isBlank(byte[] b) {
    for (byte c : b) {
      if (c != ' ' && c != '\n' && c != '\r' && c != '\t') {
        return false;
      }
    }
    return true;
  }

  private static Reply ok(byte[] body) {
    return Reply.of(200, body);
  }

  private static void requireMethod(String m, String expected) {
    if (!m.equals(expected)) {
      throw unsupported(m);
    }
  }

  private static ApiException unsupported(String m) {
    return new ApiException(
        405, "UNSUPPORTED_METHOD", "Method " + Check.clip(m) + " is not supported here.");
  }

  private static boolean flag(Map<String, String> q, String name) {
    return "true".equalsIgnoreCase(q.get(name));
  }

  private static String decode(String s) {
    return URLDecoder.decode(s, StandardCharsets.UTF_8);
  }

  static Map<String, String> query(String raw) {
    Map<String, String> q = new HashMap<>();
    if (raw == null || raw.isEmpty()) {
      return q;
    }
    for (String part : raw.split("&")) {
      int i = part.indexOf('=');
      String k = decode(i < 0 ? part : part.substring(0, i));
      String v = i < 0 ? "" : decode(part.substring(i + 1));
      q.putIfAbsent(k, v);
    }
    return q;
  }
}
