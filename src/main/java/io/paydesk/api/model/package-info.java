/**
 * Immutable records named and shaped as the service's tables. Statuses and types are open sets:
 * known values are mapped, unknown ones kept as text.
 */
package io.paydesk.api.model;
