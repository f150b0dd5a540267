/**
 * The one application layer: every call to the service and every money operation on the user's
 * behalf. Connections (client, store, and the embedded sandbox the entry point hands over),
 * look-ups with offline fallback, bulk refresh, the health probe, and journaled money operations
 * (idempotency key saved before the request leaves, outcome after, an audit row either way).
 * Depends on {@code api}, {@code store} and {@code rules}; no JavaFX, never the sandbox.
 */
package io.paydesk.ops;
