/**
 * Immutable records named and shaped as the service's tables (responses and requests), and {@link
 * io.paydesk.api.model.ModelJson}, the one Jackson configuration, which the store also uses to
 * rehydrate what it saved. Statuses and types are open sets: known values are mapped, unknown ones
 * kept as text. Depends on Jackson only.
 */
package io.paydesk.api.model;
