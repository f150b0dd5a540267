/**
 * The Subscriptions area: the stored subscriptions listed and filtered, one opened by id, edited
 * with a field-by-field review of what the PATCH will change, paused, resumed or cancelled. The
 * detail's model is {@code SubscriptionEditor} (a kit {@code FormScreen}); its form is {@code
 * SubscriptionForm} (a kit {@code FormModel}), whose checks are ops' verdict on the edit. View
 * models call the service only through {@code ops}.
 *
 * <p>A feature of the ui: above the kit and the base, below the shell. It imports no other feature:
 * it opens another screen through a callback the shell hands it (with a request of {@code ui.base}
 * where the other screen needs more than an id). Layers: ui -> ops -> (api, store, evidence,
 * rules); every call to the service and every write to the store goes through ops; the ui may read
 * the store's query results and show the client's model types. Inside ui: the shell on top, then
 * the features, the kit, the base; no feature imports another.
 */
package io.paydesk.ui.subscriptions;
