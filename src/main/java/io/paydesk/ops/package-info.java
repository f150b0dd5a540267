/**
 * The one application layer: every call to the service and every money operation on the user's
 * behalf. Connections (client, store, and the embedded sandbox the entry point hands over), bulk
 * refresh and the health probe; look-ups with offline fallback ({@link
 * io.paydesk.ops.PaymentLookups}) and money operations ({@link io.paydesk.ops.PaymentOperations}),
 * checked before anything is drafted and sent through one journaled send (journal row with its
 * idempotency key before the request leaves, outcome after, an audit row either way); subscription
 * changes ({@link io.paydesk.ops.SubscriptionOperations}, a PATCH of only what changed) through the
 * same send, and customer look-ups ({@link io.paydesk.ops.CustomerLookups}). Returns its own result
 * types. Bulk payout files are read by {@link io.paydesk.ops.PayoutCsv} and dry-run by {@link
 * io.paydesk.ops.PayoutCsvCheck}, row by row with the payout rules. Every CSV export (the screens'
 * and the headless {@link io.paydesk.ops.StoreExport}) is written by one writer, {@link
 * io.paydesk.ops.CsvOut}, with the columns of {@link io.paydesk.ops.Exports}. Depends on {@code
 * api}, {@code store} and {@code rules}; no JavaFX, never the sandbox.
 */
package io.paydesk.ops;
