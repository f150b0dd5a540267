/**
 * The one application layer: every call to the service and every money operation on the user's
 * behalf. Connections (client, store, and the embedded sandbox the entry point hands over), the one
 * opener of stores for the console and the headless commands ({@link io.paydesk.ops.StoreOpener})
 * with where the files live ({@link io.paydesk.ops.AppPaths}), the forms' drafts and the store's
 * upkeep, bulk refresh and the health probe; look-ups with offline fallback ({@link
 * io.paydesk.ops.PaymentLookups}) and money operations ({@link io.paydesk.ops.PaymentOperations}),
 * checked before anything is drafted and sent through one journaled send (journal row with its
 * idempotency key before the request leaves, outcome after, an audit row either way); subscription
 * changes ({@link io.paydesk.ops.SubscriptionOperations}, a PATCH of only what changed) through the
 * same send, and customer look-ups ({@link io.paydesk.ops.CustomerLookups}). Returns its own result
 * types. Bulk payout files are read by {@link io.paydesk.ops.PayoutCsv} and dry-run by {@link
 * io.paydesk.ops.PayoutCsvCheck}, row by row with the payout rules. The service's events (webhooks)
 * are stored by {@link io.paydesk.ops.EventIntake} (group commit) and applied by {@link
 * io.paydesk.ops.EventWorker} with {@link io.paydesk.ops.EventApplier}; what they change is told
 * through {@link io.paydesk.ops.StoreChanges}, gathered in bursts by {@link
 * io.paydesk.ops.LiveChanges} (a connection's {@code live()}), the one entry screens listen to;
 * {@link io.paydesk.ops.ConsoleInbox} runs the inbox inside the console (the entry point installs
 * its HTTP server, as it does the embedded sandbox). Every CSV export (the screens' and the
 * headless {@link io.paydesk.ops.StoreExport}) is written by one writer, {@link
 * io.paydesk.ops.CsvOut}, with the columns of {@link io.paydesk.ops.Exports}. Depends on {@code
 * api}, {@code store} and {@code rules}; no JavaFX, never the sandbox.
 *
 * <p>This package is ops: the only way from the ui to the service and to the store's writes.
 * Layers: ui -> ops -> (api, store, evidence, rules); every call to the service and every write to
 * the store goes through ops; the ui may read the store's query results and show the client's model
 * types. Inside ui: the shell on top, then the features, the kit, the base; no feature imports
 * another.
 */
package io.paydesk.ops;
