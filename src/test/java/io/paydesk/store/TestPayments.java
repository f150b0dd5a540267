package io.paydesk.store;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

/** Payment JSON for tests, made from the service's own card example with fields changed. */
public final class TestPayments {
  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final JsonNode CARD = load("payment-card.json");
  private static final JsonNode BANK = load("payment-bank-transfer.json");

  private final ObjectNode p;

  private TestPayments(JsonNode template) {
    p = template.deepCopy();
    p.put("id", UUID.randomUUID().toString());
  }

  static JsonNode load(String name) {
    try (InputStream in = TestPayments.class.getResourceAsStream(name)) {
      return MAPPER.readTree(in);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static String resource(String name) {
    return load(name).toString();
  }

  public static TestPayments card() {
    return new TestPayments(CARD);
  }

  public static TestPayments bankTransfer() {
    return new TestPayments(BANK);
  }

  public TestPayments id(String id) {
    p.put("id", id);
    return this;
  }

  public String id() {
    return p.get("id").asText();
  }

  public TestPayments status(String status, String subStatus) {
    p.put("status", status);
    p.put("sub_status", subStatus);
    return this;
  }

  public TestPayments amount(String value, String currency) {
    ObjectNode a = (ObjectNode) p.get("amount");
    a.put("value", new BigDecimal(value));
    a.put("currency", currency);
    return this;
  }

  public TestPayments country(String country) {
    p.put("country", country);
    return this;
  }

  public TestPayments orderId(String id) {
    p.put("merchant_order_id", id);
    return this;
  }

  public TestPayments reference(String ref) {
    p.put("merchant_reference", ref);
    return this;
  }

  public TestPayments description(String d) {
    p.put("description", d);
    return this;
  }

  public TestPayments created(Instant t) {
    p.put("created_at", t.toString());
    if (!p.hasNonNull("updated_at") || Instant.parse(p.get("updated_at").asText()).isBefore(t)) {
      p.put("updated_at", t.toString());
    }
    return this;
  }

  public TestPayments updated(String iso) {
    p.put("updated_at", iso);
    return this;
  }

  public TestPayments customer(String first, String last, String email) {
    ObjectNode c = (ObjectNode) p.get("customer_payer");
    c.put("first_name", first);
    c.put("last_name", last);
    c.put("email", email);
    return this;
  }

  public TestPayments document(String type, String number) {
    ObjectNode d = ((ObjectNode) p.get("customer_payer")).putObject("document");
    d.put("document_type", type);
    d.put("document_number", number);
    return this;
  }

  public TestPayments card(String brand, String iin, String lastFour) {
    ObjectNode cd = (ObjectNode) p.at("/payment_method/payment_method_detail/card/card_data");
    cd.put("brand", brand);
    cd.put("iin", iin);
    cd.put("lfd", lastFour);
    return this;
  }

  public TestPayments methodType(String type) {
    ((ObjectNode) p.get("payment_method")).put("type", type);
    return this;
  }

  public TestPayments withChargeback() {
    ArrayNode txs = (ArrayNode) p.get("transactions");
    ObjectNode cb = txs.get(0).deepCopy();
    cb.put("id", UUID.randomUUID().toString());
    cb.put("type", "CHARGEBACK");
    cb.put("status", "CREATED");
    txs.add(cb);
    return this;
  }

  public ObjectNode node() {
    return p;
  }

  public String json() {
    return p.toString();
  }
}
