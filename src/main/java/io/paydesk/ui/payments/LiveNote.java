package io.paydesk.ui.payments;

import io.paydesk.api.model.Payment;
import io.paydesk.api.model.Transaction;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.kit.Catalogue;
import java.util.List;
import java.util.Objects;

/**
 * The note over a payment's open detail when an event from the service changed it: its new status,
 * else its newest transaction, else that it was updated.
 */
final class LiveNote {
  private LiveNote() {}

  /** What changed from {@code before} to {@code after}, in words. */
  static String of(Payment before, Payment after) {
    String was = statusOf(before);
    String now = statusOf(after);
    if (now != null && !Objects.equals(was, now)) {
      return Messages.get("payments.live.status", Catalogue.Kind.PAYMENT_STATUS.label(now));
    }
    List<Transaction> wasTxns = transactionsOf(before);
    List<Transaction> nowTxns = transactionsOf(after);
    if (nowTxns.size() > wasTxns.size()) {
      Transaction newest = nowTxns.get(nowTxns.size() - 1);
      if (newest.type() != null) {
        return Messages.get(
            "payments.live.transaction",
            Catalogue.Kind.TRANSACTION_TYPE.label(newest.type().toString()));
      }
    }
    return Messages.get("payments.live.updated");
  }

  private static String statusOf(Payment p) {
    return p.status() == null ? null : p.status().value();
  }

  private static List<Transaction> transactionsOf(Payment p) {
    return p.transactions() == null ? List.of() : p.transactions();
  }
}
