/**
 * The Customers area: a customer looked up by id (checked as typed), their enrolled methods with
 * expiry warnings, and one view of them from the store (payments, subscriptions, totals per
 * currency). View models call the service only through {@code ops}.
 *
 * <p>A feature of the ui: above the kit and the base, below the shell. It imports no other feature:
 * it opens another screen through a callback the shell hands it (with a request of {@code ui.base}
 * where the other screen needs more than an id). Layers: ui -> ops -> (api, store, evidence,
 * rules); every call to the service and every write to the store goes through ops; the ui may read
 * the store's query results and show the client's model types. Inside ui: the shell on top, then
 * the features, the kit, the base; no feature imports another.
 */
package io.paydesk.ui.customers;
