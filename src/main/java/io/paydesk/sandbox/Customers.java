package io.paydesk.sandbox;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.paydesk.sandbox.Idempotency.Reply;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/** Customers and their enrolled payment methods (kept as JSON trees; they are few). */
final class Customers {
  final ConcurrentHashMap<String, ObjectNode> byId = new ConcurrentHashMap<>();
  final ConcurrentHashMap<String, String> byMerchantId = new ConcurrentHashMap<>();
  final ConcurrentHashMap<String, List<ObjectNode>> methods = new ConcurrentHashMap<>();
  final ConcurrentHashMap<String, ObjectNode> byToken = new ConcurrentHashMap<>();

  /** The customer of each enrolled method, by vaulted token. */
  private final ConcurrentHashMap<String, String> owners = new ConcurrentHashMap<>();

  private final Sim sim;

  Customers(Sim sim) {
    this.sim = sim;
  }

  void clear() {
    byId.clear();
    byMerchantId.clear();
    methods.clear();
    byToken.clear();
    owners.clear();
  }

  void put(ObjectNode c) {
    String id = c.get("id").asText();
    byId.put(id, c);
    byMerchantId.put(c.get("merchant_customer_id").asText(), id);
  }

  /** Adds a method to the customer's list; only an ENROLLED one can be paid with. */
  void putMethod(String customerId, ObjectNode m) {
    methods.computeIfAbsent(customerId, k -> new CopyOnWriteArrayList<>()).add(m);
    String token = m.get("vaulted_token").asText();
    owners.put(token, customerId);
    if ("ENROLLED".equals(SandboxJson.text(m, "status"))) {
      byToken.put(token, m);
    }
  }

  /** A method read back from the store: replaces the seeded one with its token, or is added. */
  void restoreMethod(String customerId, ObjectNode stored) {
    String token = stored.get("vaulted_token").asText();
    for (ObjectNode x : methods.getOrDefault(customerId, List.of())) {
      if (token.equals(SandboxJson.text(x, "vaulted_token"))) {
        x.removeAll();
        x.setAll(stored);
        if (!"ENROLLED".equals(SandboxJson.text(x, "status"))) {
          byToken.remove(token);
        }
        return;
      }
    }
    putMethod(customerId, stored);
  }

  /**
   * POST /customers/{id}/payment-methods/{vaulted_token}/unenroll: the method stays listed as
   * UNENROLLED and can no longer be paid with. Unenrolling it again changes nothing.
   */
  Reply unenroll(String customerId, String token) {
    checkCustomer(customerId);
    ObjectNode m = null;
    for (ObjectNode x : methods.getOrDefault(customerId, List.of())) {
      if (token.equals(SandboxJson.text(x, "vaulted_token"))) {
        m = x;
      }
    }
    if (m == null) {
      throw new ApiException(400, "PAYMENT_METHOD_NOT_FOUND", "Payment method not found.");
    }
    synchronized (m) {
      if (!"UNENROLLED".equals(SandboxJson.text(m, "status"))) {
        byToken.remove(token);
        m.put("status", "UNENROLLED");
        m.put("updated_at", SandboxJson.micros(sim.clock.now()));
        sim.changed("method", customerId + "/" + token, m);
        sim.webhooks.enrollment("unenroll", customerId, m);
      }
      return Reply.of(200, SandboxJson.bytes(m));
    }
  }

  /** A payment with the enrolled method succeeded at {@code at}: its last use is updated. */
  void used(String token, Instant at) {
    ObjectNode m = byToken.get(token);
    String owner = owners.get(token);
    if (m == null || owner == null) {
      return;
    }
    synchronized (m) {
      m.put("last_successfully_used", true);
      m.put("last_successfully_used_at", SandboxJson.micros(at));
      m.put("updated_at", SandboxJson.micros(at));
      sim.changed("method", owner + "/" + token, m);
      sim.webhooks.enrollment("update", owner, m);
    }
  }

  Reply create(JsonNode b) {
    String mcid = Check.text(b, "merchant_customer_id", "merchant_customer_id", true, 1, 255);
    Check.text(b, "first_name", "first_name", false, 1, 255);
    Check.text(b, "last_name", "last_name", false, 1, 255);
    Check.text(b, "email", "email", false, 3, 255);
    Check.date(b, "date_of_birth", "date_of_birth");
    Check.text(b, "nationality", "nationality", false, 2, 2);
    Check.text(b, "country", "country", false, 2, 2);
    Check.address(b, "billing_address", "billing_address");
    Check.address(b, "shipping_address", "shipping_address");
    Check.metadata(b, "metadata", 120);
    Instant now = sim.clock.now();
    ObjectNode c = SandboxJson.object();
    c.put("id", Ids.random().toString());
    for (String k :
        new String[] {
          "merchant_customer_id",
          "first_name",
          "last_name",
          "gender",
          "date_of_birth",
          "email",
          "nationality",
          "country",
          "document",
          "phone",
          "billing_address",
          "shipping_address"
        }) {
      c.putNull(k);
    }
    Intake.merge(c, b);
    if (c.get("document") instanceof ObjectNode d) {
      Intake.mask(d, "document_number");
    }
    if (!c.has("metadata") || c.get("metadata").isNull()) {
      c.putArray("metadata");
    }
    c.put("created_at", SandboxJson.micros(now.minusNanos(2000)));
    c.put("updated_at", SandboxJson.micros(now));
    if (!c.has("merchant_customer_created_at")) {
      c.putNull("merchant_customer_created_at");
    }
    synchronized (this) {
      if (byMerchantId.containsKey(mcid)) {
        throw new ApiException(
            400,
            "CUSTOMER_ID_DUPLICATED",
            "merchant_customer_id: a customer with this merchant_customer_id already exists");
      }
      put(c);
    }
    sim.changed("customer", c.get("id").asText(), c);
    byte[] bytes = SandboxJson.bytes(c);
    return Reply.of(201, bytes);
  }

