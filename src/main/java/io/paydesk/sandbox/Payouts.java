package io.paydesk.sandbox;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.paydesk.sandbox.Idempotency.Reply;
import java.time.Instant;
import java.util.Locale;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Payouts with nanosecond timestamps. merchant_reference triggers: DECLINE answers DECLINED,
 * PENDING stays PENDING until the clock moves, then SUCCEEDED.
 */
final class Payouts {
  final ConcurrentHashMap<String, ObjectNode> byId = new ConcurrentHashMap<>();
  final ConcurrentHashMap<String, CopyOnWriteArrayList<String>> byReference =
      new ConcurrentHashMap<>();
  private final Sim sim;

  Payouts(Sim sim) {
    this.sim = sim;
  }

  void clear() {
    byId.clear();
    byReference.clear();
  }

  void put(ObjectNode p) {
    String id = p.get("id").asText();
    if (byId.put(id, p) == null) {
      byReference
          .computeIfAbsent(p.get("merchant_reference").asText(), k -> new CopyOnWriteArrayList<>())
          .add(id);
    }
  }

  Reply create(JsonNode b) {
    String account = Check.uuid(b, "account_id", "account_id", true);
    Check.ownAccount(account, sim.accountId);
    String reference = Check.text(b, "merchant_reference", "merchant_reference", true, 3, 255);
    String country = Check.country(b, "country", "country", true);
    String purpose = Check.oneOf(b, "purpose", "purpose", true, Check.PURPOSES);
    Check.Money money = Check.amount(b, "amount", "amount", true);
    JsonNode ben = Check.object(b, "beneficiary", "beneficiary", true);
    Check.text(ben, "country", "beneficiary.country", false, 2, 2);
    Check.oneOf(
        ben,
        "national_entity",
        "beneficiary.national_entity",
        false,
        java.util.Set.of("INDIVIDUAL", "ENTITY"));
    Check.text(ben, "email", "beneficiary.email", false, 3, 255);
    Check.date(ben, "date_of_birth", "beneficiary.date_of_birth");
    Check.address(ben, "address", "beneficiary.address");
    JsonNode wm = Check.object(b, "withdrawal_method", "withdrawal_method", true);
    String wmType = Check.text(wm, "type", "withdrawal_method.type", true, 2, 64);
    String providerId =
        Check.text(wm, "provider_id", "withdrawal_method.provider_id", false, 1, 64);
    Check.object(wm, "detail", "withdrawal_method.detail", false);
    JsonNode bt = wm.path("detail").get("bank_transfer");
    if (bt != null && !bt.isNull()) {
      Check.text(bt, "code", "withdrawal_method.detail.bank_transfer.code", true, 1, 8);
      JsonNode acct =
          Check.object(bt, "account", "withdrawal_method.detail.bank_transfer.account", true);
      Check.text(
          acct, "number", "withdrawal_method.detail.bank_transfer.account.number", true, 1, 64);
    }
    String description = Check.text(b, "description", "description", false, 3, 255);
    JsonNode metadata = Check.metadata(b, "metadata", 50);

    Instant now = sim.clock.now();
    String upper = reference.toUpperCase(Locale.ROOT);
    String status =
        upper.contains("DECLINE")
            ? "DECLINED"
            : upper.contains("PENDING") ? "PENDING" : "SUCCEEDED";
    ObjectNode p = SandboxJson.object();
    String id = Ids.random().toString();
    p.put("id", id);
    p.put("account_id", account);
    p.put("status", status);
    p.put("merchant_reference", reference);
    p.put("purpose", purpose);
    p.put("country", country);
    p.put("description", description);
    ObjectNode amount = p.putObject("amount");
    amount.put("currency", money.currency());
    amount.put("value", money.value());
    ObjectNode beneficiary = p.putObject("beneficiary");
    for (String k :
        new String[] {
          "merchant_beneficiary_id",
          "national_entity",
          "first_name",
          "last_name",
          "legal_name",
          "email",
          "country",
          "date_of_birth",
          "document",
          "phone",
          "address"
        }) {
      beneficiary.putNull(k);
    }
    Intake.merge(beneficiary, ben);
    if (beneficiary.get("document") instanceof ObjectNode d) {
      Intake.mask(d, "document_number");
    }
    p.set("metadata", metadata == null ? SandboxJson.array() : metadata);
    // Stamped back from now: the provider's answer (the transaction's update) arrives now.
    Instant start = now.minusNanos(310_000_453);
    p.put("created_at", SandboxJson.nanos(start));
    p.put("updated_at", SandboxJson.nanos(start.plusNanos(1_500)));
    ArrayNode txns = p.putArray("transactions");
    ObjectNode t = txns.addObject();
    String txnId = Ids.random().toString();
    t.put("id", txnId);
    t.put("status", status);
    t.put("type", "PAYOUT");
    t.put(
        "response_code",
        status.equals("SUCCEEDED")
            ? "SUCCEEDED"
            : status.equals("PENDING") ? "PENDING_PROVIDER_CONFIRMATION" : "DECLINED_BY_PROVIDER");
    t.put("merchant_reference", reference);
    t.put("purpose", purpose);
    t.put("description", description);
    t.set("amount", amount.deepCopy());
    ObjectNode w = t.putObject("withdrawal_method");
    w.put("type", wmType);
    w.put("provider_id", providerId == null ? "PAYDESK_SANDBOX_PAYOUTS" : providerId);
    w.put("vaulted_token", SandboxJson.text(wm, "vaulted_token"));
    w.put("original_transaction_id", SandboxJson.text(wm, "original_transaction_id"));
    ObjectNode det = w.putObject("detail");
    det.set("bank_transfer", bt == null || bt.isNull() ? null : maskAccount(bt.deepCopy()));
    JsonNode wal = wm.path("detail").get("wallet");
    det.set("wallet", wal == null || wal.isNull() ? null : wal.deepCopy());
    ObjectNode pd = t.putObject("provider_data");
    pd.put("id", w.get("provider_id").asText());
    pd.put("transaction_id", Ids.providerRef(java.util.UUID.fromString(txnId)));
    pd.put("account_id", "");
    pd.put("beneficiary_id", SandboxJson.text(ben, "merchant_beneficiary_id"));
    pd.put("status", status.equals("SUCCEEDED") ? "APPROVED" : status);
    pd.put(
        "status_detail", status.equals("DECLINED") ? "The provider declined the payout" : status);
    pd.put(
        "raw_response",
        "{\"cashout_id\":\""
            + pd.get("transaction_id").asText()
            + "\",\"merchant_cashout_id\":\""
            + txnId
            + "\",\"status\":\""
            + pd.get("status").asText()
            + "\"}");
    t.put("created_at", SandboxJson.nanos(start.plusNanos(310_000_123)));
    t.put("updated_at", SandboxJson.nanos(now));
    put(p);
    sim.changed("payout", id, p);
    sim.webhooks.payout(p);
    return Reply.of(201, SandboxJson.bytes(p));
  }

