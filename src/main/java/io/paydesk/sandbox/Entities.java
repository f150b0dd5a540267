package io.paydesk.sandbox;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.paydesk.sandbox.Idempotency.Reply;
import java.time.Instant;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** Banking entities; tax ids and document numbers are kept and answered as their last four. */
final class Entities {
  static final String PREFIX = "ent_";
  final ConcurrentHashMap<String, ObjectNode> byId = new ConcurrentHashMap<>();
  final ConcurrentHashMap<String, String> byMerchantId = new ConcurrentHashMap<>();
  private final Sim sim;

  Entities(Sim sim) {
    this.sim = sim;
  }

  void clear() {
    byId.clear();
    byMerchantId.clear();
  }

  void put(ObjectNode e) {
    byId.put(e.get("id").asText(), e);
    byMerchantId.put(e.get("merchant_entity_id").asText(), e.get("id").asText());
  }

  Reply create(JsonNode b) {
    String account = Check.uuid(b, "account_id", "account_id", true);
    Check.ownAccount(account, sim.accountId);
    String mid = Check.text(b, "merchant_entity_id", "merchant_entity_id", true, 1, 255);
    String kind =
        Check.oneOf(b, "national_entity", "national_entity", true, Set.of("INDIVIDUAL", "ENTITY"));
    JsonNode phone = Check.object(b, "phone", "phone", true);
    Check.text(phone, "country_code", "phone.country_code", true, 1, 5);
    Check.text(phone, "number", "phone.number", true, 4, 20);
    JsonNode address = Check.object(b, "address", "address", true);
    Check.text(address, "address_line_1", "address.address_line_1", true, 3, 255);
    Check.text(address, "city", "address.city", true, 1, 255);
    Check.text(address, "country", "address.country", true, 2, 2);
    JsonNode detail = Check.object(b, "entity_detail", "entity_detail", true);
    String own = kind.equals("INDIVIDUAL") ? "individual" : "entity";
    String other = kind.equals("INDIVIDUAL") ? "entity" : "individual";
    JsonNode d = Check.object(detail, own, "entity_detail." + own, true);
    JsonNode o = detail.get(other);
    if (o != null && !o.isNull()) {
      throw ApiException.invalid(
          "entity_detail." + other, "must be absent or null when national_entity is " + kind);
    }
    ObjectNode maskedDetail = SandboxJson.object();
    if (kind.equals("INDIVIDUAL")) {
      maskedDetail.set("individual", person(d, "entity_detail.individual"));
      maskedDetail.putNull("entity");
    } else {
      maskedDetail.putNull("individual");
      ObjectNode org = SandboxJson.object();
      org.put("name", Check.text(d, "name", "entity_detail.entity.name", true, 2, 255));
      org.put("country", Check.text(d, "country", "entity_detail.entity.country", false, 2, 2));
      org.set(
          "tax_information",
          taxes(d.get("tax_information"), "entity_detail.entity.tax_information"));
      org.put("entity_type", SandboxJson.text(d, "entity_type"));
      ArrayNode owners = org.putArray("beneficial_owners");
      JsonNode bo = d.get("beneficial_owners");
      if (bo != null && bo.isArray()) {
        for (int i = 0; i < bo.size(); i++) {
          String p = "entity_detail.entity.beneficial_owners[" + i + "]";
          ObjectNode person = person(bo.get(i), p);
          JsonNode pct = bo.get(i).get("ownership_percentage");
          if (pct != null && (!pct.isNumber() || pct.asDouble() <= 0 || pct.asDouble() > 100)) {
            throw ApiException.invalid(
                p + ".ownership_percentage", "must be above 0 and at most 100");
          }
          person.set("ownership_percentage", pct);
          person.put("title", SandboxJson.text(bo.get(i), "title"));
          person.set("address", addr(bo.get(i).get("address")));
          owners.add(person);
        }
      }
      maskedDetail.set("entity", org);
    }
    Instant now = sim.clock.now();
    ObjectNode e = SandboxJson.object();
    e.put("id", PREFIX + Ids.random());
    e.put("account_id", account);
    e.put("merchant_entity_id", mid);
    e.put("national_entity", kind);
    ObjectNode ph = e.putObject("phone");
    ph.put("country_code", phone.get("country_code").asText());
    ph.put("number", phone.get("number").asText());
    e.set("address", addr(address));
    e.set("entity_detail", maskedDetail);
    e.put("created_at", SandboxJson.micros(now));
    e.put("updated_at", SandboxJson.micros(now));
    synchronized (this) {
      if (byMerchantId.containsKey(mid)) {
        throw new ApiException(
            409,
            "DUPLICATE_ENTITY",
            "Entity with merchant_entity_id '" + Check.clip(mid) + "' already exists");
      }
      put(e);
    }
    sim.changed("entity", e.get("id").asText(), e);
    return Reply.of(201, SandboxJson.bytes(e));
  }

