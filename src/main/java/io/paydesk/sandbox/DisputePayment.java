package io.paydesk.sandbox;

import static io.paydesk.sandbox.Payments.PROVIDER;

import com.fasterxml.jackson.databind.JsonNode;
import io.paydesk.sandbox.Idempotency.Reply;
import io.paydesk.sandbox.PaymentJson.Mode;
import java.time.Instant;
import java.util.Base64;
import java.util.Set;

/** Chargebacks (opened through the control API), dispute evidence (POST, PATCH), outcomes. */
final class DisputePayment {
  static final int MAX_EVIDENCE_BYTES = 1024 * 1024;
  private static final java.util.regex.Pattern BASE64 =
      java.util.regex.Pattern.compile("[A-Za-z0-9+/\\s]*=?=?\\s*");

  private final Sim sim;

  DisputePayment(Sim sim) {
    this.sim = sim;
  }

  byte[] openChargeback(String paymentId, JsonNode b) {
    Payment p = sim.payments.find(paymentId);
    String reason = SandboxJson.text(b, "reason");
    Payments.Changed c =
        sim.payments.change(
            p, null, x -> open(x, reason == null ? "REQUESTED_BY_CUSTOMER" : reason));
    return SandboxJson.write(
        g -> {
          g.writeStartObject();
          g.writeFieldName("transaction");
          PaymentJson.txn(g, c.payment(), c.txn(), true);
          g.writeFieldName("payment");
          PaymentJson.payment(g, c.payment(), Mode.GET, null, false, true);
          g.writeEndObject();
        });
  }

  private Txn open(Payment p, String reason) {
    if (!(p.status.equals("SUCCEEDED") || p.status.equals("REFUNDED"))
        || p.captured.signum() <= 0) {
      throw ApiException.invalidStatus(
          "A chargeback needs a succeeded payment; this one is " + PaymentRules.state(p) + ".");
    }
    if (p.lastOf(Txn.CHARGEBACK) != null) {
      throw ApiException.invalidStatus("This payment already has a chargeback.");
    }
    return chargeback(p, reason, sim.clock.now());
  }

  /** Closes a dispute under review as WON or LOST (payment IN_DISPUTE with that sub_status). */
  byte[] decide(String paymentId, JsonNode b) {
    Payment p = sim.payments.find(paymentId);
    String outcome = Check.oneOf(b, "outcome", "outcome", true, Set.of("WON", "LOST"));
    Payment snap;
    synchronized (p) {
      if (!"IN_DISPUTE".equals(p.status) || !"PENDING_REVIEW".equals(p.subStatus)) {
        throw ApiException.invalidStatus(
            "Only a dispute under review can be decided; this payment is "
                + PaymentRules.state(p)
                + ".");
      }
      p.status("IN_DISPUTE", outcome, sim.clock.now());
      sim.changed(p);
      sim.webhooks.payment(p, p.lastOf(Txn.CHARGEBACK));
      snap = p.copy();
    }
    return PaymentJson.payment(snap, Mode.GET, null, false, true);
  }

  Txn chargeback(Payment p, String reason, Instant now) {
    Txn t =
        Txn.succeeded(
                Ids.random(),
                Txn.CHARGEBACK,
                p.category,
                p.captured,
                PROVIDER,
                "webhook transaction",
                "Reference-" + p.id,
                reason,
                now)
            .chargebackCreated();
    p.add(t);
    p.status("CHARGEBACK", "CREATED", t.updatedAt());
    sim.changed(p);
    sim.webhooks.payment(p, t);
    return t;
  }