  private static JsonNode maskAccount(JsonNode bt) {
    if (bt.get("account") instanceof ObjectNode a) {
      Intake.mask(a, "number");
    }
    return bt;
  }

  byte[] get(String id) {
    if (Ids.parse(id) == null) {
      throw ApiException.invalid("payout_id", "must be a UUID of 36 characters");
    }
    ObjectNode p = byId.get(id);
    if (p == null) {
      throw new ApiException(404, "NOT_FOUND", "Payout not found.");
    }
    synchronized (p) {
      return SandboxJson.bytes(p);
    }
  }

  byte[] byMerchantReference(String reference) {
    if (reference == null || reference.isEmpty()) {
      throw ApiException.missing("merchant_reference");
    }
    ArrayNode a = SandboxJson.array();
    for (String id : byReference.getOrDefault(reference, new CopyOnWriteArrayList<>())) {
      ObjectNode p = byId.get(id);
      synchronized (p) {
        a.add(p.deepCopy());
      }
    }
    return SandboxJson.bytes(a);
  }

  /** Pending payouts settle as SUCCEEDED once simulated time moves. */
  void tick(Instant now) {
    for (ObjectNode p : byId.values()) {
      if (!"PENDING".equals(SandboxJson.text(p, "status"))) {
        continue;
      }
      synchronized (p) {
        p.put("status", "SUCCEEDED");
        p.put("updated_at", SandboxJson.nanos(now));
        ObjectNode t = (ObjectNode) p.get("transactions").get(0);
        t.put("status", "SUCCEEDED");
        t.put("response_code", "SUCCEEDED");
        ((ObjectNode) t.get("provider_data")).put("status", "APPROVED");
        t.put("updated_at", SandboxJson.nanos(now));
        sim.webhooks.payout(p);
      }
      sim.changed("payout", p.get("id").asText(), p);
    }
  }
}
