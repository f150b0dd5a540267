package io.paydesk.ops;

import io.paydesk.rules.PaymentActions.Action;

/** A money action that the payment's state does not allow; refused before anything is drafted. */
public final class ActionNotAllowedException extends RuntimeException {
  private static final long serialVersionUID = 1L;
  private final transient Action action;

  public ActionNotAllowedException(Action action, String status, String subStatus) {
    super(action + " is not allowed on a payment " + status + " / " + subStatus);
    this.action = action;
  }

  public Action action() {
    return action;
  }
}
