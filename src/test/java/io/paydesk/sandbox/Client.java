package io.paydesk.sandbox;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.UUID;

/** Plain HTTP calls against a running sandbox (java.net.http; not the console's client). */
final class Client {
  static final ObjectMapper M = new ObjectMapper();

  record Res(int status, JsonNode body, String raw) {
    String code() {
      return body.path("code").asText();
    }

    String message() {
      return body.path("messages").path(0).asText();
    }
  }

  private final HttpClient http =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
  private final String base;
  String publicKey = Sandbox.DEFAULT_PUBLIC_API_KEY;
  String secretKey = Sandbox.DEFAULT_PRIVATE_SECRET_KEY;

  Client(Sandbox s) {
    this.base = s.baseUrl();
  }

  Res get(String path) {
    return send("GET", path, null, null);
  }

  Res post(String path, Object body) {
    return send("POST", path, body, UUID.randomUUID().toString());
  }

  Res post(String path, Object body, String key) {
    return send("POST", path, body, key);
  }

  Res patch(String path, Object body) {
    return send("PATCH", path, body, null);
  }

  Res send(String method, String path, Object body, String key) {
    try {
      HttpRequest.Builder b =
          HttpRequest.newBuilder(URI.create(base + path))
              .timeout(Duration.ofSeconds(20))
              .header("Content-Type", "application/json");
      if (publicKey != null) {
        b.header("public-api-key", publicKey);
      }
      if (secretKey != null) {
        b.header("private-secret-key", secretKey);
      }
      if (key != null) {
        b.header("X-Idempotency-Key", key);
      }
      String json = body == null ? "" : body instanceof String s ? s : M.writeValueAsString(body);
      b.method(
          method,
          body == null
              ? HttpRequest.BodyPublishers.noBody()
              : HttpRequest.BodyPublishers.ofString(json));
      HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
      JsonNode n = r.body().isEmpty() ? M.nullNode() : M.readTree(r.body());
      return new Res(r.statusCode(), n, r.body());
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  /** A card payment body for the sandbox's account. */
  static com.fasterxml.jackson.databind.node.ObjectNode card(
      Sandbox s, String order, String value, boolean capture) {
    var b = M.createObjectNode();
    b.put("account_id", s.accountId());
    b.put("merchant_order_id", order);
    b.put("description", "Test purchase");
    b.put("country", "CO");
    b.put("workflow", "DIRECT");
    var a = b.putObject("amount");
    a.put("currency", "COP");
    a.put("value", new java.math.BigDecimal(value));
    var pm = b.putObject("payment_method");
    pm.put("type", "CARD");
    var card = pm.putObject("detail").putObject("card");
    card.put("capture", capture);
    var cd = card.putObject("card_data");
    cd.put("number", "4111111111111111");
    cd.put("expiration_month", 11);
    cd.put("expiration_year", 30);
    cd.put("security_code", "123");
    cd.put("holder_name", "Ana Garcia");
    return b;
  }
}
