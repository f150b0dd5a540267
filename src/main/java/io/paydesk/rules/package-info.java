/**
 * The service's limits and enumerations in one place (countries, purposes, evidence categories,
 * reasons, length limits, currency digits), value-level checks ({@link io.paydesk.rules.Checks}),
 * the one parser of typed amounts ({@link io.paydesk.rules.MoneyInput}) and which payment state
 * allows which money action ({@link io.paydesk.rules.PaymentActions}), document numbers with their
 * check digits ({@link io.paydesk.rules.DocumentNumbers}), PIX keys ({@link
 * io.paydesk.rules.PixKeys}), CLABE ({@link io.paydesk.rules.Clabe}) and the field checks of a
 * payout ({@link io.paydesk.rules.PayoutRules}), of a banking entity ({@link
 * io.paydesk.rules.EntityRules}) and of a subscription's change ({@link
 * io.paydesk.rules.SubscriptionRules}). Depends on no other package of the console; the
 * request-level validators that walk the model records are {@link io.paydesk.api.RequestRules} in
 * the client.
 *
 * <p>At the bottom: it imports nothing of the console. Layers: ui -> ops -> (api, store, evidence,
 * rules); every call to the service and every write to the store goes through ops; the ui may read
 * the store's query results and show the client's model types. Inside ui: the shell on top, then
 * the features, the kit, the base; no feature imports another.
 */
package io.paydesk.rules;
