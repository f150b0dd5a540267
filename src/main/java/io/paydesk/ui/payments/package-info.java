/**
 * The Payments and Search areas: find a payment (id, order id, e-mail), its detail and its money
 * actions with their review step, and the search over the local store with its filters, pager and
 * CSV export. View models call {@code ops} and read the store; views only bind to them.
 */
package io.paydesk.ui.payments;
