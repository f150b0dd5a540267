/**
 * The Payments and Search areas: find a payment (id, order id, e-mail), its detail and its money
 * actions with their review step, and the search over the local store with its filters, pager and
 * CSV export. One view model per job: {@code PaymentsViewModel} (look-up, detail, the actions
 * offered), {@code PaymentActionForm} (a money action, a kit form), {@code HistoryViewModel},
 * {@code RawAnswerViewModel}, {@code UnsettledViewModel}, {@code FetchViewModel}. Which action a
 * payment allows and how much it may move are {@code rules}' and {@code ops}' to say. View models
 * call {@code ops} and read the store; views only bind to them.
 *
 * <p>A feature of the ui: above the kit and the base, below the shell. It imports no other feature:
 * it opens another screen through a callback the shell hands it (with a request of {@code ui.base}
 * where the other screen needs more than an id). Layers: ui -> ops -> (api, store, evidence,
 * rules); every call to the service and every write to the store goes through ops; the ui may read
 * the store's query results and show the client's model types. Inside ui: the shell on top, then
 * the features, the kit, the base; no feature imports another.
 */
package io.paydesk.ui.payments;
