/**
 * Changes to money, journaled: each operation is written to the store's journal with its
 * idempotency key before the request leaves, its outcome after, and an audit row either way.
 * Depends on {@code api} and {@code store}; no JavaFX.
 */
package io.paydesk.ops;
