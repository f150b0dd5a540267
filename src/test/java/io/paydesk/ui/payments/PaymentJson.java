package io.paydesk.ui.payments;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

/** Payment JSON for search tests: the service's card example with fields changed. */
final class PaymentJson {
  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final ObjectNode CARD = load("/io/paydesk/store/payment-card.json");

  private final ObjectNode p = CARD.deepCopy();

  private PaymentJson() {
    p.put("id", UUID.randomUUID().toString());
  }

  private static ObjectNode load(String resource) {
    try (InputStream in = PaymentJson.class.getResourceAsStream(resource)) {
      return (ObjectNode) MAPPER.readTree(in);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static PaymentJson card() {
    return new PaymentJson();
  }

  String id() {
    return p.get("id").asText();
  }

  PaymentJson status(String status, String subStatus) {
    p.put("status", status);
    p.put("sub_status", subStatus);
    return this;
  }

  PaymentJson amount(String value, String currency) {
    ObjectNode a = (ObjectNode) p.get("amount");
    a.put("value", new BigDecimal(value));
    a.put("currency", currency);
    return this;
  }

  PaymentJson country(String country) {
    p.put("country", country);
    return this;
  }

  PaymentJson orderId(String id) {
    p.put("merchant_order_id", id);
    return this;
  }

  PaymentJson reference(String ref) {
    p.put("merchant_reference", ref);
    return this;
  }

  PaymentJson description(String d) {
    p.put("description", d);
    return this;
  }

  PaymentJson created(Instant t) {
    p.put("created_at", t.toString());
    p.put("updated_at", t.toString());
    return this;
  }

  PaymentJson customer(String first, String last, String email) {
    ObjectNode c = (ObjectNode) p.get("customer_payer");
    c.put("first_name", first);
    c.put("last_name", last);
    c.put("email", email);
    return this;
  }

  PaymentJson document(String type, String number) {
    ObjectNode d = ((ObjectNode) p.get("customer_payer")).putObject("document");
    d.put("document_type", type);
    d.put("document_number", number);
    return this;
  }

  PaymentJson card(String brand, String iin, String lastFour) {
    ObjectNode cd = (ObjectNode) p.at("/payment_method/payment_method_detail/card/card_data");
    cd.put("brand", brand);
    cd.put("iin", iin);
    cd.put("lfd", lastFour);
    return this;
  }

  PaymentJson methodType(String type) {
    ((ObjectNode) p.get("payment_method")).put("type", type);
    return this;
  }

  PaymentJson withChargeback() {
    ArrayNode txs = (ArrayNode) p.get("transactions");
    ObjectNode cb = txs.get(0).deepCopy();
    cb.put("id", UUID.randomUUID().toString());
    cb.put("type", "CHARGEBACK");
    cb.put("status", "CREATED");
    txs.add(cb);
    return this;
  }

  String json() {
    return p.toString();
  }
}
