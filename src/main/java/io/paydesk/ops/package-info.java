/**
 * The application layer: everything that talks to the service and the store on the user's behalf.
 * Look-ups with offline fallback ({@link io.paydesk.ops.PaymentLookups}) and money operations
 * ({@link io.paydesk.ops.PaymentOperations}), checked before anything is drafted and sent through
 * one journaled send (journal row with its idempotency key before the request leaves, outcome
 * after, an audit row either way). Returns its own result types. Depends on {@code api}, {@code
 * store} and {@code rules}; no JavaFX.
 */
package io.paydesk.ops;
