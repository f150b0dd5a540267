package io.paydesk.sandbox;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * A payment as the sandbox keeps it: compact fields, sub-objects as shared JSON bytes, rendered on
 * demand. Mutable, guarded by its own monitor; {@link #copy()} gives a snapshot to render.
 */
final class Payment {
  UUID id;
  String accountId;
  String description;
  String country;
  String status;
  String subStatus;
  String merchantOrderId;
  String merchantReference;
  Instant createdAt;
  Instant updatedAt;
  String currency;
  BigDecimal value;
  BigDecimal captured;
  BigDecimal refunded;
  String checkoutSession;
  boolean sdkActionRequired;
  String methodType;
  String token;
  String vaultedToken;
  boolean vaultOnSuccess;
  String parentMethodType;

  /** JSON of the method detail object, e.g. {"card": {...}}. */
  RawJson methodDetail;

  String category;
  String providerId;
  RawJson customerPayer;
  RawJson additionalData;
  RawJson metadata;
  RawJson splitMarketplace;
  String callbackUrl;
  String workflow;
  boolean simplifiedMode;
  String subscriptionCode;

  /** Copy-on-write: replaced, never changed in place. */
  List<Txn> txns = List.of();

  // Simulation state (not rendered).
  boolean captureRunning;
  Instant settleAt;
  boolean settleOk = true;
  String retryOp;
  BigDecimal retryAmount;
  String retryReference;
  int retriesLeft;
  Instant nextRetryAt;
  Instant retryUntil;
  String statusBeforeRetry;
  String subStatusBeforeRetry;

  Payment copy() {
    Payment p = new Payment();
    p.id = id;
    p.accountId = accountId;
    p.description = description;
    p.country = country;
    p.status = status;
    p.subStatus = subStatus;
    p.merchantOrderId = merchantOrderId;
    p.merchantReference = merchantReference;
    p.createdAt = createdAt;
    p.updatedAt = updatedAt;
    p.currency = currency;
    p.value = value;
    p.captured = captured;
    p.refunded = refunded;
    p.checkoutSession = checkoutSession;
    p.sdkActionRequired = sdkActionRequired;
    p.methodType = methodType;
    p.token = token;
    p.vaultedToken = vaultedToken;
    p.vaultOnSuccess = vaultOnSuccess;
    p.parentMethodType = parentMethodType;
    p.methodDetail = methodDetail;
    p.category = category;
    p.providerId = providerId;
    p.customerPayer = customerPayer;
    p.additionalData = additionalData;
    p.metadata = metadata;
    p.splitMarketplace = splitMarketplace;
    p.callbackUrl = callbackUrl;
    p.workflow = workflow;
    p.simplifiedMode = simplifiedMode;
    p.subscriptionCode = subscriptionCode;
    p.txns = txns;
    p.captureRunning = captureRunning;
    p.settleAt = settleAt;
    p.settleOk = settleOk;
    p.retryOp = retryOp;
    p.retryAmount = retryAmount;
    p.retryReference = retryReference;
    p.retriesLeft = retriesLeft;
    p.nextRetryAt = nextRetryAt;
    p.retryUntil = retryUntil;
    p.statusBeforeRetry = statusBeforeRetry;
    p.subStatusBeforeRetry = subStatusBeforeRetry;
    return p;
  }

  void add(Txn t) {
    List<Txn> l = new ArrayList<>(txns.size() + 1);
    l.addAll(txns);
    l.add(t);
    txns = List.copyOf(l);
  }

  void replace(Txn t) {
    List<Txn> l = new ArrayList<>(txns);
    for (int i = 0; i < l.size(); i++) {
      if (l.get(i).id().equals(t.id())) {
        l.set(i, t);
      }
    }
    txns = List.copyOf(l);
  }

  Txn txn(UUID txnId) {
    for (Txn t : txns) {
      if (t.id().equals(txnId)) {
        return t;
      }
    }
    return null;
  }

  Txn last() {
    return txns.get(txns.size() - 1);
  }

  Txn lastOf(String type) {
    for (int i = txns.size() - 1; i >= 0; i--) {
      if (txns.get(i).type().equals(type)) {
        return txns.get(i);
      }
    }
    return null;
  }

  void status(String s, String sub, Instant at) {
    status = s;
    subStatus = sub;
    touch(at);
  }

  /** Marks a change at {@code at}; updated_at never goes back. */
  void touch(Instant at) {
    if (updatedAt == null || at.isAfter(updatedAt)) {
      updatedAt = at;
    }
  }

  BigDecimal refundable() {
    return captured.subtract(refunded);
  }
}
