/**
 * The service's limits and enumerations in one place (countries, purposes, evidence categories,
 * reasons, length limits, currency digits), value-level checks ({@link io.paydesk.rules.Checks}),
 * the one parser of typed amounts ({@link io.paydesk.rules.MoneyInput}) and which payment state
 * allows which money action ({@link io.paydesk.rules.PaymentActions}). Depends on no other package
 * of the console; the request-level validators that walk the model records are {@link
 * io.paydesk.api.RequestRules} in the client.
 */
package io.paydesk.rules;
