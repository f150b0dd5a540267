package io.paydesk.api;

import io.paydesk.api.model.Payment;
import io.paydesk.api.model.Transaction;
import io.paydesk.rules.PaymentActions;
import java.util.ArrayList;
import java.util.List;

/** A payment read by the client, as the plain state {@link PaymentActions} decides on. */
public final class PaymentStates {
  private PaymentStates() {}

  /**
   * The status, sub_status, captured and refunded amounts, and the types of every transaction in
   * transactions and transactions_history (a refund answer carries only the one transaction).
   */
  public static PaymentActions.State of(Payment p) {
    List<String> types = new ArrayList<>();
    addTypes(types, p.transactions());
    addTypes(types, p.transactionsHistory());
    return PaymentActions.state(
        p.status() == null ? null : p.status().value(),
        p.subStatus() == null ? null : p.subStatus().value(),
        types,
        p.amount() == null ? null : p.amount().captured(),
        p.amount() == null ? null : p.amount().refunded());
  }

  private static void addTypes(List<String> types, List<Transaction> transactions) {
    if (transactions == null) {
      return;
    }
    for (Transaction t : transactions) {
      if (t != null && t.type() != null) {
        types.add(t.type().value());
      }
    }
  }
}