  byte[] get(String id) {
    if (id.length() < 36 || id.length() > 64) {
      throw ApiException.invalid("customer_id", "must be 36 to 64 characters");
    }
    ObjectNode c = byId.get(id);
    if (c == null) {
      throw new ApiException(400, "CUSTOMER_NOT_FOUND", "Customer not found.");
    }
    return SandboxJson.bytes(c);
  }

  byte[] byMerchantCustomerId(String mcid) {
    if (mcid == null || mcid.isEmpty()) {
      throw ApiException.missing("merchant_customer_id");
    }
    String id = byMerchantId.get(mcid);
    if (id == null) {
      throw new ApiException(400, "CUSTOMER_NOT_FOUND", "Customer not found.");
    }
    return SandboxJson.bytes(byId.get(id));
  }

  private void checkCustomer(String customerId) {
    if (customerId.length() < 36 || customerId.length() > 64) {
      throw ApiException.invalid("customer_id", "must be 36 to 64 characters");
    }
    if (!byId.containsKey(customerId)) {
      throw new ApiException(400, "CUSTOMER_NOT_FOUND", "Customer not found.");
    }
  }

  byte[] paymentMethods(String customerId) {
    checkCustomer(customerId);
    ObjectNode o = SandboxJson.object();
    ArrayNode a = o.putArray("payment_methods");
    for (ObjectNode m : methods.getOrDefault(customerId, List.of())) {
      a.add(m);
    }
    return SandboxJson.bytes(o);
  }

  ObjectNode method(String vaultedToken) {
    return byToken.get(vaultedToken);
  }

  /** Enrols the card of a successful payment; answers the new vaulted token. */
  String enrol(String customerId, Payment p, ObjectNode cardDetail, Instant now) {
    if (!byId.containsKey(customerId)) {
      throw ApiException.invalid(
          "customer_payer.id", "no customer has this id (create it with POST /customers)");
    }
    JsonNode cd = cardDetail.get("card").get("card_data");
    String token = Ids.random().toString();
    ObjectNode m =
        enrolledCard(
            token,
            p.country,
            cd.get("brand").asText(),
            cd.get("iin").asText(),
            cd.get("lfd").asText(),
            cd.get("expiration_month").asInt(),
            cd.get("expiration_year").asInt(),
            cd.get("number_length").asInt(),
            cd.get("type").asText(),
            cd.get("issuer_name").asText(),
            now);
    putMethod(customerId, m);
    sim.changed("method", customerId + "/" + token, m);
    sim.webhooks.enrollment("enroll", customerId, m);
    return token;
  }

  static ObjectNode enrolledCard(
      String token,
      String country,
      String brand,
      String iin,
      String lfd,
      int month,
      int year,
      int length,
      String type,
      String issuer,
      Instant at) {
    ObjectNode m = SandboxJson.object();
    m.putNull("idempotency_key");
    m.put("name", brand + " ****" + lfd);
    m.put("description", brand + " ****" + lfd);
    m.put("icon", "https://icons.sandbox.local/" + brand.toLowerCase() + ".png");
    m.put("type", "CARD");
    m.put("category", "CARD");
    m.put("country", country);
    m.put("status", "ENROLLED");
    m.putNull("sub_status");
    m.put("vaulted_token", token);
    m.putNull("callback_url");
    m.putNull("action");
    m.putNull("redirect_url");
    m.put("created_at", SandboxJson.micros(at));
    m.put("updated_at", SandboxJson.micros(at));
    ObjectNode cd = m.putObject("card_data");
    cd.put("iin", iin);
    cd.put("lfd", lfd);
    cd.put("expiration_month", month);
    cd.put("expiration_year", year % 100);
    cd.put("number_length", length);
    cd.put("security_code_length", 3);
    cd.put("brand", brand);
    cd.putNull("issuer");
    cd.put("issuer_name", issuer);
    cd.putNull("issuer_code");
    cd.putNull("category");
    cd.put("type", type);
    m.put("last_successfully_used", false);
    m.put("last_successfully_used_at", "");
    return m;
  }
}
