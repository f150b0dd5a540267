/**
 * The Customers area: a customer looked up by id (checked as typed), their enrolled methods with
 * expiry warnings, and one view of them from the store (payments, subscriptions, totals per
 * currency). View models call the service only through {@code ops}.
 */
package io.paydesk.ui.customers;
