package io.paydesk.ops;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Locale;

/**
 * One event of the service (envelope version 2, {@code ../shared/spec/webhooks.md}): its family,
 * {@code type_event}, account, retry count, the resource it carries and the key it is kept once by.
 * Parsed only after the signature of its bytes was checked.
 */
public final class EventEnvelope {
  /** The body is not JSON, or not an event envelope. */
  public static final class NotAnEnvelope extends Exception {
    NotAnEnvelope(String reason) {
      super(reason);
    }
  }

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final int KEY_MAX = 400;

  private final ObjectNode root;
  private final String type;
  private final String typeEvent;
  private final JsonNode resource;

  private EventEnvelope(ObjectNode root) {
    this.root = root;
    this.typeEvent = root.get("type_event").asText();
    String t = text(root, "type");
    int dot = typeEvent.indexOf('.');
    this.type =
        (t != null ? t : dot > 0 ? typeEvent.substring(0, dot) : typeEvent)
            .toLowerCase(Locale.ROOT);
    JsonNode data = root.get("data");
    JsonNode nested = data.get(type);
    this.resource = nested != null && nested.isObject() ? nested : data;
  }

  /**
   * Parses an event's raw body.
   *
   * @throws NotAnEnvelope when it is not JSON, or not an object with a text {@code type_event} and
   *     an object {@code data}
   */
  public static EventEnvelope parse(byte[] body) throws NotAnEnvelope {
    JsonNode root;
    try {
      root = JSON.readTree(body);
    } catch (IOException e) {
      throw new NotAnEnvelope("not JSON");
    }
    if (root == null || !root.isObject()) {
      throw new NotAnEnvelope("not an envelope");
    }
    JsonNode typeEvent = root.get("type_event");
    JsonNode data = root.get("data");
    if (typeEvent == null || !typeEvent.isTextual() || typeEvent.asText().isBlank()) {
      throw new NotAnEnvelope("envelope without type_event");
    }
    if (data == null || !data.isObject()) {
      throw new NotAnEnvelope("envelope without data");
    }
    return new EventEnvelope((ObjectNode) root);
  }

  /** The family: payment, subscription, enrollment, payout, or another. */
  public String type() {
    return type;
  }

  public String typeEvent() {
    return typeEvent;
  }

  /** The envelope's account_id, or null. */
  public String accountId() {
    return text(root, "account_id");
  }

  /** Attempts the service made before this one. */
  public int retry() {
    JsonNode r = root.get("retry");
    return r != null && r.canConvertToInt() ? r.asInt() : 0;
  }

  /** The object the event carries: the payment, payout, subscription or payment method. */
  public JsonNode resource() {
    return resource;
  }

  /** The carried object's id, or null. */
  public String resourceId() {
    return text(resource, "id");
  }

  /** The carried object's updated_at (else created_at) as written, or null. */
  public String payloadTime() {
    String u = text(resource, "updated_at");
    return u != null ? u : text(resource, "created_at");
  }

  /**
   * The key this event is kept once by. The idempotency key is read at {@code data} and in the
   * carried object (both are documented); it is joined to {@code type_event} (a subscription's key
   * is the same on every event of its life) and, when it comes from a payment, to the carried
   * transaction's id (that key may be the payment's own, the same on its purchase and each refund).
   * Enrollments carry no key: resource id, type_event and the payload's updated_at. Anything else
   * without a key: the SHA-256 of its body without {@code retry}, which changes between attempts.
   */
  public String dedupKey() {
    String dataKey = text(root.get("data"), "idempotency_key");
    String resourceKey = resource == root.get("data") ? null : text(resource, "idempotency_key");
    String key;
    if (type.equals("enrollment") && resourceId() != null && payloadTime() != null) {
      key = "enrollment|" + typeEvent + "|" + resourceId() + "|" + payloadTime();
    } else if (dataKey != null) {
      key = typeEvent + "|" + dataKey;
    } else if (resourceKey != null) {
      String tx = type.equals("payment") ? carriedTransactionId() : null;
      key = typeEvent + "|" + resourceKey + (tx == null ? "" : "|" + tx);
    } else {
      ObjectNode copy = root.deepCopy();
      copy.remove("retry");
      key = typeEvent + "|body:" + sha256(copy.toString());
    }
    return key.length() <= KEY_MAX ? key : "sha256:" + sha256(key);
  }

  private String carriedTransactionId() {
    JsonNode t = resource.get("transactions");
    if (t != null && t.isArray() && t.size() > 0) {
      t = t.get(t.size() - 1);
    }
    return t == null ? null : text(t, "id");
  }

  static String text(JsonNode node, String field) {
    if (node == null) {
      return null;
    }
    JsonNode v = node.get(field);
    return v == null || v.isNull() || !v.isValueNode() || v.asText().isBlank() ? null : v.asText();
  }

  private static String sha256(String s) {
    try {
      return HexFormat.of()
          .formatHex(
              MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
