package io.paydesk.ops;

import io.paydesk.rules.PaymentActions.Action;
import java.math.BigDecimal;

/**
 * A money action a payment's state allows, as ops offers it to a form: what it acts on and the most
 * it may move ({@link io.paydesk.rules.PaymentActions#ceiling}).
 *
 * @param action the action
 * @param target the payment, and the transaction the action acts on
 * @param ceiling the most the action may move, in the payment's currency
 * @param currency the payment's currency
 */
public record ActionOffer(
    Action action, ActionTarget target, BigDecimal ceiling, String currency) {}