  Reply evidence(String paymentId, String txnId, JsonNode b, boolean update) {
    Payment p = sim.payments.find(paymentId);
    String account = Check.uuid(b, "account_id", "account_id", true);
    if (!account.equals(p.accountId)) {
      throw ApiException.invalid("account_id", "does not match the payment's account");
    }
    JsonNode ev = b.get("evidence");
    if (ev == null || ev.isNull()) {
      throw ApiException.missing("evidence");
    }
    if (!ev.isArray() || ev.isEmpty()) {
      throw ApiException.invalid("evidence", "must be a non-empty array");
    }
    for (int i = 0; i < ev.size(); i++) {
      String path = "evidence[" + i + "]";
      JsonNode e = ev.get(i);
      if (!e.isObject()) {
        throw ApiException.invalid(path, "must be an object");
      }
      String ct = Check.text(e, "content_type", path + ".content_type", true, 1, 100);
      if (!ct.equals("application/pdf")) {
        throw ApiException.invalid(path + ".content_type", "must be application/pdf");
      }
      Check.text(e, "file_name", path + ".file_name", true, 3, 255);
      Check.oneOf(
          e, "content_category", path + ".content_category", true, Check.EVIDENCE_CATEGORIES);
      String content = Check.text(e, "content", path + ".content", true, 1, Integer.MAX_VALUE);
      if (content.length() > (MAX_EVIDENCE_BYTES / 3 + 1) * 4 + 8) {
        throw ApiException.invalid(path + ".content", "the decoded file is larger than 1 MB");
      }
      byte[] pdf;
      try {
        pdf = Base64.getMimeDecoder().decode(content);
        if (!BASE64.matcher(content).matches()) {
          throw new IllegalArgumentException();
        }
      } catch (IllegalArgumentException x) {
        throw ApiException.invalid(path + ".content", "is not valid base64");
      }
      if (pdf.length > MAX_EVIDENCE_BYTES) {
        throw ApiException.invalid(path + ".content", "the decoded file is larger than 1 MB");
      }
      if (pdf.length < 5
          || !new String(pdf, 0, 5, java.nio.charset.StandardCharsets.ISO_8859_1).equals("%PDF-")) {
        throw ApiException.invalid(
            path + ".content", "is not a PDF (it does not start with %PDF-)");
      }
    }
    Payments.Changed c = sim.payments.change(p, txnId, x -> submit(x, txnId, update));
    return Reply.json(
        200, g -> PaymentJson.payment(g, c.payment(), Mode.ONE, c.txn(), false, false));
  }

  /**
   * Evidence received: the chargeback goes under review. Only the payment's open CHARGEBACK
   * transaction takes evidence; any other transaction, or a payment without an open chargeback, is
   * refused.
   */
  private Txn submit(Payment p, String txnId, boolean update) {
    Txn cb = p.lastOf(Txn.CHARGEBACK);
    if (cb == null) {
      throw ApiException.invalidStatus("This payment has no chargeback to dispute.");
    }
    Txn named = sim.payments.txnOf(p, txnId);
    if (!named.id().equals(cb.id())) {
      throw ApiException.invalid(
          "transaction_id",
          "names a "
              + named.type()
              + " transaction; evidence is accepted only on the payment's CHARGEBACK transaction "
              + cb.id());
    }
    if (update && "IN_DISPUTE".equals(p.status) && !"PENDING_REVIEW".equals(p.subStatus)) {
      throw ApiException.invalidStatus(
          "This dispute is already decided ("
              + p.subStatus
              + "): its evidence can no longer be changed.");
    }
    if (update && !"IN_DISPUTE".equals(p.status)) {
      throw ApiException.invalidStatus(
          "No evidence was sent for this chargeback yet: send it with POST first.");
    }
    if (!update && !"CHARGEBACK".equals(p.status)) {
      throw ApiException.invalidStatus(
          "Evidence was already sent for this chargeback (payment is "
              + PaymentRules.state(p)
              + "): update it with PATCH.");
    }
    Instant now = sim.clock.now();
    cb = cb.withUpdatedAt(now);
    p.replace(cb);
    p.status("IN_DISPUTE", "PENDING_REVIEW", now);
    sim.changed(p);
    sim.webhooks.payment(p, cb);
    return cb;
  }
}