  private static ObjectNode addr(JsonNode in) {
    if (in == null || in.isNull()) {
      return null;
    }
    ObjectNode a = SandboxJson.object();
    for (String k :
        new String[] {
          "address_line_1",
          "address_line_2",
          "building_number_1",
          "building_number_2",
          "city",
          "state",
          "zip_code",
          "country"
        }) {
      String v = SandboxJson.text(in, k);
      if (v == null) {
        a.putNull(k);
      } else {
        a.put(k, v);
      }
    }
    return a;
  }

  private static ObjectNode person(JsonNode d, String path) {
    ObjectNode p = SandboxJson.object();
    p.put("first_name", Check.text(d, "first_name", path + ".first_name", true, 1, 255));
    p.put("last_name", Check.text(d, "last_name", path + ".last_name", true, 1, 255));
    p.put("email", Check.text(d, "email", path + ".email", false, 3, 255));
    p.put("date_of_birth", Check.date(d, "date_of_birth", path + ".date_of_birth"));
    p.put("gender", SandboxJson.text(d, "gender"));
    p.put(
        "country_of_residence",
        Check.text(d, "country_of_residence", path + ".country_of_residence", false, 2, 2));
    p.set("tax_information", taxes(d.get("tax_information"), path + ".tax_information"));
    JsonNode doc = Check.object(d, "document", path + ".document", false);
    if (doc == null) {
      p.putNull("document");
    } else {
      ObjectNode md = p.putObject("document");
      md.put(
          "document_type",
          Check.text(doc, "document_type", path + ".document.document_type", true, 1, 50));
      md.put(
          "document_number_last_4",
          Intake.last4(
              Check.text(doc, "document_number", path + ".document.document_number", true, 3, 64)));
      md.put("issuing_country", SandboxJson.text(doc, "issuing_country"));
      md.put("issued_at", Check.date(doc, "issued_at", path + ".document.issued_at"));
      md.put("expires_at", Check.date(doc, "expires_at", path + ".document.expires_at"));
    }
    return p;
  }

  private static ArrayNode taxes(JsonNode in, String path) {
    ArrayNode out = SandboxJson.array();
    if (in == null || in.isNull()) {
      return out;
    }
    if (!in.isArray()) {
      throw ApiException.invalid(path, "must be an array");
    }
    for (int i = 0; i < in.size(); i++) {
      JsonNode t = in.get(i);
      String p = path + "[" + i + "]";
      ObjectNode m = out.addObject();
      m.put("country", Check.text(t, "country", p + ".country", true, 2, 2));
      m.put("tax_id_last_4", Intake.last4(Check.text(t, "tax_id", p + ".tax_id", true, 3, 64)));
      m.put("tax_id_type", Check.text(t, "tax_id_type", p + ".tax_id_type", false, 1, 50));
      Boolean primary = Check.bool(t, "is_primary", p + ".is_primary");
      m.put("is_primary", Boolean.TRUE.equals(primary));
    }
    return out;
  }
}
